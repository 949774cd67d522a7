// hint.js - the Hint button and the analysis view: both ask the page's one
// search worker (ai.js sharedAi) about the position on the board, through
// one search of it (position-search.js), and say what it found in words
// (evaluation.js) and on the board.
//
//   Hint      the best move for the player to move: its hole glows, a line
//             under the status says why ("Best: S4 — wins by 8 seeds with
//             best play"), and the live region speaks it. A second click
//             while it searches, or any move, cancels it; the hint goes
//             when the position changes.
//   Analyse   the panel of analysis-panel.js (every legal move with its
//             verdict); the board shows each hole's number.
//
// While a game with a friend by link is on (state.friend), both are off: the
// friend plays without an engine, as on lichess. The buttons stay focusable
// (aria-disabled) so that a press says why; they come back once the game is
// over (its main line's end has a result, or it ended by word). A game whose
// creator allowed engine help for both players (state.friend.help, shown in
// both bars: friend.js) has them all along.
//
// It follows the board through the controller's events (position, busy),
// and reads the position itself from the engine game (during an animation
// the drawn board is not the game's yet). What it shows on the board (the
// glowing hole, the analysis numbers) are marks the controller's render
// draws (controller.mark; the numbers' drawing, badges.js, joins every draw
// of the board from here); this module never touches the drawing.

import { sharedAi, AiCancelled } from '../../engine/ai.js';
import { t, loadWords } from '../i18n/strings.js';
import { speak } from '../board/speech.js';
import { holeIndex } from '../board/holes.js';
import { drawAlso } from '../board/render.js';
import { drawBadges } from './badges.js';
import {
  createPositionSearch,
  bestMoves,
  bestSource,
  bestWords,
  moveNumber,
  moveSource,
  shortHole,
  orList,
} from './position-search.js';
import { createAnalysis } from './analysis-panel.js';

/** @typedef {import('./position-search.js').Snap} Snap */
/** @typedef {import('./position-search.js').PositionSearchHost} PositionSearchHost */
/** @typedef {import('./analysis-line.js').Shown} Shown */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {{ index: number, text: string, source?: string, best?: boolean }} Mark */
/**
 * The hint of a position, at one stage: searched (thinking), with its
 * result, failed, or refused (a friend game on: snap may be null).
 * @typedef {{
 *   key: string, snap: Snap | null, thinking?: boolean, result?: import('./evaluation.js').Answer,
 *   failed?: boolean, refused?: boolean,
 * }} Hint
 */
/**
 * What the hint reads of the page's state (board/state.js) and asks of its
 * controller (play/controller.js).
 * @typedef {{
 *   doc: Document,
 *   state: {
 *     ready: boolean, busy: boolean, readOnly: boolean, result: unknown, learning: boolean,
 *     opponent?: { side: Side | 'both' } | null,
 *     friend: { id: string, side: Side, help?: boolean, end?: unknown } | null,
 *     marks: { hint: unknown, badges: Mark[] | null, pv: Mark[] | null },
 *   },
 *   controller: {
 *     game: PositionSearchHost['controller']['game'],
 *     line: () => { pos: string, moves: number[], at: number },
 *     snapshot: () => { moves: number[], turn: Side | null, n: number, ply: number },
 *     addEventListener: (type: string, listener: () => void) => void,
 *     mark: (marks: { hint?: number[] | null, badges: Mark[] | null, pv: Mark[] | null }) => void,
 *   },
 *   ai?: PositionSearchHost['ai'],
 * }} HintHost
 */

/**
 * Wires the Hint button (#hint), its line (#hint-line), the Analyse toggle
 * (#analyse) and its panel (#analysis). `controller` is controller.js's
 * (its engine game and line); `state` is read, and the marks this module
 * shows on the board go through controller.mark(). Returns
 * { refresh() } for a change of language.
 * @param {HintHost} host
 */
export function createHints({ doc, state, controller, ai = sharedAi() }) {
  drawAlso('board', drawBadges);
  const hintButton = /** @type {HTMLButtonElement} */ (doc.getElementById('hint'));
  const analyseButton = /** @type {HTMLButtonElement} */ (doc.getElementById('analyse'));
  const line = /** @type {HTMLElement} */ (doc.getElementById('hint-line'));
  const look = createPositionSearch({ state, controller, ai, friendPlaying: () => friendPlaying() });

  /** @type {Hint | null} */
  let hint = null; // { key, snap, thinking | result | failed }
  let hintToken = 0; // bumped to drop the hint search's answer
  let lastKey = '';
  let queued = false; // a look at the board is due (once for all of a step's events)
  const overIds = new Set(); // friend games seen over: exploring their moves afterwards is free
  // The later words (strings.js loadWords('more')), loaded at the first hint or analysis.
  /** @type {{ loaded: boolean, loading?: Promise<void>, load: () => Promise<void> }} */
  const words = {
    loaded: false,
    load: () =>
      loadWords('more').then(() => {
        words.loaded = true;
      }),
  };
  const analysis = createAnalysis({
    doc,
    state,
    panel: /** @type {HTMLElement} */ (doc.getElementById('analysis')),
    look,
    words,
    hintThinking: () => Boolean(hint?.thinking),
    render,
  });

  /**
   * @param {Snap | null} snap
   * @returns {snap is Snap}
   */
  function canHint(snap) {
    return (
      Boolean(snap) &&
      state.ready &&
      !state.busy &&
      !state.readOnly &&
      Boolean(/** @type {Snap} */ (snap).turn) &&
      !look.computerToMove(/** @type {Snap} */ (snap)) &&
      !friendOn()
    );
  }

  /** A game with a friend is going on without engine help allowed: none until it is over. */
  const friendOn = () => friendPlaying() && !(/** @type {{ help?: boolean }} */ (state.friend).help);

  /** A game with a friend is still being played (not over, nor looked back on once it was). */
  function friendPlaying() {
    const f = state.friend;
    if (!f || overIds.has(f.id)) return false;
    if (!f.end && !controller.game) return true; // not on the board yet
    // Over by word, or at the game's last position (not a variation's end): from then on every move of it can be looked at.
    if (f.end || (state.result && atGameEnd())) {
      overIds.add(f.id);
      return false;
    }
    return true;
  }

  function atGameEnd() {
    const { moves, at } = controller.line();
    return at === moves.length && controller.snapshot().ply === at;
  }

  // A press while a friend game is on: the reason, in the hint's line and spoken.
  async function refuse() {
    if (!words.loaded) await words.load();
    const snap = look.snapshot();
    hintToken++;
    hint = { key: snap?.key ?? '', snap, refused: true };
    render();
    speak(doc, t('friendNoEngine'));
  }

  async function askHint() {
    if (!hint?.thinking && friendOn()) return refuse();
    if (hint?.thinking) {
      // a second click stops it
      hintToken++;
      hint = null;
      if (!analysis.thinking) look.drop(); // the analysis still waits for the same search
      render();
      return;
    }
    if (!words.loaded) {
      // The hint's words: this module loads in idle time, its words only when a hint is asked for.
      if (!canHint(look.snapshot())) return;
      await words.load();
      if (hint?.thinking) return; // a second click while they loaded: one hint
    }
    const snap = look.snapshot();
    if (!canHint(snap)) return;
    const token = ++hintToken;
    hint = { key: snap.key, snap, thinking: true };
    render();
    const wanted = () => token === hintToken && look.snapshot()?.key === snap.key;
    try {
      const result = await look.search(snap);
      if (!wanted()) return;
      hint = { key: snap.key, snap, result };
      render();
      const holes = orList(bestMoves(result).map((m) => String(m.hole)));
      speak(
        doc,
        t('hintSpoken', { player: t(/** @type {Side} */ (snap.turn)), number: holes, verdict: bestWords(result) }),
      );
    } catch (error) {
      if (token !== hintToken) return;
      if (error instanceof AiCancelled) {
        hint = null; // stopped from elsewhere (the page hidden): quietly gone
      } else {
        console.warn('hoyito: no hint', error);
        hint = { key: snap.key, snap, failed: true };
        speak(doc, t('hintFailed'));
      }
      render();
    }
  }

  // ------------------------------------------------------------ following the board

  function boardChanged() {
    const snap = look.snapshot();
    const key = snap?.key ?? '';
    if (key !== lastKey) {
      lastKey = key;
      let drop = false;
      if (hint) {
        drop ||= Boolean(hint.thinking);
        hintToken++;
        hint = null;
      }
      drop = analysis.leave(key) || drop;
      if (drop) look.drop();
      look.forget();
      analysis.schedule();
    } else {
      analysis.resume(snap);
    }
    render();
  }

  // A step of the game can send several events (busy, position, busy): one look after them.
  function follow() {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      boardChanged();
    });
  }
  controller.addEventListener('position', follow);
  controller.addEventListener('busy', follow);
  controller.addEventListener('friend', follow); // a friend game started or ended by word: the buttons follow
  hintButton.addEventListener('click', askHint);
  analyseButton.addEventListener('click', () => (friendOn() && !analysis.open ? refuse() : analysis.toggle()));

  // ------------------------------------------------------------ drawing

  function render() {
    const snap = look.snapshot();
    // The hint button: "Cancel hint" while it searches.
    const thinking = Boolean(hint?.thinking);
    const off = friendOn();
    if (off && analysis.open) analysis.toggle(); // opened before the friend game: closed
    if (off && !words.loaded && !words.loading) words.loading = words.load().then(render); // the reason's words
    const reason = off && words.loaded ? t('friendNoEngine') : '';
    for (const button of [hintButton, analyseButton]) {
      if (button.title !== reason) button.title = reason;
      if (reason) button.setAttribute('aria-description', reason);
      else button.removeAttribute('aria-description');
      if (off) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    }
    hintButton.disabled = !(off || thinking || canHint(snap));
    hintButton.classList.toggle('thinking', thinking);
    hintButton.setAttribute('aria-busy', thinking ? 'true' : 'false');
    const label = /** @type {HTMLElement} */ (hintButton.querySelector('span'));
    const labelText = t(thinking ? 'hintCancel' : 'hint');
    if (label.textContent !== labelText) label.textContent = labelText;
    analyseButton.setAttribute('aria-pressed', analysis.open ? 'true' : 'false');
    analyseButton.disabled = !state.ready;
    renderLine(thinking);
    analysis.draw();
    renderMarks();
  }

  // The hint's line under the status.
  /** @param {boolean} thinking */
  function renderLine(thinking) {
    let text = '';
    if (hint?.thinking)
      text = t('hintThinking', { player: t(/** @type {Side} */ (/** @type {Snap} */ (hint.snap).turn)) });
    else if (hint?.failed) text = t('hintFailed');
    else if (hint?.refused) text = t('friendNoEngine');
    else if (hint?.result) {
      const best = bestMoves(hint.result);
      text = t('hintBest', {
        hole: orList(
          best.map((m) =>
            shortHole(/** @type {Side} */ (/** @type {Snap} */ (/** @type {Hint} */ (hint).snap).turn), m.hole),
          ),
        ),
        verdict: bestWords(hint.result),
      });
    }
    if (line.textContent !== text) line.textContent = text;
    line.hidden = !hint;
    line.classList.toggle('thinking', thinking);
    line.dataset.player = hint?.snap?.turn ?? '';
    line.dataset.score = hint?.result ? String(bestMoves(hint.result)[0].score) : ''; // the best move's score, for tests and tools
    line.dataset.source = hint?.result ? bestSource(hint.result) : ''; // where its verdict comes from (bestSource)
  }

  // The hinted holes (every tied best move), each analysed hole's number and the line, as marks on the board.
  function renderMarks() {
    if (state.learning) {
      // the Learn screen (learn.js) owns the hint mark then; the analysis's own go
      if (state.marks.badges || state.marks.pv) controller.mark({ badges: null, pv: null });
      return;
    }
    // A hint with a result has its position.
    const hinted = hint?.result
      ? bestMoves(hint.result).map((m) =>
          holeIndex(
            /** @type {Snap} */ (/** @type {Hint} */ (hint).snap).n,
            /** @type {Snap} */ (/** @type {Hint} */ (hint).snap).turn,
            m.hole,
          ),
        )
      : null;
    const a = analysis.shown();
    const best = a ? new Set(bestMoves(a.result).map((m) => m.hole)) : null;
    const badges = a
      ? a.result.moves.map((m) => ({
          index: holeIndex(a.snap.n, a.snap.turn, m.hole),
          text: moveNumber(a.result, m),
          source: moveSource(a.result, m),
          best: /** @type {Set<number>} */ (best).has(m.hole),
        }))
      : null;
    const pv = analysis.lineMarks(); // the line of the best or the pointed move, numbered
    const now = state.marks;
    const key = (/** @type {Mark[] | null} */ b) =>
      b ? b.map((m) => `${m.index}:${m.text}:${m.source}:${m.best}`).join('|') : '';
    if (String(now.hint) === String(hinted) && key(now.badges) === key(badges) && key(now.pv) === key(pv)) return;
    controller.mark({ hint: hinted, badges, pv });
  }

  lastKey = look.snapshot()?.key ?? ''; // created after the game started (main.js loads this module late)
  render();
  return {
    /** Puts the words in the language in use again (after the language switch). */
    refresh() {
      analysis.wordsChanged();
      render();
    },
  };
}
