// Two devices for the friend-game tests: two browsers (two profiles on two
// origins), launched before a file's tests and closed after them.
import { before, after } from 'node:test';
import { launch, missingPrerequisites, readBoard, waitIdle } from './harness.mjs';

/** Registers the two browsers, given to `bind(ana, ben)` once launched (each an env of harness.launch); returns { skip }. */
export function twoDevices(bind) {
  const missing = missingPrerequisites();
  const skip = missing.length ? `missing ${missing.join(', ')}` : false;
  let ana;
  let ben;
  before(async () => {
    if (skip) return;
    ana = await launch();
    ben = await launch();
    bind(ana, ben);
  });
  after(async () => {
    await ana?.close();
    await ben?.close();
  });
  return { skip };
}

// "Send your move" puts the link on the clipboard where there is no Web Share
// API (as on this desktop Chromium): the tests read what was written there.
/** A page of `env` at the game, in English, instant, its sent links kept in window.sentLink. */
export async function device(env) {
  const page = await env.newPage();
  await page.addInitScript(() => {
    if (location.protocol === 'about:') return;
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
    Object.defineProperty(navigator, 'share', { value: undefined });
    navigator.clipboard.writeText = async (text) => {
      window.sentLink = text;
    };
  });
  await page.goto(`${env.url}?lang=en`);
  await waitIdle(page);
  return page;
}

/** Presses the friend bar's Send and returns the link's hash (the page hands it to `window.sentLink`). */
export async function sendLink(page) {
  await page.waitForSelector('#friend-send:not([hidden])');
  await page.click('#friend-send');
  await page.waitForFunction(() => window.sentLink);
  const link = await page.evaluate(() => window.sentLink);
  await page.evaluate(() => {
    window.sentLink = null;
  });
  return new URL(link).hash;
}

/** Opens a friend's link on `env`'s device as a fresh load, as from a message, and waits for the friend bar. */
export async function openLink(page, env, hash) {
  await page.goto('about:blank');
  await page.goto(`${env.url}?lang=en${hash}`);
  await page.waitForFunction(() => !document.getElementById('friend-bar').hidden);
  await waitIdle(page);
}

/** Plays the first legal hole and waits for the board to settle; returns it. */
export async function playFirstLegal(page) {
  const { legal } = await readBoard(page);
  await page.click(`[data-hole="${legal[0]}"]`);
  await waitIdle(page);
  return legal[0];
}
