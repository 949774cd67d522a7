// puzzle-exact.test.mjs - a puzzle the endgame tables reach says their exact
// value with best play after a solve, a miss or the solution, in the hint's
// own words (learn/puzzle-exact.js asks the page's search worker as the hint
// does): of the puzzle's position where the tables reach it (8 seeds or
// fewer), else of the position after the answer; a larger puzzle says
// nothing exact and asks nothing. The words follow a change of language. Screenshots at 360
// and 1280 px in English and Polish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { WEB, readBoard, waitIdle, useBrowser, askHint, workersSettled } from './harness.mjs';

const load = (v) => JSON.parse(fs.readFileSync(path.join(WEB, 'data', `puzzles-${v}.json`), 'utf8'));
const I = load('I');
const II = load('II');
const SHOTS = process.env.HOYITO_SHOTS || '/tmp';

// The seeds on the board of a puzzle's position (the tables reach 8 or fewer).
const seeds = (p) =>
  p.pos
    .split(':')[1]
    .split(/[/,]/)
    .map(Number)
    .reduce((a, b) => a + b, 0);
const southToMove = (p) => p.pos.split(':')[2] === 'S';
// Reached at its own position: an endgame of 8 seeds, South to move.
const small = I.filter((p) => p.kind === 'endgame' && seeds(p) <= 8 && southToMove(p));
// Reached only after its answer: 9-16 seeds, and the answer's capture leaves at most 8.
const after = I.find((p) => p.kind === 'turn' && seeds(p) > 8 && seeds(p) - p.best <= 8 && southToMove(p));
// Reached at neither: the answer leaves far more than 8 seeds.
const large = II.find((p) => p.kind === 'turn' && seeds(p) - p.best > 20 && southToMove(p));

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/**
 * A page with nothing remembered (speed instant) at `hash`, counting the
 * search workers started and their answers; `hold`: each search is held
 * back from the worker until the test calls window.release() (a slow
 * device, whose answer comes exactly when the test says).
 */
async function fresh(hash, { lang = 'en', size, hold = false } = {}) {
  const page = await env.newPage(size);
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
  await page.addInitScript((held) => {
    window.searchAnswers = 0;
    window.workersStarted = 0;
    window.held = [];
    window.release = () => {
      for (const send of window.held.splice(0)) send();
    };
    const Base = window.Worker;
    window.Worker = class extends Base {
      constructor(...args) {
        super(...args);
        window.workersStarted++;
        this.addEventListener('message', ({ data }) => {
          if (data?.ok && data.result && 'move' in data.result) window.searchAnswers++;
        });
      }

      postMessage(data, ...rest) {
        // A search held for a worker the page has ended since is lost with it.
        if (held && data?.action === 'search') window.held.push(() => this.ended || super.postMessage(data, ...rest));
        else super.postMessage(data, ...rest);
      }

      terminate() {
        this.ended = true;
        return super.terminate();
      }
    };
  }, hold);
  await page.goto(`${env.url}engine/engine.js`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
  });
  await page.goto(`${env.url}?lang=${lang}${hash}`);
  await page.waitForSelector('#learn[data-mode="puzzle"] h2:not(:empty)');
  await waitIdle(page);
  return page;
}

/** The hint's verdict ("wins by 8 seeds with best play (exact)") at `position` in a game of its own. */
async function hintVerdict(position) {
  const page = await env.newPage();
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}?lang=en#pos=${position}`);
  await waitIdle(page);
  await askHint(page, 30000);
  const text = await page.textContent('#hint-line');
  await page.close();
  assert.match(text, /\(exact\)$/, `the hint is exact at ${position}`);
  return text.split(' — ')[1];
}

const words = (page) => page.textContent('[data-learn="words"]');
const overShown = (page) =>
  page.waitForFunction(() => !document.getElementById('learn-next').hidden, null, { timeout: 30000 });
const exactShown = (page) =>
  page.waitForFunction(
    () =>
      /\(exact|\(exacto|\(exato|\(esatto|\(dokładnie/.test(document.querySelector('[data-learn="words"]').textContent),
    null,
    { timeout: 30000 },
  );

test("an endgame puzzle within the tables says its exact value after a solve, in the hint's words", {
  skip,
}, async () => {
  const p = small[0];
  assert.ok(p, 'a shipped 2x6 endgame puzzle of 8 seeds or fewer');
  const verdict = await hintVerdict(p.pos);
  const page = await fresh(`#puzzle=${p.id}`);
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  await exactShown(page);
  const said = (await words(page)).split('\n');
  assert.match(said[0], /^Right: that is the best move\./);
  assert.equal(said.at(-1), `Counted to the end of the game from this position: South to move: ${verdict}`);
  assert.match(await page.textContent('#announcer'), /\(exact\)/, 'spoken too');
  // The same words in the language chosen next.
  await page.selectOption('#lang', 'pl');
  await page.waitForFunction(() =>
    /^Policzone do końca partii z tej pozycji: Ruch: Południe, .*\(dokładnie\)$/.test(
      document.querySelector('[data-learn="words"]').textContent.split('\n').at(-1),
    ),
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a miss, and the solution shown, say it too; once each', { skip }, async () => {
  const p = small[1];
  const page = await fresh(`#puzzle=${p.id}`);
  const wrong = (await readBoard(page)).legal.find((h) => h !== `S${p.answer}`);
  await page.click(`[data-hole="${wrong}"]`);
  await overShown(page);
  await exactShown(page);
  let said = (await words(page)).split('\n');
  assert.match(said[0], /^Not the best move\./);
  assert.match(said.at(-1), /^Counted to the end of the game from this position: South to move: .*\(exact\)$/);
  assert.equal(said.filter((s) => /\(exact\)/.test(s)).length, 1);
  await page.click('[data-testid="puzzle-solution"]');
  await overShown(page);
  await exactShown(page);
  said = (await words(page)).split('\n');
  assert.match(said[0], /^The solution, played on the board/);
  assert.equal(said.filter((s) => /\(exact\)/.test(s)).length, 1);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a slow answer joins the words when it comes, but never after the learner left or moved on', {
  skip,
}, async () => {
  const [p, q] = small;
  const page = await fresh(`#puzzle=${p.id}`, { hold: true });
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  assert.doesNotMatch(await words(page), /\(exact\)/, 'not yet: the worker has not answered');
  await page.evaluate(() => window.release());
  await exactShown(page); // then it comes, on its own
  // Back to the game before the answer comes: nothing is said there.
  await page.evaluate((id) => {
    location.hash = `#puzzle=${id}`;
  }, q.id);
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="puzzle-tools"]')?.dataset.puzzleId === id,
    q.id,
  );
  await waitIdle(page);
  await page.click(`[data-hole="S${q.answer}"]`);
  await overShown(page);
  await page.click('#learn-close');
  await page.waitForFunction(() => !document.body.classList.contains('learning'));
  await page.evaluate(() => window.release());
  await page.waitForFunction(() => window.searchAnswers >= 2, null, { timeout: 30000 });
  await workersSettled(page); // the answer handled
  assert.doesNotMatch(await page.textContent('#announcer'), /exact/, 'nothing spoken after leaving');
  assert.doesNotMatch(await words(page), /\(exact\)/);
  // The next puzzle before the answer comes: its words stay its own.
  await page.evaluate((id) => {
    location.hash = `#puzzle=${id}`;
  }, small[2].id);
  await page.waitForSelector('#learn[data-mode="puzzle"] h2:not(:empty)');
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="puzzle-tools"]')?.dataset.puzzleId === id,
    small[2].id,
  );
  await waitIdle(page);
  await page.click(`[data-hole="S${small[2].answer}"]`);
  await overShown(page);
  await page.click('#learn-next');
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="puzzle-tools"]')?.dataset.puzzleId !== id,
    small[2].id,
  );
  await page.evaluate(() => window.release());
  await page.waitForFunction(() => window.searchAnswers >= 3, null, { timeout: 30000 });
  await workersSettled(page);
  assert.doesNotMatch(await words(page), /exact/, 'the next puzzle shows no words of the last');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a puzzle reached only after its answer says the value of the position after it', { skip }, async () => {
  assert.ok(after, 'a shipped puzzle of 9-16 seeds whose answer leaves at most 8');
  const page = await fresh(`#puzzle=${after.id}`);
  await page.click(`[data-hole="S${after.answer}"]`);
  await overShown(page);
  await waitIdle(page);
  const reached = (await readBoard(page)).position;
  await exactShown(page);
  const verdict = await hintVerdict(reached);
  const said = (await words(page)).split('\n');
  assert.match(
    said.at(-1),
    new RegExp(`^Counted to the end of the game from the position after hole ${after.answer}: (South|North) to move: `),
  );
  assert.ok(said.at(-1).endsWith(verdict), `${said.at(-1)} | the hint there: ${verdict}`);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a larger puzzle says nothing exact, and starts no search for it', { skip }, async () => {
  assert.ok(large, 'a shipped puzzle whose answer leaves over 20 seeds');
  const page = await fresh(`#puzzle=${large.id}`);
  await page.click(`[data-hole="S${large.answer}"]`);
  await overShown(page);
  await waitIdle(page);
  const said = await words(page);
  assert.match(said, /^Right: that is the best move\./);
  assert.doesNotMatch(said, /exact|Counted to the end/);
  // The ask happens as the puzzle opens, before its first move: none was made, no worker started.
  assert.deepEqual(await page.evaluate(() => [window.workersStarted, window.searchAnswers]), [0, 0]);
  // The same page, a puzzle the tables reach: the worker starts and the words come.
  const p = small[0];
  await page.evaluate((id) => {
    location.hash = `#puzzle=${id}`;
  }, p.id);
  await page.waitForFunction(
    (id) => document.querySelector('[data-testid="puzzle-tools"]')?.dataset.puzzleId === id,
    p.id,
  );
  await waitIdle(page);
  await page.click(`[data-hole="S${p.answer}"]`);
  await overShown(page);
  await exactShown(page);
  assert.equal(await page.evaluate(() => window.workersStarted), 1);
  assert.deepEqual(env.errors, []);
  await page.close();
});

for (const lang of ['en', 'pl']) {
  for (const width of [360, 1280]) {
    test(`screenshot (${lang}, ${width} px): the exact words after a solve`, { skip }, async () => {
      const size = width === 360 ? { width: 360, height: 740 } : { width: 1280, height: 800 };
      const p = small[0];
      const page = await fresh(`#puzzle=${p.id}`, { lang, size });
      await page.click(`[data-hole="S${p.answer}"]`);
      await overShown(page);
      await exactShown(page);
      await page.screenshot({ path: path.join(SHOTS, `puzzle-exact-${lang}-${width}.png`), fullPage: true });
      assert.deepEqual(env.errors, []);
      await page.close();
    });
  }
}
