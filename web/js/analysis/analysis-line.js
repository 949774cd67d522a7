// analysis-line.js - the line behind a move in the analysis (analysis-panel.js):
// the moves the search expects after it, written under the verdict
// ("Expected play: S3 N5 S1 …") and numbered on the board (hint.js puts
// them in state.marks.pv). The line is the listed best move's, or the line of the
// move under the pointer or the keyboard's focus, in the panel's list or
// on the board's holes of the player to move.
//
// The search gives the line of its best move only (its `pv`), the tables
// or the prover one that keeps the exact value (bestPlay.pv); another
// move's is a short search of the position after it (LINE_SEARCH, in the
// search worker, owner 'hints'), asked for when that move is pointed at,
// once per move and position (at most one per legal move, 100 000 nodes each).

import { AiCancelled } from '../../engine/ai.js';
import { t } from '../i18n/strings.js';
import { PV_TEXT, pvMarks, pvText } from './pv.js';
import { ranked, shortHole } from './position-search.js';

/** @typedef {import('./pv.js').PvStep} PvStep */
/** The analysis shown: its position's identity, the position, the search's answer. @typedef {{ key: string, snap: import('./position-search.js').Snap, result: import('./evaluation.js').Answer }} Shown */
/** @typedef {Pick<ReturnType<typeof import('./position-search.js').createPositionSearch>, 'searchAfter' | 'steps'>} Look */

/** The search of the position after a move that is not the best one: about 50 ms of the wasm search. */
export const LINE_SEARCH = Object.freeze({ nodes: 100000 });

/**
 * The line of `shown()` (the analysis shown: { key, snap, result }, or
 * null) in `panel`. look: position-search.js's (its engine and search);
 * render(): draws the panel and the board's marks again. Returns
 * { draw(), marks() }.
 * @param {{ doc: Document, panel: HTMLElement, look: Look, shown: () => Shown | null, render: () => void }} parts
 */
export function createLine({ doc, panel, look, shown, render }) {
  /** @type {number | null} */
  let pointed = null; // the hole number pointed at (the list or the board), or null
  let pointedIn = ''; // the key of the analysis shown then: in another position that number is another move
  /** @type {Map<number, number[] | 'thinking'>} */
  let lines = new Map(); // hole -> its line (hole numbers) or 'thinking', for the position `linesKey`
  let linesKey = '';
  /** @type {{ key: string | null, steps: PvStep[] | null }} */
  let memo = { key: null, steps: null }; // the last line played by the engine

  const el = doc.createElement('p');
  el.className = 'analysis-pv';
  el.hidden = true;
  /** @type {Element} */ (panel.querySelector('.analysis-list')).before(el);

  /** @param {number | null} hole */
  function point(hole) {
    const key = shown()?.key ?? '';
    if (hole === pointed && key === pointedIn) return;
    pointed = hole;
    pointedIn = key;
    render();
  }

  // The hole pointed at in `a`'s position: a hole still under the pointer
  // once a move is played (no new pointerover comes) names none.
  const pointedAt = (/** @type {Shown} */ a) => (pointedIn === a.key ? pointed : null);

  // The list's moves, and the board's holes of the player to move.
  /**
   * @param {EventTarget | null} target
   * @returns {number | null}
   */
  function holeAt(target) {
    const a = shown();
    if (!a || !(/** @type {Element | null} */ (target)?.closest)) return null;
    const li = /** @type {HTMLElement | null} */ (
      /** @type {Element} */ (target).closest('.analysis-list li[data-hole]')
    );
    if (li && panel.contains(li)) return Number(li.dataset.hole);
    const g = /** @type {SVGElement | null} */ (/** @type {Element} */ (target).closest('svg#board .hole[data-hole]'));
    const name = g?.dataset.hole ?? '';
    return name[0] === a.snap.turn && a.result.moves.some((m) => `${a.snap.turn}${m.hole}` === name)
      ? Number(name.slice(1))
      : null;
  }
  for (const type of ['pointerover', 'focusin']) doc.addEventListener(type, (ev) => point(holeAt(ev.target)));
  for (const type of ['pointerout', 'focusout']) {
    doc.addEventListener(type, (ev) => {
      if (
        pointed !== null &&
        holeAt(ev.target) !== null &&
        holeAt(/** @type {FocusEvent} */ (ev).relatedTarget) === null
      )
        point(null); // left the moves
    });
  }

  // The list's first move: the search's, or where the tables or the prover
  // rank another first (an equal or better one), that one.
  const listed = (/** @type {Shown} */ a) => ranked(a.result)[0]?.hole ?? a.result.move;

  /**
   * The line of the move shown (the pointed one, else the list's first), hole numbers; null while it is searched.
   * @param {Shown} a
   * @returns {number[] | null}
   */
  function moves(a) {
    if (linesKey !== a.key) {
      lines = new Map();
      linesKey = a.key;
    }
    const hole = pointedAt(a) ?? listed(a);
    if (a.result.bestPlay?.pv?.[0] === hole) return a.result.bestPlay.pv; // a line that keeps the exact value
    if (hole === a.result.move && a.result.pv?.[0] === hole) return a.result.pv;
    if (!lines.has(hole)) search(a, hole);
    const line = lines.get(hole);
    return line === 'thinking' ? null : /** @type {number[]} */ (line);
  }

  /**
   * @param {Shown} a
   * @param {number} hole
   */
  async function search(a, hole) {
    lines.set(hole, 'thinking');
    let line;
    try {
      const r = await look.searchAfter(a.snap, hole, LINE_SEARCH);
      line = [hole, ...r.pv];
    } catch (error) {
      if (error instanceof AiCancelled) {
        if (linesKey === a.key) lines.delete(hole); // stopped from elsewhere: asked again when pointed at again
        return;
      }
      line = [hole]; // the game ends with it: the move alone
    }
    if (linesKey !== a.key) return;
    lines.set(hole, line);
    render();
  }

  /** The steps of the line shown, by the engine ({ steps, more }), or null. */
  function steps() {
    const a = shown();
    if (!a) return null;
    const pv = moves(a);
    const hole = pointedAt(a) ?? listed(a);
    const key = `${a.key}|${(pv ?? [hole]).join('.')}`;
    if (memo.key !== key) memo = { key, steps: look.steps(a.snap, pv ?? [hole]) };
    const all = /** @type {PvStep[]} */ (memo.steps); // played just above for this key
    return { steps: all, more: !pv || (pv.length > PV_TEXT && all.length === PV_TEXT) };
  }

  return {
    /** The line under the verdict (hidden with no analysis shown). */
    draw() {
      const line = steps();
      const text = line
        ? t('analysisLine', { line: pvText(line.steps, (s) => shortHole(s.player, s.number), line.more) })
        : '';
      if (el.textContent !== text) el.textContent = text;
      el.hidden = !line;
      el.dataset.holes = line ? line.steps.map((s) => s.name).join(' ') : ''; // the engine's names, for tests and tools
    },
    /** The line's marks for the board (state.marks.pv), or null. */
    marks() {
      const line = steps();
      return line?.steps.length ? pvMarks(line.steps) : null;
    },
  };
}
