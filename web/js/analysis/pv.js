// pv.js - the line the search expects (its principal variation, `pv`: hole
// numbers) read by the engine: who plays each move and which hole that is
// (an extra turn or a pass breaks the alternation, so only playing the
// moves tells), as text in the notation and as numbered marks on the board.
// No page in it: the Node tests read it as the analysis does.

/** @typedef {import('../../engine/engine.js').Engine} Engine */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {Extract<import('../../engine/engine.js').MoveEvent, { type: 'pickup' }>} Pickup */
/** A move of a line: who plays it, the hole's name ('S3'), number (3) and board index. @typedef {{ player: Side, name: string, number: number, index: number }} PvStep */
/** A hole's numbers on the board ("1", "2 4"). @typedef {{ index: number, text: string }} PvMark */

/** Moves of a line written out at most (a line may run to the search's depth). */
export const PV_TEXT = 10;
/** Moves of a line numbered on the board at most: more would cover the board. */
export const PV_MARKS = 6;

/**
 * The first `max` moves of `pv` played by `engine` from the position that
 * `moves` reach from `pos`: [{ player: 'S' | 'N', name: 'S3' (the engine's
 * name of the hole), number: 3, index (board index) }]. Ends early at the
 * game's end or at a move the engine refuses (a line is only ever shown as
 * far as it is legal).
 * @param {Engine} engine
 * @param {string} pos
 * @param {number[]} moves
 * @param {number[]} pv
 * @returns {PvStep[]}
 */
export function pvSteps(engine, pos, moves, pv, max = PV_TEXT) {
  const game = engine.newGame(pos);
  /** @type {PvStep[]} */
  const steps = [];
  try {
    for (const m of moves) game.play(m);
    for (const hole of pv.slice(0, max)) {
      if (game.snapshot().over) break;
      let events;
      try {
        events = game.play(hole);
      } catch {
        break;
      }
      const pickup = events.find(/** @returns {e is Pickup} */ (e) => e.type === 'pickup' && !e.relay);
      if (!pickup) break;
      steps.push({
        player: pickup.player,
        name: pickup.name,
        number: Number(pickup.name.slice(1)),
        index: pickup.hole,
      });
    }
  } finally {
    game.free();
  }
  return steps;
}

/**
 * The board's marks of a line's first PV_MARKS steps: one per hole played,
 * [{ index, text }] where text gives the moves' numbers in the order played
 * ("1", or "2 4" for a hole played twice), in order of the first.
 * @param {PvStep[]} steps
 * @returns {PvMark[]}
 */
export function pvMarks(steps, count = PV_MARKS) {
  /** @type {Map<number, number[]>} */
  const byHole = new Map();
  steps.slice(0, count).forEach((s, k) => {
    if (!byHole.has(s.index)) byHole.set(s.index, []);
    /** @type {number[]} */ (byHole.get(s.index)).push(k + 1);
  });
  return [...byHole].map(([index, numbers]) => ({ index, text: numbers.join(' ') }));
}

/**
 * A line as text: each step by `name(step)` ("S3 N5 S1"), with "…" when `more` says it goes on.
 * @param {PvStep[]} steps
 * @param {(step: PvStep) => string} name
 */
export function pvText(steps, name, more = false) {
  return steps.map(name).join(' ') + (more ? ' …' : '');
}
