// learn-page.mjs - what the Learn browser tests share: a page opened on a
// cleared (or kept) store at instant speed, and a tap on a hole that waits
// for the Learn panel's answer.
import { waitIdle } from './harness.mjs';

/**
 * A page of `env` at `size` opened at `hash` of `base` (the page, or
 * embed.html) in `lang` (none: the browser's). The store is cleared unless
 * `keep`; `stored` becomes the lessons' record. When the hash opens Learn,
 * waits for its panel.
 */
export async function openFresh(env, hash = '', { lang = 'en', size, keep = false, stored = null, base = '' } = {}) {
  const page = await env.newPage(size);
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`); // the origin, to set its storage before the page loads
  await page.evaluate(({ k, s }) => {
    if (!k) localStorage.clear();
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    if (s) localStorage.setItem('hoyito.lessons', JSON.stringify(s));
  }, { k: keep, s: stored });
  await page.goto(`${env.url}${base}${lang ? `?lang=${lang}` : ''}${hash}`);
  await waitIdle(page);
  if (/^#(learn|puzzle)/.test(hash)) await learnOpened(page);
  return page;
}

/** Waits until the Learn panel shows its title and the board is still. */
export async function learnOpened(page) {
  await waitIdle(page);
  await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
  await waitIdle(page);
}

export const wordsNow = (page) => page.evaluate(() => document.querySelector('[data-learn="words"]')?.textContent ?? '');

/** Waits until the Learn panel has answered the last move (its words changed from `before`). */
export async function answered(page, before) {
  await page.waitForFunction((b) => {
    const w = document.querySelector('[data-learn="words"]');
    return w && !w.hidden && w.textContent !== b;
  }, before, { timeout: 30000 });
  await waitIdle(page);
  return page.evaluate(() => {
    const w = document.querySelector('[data-learn="words"]');
    return { text: w.textContent, verdict: w.dataset.verdict };
  });
}

/** Clicks hole `name` and waits for the panel's answer. */
export async function clickHole(page, name) {
  const before = await wordsNow(page);
  await page.click(`[data-hole="${name}"]`);
  return answered(page, before);
}
