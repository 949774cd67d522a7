// The language tables: every language has every key of the English table
// and no other, the same {placeholders}, the plural forms its language
// needs (Intl.PluralRules), and t() picks the right one. A language's table
// is its core (i18n/xx/xx.js; English's is in strings.js), what the first
// screen shows and says, and its "more" (i18n/xx/xx-more.js), the words of what
// opens later: a key sits in one half only, the same in every language,
// since the page loads the halves separately. Every key web/index.html names
// in a data-s attribute is in the core, or sits in a dialog or an element
// hidden until something that loads the "more" words shows it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { en as enCore, LANGUAGES, loadTable, loadMore, setLanguage, t } from '../../web/js/i18n/strings.js';

const CODES = Object.keys(LANGUAGES);
const others = CODES.filter((c) => c !== 'en');
const tables = Object.fromEntries(await Promise.all(CODES.map(async (c) => [c, await loadTable(c)])));
const en = tables.en;

const placeholders = (text) => new Set([...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
const forms = (value) => (typeof value === 'string' ? [value] : Object.entries(value).filter(([k]) => k !== 'by').map(([, v]) => v));
const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

// The plural categories a language uses for whole numbers (counts of seeds,
// holes, moves): CLDR's categories for fractions or millions never show here.
function integerCategories(code) {
  const rules = new Intl.PluralRules(code);
  const out = new Set();
  for (let n = 0; n <= 10000; n++) out.add(rules.select(n));
  return out;
}

test('the page offers Spanish, English, French, Portuguese, Polish and Italian', () => {
  assert.deepEqual(new Set(CODES), new Set(['es', 'en', 'fr', 'pt', 'pl', 'it']));
  for (const key of Object.keys(enCore)) assert.equal(en[key], enCore[key], `English core ${key}`);
});

const enMoreKeys = Object.keys((await import('../../web/js/i18n/en/en-more.js')).default);

for (const code of CODES) {
  test(`${code}: each key in one half only, the same half (core or more) as in English`, async () => {
    const core = code === 'en' ? enCore : (await import(`../../web/js/i18n/${code}/${code}.js`)).default;
    const more = (await import(`../../web/js/i18n/${code}/${code}-more.js`)).default;
    assert.deepEqual(Object.keys(core).filter((k) => k in more), [], `${code}: keys in both halves`);
    assert.deepEqual(Object.keys(core).sort(), Object.keys(enCore).sort(), `${code}: the core's keys`);
    assert.deepEqual(Object.keys(more).sort(), enMoreKeys.slice().sort(), `${code}: the more table's keys`);
  });
}

// The elements of an HTML page with their ancestors (a tag reader, enough
// for the page's own HTML: no scripts or comments with tags in them).
function elements(html) {
  const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
  const out = [];
  const open = [];
  for (const m of html.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [, closing, name, attrs] = m;
    if (closing) {
      const at = open.map((e) => e.name).lastIndexOf(name.toLowerCase());
      if (at >= 0) open.length = at;
      continue;
    }
    const attr = Object.fromEntries([...attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k, v ?? '']));
    const el = { name: name.toLowerCase(), attr, ancestors: open.slice() };
    out.push(el);
    if (!VOID.has(el.name) && !attrs.trim().endsWith('/')) open.push(el);
  }
  return out;
}

test('index.html: a word of the later tables shows only in a dialog or an element hidden until then', () => {
  const html = fs.readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  const later = new Set(enMoreKeys);
  const seen = [];
  for (const el of elements(html)) {
    for (const name of ['data-s', 'data-s-label', 'data-s-title']) {
      const key = el.attr[name];
      if (key === undefined) continue;
      assert.ok(key in enCore || later.has(key), `index.html names "${key}", which no table has`);
      if (!later.has(key)) continue;
      seen.push(key);
      const shownLater = [el, ...el.ancestors].some((e) => e.name === 'dialog' || 'hidden' in e.attr);
      assert.ok(shownLater, `index.html: "${key}" (<${el.name}>) shows before its words are loaded`);
    }
  }
  assert.ok(seen.includes('rulesTitle') && seen.includes('friendSend'), 'the reader found the later words');
});

test('the new-game and game-over dialogs (dialogs.js, added when first wanted): every word is in a table', () => {
  const js = fs.readFileSync(new URL('../../web/js/game/dialogs.js', import.meta.url), 'utf8');
  const markup = /const MARKUP = `([\s\S]*?)`;/.exec(js)[1];
  const keys = elements(markup).flatMap((el) => ['data-s', 'data-s-label', 'data-s-title'].map((n) => el.attr[n]).filter(Boolean));
  assert.ok(keys.includes('newGameTitle') && keys.includes('lookAtBoard'), 'the reader found the dialogs\' words');
  assert.deepEqual(keys.filter((k) => !(k in enCore) && !enMoreKeys.includes(k)), []);
});

test('embed.html: every word is in the core (the embed loads the later tables only for a link\'s problem)', () => {
  const html = fs.readFileSync(new URL('../../web/embed.html', import.meta.url), 'utf8');
  const keys = elements(html).flatMap((el) => ['data-s', 'data-s-label', 'data-s-title'].map((n) => el.attr[n]).filter(Boolean));
  assert.ok(keys.includes('replayPlay'));
  assert.deepEqual(keys.filter((k) => !(k in enCore)), []);
});

for (const code of others) {
  test(`${code}: every key of the English table, and no other`, () => {
    const table = tables[code];
    const missing = Object.keys(en).filter((k) => !(k in table));
    const extra = Object.keys(table).filter((k) => !(k in en));
    assert.deepEqual(missing, [], `${code} lacks these keys`);
    assert.deepEqual(extra, [], `${code} has keys English does not`);
  });

  test(`${code}: the same placeholders as English, in every plural form`, () => {
    for (const [key, value] of Object.entries(tables[code])) {
      const want = placeholders(forms(en[key]).at(-1));
      for (const text of forms(value)) {
        assert.equal(typeof text, 'string', `${code}.${key}`);
        assert.ok(text.trim().length > 0, `${code}.${key} is empty`);
        assert.ok(same(placeholders(text), want), `${code}.${key}: "${text}" should use {${[...want].join('}, {')}}`);
      }
    }
  });

  test(`${code}: plural entries have the forms ${code} needs for whole numbers`, () => {
    const needed = integerCategories(code);
    for (const [key, value] of Object.entries(tables[code])) {
      const english = en[key];
      assert.equal(typeof value, typeof english, `${code}.${key}: plural in one table only`);
      if (typeof value === 'string') continue;
      assert.equal(value.by, english.by, `${code}.${key}: counts the same number as English`);
      for (const category of needed) assert.ok(category in value, `${code}.${key} lacks its "${category}" form`);
    }
  });
}

test('English plural entries count a value every use supplies, and have one and other', () => {
  for (const [key, value] of Object.entries(en)) {
    if (typeof value === 'string') continue;
    assert.ok('one' in value && 'other' in value, `en.${key}`);
    const by = value.by ?? 'count';
    for (const text of forms(value)) assert.ok(placeholders(text).has(by), `en.${key} shows {${by}}`);
  }
});

test('the keyboard letters for the board and the score differ in every language', () => {
  for (const code of CODES) {
    const { keyBoard, keyScore } = tables[code];
    assert.match(keyBoard, /^\p{Ll}$/u, `${code}: one lowercase letter`);
    assert.match(keyScore, /^\p{Ll}$/u, `${code}: one lowercase letter`);
    assert.notEqual(keyBoard, keyScore, code);
  }
});

test('a translation is written for the game, not left in English', () => {
  // Names, numbers and notation are the same in every language; anything
  // else that matches English word for word was forgotten.
  const neutral = new Set(['title', 'variantName', 'variantI', 'variantII', 'variantIII', 'boardSize', 'hole', 'score', 'S_short', 'N_short', 'srMove']);
  const words = (text) => text.replace(/\{\w+\}/g, '').match(/\p{L}{3,}/gu) ?? [];
  for (const code of others) {
    const left = Object.keys(en).filter((key) => !neutral.has(key)
      && forms(en[key]).some((text) => words(text).length > 1 && forms(tables[code][key]).includes(text)));
    assert.deepEqual(left, [], `${code}: still in English`);
  }
});

test('the later words arrive with loadMore(), in the language in use, and come along with a language switch', async () => {
  assert.equal(await setLanguage('it'), 'it');
  assert.equal(t('rulesGoalH'), 'rulesGoalH', 'not loaded yet: the key itself');
  assert.equal(t('gameOver'), 'gameOver', 'the game-over dialog\'s words are later words too');
  const once = loadMore();
  assert.equal(loadMore(), once, 'called again: the same promise');
  await once;
  assert.equal(t('rulesGoalH'), 'Scopo');
  assert.equal(t('toMove', { player: t('S') }), 'Tocca a Sud', 'the core as before');
  assert.equal(await setLanguage('pt'), 'pt');
  assert.equal(t('rulesGoalH'), 'Objetivo', 'loaded once: a switch brings the new language\'s at once');
  assert.equal(t('newGameTitle'), 'Nova partida');
});

test('t() picks the plural form of the language in use: 1 semilla, 2 semillas; 1 ziarno, 3 ziarna, 5 ziaren, 22 ziarna', async () => {
  assert.equal(await setLanguage('es'), 'es');
  assert.equal(t('holeSeeds', { count: 1 }), '1 semilla');
  assert.equal(t('holeSeeds', { count: 2 }), '2 semillas');
  assert.equal(t('sizeOption', { n: 7 }), '7 casitas', 'counted by n, not count');
  assert.equal(await setLanguage('pl'), 'pl');
  assert.equal(t('holeSeeds', { count: 1 }), '1 ziarno');
  assert.equal(t('holeSeeds', { count: 3 }), '3 ziarna');
  assert.equal(t('holeSeeds', { count: 5 }), '5 ziaren');
  assert.equal(t('holeSeeds', { count: 12 }), '12 ziaren');
  assert.equal(t('holeSeeds', { count: 22 }), '22 ziarna');
  assert.equal(t('holeSeeds', { count: 0 }), '0 ziaren');
  assert.equal(t('sizeOption', { n: 3 }), '3 dołki');
  assert.equal(await setLanguage('fr'), 'fr');
  assert.equal(t('holeSeeds', { count: 0 }), '0 graine', 'French counts zero as singular');
  assert.equal(await setLanguage('en'), 'en');
  assert.equal(t('holeSeeds', { count: 1 }), '1 seed');
  assert.equal(t('holeSeeds', { count: 0 }), '0 seeds');
  assert.equal(await setLanguage('xx'), 'en', 'an unknown language falls back to English');
});
