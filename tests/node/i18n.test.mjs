// The language tables: every language has every key of the English table
// and no other, the same {placeholders}, the plural forms its language
// needs (Intl.PluralRules), and t() picks the right one. A language's table
// is its core (i18n/xx.js; English's is in strings.js) and its "more"
// (i18n/xx-more.js, the rules, share and editor words): a key sits in the
// same half in every language, since the page loads the halves separately.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { en as enCore, LANGUAGES, loadTable, loadMore, setLanguage, t } from '../../web/js/strings.js';

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

for (const code of others) {
  test(`${code}: each key in the same half (core or more) as in English`, async () => {
    const core = (await import(`../../web/js/i18n/${code}.js`)).default;
    assert.deepEqual(Object.keys(core).sort(), Object.keys(enCore).sort());
  });
}

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

test('the rules, share and editor words arrive with loadMore(), in the language in use', async () => {
  assert.equal(await setLanguage('it'), 'it');
  assert.equal(t('rulesGoalH'), 'rulesGoalH', 'not loaded yet: the key itself');
  await loadMore();
  assert.equal(t('rulesGoalH'), 'Scopo');
  assert.equal(await setLanguage('pt'), 'pt');
  assert.equal(t('rulesGoalH'), 'rulesGoalH', 'another language: its own words are loaded afresh');
  await loadMore();
  assert.equal(t('rulesGoalH'), 'Objetivo');
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
