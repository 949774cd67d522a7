// record-strings.test.mjs - the game tools' own string tables
// (web/js/i18n/xx/review-xx.js: records, pictures, the review): every language
// has every English key and no other, the same placeholders, and plural
// forms where English has them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES } from '../../web/js/i18n/strings.js';

const codes = Object.keys(LANGUAGES);
const tables = Object.fromEntries(await Promise.all(codes.map(async (c) => [c, (await import(`../../web/js/i18n/${c}/review-${c}.js`)).default])));
const en = tables.en;
const holes = (v) => [...JSON.stringify(v).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().filter((x, i, a) => a.indexOf(x) === i);

test('a review table for each of the page\'s languages', () => {
  assert.deepEqual(codes.sort(), ['en', 'es', 'fr', 'it', 'pl', 'pt']);
});

for (const code of codes) {
  test(`review-${code}: the English keys, placeholders and plural forms`, () => {
    const table = tables[code];
    assert.deepEqual(Object.keys(table).sort(), Object.keys(en).sort());
    for (const [key, value] of Object.entries(table)) {
      assert.equal(typeof value, typeof en[key], `${code}.${key}: plural in one table only`);
      assert.deepEqual(holes(value), holes(en[key]), `${code}.${key}: placeholders`);
      if (typeof value === 'object') assert.ok(value.other, `${code}.${key}: an "other" form`);
      for (const form of Object.values(typeof value === 'object' ? value : { value })) assert.ok(form.trim().length > 0);
    }
  });
}
