// learn-page.mjs - what the Learn browser tests share: a page opened on a
// cleared (or kept) store at instant speed, and a tap on a hole that waits
// for the Learn panel's answer.
import { waitIdle, freshPage } from './harness.mjs';

/**
 * A page of `env` at `size` opened at `hash` of `base` (the page, or
 * embed.html) in `lang` (none: the browser's). The store is cleared unless
 * `keep`; `stored` becomes the lessons' record. When the hash opens Learn,
 * waits for its panel.
 */
export async function openFresh(env, hash = '', { lang = 'en', size, keep = false, stored = null, base = '' } = {}) {
  const store = stored ? { 'hoyito.lessons': stored } : {};
  const page = await freshPage(env, hash, { lang, size, keep, store, base });
  if (/^#(learn|puzzle)/.test(hash)) await learnOpened(page);
  return page;
}

/** Waits until the Learn panel shows its title and the board is still. */
export async function learnOpened(page) {
  await waitIdle(page);
  await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
  await waitIdle(page);
}

export const wordsNow = (page) =>
  page.evaluate(() => document.querySelector('[data-learn="words"]')?.textContent ?? '');

/** Waits until the Learn panel has answered the last move (its words changed from `before`). */
export async function answered(page, before) {
  await page.waitForFunction(
    (b) => {
      const w = document.querySelector('[data-learn="words"]');
      return w && !w.hidden && w.textContent !== b;
    },
    before,
    { timeout: 30000 },
  );
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

/** Waits until the puzzle trainer shows a puzzle and the board is still. */
export async function puzzleOpened(page) {
  await page.waitForSelector('#learn[data-mode="puzzle"] h2:not(:empty)');
  await page.waitForSelector('[data-testid="puzzle-tools"][data-puzzle-id]');
  await waitIdle(page);
}
