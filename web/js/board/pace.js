// pace.js - when each event of a move's animation starts and how long its
// flights last, planned before the move is shown. A move of a few seeds
// keeps the natural pace of its speed (STEP_MS a seed, a little quicker
// after the first dozen); a long relay speeds up as it goes, so that no
// move takes longer than BUDGET_STEPS steps of its speed (of Normal at Fast; 2.85 s at
// Normal), however many laps it has. No DOM here: the plan is plain numbers.

/** @typedef {import('../../engine/engine.js').MoveEvent} MoveEvent */
/**
 * A move's plan (planMove): each event's start, step and flights' length, the
 * total, the laps, whether it was hurried, the speed's step and the budget.
 * @typedef {{ at: number[], ms: number[], fly: number[], total: number, laps: number, hurried: boolean, base: number, budget: number }} Plan
 */

/**
 * Milliseconds a single seed takes to travel, by speed setting.
 * @type {Record<string, number | undefined> & { slow: number, normal: number, fast: number, instant: number }}
 */
export const STEP_MS = { slow: 420, normal: 190, fast: 75, instant: 0 };

/** The longest a move's animation is planned to take, in steps of its speed. */
export const BUDGET_STEPS = 15;

// Below this a flight is hardly seen: seeds dropped faster overlap in the air.
const MIN_FLIGHT = 40;
// What each awaited flight costs on top of its length: the frame it starts in.
const FRAME = 16;

// The natural step of the k-th seed dropped in a move.
/**
 * @param {number} base
 * @param {number} k
 */
function naturalStep(base, k) {
  return base * Math.max(0.45, 0.955 ** Math.max(0, k - 12));
}

// The most a step is shortened by (1 + MAX_HURRY * k): far beyond a frame.
const MAX_HURRY = 1e4;
// The least hurry looked for: a step shortened by a millionth a seed.
const MIN_HURRY = 1e-6;

/** @type {Set<MoveEvent['type']>} */
const NOTICE = new Set(['extra_turn', 'pass', 'last_four']);

/**
 * The length of event `e`'s flights (a notice's pause) at step `ms`: a seed
 * flies a step, at least MIN_FLIGHT; a capture twice a step, at least 260 ms
 * (less in a hurried move); a notice stays four steps, at least 350 ms.
 * @param {MoveEvent} e
 * @param {number} ms
 * @param {number} base
 * @param {boolean} hurried
 */
function flightOf(e, ms, base, hurried) {
  if (e.type === 'capture' || e.type === 'collect') return Math.max(2 * ms, hurried ? 2 * MIN_FLIGHT : 260);
  if (NOTICE.has(e.type)) return Math.max(4 * ms, hurried ? 250 : 350);
  if (e.type === 'game_end') return 0;
  return Math.max(ms, Math.min(MIN_FLIGHT, base));
}

/**
 * How long event `e` holds the board before the next event starts, its
 * flights lasting `fly`. A drop holds a step (its seed flies on while the
 * next leaves the hand); at the natural pace a pickup or capture holds until
 * its last pebble lands (animate.js staggers a pickup's pebbles by 0.15
 * step, a capture's by 0.3), in a hurried move a step too.
 * @param {MoveEvent} e
 * @param {number} ms
 * @param {number} fly
 * @param {boolean} hurried
 */
function holdOf(e, ms, fly, hurried) {
  if (e.type === 'drop') return ms;
  if (e.type === 'pickup') return hurried ? ms : fly + ms * 0.15 * (Math.min(e.count, 3) - 1) + FRAME;
  if (e.type === 'capture' || e.type === 'collect')
    return hurried ? ms : fly + ms * 0.3 * (Math.min(e.count, 4) - 1) + FRAME;
  return fly;
}

/**
 * The hole an event takes seeds from (it waits for the seeds flying there), else null.
 * @param {MoveEvent} e
 * @returns {number | null}
 */
export function takesFrom(e) {
  return (e.type === 'pickup' || e.type === 'capture' || e.type === 'collect') && e.hole !== null ? e.hole : null;
}

/**
 * The plan of a move: for each event its start `at` (ms from the move's
 * start), its step `ms` and its flights' length `fly`; the total (when its
 * last seed lands), the laps (pickups) and whether it was hurried to fit
 * the budget. `hurry` (0 = natural pace) shortens each step by 1 + hurry * k,
 * k the seeds dropped so far: the further a relay goes, the quicker it sows.
 * @param {MoveEvent[]} events
 * @param {number} base
 * @param {number} hurry
 */
function planAt(events, base, hurry) {
  const n = events.length;
  /** @type {number[]} */
  const at = new Array(n);
  /** @type {number[]} */
  const ms = new Array(n);
  /** @type {number[]} */
  const fly = new Array(n);
  /** @type {Map<number, number>} */
  const lands = new Map(); // hole -> when the last seed flying there lands
  let t = 0;
  let landed = 0; // when every pebble in the air has landed
  let k = 0;
  events.forEach((e, i) => {
    ms[i] = naturalStep(base, k) / (1 + hurry * k);
    fly[i] = flightOf(e, ms[i], base, hurry > 0);
    // An event that takes from a hole waits for the seeds flying into it;
    // a notice or the end waits for every pebble.
    const from = takesFrom(e);
    if (from !== null) t = Math.max(t, lands.get(from) ?? 0);
    else if (e.type !== 'drop') t = Math.max(t, landed);
    at[i] = t;
    if (e.type === 'drop') {
      lands.set(e.hole, t + fly[i]);
      k++;
    }
    const stagger =
      e.type === 'pickup'
        ? 0.15 * (Math.min(e.count, 3) - 1)
        : e.type === 'drop'
          ? 0
          : 0.3 * (Math.min(/** @type {{ count?: number }} */ (e).count ?? 1, 4) - 1);
    landed = Math.max(landed, t + fly[i] + ms[i] * stagger);
    t += holdOf(e, ms[i], fly[i], hurry > 0);
  });
  const laps = events.filter((e) => e.type === 'pickup').length;
  return { at, ms, fly, total: Math.max(t, landed), laps, hurried: hurry > 0 };
}

/**
 * The plan of `events` (one move's, engine.js Event objects) at `speed`:
 * the natural pace if it fits in BUDGET_STEPS steps, else hurried just
 * enough to fit, within 1 % (found by bisection: 19 passes over the events at most, 12 for
 * the 95 seeds of animate.test.mjs's relay).
 * @param {MoveEvent[]} events
 * @param {string} speed
 * @returns {Plan}
 */
export function planMove(events, speed) {
  const base = STEP_MS[speed] ?? STEP_MS.normal;
  if (base === 0) {
    const none = events.map(() => 0);
    return {
      at: none,
      ms: none,
      fly: none,
      total: 0,
      laps: events.filter((e) => e.type === 'pickup').length,
      hurried: false,
      base,
      budget: 0,
    };
  }
  // Fast keeps Normal's budget: it is quicker seed by seed, and only a move
  // longer than Normal's 2.85 s hurries.
  const most = BUDGET_STEPS * Math.max(base, STEP_MS.normal);
  const natural = planAt(events, base, 0);
  if (natural.total <= most) return { ...natural, base, budget: most };
  // The pickups, captures and the seeds' shortest flights take a least time
  // however hurried the steps: a move that long is aimed a little above it,
  // not crushed into a blink.
  const least = planAt(events, base, MAX_HURRY);
  const budget = Math.max(most, least.total * 1.25);
  // Bisection on a log scale (the hurry needed lies anywhere from MIN_HURRY
  // to MAX_HURRY), each step a pass over the events, until a plan within 1 %
  // under the budget: a few steps, in the task that starts the animation.
  let lo = MIN_HURRY;
  let hi = MAX_HURRY;
  let best = planAt(events, base, lo);
  if (best.total > budget) {
    best = least;
    for (let i = 0; i < 16 && best.total < budget * 0.99; i++) {
      const mid = Math.sqrt(lo * hi);
      const plan = planAt(events, base, mid);
      if (plan.total > budget) lo = mid;
      else {
        hi = mid;
        best = plan;
      }
    }
  }
  return { ...best, base, budget };
}
