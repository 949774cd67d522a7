// strings.js - every word the page shows, and the one way to say them.
// Logic never holds user-facing text: it asks t(key, values). The words sit
// in tables, one a language and bundle, web/js/i18n/<lang>/<bundle>.js:
//   core     what the first screen shows and says (the board, the header and
//            the action bar, the status line of a game, the spoken moves);
//   play     what the page around the board says and the board does without
//            (the move list and its tree, a move's comment, the welcome),
//            fetched with the rest of the page (main.js);
//   more     what opens later (the dialogs, the rules panel, share, the
//            editor, hints and analysis, a refused link or position, a game
//            with a friend);
//   lessons  the Learn course and the puzzle trainer (learn.js);
//   review   the game tools (records, pictures, the review).
// English's core is built in; every other table is fetched when first
// wanted, by loadWords(bundle) (or setLanguage for a language's core), and
// then t() knows its keys: one lookup for all of them, a key in one bundle
// only (page weight: nothing but 'play' is fetched unasked). A value is a string
// with {name} placeholders, or for a count an object of plural forms chosen
// by Intl.PluralRules on values.count (or on the value `by` names):
//   holeSeeds: { one: '{count} seed', other: '{count} seeds' }
// Polish needs one / few / many; a form a table lacks falls back to `other`,
// a key it lacks to English's loaded tables. tests/node/i18n.test.mjs
// checks every table, and that every key the page's code names is in one.
import enCore from './en/en.js';

/**
 * A word of a table: a string, or a count's plural forms (their names are
 * Intl.PluralRules'), chosen on values.count or on the value `by` names.
 * @typedef {string | { by?: string, zero?: string, one?: string, two?: string, few?: string, many?: string, other: string }} Word
 */
/** One language's table of one bundle, or all its words loaded so far. @typedef {Record<string, Word | undefined>} Table */
/**
 * The keys t() knows: English's, whose tables have every key of every
 * language (tests/node/i18n.test.mjs).
 * @typedef {keyof (typeof import('./en/en.js').default & typeof import('./en/en-play.js').default & typeof import('./en/en-more.js').default & typeof import('./en/lessons-en.js').default & typeof import('./en/review-en.js').default)} WordKey
 */
/** What a table's module holds (import() of it): the table. @typedef {Promise<{ default: Table }>} TableModule */

/** The languages of the page, each by its own name (never translated). */
export const LANGUAGES = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  pl: 'Polski',
  it: 'Italiano',
};

// Literal import() calls, one a table: esbuild makes each its own lazy
// chunk. The first bundle names the languages' cores only; the later tables
// are named in tables.js, fetched with the first of them (page weight).
/** @type {Record<string, () => TableModule>} */
const CORES = {
  es: () => import('./es/es.js'),
  fr: () => import('./fr/fr.js'),
  pt: () => import('./pt/pt.js'),
  pl: () => import('./pl/pl.js'),
  it: () => import('./it/it.js'),
};
// Fetched by every page that plays (main.js loads the 'play' table with the rest).
const laterTables = () => import(/* idle */ './tables.js');

/** Where the language chosen with the switch is remembered (localStorage). */
export const STORE_LANGUAGE = 'hoyito.lang';

let lang = 'en';
// Each language's words: every key of its tables loaded so far, in one object.
/** @type {Record<string, Table>} */
const words = { en: { ...enCore } };
// 'code/bundle' -> the promise of that table: one fetch however many calls.
/** @type {Map<string, Promise<Table>>} */
const loads = new Map([['en/core', Promise.resolve(enCore)]]);
// The bundles asked for so far: a change of language brings the new one's along.
const wanted = new Set(['core']);
/** @type {Map<string, Intl.PluralRules>} */
const pluralRules = new Map();

/** The language in use, e.g. 'es'. */
export function language() {
  return lang;
}

/**
 * The page's code for a language tag ('es-DO' -> 'es'), or null when the page does not speak it.
 * @param {string | null | undefined} tag
 * @returns {string | null}
 */
export function supported(tag) {
  const base = String(tag ?? '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, base) ? base : null;
}

/**
 * The language a link asks for, ?lang=es or #…&lang=es, or null.
 * @param {{ search: string, hash: string }} [loc]
 */
export function linkLanguage(loc = location) {
  const get = (/** @type {string} */ text) => new URLSearchParams(text).get('lang');
  return supported(get(loc.search.slice(1)) ?? get(loc.hash.slice(1)));
}

/**
 * The language to show: the link's, else the one chosen with the switch,
 * else the browser's first that the page speaks, else English.
 * @param {{ link?: string | null, saved?: string | null, browser?: readonly string[] }} [from]
 */
export function chooseLanguage({ link = null, saved = null, browser = [] } = {}) {
  for (const tag of [link, saved, ...browser]) {
    const code = supported(tag);
    if (code) return code;
  }
  return 'en';
}

// Where the words show: the page's document (its <html lang> and [data-s]
// texts), or, once showLanguageIn() was called, only the boards mounted in
// another page's elements, which must not relabel that page.
/** @type {Set<{ root: ParentNode, holder: HTMLElement }>} */
const boards = new Set();

/**
 * Shows the language in `root` (a shadow root) and `holder`'s lang rather than in the document.
 * @param {ParentNode} root
 * @param {HTMLElement} holder
 */
export function showLanguageIn(root, holder) {
  const board = { root, holder };
  boards.add(board);
  holder.lang = lang;
  return () => boards.delete(board);
}

function relabel() {
  if (boards.size) for (const { root } of boards) applyStrings(root);
  else if (typeof document !== 'undefined') applyStrings(document);
}

// Loads one table, once; its keys join its language's words, and if that
// language is in use the page's [data-s] elements take them (relabel).
/**
 * @param {string} code
 * @param {string} bundle
 * @returns {Promise<Table>}
 */
function table(code, bundle) {
  const id = `${code}/${bundle}`;
  let load = loads.get(id);
  if (!load) {
    const get =
      bundle === 'core' ? CORES[code]() : laterTables().then(({ default: loadTable }) => loadTable(code, bundle));
    load = get.then(({ default: got }) => {
      Object.assign((words[code] ??= {}), got);
      if (code === lang) relabel();
      return got;
    });
    load.catch(() => loads.delete(id)); // offline before it was ever cached: the next call tries again
    loads.set(id, load);
  }
  return load;
}

/**
 * Loads a bundle of words ('play', 'more', 'lessons', 'review') in the language in
 * use; await it before showing what says them. The first time it also puts
 * them into the page's [data-s] elements, hidden dialogs included. Called
 * again, it returns the same promise (already resolved once loaded); from
 * then on a change of language loads that language's bundle too. Apart
 * from 'play' (main.js: with the rest of the page), never called in idle
 * time: words are fetched when a player opens what needs them (page weight).
 * @param {string} bundle
 */
export function loadWords(bundle) {
  wanted.add(bundle);
  return table(lang, bundle);
}

/**
 * Makes `code` the language of t() and of <html lang>. Resolves to the code
 * in use: English for a language the page does not speak, and the current
 * one if its core cannot be loaded (offline before it was ever cached).
 * Every bundle loadWords() was asked for comes along in the new language.
 * @param {string | null | undefined} code
 */
export async function setLanguage(code) {
  const next = supported(code) ?? 'en';
  const [core, ...rest] = [...wanted].map((bundle) => table(next, bundle));
  const extra = Promise.all(rest.map((load) => load.catch(() => null)));
  try {
    await core;
  } catch {
    return lang;
  }
  await extra;
  lang = next;
  if (boards.size) for (const { holder } of boards) holder.lang = next;
  else if (typeof document !== 'undefined') document.documentElement.lang = next;
  return lang;
}

/**
 * @param {string} code
 * @param {number} n
 */
function pluralForm(code, n) {
  let rules = pluralRules.get(code);
  if (!rules) {
    rules = new Intl.PluralRules(code);
    pluralRules.set(code, rules);
  }
  return rules.select(n);
}

/**
 * The string for `key` in the language in use (English's for a key its
 * tables lack, the key itself when no loaded table has it): the plural form
 * `values` call for (a missing form falls back to `other`), {name}
 * placeholders filled from `values`.
 * @param {WordKey} key
 * @param {Record<string, unknown>} [values]
 * @returns {string}
 */
export function t(key, values = {}) {
  let text = words[lang][key];
  let code = lang;
  if (text === undefined) {
    text = words.en[key];
    code = 'en';
  }
  if (text === undefined) return key;
  if (typeof text === 'object') text = text[pluralForm(code, Number(values[text.by ?? 'count']))] ?? text.other;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}

/**
 * Whether t(key) has words for it now (else its table is not loaded yet).
 * @param {string | undefined} key
 * @returns {key is WordKey}
 */
const known = (key) =>
  (words[lang][/** @type {string} */ (key)] ?? words.en[/** @type {string} */ (key)]) !== undefined;

/**
 * Fills every element with data-s="key" (textContent), data-s-label="key"
 * (aria-label) or data-s-title="key" (title). A key whose table is not
 * loaded yet (a hidden dialog's, before loadWords('more')) keeps the HTML's own text.
 * @param {ParentNode} root
 */
export function applyStrings(root) {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-s]')))
    if (known(el.dataset.s)) el.textContent = t(el.dataset.s);
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-s-label]')))
    if (known(el.dataset.sLabel)) el.setAttribute('aria-label', t(el.dataset.sLabel));
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll('[data-s-title]')))
    if (known(el.dataset.sTitle)) el.title = t(el.dataset.sTitle);
}
