// review.js - the review of a game: the search worker (ai.js) scores every
// position of the game at a fixed budget, then a panel beside the board shows
//   - a graph of South's expected margin (seeds) after each ply, exact
//     results filled, estimates hollow; click a point or use the arrow keys
//     on it (a slider) to go to that ply;
//   - a table of the same data, each move classified by the seeds it loses
//     against the best move (THRESHOLDS), a count per player;
//   - for a marked move, the better move (shown on the board as a mark) and
//     a button to try it: the board plays it as a variation, and "Back to
//     the game" restores the game as it was.
// Results are cached per position (start + moves: R15 a needs the history),
// so a game reviewed again, or a game that went on, only searches what is new.
// While the review moves about the game, the computer opponent is set aside
// (it would play from an earlier ply); closing the review brings it back at
// the game's end.

import { sharedAi, AiCancelled } from '../../engine/ai.js';
import { t, language, loadWords } from '../i18n/strings.js';
import { holeIndex } from '../board/holes.js';
import { speak } from '../board/speech.js';
import { laterStyles } from '../lib/later-styles.js';

/**
 * The search of one position: a node budget (deterministic, unlike time),
 * every move scored (a move's loss is read against the best), endgames with
 * up to 16 seeds on the board solved when the budget allows. 400 000 nodes
 * is about 0.2 s of the wasm search on a quiet machine: a 60-ply game in
 * about 15 s (docs/records.md, "The review").
 */
export const REVIEW_SEARCH = Object.freeze({ nodes: 400000, allMoves: true, exactSeeds: 16 });
export const KINDS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
/** Seeds lost against the best move: below 0.5 best, below 2 good, below 4 inaccuracy, below 8 mistake, else blunder. */
export const THRESHOLDS = [0.5, 2, 4, 8];
const MARKED = new Set(['inaccuracy', 'mistake', 'blunder']);
const CACHE_MAX = 4096; // positions kept (a result is about 1 KB)
const cache = new Map();

/** The kind of a move that loses `loss` seeds against the best. */
export function classify(loss) {
  let k = 0;
  while (k < THRESHOLDS.length && loss >= THRESHOLDS[k]) k++;
  return KINDS[k];
}

/**
 * The review's data from the positions of a game (ply 0..N: { turn, over,
 * captured }), its moves, and the search result of each position not over
 * (null for those that are). Returns { points: [{ ply, margin, exact }],
 * moves: [{ ply (after the move), player, hole, loss, kind, better,
 * betterMargin }] }: margins are South's, in seeds.
 */
export function judge(positions, moves, results) {
  const points = positions.map((p, ply) => {
    if (p.over) return { ply, margin: p.captured[0] - p.captured[1], exact: true };
    const r = results[ply];
    return { ply, margin: (p.turn === 'S' ? 1 : -1) * r.seeds, exact: r.exact };
  });
  const judged = moves.map((hole, k) => {
    const player = positions[k].turn;
    const r = results[k];
    const best = r.moves.find((m) => m.hole === r.move);
    const played = r.moves.find((m) => m.hole === hole);
    const loss = hole === r.move || !best || !played ? 0 : Math.max(0, best.seeds - played.seeds);
    const kind = classify(loss);
    const sign = player === 'S' ? 1 : -1;
    return {
      ply: k + 1, player, hole, loss, kind,
      better: MARKED.has(kind) ? r.move : null, betterMargin: MARKED.has(kind) ? sign * best.seeds : null,
    };
  });
  return { points, moves: judged };
}

/** Counts of each kind per player: { S: { best: 3, ... }, N: {...} }. */
export function countKinds(judged) {
  const counts = { S: {}, N: {} };
  for (const side of ['S', 'N']) for (const k of KINDS) counts[side][k] = 0;
  for (const m of judged) counts[m.player][m.kind]++;
  return counts;
}

const signed = (v) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');
const round1 = (v) => Math.round(v * 10) / 10;

/**
 * The review panel of the page: `controller` is the board's, `engine()` the
 * page's engine (replays the game to know each position). Returns
 * { start(), close(), refresh(), get data() }.
 */
export function createReview({ doc, state, controller, engine, ai = sharedAi() }) {
  const aside = doc.querySelector('aside.side') ?? doc.body;
  let panel = null;
  let els = {};
  let token = 0;         // bumped to drop a review under way
  let running = false;
  let reviewed = null;   // { key, line, positions, data } of the last finished review
  let stashed;           // the computer opponent set aside while reviewing (undefined: none set aside)
  let variation = null;  // { line, matchGames, move } while trying a better move

  const lineKey = (line) => `${line.pos}|${line.moves.join('.')}`;
  const positionKey = (pos, moves) => `${pos}|${moves.join('.')}`;

  function remember(key, result) {
    cache.delete(key);
    cache.set(key, result);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value);
  }

  /** Each position of the line, from the page's engine: { turn, over, captured }. */
  function replay(line) {
    const g = engine().newGame(line.pos);
    try {
      const read = () => {
        const s = g.snapshot();
        return { turn: s.turn, over: s.over, captured: s.captured, n: s.n };
      };
      const positions = [read()];
      for (const m of line.moves) {
        g.play(m);
        positions.push(read());
      }
      return positions;
    } finally {
      g.free();
    }
  }

  // ------------------------------------------------------------ the panel

  function build() {
    if (panel) return;
    const h = (tag, attrs = {}, ...children) => {
      const node = doc.createElement(tag);
      for (const [k, v] of Object.entries(attrs)) {
        if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
        else node.setAttribute(k, v);
      }
      node.append(...children);
      return node;
    };
    els = {
      title: h('h2', { id: 'review-title' }),
      close: h('button', { type: 'button', id: 'review-close', class: 'ghost', onclick: () => close() }),
      status: h('p', { class: 'review-status', role: 'status' }),
      progress: h('progress', { class: 'review-progress', max: '1', value: '0' }),
      stop: h('button', { type: 'button', id: 'review-stop', onclick: () => cancel() }),
      graph: doc.createElementNS('http://www.w3.org/2000/svg', 'svg'),
      legend: h('p', { class: 'review-legend' }),
      counts: h('ul', { class: 'review-counts' }),
      variation: h('div', { class: 'review-variation', hidden: '' }),
      table: h('table', { class: 'review-table' }),
    };
    els.graph.setAttribute('class', 'review-graph');
    els.graph.setAttribute('tabindex', '0');
    els.graph.setAttribute('role', 'slider');
    els.graph.addEventListener('click', (ev) => {
      const at = ev.target.closest?.('[data-ply]');
      if (at) go(Number(at.dataset.ply));
    });
    els.graph.addEventListener('keydown', onGraphKey);
    panel = h('section', { id: 'review', class: 'review', 'aria-labelledby': 'review-title' },
      h('div', { class: 'review-head' }, els.title, els.close),
      els.status, h('div', { class: 'review-run' }, els.progress, els.stop),
      els.graph, els.legend, els.counts, els.variation, h('div', { class: 'review-table-wrap' }, els.table));
    aside.appendChild(panel);
  }

  function words() {
    els.title.textContent = t('reviewHeading');
    els.close.textContent = t('close');
    els.stop.textContent = t('reviewCancel');
    els.legend.textContent = `● ${t('reviewLegendExact')} · ○ ${t('reviewLegendEstimate')}`;
    els.graph.setAttribute('aria-label', t('reviewGraph'));
  }

  function setRunning(on, done = 0, total = 1) {
    running = on;
    els.progress.hidden = !on;
    els.stop.hidden = !on;
    els.progress.max = total;
    els.progress.value = done;
    panel.setAttribute('aria-busy', on ? 'true' : 'false');
  }

  // ------------------------------------------------------------ searching

  /** Reviews the game on the board (the whole line, moves that can be redone too). */
  async function start() {
    await Promise.all([loadWords('review'), laterStyles(doc)]);
    if (!controller.game || !state.ready) return;
    build();
    words();
    panel.hidden = false;
    if (variation) return; // a variation is under way: its game is reviewed, not the variation
    const line = controller.line();
    const key = lineKey(line);
    if (running && reviewed?.key === key) return;
    const mine = ++token;
    ai.cancel('review');
    if (!line.moves.length) {
      setRunning(false);
      els.status.textContent = t('reviewNothing');
      reviewed = null;
      draw();
      return;
    }
    let positions;
    try {
      positions = replay(line);
    } catch (e) {
      els.status.textContent = t('reviewFailed', { message: e.message });
      return;
    }
    const todo = positions.map((p, ply) => (p.over ? null : positionKey(line.pos, line.moves.slice(0, ply))));
    const results = todo.map((k) => (k ? cache.get(k) ?? null : null));
    const total = todo.filter(Boolean).length;
    let done = todo.filter((k, i) => k && results[i]).length;
    setRunning(true, done, total);
    els.status.textContent = t('reviewProgress', { k: done + 1, total });
    const began = performance.now();
    for (let ply = 0; ply < todo.length; ply++) {
      if (!todo[ply] || results[ply]) continue;
      try {
        // `fresh`: the worker clears its table first, so a position's result is
        // the same whoever searched before (and a test can recompute it).
        results[ply] = await ai.send('search', {
          position: line.pos, moves: line.moves.slice(0, ply), options: REVIEW_SEARCH, fresh: true,
        }, 'review');
      } catch (e) {
        if (mine !== token) return;
        setRunning(false);
        els.status.textContent = e instanceof AiCancelled ? t('reviewCancelled') : t('reviewFailed', { message: e.message });
        return;
      }
      if (mine !== token) return;
      remember(todo[ply], results[ply]);
      done++;
      els.progress.value = done;
      els.status.textContent = t('reviewProgress', { k: Math.min(done + 1, total), total });
    }
    setRunning(false);
    reviewed = { key, line, positions, data: judge(positions, line.moves, results), ms: performance.now() - began };
    panel.dataset.ms = String(Math.round(reviewed.ms));
    els.status.textContent = t('reviewDone', {
      nodes: REVIEW_SEARCH.nodes.toLocaleString(language()), s: (reviewed.ms / 1000).toFixed(1),
    });
    draw();
  }

  function cancel() {
    token++;
    ai.cancel('review');
    if (panel) {
      setRunning(false);
      els.status.textContent = t('reviewCancelled');
    }
  }

  // ------------------------------------------------------------ moving about the game

  /** The ply on the board, when the board shows the reviewed game (else null). */
  function boardPly() {
    if (!reviewed || variation) return null;
    const line = controller.line();
    return lineKey(line) === reviewed.key ? line.at : null;
  }

  // The computer would play from an earlier ply of a game against it: set aside while reviewing.
  function setAside() {
    if (stashed !== undefined || !state.opponent) return;
    stashed = state.opponent;
    controller.setComputerOpponent(null);
  }

  function go(ply) {
    if (!reviewed || variation || state.busy) return;
    const line = controller.line();
    if (lineKey(line) !== reviewed.key) return;
    setAside();
    controller.goto(Math.max(0, Math.min(ply, reviewed.line.moves.length)));
  }

  function onGraphKey(ev) {
    const at = boardPly();
    if (at === null) return;
    const end = reviewed.line.moves.length;
    const to = { ArrowLeft: at - 1, ArrowDown: at - 1, ArrowRight: at + 1, ArrowUp: at + 1, Home: 0, End: end }[ev.key];
    if (to === undefined) return;
    ev.preventDefault();
    go(to);
  }

  /** Plays the better move at the ply before a marked move, as a variation. */
  async function tryBetter(move) {
    if (!reviewed || variation || state.busy) return;
    const saved = { line: controller.line(), matchGames: state.matchGames };
    go(move.ply - 1);
    if (controller.line().at !== move.ply - 1) return;
    variation = { ...saved, move };
    controller.mark({ review: null });
    await controller.play(move.better);
    draw();
    els.variation.querySelector('button')?.focus();
  }

  /** Back from a variation: the game exactly as it was, at the ply it was. */
  function back() {
    if (!variation) return;
    const { line, matchGames } = variation;
    variation = null;
    controller.openGameLine(line, { matchGames, opponent: null, cause: 'review' });
    draw();
    els.graph.focus();
  }

  async function close() {
    cancel();
    if (variation) back();
    if (stashed !== undefined) {
      // The computer comes back with the board at the game's end, where its
      // turn is the game's own (not at an earlier ply, where it would start
      // a search); a step there again then tells the address and the saved
      // game about it (they follow the controller's position events).
      const opponent = stashed;
      stashed = undefined;
      const onLine = boardPly() !== null;
      if (onLine) controller.goto(reviewed.line.moves.length);
      controller.setComputerOpponent(opponent);
      if (onLine) controller.goto(reviewed.line.moves.length);
    }
    controller.mark({ review: null });
    if (panel) panel.hidden = true;
  }

  // ------------------------------------------------------------ drawing

  function draw() {
    if (!panel) return;
    words();
    const data = reviewed?.data;
    els.graph.hidden = !data;
    els.legend.hidden = !data;
    els.table.hidden = !data;
    els.counts.hidden = !data;
    drawVariation();
    if (!data) return;
    drawGraph(data);
    drawCounts(data);
    drawTable(data);
    follow();
  }

  function drawGraph({ points, moves }) {
    const svg = els.graph;
    const NS = 'http://www.w3.org/2000/svg';
    const W = 600;
    const H = 220;
    const pad = 14;
    const top = Math.max(8, ...points.map((p) => Math.abs(p.margin)));
    const x = (ply) => pad + (ply * (W - 2 * pad)) / Math.max(1, points.length - 1);
    const y = (m) => H / 2 - (m * (H / 2 - pad)) / top;
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    svg.textContent = '';
    const add = (name, attrs, parent = svg) => {
      const node = doc.createElementNS(NS, name);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
      parent.appendChild(node);
      return node;
    };
    add('rect', { x: 0, y: 0, width: W, height: H / 2, class: 'south-ahead' });
    add('line', { x1: pad, x2: W - pad, y1: H / 2, y2: H / 2, class: 'zero' });
    const label = (text, ty) => { add('text', { x: 4, y: ty, class: 'axis' }).textContent = text; };
    label(signed(top), 22);
    label(signed(-top), H - 6);
    add('polyline', { points: points.map((p) => `${x(p.ply).toFixed(1)},${y(p.margin).toFixed(1)}`).join(' '), class: 'trace' });
    add('line', { x1: 0, x2: 0, y1: 0, y2: H, class: 'cursor' });
    const step = (W - 2 * pad) / Math.max(1, points.length - 1);
    const hits = add('g', { class: 'hits' });
    const dots = add('g', { class: 'dots' });
    const r = Math.max(2.5, Math.min(6, step / 2.6));
    for (const p of points) {
      add('rect', { x: (x(p.ply) - step / 2).toFixed(1), y: 0, width: step.toFixed(1), height: H, 'data-ply': p.ply }, hits);
      const kind = p.ply > 0 ? moves[p.ply - 1].kind : 'start';
      add('circle', {
        cx: x(p.ply).toFixed(1), cy: y(p.margin).toFixed(1), r: MARKED.has(kind) ? r + 1.5 : r,
        class: `point ${p.exact ? 'exact' : 'estimate'} ${kind}`, 'data-ply': p.ply,
        'data-margin': String(round1(p.margin)), 'data-exact': String(p.exact), 'data-kind': kind,
      }, dots);
    }
    svg.setAttribute('aria-valuemin', '0');
    svg.setAttribute('aria-valuemax', String(points.length - 1));
  }

  function holeText(player, hole) {
    return `${t(`${player}_short`)}${hole}`;
  }

  function verdictText(m) {
    const kind = t(m.kind);
    return m.loss >= THRESHOLDS[0] ? `${kind} (${t('reviewLoss', { count: round1(m.loss) })})` : kind;
  }

  function drawCounts({ moves }) {
    const counts = countKinds(moves);
    els.counts.textContent = '';
    for (const side of ['S', 'N']) {
      const li = doc.createElement('li');
      li.dataset.player = side;
      li.textContent = t('reviewCounts', { player: t(side), ...counts[side] });
      els.counts.appendChild(li);
    }
  }

  function drawTable({ points, moves }) {
    const table = els.table;
    table.textContent = '';
    const cap = table.createCaption();
    cap.className = 'visually-hidden';
    cap.textContent = t('reviewGraph');
    const head = table.createTHead().insertRow();
    for (const key of ['reviewMove', 'reviewMargin', 'reviewVerdict']) {
      const th = doc.createElement('th');
      th.scope = 'col';
      th.textContent = t(key);
      head.appendChild(th);
    }
    const body = table.createTBody();
    const row = (ply, moveText, kind) => {
      const tr = body.insertRow();
      tr.dataset.ply = String(ply);
      if (kind) tr.dataset.kind = kind;
      const th = doc.createElement('th');
      th.scope = 'row';
      const b = doc.createElement('button');
      b.type = 'button';
      b.className = 'review-go';
      b.textContent = moveText;
      b.addEventListener('click', () => go(ply));
      th.appendChild(b);
      tr.appendChild(th);
      const p = points[ply];
      tr.insertCell().textContent = `${signed(round1(p.margin))} ${p.exact ? t('reviewExact') : ''}`.trim();
      return tr;
    };
    row(0, t('reviewStartPos'), null).insertCell();
    for (const m of moves) {
      const tr = row(m.ply, `${m.ply}. ${holeText(m.player, m.hole)}`, m.kind);
      const cell = tr.insertCell();
      const tag = doc.createElement('span');
      tag.className = `kind ${m.kind}`;
      tag.textContent = verdictText(m);
      cell.appendChild(tag);
      if (m.better) {
        const better = holeText(m.player, m.better);
        cell.append(` ${t('reviewBetter', { hole: better })} `);
        const b = doc.createElement('button');
        b.type = 'button';
        b.className = 'review-try';
        b.textContent = t('reviewTry', { hole: better });
        b.addEventListener('click', () => tryBetter(m));
        cell.appendChild(b);
      }
    }
  }

  function drawVariation() {
    const box = els.variation;
    box.hidden = !variation;
    box.textContent = '';
    if (!variation) return;
    const { move } = variation;
    const p = doc.createElement('p');
    p.textContent = t('reviewTrying', { hole: holeText(move.player, move.better), played: holeText(move.player, move.hole) });
    const b = doc.createElement('button');
    b.type = 'button';
    b.id = 'review-back';
    b.className = 'primary';
    b.textContent = t('reviewBack');
    b.addEventListener('click', back);
    box.append(p, b);
  }

  /** The board's ply on the graph and in the table; the better move marked on the board. */
  function follow() {
    const data = reviewed?.data;
    if (!panel || !data) return;
    const at = boardPly();
    const svg = els.graph;
    const cursor = svg.querySelector('.cursor');
    const dot = at === null ? null : svg.querySelector(`circle[data-ply="${at}"]`);
    cursor?.setAttribute('visibility', dot ? 'visible' : 'hidden');
    if (dot) {
      cursor.setAttribute('x1', dot.getAttribute('cx'));
      cursor.setAttribute('x2', dot.getAttribute('cx'));
    }
    for (const tr of els.table.tBodies[0]?.rows ?? []) tr.classList.toggle('current', Number(tr.dataset.ply) === at);
    svg.setAttribute('aria-valuenow', String(at ?? 0));
    const next = at === null ? null : data.moves[at];
    const m = at > 0 ? data.moves[at - 1] : null;
    const valueText = m
      ? t('reviewAt', { ply: at, player: t(m.player), hole: holeText(m.player, m.hole), verdict: verdictText(m) })
      : t('reviewStartPos');
    svg.setAttribute('aria-valuetext', `${valueText} ${t('reviewMargin')}: ${signed(round1(data.points[at ?? 0].margin))}`);
    // At the ply before a marked move, the better move glows on the board.
    const n = reviewed.positions[0].n;
    const mark = next?.better ? holeIndex(n, next.player, next.better) : null;
    if (state.marks.review !== mark) controller.mark({ review: mark });
  }

  // Another game on the board (a new game, a record, a link, the match's
  // next game): its review is not this one. The new game brought its own
  // computer opponent, so the one set aside is forgotten.
  function drop() {
    cancel();
    stashed = undefined;
    reviewed = null;
    controller.mark({ review: null });
    panel.hidden = true;
  }

  controller.addEventListener('position', ({ detail: { how, cause } }) => {
    if (!panel || panel.hidden || variation) return;
    if ((how === 'start' || how === 'next') && cause !== 'review') drop();
    else follow();
  });

  return {
    start, close, cancel,
    /** Words again in the language in use. */
    async refresh() {
      if (!panel) return;
      await loadWords('review');
      draw();
    },
    get data() { return reviewed?.data ?? null; },
    get panel() { return panel; },
  };
}
