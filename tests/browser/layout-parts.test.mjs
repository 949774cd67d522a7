// Parts of the layout measured one by one (layout.test.mjs measures the
// whole page for clipped and covered words): the focus ring shown to the
// keyboard only, the header in one row on a desktop, a word with each icon
// of a phone's action bar, in the six languages; a 2x12 board on a phone
// with holes a finger hits and its lap note off the matchup line; the
// analysis line's numbers and the value badges each in a place of their own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle, useBrowser, watchSowNote } from './harness.mjs';
import { loadTestEngine } from '../node/helpers.mjs';

const LANGS = ['en', 'es', 'fr', 'pt', 'pl', 'it'];
const engine = await loadTestEngine();
const START = engine.startPosition({});

let env;
const skip = useBrowser({ hasTouch: true }, (s) => ({ env } = s));

/** Opens the page at `hash` in `lang` on a new page of `size`, and waits for the board. */
async function open(size, lang, hash = '') {
  const page = await env.newPage(size);
  await page.goto(`${env.url}?lang=${lang}${hash ? `#${hash}` : ''}`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await waitIdle(page);
  return page;
}

/** What marks the focused element as focused, as drawn ('' when nothing does). */
function focusMark(page) {
  return page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body) return '';
    const s = getComputedStyle(a);
    const marks = [];
    if (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) marks.push(`outline ${s.outlineStyle}`);
    if (s.textDecorationLine.includes('underline')) marks.push('underline');
    const dashed = a.querySelector?.(':scope > .focus');
    if (dashed && Number(getComputedStyle(dashed).opacity) > 0) marks.push('dashed ring');
    // The language's select is transparent: its label draws the ring.
    const label = a.closest('.lang');
    if (label && getComputedStyle(label).outlineStyle !== 'none') marks.push('outline on its label');
    return marks.join(', ');
  });
}

const activeName = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return `${a.tagName.toLowerCase()}#${a.id} ${a.dataset?.hole ?? ''}`;
  });

test('a tap or a click moves the focus without a ring, the keyboard with one', { skip }, async () => {
  const page = await open({ width: 360, height: 740 }, 'en', `pos=${START}`);
  // A tap on Learn: the lesson's heading takes the focus from the script, and shows no ring.
  await page.tap('#learn-open');
  await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
  await page.waitForFunction(() => document.activeElement?.id === 'learn-title');
  assert.equal(await focusMark(page), '', `${await activeName(page)} after a tap`);
  // Back to the game by a click, a hole played by a tap: the focus the page moves shows no ring either.
  await page.click('#learn-close');
  await waitIdle(page);
  assert.equal(await focusMark(page), '', `${await activeName(page)} after a click`);
  await page.tap('#board .hole.legal');
  await waitIdle(page);
  assert.equal(await focusMark(page), '', `${await activeName(page)} after a tap on a hole`);
  // By the keyboard every stop shows its ring: the header's buttons, the board's holes, the bar.
  const seen = new Set();
  for (let k = 0; k < 30; k++) {
    await page.keyboard.press('Tab');
    const name = await activeName(page);
    if (name.startsWith('body')) continue;
    seen.add(name);
    assert.notEqual(await focusMark(page), '', `${name} reached by Tab`);
  }
  assert.ok(seen.size > 10, [...seen].join(' | '));
  // The lesson's heading given the focus after the keyboard opened the lesson: marked.
  await page.focus('#learn-open');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'learn-title');
  assert.notEqual(await focusMark(page), '', 'the heading after Enter');
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const lang of LANGS) {
  test(`${lang} at 1280x800: the header in one row, no button's words on two lines`, { skip }, async () => {
    const page = await open({ width: 1280, height: 800 }, lang, `pos=${START}&moves=1.1`);
    const found = await page.evaluate(() => {
      const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
      const top = document.querySelector('.top');
      const items = [...top.querySelectorAll('.brand, .info, .top-actions > button, :scope > button, .lang')].filter(
        shown,
      );
      const out = [];
      const mid = (e) => {
        const r = e.getBoundingClientRect();
        return (r.top + r.bottom) / 2;
      };
      const name = (e) => `${e.tagName.toLowerCase()}#${e.id}.${e.className} "${e.textContent.trim().slice(0, 30)}"`;
      // One row: each item's middle within 4 px of the brand's (a second row's is 40 px lower).
      const m0 = mid(items[0]);
      for (const e of items) if (Math.abs(mid(e) - m0) > 4) out.push(`off the row: ${name(e)} ${mid(e) - m0} px`);
      // A button's words on one line: their text's boxes all at one height.
      for (const b of items.filter((e) => e.matches('button, .lang'))) {
        const tops = new Set();
        const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          const p = n.parentElement;
          if (!n.textContent.trim() || !shown(p) || p.closest('.visually-hidden, select, svg')) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 2 && r.height > 2) tops.add(Math.round(r.top));
        }
        if (tops.size > 1) out.push(`words on ${tops.size} lines: ${name(b)}`);
      }
      return out;
    });
    assert.deepEqual(found, []);
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

for (const lang of LANGS) {
  test(`${lang} at 360x740: each button of the action bar shows its word, whole, beside no other`, {
    skip,
  }, async () => {
    // The speed at its longest word (Instantánea, Instantanée): the select is as wide as the speed shown.
    const page = await env.newPage({ width: 360, height: 740 });
    await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
    await page.goto(`${env.url}?lang=${lang}#pos=${START}&moves=1.1`);
    await waitIdle(page);
    const found = await page.evaluate(() => {
      const out = [];
      const shown = (e) => {
        if (!e.getClientRects().length || e.closest('.visually-hidden')) return false;
        for (let b = e; b; b = b.parentElement) {
          const r = b.getBoundingClientRect();
          if (r.width <= 2 || r.height <= 2) return false;
        }
        const s = getComputedStyle(e);
        return s.visibility !== 'hidden' && Number(s.opacity) > 0.05;
      };
      const bar = document.querySelector('.bar');
      const items = [...bar.querySelectorAll(':scope > button, :scope > label')].filter(shown);
      const boxes = items.map((e) => e.getBoundingClientRect());
      const name = (e) => `${e.tagName.toLowerCase()}#${e.id}`;
      for (const [i, b] of items.entries()) {
        const box = boxes[i];
        if (box.left < -1 || box.right > innerWidth + 1) out.push(`${name(b)} past the screen's edge`);
        // Neighbours apart: no two boxes of the bar share a point.
        const next = boxes[i + 1];
        if (next && next.left < box.right - 1 && next.top < box.bottom - 1 && box.top < next.bottom - 1)
          out.push(`${name(b)} under ${name(items[i + 1])}`);
        if (b.tagName !== 'BUTTON') continue;
        // Its words: seen, and wholly inside its box (none cut, none running into the next button).
        const words = [];
        const walk = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (!n.textContent.trim() || !shown(n.parentElement)) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          words.push(...[...range.getClientRects()].filter((r) => r.width > 2 && r.height > 2));
        }
        if (!words.length) out.push(`${name(b)} shows no word`);
        for (const r of words)
          if (
            r.left < box.left - 0.5 ||
            r.right > box.right + 0.5 ||
            r.top < box.top - 0.5 ||
            r.bottom > box.bottom + 0.5
          )
            out.push(
              `${name(b)}'s word [${Math.round(r.left)}..${Math.round(r.right)}] out of its box [${Math.round(box.left)}..${Math.round(box.right)}]`,
            );
        if (b.scrollWidth > b.clientWidth + 1) out.push(`${name(b)}'s word wider than its box`);
        if (words.length && new Set(words.map((r) => Math.round(r.top))).size > 1)
          out.push(`${name(b)}'s word on two lines`);
      }
      if (bar.scrollWidth > bar.clientWidth) out.push(`the bar is ${bar.scrollWidth} px wide in ${bar.clientWidth}`);
      if (bar.getBoundingClientRect().height > 72)
        out.push(`the bar is ${Math.round(bar.getBoundingClientRect().height)} px tall`);
      return out;
    });
    assert.deepEqual(found, []);
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

// North to move on a 2x12 board; North 8 sows 95 seeds in 19 laps (sow-note.test.mjs).
const LONG = 'I:0,0,7,1,7,3,7,7,0,2,6,6/6,6,1,0,1,7,7,2,7,1,6,6:N:0,0:quiet=3';
const BIG = engine.startPosition({ variant: 'II', n: 12 });

/** The board's holes (their pits as drawn) under 32 px across or along. */
function smallHoles(page) {
  return page.evaluate(async () => {
    for (let k = 0; k < 3; k++) await new Promise(requestAnimationFrame); // the drawing takes its box a frame later
    return [...document.querySelectorAll('#board [data-hole] .pit')]
      .map((p) => ({ hole: p.parentElement.dataset.hole, r: p.getBoundingClientRect() }))
      .filter(({ r }) => Math.min(r.width, r.height) < 32)
      .map(({ hole, r }) => `${hole} ${Math.round(r.width)}x${Math.round(r.height)}`);
  });
}

test('a 2x12 game at 360x740: holes at least 32 px across, the lap note off the matchup line', { skip }, async () => {
  const page = await env.newPage({ width: 360, height: 740 });
  await page.addInitScript(() => {
    localStorage.setItem('hoyito.speed', JSON.stringify('normal'));
    localStorage.removeItem('hoyito.skipTip'); // the tip too: the note at its tallest
  });
  const found = [];
  // Hoyito II from its start, Analyse open (its panel under the board), as the layout test shows it.
  await page.goto(`${env.url}?lang=pl#pos=${BIG}&moves=1.1.2`);
  await waitIdle(page);
  await page.click('#analyse');
  await page.waitForSelector('#analysis:not([hidden]) .analysis-list li', { timeout: 120000 });
  for (const h of await smallHoles(page)) found.push(`analysed: ${h}`);
  await page.goto(`${env.url}?lang=pl#pos=${LONG}`);
  await waitIdle(page);
  for (const h of await smallHoles(page)) found.push(`relay: ${h}`);
  assert.ok(await page.isVisible('.matchup'), 'the matchup line shows');
  await watchSowNote(page, '.matchup, [data-testid="status"], #board [data-hole]');
  await page.click('[data-hole="N8"]');
  await page.waitForSelector('.sow-note:not([hidden]) .sow-laps:not([hidden])');
  await waitIdle(page);
  assert.ok((await page.evaluate(() => window.shown)) > 3, 'the note was seen, lap after lap');
  found.push(...(await page.evaluate(() => [...new Set(window.overlaps)])));
  assert.deepEqual(found, []);
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const [width, height] of [
  [360, 740],
  [1280, 800],
]) {
  test(`Analyse at ${width}x${height}: the line's numbers and the value badges on no other mark`, {
    skip,
  }, async () => {
    const found = [];
    for (const [name, hash] of [
      ['2x6', `pos=${START}&moves=1.1.1.2.1.5.2.6`],
      ['2x12', `pos=${BIG}&moves=1.1.2`],
    ]) {
      const page = await open({ width, height }, 'en', hash);
      await page.click('#analyse');
      await page.waitForSelector('#board .analysis-marks .mark', { timeout: 120000 });
      await page.waitForFunction(() => document.querySelectorAll('#board .hole[data-pv]').length > 0, null, {
        timeout: 120000,
      });
      const faults = await page.evaluate(async () => {
        for (let k = 0; k < 3; k++) await new Promise(requestAnimationFrame);
        const out = [];
        const box = (r) =>
          `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}]`;
        const marks = [
          ...[...document.querySelectorAll('#board .pv-step:not([visibility="hidden"])')].map((m) => ({
            m,
            what: `line ${m.textContent}`,
          })),
          ...[...document.querySelectorAll('#board .analysis-marks .mark')].map((m) => ({
            m,
            what: `badge ${m.textContent}`,
          })),
        ].map((k) => ({ ...k, r: k.m.querySelector('rect').getBoundingClientRect() }));
        const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        for (const [i, a] of marks.entries())
          for (const b of marks.slice(i + 1))
            if (meets(a.r, b.r)) out.push(`${a.what} ${box(a.r)} meets ${b.what} ${box(b.r)}`);
        // Each mark's words inside its own shape, whole: a hole played twice says both numbers in one mark.
        for (const { m, what, r } of marks) {
          const t = m.querySelector('text').getBoundingClientRect();
          if (t.left < r.left - 1 || t.right > r.right + 1 || t.top < r.top - 1 || t.bottom > r.bottom + 1)
            out.push(`${what}: its words ${box(t)} out of ${box(r)}`);
        }
        for (const g of document.querySelectorAll('#board .hole[data-pv]')) {
          const step = [...document.querySelectorAll('#board .pv-step')].find(
            (s) => s.textContent === g.dataset.pv.split(' ').join('·'),
          );
          if (!step)
            out.push(`${g.dataset.hole}: no mark says ${g.dataset.pv} as "${g.dataset.pv.split(' ').join('·')}"`);
        }
        return out;
      });
      for (const f of faults) found.push(`${name}: ${f}`);
      await page.close();
    }
    assert.deepEqual(found, []);
    assert.deepEqual(env.errors, []);
  });
}
