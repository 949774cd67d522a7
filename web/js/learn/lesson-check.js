// lesson-check.js - whether a move met a lesson's goal, and what happened in
// it, read from the engine's events alone (web/engine/engine.js Game.play()). No
// rule of the game is written here: the engine sowed, captured and ended the
// game; this only counts what its events say. Pure: no DOM, no engine, no
// strings: the words are {key, values} items that lessons-*.js tables fill.

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').MoveEvent} MoveEvent */
/** A sentence for strings.js t(key, values). @typedef {{ key: import('../i18n/strings.js').WordKey, values?: Record<string, unknown> }} Sentence */
/** A step's conditions: a value for each name of CONDITION_NAMES, all to hold. @typedef {Record<string, unknown>} When */
/** A count a condition asks for: exactly a number, or a range. @typedef {number | { atLeast?: number, atMost?: number }} Range */
/**
 * What one move did (summarize()).
 * @typedef {{
 *   mover: Side | null, sown: number, hole: number | null, relays: number, captures: number,
 *   passing: number, lastCaptures: number, seeds: number, lastDrop: { side: string, hole: number } | null,
 *   endedEmpty: boolean, extraTurn: boolean, passes: Side[], lastFour: { player: Side, count: number } | null,
 *   end: { reason: import('../../engine/engine.js').EndReason, result: import('../../engine/engine.js').Result, score: [number, number] } | null,
 *   collected: [number, number],
 * }} Summary
 */

/**
 * What one play() did, from its events: { mover ('S' | 'N'), sown (seeds
 * picked up from the chosen hole), hole (its number), relays (pickups after
 * the first), captures (casas taken), passing (of them, taken while sowing
 * went on: Hoyito I), lastCaptures (taken where a lap ended, with the run
 * behind it), seeds (captured by the mover), lastDrop ({ side, hole }: where
 * the last seed fell), endedEmpty (it fell into an empty hole and the move
 * ended there), extraTurn, passes (players who passed), lastFour ({ player,
 * count } or null), end ({ reason, result, score } or null), collected
 * ([south, north] seeds taken from their own sides when the game ended,
 * R15; the last four's seeds are in lastFour) }.
 * @param {MoveEvent[]} events
 */
export function summarize(events) {
  /** @type {Summary} */
  const out = {
    mover: null,
    sown: 0,
    hole: null,
    relays: 0,
    captures: 0,
    passing: 0,
    lastCaptures: 0,
    seeds: 0,
    lastDrop: null,
    endedEmpty: false,
    extraTurn: false,
    passes: [],
    lastFour: null,
    end: null,
    collected: [0, 0],
  };
  events.forEach((e, i) => {
    switch (e.type) {
      case 'pickup':
        if (out.mover === null) {
          out.mover = e.player;
          out.sown = e.count;
          out.hole = Number(e.name.slice(1));
        } else if (e.relay) {
          out.relays++;
        }
        break;
      case 'drop':
        out.lastDrop = { side: e.name[0], hole: Number(e.name.slice(1)) };
        break;
      case 'capture':
        out.captures++;
        out.seeds += e.count;
        // A capture the sowing goes on from was made in passing (R9).
        if (events[i + 1]?.type === 'drop') out.passing++;
        else out.lastCaptures++;
        break;
      case 'extra_turn':
        out.extraTurn = true;
        break;
      case 'pass':
        out.passes.push(e.player);
        break;
      case 'last_four':
        out.lastFour = { player: e.player, count: e.count };
        break;
      case 'collect':
        // The last four's seeds are said by its own event, not as seeds left on a side.
        if (e.reason !== 'last_four') out.collected[e.player === 'S' ? 0 : 1] += e.count;
        break;
      case 'game_end':
        out.end = { reason: e.reason, result: e.result, score: e.score };
        break;
      default:
        break;
    }
  });
  // If the sowing's last event is a drop, the seed fell into an empty hole
  // (R6: an occupied one would have been picked up, a four captured).
  const sowingEvents = events.filter((e) => ['pickup', 'drop', 'capture'].includes(e.type));
  out.endedEmpty = sowingEvents.at(-1)?.type === 'drop';
  return out;
}

/**
 * Whether a count meets a range: a number (exactly) or { atLeast, atMost }.
 * @param {number} value
 * @param {Range} range
 */
function inRange(value, range) {
  if (typeof range === 'number') return value === range;
  return (
    (range.atLeast === undefined || value >= range.atLeast) && (range.atMost === undefined || value <= range.atMost)
  );
}

/**
 * 'me', 'them' or 'draw' for a player letter as seen by the mover.
 * @param {string} player
 * @param {Side | null} mover
 * @returns {'me' | 'them' | 'draw'}
 */
function whose(player, mover) {
  if (player === 'D') return 'draw';
  return player === mover ? 'me' : 'them';
}

/**
 * The conditions a lesson step may name, each over the summary. Every key of
 * a step's `when` must hold. Counts take a number or { atLeast, atMost }.
 * @type {Record<string, (s: Summary, v: any) => boolean>} v: the step's value for the name (lessons.js)
 */
const CONDITIONS = {
  captures: (s, v) => inRange(s.captures, v),
  passing: (s, v) => inRange(s.passing, v),
  lastCaptures: (s, v) => inRange(s.lastCaptures, v),
  seeds: (s, v) => inRange(s.seeds, v),
  relays: (s, v) => inRange(s.relays, v),
  extraTurn: (s, v) => s.extraTurn === v,
  // true: the opponent passed (the mover plays again).
  pass: (s, v) => s.passes.some((p) => p !== s.mover) === v,
  // 'mine' | 'theirs': the row the last seed fell in.
  lastDropIn: (s, v) => s.lastDrop !== null && (s.lastDrop.side === s.mover ? 'mine' : 'theirs') === v,
  endedEmpty: (s, v) => s.endedEmpty === v,
  // A reason the engine gives ('last_four', 'empty', 'repetition', 'limit', 'no_moves'), or null: not over.
  endReason: (s, v) => (s.end?.reason ?? null) === v,
  // 'me' | 'them' | 'draw': who won the game this move ended.
  winner: (s, v) => s.end !== null && whose(s.end.result, s.mover) === v,
  lastFourTo: (s, v) => s.lastFour !== null && whose(s.lastFour.player, s.mover) === v,
};

export const CONDITION_NAMES = Object.freeze(Object.keys(CONDITIONS));

/**
 * Whether a summary meets a step's `when` (unknown condition names throw: a lesson typo is a bug).
 * @param {Summary} summary
 * @param {When} when
 */
export function meets(summary, when) {
  return Object.entries(when).every(([name, value]) => {
    const test = CONDITIONS[name];
    if (!test) throw new Error(`lesson condition: unknown ${name}`);
    return test(summary, value);
  });
}

/**
 * The "what happened" sentences of a move, in the order they happened.
 * @param {Summary} s
 */
export function facts(s) {
  /** @type {Sentence[]} */
  const words = [];
  if (s.mover === null) return words;
  words.push({ key: 'factSow', values: { count: s.sown, hole: s.hole } });
  if (s.passing > 0) words.push({ key: 'factPassing', values: { count: s.passing } });
  if (s.relays > 0) words.push({ key: 'factRelays', values: { count: s.relays } });
  if (s.lastCaptures > 0) words.push({ key: 'factLastCapture', values: { count: s.lastCaptures } });
  if (s.endedEmpty && s.lastDrop) {
    const mine = s.lastDrop.side === s.mover;
    words.push({ key: mine ? 'factEndMine' : 'factEndTheirs', values: { hole: s.lastDrop.hole } });
  }
  if (s.extraTurn) words.push({ key: 'factExtraTurn', values: {} });
  if (s.passes.some((p) => p !== s.mover)) words.push({ key: 'factPassTheirs', values: {} });
  if (s.lastFour)
    words.push({
      key: whose(s.lastFour.player, s.mover) === 'me' ? 'factLastFourMine' : 'factLastFourTheirs',
      values: { count: s.lastFour.count },
    });
  if (s.end) {
    words.push({ key: END_KEYS[s.end.reason], values: {} });
    const [south, north] = s.collected;
    const mine = s.mover === 'S' ? south : north;
    const theirs = s.mover === 'S' ? north : south;
    if (mine > 0) words.push({ key: 'factCollectMine', values: { count: mine } });
    if (theirs > 0) words.push({ key: 'factCollectTheirs', values: { count: theirs } });
    const [a, b] = s.mover === 'S' ? s.end.score : [s.end.score[1], s.end.score[0]];
    const result = whose(s.end.result, s.mover);
    const key = /** @type {const} */ ({ me: 'factWin', them: 'factLoss', draw: 'factDraw' })[result];
    words.push({ key, values: { mine: a, theirs: b } });
  }
  return words;
}

/** Every key facts() can give, for the language tables' test. */
export const FACT_KEYS = Object.freeze([
  'factSow',
  'factPassing',
  'factRelays',
  'factLastCapture',
  'factEndMine',
  'factEndTheirs',
  'factExtraTurn',
  'factPassTheirs',
  'factLastFourMine',
  'factLastFourTheirs',
  'factOverLastFour',
  'factOverEmpty',
  'factOverRepetition',
  'factOverLimit',
  'factOverNoMoves',
  'factCollectMine',
  'factCollectTheirs',
  'factWin',
  'factLoss',
  'factDraw',
]);

/** @type {Record<import('../../engine/engine.js').EndReason, import('../i18n/strings.js').WordKey>} */
const END_KEYS = {
  last_four: 'factOverLastFour',
  empty: 'factOverEmpty',
  repetition: 'factOverRepetition',
  limit: 'factOverLimit',
  no_moves: 'factOverNoMoves',
};

/**
 * Checks one move of a lesson: `events` is what game.play(move) returned at
 * step `step` (0 for a lesson's first move). Returns { met, done (met and
 * it was the last step), summary, words: [{ key, values }] }: the step's
 * praise or its miss sentence, then what happened, for lessons-*.js.
 * @param {import('./lessons.js').Lesson} lesson
 * @param {MoveEvent[]} events
 * @returns {{ met: boolean, done: boolean, summary: Summary, words: Sentence[] }}
 */
export function checkLesson(lesson, events, step = 0) {
  const s = lesson.steps[step];
  if (!s) throw new Error(`lesson ${lesson.id}: no step ${step}`);
  const summary = summarize(events);
  const met = meets(summary, s.when);
  const head = { key: met ? s.praise : s.miss, values: {} };
  return { met, done: met && step === lesson.steps.length - 1, summary, words: [head, ...facts(summary)] };
}
