// hint.js - the Hint button and the analysis view: both ask the page's one
// search worker (ai.js sharedAi) about the position on the board, and say
// what it found in words (evaluation.js) and on the board.
//
//   Hint      the best move for the player to move: its hole glows, a line
//             under the status says why ("Best: S4 — wins by 8 seeds with
//             best play"), and the live region speaks it. A second click
//             while it searches, or any move, cancels it; the hint goes
//             when the position changes.
//   Analyse   a panel (a toggle) listing every legal move with its verdict,
//             best first, and the depth reached; the board shows each
//             hole's number. It follows the position (moves, undo, a
//             shared game's back / forward), dropping the old search.
//
// It follows the board through the controller's events (position, busy),
// and reads the position itself from the engine game (during an animation
// the drawn board is not the game's yet). What it shows on the board (the
// glowing hole, the analysis numbers) are marks the controller's render
// draws (controller.mark; the numbers' drawing, badges.js, joins every draw
// of the board from here); this module never touches the drawing.

import { sharedAi, AiCancelled } from '../../engine/ai.js';
import { t, language, loadWords } from '../i18n/strings.js';
import { speak, spokenHole } from '../board/speech.js';
import { verdictWords, verdictNumber, rankMoves, isProven } from './evaluation.js';
import { holeIndex } from '../board/holes.js';
import { drawAlso } from '../board/render.js';
import { drawBadges } from './badges.js';

/**
 * A result's moves in the one order the hint and the analysis share: the
 * search's move first, then by score, equal scores by hole number (the
 * engine's order for them is not promised).
 */
export function ranked(result) {
  return rankMoves({ ...result, moves: (result.moves ?? []).slice().sort((a, b) => a.hole - b.hole) });
}

/**
 * One search a position, shared by the hint and the analysis: it scores
 * every move, so the hint names what the analysis lists first (and every
 * move tied with it), never the answer of another search.
 */
export const SEARCH = { ms: 1500, exactSeeds: 16, allMoves: true };
const ANALYSIS_DELAY = 150; // ms: stepping quickly through a game starts one search, not one a step

/**
 * Wires the Hint button (#hint), its line (#hint-line), the Analyse toggle
 * (#analyse) and its panel (#analysis). `controller` is controller.js's
 * (its engine game and line); `state` is read, and the marks this module
 * shows on the board go through controller.mark(). Returns
 * { refresh() } for a change of language.
 */
export function createHints({ doc, state, controller, ai = sharedAi() }) {
  drawAlso('board', drawBadges);
  const hintButton = doc.getElementById('hint');
  const analyseButton = doc.getElementById('analyse');
  const line = doc.getElementById('hint-line');
  const panel = doc.getElementById('analysis');

  let hint = null;      // { key, snap, thinking | result | failed }
  let analysis = null;  // { key, snap, thinking | result | failed | over | waiting }
  let open = false;     // the analysis panel is shown
  let hintToken = 0;    // bumped to drop the hint search's answer
  let wordsLoaded = false; // the later words (strings.js loadWords('more')), loaded at the first hint or analysis
  const loadMore = () => loadWords('more').then(() => { wordsLoaded = true; });
  let analysisToken = 0;
  let lastKey = '';
  let timer = null;
  let panelKey = '';
  let queued = false;   // a look at the board is due (once for all of a step's events)
  let found = null;     // { key, result }: the search of the position on the board, once it answered
  let pending = null;   // { key, promise }: that search while it runs

  // ------------------------------------------------------------ the position

  /** The engine's position now: its identity (start + moves: R15 a counts the history) and mover. */
  function snapshot() {
    if (!controller.game || !state.ready) return null;
    const { pos } = controller.line();
    const { moves, turn, n } = controller.snapshot();
    return { key: `${pos}|${moves.join('.')}`, pos, moves, turn, n };
  }

  // The computer's turn, or a friend's (who plays on their own device): no hint for them here.
  function computerToMove(snap) {
    if (state.friend && state.friend.side !== snap.turn) return true;
    const side = state.opponent?.side;
    return Boolean(side) && (side === 'both' || side === snap.turn);
  }

  function canHint(snap) {
    return Boolean(snap) && state.ready && !state.busy && !state.readOnly && Boolean(snap.turn)
      && !computerToMove(snap);
  }

  // ------------------------------------------------------------ searching

  /**
   * Searches snap's position once for both the hint and the analysis
   * (whichever asks second gets the same answer); the computer opponent's
   * cancels leave it running.
   */
  function search(snap) {
    if (found?.key === snap.key) return Promise.resolve(found.result);
    if (pending?.key === snap.key) return pending.promise;
    const promise = ai.search(snap.pos, snap.moves, SEARCH, 'hints').then((result) => {
      if (pending?.promise === promise) pending = null;
      found = { key: snap.key, result };
      return result;
    }, (error) => {
      if (pending?.promise === promise) pending = null;
      throw error;
    });
    pending = { key: snap.key, promise };
    return promise;
  }

  // Stops our searches in the worker; the computer opponent's go on.
  function dropSearches() {
    ai.cancel('hints');
  }

  async function askHint() {
    if (hint?.thinking) { // a second click stops it
      hintToken++;
      hint = null;
      if (!analysis?.thinking) dropSearches(); // the analysis still waits for the same search
      render();
      return;
    }
    if (!wordsLoaded) {
      // The hint's words: this module loads in idle time, its words only when a hint is asked for.
      if (!canHint(snapshot())) return;
      await loadMore();
      if (hint?.thinking) return; // a second click while they loaded: one hint
    }
    const snap = snapshot();
    if (!canHint(snap)) return;
    const token = ++hintToken;
    hint = { key: snap.key, snap, thinking: true };
    render();
    const wanted = () => token === hintToken && snapshot()?.key === snap.key;
    try {
      const result = await search(snap);
      if (!wanted()) return;
      hint = { key: snap.key, snap, result };
      render();
      const holes = orList(bestMoves(result).map((m) => String(m.hole)));
      speak(doc, t('hintSpoken', { player: t(snap.turn), number: holes, verdict: bestWords(result) }));
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

  function scheduleAnalysis(delay = ANALYSIS_DELAY) {
    clearTimeout(timer);
    timer = null;
    if (!open || !needsSearch()) return;
    if (delay <= 0) analyse();
    else timer = setTimeout(analyse, delay);
  }

  // Whether the position needs a search; a game over, or the computer to
  // move, is said at once (no search).
  function needsSearch() {
    const snap = snapshot();
    if (!snap) return false;
    if (analysis?.key === snap.key && !analysis.waiting && !analysis.failed) return false; // there, or on its way
    if (!snap.turn) analysis = { key: snap.key, snap, over: true };
    else if (computerToMove(snap)) analysis = { key: snap.key, snap, waiting: true };
    else return true;
    return false;
  }

  async function analyse() {
    timer = null;
    if (!open || !needsSearch()) {
      render();
      return;
    }
    const snap = snapshot();
    const token = ++analysisToken;
    analysis = { key: snap.key, snap, thinking: true };
    render();
    const wanted = () => token === analysisToken && open && snapshot()?.key === snap.key;
    try {
      const result = await search(snap);
      if (!wanted()) return;
      analysis = { key: snap.key, snap, result };
    } catch (error) {
      if (token !== analysisToken) return;
      if (error instanceof AiCancelled) {
        analysis = null; // taken down by someone else's cancel, again and again: try once more a moment later
        scheduleAnalysis();
      } else {
        console.warn('hoyito: no analysis', error);
        analysis = { key: snap.key, snap, failed: true };
      }
    }
    render();
  }

  async function toggleAnalysis() {
    if (!open && !wordsLoaded) {
      await loadMore(); // the panel's words
      if (open) return; // a second click while they loaded: opened once
    }
    open = !open;
    if (!open) {
      clearTimeout(timer);
      if (analysis?.thinking) {
        analysisToken++;
        analysis = null;
        if (!hint?.thinking) dropSearches(); // the hint still waits for the same search
      }
    } else {
      scheduleAnalysis(0);
    }
    render();
  }

  // ------------------------------------------------------------ following the board

  function boardChanged() {
    const snap = snapshot();
    const key = snap?.key ?? '';
    if (key !== lastKey) {
      lastKey = key;
      let drop = false;
      if (hint) {
        drop ||= Boolean(hint.thinking);
        hintToken++;
        hint = null;
      }
      if (analysis && analysis.key !== key) {
        drop ||= Boolean(analysis.thinking);
        analysisToken++;
        analysis = null;
      }
      if (drop) dropSearches();
      pending = null;
      found = null;
      scheduleAnalysis();
    } else if (analysis?.waiting && snap && !computerToMove(snap)) {
      scheduleAnalysis(0); // the computer stopped playing this side: people play on
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
  hintButton.addEventListener('click', askHint);
  analyseButton.addEventListener('click', toggleAnalysis);

  // ------------------------------------------------------------ drawing

  function shortHole(player, hole) {
    return `${t(`${player}_short`)}${hole}`;
  }

  function render() {
    const snap = snapshot();
    // The hint button: "Cancel hint" while it searches.
    const thinking = Boolean(hint?.thinking);
    hintButton.disabled = !(thinking || canHint(snap));
    hintButton.classList.toggle('thinking', thinking);
    hintButton.setAttribute('aria-busy', thinking ? 'true' : 'false');
    const label = hintButton.querySelector('span');
    const labelText = t(thinking ? 'hintCancel' : 'hint');
    if (label.textContent !== labelText) label.textContent = labelText;
    analyseButton.setAttribute('aria-pressed', open ? 'true' : 'false');
    analyseButton.disabled = !state.ready;

    // The hint's line and hole.
    let text = '';
    if (hint?.thinking) text = t('hintThinking', { player: t(hint.snap.turn) });
    else if (hint?.failed) text = t('hintFailed');
    else if (hint?.result) {
      const best = bestMoves(hint.result);
      text = t('hintBest', {
        hole: orList(best.map((m) => shortHole(hint.snap.turn, m.hole))), verdict: bestWords(hint.result),
      });
    }
    if (line.textContent !== text) line.textContent = text;
    line.hidden = !hint;
    line.classList.toggle('thinking', thinking);
    line.dataset.player = hint?.snap.turn ?? '';
    line.dataset.score = hint?.result ? String(bestMoves(hint.result)[0].score) : ''; // the best move's score, for tests and tools
    renderPanel();
    renderMarks();
  }

  function renderPanel() {
    panel.hidden = !open;
    if (!open) return; // filled when shown: its words come with loadMore (toggleAnalysis)
    const a = analysis;
    const stage = !a ? 'none' : a.result ? 'result' : ['thinking', 'failed', 'over', 'waiting'].find((k) => a[k]);
    const key = `${language()}|${a?.key}|${stage}`;
    if (key === panelKey) return;
    panelKey = key;
    const q = (s) => panel.querySelector(s);
    const list = q('.analysis-list');
    list.textContent = '';
    const heading = a && (stage === 'result' || stage === 'thinking') ? t('analysisFor', { player: t(a.snap.turn) }) : '';
    q('.analysis-for').textContent = heading;
    q('.analysis-for').hidden = !heading;
    let status = '';
    if (stage === 'thinking' || stage === 'none') status = t('analysisThinking');
    else if (stage === 'failed') status = t('analysisFailed');
    else if (stage === 'over') status = t('analysisOver');
    else if (stage === 'waiting') status = t(state.friend ? 'friendAnalysisWaiting' : 'analysisWaiting');
    else if (a.result.exact) status = t('analysisSolved');
    else status = t('analysisDepth', { depth: a.result.depth });
    const statusEl = q('.analysis-status');
    statusEl.textContent = status;
    statusEl.classList.toggle('thinking', stage === 'thinking');
    panel.setAttribute('aria-busy', stage === 'thinking' ? 'true' : 'false');
    if (stage !== 'result') return;
    const best = new Set(bestMoves(a.result).map((m) => m.hole));
    for (const m of ranked(a.result)) {
      const li = doc.createElement('li');
      li.className = best.has(m.hole) ? 'best' : '';
      li.dataset.hole = String(m.hole);
      li.dataset.score = String(m.score);
      if (isProven(m)) li.classList.add('proven');
      const span = (cls, content, hidden) => {
        const s = doc.createElement('span');
        s.className = cls;
        s.textContent = content;
        if (hidden) s.setAttribute('aria-hidden', 'true');
        li.appendChild(s);
        return s;
      };
      const words = verdictWords(m);
      // Seen: "S4  +8  wins by 8 seeds with best play"; heard: "South 4: wins by 8 seeds with best play".
      span('an-hole', shortHole(a.snap.turn, m.hole), true);
      span('an-num', verdictNumber(m), true);
      span('an-words', words, true);
      span('visually-hidden', t('analysisMove', { hole: spokenHole(`${a.snap.turn}${m.hole}`), verdict: words }));
      list.appendChild(li);
    }
  }

  // The hinted holes (every tied best move), and each analysed hole's number, as marks on the board.
  function renderMarks() {
    if (state.learning) return; // the Learn screen (learn.js) owns the marks then
    const hinted = hint?.result ? bestMoves(hint.result).map((m) => holeIndex(hint.snap.n, hint.snap.turn, m.hole)) : null;
    const a = open && analysis?.result ? analysis : null;
    const best = a ? new Set(bestMoves(a.result).map((m) => m.hole)) : null;
    const badges = a ? a.result.moves.map((m) => ({
      index: holeIndex(a.snap.n, a.snap.turn, m.hole), text: verdictNumber(m), best: best.has(m.hole),
    })) : null;
    const now = state.marks;
    const key = (b) => (b ? b.map((m) => `${m.index}:${m.text}:${m.best}`).join('|') : '');
    if (String(now.hint) === String(hinted) && key(now.badges) === key(badges)) return;
    controller.mark({ hint: hinted, badges });
  }

  /** Every move tied with the best, best first: the hint names them all, the analysis lists them first. */
  function bestMoves(result) {
    const moves = ranked(result);
    if (!moves.length) return [{ ...result, hole: result.move }];
    const kept = moves.filter((m) => result.bestPlay?.moves.includes(m.hole)); // the endgame tables' best moves
    if (kept.length) return kept;
    return moves.filter((m) => m.score === moves[0].score && verdictNumber(m) === verdictNumber(moves[0]));
  }

  // The best moves' verdict: the endgame tables' exact one where they cover the position.
  function bestWords(result) {
    const exact = result.bestPlay;
    if (!exact) return verdictWords(bestMoves(result)[0]);
    return exact.margin ? t(exact.margin > 0 ? 'exactWin' : 'exactLoss', { count: Math.abs(exact.margin) }) : t('exactDraw');
  }

  function orList(items) {
    try {
      return new Intl.ListFormat(language(), { type: 'disjunction' }).format(items);
    } catch {
      return items.join(', ');
    }
  }

  lastKey = snapshot()?.key ?? ''; // created after the game started (main.js loads this module late)
  render();
  return {
    /** Puts the words in the language in use again (after the language switch). */
    refresh() {
      panelKey = '';
      render();
    },
  };
}
