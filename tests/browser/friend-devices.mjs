// Two devices for the friend-game tests: two browsers (two profiles on two
// origins), launched before a file's tests and closed after them.
import { before, after } from 'node:test';
import { launch, missingPrerequisites, waitIdle } from './harness.mjs';

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
