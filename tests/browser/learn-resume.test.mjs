// A practice survives a reload, on the built page (learn-lessons.js,
// practice-run.js practicePlace): reloaded twice mid-practice, the page comes
// back to the same practice position, a miss made before the reload still
// counts; the browser's Back leaves for the game and Forward comes back to
// the position; a practice left by a button (Next lesson, Back to the game,
// the game the course ends with) keeps nothing (Back then shows the lesson),
// while Back from the puzzles, a side trip, comes back to it; a damaged, foreign or refused store opens the lesson; an
// embed neither keeps nor resumes a practice. Screenshots of a resumed
// practice at 360 and 1280 px, English and Polish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle, useBrowser, readBoard } from './harness.mjs';
import { openFresh, learnOpened, clickHole } from './learn-page.mjs';
import { LESSONS } from '../../web/js/learn/lessons.js';
import { PRACTICE } from '../../web/js/learn/practice.js';

const SHOTS = process.env.HOYITO_SHOTS || '/tmp';
const PLACE = 'hoyito.practicePlace';
let env;
const skip = useBrowser({}, (s) => ({ env } = s));

const items = PRACTICE.relay;
const right = (k) => `S${items[k].moves[0]}`;
const lessonRight = (id) => `S${LESSONS.find((l) => l.id === id).steps[0].moves[0]}`;
const position = (page) => page.getAttribute('svg#board', 'data-position');
const kicker = (page) => page.textContent('[data-learn="kicker"]');
const kept = (page) => page.evaluate((k) => localStorage.getItem(k), PLACE);

async function press(page, selector) {
  await page.click(selector);
  await waitIdle(page);
}

/** The relay lesson done and its practice at position `k` (0-based), each before it right at the first try. */
async function practiceAt(page, k) {
  await clickHole(page, lessonRight('relay'));
  await press(page, '#learn-practise');
  for (let i = 0; i < k; i++) {
    await clickHole(page, right(i));
    await press(page, '#learn-practice-next');
  }
  assert.equal(await position(page), items[k].position);
}

async function reload(page) {
  await page.reload();
  await learnOpened(page);
}

test('reloaded twice mid-practice: the same position, a miss before the reload still counted', { skip }, async () => {
  const page = await openFresh(env, '#learn=relay');
  await practiceAt(page, 1);
  const wrong = (await readBoard(page)).legal.find((h) => h !== right(1));
  const miss = await clickHole(page, wrong);
  assert.equal(miss.verdict, 'wrong');
  for (let k = 0; k < 2; k++) {
    await reload(page);
    assert.equal(await page.evaluate(() => location.hash), '#learn=relay', 'the address stays the lesson');
    assert.equal(await position(page), items[1].position, `reload ${k + 1}: the practice position`);
    assert.match(await kicker(page), new RegExp(`^Practice 2 of ${items.length} · `));
    assert.equal(await page.isVisible('#learn-hint'), true);
  }
  await clickHole(page, right(1));
  await press(page, '#learn-practice-next');
  const last = await clickHole(page, right(2));
  assert.match(
    last.text,
    new RegExp(`Practice done: 2 of ${items.length} right at the first try\\.$`),
    'the miss before the reloads counts',
  );
  assert.equal(await kept(page), 'null', 'a finished practice is let go of');
  await reload(page);
  assert.equal(await position(page), LESSONS.find((l) => l.id === 'relay').position, 'then the lesson again');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a reload while the seeds of a move are still landing keeps what the move did', { skip }, async () => {
  const page = await openFresh(env, '#learn=relay');
  await practiceAt(page, 0);
  await page.selectOption('#speed', 'slow');
  const wrong = (await readBoard(page)).legal.find((h) => h !== right(0));
  // The answer is kept in a task after the tap's (its move is played there): the reload comes once it is, mid-move.
  const answered = async (hole) => {
    const before = await kept(page);
    await page.click(`[data-hole="${hole}"]`);
    await page.waitForFunction(([k, b]) => localStorage.getItem(k) !== b, [PLACE, before]);
  };
  await answered(wrong);
  assert.equal(await page.getAttribute('svg#board', 'data-busy'), 'true', 'still sowing');
  await reload(page);
  assert.equal(await position(page), items[0].position, 'the same position');
  await answered(right(0));
  assert.equal(await page.getAttribute('svg#board', 'data-busy'), 'true', 'still sowing');
  await reload(page);
  assert.equal(await position(page), items[1].position, 'the answered position goes on at the next');
  const saved = JSON.parse(await kept(page));
  assert.deepEqual(saved.results, [false], 'the miss before the first reload counted');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a reload after a right answer goes on at the next position; the hint ringed before a reload is ringed after', {
  skip,
}, async () => {
  const page = await openFresh(env, '#learn=relay');
  await practiceAt(page, 0);
  await clickHole(page, right(0));
  await reload(page);
  assert.equal(await position(page), items[1].position);
  await page.click('#learn-hint');
  await page.waitForSelector('.hole.hinted');
  await reload(page);
  assert.equal(await position(page), items[1].position);
  assert.equal(await page.$$eval('.hole.hinted', (h) => h.length), 1, 'the hint ringed again');
  await clickHole(page, right(1));
  await press(page, '#learn-practice-next');
  const last = await clickHole(page, right(2));
  assert.match(last.text, /Practice done: 2 of 3 right/, 'the hinted one is not right at the first try');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('Back leaves a practice for the game, Forward comes back to its position; a practice left by a button keeps nothing', {
  skip,
}, async () => {
  // sow and clockwise done: Learn opens relay.
  const page = await openFresh(env, '', { stored: { done: ['sow', 'clockwise'], stars: { sow: 3, clockwise: 3 } } });
  await page.click('#learn-open');
  await learnOpened(page);
  await page.waitForFunction(() => location.hash === '#learn=relay');
  await practiceAt(page, 1);
  await page.goBack();
  await page.waitForFunction(() => !document.body.classList.contains('learning'));
  await waitIdle(page);
  await page.goForward();
  await page.waitForFunction(() => document.body.classList.contains('learning'));
  await learnOpened(page);
  await page.waitForFunction((p) => document.querySelector('svg#board').dataset.position === p, items[1].position);
  assert.match(await kicker(page), /^Practice 2 of /);

  // Next lesson: the practice is left; Back shows the relay lesson, not the practice.
  await press(page, '#learn-next');
  await page.waitForFunction(() => location.hash === '#learn=casa');
  assert.equal(await kept(page), 'null');
  await page.goBack();
  await page.waitForFunction(() => location.hash === '#learn=relay');
  await learnOpened(page);
  await page.waitForFunction(
    (p) => document.querySelector('svg#board').dataset.position === p,
    LESSONS.find((l) => l.id === 'relay').position,
  );
  assert.match(await kicker(page), /^Lesson 3 of /);

  // "Back to the game" leaves it too.
  await practiceAt(page, 1);
  await press(page, '#learn-close');
  await page.waitForFunction(() => !document.body.classList.contains('learning'));
  assert.equal(await kept(page), 'null');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("Back from the puzzles comes back to the practice; the course's game leaves it", { skip }, async () => {
  const all = LESSONS.map((l) => l.id);
  const page = await openFresh(env, '#learn=relay', {
    stored: { done: all, stars: Object.fromEntries(all.map((id) => [id, 3])) },
  });
  await practiceAt(page, 1);
  assert.match(await kept(page), /"index":1/);
  await page.click('#learn-puzzles');
  await page.waitForFunction(
    () => /^#puzzle=/.test(location.hash) && document.querySelector('#learn').dataset.mode === 'puzzle',
  );
  await waitIdle(page);
  assert.match(await kept(page), /"index":1/, 'the trainer is a side trip: the practice stays kept');
  await page.goBack();
  await page.waitForFunction(
    () => location.hash === '#learn=relay' && document.querySelector('#learn').dataset.mode === 'lesson',
  );
  await learnOpened(page);
  await page.waitForFunction((p) => document.querySelector('svg#board').dataset.position === p, items[1].position);
  assert.match(await kicker(page), /^Practice 2 of /);

  // The course is done: its game is offered beside the practice, and leaves it.
  assert.match(await kept(page), /"index":1/);
  await press(page, '#learn-beginner');
  await page.waitForFunction(() => !document.body.classList.contains('learning'));
  assert.equal(await kept(page), 'null');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a damaged, foreign or refused store of the practice opens the lesson', { skip }, async () => {
  const relay = LESSONS.find((l) => l.id === 'relay');
  for (const saved of [
    '{"id":"relay","index":',
    'null',
    '7',
    '"relay"',
    JSON.stringify({ id: 'relay', index: 9, results: [] }),
    JSON.stringify({ id: 'relay', index: 1, results: [true, 'x'] }),
    JSON.stringify({ id: 'relay', index: 2, results: [true] }),
    JSON.stringify({ id: 'casa', index: 1, results: [true] }),
    JSON.stringify({ id: 'relay', index: items.length - 1, results: items.map(() => true) }), // finished
  ]) {
    const page = await openFresh(env, '', { stored: { done: ['relay'], stars: { relay: 3 } } });
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [PLACE, saved]);
    await page.goto(`${env.url}?lang=en#learn=relay`);
    await learnOpened(page);
    assert.equal(await position(page), relay.position, saved);
    assert.match(await kicker(page), /^Lesson 3 of /, saved);
    assert.deepEqual(env.errors, [], saved);
    await page.close();
  }
  // A store that refuses every write (full): the practice plays on, a reload opens the lesson.
  const page = await env.newPage();
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k, v) {
      if (k === 'hoyito.practicePlace') throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, k, v);
    };
  });
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('hoyito.speed', '"instant"');
  });
  await page.goto(`${env.url}?lang=en#learn=relay`);
  await learnOpened(page);
  await practiceAt(page, 1);
  await reload(page);
  assert.equal(await position(page), relay.position);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("an embed keeps no practice, and does not resume the page's", { skip }, async () => {
  const page = await openFresh(env, '#learn=relay');
  await practiceAt(page, 1);
  const pageKept = await kept(page);
  assert.match(pageKept, /"index":1/);
  await page.goto(`${env.url}embed.html#mode=learn&lesson=relay`);
  await learnOpened(page);
  assert.equal(
    await position(page),
    LESSONS.find((l) => l.id === 'relay').position,
    "the lesson, not the page's practice",
  );
  await clickHole(page, lessonRight('relay'));
  await press(page, '#learn-practise');
  assert.equal(await position(page), items[0].position);
  assert.equal(await kept(page), pageKept, "the page's practice untouched");
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const [lang, width] of [
  ['en', 360],
  ['pl', 360],
  ['en', 1280],
  ['pl', 1280],
]) {
  test(`screenshot (${lang}, ${width} px): a practice resumed after a reload`, { skip }, async () => {
    const page = await openFresh(env, '#learn=relay', { lang, size: { width, height: width === 360 ? 740 : 800 } });
    await practiceAt(page, 2);
    await reload(page);
    assert.equal(await position(page), items[2].position);
    await page.screenshot({ path: `${SHOTS}/learn-resume-${lang}-${width}.png`, fullPage: true });
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}
