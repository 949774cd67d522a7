// The layout as a whole, measured: the page's screens (a game, Analyse open
// with its badges and line, the review of a finished game, a move list with
// a long variation, My games, a lesson, a puzzle after a miss, the New game
// and Share dialogs, a game with a friend and its New game dialog, a 2x12 game) at two phones, a tablet and a desktop, in
// the six languages, one page a size and language, each screen reached by a
// link or by state. On each: no box clips its own words, no visible words
// are covered by another element (the board's holes and stores, a badge, a
// header, other words), the move on the board is in sight in a move list
// that scrolls, the page never scrolls sideways, the status line
// is in full in the window whichever panel the page is scrolled to, and on
// a phone the board of a lesson or puzzle is at least 300 px wide and fits
// the window.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { waitIdle, useBrowser, workersSettled } from './harness.mjs';
import { loadTestEngine } from '../node/helpers.mjs';

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
const LANGS = ['en', 'es', 'fr', 'pt', 'pl', 'it'];
// Every screen in English and Polish (the longest words); the others see the wordiest screens.
const FULL = new Set(['en', 'pl']);
const SOME = new Set(['game', 'analysis', 'review', 'puzzle', 'newgame', 'friend', 'friendnew']);

const engine = await loadTestEngine();
// A game of 20 seeds played to its end (39 plies): its review is quick (small endgames).
const END_START = 'I:2,1,3,0,2,2/1,2,1,3,1,2:S:14,14';
const END_MOVES = '5.2.4.6.6.3.4.6.2.5.3.2.1.4.3.1.2.3.3.6.2.4.1.2.4.5.3.1.5.4.6.1.3.4.4.5.1.6.1';
const START = engine.startPosition({});
const BIG = engine.startPosition({ variant: 'II', n: 12 });
const PUZZLE = '24fa2452'; // S4 misses it: the best move is shown with its explanation

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** Opens the page at `hash` (a new address: the page loads again) and waits for the board. */
async function go(page, lang, hash) {
  await page.goto(`${env.url}?lang=${lang}#${hash}`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await waitIdle(page);
}

/** Plays `count` moves on the page's board, each the last playable hole. */
async function play(page, count) {
  for (let k = 0; k < count; k++) {
    const hole = await page.$$eval('#board .hole.legal', (gs) => gs.at(-1)?.dataset.hole);
    if (!hole) return;
    await page.click(`[data-hole="${hole}"]`);
    await waitIdle(page);
  }
}

const SCREENS = {
  async game(page, lang) {
    await go(page, lang, `pos=${START}&moves=1.1.1.2.1.5.2.6`);
  },
  async analysis(page, lang) {
    await go(page, lang, `pos=${START}&moves=1.1.1.2.1.5.2.6`);
    await page.click('#analyse');
    await page.waitForSelector('#analysis:not([hidden]) .analysis-list li', { timeout: 120000 });
    await page.waitForSelector('#board .analysis-marks .mark', { timeout: 120000 });
    await page.waitForFunction(() => document.querySelectorAll('#board .hole[data-pv]').length > 0, null, {
      timeout: 120000,
    });
  },
  async review(page, lang) {
    await go(page, lang, `pos=${END_START}&moves=${END_MOVES}`);
    await page.click('.game-open:visible');
    await page.click('#review-start');
    await page.waitForSelector('.review-table tr:nth-child(5)', { timeout: 300000 });
    await page.waitForSelector('#review-stop', { state: 'hidden', timeout: 300000 });
  },
  async variation(page, lang) {
    await go(page, lang, `pos=${START}&moves=1.1.1.2.1.5.2.6.1.3.2.1.3`);
    await page.click('#moves button.move >> nth=1');
    await waitIdle(page);
    // A dozen plies from the second move on: a variation, not the game.
    await play(page, 8);
    await page.waitForSelector('#moves .variation');
  },
  async games(page, lang) {
    await go(page, lang, `pos=${START}&moves=1.1.1.2`);
    await page.click('#games-open');
    await page.waitForSelector('#games-dialog[open], [data-testid="games"]:not([hidden]), #games:not([hidden])');
  },
  async lesson(page, lang) {
    await go(page, lang, 'learn=relay');
    await page.waitForSelector('#learn:not([hidden]) h2:not(:empty)');
    await tapLearn(page, 'S3');
  },
  async puzzle(page, lang) {
    await go(page, lang, `puzzle=${PUZZLE}`);
    // A hash of the same page opens the puzzle when its set is loaded: the lesson's board shows until then.
    await page.waitForSelector(`[data-testid="puzzle-tools"][data-puzzle-id="${PUZZLE}"]`);
    await page.click('[data-hole="S4"]');
    await page.waitForSelector('#learn-retry:not([hidden])', { timeout: 60000 });
    await workersSettled(page); // the tables' exact value joins the words when the worker answers
  },
  async newgame(page, lang) {
    await go(page, lang, `pos=${START}&moves=1.1`);
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
  },
  // A game with a friend by link, engine help allowed: the bar with its welcome and "Engine help: on".
  async friend(page, lang) {
    await go(page, lang, `pos=${START}&moves=1&friend=layout1&you=N&from=Ana&help=on`);
    await page.waitForSelector('#friend-help:not([hidden])');
    await page.waitForSelector('#friend-news:not([hidden])');
  },
  // The new-game dialog for a first game with a friend (none kept here: a list of them scrolls), the engine help box ticked.
  async friendnew(page, lang) {
    await page.evaluate(() => localStorage.removeItem('hoyito.friendGames'));
    await go(page, lang, `pos=${START}&moves=1.1`);
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.check('#new-form input[name="players"][value="friend"]');
    await page.check('#friend-help-allow');
    assert.equal(await page.isVisible('#friend-games'), false);
  },
  async share(page, lang) {
    await go(page, lang, `pos=${START}&moves=1.1`);
    await page.click('#share-open');
    await page.waitForSelector('dialog[open]');
  },
  async big(page, lang) {
    await go(page, lang, `pos=${BIG}&moves=1.1.2`);
  },
};

/**
 * The move on the board out of sight in the move list, where the list
 * scrolls in a box of its own (beside the board): a sentence, or none.
 */
function moveOutOfSight(page) {
  return page.evaluate(() => {
    const moves = document.getElementById('moves');
    const current = moves?.querySelector('[aria-current="true"]');
    if (!current?.getClientRects().length || moves.scrollHeight <= moves.clientHeight + 1) return [];
    const r = current.getBoundingClientRect();
    const c = moves.getBoundingClientRect();
    if (r.top >= c.top - 1 && r.bottom <= c.bottom + 1) return [];
    const box = (q) => `[${Math.round(q.left)},${Math.round(q.top)} ${Math.round(q.width)}x${Math.round(q.height)}]`;
    return [`the move on the board out of the move list's sight: "${current.textContent}" ${box(r)} in ${box(c)}`];
  });
}

/**
 * Waits for the analysis, where its panel is open (Analyse stays open from its
 * screen on), to answer for the board's position: the answer changes the
 * panel's height, and the move list's beside it.
 */
function analysisAnswered(page) {
  return page.waitForFunction(
    () => {
      const panel = document.getElementById('analysis');
      return !panel || panel.hidden || !['none', 'thinking'].includes(panel.dataset.stage ?? 'none');
    },
    null,
    { timeout: 120000 },
  );
}

/** Taps `hole` in a lesson and waits for its answer. */
async function tapLearn(page, hole) {
  const words = () => page.evaluate(() => document.querySelector('[data-learn="words"]').textContent);
  const before = await words();
  await page.click(`[data-hole="${hole}"]`);
  await page.waitForFunction((b) => document.querySelector('[data-learn="words"]').textContent !== b, before, {
    timeout: 30000,
  });
  await waitIdle(page);
}

/**
 * What is wrong with the layout as it is now: a list of sentences naming the
 * element and its boxes ([] when nothing is).
 */
function faults(page) {
  return page.evaluate(async () => {
    // The board's drawing takes its box's new size a frame later (ResizeObserver, play/fit.js).
    for (let k = 0; k < 3; k++) await new Promise(requestAnimationFrame);
    const out = [];
    const W = innerWidth;
    const H = innerHeight;
    const name = (e) => {
      const id = e.id ? `#${e.id}` : '';
      const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
      const text = (e.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${e.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const box = (r) => `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}]`;
    const shown = (e) => {
      if (!e.getClientRects().length || e.closest('.visually-hidden, .sr-tools')) return false;
      if (e.closest('details:not([open]) > :not(summary)')) return false;
      // Words kept for screen readers only: in a box of a pixel.
      for (let b = e; b && b !== document.body; b = b.parentElement) {
        const r = b.getBoundingClientRect();
        if (r.width <= 2 || r.height <= 2) return false;
      }
      // aria-hidden words are still seen, on the board (its marks); elsewhere they are decoration.
      if (e.closest('[aria-hidden="true"]') && !e.closest('#board')) return false;
      const s = getComputedStyle(e);
      return s.visibility !== 'hidden' && Number(s.opacity) > 0.05;
    };
    // The open modal dialog, when there is one: only it is looked at (the page behind is inert).
    const modal = [...document.querySelectorAll('dialog[open]')].find((d) => d.matches(':modal'));
    const root = modal ?? document.body;
    const ownText = (e) =>
      [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim() !== '');
    const texts = [...root.querySelectorAll('*')].filter(
      (e) =>
        !['SCRIPT', 'STYLE', 'OPTION', 'SELECT', 'TEXTAREA', 'TITLE'].includes(e.tagName) &&
        ownText(e).length &&
        shown(e),
    );

    const textRects = (e) => {
      const range = document.createRange();
      const rects = [];
      for (const n of ownText(e)) {
        range.selectNodeContents(n);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 2 && r.height > 2));
      }
      return rects;
    };
    // 1. Clipped: words reaching past a box that hides what overflows it (a box that scrolls is 1b).
    (() => {
      const seen = new Set();
      for (const e of texts) {
        for (let b = e; b && b !== root.parentElement; b = b.parentElement) {
          if (b instanceof SVGElement && b.tagName !== 'svg') continue;
          const s = getComputedStyle(b);
          const cuts = (v) => v === 'hidden' || v === 'clip';
          // Words scrolled out of a box that scrolls are not cut (1b says whether it may scroll).
          if (b !== e && (/auto|scroll/.test(s.overflowX) || /auto|scroll/.test(s.overflowY))) break;
          if (!cuts(s.overflowX) && !cuts(s.overflowY)) continue;
          const c = b.getBoundingClientRect();
          const r = textRects(e).find(
            (q) =>
              (cuts(s.overflowY) &&
                (q.top < c.top + b.clientTop - 1 || q.bottom > c.top + b.clientTop + b.clientHeight + 1)) ||
              (cuts(s.overflowX) &&
                (q.left < c.left + b.clientLeft - 1 || q.right > c.left + b.clientLeft + b.clientWidth + 1)),
          );
          if (r && !seen.has(e)) {
            seen.add(e);
            out.push(`clipped: ${name(e)} ${box(r)} past ${name(b)} ${box(c)}`);
          }
        }
        if (getComputedStyle(e).textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1)
          out.push(`clipped: ${name(e)} cut short with an ellipsis, ${e.scrollWidth} px in ${e.clientWidth}`);
      }
      // 1b. On a phone nothing scrolls inside the page (a dialog over it may).
      if (W <= 420) {
        for (const b of root.querySelectorAll('*')) {
          if (b.tagName === 'DIALOG' || b.tagName === 'TEXTAREA' || b.tagName === 'SELECT' || !shown(b)) continue;
          const s = getComputedStyle(b);
          const scrolls = (v) => v === 'auto' || v === 'scroll';
          if (
            (scrolls(s.overflowY) && b.scrollHeight > b.clientHeight + 1) ||
            (scrolls(s.overflowX) && b.scrollWidth > b.clientWidth + 1)
          )
            out.push(
              `scrolls inside the page: ${name(b)} ${b.scrollWidth}x${b.scrollHeight} in ${b.clientWidth}x${b.clientHeight}`,
            );
          // The status line alone stays at the top (it says what the board is doing), the action bar at the foot.
          if (s.position === 'sticky' && !b.closest('dialog') && !b.matches('[data-testid="status"], .bar'))
            out.push(`sticky over what scrolls under it: ${name(b)}`);
        }
      }
    })();
    // 2. Covered: a point of the words belongs to another element, or the words cross the board's holes and stores.
    const clipRect = (e) => {
      let r = { left: 0, top: 0, right: W, bottom: H };
      for (let b = e.parentElement; b && b !== document.documentElement; b = b.parentElement) {
        const s = getComputedStyle(b);
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
          const c = b.getBoundingClientRect();
          r = {
            left: Math.max(r.left, c.left),
            top: Math.max(r.top, c.top),
            right: Math.min(r.right, c.right),
            bottom: Math.min(r.bottom, c.bottom),
          };
        }
      }
      return r;
    };
    const board = document.getElementById('board');
    const pits = [...document.querySelectorAll('#board [data-hole] .hit, #board [data-store]')]
      .filter((p) => p.getClientRects().length)
      .map((p) => ({ p, r: p.getBoundingClientRect() }));
    const T = 2; // px of tolerance
    // The status line and the action bar, where they are held at the window's top and foot (phones).
    const heldAtEdge = (el) => {
      const b = el.closest('[data-testid="status"], .bar');
      return !!b && getComputedStyle(b).position === 'sticky';
    };
    const meets = (a, b) =>
      a.left < b.right - T && b.left < a.right - T && a.top < b.bottom - T && b.top < a.bottom - T;
    (() => {
      let covered = 0;
      for (const e of texts) {
        const clip = clipRect(e);
        const rects = textRects(e);
        let bad = null;
        for (const r of rects) {
          const inset = Math.min(3, r.width / 4, r.height / 4);
          const points = [
            [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
            [r.left + inset, r.top + inset],
            [r.right - inset, r.top + inset],
            [r.left + inset, r.bottom - inset],
            [r.right - inset, r.bottom - inset],
          ];
          for (const [x, y] of points) {
            if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) continue;
            // The first element there that is seen (a radio drawn as its label's frame is transparent).
            const hit = document.elementsFromPoint(x, y).find((h) => Number(getComputedStyle(h).opacity) > 0.05);
            if (!hit || hit === e || e.contains(hit) || hit.contains(e)) continue;
            // What the page scrolls under the bars held at the window's edges is uncovered by scrolling.
            if (heldAtEdge(hit) && !heldAtEdge(e)) continue;
            // Words drawn on the board belong to it: a hole's count on its hole, a label in its pit.
            if (
              e instanceof SVGElement &&
              hit.closest('svg') === e.closest('svg') &&
              !hit.closest('.badge, [class*="badge"], .pv, [class*="pv"]')
            )
              continue;
            bad = `covered: ${name(e)} ${box(r)} under ${name(hit)} ${box(hit.getBoundingClientRect())} at ${Math.round(x)},${Math.round(y)}`;
            break;
          }
          if (!bad && !board.contains(e) && !e.closest('dialog')) {
            const pit = pits.find(({ r: q }) => meets(r, q));
            if (pit) bad = `covered: ${name(e)} ${box(r)} crosses ${name(pit.p)} ${box(pit.r)}`;
          }
          if (bad) break;
        }
        if (bad && covered++ < 6) out.push(bad);
      }
    })();
    // The marks on the board (the line's numbers, the value badges) each in a place of their own.
    const marks = [...document.querySelectorAll('#board .pv-step rect, #board .analysis-marks .mark rect')]
      .filter((m) => shown(m) && m.closest('[visibility="hidden"]') === null)
      .map((m) => ({ m, r: m.getBoundingClientRect() }));
    for (const [i, a] of marks.entries()) {
      for (const b of marks.slice(i + 1)) {
        if (meets(a.r, b.r))
          out.push(`marks on marks: ${name(a.m.parentElement)} ${box(a.r)} and ${name(b.m.parentElement)} ${box(b.r)}`);
      }
    }

    // 3. The page never scrolls sideways.
    if (document.documentElement.scrollWidth > W)
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${W}`);

    // 4. The status line (and on a phone the action bar) in full in the window, whichever panel the page is scrolled to.
    (() => {
      const status = document.querySelector('[data-testid="status"]');
      if (!modal && shown(status)) {
        const panels = ['#moves', '#analysis', '#review', '.review-table', '#learn', '.side'].flatMap((s) =>
          [...document.querySelectorAll(s)].filter(shown),
        );
        const x0 = scrollX;
        const y0 = scrollY;
        // Boxes scrolled by the page itself (the move list keeps its move in sight) are scrolled back after.
        const kept = new Map(
          [...document.querySelectorAll('*')]
            .filter((b) => b !== document.documentElement && (b.scrollTop || b.scrollLeft))
            .map((b) => [b, [b.scrollTop, b.scrollLeft]]),
        );
        for (const p of panels) {
          p.scrollIntoView({ block: 'end' });
          const r = status.getBoundingClientRect();
          const header = document.querySelector('.top').getBoundingClientRect();
          if (r.top < -1 || r.bottom > H + 1) out.push(`status out of the window scrolled to ${name(p)}: ${box(r)}`);
          // On a phone the action bar too: Undo and Hint in reach whatever is read (a lesson hides them).
          const bar = document.querySelector('.bar');
          const q = bar.getBoundingClientRect();
          const learning = document.body.classList.contains('learning');
          if (W <= 420 && !learning && shown(bar) && (q.top < -1 || q.bottom > H + 1))
            out.push(`action bar out of the window scrolled to ${name(p)}: ${box(q)}`);
          else if (getComputedStyle(document.querySelector('.top')).position !== 'static' && meets(r, header))
            out.push(`status under the header scrolled to ${name(p)}: ${box(r)}`);
        }
        scrollTo(x0, y0);
        // Every box as it was: one that hides what overflows it still scrolls to show an element asked for.
        for (const b of document.querySelectorAll('*')) {
          if (b === document.documentElement) continue;
          const [top, left] = kept.get(b) ?? [0, 0];
          if (b.scrollTop !== top) b.scrollTop = top;
          if (b.scrollLeft !== left) b.scrollLeft = left;
        }
      }
    })();
    // 5. On a phone, a lesson's or a puzzle's board at least 300 px wide and wholly seen in the window
    // when scrolled to. (Not yet asked: in view together with the longest answers' words, in Polish.)
    const learn = document.getElementById('learn');
    if (W <= 420 && learn && shown(learn)) {
      // The board as drawn (its holes and stores), not its box.
      const parts = [...board.querySelectorAll('[data-hole], [data-store]')].map((q) => q.getBoundingClientRect());
      const r = new DOMRect(
        Math.min(...parts.map((q) => q.left)),
        Math.min(...parts.map((q) => q.top)),
        Math.max(...parts.map((q) => q.right)) - Math.min(...parts.map((q) => q.left)),
        Math.max(...parts.map((q) => q.bottom)) - Math.min(...parts.map((q) => q.top)),
      );
      if (r.width < 300) out.push(`the lesson's board is ${Math.round(r.width)} px wide: ${box(r)}`);
      if (r.height > H) out.push(`the lesson's board is taller than the window: ${box(r)}`);
    }
    return out.length > 30 ? [...out.slice(0, 30), `and ${out.length - 30} more`] : out;
  });
}

for (const size of SIZES) {
  for (const lang of LANGS) {
    test(`${lang} at ${size.width}x${size.height}: nothing clipped, covered or out of the window`, {
      skip,
      timeout: 600000,
    }, async () => {
      const page = await env.newPage(size);
      await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204, body: '' }));
      await page.goto(`${env.url}engine/engine.js`); // the origin, to set its storage before the page loads
      await page.evaluate(() => {
        localStorage.clear();
        localStorage.setItem('hoyito.speed', JSON.stringify('instant'));
        localStorage.setItem('hoyito.learnOffer', 'true');
      });
      const found = [];
      for (const [screen, open] of Object.entries(SCREENS)) {
        if (!FULL.has(lang) && !SOME.has(screen)) continue;
        await open(page, lang);
        await analysisAnswered(page);
        await page.mouse.move(0, 0);
        for (const f of [...(await faults(page)), ...(await moveOutOfSight(page))])
          found.push(`${screen} ${lang} ${size.width}x${size.height}: ${f}`);
        if (process.env.LAYOUT_SHOTS)
          await page.screenshot({
            path: `${process.env.LAYOUT_SHOTS}/${screen}-${lang}-${size.width}.png`,
            fullPage: true,
          });
      }
      assert.deepEqual(found, []);
      assert.deepEqual(env.errors, []);
      await page.close();
    });
  }
}
