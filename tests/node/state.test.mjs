// state.test.mjs - a board's state (web/js/board/state.js) is one plain object
// whose every field createState() declares: the page's modules read and
// write those fields and no others, so none appears by surprise from a
// `??=` somewhere, and none is declared that nothing uses.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createState } from '../../web/js/board/state.js';
import { root } from './helpers.mjs';

const JS = fileURLToPath(new URL('web/js/', root));

/** Every .js file under web/js, with its path from there. */
function sources(dir = JS) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.js') ? [[path.relative(JS, full), fs.readFileSync(full, 'utf8')]] : [];
  });
}

/** The fields used as `state.name` (not `x.state.name`), each with a file that uses it. */
function usedFields() {
  const used = new Map();
  for (const [file, text] of sources()) {
    for (const m of text.matchAll(/(?<![.\w])state\.(\w+)\b(?!\.js\b)/g)) {
      if (m[1] !== 'js' && !used.has(m[1])) used.set(m[1], file);
    }
  }
  return used;
}

test('createState() declares every field the page uses, and each field it declares is used', () => {
  const declared = new Set(Object.keys(createState()));
  const used = usedFields();
  assert.ok(used.size > 20, `the scan found the fields (${used.size})`);
  const undeclared = [...used].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (${file})`);
  assert.deepEqual(undeclared, [], 'fields used but not declared in createState()');
  assert.deepEqual(
    [...declared].filter((name) => !used.has(name)),
    [],
    'fields declared but never used',
  );
});

test('no module creates a state field on the fly (state.x ??= ...)', () => {
  const found = sources()
    .filter(([, text]) => /(?<![.\w])state\.\w+\s*(\?\?|\|\||&&)=/.test(text))
    .map(([file]) => file);
  assert.deepEqual(found, []);
});

test('every field of createState() is declared on its own line with a comment', () => {
  const text = fs.readFileSync(path.join(JS, 'board', 'state.js'), 'utf8');
  const body = text.slice(text.indexOf('export function createState'), text.indexOf('\n}\n'));
  for (const name of Object.keys(createState())) {
    const lines = body.split('\n');
    const at = lines.findIndex((l) => new RegExp(`^\\s{4}${name}:`).test(l));
    assert.ok(at >= 0, `${name}: declared on a line of its own`);
    // A field that opens an object has its comment on the first line inside (the formatter's place).
    const said = lines[at].trimEnd().endsWith('{') ? `${lines[at]} ${lines[at + 1]}` : lines[at];
    assert.match(said, /\/\/ \S/, `${name}: a comment says what it is`);
  }
});

// The controller (controller.js and its parts games.js, navigation.js,
// fit.js, board-changes.js, variations.js with variation-edit.js; its animation, animate.js, and its
// computer opponent, computer.js) changes a board; other modules ask it
// (announce, setReadOnly, setFriend, mark, ...). What they may set
// themselves are the page's own settings, each named here with its writers.
const BOARD_WRITERS = new Set([
  'controller.js',
  'games.js',
  'navigation.js',
  'fit.js',
  'board-changes.js',
  'variations.js',
  'variation-edit.js',
  'animate.js',
  'computer.js',
  'state.js',
  'main.js', // the start-up's first board, drawn before there is a controller (play.js then starts its game)
]);
const PAGE_SETTINGS = {
  speed: ['embed-board.js', 'settings.js'], // the saved or linked speed, set before a game opens
  orientation: ['embed-board.js'], // the embed's board shape, set before its game opens
  learning: ['learn.js'], // the Learn screen has the board (read by page/ and hint.js)
  focus: ['controls.js'], // the hole the reader is on, kept for the next draw
};

test('other modules change a board only through the controller', () => {
  const found = [];
  for (const [file, text] of sources()) {
    if (BOARD_WRITERS.has(path.basename(file))) continue;
    const code = text.replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(
      /(?<![.\w])state\.(\w+)(?:\.\w+|\[[^\]]*\])*\s*(?:[-+*/?|&]{0,2}=(?!=)|\+\+|--)|Object\.assign\(state\b/g,
    )) {
      const field = m[1] ?? 'Object.assign';
      if (!(PAGE_SETTINGS[field] ?? []).includes(path.basename(file))) found.push(`${file}: ${m[0].trim()}`);
    }
  }
  assert.deepEqual(found, []);
});
