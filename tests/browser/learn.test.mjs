// The Learn screen and the puzzle trainer (web/js/learn/learn.js) on the built
// page: every lesson finished by clicking its right moves (one by keyboard),
// a miss explained in words from the events with the position put back and
// the hint after two misses, progress kept over a reload, #learn=ID and
// #puzzle=ID links, a puzzle solved and one missed (the best move shown),
// the first-visit offer, the game in progress untouched by a lesson, and
// axe-core on the Learn screens.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { WEB, readBoard, waitIdle, useBrowser, axeViolations, startedUp } from './harness.mjs';
import { openFresh, answered, wordsNow, learnOpened } from './learn-page.mjs';
import { LESSONS, ruleNameKey } from '../../web/js/learn/lessons.js';
import EN from '../../web/js/i18n/en/lessons-en.js';
import { numberPuzzles, themeKey, mainTheme } from '../../web/js/learn/puzzle-pick.js';

const PUZZLES = JSON.parse(fs.readFileSync(path.join(WEB, 'data', 'puzzles-II.json'), 'utf8'));

let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));
const fresh = (hash, options) => openFresh(env, hash, options);

const spoken = (page) => page.evaluate(() => document.getElementById('announcer').textContent.replace(/\u00a0$/, ''));

async function clickHole(page, name) {
  const before = await wordsNow(page);
  await page.click(`[data-hole="${name}"]`);
  return answered(page, before);
}

test('every lesson is finished by clicking its right moves; progress shows in the list', { skip }, async () => {
  const page = await fresh('#learn');
  for (const [k, lesson] of LESSONS.entries()) {
    await page.waitForFunction((id) => location.hash === `#learn=${id}`, lesson.id);
    const title = await page.textContent('#learn-title');
    assert.ok(title.length > 3, lesson.id);
    assert.match(
      await page.textContent('[data-learn="kicker"]'),
      new RegExp(
        `^Lesson ${k + 1} of ${LESSONS.length} · Rules: ${lesson.rules.map((id) => EN[ruleNameKey(id)]).join(', ')}$`,
      ),
    );
    const start = (await readBoard(page)).position;
    assert.equal(start, await referee.start(lesson.position), `${lesson.id}: the lesson's position on the board`);
    for (const [s, step] of lesson.steps.entries()) {
      const answer = await clickHole(page, `S${step.moves[0]}`);
      assert.equal(answer.verdict, 'right', `${lesson.id} step ${s + 1}: ${answer.text}`);
      assert.equal(await spoken(page), answer.text, 'the live region says the same');
    }
    const board = await readBoard(page);
    assert.deepEqual(board.legal, [], `${lesson.id}: the finished lesson's board only shows`);
    const done = await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.lessons')).done);
    assert.deepEqual(
      done,
      LESSONS.slice(0, k + 1).map((l) => l.id),
    );
    if (k < LESSONS.length - 1) await page.click('#learn-next');
  }
  // The course is done, every lesson at the first try (39 stars): a first game against Casual.
  assert.match(await wordsNow(page), /Ready for a first game/);
  assert.equal(await page.isVisible('#learn-next'), false);
  assert.equal(await page.textContent('#learn-beginner'), 'Play against Casual');
  await page.click('#learn-beginner');
  await page.waitForSelector('#learn', { state: 'hidden' });
  await waitIdle(page);
  assert.match(
    await page.evaluate(() => location.hash),
    /^#pos=I:4,4,4,4,4,4\/4,4,4,4,4,4:S:0,0&ai-level=3&ai-side=N$/,
  );
  assert.equal((await readBoard(page)).legal.length, 6);
  assert.equal(
    await page.evaluate(() => document.querySelectorAll('#learn-list li.done, .learn-list li.done').length),
    LESSONS.length,
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a lesson by keyboard: arrows to the hole, Enter plays it, the words are spoken', { skip }, async () => {
  const page = await fresh('#learn=sow');
  await page.waitForFunction(() => document.activeElement?.id === 'learn-title');
  // Tab from the heading reaches the board's playable hole.
  for (let k = 0; k < 20 && !(await page.evaluate(() => document.activeElement?.dataset?.hole)); k++) {
    await page.keyboard.press('Tab');
  }
  assert.equal(
    await page.evaluate(() => document.activeElement.dataset.hole),
    'S1',
    await page.evaluate(() => document.activeElement.outerHTML.slice(0, 200)),
  );
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.hole), 'S5');
  const before = await wordsNow(page);
  await page.keyboard.press('Enter');
  const answer = await answered(page, before);
  assert.equal(answer.verdict, 'right');
  assert.match(await spoken(page), /^Well done: .*You sowed 3 seeds from your hole 5\./);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a miss says what happened instead, puts the position back, and after two the hint rings the hole', {
  skip,
}, async () => {
  const lesson = LESSONS.find((l) => l.id === 'casa');
  const page = await fresh('#learn=casa');
  const start = (await readBoard(page)).position;
  const wrong = (await readBoard(page)).legal.find((h) => h !== `S${lesson.steps[0].moves[0]}`);
  let answer = await clickHole(page, wrong);
  assert.equal(answer.verdict, 'wrong');
  assert.match(
    answer.text,
    /^No hole reached exactly four.*You sowed \d+ seeds? from your hole \d\..*The board is back as it was: try again\.$/,
  );
  assert.equal((await readBoard(page)).position, start, 'the position is back');
  assert.equal(await page.locator('.hole.hinted').count(), 0, 'no hint after one miss');
  answer = await clickHole(page, wrong);
  assert.match(answer.text, /The hole ringed with white dots is the one to play\.$/);
  assert.equal(await page.getAttribute('.hole.hinted', 'data-hole'), 'S1');
  answer = await clickHole(page, 'S1');
  assert.equal(answer.verdict, 'right');
  assert.equal(await page.locator('.hole.hinted').count(), 0, 'the hint goes with the right move');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('progress is kept over a reload; #learn opens the next lesson, #learn=ID that one', { skip }, async () => {
  const page = await fresh('#learn');
  assert.equal(await page.textContent('#learn-title'), 'Sowing');
  await clickHole(page, 'S5');
  await page.reload();
  await waitIdle(page);
  await page.waitForSelector('#learn:not([hidden])');
  assert.equal(await page.evaluate(() => location.hash), '#learn=sow', 'the address named the lesson');
  assert.equal(await page.getAttribute('[data-lesson="sow"]', 'aria-current'), 'step');
  assert.equal(await page.locator('.learn-list li.done').count(), 1);
  await page.goto(`${env.url}#learn`);
  await page.waitForFunction(() => location.hash === '#learn=clockwise');
  assert.equal(await page.textContent('#learn-title'), 'The other direction');
  await page.goto(`${env.url}#learn=match`);
  await page.waitForFunction(() => document.getElementById('learn-title').textContent === 'Matches');
  const match = LESSONS.find((l) => l.id === 'match');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, await referee.start(match.position));
  assert.equal((await readBoard(page)).holes.N3.closed, true);
  // An unknown lesson: said, and the next one opens.
  await page.goto(`${env.url}#learn=nope`);
  await page.waitForFunction(() => location.hash === '#learn=clockwise');
  assert.match(await wordsNow(page), /There is no lesson "nope"/);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a lesson link with the language in the fragment opens the lesson in it, as ?lang= does', { skip }, async () => {
  const seen = async (hash, lang) => {
    const page = await fresh(hash, { lang });
    await learnOpened(page);
    const what = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.getElementById('learn-title').textContent,
      goal: document.querySelector('[data-learn="goal"]')?.textContent ?? '',
      learning: !document.getElementById('learn').hidden,
    }));
    await page.close();
    return what;
  };
  const query = await seen('#learn=sow', 'pl');
  assert.equal(query.lang, 'pl');
  assert.equal(query.learning, true);
  assert.notEqual(query.title, 'Sowing', 'in Polish');
  assert.deepEqual(await seen('#learn=sow&lang=pl', null), query);
  assert.deepEqual(await seen('#lang=pl&learn=sow', null), query);
  assert.deepEqual(env.errors, []);
});

test('Learn leaves the game in progress alone: back to the game brings it and its link back', { skip }, async () => {
  const page = await fresh('#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0');
  await page.click('[data-hole="S3"]');
  await waitIdle(page);
  const game = await readBoard(page);
  const link = await page.evaluate(() => location.hash);
  await page.click('#learn-open');
  await page.waitForSelector('#learn:not([hidden])');
  await clickHole(page, 'S1');
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.game')).moves.join('.')), '3');
  assert.equal(await page.isVisible('#over-dialog'), false);
  await page.click('#learn-close');
  await page.waitForSelector('#learn', { state: 'hidden' });
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, game.position);
  assert.equal(await page.evaluate(() => location.hash), link);
  // The browser's Back from a lesson comes to the game too.
  await page.click('#learn-open');
  await page.waitForFunction(() => location.hash.startsWith('#learn='));
  await page.goBack();
  await page.waitForSelector('#learn', { state: 'hidden' });
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, game.position);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("a double click on the header's Learn makes one history entry: Back comes to the game", { skip }, async () => {
  const page = await fresh('#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0');
  const game = await page.evaluate(() => location.hash);
  const entries = await page.evaluate(() => history.length);
  await page.dblclick('#learn-open');
  await page.waitForSelector('#learn:not([hidden])');
  await page.waitForFunction(() => location.hash.startsWith('#learn='));
  assert.equal(await page.evaluate(() => history.length), entries + 1, 'one history entry');
  await page.goBack();
  await page.waitForSelector('#learn', { state: 'hidden' });
  assert.equal(await page.evaluate(() => location.hash), game);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the first-visit offer: shown on a first visit, "Not now" is remembered, "Learn Hoyito" opens the course', {
  skip,
}, async () => {
  let page = await fresh('');
  await page.waitForSelector('#learn-offer');
  assert.match(await page.textContent('#learn-offer'), /New to Hoyito\? Learn it in five minutes\./);
  await page.click('#learn-offer-later');
  await page.waitForSelector('#learn-offer', { state: 'detached' });
  await page.reload();
  await waitIdle(page);
  await startedUp(page); // what the page fetches after the board, the offer included, has settled
  assert.equal(await page.locator('#learn-offer').count(), 0, 'not offered again');
  await page.close();
  page = await fresh('', { lang: 'es' });
  await page.waitForSelector('#learn-offer');
  assert.match(await page.textContent('#learn-offer'), /¿Nuevo en Hoyito\?/);
  await page.click('#learn-offer-go');
  await page.waitForSelector('#learn:not([hidden])');
  assert.equal(await page.textContent('#learn-title'), 'Sembrar');
  assert.equal(await page.textContent('#learn-open'), 'Aprender');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a new game from the dialog after a finished lesson: Learn closes and the new board plays', { skip }, async () => {
  const page = await fresh('#learn=sow');
  await clickHole(page, 'S5');
  assert.deepEqual((await readBoard(page)).legal, []);
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  await page.click('#new-start');
  await page.waitForSelector('#learn', { state: 'hidden' });
  await waitIdle(page);
  assert.equal((await readBoard(page)).legal.length, 6);
  assert.match(await page.evaluate(() => location.hash), /^#pos=/);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the language switch puts the lesson and its answer in the new language', { skip }, async () => {
  const page = await fresh('#learn=casa');
  await clickHole(page, 'S1');
  await page.selectOption('#lang', 'fr');
  await page.waitForFunction(() => document.getElementById('learn-title').textContent === 'Les casas');
  assert.match(await page.textContent('[data-learn="kicker"]'), /^Leçon 4 sur 13/);
  assert.match(await wordsNow(page), /^Une casa : .* Vous avez semé 1 graine de votre case 1\./);
  assert.equal(await page.textContent('#learn-open'), 'Apprendre');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a puzzle solved: #puzzle=ID opens it, the best move is praised with its proof, the streak grows', {
  skip,
}, async () => {
  const p = PUZZLES.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S');
  const page = await fresh(`#puzzle=${p.id}`);
  await page.waitForSelector('#learn[data-mode="puzzle"]');
  await waitIdle(page);
  // Named by its most specific theme and its number within that theme in its variant.
  const named = numberPuzzles(PUZZLES.map((x) => ({ ...x, variant: 'II' }))).find((x) => x.id === p.id);
  assert.equal(await page.textContent('#learn-title'), `${EN[themeKey(mainTheme(p))]} ${named.number} · Hoyito II`);
  assert.equal((await readBoard(page)).position, await referee.start(p.pos));
  assert.match(
    await page.textContent('[data-learn="goal"]'),
    /^South to move: find the move that captures the most seeds/,
  );
  const answer = await clickHole(page, `S${p.answer}`);
  assert.equal(answer.verdict, 'right');
  assert.ok(
    answer.text.startsWith(
      `Right: that is the best move. This turn can take ${p.best} seeds; the next best move takes ${p.second}.`,
    ),
    answer.text,
  );
  assert.match(await page.textContent('[data-learn="kicker"]'), /Streak: 1 puzzle solved in a row/);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.puzzles')).streak), 1);
  await page.click('#learn-next');
  await page.waitForFunction((id) => location.hash.startsWith('#puzzle=') && location.hash !== `#puzzle=${id}`, p.id);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a wrong puzzle move: what it did, then the best move played from the same position', { skip }, async () => {
  const p = PUZZLES.find((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S' && x.second > 0);
  const page = await fresh(`#puzzle=${p.id}`);
  await page.waitForSelector('#learn[data-mode="puzzle"]');
  await waitIdle(page);
  const wrong = (await readBoard(page)).legal.find((h) => h !== `S${p.answer}`);
  await page.click(`[data-hole="${wrong}"]`);
  await page.waitForFunction(
    () => document.getElementById('learn-retry') && !document.getElementById('learn-retry').hidden,
    null,
    { timeout: 30000 },
  );
  await waitIdle(page);
  const text = await wordsNow(page);
  assert.match(
    text,
    new RegExp(
      `^Not the best move\\. You sowed \\d+ seeds? from your hole ${wrong.slice(1)}\\..*\\nThe best move was hole ${p.answer}\\. Here is what it does: You sowed \\d+ seeds? from your hole ${p.answer}\\.`,
    ),
  );
  await referee.start(p.pos);
  const after = await referee.play(p.answer);
  assert.equal((await readBoard(page)).position, after.position, 'the board shows the best move played');
  assert.match(await page.textContent('[data-learn="kicker"]'), /Streak: 0 puzzles/);
  await page.click('#learn-retry');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, await referee.start(p.pos));
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a missed puzzle cannot be won afterwards: the other side tapped at the answer number while the miss shows is no try', {
  skip,
}, async () => {
  // A puzzle and a wrong move after which North may play the answer's hole number.
  let found = null;
  for (const p of PUZZLES.filter((x) => x.kind === 'turn' && x.pos.split(':')[2] === 'S').slice(0, 40)) {
    await referee.start(p.pos);
    for (const w of (await referee.snapshot()).legal.filter((h) => h !== p.answer)) {
      await referee.start(p.pos);
      await referee.play(w);
      const after = await referee.snapshot();
      if (after.state.turn === 'N' && after.legal.includes(p.answer)) found = { p, w, position: after.position };
      if (found) break;
    }
    if (found) break;
  }
  assert.ok(found, 'a puzzle whose miss leaves North the hole number of the answer');
  const { p, w } = found;
  const page = await env.newPage();
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('hoyito.speed', JSON.stringify('fast'));
  });
  await page.goto(`${env.url}?lang=en#puzzle=${p.id}`);
  await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
  await waitIdle(page);
  const missed = await clickHole(page, `S${w}`);
  assert.equal(missed.verdict, 'wrong');
  assert.equal((await readBoard(page)).position, found.position, 'the miss is still on the board');
  await page.click(`[data-hole="N${p.answer}"]`, { force: true });
  await page.waitForFunction(
    () => document.getElementById('learn-retry') && !document.getElementById('learn-retry').hidden,
    null,
    { timeout: 30000 },
  );
  await waitIdle(page);
  assert.match(await wordsNow(page), /^Not the best move\./);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('hoyito.puzzles')));
  assert.deepEqual([record.streak, record.solved], [0, []]);
  await referee.start(p.pos);
  assert.equal(
    (await readBoard(page)).position,
    (await referee.play(p.answer)).position,
    'the board shows the best move, not a North move',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('#puzzle opens the puzzle of the day, the same one for the same date', { skip }, async () => {
  const page = await fresh('#puzzle');
  await page.waitForFunction(() => /^#puzzle=[0-9a-f]{8}$/.test(location.hash));
  const first = await page.evaluate(() => location.hash);
  assert.match(await page.textContent('[data-learn="kicker"]'), /^Puzzle of the day/);
  await page.goto(`${env.url}#learn`);
  await page.waitForFunction(() => location.hash.startsWith('#learn='));
  await page.goto(`${env.url}#puzzle`);
  await page.waitForFunction((h) => location.hash === h, first);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('embed mode=learn: a lesson and a puzzle in embed.html, no way out, nothing stored', { skip }, async () => {
  const page = await fresh('');
  await page.goto(`${env.url}embed.html#mode=learn&lesson=casa`);
  await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
  await waitIdle(page);
  assert.equal(await page.textContent('#learn-title'), 'Casas');
  assert.equal(await page.isVisible('#learn-close'), false);
  const answer = await clickHole(page, 'S1');
  assert.equal(answer.verdict, 'right');
  assert.equal(await page.evaluate(() => localStorage.getItem('hoyito.lessons')), null);
  assert.match(await page.getAttribute('#open-full', 'href'), /^index\.html#mode=learn&lesson=casa$/);
  await page.evaluate(() => {
    location.hash = '#mode=learn&puzzle';
  });
  await page.waitForSelector('#learn[data-mode="puzzle"]');
  await waitIdle(page);
  assert.match(
    await page.textContent('#learn-title'),
    /^(Big capture|Endgame|Relay sowing|Capture on the way|Extra move|The last four) \d+ · Hoyito I+$/,
  );
  // A game link takes the board back from the lesson.
  await page.evaluate(() => {
    location.hash = '#pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  });
  await page.waitForSelector('#learn', { state: 'hidden' });
  await waitIdle(page);
  assert.equal((await readBoard(page)).legal.length, 6);
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const lang of ['en', 'pl']) {
  test(`axe-core (${lang}): no serious or critical violation on a lesson, its answer and a puzzle`, {
    skip,
  }, async () => {
    const page = await fresh('#learn=relay', { lang });
    const scan = async (label) => assert.deepEqual(await axeViolations(page), [], `${lang} ${label}`);
    await scan('lesson');
    await clickHole(page, 'S3');
    await page.click('.learn-list summary');
    await scan('a miss, the list open');
    await clickHole(page, 'S1');
    await scan('lesson done');
    await page.click('#learn-puzzles');
    await page.waitForSelector('#learn[data-mode="puzzle"]');
    await waitIdle(page);
    await scan('puzzle');
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}
