// rules.js - fills the rules panel: plain-words sections from strings.js and
// a worked example for the relay and each kind of capture. Each example is a
// position, a move and the position after it, worked out by hand; the boards
// are drawn from the engine's reading of those positions, and a browser test
// plays each move on the engine to check the "after" board is what it does.

import { t } from '../i18n/strings.js';

const SVG = 'http://www.w3.org/2000/svg';

/** @typedef {import('../i18n/strings.js').WordKey} WordKey */

/**
 * The worked examples: before, the move (South's hole number), after, holes to ring.
 * @type {{ caption: WordKey, before: string, move: number, after: string, marks: string[], markAfter: string[] }[]}
 */
export const EXAMPLES = [
  {
    caption: 'exampleRelay',
    before: 'I:0,3,1,0,2,0/1,0,2,1,0,2:S:20,16',
    move: 2,
    after: 'I:0,0,2,1,0,1/2,1,2,1,0,2:N:20,16:quiet=1',
    marks: ['S2', 'S5'],
    markAfter: ['N2'],
  },
  {
    caption: 'exampleI',
    before: 'I:0,3,3,0,0,1/2,1,0,2,0,0:S:20,16',
    move: 2,
    after: 'I:0,0,0,1,1,1/2,1,0,2,0,0:N:24,16',
    marks: ['S2', 'S3'],
    markAfter: ['S3'],
  },
  {
    caption: 'exampleII',
    before: 'II:3,3,3,3,0,2/1,0,1,2,1,1:S:16,12',
    move: 1,
    after: 'II:0,0,0,0,0,2/1,0,1,2,1,1:S:28,12',
    marks: ['S1', 'S4'],
    markAfter: ['S2', 'S3', 'S4'],
  },
  {
    caption: 'exampleIII',
    before: 'III:3,3,3,3,0,2/1,0,1,2,1,1:S:16,12',
    move: 1,
    after: 'III:0,4,4,0,0,2/1,0,1,2,1,1:S:20,12',
    marks: ['S1', 'S4'],
    markAfter: ['S4'],
  },
];

/**
 * A small static board for the rules panel: counts in holes, the holes named in
 * `marks` ringed. `state` is an engine state object (engine.describe()).
 * @param {import('../../engine/engine.js').Snapshot} s
 * @param {string[]} [marks]
 */
function miniBoard(s, marks = [], caption = '') {
  const n = s.n;
  const P = 40;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${n * P + 20} ${2 * P + 40}`);
  svg.setAttribute('class', 'mini');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', caption);
  /** @type {(name: string, attrs: Record<string, string | number>, parent: Element) => Element} */
  const el = (name, attrs, parent) => {
    const node = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, /** @type {string} */ (v)); // a number as its digits
    parent.appendChild(node);
    return node;
  };
  el('rect', { x: 0, y: 0, width: n * P + 20, height: 2 * P + 26, rx: 14, class: 'mini-body' }, svg);
  for (let c = 0; c < n; c++) {
    const num = el('text', { x: 10 + (c + 0.5) * P, y: 2 * P + 38, 'text-anchor': 'middle', class: 'mini-num' }, svg);
    num.textContent = String(c + 1); // South's hole numbers, which the captions use
  }
  for (let i = 0; i < 2 * n; i++) {
    const south = i < n;
    const col = south ? i : 2 * n - 1 - i;
    const x = 10 + (col + 0.5) * P;
    const y = south ? 13 + 1.5 * P + 0 : 13 + 0.5 * P;
    const name = (south ? 'S' : 'N') + ((i % n) + 1);
    el('circle', { cx: x, cy: y, r: 16, class: marks.includes(name) ? 'mini-pit marked' : 'mini-pit' }, svg);
    const tx = el('text', { x, y: y + 6, 'text-anchor': 'middle', class: 'mini-count' }, svg);
    tx.textContent = s.closed[i] ? '×' : String(s.seeds[i]);
  }
  return svg;
}

/**
 * @param {HTMLElement} parent
 * @param {WordKey} heading
 * @param {...WordKey} paragraphs
 */
function section(parent, heading, ...paragraphs) {
  const h = document.createElement('h3');
  h.textContent = t(heading);
  parent.appendChild(h);
  for (const key of paragraphs) {
    const p = document.createElement('p');
    // The keyboard section names the letters of the language in use.
    p.textContent = t(key, { board: t('keyBoard').toUpperCase(), score: t('keyScore').toUpperCase() });
    parent.appendChild(p);
  }
}

/**
 * Builds the rules text into `root`; `engine` reads the example positions.
 * @param {HTMLElement} root
 * @param {import('../../engine/engine.js').Engine} engine
 */
export function buildRules(root, engine) {
  root.textContent = '';
  section(root, 'rulesGoalH', 'rulesGoal');
  section(root, 'rulesBoardH', 'rulesBoard');
  section(root, 'rulesMoveH', 'rulesMove', 'rulesRelay');
  section(root, 'rulesCaptureH', 'rulesCapture');
  const list = document.createElement('ul');
  for (const key of /** @type {const} */ (['rulesI', 'rulesII', 'rulesIII'])) {
    const li = document.createElement('li');
    li.textContent = t(key);
    list.appendChild(li);
  }
  root.appendChild(list);
  section(root, 'rulesPassH', 'rulesPass');
  section(root, 'rulesEndH', 'rulesEnd');
  section(root, 'rulesMatchH', 'rulesMatch');
  section(root, 'rulesKeysH', 'rulesKeys');
  section(root, 'rulesExamplesH');
  for (const ex of EXAMPLES) {
    const fig = document.createElement('figure');
    fig.className = 'example';
    fig.dataset.position = ex.before;
    fig.dataset.move = String(ex.move);
    fig.dataset.after = ex.after;
    const cap = document.createElement('figcaption');
    cap.textContent = t(ex.caption);
    fig.appendChild(cap);
    const pair = document.createElement('div');
    pair.className = 'example-boards';
    for (const [label, text, marks] of /** @type {[WordKey, string, string[]][]} */ ([
      ['before', ex.before, ex.marks],
      ['after', ex.after, ex.markAfter],
    ])) {
      const s = engine.describe(text);
      const box = document.createElement('div');
      const title = document.createElement('span');
      title.className = 'example-label';
      title.textContent = t('exampleLabel', { when: t(label), player: t('S'), count: s.captured[0] });
      box.appendChild(title);
      // Heard as the board it shows, row by row (the caption above says what happens).
      const rows = /** @type {const} */ (['S', 'N']).map((p, k) =>
        t('srBoardRow', {
          player: t(p),
          n: s.n,
          counts: s.seeds.slice(k * s.n, (k + 1) * s.n).join(', '),
        }),
      );
      box.appendChild(miniBoard(s, marks, `${t(label)}: ${rows.join(' ')}`));
      pair.appendChild(box);
    }
    fig.appendChild(pair);
    root.appendChild(fig);
  }
}
