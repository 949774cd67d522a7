// The tables of words, web/js/i18n/<lang>/<bundle>.js: every language has
// every bundle English has, each with every key of English's and no other,
// the same {placeholders}, the plural forms its language needs
// (Intl.PluralRules), and t() picks the right one. A key sits in one bundle
// only, the same in every language, since the page loads the bundles
// separately (strings.js loadWords): the core, what the first screen shows
// and says; more, the words of what opens later; lessons; review. Every key
// web/index.html names in a data-s attribute is in the core, or sits in a
// dialog or an element hidden until something that loads the "more" words
// shows it; every key the page's code names is in a bundle, and the one
// loader loads every bundle of every language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as esbuild from 'esbuild';
import { LANGUAGES, loadWords, setLanguage, t } from '../../web/js/i18n/strings.js';

const CODES = Object.keys(LANGUAGES);
const others = CODES.filter((c) => c !== 'en');
const I18N = new URL('../../web/js/i18n/', import.meta.url);
const filesOf = (code) =>
  fs.existsSync(new URL(`${code}/`, I18N))
    ? fs
        .readdirSync(new URL(`${code}/`, I18N))
        .filter((f) => f.endsWith('.js'))
        .sort()
    : [];
// A bundle's file in a language's folder carries the language in its name
// (built files are named after their source, and no two modules share one).
const FILE = {
  core: (c) => `${c}.js`,
  lessons: (c) => `lessons-${c}.js`,
  more: (c) => `${c}-more.js`,
  play: (c) => `${c}-play.js`,
  review: (c) => `review-${c}.js`,
};
const BUNDLES = Object.keys(FILE);
// bundles[code][bundle]: the table (null where the file is missing: the first test says so).
const bundles = {};
for (const code of CODES) {
  bundles[code] = {};
  for (const b of BUNDLES) {
    const file = new URL(`${code}/${FILE[b](code)}`, I18N);
    bundles[code][b] = fs.existsSync(file) ? (await import(file)).default : null;
  }
}
// Each language's words, every bundle in one table (keys never repeat across bundles).
const tables = Object.fromEntries(CODES.map((c) => [c, Object.assign({}, ...Object.values(bundles[c]))]));
const en = tables.en;
const enCore = bundles.en.core;
const enMoreKeys = Object.keys(bundles.en.more);

const placeholders = (text) => new Set([...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
const forms = (value) =>
  typeof value === 'string'
    ? [value]
    : Object.entries(value)
        .filter(([k]) => k !== 'by')
        .map(([, v]) => v);
const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));

// The plural categories a language uses for whole numbers (counts of seeds,
// holes, moves): CLDR's categories for fractions or millions never show here.
function integerCategories(code) {
  const rules = new Intl.PluralRules(code);
  const out = new Set();
  for (let n = 0; n <= 10000; n++) out.add(rules.select(n));
  return out;
}

test('the page offers Spanish, English, French, Portuguese, Polish and Italian, each with the five bundles', () => {
  assert.deepEqual(new Set(CODES), new Set(['es', 'en', 'fr', 'pt', 'pl', 'it']));
  assert.deepEqual(BUNDLES, ['core', 'lessons', 'more', 'play', 'review']);
  for (const code of CODES)
    assert.deepEqual(filesOf(code), BUNDLES.map((b) => FILE[b](code)).sort(), `web/js/i18n/${code}/`);
  const folders = fs
    .readdirSync(I18N, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  assert.deepEqual(folders.sort(), [...CODES].sort(), 'a folder a language, no other');
});

test('English: a key sits in one bundle only', () => {
  const seen = new Map();
  for (const b of BUNDLES) {
    for (const key of Object.keys(bundles.en[b])) {
      assert.ok(!seen.has(key), `"${key}" is in both ${seen.get(key)} and ${b}`);
      seen.set(key, b);
    }
  }
});

for (const code of others) {
  test(`${code}: each bundle has the keys of English's, and no other`, () => {
    for (const b of BUNDLES) {
      const table = bundles[code][b];
      assert.ok(table, `web/js/i18n/${code}/${FILE[b](code)} is missing`);
      const missing = Object.keys(bundles.en[b]).filter((k) => !(k in table));
      const extra = Object.keys(table).filter((k) => !(k in bundles.en[b]));
      assert.deepEqual(missing, [], `${code}/${b} lacks these keys`);
      assert.deepEqual(extra, [], `${code}/${b} has keys English's does not`);
    }
  });
}

// The elements of an HTML page with their ancestors (a tag reader, enough
// for the page's own HTML: no scripts or comments with tags in them).
function elements(html) {
  const VOID = new Set([
    'area',
    'base',
    'br',
    'col',
    'embed',
    'hr',
    'img',
    'input',
    'link',
    'meta',
    'source',
    'track',
    'wbr',
  ]);
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
  const keys = elements(markup).flatMap((el) =>
    ['data-s', 'data-s-label', 'data-s-title'].map((n) => el.attr[n]).filter(Boolean),
  );
  assert.ok(keys.includes('newGameTitle') && keys.includes('lookAtBoard'), "the reader found the dialogs' words");
  assert.deepEqual(
    keys.filter((k) => !(k in enCore) && !enMoreKeys.includes(k)),
    [],
  );
});

test("the start-up's modules (main.js and what it imports, not what it fetches later) name none of the play table's words", async () => {
  // Until the rest of the page and its words arrive, a later table's key would show as the key itself.
  const main = new URL('../../web/js/main.js', import.meta.url).pathname;
  const { metafile } = await esbuild.build({
    entryPoints: [main],
    bundle: true,
    write: false,
    format: 'esm',
    outdir: 'unused',
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'later',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (a) =>
            a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  const files = Object.keys(metafile.inputs).filter((f) => f.startsWith('web/') && !f.includes('/i18n/'));
  assert.ok(
    files.some((f) => f.endsWith('board/status-panel.js')),
    "the reader found the start-up's modules",
  );
  const code = files
    .map((f) => fs.readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8'))
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
  // The play table's words: the start-up draws the board without them (a later table's words are
  // loaded by what shows them: the start-up names some for states that load them first).
  const play = Object.keys(bundles.en.play);
  assert.deepEqual(
    play.filter((k) => new RegExp(`\\b${k}\\b`).test(code) || (k.endsWith('_short') && code.includes('_short'))),
    [],
  );
});

test("embed.html: every word is in the core (the embed loads the later tables only for a link's problem)", () => {
  const html = fs.readFileSync(new URL('../../web/embed.html', import.meta.url), 'utf8');
  const keys = elements(html).flatMap((el) =>
    ['data-s', 'data-s-label', 'data-s-title'].map((n) => el.attr[n]).filter(Boolean),
  );
  assert.ok(keys.includes('replayPlay'));
  assert.deepEqual(
    keys.filter((k) => !(k in enCore)),
    [],
  );
});

for (const code of others) {
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
  const neutral = new Set([
    'title',
    'variantName',
    'variantI',
    'variantII',
    'variantIII',
    'boardSize',
    'hole',
    'score',
    'S_short',
    'N_short',
    'srMove',
  ]);
  const words = (text) => text.replace(/\{\w+\}/g, '').match(/\p{L}{3,}/gu) ?? [];
  for (const code of others) {
    const left = Object.keys(en).filter(
      (key) =>
        !neutral.has(key) &&
        forms(en[key]).some((text) => words(text).length > 1 && forms(tables[code][key]).includes(text)),
    );
    assert.deepEqual(left, [], `${code}: still in English`);
  }
});

test("a bundle's words arrive with loadWords(bundle), in the language in use, and come along with a language switch", async () => {
  assert.equal(await setLanguage('it'), 'it');
  assert.equal(t('rulesGoalH'), 'rulesGoalH', 'not loaded yet: the key itself');
  assert.equal(t('gameOver'), 'gameOver', "the game-over dialog's words are later words too");
  assert.equal(t('recordImported', { count: 2 }), 'recordImported', "nor the review's");
  const once = loadWords('more');
  assert.equal(loadWords('more'), once, 'called again: the same promise');
  await once;
  assert.equal(t('rulesGoalH'), 'Scopo');
  assert.equal(t('toMove', { player: t('S') }), 'Tocca a Sud', 'the core as before');
  assert.equal(t('recordImported', { count: 2 }), 'recordImported', 'one bundle at a time');
  assert.equal(await setLanguage('pt'), 'pt');
  assert.equal(t('rulesGoalH'), 'Objetivo', "loaded once: a switch brings the new language's at once");
  assert.equal(t('newGameTitle'), 'Nova partida');
  await loadWords('review');
  assert.equal(t('recordImported', { count: 2 }), tables.pt.recordImported.other.replace('{count}', '2'));
  assert.equal(await setLanguage('pl'), 'pl');
  assert.equal(
    t('recordImported', { count: 5 }),
    tables.pl.recordImported.many.replace('{count}', '5'),
    "the review's words came along",
  );
  assert.equal(t('newGameTitle'), tables.pl.newGameTitle);
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

test('the one loader loads every bundle of every language: t() then says each key in that language', async () => {
  for (const code of CODES) {
    assert.equal(await setLanguage(code), code);
    for (const b of BUNDLES) {
      if (b !== 'core') await loadWords(b);
      for (const [key, value] of Object.entries(bundles[code][b])) {
        const text = typeof value === 'string' ? value : value.other;
        if (placeholders(text).size === 0 && typeof value === 'string')
          assert.equal(t(key), text, `${code}/${b}: ${key}`);
        else assert.notEqual(t(key, { count: 7, n: 7 }), key, `${code}/${b}: ${key}`);
      }
    }
  }
  assert.equal(await setLanguage('en'), 'en');
  await assert.rejects(loadWords('nope'), /no words bundle "nope"/, 'an unknown bundle is refused by name');
  assert.equal(t('nope'), 'nope', 'an unknown key shows itself');
});

// The keys the page's code names literally: t('key'), a first argument's
// quoted keys (t(cond ? 'a' : 'b')), animate.js's say('key'), { key: 'key' }
// messages, game-panel.js's act(id, 'key'), and data-s attributes in markup.
// Keys built at run time (lessons' `${id}Goal${k}`, `aiLevel${n}`) are
// checked where they are built (tests/node/lessons.test.mjs, the tables' tests).
function namedKeys(source) {
  const keys = new Set();
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1'); // comments name keys as examples
  for (const m of text.matchAll(/\b(?:t|say)\(/g)) {
    let depth = 0;
    let end = m.index + m[0].length;
    for (; end < text.length; end++) {
      const c = text[end];
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c)) {
        if (depth-- === 0) break;
      } else if (c === ',' && depth === 0) break;
    }
    const first = text.slice(m.index + m[0].length, end);
    // t(cond ? 'a' : 'b'): the keys are the choices, not what the condition compares.
    for (const q of first.slice(first.search(/\?(?![.?])/) + 1).matchAll(/'(\w+)'/g)) keys.add(q[1]);
  }
  for (const re of [
    /\bkey: '(\w+)'/g,
    /\bact\('[\w-]+', '(\w+)'/g,
    /\bdata-s(?:-label|-title)?="(\w+)"/g,
    /'data-[sr](?:-label|-title)?': '(\w+)'/g,
  ]) {
    for (const m of text.matchAll(re)) keys.add(m[1]);
  }
  return keys;
}

test("every key the page's code and HTML name is in a bundle", () => {
  const web = new URL('../../web/', import.meta.url);
  // Every page and module but the tables of words themselves.
  const files = fs
    .readdirSync(web, { recursive: true })
    .filter((f) => /\.(html|js)$/.test(f) && !/^js\/i18n\/\w\w\//.test(f) && !/^(gen|engine\/gen)\//.test(f));
  const unknown = [];
  const found = new Set();
  for (const file of files) {
    for (const key of namedKeys(fs.readFileSync(new URL(file, web), 'utf8'))) {
      found.add(key);
      if (!(key in en)) unknown.push(`${file}: ${key}`);
    }
  }
  for (const b of BUNDLES) {
    const some = Object.keys(bundles.en[b]).filter((k) => found.has(k));
    assert.ok(some.length >= 5, `the reader found the ${b} words the code names (${some.length})`);
  }
  assert.deepEqual(unknown, []);
});
