// puzzle-exact.js - what the endgame tables say of a puzzle: the page's
// search worker (engine/ai.js sharedAi, the one the Hint asks) adds the
// tables' `bestPlay` to a search's answer where they reach the position (a
// 2x6 board with at most TABLES_SEEDS seeds: engine/ai.js tablesReach,
// docs/ai.md "Endgame tables").
// The puzzle's own position is asked first, then the position after its
// answer; where neither is reached nothing exact is said, and the worker is
// not even asked (nor started). The words are the hint's and the Analyse
// panel's (i18n/exact-words.js, in analysisExactVerdict).

import { sharedAi, tablesReach } from '../../engine/ai.js';
import { t, loadWords } from '../i18n/strings.js';
import { exactWords } from '../i18n/exact-words.js';

// The tables' value comes with any search's answer: one ply bounds the search's
// cost (the tables' build, once a variant, is the worker's: 0.1-0.3 s of CPU).
const ASK = { depth: 1 };
const OWNER = 'learn'; // the hint's and the computer's cancels leave these asks alone

/** @typedef {import('../../engine/engine.js').Side} Side */
/** What this needs of a puzzle (puzzle-pick.js). @typedef {{ id: string, pos: string, answer: number }} AskedPuzzle */
/**
 * What the tables say: after the answer (its hole) or at the start (null),
 * the player to move there and their final margin with best play.
 * @typedef {{ after: number | null, mover: Side, margin: number }} Exact
 */

/**
 * The asks of the tables for puzzles, each puzzle asked once (a failed or
 * cancelled ask is asked again next time). `engine()`: the page's engine,
 * which says what the puzzle's position and the one after its answer are.
 * @param {{ engine: () => import('../../engine/engine.js').Engine, ai?: ReturnType<typeof sharedAi> }} options
 */
export function createPuzzleExact({ engine, ai = sharedAi() }) {
  /** @type {Map<string, Promise<Exact | null>>} */
  const known = new Map(); // puzzle id -> promise of { after, mover, margin } or null

  // The puzzle's position and the one after its answer, as the engine's snapshots.
  /** @param {AskedPuzzle} p */
  function positions(p) {
    const game = engine().newGame(p.pos);
    try {
      const here = game.snapshot();
      game.play(p.answer);
      return [
        { snap: here, moves: [] },
        { snap: game.snapshot(), moves: [p.answer] },
      ];
    } finally {
      game.free();
    }
  }

  /**
   * @param {AskedPuzzle} p
   * @returns {Promise<Exact | null>}
   */
  async function ask(p) {
    for (const { snap, moves } of positions(p)) {
      if (snap.over || !tablesReach(snap)) continue;
      const { bestPlay } = await ai.search(p.pos, moves, ASK, OWNER);
      if (!bestPlay) continue;
      await loadWords('more');
      return {
        after: moves.length ? p.answer : null,
        mover: /** @type {Side} */ (snap.turn), // not over: someone is to move
        margin: /** @type {{ margin: number }} */ (bestPlay).margin,
      };
    }
    return null;
  }

  return {
    /**
     * The tables' value for puzzle `p` (its position's, else after its answer's), or null; never rejects.
     * @param {AskedPuzzle} p
     */
    of(p) {
      let found = known.get(p.id);
      if (!found) {
        found = ask(p).catch((error) => {
          known.delete(p.id);
          if (error?.name !== 'AiCancelled') console.warn('hoyito: no endgame tables for the puzzle', error);
          return null;
        });
        known.set(p.id, found);
      }
      return found;
    },
  };
}

/**
 * The paragraph (learn-panel.js items) saying `found` (of()'s answer). Its
 * values are read at each drawing, so a change of language says it again.
 * @param {Exact} found
 * @returns {import('./lesson-check.js').Sentence[]}
 */
export function exactParagraph(found) {
  /** @type {import('./lesson-check.js').Sentence} */
  const lead =
    found.after === null ? { key: 'puzzleExactStart' } : { key: 'puzzleExactAfter', values: { hole: found.after } };
  return [
    lead,
    {
      key: 'analysisExactVerdict',
      get values() {
        return { player: t(found.mover), verdict: exactWords(found.margin) };
      },
    },
  ];
}
