// animate.js - plays the engine's event list back on the board, one event at
// a time: the pick-up, every seed dropped, relays, captures flying to the
// capturer's pile, passes, the last four and the end of the game.
// It never decides anything about the rules: it only moves what the events
// say moved, in the order they say. When it is done (or skipped) the caller
// redraws from the engine's position, so a bug here can only cost a frame.

import { spotOf, toScreen } from './board-view.js';
import { pebbleCss } from './pebbles.js';
import { holeIndex } from './holes.js';
import { STEP_MS, planMove, takesFrom } from './pace.js';
import { createSowNote, tapToSkip, LONG_MS } from './sow-note.js';
import { createFlyers } from './flyers.js';
import { handSize, handFont } from './hole-draw.js';
import { warmFonts, nextTask } from '../lib/later.js';

export { STEP_MS };

const FRAME_MS = 16;
const SLICE_MS = 8; // the longest the event loop runs in one task, by the wall clock

// Events that only say something, and stay in the status line afterwards.
/** @type {Record<Notice['type'], WordKey>} */
const NOTICES = { extra_turn: 'extraTurn', pass: 'pass', last_four: 'lastFour' };

/**
 * Waits for a move's events' times (ms after t0) by `sleep` (the animator's,
 * which a skip ends). Events a late frame held back are all due at once:
 * applied in one task they made it long (47 ms at 4x for 31). After
 * SLICE_MS of one task the rest waits for a task of its own, and frames
 * come between.
 * @param {number} t0
 * @param {(ms: number) => Promise<void>} sleep
 */
function dueTimes(t0, sleep) {
  let slice = t0; // when the loop last came back from a timer
  /** @param {number} at */
  return async (at) => {
    const now = performance.now();
    const wait = at - (now - t0);
    if (wait <= 1 && now - slice <= SLICE_MS) return;
    await (wait > 1 ? sleep(wait) : new Promise((resolve) => nextTask(() => resolve(undefined))));
    slice = performance.now();
  };
}

/** @typedef {import('../../engine/engine.js').MoveEvent} MoveEvent */
/** @typedef {import('./board-view.js').Point} Point */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** @typedef {Extract<MoveEvent, { type: 'extra_turn' | 'pass' | 'last_four' }>} Notice */
/** An event's pace (pace.js): its step and its flights' length. @typedef {{ ms: number, fly: number }} Pace */
/**
 * What a move's events share: its plan, the lap it is on, the notice it
 * leaves in the status line, how it draws.
 * @typedef {{ plan: import('./pace.js').Plan, lap: number, note: import('./state.js').Sentence | null, draw: () => void }} Move
 */
/**
 * @typedef {{
 *   state: import('./state.js').State, draw: (boardOnly?: boolean) => void, view: import('./board-view.js').View,
 *   layer: HTMLElement, reducedMotion: () => boolean,
 * }} AnimatorOptions
 */

/**
 * An animator bound to one board. `state` is the board's state, `draw()` redraws
 * it and the panel around it (`draw(true)`: the board alone), `view` is its view (board-view.js: geometry and size), `layer` the HTML layer
 * over it where pebbles fly, `reducedMotion()` says if
 * the reader asked for less motion (then seeds do not travel: the counts
 * change step by step in place).
 * @param {AnimatorOptions} options
 */
export function createAnimator({ state, draw: redraw, view, layer, reducedMotion }) {
  /** @type {(kind: 'hole' | 'hand' | 'pile', index: number) => Point} */
  const spot = (kind, index) => spotOf(view, kind, index);
  let skipping = false;
  /** @type {Set<Animation>} */
  const running = new Set(); // Animation objects in flight
  /** @type {Set<() => void>} */
  const sleepers = new Set(); // resolvers of pending pauses
  const flyers = createFlyers(layer);
  /** @type {Map<number, Set<Animation>>} */
  const flying = new Map(); // hole -> the Animations of the seeds flying into it
  const note = createSowNote(layer, view);
  // The note's and the hand's fonts, before the first move shows them.
  warmFonts(
    layer,
    `<div class="sow-note"><span class="sow-laps">1</span><span class="sow-tip">1</span></div><div class="hand" style="font-size:${handFont(handSize(view))}">1</div>`,
  );

  /**
   * @param {number} ms
   * @returns {Promise<void>}
   */
  function sleep(ms) {
    if (skipping || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });
  }

  // One pebble from a to b (board units), into hole `into` if it is a seed
  // sown (a later event may wait for it); resolves when it lands (at once
  // when skipping). See flyers.js.
  /**
   * @param {Point} a
   * @param {Point} b
   * @param {number} ms
   * @param {string} fill
   * @param {number} [delay]
   * @param {number | null} [into]
   * @returns {Promise<void>}
   */
  function flight(a, b, ms, fill, delay = 0, into = null) {
    if (skipping || ms <= 0) return Promise.resolve();
    if (reducedMotion()) return sleep(ms + delay);
    const anim = flyers.launch(toScreen(view, a), toScreen(view, b), ms, fill, delay);
    running.add(anim);
    if (into !== null) {
      flying.set(into, (flying.get(into) ?? new Set()).add(anim));
    }
    return anim.finished
      .catch(() => {})
      .then(() => {
        running.delete(anim);
        if (into !== null) flying.get(into)?.delete(anim);
        flyers.land(anim);
      });
  }

  let told = false; // said since the last frame (drawSoon)
  /**
   * @param {WordKey} key
   * @param {Record<string, unknown>} values
   */
  function say(key, values) {
    state.message = { key, values };
    told = true;
  }

  // The hand's glide time (a CSS transition); written only when it changes,
  // on the hand itself: on the layer it would restyle every pebble in flight.
  let step = '';
  /** @param {number} ms */
  function setStep(ms) {
    const value = `${skipping ? 0 : Math.round(ms / 10) * 10}ms`; // in tens: a hurried relay rewrites it less
    if (value === step) return;
    step = value;
    /** @type {HTMLElement | null} */ (layer.querySelector('.hand'))?.style.setProperty('--step', value);
  }

  // One function a kind of event: each applies the event to `state` and
  // returns the promise of its pebbles landing. `m` is the event's pace
  // ({ ms: its step, fly: its flights' length }, pace.js), `move` what a
  // move's events share.
  /**
   * @param {Extract<MoveEvent, { type: 'pickup' }>} e
   * @param {Pace} m
   * @param {Move} move
   */
  function pickup(e, m, move) {
    const from = spot('hole', e.hole);
    const to = spot('hand', e.hole);
    state.active = e.hole;
    state.seeds[e.hole] -= e.count;
    state.hand = { hole: e.hole, count: e.count, player: e.player };
    say(e.relay ? 'relay' : 'sowing', { player: e.player, hole: e.name, count: e.count });
    move.lap += 1;
    if (!skipping) note.lap(move.lap, move.plan.laps);
    move.draw();
    const lifts = [];
    for (let j = 0; j < Math.min(e.count, 3); j++)
      lifts.push(flight(from, to, m.fly, pebbleCss(e.hole, j), j * m.ms * 0.15));
    return Promise.all(lifts);
  }

  // The seed's count shows in its hole when it lands; the next may leave the hand before.
  /**
   * @param {Extract<MoveEvent, { type: 'drop' }>} e
   * @param {Pace} m
   * @param {Move} move
   */
  function drop(e, m, move) {
    const from = spot('hand', state.hand ? state.hand.hole : e.hole);
    state.active = e.hole;
    if (state.hand) {
      state.hand.hole = e.hole;
      state.hand.count -= 1;
    }
    move.draw();
    return flight(from, spot('hole', e.hole), m.fly, pebbleCss(e.hole, state.seeds[e.hole]), 0, e.hole).then(() => {
      state.seeds[e.hole] += 1;
      move.draw();
    });
  }

  // A capture from a hole, or a collect from a hole or (hole null) the hand.
  /**
   * @param {Extract<MoveEvent, { type: 'capture' | 'collect' }>} e
   * @param {Pace} m
   * @param {Move} move
   */
  function take(e, m, move) {
    const p = e.player === 'S' ? 0 : 1;
    const hole = e.hole; // null: a collect from the hand (a capture always names its hole)
    const from = hole === null ? spot('hand', state.hand ? state.hand.hole : 0) : spot('hole', hole);
    if (hole === null) {
      if (state.hand) state.hand.count -= e.count;
    } else {
      state.seeds[hole] -= e.count;
      state.active = hole;
    }
    if (e.type === 'capture') say('captures', { player: e.player, hole: e.name, count: e.count });
    move.draw();
    const to = spot('pile', p);
    const trips = [];
    for (let j = 0; j < Math.min(e.count, 4); j++) {
      trips.push(flight(from, to, m.fly, pebbleCss(40 + p, state.captured[p] + j), j * m.ms * 0.3));
    }
    return Promise.all(trips).then(() => {
      state.captured[p] += e.count;
      move.draw();
    });
  }

  /**
   * @param {Notice} e
   * @param {Pace} m
   * @param {Move} move
   */
  function notice(e, m, move) {
    if (e.type !== 'last_four') state.hand = null;
    say(NOTICES[e.type], { player: e.player });
    move.note = state.message;
    move.draw();
    return sleep(m.fly);
  }

  /**
   * @param {MoveEvent} e
   * @param {Pace} m
   * @param {Move} move
   * @returns {Promise<unknown>}
   */
  function apply(e, m, move) {
    if (e.type === 'pickup') return pickup(e, m, move);
    if (e.type === 'drop') return drop(e, m, move);
    if (e.type === 'capture' || e.type === 'collect') return take(e, m, move);
    if (e.type in NOTICES) return notice(/** @type {Notice} */ (e), m, move);
    if (e.type === 'game_end') {
      state.hand = null;
      move.draw();
    }
    return Promise.resolve();
  }

  // Many seeds land in a frame when a long relay hurries: the board is drawn
  // once a frame. The panel only when the move said something new (a lap, a
  // capture, a pass): its status line and the hand's colour in its dot are
  // all a move changes there, and the panel drawn in every frame was about
  // half of a frame callback's script.
  let queued = false;
  function drawSoon() {
    if (skipping || queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      if (skipping) return;
      redraw(!told);
      told = false;
    });
  }

  /**
   * Animates `events` (engine.js Event objects of one move) from the board
   * currently in `state`, on the plan of pace.js: each event starts at its
   * planned time, after the seeds flying into the hole it takes from have
   * landed. Resolves when the last event is shown (at once for 'instant'
   * or after skip()); the caller then checks the board against the engine
   * and syncs the state from it. A tap on the board skips the rest of a long move.
   * @param {MoveEvent[]} events
   * @param {string} speed
   */
  async function run(events, speed) {
    const plan = planMove(events, speed);
    skipping = plan.base === 0;
    // What the move was planned to take (ms, 0 when instant) and its laps, read by tests and tools.
    layer.dataset.plannedMs = String(Math.round(plan.total));
    layer.dataset.laps = String(plan.laps);
    // The plan (a bisection over the move's events) and the move's first
    // flights are each a good part of a long relay's start at a slowdown:
    // in tasks of their own.
    await sleep(1);
    // Skipping only stops the waiting: every event is still applied, so the
    // board always ends where the events say (the controller checks it against the engine).
    /** @type {Move} */
    const move = { plan, lap: 0, note: null, draw: drawSoon };
    /** @type {Map<number, Promise<unknown>[]>} */
    const landing = new Map(); // hole -> the landings of the seeds dropped into it
    /** @type {Promise<unknown>[]} */
    const pending = [];
    // A long move (the one the tip speaks of) ends at a tap on the board
    // (the layer's parent); a shorter one ignores taps, as a move always did.
    const disarm =
      !skipping && plan.total >= LONG_MS ? tapToSkip(/** @type {HTMLElement} */ (layer.parentNode), skip) : () => {};
    if (!skipping) note.start(plan);
    const t0 = performance.now();
    const due = dueTimes(t0, sleep);
    try {
      for (const [i, e] of events.entries()) {
        await due(plan.at[i]);
        // Its time has come: what it waits for has landed by the plan. A busy
        // machine's late frames do not hold the move up: those seeds land now.
        const from = takesFrom(e);
        if (from !== null) {
          for (const a of flying.get(from) ?? []) a.finish();
          await Promise.all(landing.get(from) ?? []);
        } else if (e.type !== 'drop') {
          for (const a of running) a.finish();
          await Promise.all(pending);
        }
        setStep(plan.ms[i]);
        // An event reached this late (a busy machine) lands its seeds at once:
        // their flights would already be over, and launching them all in one
        // task would make it long.
        const fly = performance.now() - t0 - plan.at[i] + FRAME_MS >= plan.fly[i] ? 0 : plan.fly[i];
        const landed = apply(e, { ms: plan.ms[i], fly }, move);
        pending.push(landed);
        if (e.type === 'drop') {
          landing.set(e.hole, (landing.get(e.hole) ?? []).concat(landed));
        }
      }
      await Promise.all(pending);
      if (!skipping) redraw(); // the last landings, while the move is on: a pile grown a frame later is not heard (sound.js)
    } finally {
      flying.clear();
      disarm();
      note.end();
    }
    Object.assign(state, { active: null, hand: null, message: move.note });
    setStep(0);
    flyers.clear();
  }

  /**
   * The refill between two games of a match: each player's seeds travel from
   * their pile into their holes, hole 1 first, until the board looks like
   * `next` (the engine's state of the new game). Only what `next` shows moves.
   * @param {{ n: number, closed: boolean[], seeds: number[] }} next
   * @param {string} speed
   */
  async function refill(next, speed) {
    const base = STEP_MS[speed] ?? STEP_MS.normal;
    skipping = base === 0;
    const draw = () => {
      if (!skipping) redraw();
    };
    const n = next.n;
    state.n = n;
    state.closed = next.closed.slice();
    state.seeds = new Array(2 * n).fill(0);
    const total = [state.captured[0] + state.aside[0], state.captured[1] + state.aside[1]];
    state.captured = total.slice();
    state.aside = [0, 0];
    state.message = { key: 'refill', values: {} };
    draw();
    /** @type {(p: number, h: number) => number} */
    const index = (p, h) => holeIndex(n, p ? 'N' : 'S', h + 1);
    for (let h = 0; h < n; h++) {
      const trips = [];
      for (const p of [0, 1]) {
        const i = index(p, h);
        const count = next.seeds[i];
        if (!count) continue;
        state.captured[p] -= count;
        for (let j = 0; j < Math.min(count, 4); j++) {
          trips.push(flight(spot('pile', p), spot('hole', i), base * 2, pebbleCss(i, j), j * base * 0.25));
        }
      }
      draw();
      await Promise.all(trips);
      for (const p of [0, 1]) state.seeds[index(p, h)] = next.seeds[index(p, h)];
      draw();
    }
    state.message = null;
    flyers.clear();
  }

  /** Ends the running animation now: seeds land, pauses end. */
  function skip() {
    skipping = true;
    setStep(0);
    for (const a of running) a.finish();
    for (const wake of [...sleepers]) wake();
  }

  return { run, refill, skip };
}
