// rules.js - fills the rules panel: plain-words sections from strings.js and
// a worked example for the relay and each kind of capture. Each example is a
// position, a move and the position after it, worked out by hand; the boards
// are drawn from the engine's reading of those positions, and a browser test
// plays each move on the engine to check the "after" board is what it does.

import { t } from './strings.js';
import { miniBoard } from './render.js';

/** The worked examples: before, the move (South's hole number), after, holes to ring. */
export const EXAMPLES = [
  {
    caption: 'exampleRelay', before: 'I:0,3,1,0,2,0/1,0,2,1,0,2:S:20,16', move: 2,
    after: 'I:0,0,2,1,0,1/2,1,2,1,0,2:N:20,16:quiet=1', marks: ['S2', 'S5'], markAfter: ['N2'],
  },
  {
    caption: 'exampleI', before: 'I:0,3,3,0,0,1/2,1,0,2,0,0:S:20,16', move: 2,
    after: 'I:0,0,0,1,1,1/2,1,0,2,0,0:N:24,16', marks: ['S2', 'S3'], markAfter: ['S3'],
  },
  {
    caption: 'exampleII', before: 'II:3,3,3,3,0,2/1,0,1,2,1,1:S:16,12', move: 1,
    after: 'II:0,0,0,0,0,2/1,0,1,2,1,1:S:28,12', marks: ['S1', 'S4'], markAfter: ['S2', 'S3', 'S4'],
  },
  {
    caption: 'exampleIII', before: 'III:3,3,3,3,0,2/1,0,1,2,1,1:S:16,12', move: 1,
    after: 'III:0,4,4,0,0,2/1,0,1,2,1,1:S:20,12', marks: ['S1', 'S4'], markAfter: ['S4'],
  },
];

function section(parent, heading, ...paragraphs) {
  const h = document.createElement('h3');
  h.textContent = t(heading);
  parent.appendChild(h);
  for (const key of paragraphs) {
    const p = document.createElement('p');
    p.textContent = t(key);
    parent.appendChild(p);
  }
}

/** Builds the rules text into `root`; `engine` reads the example positions. */
export function buildRules(root, engine) {
  root.textContent = '';
  section(root, 'rulesGoalH', 'rulesGoal');
  section(root, 'rulesBoardH', 'rulesBoard');
  section(root, 'rulesMoveH', 'rulesMove', 'rulesRelay');
  section(root, 'rulesCaptureH', 'rulesCapture');
  const list = document.createElement('ul');
  for (const key of ['rulesI', 'rulesII', 'rulesIII']) {
    const li = document.createElement('li');
    li.textContent = t(key);
    list.appendChild(li);
  }
  root.appendChild(list);
  section(root, 'rulesPassH', 'rulesPass');
  section(root, 'rulesEndH', 'rulesEnd');
  section(root, 'rulesMatchH', 'rulesMatch');
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
    for (const [label, text, marks] of [['before', ex.before, ex.marks], ['after', ex.after, ex.markAfter]]) {
      const s = engine.describe(text);
      const box = document.createElement('div');
      const title = document.createElement('span');
      title.className = 'example-label';
      title.textContent = `${t(label)} · ${t('S')} ${s.captured[0]} ${t('captured')}`;
      box.appendChild(title);
      box.appendChild(miniBoard(s, marks, `${t(label)}: ${t(ex.caption)}`));
      pair.appendChild(box);
    }
    fig.appendChild(pair);
    root.appendChild(fig);
  }
}
