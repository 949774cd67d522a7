// review-panel.js - the review's panel beside the board: its title, status
// and progress, the graph (review-graph.js), a count of each kind of move
// per player, the variation box while a better move is tried, and a table
// of the same data as the graph: each move's margin and verdict, and for a
// marked move the better move and a button to try it. It draws what it is
// given and hands clicks and keys back to the review (review.js).

import { t } from '../i18n/strings.js';
import { THRESHOLDS, countKinds, givenAway, signed, round1 } from './review-judge.js';
import { createGraph, drawGraph, placeCursor } from './review-graph.js';

/** @typedef {import('./review-judge.js').Point} Point */
/** @typedef {import('./review-judge.js').Judged} Judged */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** The review's data (review-judge.js judge). @typedef {{ points: Point[], moves: Judged[] }} ReviewData */
/** A better move tried on the board: the game's ply before it, the move it betters. @typedef {{ at: number, move: Judged }} Variation */
/** An element's attributes; on* are listeners. @typedef {Record<string, string | ((event: Event) => void)>} Attrs */
/**
 * What the panel's controls do (review.js).
 * @typedef {{
 *   close: () => void, cancel: () => void, go: (ply: number) => void, key: (event: KeyboardEvent) => void,
 *   tryBetter: (move: Judged) => void, back: () => void,
 * }} PanelActions
 */

const SIDES = /** @type {Side[]} */ (['S', 'N']);
const holeText = (/** @type {Side} */ player, /** @type {number} */ hole) =>
  `${t(/** @type {WordKey} */ (`${player}_short`))}${hole}`;
// A point's value and where it comes from: "−8 (exact)", "−11.4 (estimate)".
const valueText = (/** @type {Point} */ p) =>
  `${signed(round1(p.margin))} (${t(p.exact ? 'reviewExact' : 'reviewEstimate')})`;

// A move judged by the endgame tables (m.exact) says so: "best (exact)", "blunder (loses exactly 8 seeds)".
/** @param {Judged} m */
function verdictText(m) {
  const kind = t(m.kind);
  if (m.exact)
    return m.loss > 0 ? `${kind} (${t('reviewLossExact', { count: m.loss })})` : `${kind} (${t('reviewExact')})`;
  return m.loss >= THRESHOLDS[0] ? `${kind} (${t('reviewLoss', { count: round1(m.loss) })})` : kind;
}

/**
 * An element from a tag, attributes (on* are listeners) and children.
 * @param {Document} doc
 * @param {string} tag
 * @param {Attrs} [attrs]
 * @param {...(Node | string)} children
 */
function element(doc, tag, attrs = {}, ...children) {
  const node = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k.startsWith('on')) node.addEventListener(k.slice(2), /** @type {(event: Event) => void} */ (v));
    else node.setAttribute(k, /** @type {string} */ (v));
  }
  node.append(...children);
  return node;
}

/**
 * A button of the table or the variation box: `text`, calling `onclick`.
 * @param {Document} doc
 * @param {string} className
 * @param {string} text
 * @param {() => void} onclick
 */
function button(doc, className, text, onclick) {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = className;
  b.textContent = text;
  b.addEventListener('click', onclick);
  return b;
}

/**
 * Builds the panel (section#review) at the end of `aside`. `on` is what
 * its controls do: { close(), cancel(), go(ply), key(event), tryBetter(move), back() }.
 * Returns { el, words(), running(on, done, total), status(text), draw(data, variation),
 * follow(at, data), focusVariation(), focusGraph() }.
 * @param {{ doc: Document, aside: Element, on: PanelActions }} parts
 */
export function createPanel({ doc, aside, on }) {
  /** @type {(tag: string, attrs?: Attrs, ...children: (Node | string)[]) => HTMLElement} */
  const h = (...args) => element(doc, ...args);
  const els = {
    title: h('h2', { id: 'review-title' }),
    close: h('button', { type: 'button', id: 'review-close', class: 'ghost', onclick: () => on.close() }),
    status: h('p', { class: 'review-status', role: 'status' }),
    progress: /** @type {HTMLProgressElement} */ (h('progress', { class: 'review-progress', max: '1', value: '0' })),
    stop: h('button', { type: 'button', id: 'review-stop', onclick: () => on.cancel() }),
    graph: createGraph(doc, { go: (ply) => on.go(ply), key: (ev) => on.key(ev) }),
    legend: h('p', { class: 'review-legend' }),
    perfect: h('p', { class: 'review-perfect' }),
    counts: h('ul', { class: 'review-counts' }),
    variation: h('div', { class: 'review-variation', hidden: '' }),
    table: /** @type {HTMLTableElement} */ (h('table', { class: 'review-table' })),
  };
  els.graph.setAttribute('hidden', ''); // until draw() has data: no empty frame while the review runs
  const el = h(
    'section',
    { id: 'review', class: 'review', 'aria-labelledby': 'review-title' },
    h('div', { class: 'review-head' }, els.title, els.close),
    els.status,
    h('div', { class: 'review-run' }, els.progress, els.stop),
    els.graph,
    els.legend,
    els.perfect,
    els.counts,
    els.variation,
    h('div', { class: 'review-table-wrap' }, els.table),
  );
  aside.appendChild(el);

  function words() {
    els.title.textContent = t('reviewHeading');
    els.close.textContent = t('close');
    els.stop.textContent = t('reviewCancel');
    els.legend.textContent = `● ${t('reviewLegendExact')} · ○ ${t('reviewLegendEstimate')}`;
    els.graph.setAttribute('aria-label', t('reviewGraph'));
  }

  /**
   * @param {boolean} on
   * @param {number} [done]
   * @param {number} [total]
   */
  function running(on, done = 0, total = 1) {
    els.progress.hidden = !on;
    els.stop.hidden = !on;
    els.progress.max = total;
    els.progress.value = done;
    el.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  /** @param {ReviewData} data */
  function drawCounts({ moves }) {
    const counts = countKinds(moves);
    els.counts.textContent = '';
    for (const side of SIDES) {
      const li = doc.createElement('li');
      li.dataset.player = side;
      li.textContent = t('reviewCounts', { player: t(side), ...counts[side] });
      els.counts.appendChild(li);
    }
  }

  /**
   * The seeds each player gave away to perfect play, when every move was
   * judged exactly; else how many were (nothing when none was: the counts say it all).
   * @param {ReviewData} data
   */
  function drawPerfect({ moves }) {
    const given = givenAway(moves);
    const box = els.perfect;
    box.dataset.exact = String(given.exact);
    box.dataset.total = String(given.total);
    box.textContent = '';
    box.hidden = given.exact === 0;
    if (given.exact < given.total) {
      box.textContent = t('reviewJudgedExactly', { exact: given.exact, total: given.total });
      return;
    }
    for (const side of SIDES) {
      const span = h('span', { 'data-player': side, 'data-seeds': String(given[side]) });
      span.textContent = t('reviewGaveAway', { player: t(side), count: given[side] });
      box.append(side === 'N' ? ' ' : '', span);
    }
  }

  /** @param {ReviewData} data */
  function drawTable({ points, moves }) {
    const table = els.table;
    table.textContent = '';
    const cap = table.createCaption();
    cap.className = 'visually-hidden';
    cap.textContent = t('reviewGraph');
    const head = table.createTHead().insertRow();
    for (const key of /** @type {const} */ (['reviewMove', 'reviewMargin', 'reviewVerdict'])) {
      const th = doc.createElement('th');
      th.scope = 'col';
      th.textContent = t(key);
      head.appendChild(th);
    }
    const body = table.createTBody();
    /**
     * @param {number} ply
     * @param {string} moveText
     * @param {string | null} kind
     */
    const row = (ply, moveText, kind) => {
      const tr = body.insertRow();
      tr.dataset.ply = String(ply);
      if (kind) tr.dataset.kind = kind;
      const th = doc.createElement('th');
      th.scope = 'row';
      th.appendChild(button(doc, 'review-go', moveText, () => on.go(ply)));
      tr.appendChild(th);
      const p = points[ply];
      tr.insertCell().textContent = valueText(p);
      return tr;
    };
    row(0, t('reviewStartPos'), null).insertCell();
    for (const m of moves) {
      const cell = row(m.ply, `${m.ply}. ${holeText(m.player, m.hole)}`, m.kind).insertCell();
      const tag = doc.createElement('span');
      tag.className = `kind ${m.kind}`;
      tag.textContent = verdictText(m);
      cell.appendChild(tag);
      if (!m.better) continue;
      const better = holeText(m.player, m.better);
      cell.append(` ${t('reviewBetter', { hole: better })} `);
      cell.appendChild(button(doc, 'review-try', t('reviewTry', { hole: better }), () => on.tryBetter(m)));
    }
  }

  /** @param {Variation | null} variation */
  function drawVariation(variation) {
    const box = els.variation;
    box.hidden = !variation;
    box.textContent = '';
    if (!variation) return;
    const { move } = variation;
    const p = doc.createElement('p');
    p.textContent = t('reviewTrying', {
      hole: holeText(move.player, /** @type {number} */ (move.better)), // a move tried has a better one
      played: holeText(move.player, move.hole),
    });
    const b = button(doc, 'primary', t('reviewBack'), () => on.back());
    b.id = 'review-back';
    box.append(p, b);
  }

  /**
   * Everything again: the words, the variation box, and the data when there is some (else hidden).
   * @param {ReviewData | null | undefined} data
   * @param {Variation | null} variation
   */
  function draw(data, variation) {
    words();
    els.graph.toggleAttribute('hidden', !data); // an svg has no `hidden` property: the attribute hides it
    els.legend.hidden = !data;
    els.table.hidden = !data;
    els.counts.hidden = !data;
    els.perfect.hidden = !data;
    drawVariation(variation);
    if (!data) return;
    drawGraph(els.graph, data);
    drawPerfect(data);
    drawCounts(data);
    drawTable(data);
  }

  /**
   * Ply `at` of the reviewed game (null: the board shows something else) on the graph and in the table.
   * @param {number | null} at
   * @param {ReviewData} data
   */
  function follow(at, data) {
    for (const tr of els.table.tBodies[0]?.rows ?? []) tr.classList.toggle('current', Number(tr.dataset.ply) === at);
    const m = /** @type {number} */ (at) > 0 ? data.moves[/** @type {number} */ (at) - 1] : null;
    const moveText = m
      ? t('reviewAt', { ply: at, player: t(m.player), hole: holeText(m.player, m.hole), verdict: verdictText(m) })
      : t('reviewStartPos');
    placeCursor(els.graph, at, `${moveText} ${t('reviewMargin')}: ${valueText(data.points[at ?? 0])}`);
  }

  return {
    el,
    words,
    running,
    draw,
    follow,
    /** @param {string} text */
    status(text) {
      els.status.textContent = text;
    },
    focusVariation() {
      els.variation.querySelector('button')?.focus();
    },
    focusGraph() {
      els.graph.focus();
    },
  };
}
