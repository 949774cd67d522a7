// The animation of a long move at Normal speed: a relay of 95 seeds over 19
// laps on 2x12 is planned to end within about 3 s (read from the animator's
// plan, data-planned-ms on the layer over the board, not from the clock, so
// a slow machine does not make the test flaky), shows its lap while it sows,
// and the first long move says once (remembered) that a tap skips it; a tap
// does. The move and its relay are checked with a separate engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readBoard, waitIdle, useBrowser } from './harness.mjs';

// North to move; North 8 sows 95 seeds in 19 laps (checked below with the referee).
const LONG = 'I:0,0,7,1,7,3,7,7,0,2,6,6/6,6,1,0,1,7,7,2,7,1,6,6:N:0,0:quiet=3';
const MOVE = 8;
const SHOTS = process.env.HOYITO_SHOTS; // a folder: screenshots of the note are written there

let env;
let referee;
const skip = useBrowser({ referee: true, viewport: { width: 1280, height: 800 } }, (s) => ({ env, referee } = s));

async function openLong(size) {
  const page = await env.newPage(size);
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('normal')));
  await page.goto(`${env.url}#pos=${LONG}`);
  await waitIdle(page);
  // Every lap the note shows, and whether the tip showed, kept as the page draws them.
  await page.evaluate(() => {
    window.seen = { laps: [], tip: false, said: [] };
    const layer = document.getElementById('fly-layer');
    new MutationObserver(() => {
      const laps = layer.querySelector('.sow-laps:not([hidden])');
      if (laps && laps.textContent !== window.seen.laps.at(-1)) window.seen.laps.push(laps.textContent);
      if (layer.querySelector('.sow-note:not([hidden]) .sow-tip:not([hidden])')) window.seen.tip = true;
    }).observe(layer, { subtree: true, childList: true, characterData: true, attributes: true });
    // The move's wall-clock time, busy to settled: reported, not asserted (it follows the machine's load).
    const board = document.getElementById('board');
    new MutationObserver(() => {
      if (board.dataset.busy === 'true') window.seen.busyAt ??= performance.now();
      else if (window.seen.busyAt !== undefined) window.seen.wall ??= performance.now() - window.seen.busyAt;
    }).observe(board, { attributes: true, attributeFilter: ['data-busy'] });
    // What the status line said while the move was shown, and whose colour its dot showed.
    const status = document.querySelector('[data-testid="status"]');
    new MutationObserver(() => {
      const text = status.querySelector('.status-text').textContent;
      if (board.dataset.busy !== 'true') return;
      const said = `${status.dataset.player}: ${text}`;
      if (said !== window.seen.said.at(-1)) window.seen.said.push(said);
    }).observe(status, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return page;
}

async function playLong(page) {
  await page.evaluate(() => {
    const before = document.querySelector('[data-testid="status"] .status-text').textContent;
    window.seen = { laps: [], tip: false, said: [], before };
  });
  await page.click(`[data-hole="N${MOVE}"]`);
  await page.waitForFunction(() => document.getElementById('board').dataset.busy === 'true');
  return Number(await page.$eval('#fly-layer', (l) => l.dataset.plannedMs));
}

test('the long relay of the test really is one (engine)', { skip }, async () => {
  const move = await referee.call(
    ({ pos, move }) => {
      const g = window.referee.engine.newGame(pos);
      const events = g.play(move);
      const after = g.position;
      g.free();
      return {
        drops: events.filter((e) => e.type === 'drop').length,
        laps: events.filter((e) => e.type === 'pickup').length,
        after,
      };
    },
    { pos: LONG, move: MOVE },
  );
  assert.ok(move.drops >= 94, `North ${MOVE} sows ${move.drops} seeds`);
  assert.equal(move.laps, 19);
});

// What the status line says at each of a move's pickups and captures (English), North moving.
function announcements(events) {
  const hole = (name) => `${name[0] === 'S' ? 'South' : 'North'} ${name.slice(1)}`;
  const seeds = (n) => `${n} seed${n === 1 ? '' : 's'}`;
  return events.flatMap((e) => {
    if (e.type === 'pickup' && e.relay)
      return [`N: North picks up ${seeds(e.count)} from ${hole(e.name)} and sows on…`];
    if (e.type === 'pickup') return [`N: North sows from ${hole(e.name)}…`];
    if (e.type === 'capture') return [`N: North captures ${seeds(e.count)} from ${hole(e.name)}.`];
    return [];
  });
}

test('a 95-seed relay is planned within 3 s at Normal, shows its laps, and tells once that a tap skips it', {
  skip,
}, async (t) => {
  const page = await openLong({ width: 1280, height: 800 });
  const { after, next, events } = await referee.call(
    ({ pos, move }) => {
      const g = window.referee.engine.newGame(pos);
      const events = g.play(move);
      const s = g.snapshot();
      g.free();
      return { after: s.position, next: `${s.turn}${s.legal[0]}`, events };
    },
    { pos: LONG, move: MOVE },
  );

  // The first long move: its plan, its laps, the tip.
  const planned = await playLong(page);
  assert.ok(planned > 1500 && planned <= 3000, `planned ${planned} ms at Normal (at most about 3 s)`);
  assert.equal(await page.$eval('#fly-layer', (l) => l.dataset.laps), '19');
  await page.waitForSelector('.sow-laps:not([hidden])');
  assert.equal(await page.textContent('.sow-tip'), 'Tap the board to skip');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/relay-1280.png` });
  await waitIdle(page);
  let seen = await page.evaluate(() => window.seen);
  t.diagnostic(
    `North ${MOVE}, 95 seeds, 19 laps, at Normal: planned ${planned} ms, ${Math.round(seen.wall)} ms from the tap to the move shown`,
  );
  assert.equal(seen.tip, true, 'the first long move shows the tip');
  assert.ok(seen.laps.length >= 5, `the lap count followed the relay: ${seen.laps.join(', ')}`);
  const numbers = seen.laps.map((s) => Number(/^Lap (\d+) of 19$/.exec(s)?.[1]));
  assert.ok(
    numbers.every((k, i) => k >= 1 && (i === 0 || k > numbers[i - 1])),
    `laps counted up: ${seen.laps.join(', ')}`,
  );
  assert.equal(seen.laps.at(-1), 'Lap 19 of 19', 'played to its end, the note reaches the last lap');
  assert.equal(await page.isVisible('.sow-note'), false, 'the note goes with the move');
  assert.equal((await readBoard(page)).position, after);
  // The status line told the move's laps and captures as they came, in their
  // order (a busy machine may show two in one frame: the first is then not
  // seen). Before the first it says what it said before the tap, never nothing.
  assert.ok(
    seen.said.every((said) => !said.endsWith(': ')),
    `the status line is never blank during the move: ${seen.said.join(' | ')}`,
  );
  const told = announcements(events);
  let at = 0;
  for (const said of seen.said.filter((s, i) => i > 0 || !s.endsWith(`: ${seen.before}`))) {
    const found = told.indexOf(said, at);
    assert.ok(found >= 0, `"${said}" is one of the move's announcements, in order: ${told.join(' | ')}`);
    at = found + 1;
  }
  assert.ok(seen.said.length >= 5, `the status line followed the relay: ${seen.said.join(' | ')}`);

  // The same move again: laps, no tip; a tap on the board skips the rest.
  await page.click('#undo');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, LONG);
  await playLong(page);
  await page.waitForFunction(() => window.seen.laps.length >= 1);
  // The tap lands on a hole the next player may play: it skips, and plays nothing.
  await page.click(`[data-hole="${next}"]`, { force: true });
  await waitIdle(page);
  seen = await page.evaluate(() => window.seen);
  assert.equal(seen.tip, false, 'the tip is told once');
  assert.ok(
    !seen.laps.includes('Lap 19 of 19'),
    `the tap skipped the rest of the relay (seen: ${seen.laps.join(', ')})`,
  );
  assert.equal(
    (await readBoard(page)).position,
    after,
    'skipped, the board ends where the engine says, the tap played nothing',
  );

  // Remembered on the device: a new visit does not tell it again.
  await page.close();
  const again = await openLong({ width: 360, height: 740 });
  await playLong(again);
  await again.waitForSelector('.sow-laps:not([hidden])');
  if (SHOTS) await again.screenshot({ path: `${SHOTS}/relay-360.png` });
  await waitIdle(again);
  assert.equal(await again.evaluate(() => window.seen.tip), false, 'remembered: no tip on the next visit');
  assert.deepEqual(env.errors, []);
  await again.close();
});

test('the tip at 360 px: the first long move on a fresh device, the note inside the board', { skip }, async () => {
  const page = await openLong({ width: 360, height: 740 });
  await page.evaluate(() => localStorage.removeItem('hoyito.skipTip'));
  await page.reload();
  await waitIdle(page);
  await playLong(page);
  await page.waitForSelector('.sow-note:not([hidden]) .sow-laps:not([hidden])');
  const fit = await page.evaluate(() => {
    const note = document.querySelector('.sow-note').getBoundingClientRect();
    const wrap = document.getElementById('fly-layer').getBoundingClientRect();
    return {
      note: [note.left, note.right],
      wrap: [wrap.left, wrap.right],
      tip: getComputedStyle(document.querySelector('.sow-tip')).display,
    };
  });
  assert.notEqual(fit.tip, 'none', 'the tip shows on a fresh device');
  assert.ok(
    fit.note[0] >= fit.wrap[0] - 1 && fit.note[1] <= fit.wrap[1] + 1,
    `the note stays over the board: ${JSON.stringify(fit)}`,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/relay-tip-360.png` });
  await waitIdle(page);
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a relay makes no pebble twice: the ones it hides are kept until the move is shown, then all but a few spare go', {
  skip,
}, async () => {
  const page = await openLong({ width: 1280, height: 800 });
  await page.evaluate(() => {
    window.pebbles = { made: 0, removed: 0 };
    const board = document.getElementById('board');
    new MutationObserver((records) => {
      if (board.dataset.busy !== 'true') return;
      for (const r of records) {
        for (const n of r.addedNodes) if (n.classList?.contains('pebble')) window.pebbles.made += 1;
        for (const n of r.removedNodes) if (n.classList?.contains('pebble')) window.pebbles.removed += 1;
      }
    }).observe(board.querySelector('.holes'), { subtree: true, childList: true });
  });
  await playLong(page);
  await waitIdle(page);
  const { made, removed } = await page.evaluate(() => window.pebbles);
  assert.equal(removed, 0, `no pebble removed while the relay is shown (${made} made)`);
  // Each hole shows its count (up to its room) and keeps at most 3 hidden.
  const holes = await page.$$eval('#board .hole', (gs) =>
    gs.map((g) => ({
      hole: g.dataset.hole,
      count: Number(g.dataset.count),
      shown: g.querySelectorAll('.pebble:not([visibility="hidden"])').length,
      hidden: g.querySelectorAll('.pebble[visibility="hidden"]').length,
      label: g.getAttribute('aria-label'),
    })),
  );
  for (const h of holes) {
    assert.ok(
      h.shown === h.count || (h.shown > 20 && h.shown < h.count),
      `${h.hole} shows its ${h.count} seeds: ${h.shown}`,
    );
    assert.ok(h.hidden <= 3, `${h.hole} keeps ${h.hidden} hidden pebbles once the move is shown`);
    // Its words are written once the move is shown (not at each seed): they say its count.
    assert.match(h.label, new RegExp(`, ${h.count} seeds?(,|$)`), `${h.hole} says its ${h.count} seeds`);
  }
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("a first move lays out no font the page had not: the note's, the hand's and the move list's come before, in idle time", {
  skip,
}, async () => {
  // Chromium asks its browser process how to draw each font at each size the first time a page lays text
  // out in it, a synchronous call (traced as "WebSandboxSupportLinux::GetWebFontRenderStyleForStrike").
  const page = await env.newPage({ width: 360, height: 740 });
  const cdp = await env.context.newCDPSession(page);
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('normal')));
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['fonts', 'blink.user_timing'] },
    transferMode: 'ReportEvents',
  });
  await page.goto(`${env.url}#pos=${LONG}`);
  await waitIdle(page);
  // The animation's part and the move list's each lay their fonts out once loaded.
  await page.waitForFunction(() => performance.getEntriesByName('hoyito-fonts').length === 2, null, {
    timeout: 30000,
  });
  await page.evaluate(() => performance.mark('tap'));
  await page.click(`[data-hole="N${MOVE}"]`);
  await page.waitForFunction(() => document.getElementById('board').dataset.busy === 'true', null, { polling: 'raf' });
  await waitIdle(page);
  await page.evaluate(() => performance.mark('shown'));
  await cdp.send('Tracing.end');
  await complete;
  const at = (name) => events.find((e) => e.name === name).ts;
  const fonts = events.filter((e) => e.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike');
  assert.ok(fonts.filter((e) => e.ts < at('tap')).length > 0, 'the trace sees the fonts the page lays out first');
  assert.deepEqual(
    fonts.filter((e) => e.ts >= at('tap') && e.ts <= at('shown')).map((e) => e.ts - at('tap')),
    [],
    'no font laid out for the first time in the move (at these microseconds after the tap)',
  );
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('a tap on a hole leaves the focus where it was, and a pebble in flight is styled once, when its flyer is made', {
  skip,
}, async () => {
  const page = await openLong({ width: 360, height: 740 });
  await page.evaluate(() => {
    window.watch = { focus: 0, made: 0, styled: 0 };
    document.addEventListener('focusin', () => window.watch.focus++, true);
    new MutationObserver((list) => {
      for (const m of list) {
        if (m.type === 'childList')
          window.watch.made += [...m.addedNodes].filter((n) => n.classList?.contains('flyer')).length;
        else if (m.target.classList.contains('flyer')) window.watch.styled++;
      }
    }).observe(document.getElementById('fly-layer'), { childList: true, subtree: true, attributeFilter: ['style'] });
  });
  await playLong(page);
  await waitIdle(page);
  const watch = await page.evaluate(() => window.watch);
  assert.equal(watch.focus, 0, 'no element took the focus');
  assert.equal(
    await page.evaluate(() => document.activeElement === document.body),
    true,
    'the focus stayed on the page',
  );
  assert.ok(watch.made > 3, `pebbles flew (${watch.made} flyers)`);
  assert.equal(watch.styled, 0, "no flight wrote a flyer's style");
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("a tap's move is played in a task after the tap's own, the board busy from the tap on and deaf to a second tap", {
  skip,
}, async () => {
  const page = await openLong({ width: 360, height: 740 });
  const { before, after } = await referee.call(
    ({ pos, move }) => {
      const g = window.referee.engine.newGame(pos);
      const before = g.position;
      g.play(move);
      const after = g.position;
      g.free();
      return { before, after };
    },
    { pos: LONG, move: MOVE },
  );
  // What the board says once the click's listeners (and their microtasks) are done, in the tap's own task;
  // and a second tap on another playable hole there.
  await page.evaluate((tapped) => {
    const board = document.getElementById('board');
    window.atClickEnd = null;
    window.addEventListener(
      'click',
      () => {
        window.atClickEnd = { busy: board.dataset.busy, position: board.dataset.position };
        const other = board.querySelector(`.hole.legal:not([data-hole="${tapped}"])`);
        window.atClickEnd.other = other?.dataset.hole ?? null;
        other?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      },
      { once: true },
    );
  }, `N${MOVE}`);
  assert.equal(await page.$eval('#board', (b) => b.dataset.position), before);
  await page.click(`[data-hole="N${MOVE}"]`);
  const atClickEnd = await page.evaluate(() => window.atClickEnd);
  assert.ok(atClickEnd.other, 'another hole was playable');
  assert.deepEqual(
    { busy: atClickEnd.busy, position: atClickEnd.position },
    { busy: 'true', position: before },
    'at the end of the tap, the board is busy and the move not yet played',
  );
  await waitIdle(page);
  assert.equal(await page.$eval('#board', (b) => b.dataset.position), after, "the tapped hole's move, not the second");
  assert.deepEqual(env.errors, []);
  await page.close();
});

test("the first key or tap's own move is shown before the page's later parts join it (the later style sheet)", {
  skip,
}, async () => {
  const page = await openLong({ width: 360, height: 740 });
  assert.equal(
    await page.$eval('link[data-later]', (l) => l.disabled),
    true,
    'the later style sheet waits for a first sign of a player',
  );
  // What the board showed when the sheet turned on, and whether the move had begun by then.
  await page.evaluate(() => {
    const link = document.querySelector('link[data-later]');
    const board = document.getElementById('board');
    let moved = false;
    new MutationObserver(() => {
      if (board.dataset.busy === 'true') moved = true;
    }).observe(board, { attributes: true, attributeFilter: ['data-busy'] });
    window.laterOn = new Promise((resolve) =>
      new MutationObserver((_, watch) => {
        if (link.disabled) return;
        watch.disconnect();
        resolve({ moved, busy: board.dataset.busy });
      }).observe(link, { attributes: true, attributeFilter: ['disabled'] }),
    );
  });
  // A key: the first sign of a player and the move in one event, whatever the machine's pace.
  await page.focus(`[data-hole="N${MOVE}"]`);
  await page.keyboard.press('Enter');
  assert.deepEqual(
    await page.evaluate(() => window.laterOn),
    { moved: true, busy: 'false' },
    'the sheet joined after the move it followed was shown, not during its frames',
  );
  await waitIdle(page);
  assert.deepEqual(env.errors, []);
  await page.close();
});
