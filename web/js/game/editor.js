// editor.js - the position editor (loaded on first use). Every hole's seeds,
// closed holes, captures, whose turn, variant, size and the less common
// settings of the notation. The engine writes the position string
// (engine.format, docs/RULES.md notation) and says whether it can be played
// (engine.validate) on every edit: its error code as a sentence in the
// player's language, with the engine's own message after it (errors.js).

import { h } from '../lib/dom.js';
import { MIN_N, MAX_N } from '../../engine/gen/abi.js';
import { explainError } from '../i18n/errors.js';
import { t, language } from '../i18n/strings.js';
import { holeName, holeOwner, holeNumber } from '../board/holes.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').Result} Result */
/** @typedef {import('../../engine/engine.js').Variant} Variant */
/** @typedef {import('../../engine/engine.js').PositionFields} PositionFields */
/** @typedef {import('../../engine/engine-check.js').HoyitoError} HoyitoError */
/**
 * A number field's value: a whole number, or what the player wrote instead
 * ('' for nothing), for the engine to name (num()).
 * @typedef {number | string} Entry
 */
/**
 * What is being edited: engine.describe()'s fields, the number fields as the
 * player wrote them; prev '' when no game came before.
 * @typedef {{
 *   variant: Variant, n: number, clockwise: boolean, turn: Side, seeds: Entry[], closed: boolean[],
 *   captured: Entry[], aside: Entry[], quiet: Entry, limit: Entry, round: Entry, prev: Result | '',
 * }} Edited
 */
/**
 * The form's fields by name (build(), buildBoard()): its selects, its number
 * fields, and a hole's seeds (h0..) and closed box (x0..).
 * @typedef {{
 *   variant: HTMLSelectElement, n: HTMLSelectElement, dir: HTMLSelectElement, turn: HTMLSelectElement,
 *   prev: HTMLSelectElement, capS: HTMLInputElement, capN: HTMLInputElement, asideS: HTMLInputElement,
 *   asideN: HTMLInputElement, quiet: HTMLInputElement, limit: HTMLInputElement, round: HTMLInputElement,
 * } & Record<`h${number}` | `x${number}`, HTMLInputElement>} Fields
 */

// Set by showEditor, the only way in, before anything else here runs.
/** @type {HTMLDialogElement} */
let dialog;
/** @type {import('../page/play.js').Page} */
let page;
/** @type {import('../../engine/engine.js').Engine} */
let engine; // page.ctl.engine
/** @type {Edited} */
let ed; // what is being edited (see fromState)
/** @type {Fields} */
let fields; // the inputs, by name

/**
 * The editor's values from an engine snapshot (engine.describe).
 * @param {import('../../engine/engine.js').Snapshot} s
 * @returns {Edited}
 */
function fromState(s) {
  return {
    variant: s.variant,
    n: s.n,
    clockwise: s.clockwise,
    turn: s.turn ?? 'S',
    seeds: s.seeds.map((v, i) => (s.closed[i] ? 0 : v)),
    closed: s.closed.slice(),
    captured: s.captured.slice(),
    aside: s.aside.slice(),
    quiet: s.quiet,
    limit: s.limit,
    round: s.round,
    prev: s.prev ?? '',
  };
}

/**
 * A number field's value as written into the position: digits as they are,
 * anything else left for the engine to name.
 * @param {HTMLInputElement} input
 * @returns {Entry}
 */
function num(input) {
  const v = input.value.trim();
  return /^\d+$/.test(v) ? Number(v) : v === '' ? '' : v;
}

/**
 * A select field with its label.
 * @param {string} name
 * @param {string} label
 * @param {[string, string][]} options value and words of each option
 * @param {string | number} value
 */
function select(name, label, options, value) {
  const id = `ed-${name}`;
  const el = h(
    'select',
    { id, name },
    options.map(([v, text]) => h('option', { value: v }, text)),
  );
  el.value = String(value);
  return h('div', { class: 'ed-field' }, h('label', { for: id }, label), el);
}

/**
 * A number field with its label.
 * @param {string} name
 * @param {string} label
 * @param {number} value
 * @param {number} [min]
 */
function numberField(name, label, value, min = 0) {
  const id = `ed-${name}`;
  return h(
    'div',
    { class: 'ed-field' },
    h('label', { for: id }, label),
    h('input', { id, name, type: 'number', inputmode: 'numeric', min, value }),
  );
}

function build() {
  /** @type {[string, string][]} */
  const sizes = [];
  for (let n = MIN_N; n <= MAX_N; n++) sizes.push([String(n), t('sizeOption', { n })]);
  dialog = h(
    'dialog',
    { id: 'editor-dialog', class: 'editor', 'aria-labelledby': 'editor-title' },
    h(
      'form',
      { id: 'editor-form', method: 'dialog', novalidate: true },
      h(
        'div',
        { class: 'rules-head' },
        h('h2', { id: 'editor-title' }, t('editorTitle')),
        h('button', { type: 'button', id: 'editor-close', onclick: () => dialog.close() }, t('close')),
      ),
      h('p', { class: 'ed-hint' }, t('editorHint')),
      h(
        'div',
        { class: 'ed-options' },
        select(
          'variant',
          t('variant'),
          [
            ['I', t('variantI')],
            ['II', t('variantII')],
            ['III', t('variantIII')],
          ],
          'I',
        ),
        select('n', t('size'), sizes, 6),
        select(
          'dir',
          t('directionLegend'),
          [
            ['ccw', t('ccwOption')],
            ['cw', t('cwOption')],
          ],
          'ccw',
        ),
        select(
          'turn',
          t('toMoveLabel'),
          [
            ['S', t('S')],
            ['N', t('N')],
          ],
          'S',
        ),
      ),
      h(
        'div',
        { class: 'ed-tools' },
        h('button', { type: 'button', id: 'ed-start', onclick: () => reset('start') }, t('editorStart')),
        h('button', { type: 'button', id: 'ed-clear', onclick: () => reset('clear') }, t('editorClear')),
      ),
      h('div', { class: 'ed-board', id: 'ed-board' }),
      h(
        'div',
        { class: 'ed-options' },
        numberField('capS', t('capturedLabel', { player: t('S') }), 0),
        numberField('capN', t('capturedLabel', { player: t('N') }), 0),
      ),
      h(
        'details',
        { class: 'ed-more' },
        h('summary', {}, t('editorMore')),
        h(
          'div',
          { class: 'ed-options' },
          numberField('asideS', t('asideLabel', { player: t('S') }), 0),
          numberField('asideN', t('asideLabel', { player: t('N') }), 0),
          numberField('quiet', t('quietLabel'), 0),
          numberField('limit', t('limitLabel'), 100, 1),
          numberField('round', t('roundLabel'), 1, 1),
          select(
            'prev',
            t('prevLabel'),
            [
              ['', t('prevNone')],
              ['S', t('S')],
              ['N', t('N')],
              ['D', t('prevDraw')],
            ],
            '',
          ),
        ),
      ),
      // The verdict stays in sight while the holes scroll under it.
      h(
        'div',
        { class: 'ed-footer' },
        h(
          'p',
          { class: 'ed-check', id: 'ed-check', role: 'status', 'aria-live': 'polite' },
          h('span', { class: 'ed-verdict' }),
          ' ',
          h('span', { class: 'ed-total' }),
        ),
        h(
          'div',
          { class: 'actions' },
          h('button', { type: 'button', id: 'ed-share', onclick: () => finish(true) }, t('share')),
          h('button', { type: 'submit', id: 'ed-play', class: 'primary' }, t('playPosition')),
        ),
      ),
    ),
  );
  const form = /** @type {HTMLFormElement} */ (dialog.querySelector('form'));
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    finish(false);
  });
  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  document.body.appendChild(dialog);
  // The fields named in Fields: the holes' are added by buildBoard().
  fields = /** @type {Fields} */ (/** @type {unknown} */ (form.elements));
}

// One cell a hole. Its place in the grid is given twice: as the flat board
// (North on top, numbered from the right) and, for narrow screens, as the
// turned board of layout.js (South the right column, S1 at the bottom).
function buildBoard() {
  const board = /** @type {HTMLElement} */ (dialog.querySelector('#ed-board'));
  board.textContent = '';
  board.style.setProperty('--n', String(ed.n));
  for (let i = 0; i < 2 * ed.n; i++) {
    const owner = holeOwner(ed.n, i);
    const south = owner === 'S';
    const number = holeNumber(ed.n, i);
    const spoken = t('hole', { player: t(owner), number });
    const cell = h(
      'div',
      { class: `ed-cell ed-${owner}`, 'data-hole': holeName(ed.n, i) },
      h('label', { for: `ed-h${i}`, class: 'ed-name' }, `${t(`${owner}_short`)}${number}`),
      h('input', {
        id: `ed-h${i}`,
        name: `h${i}`,
        type: 'number',
        inputmode: 'numeric',
        min: 0,
        value: ed.seeds[i],
        'aria-label': t('holeField', { hole: spoken }),
      }),
      // Each box says its hole: twelve boxes all named "closed" would leave a screen reader guessing.
      h(
        'label',
        { class: 'ed-closed' },
        h('input', {
          type: 'checkbox',
          name: `x${i}`,
          'aria-label': `${spoken}, ${t('closedLabel')}`,
        }),
        t('closedLabel'),
      ),
    );
    cell.style.setProperty('--c', String(south ? number : ed.n - number + 1));
    cell.style.setProperty('--r', south ? '2' : '1');
    cell.style.setProperty('--vc', south ? '2' : '1');
    cell.style.setProperty('--vr', String(south ? ed.n - number + 1 : number));
    board.appendChild(cell);
  }
}

// Editor values into the form (all of them; used when opening and on reset).
function fill() {
  fields.variant.value = ed.variant;
  fields.n.value = String(ed.n);
  fields.dir.value = ed.clockwise ? 'cw' : 'ccw';
  fields.turn.value = ed.turn;
  fields.capS.value = String(ed.captured[0]);
  fields.capN.value = String(ed.captured[1]);
  fields.asideS.value = String(ed.aside[0]);
  fields.asideN.value = String(ed.aside[1]);
  fields.quiet.value = String(ed.quiet);
  fields.limit.value = String(ed.limit);
  fields.round.value = String(ed.round);
  fields.prev.value = ed.prev;
  buildBoard();
  for (let i = 0; i < 2 * ed.n; i++) {
    fields[`x${i}`].checked = ed.closed[i];
    fields[`h${i}`].disabled = ed.closed[i];
  }
  check();
}

// The form into the editor's values.
function read() {
  // The selects' values are their options' (build()).
  ed.variant = /** @type {Variant} */ (fields.variant.value);
  ed.clockwise = fields.dir.value === 'cw';
  ed.turn = /** @type {Side} */ (fields.turn.value);
  ed.captured = [num(fields.capS), num(fields.capN)];
  ed.aside = [num(fields.asideS), num(fields.asideN)];
  ed.quiet = num(fields.quiet);
  ed.limit = num(fields.limit);
  ed.round = num(fields.round);
  ed.prev = /** @type {Result | ''} */ (fields.prev.value);
  for (let i = 0; i < 2 * ed.n; i++) {
    ed.closed[i] = fields[`x${i}`].checked;
    ed.seeds[i] = num(fields[`h${i}`]);
  }
}

/**
 * The start position of `e`'s variant, size and direction, as the editor's values.
 * @param {Pick<Edited, 'variant' | 'n' | 'clockwise'>} e
 */
function startFor(e) {
  return fromState(engine.describe(engine.startPosition({ variant: e.variant, n: e.n, clockwise: e.clockwise })));
}

/** @param {'start' | 'clear'} how the start position of the options chosen, or every hole emptied */
function reset(how) {
  read();
  const fresh = startFor(ed);
  if (how === 'start') ed = { ...fresh, turn: ed.turn };
  else ed.seeds = ed.seeds.map(() => 0);
  fill();
}

/** @param {Event} ev */
function onInput(ev) {
  if (ev.target === fields.n) {
    read();
    ed = { ...startFor({ ...ed, n: Number(fields.n.value) }), turn: ed.turn };
    fill();
    return;
  }
  read();
  for (let i = 0; i < 2 * ed.n; i++) fields[`h${i}`].disabled = ed.closed[i];
  check();
}

/** Asks the engine to write the position being edited and to judge it; returns its text when playable. */
function check() {
  let text = '';
  /** @type {{ ok: boolean, code?: number, message?: string }} */
  let verdict;
  try {
    // Number fields as written: format() names one that is not a whole number in range (it throws).
    text = engine.format(/** @type {PositionFields} */ (ed));
    verdict = engine.validate(text);
  } catch (e) {
    const error = /** @type {HoyitoError} */ (e);
    verdict = { ok: false, code: error.code, message: error.message }; // a field the notation cannot hold
  }
  // A field that is not a whole number is named first (the engine would only say "a number").
  const bad = badField();
  for (const input of dialog.querySelectorAll('input[aria-invalid]')) input.removeAttribute('aria-invalid');
  if (bad) {
    bad.input.setAttribute('aria-invalid', 'true');
    verdict = { ok: false };
  }
  const box = /** @type {HTMLElement} */ (dialog.querySelector('#ed-check'));
  box.dataset.valid = String(verdict.ok);
  box.dataset.position = text;
  let words = t('editorValid');
  if (bad) words = t('editorFieldNumber', { field: bad.name, value: bad.value });
  else if (!verdict.ok) words = t('editorInvalid', { message: explainError(verdict.code, verdict.message) });
  /** @type {HTMLElement} */ (box.querySelector('.ed-verdict')).textContent = words;
  const sum = (/** @type {Entry[]} */ a) =>
    a.reduce((/** @type {number} */ s, v) => s + (typeof v === 'number' ? v : 0), 0);
  const total = sum(ed.seeds.filter((_, i) => !ed.closed[i])) + sum(ed.captured) + sum(ed.aside);
  /** @type {HTMLElement} */ (box.querySelector('.ed-total')).textContent = t('seedTotal', {
    count: total,
    total: 8 * ed.n,
  });
  /** @type {HTMLButtonElement} */ (dialog.querySelector('#ed-play')).disabled = !verdict.ok;
  /** @type {HTMLButtonElement} */ (dialog.querySelector('#ed-share')).disabled = !verdict.ok;
  return verdict.ok ? text : null;
}

/**
 * The first number field (a hole, a capture, a count) holding something
 * other than a whole number of 0 or more: { input, name, value }, or null.
 */
function badField() {
  const inputs = /** @type {NodeListOf<HTMLInputElement>} */ (
    dialog.querySelectorAll('input[type="number"]:not(:disabled)')
  );
  for (const input of inputs) {
    const value = input.value.trim();
    if (value === '' || /^\d+$/.test(value)) continue;
    const i = /^h(\d+)$/.exec(input.name)?.[1];
    const name =
      i !== undefined
        ? t('hole', { player: t(holeOwner(ed.n, Number(i))), number: holeNumber(ed.n, Number(i)) })
        : (dialog.querySelector(`label[for="${input.id}"]`)?.textContent ?? input.name);
    return { input, name, value };
  }
  return null;
}

/** @param {boolean} share the share dialog next, on the position played */
function finish(share) {
  read();
  const text = check();
  if (!text) return;
  dialog.close();
  page.starting.playPosition(text);
  if (share) page.menus.openShare();
}

/**
 * Opens the editor on a position string (the board's, by default).
 * @param {import('../page/play.js').Page} p the play page's context
 * @param {string} text
 */
export function showEditor(p, text) {
  page = p;
  engine = /** @type {import('../../engine/engine.js').Engine} */ (p.ctl.engine); // loaded: the board is ready (menus.js)
  if (!dialog || dialog.dataset.lang !== language()) {
    dialog?.remove(); // built again in the language now in use
    build();
    dialog.dataset.lang = language();
  }
  ed = fromState(engine.describe(text));
  fill();
  dialog.showModal();
}
