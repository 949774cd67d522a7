// review.js - the review of a game: the search worker scores every position
// of the game at a fixed budget (review-run.js), the review's judgement
// classifies each move (review-judge.js), then a panel beside the board
// (review-panel.js) shows
//   - a graph of South's expected margin (seeds) after each ply
//     (review-graph.js): click a point or use the arrow keys on it (a
//     slider) to go to that ply;
//   - a table of the same data, each move classified, a count per player;
//   - for a marked move, the better move (shown on the board as a mark) and
//     a button to try it: the board plays it as a variation of the game's
//     move tree (play/variations.js), to play on from; "Back to the game"
//     (or a row of the table) goes back to the game, the variation kept.
// A review is never computed twice: the archive keeps it with the game
// (`kept`), and the game opened again shows it at once; a game that went
// on since searches only the positions after the kept ones.
// While the review moves about the game, the computer opponent stays the
// game's (the address and the archive keep naming it) and its replies pause
// (controller.holdComputer) until the review closes, at the game's end; a
// move the person tries at an earlier ply explores (play/variations.js).

import { sharedAi, AiCancelled } from '../../engine/ai.js';
import { t, language, loadWords } from '../i18n/strings.js';
import { holeIndex } from '../board/holes.js';
import { laterStyles } from '../lib/later-styles.js';
import { judge, KINDS, SOURCES, isExact } from './review-judge.js';
import { REVIEW_SEARCH, lineKey, replay, scoreLine } from './review-run.js';
import { createPanel } from './review-panel.js';

/** @typedef {import('./review-judge.js').Kind} Kind */
/** @typedef {import('./review-judge.js').Source} Source */
/** @typedef {import('./review-run.js').Ply} Ply */
/** @typedef {import('./review-panel.js').ReviewData} ReviewData */
/** @typedef {import('./review-panel.js').Variation} Variation */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** The game's line on the board: its start, its moves (redone ones too), the ply shown. @typedef {{ pos: string, moves: number[], at: number }} Line */
/**
 * A review kept by the archive (game/archive-keep.js compactReview), as read
 * back: checked by keptPlies before use.
 * @typedef {{ margin: number[], source: string, loss: number[], exactMove: number[], better: number[], kind: Kind[] }} KeptReview
 */
/** The last finished review. @typedef {{ key: string, line: Line, positions: Ply[], data: ReviewData, ms: number }} Reviewed */
/**
 * What the review reads of the page's state (board/state.js) and asks of
 * its controller (play/controller.js) and the archive.
 * @typedef {{
 *   doc: Document,
 *   state: { ready: boolean, busy: boolean, friend: { help?: boolean, end?: unknown } | null, marks: { review: unknown } },
 *   controller: {
 *     game: unknown, line: () => Line, snapshot: () => { ply: number }, holdComputer: (on: boolean) => void,
 *     goto: (ply: number, options?: { jump?: boolean, explore?: boolean }) => unknown,
 *     mark: (marks: { review: number | null }) => void, play: (hole: number) => Promise<unknown>,
 *     addEventListener: (type: 'position', listener: EventListener) => void,
 *   },
 *   engine: () => import('../../engine/engine.js').Engine,
 *   ai?: import('./review-run.js').ReviewAi,
 *   kept?: (line: Line) => Promise<KeptReview | null>,
 * }} ReviewHost
 */

const numbers = (/** @type {unknown} */ xs, /** @type {number} */ n) =>
  Array.isArray(xs) && xs.length === n && xs.every((x) => Number.isFinite(x));

const SOURCE_OF = /** @type {Record<string, Source>} */ (
  Object.fromEntries(Object.entries(SOURCES).map(([source, letter]) => [letter, source]))
);

/**
 * How many of `line`'s first moves `kept` (a review kept by the archive,
 * game/archive-keep.js compactReview) judges: 0 when it is not one the
 * panel can show (an older entry's, without losses or without the source of
 * each value, judged again with the prover; a damaged one).
 * @param {KeptReview | null} kept
 * @param {Line} line
 */
function keptPlies(kept, line) {
  const n = Array.isArray(kept?.margin) ? kept.margin.length - 1 : -1;
  if (n < 1 || n > line.moves.length) return 0;
  const whole =
    // Read from storage: every field is checked.
    numbers(/** @type {KeptReview} */ (kept).margin, n + 1) &&
    typeof (/** @type {KeptReview} */ (kept).source) === 'string' &&
    /** @type {KeptReview} */ (kept).source.length === n + 1 &&
    [.../** @type {KeptReview} */ (kept).source].every((c) => c in SOURCE_OF) &&
    numbers(/** @type {KeptReview} */ (kept).loss, n) &&
    numbers(/** @type {KeptReview} */ (kept).exactMove, n) &&
    numbers(/** @type {KeptReview} */ (kept).better, n) &&
    Array.isArray(/** @type {KeptReview} */ (kept).kind) &&
    /** @type {KeptReview} */ (kept).kind.length === n &&
    /** @type {KeptReview} */ (kept).kind.every((k) => KINDS.includes(k));
  return whole ? n : 0;
}

/**
 * The review's data (review-judge.js judge) of the first `plies` moves, from a kept review.
 * @param {KeptReview} kept
 * @param {Ply[]} positions
 * @param {number[]} moves
 * @param {number} plies
 * @returns {ReviewData}
 */
function keptData(kept, positions, moves, plies) {
  return {
    points: kept.margin.slice(0, plies + 1).map((margin, ply) => {
      const source = SOURCE_OF[kept.source[ply]];
      return { ply, margin, exact: isExact(source), source };
    }),
    moves: moves.slice(0, plies).map((hole, k) => ({
      ply: k + 1,
      player: /** @type {Side} */ (positions[k].turn),
      hole,
      loss: kept.loss[k],
      kind: kept.kind[k],
      exact: Boolean(kept.exactMove[k]),
      better: kept.better[k] || null,
      betterMargin: null,
    })),
  };
}

/**
 * The review panel of the page: `controller` is the board's, `engine()` the
 * page's engine (replays the game to know each position), `kept(line)`
 * resolves to the archive's review of the line's first moves, or null.
 * Returns { start(), close(), cancel(), refresh(), get data(), get panel() }.
 * @param {ReviewHost} host
 */
export function createReview({ doc, state, controller, engine, ai = sharedAi(), kept = async () => null }) {
  const aside = doc.querySelector('aside.side') ?? doc.body;
  /** @type {ReturnType<typeof createPanel> | null} */
  let panel = null; // review-panel.js's, made at the first start
  let token = 0; // bumped to drop a review under way
  let running = false;
  /** @type {Reviewed | null} */
  let reviewed = null; // { key, line, positions, data, ms } of the last finished review
  /** @type {Variation | null} */
  let variation = null; // { at (the game's ply before trying), move } while trying a better move
  let moved = false; // the review moved the board about the game (the computer's replies held)

  /**
   * @param {boolean} on
   * @param {number} [done]
   * @param {number} [total]
   */
  function setRunning(on, done, total) {
    running = on;
    /** @type {ReturnType<typeof createPanel>} */ (panel).running(on, done, total);
  }

  // ------------------------------------------------------------ searching

  /** Reviews the game on the board (the whole line, moves that can be redone too). */
  async function start() {
    await Promise.all([loadWords('review'), laterStyles(doc)]);
    if (!controller.game || !state.ready) return;
    panel ??= createPanel({ doc, aside, on: { close, cancel, go, key: onGraphKey, tryBetter, back } });
    panel.words();
    panel.el.hidden = false;
    if (variation) return; // a variation is under way: its game is reviewed, not the variation
    const line = controller.line();
    const key = lineKey(line);
    if (running && reviewed?.key === key) return;
    const mine = ++token;
    ai.cancel('review');
    if (!line.moves.length) {
      setRunning(false);
      panel.status(t('reviewNothing'));
      reviewed = null;
      draw();
      return;
    }
    let positions;
    try {
      positions = replay(engine(), line);
    } catch (e) {
      panel.status(t('reviewFailed', { message: /** @type {Error} */ (e).message }));
      return;
    }
    // A game with a friend still running gets no engine judgement, unless its creator allowed help (hint.js).
    const f = state.friend;
    if (f && !f.help && !f.end && !(/** @type {Ply} */ (positions.at(-1)).over)) {
      setRunning(false);
      panel.status(t('friendNoEngine'));
      reviewed = null;
      draw();
      return;
    }
    const began = performance.now();
    const stored = await kept(line).catch(() => null);
    if (mine !== token) return;
    const from = keptPlies(stored, line);
    if (from === line.moves.length) {
      finish(line, positions, keptData(/** @type {KeptReview} */ (stored), positions, line.moves, from), null);
      return;
    }
    let results;
    try {
      results = await scoreLine({
        ai,
        line,
        positions,
        from,
        wanted: () => mine === token,
        progress(done, total) {
          setRunning(true, done, total);
          /** @type {ReturnType<typeof createPanel>} */ (panel).status(
            t('reviewProgress', { k: Math.min(done + 1, total), total }),
          );
        },
      });
    } catch (e) {
      if (mine !== token) return;
      setRunning(false);
      panel.status(
        e instanceof AiCancelled
          ? t('reviewCancelled')
          : t('reviewFailed', { message: /** @type {Error} */ (e).message }),
      );
      return;
    }
    if (!results) return;
    // The kept moves as they were judged, the rest judged from their positions on.
    const data = judge(positions.slice(from), line.moves.slice(from), results.slice(from));
    const earlier = from
      ? keptData(/** @type {KeptReview} */ (stored), positions, line.moves, from)
      : { points: [], moves: [] };
    /** @type {<T extends { ply: number }>(x: T) => T} */
    const shift = (x) => ({ ...x, ply: x.ply + from });
    finish(
      line,
      positions,
      {
        points: [...earlier.points.slice(0, from), ...data.points.map(shift)],
        moves: [...earlier.moves, ...data.moves.map(shift)],
      },
      performance.now() - began,
    );
  }

  // The review of `line` shown, and kept with the game (archive-keep.js); `ms`: the time it searched (null: all kept).
  /**
   * @param {Line} line
   * @param {Ply[]} positions
   * @param {ReviewData} data
   * @param {number | null} ms
   */
  function finish(line, positions, data, ms) {
    setRunning(false);
    reviewed = { key: lineKey(line), line, positions, data, ms: ms ?? 0 };
    doc.dispatchEvent(new CustomEvent('hoyito-review', { detail: { line, data } }));
    /** @type {ReturnType<typeof createPanel>} */ (panel).el.dataset.ms = String(Math.round(ms ?? 0));
    /** @type {ReturnType<typeof createPanel>} */ (panel).status(
      ms === null
        ? t('reviewKept')
        : t('reviewDone', {
            nodes: REVIEW_SEARCH.nodes.toLocaleString(language()),
            s: (ms / 1000).toFixed(1),
          }),
    );
    draw();
  }

  function cancel() {
    token++;
    ai.cancel('review');
    if (panel) {
      setRunning(false);
      panel.status(t('reviewCancelled'));
    }
  }

  // ------------------------------------------------------------ moving about the game

  /** The ply on the board, when the board shows the reviewed game (else null: another game, or a variation of it). */
  function boardPly() {
    if (!reviewed || variation) return null;
    const line = controller.line();
    return lineKey(line) === reviewed.key && controller.snapshot().ply === line.at ? line.at : null;
  }

  // A ply of the reviewed game (from a variation too: the game's main line is the reviewed one).
  /** @param {number} ply */
  function go(ply) {
    if (!reviewed || state.busy) return;
    const line = controller.line();
    if (lineKey(line) !== reviewed.key) return;
    controller.holdComputer(true); // its replies wait while the review moves about the game
    moved = true;
    const wasTrying = variation;
    variation = null;
    // A move there is a variation, explored: the computer silent, still the opponent.
    controller.goto(Math.max(0, Math.min(ply, reviewed.line.moves.length)), { jump: true, explore: true });
    if (wasTrying) draw();
  }

  /** @param {KeyboardEvent} ev */
  function onGraphKey(ev) {
    const at = boardPly();
    if (at === null) return;
    const end = /** @type {Reviewed} */ (reviewed).line.moves.length;
    const to = /** @type {Record<string, number>} */ ({
      ArrowLeft: at - 1,
      ArrowDown: at - 1,
      ArrowRight: at + 1,
      ArrowUp: at + 1,
      Home: 0,
      End: end,
    })[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    go(to);
  }

  /**
   * Plays the better move at the ply before a marked move: a variation of
   * the game's tree (followed if it was tried before), to play on from.
   * @param {import('./review-judge.js').Judged} move
   */
  async function tryBetter(move) {
    if (!reviewed || variation || state.busy) return;
    const at = boardPly() ?? controller.line().at;
    go(move.ply - 1);
    if (boardPly() !== move.ply - 1) return;
    variation = { at, move };
    controller.mark({ review: null });
    await controller.play(/** @type {number} */ (move.better)); // a marked move's
    draw();
    /** @type {ReturnType<typeof createPanel>} */ (panel).focusVariation();
  }

  /** Back from a variation: the game at the ply it was; the variation stays in the move tree. */
  function back() {
    if (!variation) return;
    const { at } = variation;
    variation = null;
    controller.goto(at);
    draw();
    /** @type {ReturnType<typeof createPanel>} */ (panel).focusGraph();
  }

  async function close() {
    cancel();
    if (variation) back();
    // Back at the game's end, where the computer's turn is the game's own (not an earlier ply's).
    if (moved && reviewed && lineKey(controller.line()) === reviewed.key) controller.goto(reviewed.line.moves.length);
    moved = false;
    controller.holdComputer(false);
    controller.mark({ review: null });
    if (panel) panel.el.hidden = true;
  }

  // ------------------------------------------------------------ drawing

  function draw() {
    if (!panel) return;
    panel.draw(reviewed?.data, variation);
    if (reviewed?.data) follow();
  }

  /** The board's ply on the graph and in the table; the better move marked on the board. */
  function follow() {
    const data = reviewed?.data;
    if (!panel || !data) return;
    const at = boardPly();
    panel.follow(at, data);
    // At the ply before a marked move, the better move glows on the board.
    const next = at === null ? null : data.moves[at];
    const n = /** @type {Reviewed} */ (reviewed).positions[0].n;
    const mark = next?.better ? holeIndex(n, next.player, next.better) : null;
    if (state.marks.review !== mark) controller.mark({ review: mark });
  }

  // Another game on the board (a new game, a record, a link, the match's
  // next game): its review is not this one.
  function drop() {
    cancel();
    moved = false;
    controller.holdComputer(false);
    reviewed = null;
    controller.mark({ review: null });
    /** @type {ReturnType<typeof createPanel>} */ (panel).el.hidden = true;
  }

  // The controller's events are an EventTarget's: this one's detail read through a cast.
  controller.addEventListener(
    'position',
    /** @type {EventListener} */ (
      (/** @type {CustomEvent<{ how: string, cause?: unknown }>} */ { detail: { how, cause } }) => {
        if (!panel || panel.el.hidden) return;
        if (variation) {
          // Back on the game by another way (the move list, undo): the try is over, kept in the tree.
          if (how === 'goto' || how === 'undo') {
            const line = controller.line();
            if (controller.snapshot().ply !== line.at || lineKey(line) !== reviewed?.key) return;
            variation = null;
            draw();
          }
          return;
        }
        if ((how === 'start' || how === 'next') && cause !== 'review') drop();
        else follow();
      }
    ),
  );

  return {
    start,
    close,
    cancel,
    /** Words again in the language in use. */
    async refresh() {
      if (!panel) return;
      await loadWords('review');
      draw();
    },
    get data() {
      return reviewed?.data ?? null;
    },
    get panel() {
      return panel?.el ?? null;
    },
  };
}
