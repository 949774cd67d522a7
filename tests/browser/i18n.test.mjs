// The page in its players' languages: the browser's language picks the
// default, the switch changes it and is remembered, a link can carry it,
// counts take their plural forms, and no word the page shows is left out
// of the tables (checked with a pseudo-language: every table value wrapped
// in ⟦ ⟧, so any word outside the marks was written somewhere else).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openGame, readBoard, waitIdle, useBrowser, routeOf } from './harness.mjs';
import enCore from '../../web/js/i18n/en/en.js';
import enMore from '../../web/js/i18n/en/en-more.js';
import enPlay from '../../web/js/i18n/en/en-play.js';
import enLessons from '../../web/js/i18n/en/lessons-en.js';
import enReview from '../../web/js/i18n/en/review-en.js';

let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));

const status = (page) => page.textContent('[data-testid="status"]');
const holeLabel = (page, hole) => page.getAttribute(`[data-hole="${hole}"]`, 'aria-label');

test("the browser's language picks the page's: Spanish, Polish; an unsupported one gives English", {
  skip,
}, async () => {
  for (const [locale, lang, words] of [
    ['es-DO', 'es', /Juega Sur: elige una casita iluminada/],
    ['pl-PL', 'pl', /Ruch: Południe/],
    ['pt-BR', 'pt', /Vez de Sul/],
    ['de-DE', 'en', /South to move/],
  ]) {
    const local = await launch({ locale });
    try {
      const page = await openGame(local);
      assert.match(await status(page), words, locale);
      assert.equal(await page.getAttribute('html', 'lang'), lang, `${locale}: <html lang>`);
      assert.equal(await page.inputValue('#lang'), lang, `${locale}: the switch shows it`);
      assert.deepEqual(local.errors, []);
    } finally {
      await local.close();
    }
  }
});

test('the switch changes every string at once and is remembered', { skip }, async () => {
  const page = await openGame(env);
  assert.match(await status(page), /South to move/);
  await page.selectOption('#lang', 'pl');
  await page.waitForFunction(() => document.documentElement.lang === 'pl');
  assert.match(await status(page), /Ruch: Południe/);
  assert.equal(await page.textContent('#new-game'), 'Nowa partia');
  assert.match(await page.textContent('#game-info'), /Partia 1/);
  assert.equal(await holeLabel(page, 'S1'), 'Południe 1, 4 ziarna, możesz nim zagrać');
  assert.match(await page.textContent('[data-store="S"] .pile-name'), /Południe/);
  await page.click('#rules-open');
  await page.waitForSelector('#rules-dialog[open] .example');
  assert.match(await page.textContent('#rules-dialog'), /Jak grać w Hoyito[\s\S]*casa/);
  await page.keyboard.press('Escape');

  await page.reload();
  await waitIdle(page);
  assert.equal(await page.inputValue('#lang'), 'pl', 'remembered across a reload');
  assert.match(await status(page), /Ruch: Południe/);
  const other = await openGame(env);
  assert.match(await status(other), /Ruch: Południe/, 'and in a new visit');
  await other.selectOption('#lang', 'en');
  await other.waitForFunction(() => document.documentElement.lang === 'en');
  assert.match(await status(other), /South to move/);
  assert.deepEqual(env.errors, []);
  await page.close();
  await other.close();
});

test('a link can carry the language (?lang= or #…&lang=) without changing the one remembered', { skip }, async () => {
  const page = await openGame(env);
  await page.goto(`${env.url}?lang=it`);
  await waitIdle(page);
  assert.match(await status(page), /Tocca a Sud/);
  assert.equal(await page.getAttribute('html', 'lang'), 'it');
  const pos = 'I:0,3,1,0,2,0/1,0,2,1,0,2:N:20,16';
  const linked = await env.newPage();
  await linked.goto(`${env.url}#pos=${pos}&lang=fr`);
  await waitIdle(linked);
  assert.match(await status(linked), /À Nord de jouer/);
  assert.equal((await readBoard(linked)).position, pos, 'the rest of the link still opens');
  await linked.close();
  await page.goto(env.url);
  await waitIdle(page);
  assert.match(await status(page), /to move/, 'back to the remembered language (English) without the link');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('an embedded board speaks the language its address or <hoyito-board lang> asks for', { skip }, async () => {
  const page = await env.newPage();
  await page.goto(`${env.url}embed.html#pos=I:0,3,1,0,2,0/1,0,2,1,0,2:S:20,16&mode=replay&moves=2&at=0&lang=pl`);
  await waitIdle(page);
  assert.match(await status(page), /Ruch: Południe/);
  assert.equal(await page.getAttribute('#replay-forward', 'aria-label'), 'Ruch naprzód');
  assert.equal(await page.textContent('#replay-count'), 'Ruch 0 z 1');
  // The element passes its lang attribute on to the frame's address.
  await page.goto(`${env.url}embed-demo.html`);
  await page.evaluate(async () => {
    await import('./hoyito-board.js');
    const board = document.createElement('hoyito-board');
    board.id = 'board-it';
    board.setAttribute('lang', 'it');
    document.body.appendChild(board);
  });
  // The frame, once the element has made it.
  const frame = await page.waitForFunction(() =>
    document.getElementById('board-it').shadowRoot?.querySelector('iframe')?.getAttribute('src'),
  );
  const src = await frame.jsonValue();
  assert.match(src, /&lang=it$/);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('counts take their plural forms: 1 semilla / 22 semillas; 1 ziarno, 3 ziarna, 5 ziaren, 22 ziarna', {
  skip,
}, async () => {
  const pos = 'I:1,3,5,22,0,0/1,0,0,0,0,0:S:16,0';
  assert.equal(await referee.start(pos), pos, 'a valid position (checked by the engine)');
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=es#pos=${pos}`);
  await waitIdle(page);
  assert.equal(await holeLabel(page, 'S1'), 'Sur 1, 1 semilla, puedes jugarla');
  assert.equal(await holeLabel(page, 'S4'), 'Sur 4, 22 semillas, puedes jugarla');
  assert.equal(await holeLabel(page, 'S5'), 'Sur 5, 0 semillas');
  assert.equal(await page.getAttribute('[data-store="S"]', 'aria-label'), 'Sur ha capturado 16 semillas');
  await page.goto(`${env.url}?lang=pl#pos=${pos}`);
  await waitIdle(page);
  assert.equal(await holeLabel(page, 'S1'), 'Południe 1, 1 ziarno, możesz nim zagrać');
  assert.equal(await holeLabel(page, 'S2'), 'Południe 2, 3 ziarna, możesz nim zagrać');
  assert.equal(await holeLabel(page, 'S3'), 'Południe 3, 5 ziaren, możesz nim zagrać');
  assert.equal(await holeLabel(page, 'S4'), 'Południe 4, 22 ziarna, możesz nim zagrać');
  assert.equal(await page.getAttribute('[data-store="S"]', 'aria-label'), 'Południe: 16 zbitych ziaren');
  await page.click('#new-game'); // the dialog's words (strings.js loadWords('more')) come with it
  await page.waitForSelector('#new-dialog[open]');
  const sizes = await page.$$eval('#new-form select[name="n"] option', (els) => els.map((e) => e.textContent));
  assert.deepEqual(sizes, ['6 dołków', '7 dołków', '8 dołków', '9 dołków', '10 dołków', '11 dołków', '12 dołków']);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("engine errors reach players as sentences in their language, with the engine's detail kept", {
  skip,
}, async () => {
  const bad = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,1'; // 49 seeds on a 2x6 board
  const page = await env.newPage();
  await page.goto(`${env.url}?lang=es#pos=${bad}`);
  await waitIdle(page);
  const text = await status(page);
  // In plain words first (the numbers that matter), the engine's own detail behind "Detalles".
  assert.match(
    text,
    /La posición de este enlace no se puede jugar: tiene 49 semillas; un tablero de 6 casitas por fila necesita 48/,
  );
  assert.equal(await page.textContent('#status-details summary'), 'Detalles');
  assert.match(
    await page.textContent('.status-details-text'),
    /seed total is 49, expected 48/,
    "the engine's own detail is still there",
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

// ---------------------------------------------------------------- nothing outside the tables

/** A language module whose every value is the English one wrapped in ⟦ ⟧ (placeholders kept). */
function pseudoModule(english) {
  const wrap = (v) => `⟦${v}⟧`;
  const table = {};
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string') table[key] = wrap(value);
    else table[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'by' ? v : wrap(v)]));
  }
  return `export default ${JSON.stringify(table)};\n`;
}

/** Every piece of text a person can see or hear in the open part of the page (visible text, names, titles). */
function collectTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const modal = document.querySelector('dialog[open]');
    const root = modal ?? document.body;
    const shown = (el) => {
      // The language switch names each language in its own words, in every language.
      if (el.closest('[hidden], noscript, template, .lang')) return false;
      if (el.closest('.visually-hidden, #announcer')) return true; // heard, not seen
      return el.getClientRects().length > 0;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.data.trim();
      if (text && node.parentElement && shown(node.parentElement) && node.parentElement.tagName !== 'STYLE') {
        out.push({ where: node.parentElement.outerHTML.slice(0, 80), text });
      }
    }
    for (const el of root.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
      if (!shown(el) && !el.closest('svg')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
        const v = el.getAttribute(attr);
        if (v && v.trim()) out.push({ where: `${el.tagName}[${attr}]`, text: v.trim() });
      }
    }
    return out;
  });
}

// What may stand outside the marks: numbers, signs, hole names written in the
// board's notation inside marks, the record notation's capture mark (N5x8,
// the same in every language) and the game's name.
const NEUTRAL = /^[\s\d.,:;·×–●○\-+()/…%=?!«»"'’#⟦⟧]*$/u;
function leftovers(texts) {
  const unwrap = (text) => {
    let out = text;
    for (let before = ''; before !== out; ) {
      before = out;
      out = out.replace(/⟦[^⟦⟧]*⟧/g, ''); // innermost marks first: messages nest strings
    }
    return out;
  };
  return texts.filter(
    ({ text }) =>
      !NEUTRAL.test(
        unwrap(text)
          .replace(/\bHoyito\b/g, '')
          .replace(/(\d)x(\d)/g, '$1$2'),
      ),
  );
}

test('no word the page shows is left outside the language tables', { skip }, async () => {
  const page = await env.newPage();
  // Every bundle of words (strings.js loadWords): Spanish's tables say English's words, marked.
  for (const [file, english] of [
    ['es.js', enCore],
    ['es-play.js', enPlay],
    ['es-more.js', enMore],
    ['lessons-es.js', enLessons],
    ['review-es.js', enReview],
  ]) {
    await page.route(routeOf(`js/i18n/es/${file}`), (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript; charset=utf-8',
        body: pseudoModule(english),
      }),
    );
  }
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  // One move from the end: South's S1 makes a casa and leaves the last four (R13).
  const nearEnd = 'I:1,3,0,0,0,0/2,2,0,0,0,0:S:20,20';
  await page.goto(`${env.url}?lang=es#pos=${nearEnd}`);
  await waitIdle(page);
  const problems = [];
  const check = async (label) => {
    for (const p of leftovers(await collectTexts(page))) problems.push(`${label}: "${p.text}" in ${p.where}`);
  };
  assert.match(await status(page), /⟦/, 'the pseudo-language is in use');
  await check('board');
  await page.focus('[data-hole="S1"]');
  await page.keyboard.press('Enter');
  await waitIdle(page);
  await page.waitForSelector('#over-dialog[open]');
  await check('game over');
  await page.click('#over-close');
  await check('board after the game');
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await check('new-game dialog');
  await page.click('#new-cancel');
  await page.click('#rules-open');
  await page.waitForSelector('#rules-dialog[open] .example');
  await check('rules');
  await page.keyboard.press('Escape');
  await page.click('#share-open');
  await page.waitForSelector('#share-dialog[open]');
  await check('share dialog');
  await page.click('#share-edit');
  await page.waitForSelector('#editor-dialog[open]');
  await page.click('.ed-more summary');
  await check('position editor');
  await page.goto(`${env.url}embed.html#pos=${nearEnd}&moves=1&at=0&mode=replay&lang=es`);
  await waitIdle(page);
  assert.match(await status(page), /⟦/, 'the embed uses the pseudo-language too');
  await check('embedded board, replay mode');
  await page.goto(`${env.url}?lang=es#pos=${nearEnd}`);
  await waitIdle(page);
  await page.click('.game-open:visible');
  await page.waitForSelector('#game-dialog[open]');
  await check('game panel (records, pictures, review)');
  await page.keyboard.press('Escape');
  await page.goto(`${env.url}?lang=es#learn=sow`);
  await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
  assert.match(await page.textContent('#learn-title'), /⟦/, 'the lessons use the pseudo-language too');
  await check('a lesson');
  assert.deepEqual(problems, []);
  assert.deepEqual(env.errors, []);
  await page.close();
});
