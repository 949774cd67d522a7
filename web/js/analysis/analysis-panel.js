// analysis-panel.js - the analysis view: a panel (#analysis, shown by the
// Analyse toggle) listing every legal move with its verdict, best first,
// and the depth reached; hint.js puts each hole's number on the board from
// what it found (shown()). It follows the position (moves, undo, a shared
// game's back / forward), dropping the old search, and asks the search
// the hint asks (position-search.js).

import { AiCancelled } from '../../engine/ai.js';
import { t, language } from '../i18n/strings.js';
import { spokenHole } from '../board/speech.js';
import { loadOnce } from '../lib/later.js';
import {
  ranked,
  bestMoves,
  bestWords,
  moveSource,
  moveWords,
  moveNumber,
  shortHole,
  tablesMargin,
} from './position-search.js';

/** @typedef {import('./position-search.js').Snap} Snap */
/** @typedef {import('./analysis-line.js').Shown} Shown */
/** @typedef {import('../../engine/engine.js').Side} Side */
/**
 * The analysis of a position, at one stage: searched (thinking), with its
 * result, failed, a game over, or waiting for the computer's move.
 * @typedef {{
 *   key: string, snap: Snap, thinking?: boolean, result?: import('./evaluation.js').Answer, failed?: boolean,
 *   over?: boolean, waiting?: boolean,
 * }} Analysis
 */
/**
 * What the analysis reads of the page and of the hint (hint.js).
 * @typedef {{
 *   doc: Document, state: { friend?: unknown }, panel: HTMLElement,
 *   look: ReturnType<typeof import('./position-search.js').createPositionSearch>,
 *   words: { loaded: boolean, load: () => Promise<unknown> }, hintThinking: () => boolean, render: () => void,
 * }} AnalysisParts
 */

const ANALYSIS_DELAY = 150; // ms: stepping quickly through a game starts one search, not one a step

/**
 * The analysis of `look`'s position (position-search.js) in `panel`.
 * words: { loaded, load() }, the later words the panel needs;
 * hintThinking(): the hint waits for the same search; render(): draws
 * the hint and the analysis again (hint.js). Returns { open, thinking,
 * toggle(), leave(key), resume(snap), schedule(delay), shown(), lineMarks(),
 * draw(), wordsChanged() }.
 * @param {AnalysisParts} parts
 */
export function createAnalysis({ doc, state, panel, look, words, hintThinking, render }) {
  /** @type {Analysis | null} */
  let analysis = null; // { key, snap, thinking | result | failed | over | waiting }
  let open = false; // the panel is shown
  let token = 0; // bumped to drop the search's answer
  /** @type {number | null} */
  let timer = null;
  let panelKey = ''; // what the panel shows (language, position, stage): drawn again only when it changes
  const shown = () => (open && analysis?.result ? /** @type {Shown} */ (analysis) : null);
  /** @type {{ draw(): void, marks(): ReturnType<ReturnType<typeof import('./analysis-line.js').createLine>['marks']> } | null} */
  let line = null; // the line behind the best or the pointed move: loaded with the panel's first opening
  // A failed load (offline, never cached) is tried again at the next opening.
  const loadLine = loadOnce(() =>
    import('./analysis-line.js').then(({ createLine }) => {
      line = createLine({ doc, panel, look, shown, render });
      render();
    }),
  );

  function schedule(delay = ANALYSIS_DELAY) {
    clearTimeout(/** @type {number} */ (timer));
    timer = null;
    if (!open || !needsSearch()) return;
    if (delay <= 0) analyse();
    else timer = setTimeout(analyse, delay);
  }

  // Whether the position needs a search; a game over, or the computer to
  // move, is said at once (no search).
  function needsSearch() {
    const snap = look.snapshot();
    if (!snap) return false;
    if (analysis?.key === snap.key && !analysis.waiting && !analysis.failed) return false; // there, or on its way
    if (!snap.turn) analysis = { key: snap.key, snap, over: true };
    else if (look.computerToMove(snap)) analysis = { key: snap.key, snap, waiting: true };
    else return true;
    return false;
  }

  async function analyse() {
    timer = null;
    if (!open || !needsSearch()) {
      render();
      return;
    }
    const snap = /** @type {Snap} */ (look.snapshot()); // needsSearch() found one
    const mine = ++token;
    analysis = { key: snap.key, snap, thinking: true };
    render();
    const wanted = () => mine === token && open && look.snapshot()?.key === snap.key;
    try {
      const result = await look.search(snap);
      if (!wanted()) return;
      analysis = { key: snap.key, snap, result };
    } catch (error) {
      if (mine !== token) return;
      if (error instanceof AiCancelled) {
        analysis = null; // taken down by someone else's cancel, again and again: try once more a moment later
        schedule();
      } else {
        console.warn('hoyito: no analysis', error);
        analysis = { key: snap.key, snap, failed: true };
      }
    }
    render();
  }

  async function toggle() {
    if (!open && !words.loaded) {
      await words.load(); // the panel's words
      if (open) return; // a second click while they loaded: opened once
    }
    open = !open;
    if (!open) {
      clearTimeout(/** @type {number} */ (timer));
      if (analysis?.thinking) {
        token++;
        analysis = null;
        if (!hintThinking()) look.drop(); // the hint still waits for the same search
      }
    } else {
      loadLine().catch((e) => console.warn('hoyito: no line behind the moves', e)); // drawn once it comes
      schedule(0);
    }
    render();
  }

  /**
   * Another position (`key`) on the board: drops the analysis of the old one; true if it was searching.
   * @param {string} key
   */
  function leave(key) {
    if (!analysis || analysis.key === key) return false;
    const wasThinking = Boolean(analysis.thinking);
    token++;
    analysis = null;
    return wasThinking;
  }

  /**
   * The same position: searched at once if it waited for the computer, which stopped playing this side.
   * @param {Snap | null} snap
   */
  function resume(snap) {
    if (analysis?.waiting && snap && !look.computerToMove(snap)) schedule(0); // people play on
  }

  function draw() {
    panel.hidden = !open;
    line?.draw(); // hidden with the panel closed
    if (!open) return; // filled when shown: its words come with words.load() (toggle)
    const a = analysis;
    const stage = !a
      ? 'none'
      : a.result
        ? 'result'
        : /** @type {const} */ (['thinking', 'failed', 'over', 'waiting']).find((k) => a[k]);
    const key = `${language()}|${a?.key}|${stage}`;
    if (key === panelKey) return;
    panelKey = key;
    panel.dataset.stage = stage; // a hook: what the panel shows (tests wait for an answer)
    const q = (/** @type {string} */ s) => /** @type {HTMLElement} */ (panel.querySelector(s));
    q('.analysis-list').textContent = '';
    const heading =
      a && (stage === 'result' || stage === 'thinking')
        ? t('analysisFor', { player: t(/** @type {Side} */ (a.snap.turn)) })
        : '';
    q('.analysis-for').textContent = heading;
    q('.analysis-for').hidden = !heading;
    // Where the endgame tables or the prover settle the position, its exact result heads the list; else its proven bounds.
    const proven = stage === 'result' && (a?.result?.bestPlay || a?.result?.bestBounds);
    q('.analysis-verdict').textContent = proven
      ? t('analysisExactVerdict', {
          player: t(/** @type {Side} */ (/** @type {Shown} */ (a).snap.turn)),
          verdict: bestWords(/** @type {Shown} */ (a).result),
        })
      : '';
    q('.analysis-verdict').hidden = !proven;
    let status = '';
    if (stage === 'thinking' || stage === 'none') status = t('analysisThinking');
    else if (stage === 'failed') status = t('analysisFailed');
    else if (stage === 'over') status = t('analysisOver');
    else if (stage === 'waiting') status = t(state.friend ? 'friendAnalysisWaiting' : 'analysisWaiting');
    else if (
      /** @type {Shown} */ (a).result.moves.length &&
      /** @type {Shown} */ (a).result.moves.every((m) => moveSource(/** @type {Shown} */ (a).result, m) === 'tables')
    )
      status = t('analysisTables');
    else if (/** @type {Shown} */ (a).result.exact || /** @type {Shown} */ (a).result.bestPlay?.source === 'proof')
      status = t('analysisSolved');
    else status = t('analysisDepth', { depth: /** @type {Shown} */ (a).result.depth });
    const statusEl = q('.analysis-status');
    statusEl.textContent = status;
    statusEl.classList.toggle('thinking', stage === 'thinking');
    panel.setAttribute('aria-busy', stage === 'thinking' ? 'true' : 'false');
    // At stage 'result' the analysis has its result (a Shown).
    if (stage === 'result') drawMoves(q('.analysis-list'), /** @type {Shown} */ (a));
  }

  /**
   * @param {HTMLElement} list
   * @param {Shown} a
   */
  function drawMoves(list, a) {
    const best = new Set(bestMoves(a.result).map((m) => m.hole));
    for (const m of ranked(a.result)) {
      const source = moveSource(a.result, m);
      const li = doc.createElement('li');
      li.className = best.has(m.hole) ? 'best' : '';
      li.dataset.hole = String(m.hole);
      li.dataset.score = String(m.score);
      li.dataset.source = source; // tables | proof | estimate: what chose its words and number
      if (source !== 'estimate') li.classList.add('proven');
      if (tablesMargin(a.result, m) !== null) li.dataset.exact = 'true'; // the tables' or the prover's exact value
      /**
       * @param {string} cls
       * @param {string} content
       * @param {boolean} [hidden]
       */
      const span = (cls, content, hidden) => {
        const s = doc.createElement('span');
        s.className = cls;
        s.textContent = content;
        if (hidden) s.setAttribute('aria-hidden', 'true');
        li.appendChild(s);
        return s;
      };
      const verdict = moveWords(a.result, m);
      // Seen: "S4  +8  wins by 8 seeds with best play"; heard: "South 4: wins by 8 seeds with best play".
      span('an-hole', shortHole(/** @type {Side} */ (a.snap.turn), m.hole), true);
      span('an-num', moveNumber(a.result, m), true);
      span('an-words', verdict, true);
      span('visually-hidden', t('analysisMove', { hole: spokenHole(`${a.snap.turn}${m.hole}`), verdict }));
      list.appendChild(li);
    }
  }

  return {
    get open() {
      return open;
    },
    get thinking() {
      return Boolean(analysis?.thinking);
    },
    toggle,
    leave,
    resume,
    schedule,
    draw,
    /** The analysis the board shows numbers for: open, with a result (else null). */
    shown,
    /** The marks of its line on the board (state.marks.pv), or null. */
    lineMarks() {
      return shown() && line ? line.marks() : null;
    },
    /** The language changed: the next draw() fills the panel anew. */
    wordsChanged() {
      panelKey = '';
    },
  };
}
