// Playing without a mouse or without sight: the whole game and every dialog
// by keyboard with a visible focus ring, each move read out in words from
// the engine's events through a polite live region, the board and the score
// on request, a name on every control, enough contrast, and axe-core with no
// serious or critical violation on the page, the new-game dialog, the rules
// panel and the game-over summary, in English, Spanish and Polish.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readBoard, waitIdle, useBrowser, axeViolations } from './harness.mjs';

let env;
let referee;
const skip = useBrowser({ referee: true }, (s) => ({ env, referee } = s));

/** A page at a position (share-link scheme), language and speed given. */
async function openAt(pos, { lang = 'en', speed = 'instant' } = {}) {
  const page = await env.newPage();
  await page.addInitScript((s) => localStorage.setItem('hoyito.speed', JSON.stringify(s)), speed);
  await page.goto(`${env.url}?lang=${lang}${pos ? `#pos=${pos}` : ''}`);
  await waitIdle(page);
  return page;
}

const spoken = (page) =>
  page.evaluate(() => document.getElementById('announcer')?.textContent.replace(/\u00a0$/, '') ?? '');
const active = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      id: el?.id ?? '',
      hole: el?.dataset?.hole ?? null,
      tag: el?.tagName ?? '',
      dialog: el?.closest('dialog')?.id ?? null,
    };
  });

/** Presses Tab until `match(activeElement)` or gives up after `max` presses; returns the presses used. */
async function tabTo(page, match, max = 40, key = 'Tab') {
  for (let k = 1; k <= max; k++) {
    await page.keyboard.press(key);
    if (match(await active(page))) return k;
  }
  throw new Error(`focus never reached the target with ${max} presses of ${key}`);
}

// WCAG relative luminance and contrast of two CSS colours (rgb()/rgba() on an opaque background).
function parse(c) {
  const m = /rgba?\(([^)]+)\)/.exec(c);
  const [r, g, b, a = 1] = m[1]
    .split(/[ ,/]+/)
    .filter(Boolean)
    .map(Number);
  return { r, g, b, a };
}
function over(fg, bg) {
  return {
    r: fg.r * fg.a + bg.r * (1 - fg.a),
    g: fg.g * fg.a + bg.g * (1 - fg.a),
    b: fg.b * fg.a + bg.b * (1 - fg.a),
    a: 1,
  };
}
function luminance({ r, g, b }) {
  const f = (v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
function contrast(a, b) {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** The focused element's ring: its outline (or, for a hole, its dashed ring) and the contrast with what is behind it. */
function focusRing(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (el.closest('#board')) {
      const ring = el.querySelector('.focus');
      const s = getComputedStyle(ring);
      return {
        kind: 'hole',
        visible: Number(s.opacity) > 0.9 && s.stroke !== 'none',
        width: parseFloat(s.strokeWidth),
        color: s.stroke,
        behind: 'rgb(160, 97, 47)',
      };
    }
    // The language switch is a transparent select over its label: the label draws the ring.
    const target = el.closest('.lang') ?? el;
    const s = getComputedStyle(target);
    let behind = 'rgb(36, 23, 14)';
    const dialog = el.closest('dialog');
    if (dialog) behind = getComputedStyle(dialog).backgroundColor;
    return {
      kind: el.tagName,
      visible: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2,
      width: parseFloat(s.outlineWidth),
      color: s.outlineColor,
      behind,
    };
  });
}

async function assertRing(page, label) {
  const ring = await focusRing(page);
  assert.ok(ring.visible, `${label}: a focus ring is drawn (${JSON.stringify(ring)})`);
  const ratio = contrast(parse(ring.color), parse(ring.behind));
  assert.ok(ratio >= 3, `${label}: the ring stands out from what is behind it (${ratio.toFixed(2)}:1)`);
}

test('the whole game by keyboard: Tab to the board, arrows between holes, Enter plays, focus stays on the board', {
  skip,
}, async () => {
  const start = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
  const page = await openAt(null);
  await referee.start(start);
  await tabTo(page, (a) => a.hole !== null);
  assert.equal((await active(page)).hole, 'S1', 'Tab lands on the first playable hole');
  await assertRing(page, 'hole');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal((await active(page)).hole, 'S3');
  await page.keyboard.press('End');
  assert.equal((await active(page)).hole, 'S6');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await waitIdle(page);
  const truth = await referee.play(2);
  assert.equal((await readBoard(page)).position, truth.position, 'Enter played South 2');
  const now = await active(page);
  assert.match(now.hole ?? '', /^N\d+$/, "the focus moved to one of North's holes");
  await page.keyboard.press(' ');
  await waitIdle(page);
  const second = await referee.play(Number(now.hole.slice(1)));
  assert.equal((await readBoard(page)).position, second.position, 'Space plays too');
  // Undo and redo from the keyboard.
  await page.keyboard.press('Control+z');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, truth.position, 'Ctrl+Z took the move back');
  await page.keyboard.press('Control+y');
  await waitIdle(page);
  assert.equal((await readBoard(page)).position, second.position, 'Ctrl+Y played it again');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('every dialog by keyboard, with a visible focus ring: new game, rules, game over', { skip }, async () => {
  const page = await openAt(null);
  // The language switch, by keyboard too.
  await tabTo(page, (a) => a.id === 'lang');
  await assertRing(page, 'language switch');
  await page.keyboard.press('Shift+Tab');
  assert.equal((await active(page)).id, 'sound', 'the sound toggle sits between them');
  await assertRing(page, 'sound toggle');
  await page.keyboard.press('Shift+Tab');
  assert.equal((await active(page)).id, 'new-game');
  await assertRing(page, 'New game button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#new-dialog[open]');
  assert.equal((await active(page)).dialog, 'new-dialog', 'the focus is inside the dialog');
  // The dialog opens on the players (they come first): a radio group, moved by arrow keys.
  assert.equal(await page.evaluate(() => document.activeElement.matches('input[name="players"]:checked')), true);
  await assertRing(page, 'players radio');
  // Then the variant, a radio group too.
  await tabTo(page, () => true);
  assert.equal(await page.evaluate(() => document.activeElement.matches('input[name="variant"]:checked')), true);
  await assertRing(page, 'variant radio');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.isChecked('#new-form input[name="variant"][value="II"]'), true, 'ArrowDown picks Hoyito II');
  // The size waits under "More options", opened with Enter.
  await tabTo(page, (a) => a.tag === 'SUMMARY');
  await assertRing(page, 'More options');
  await page.keyboard.press('Enter');
  await tabTo(page, (a) => a.tag === 'SELECT');
  await assertRing(page, 'size select');
  await page.keyboard.press('ArrowDown'); // 7 holes
  await tabTo(page, (a) => a.id === 'new-start');
  await assertRing(page, 'Start button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
  await waitIdle(page);
  assert.match((await readBoard(page)).position, /^II:4,4,4,4,4,4,4\//, 'a Hoyito II game on 2x7 started');

  await tabTo(page, (a) => a.id === 'rules-open', 60);
  await page.keyboard.press('Enter');
  await page.waitForSelector('#rules-dialog[open]');
  assert.equal((await active(page)).dialog, 'rules-dialog');
  await assertRing(page, 'rules dialog');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#rules-dialog:not([open])', { state: 'attached' });
  assert.equal((await active(page)).id, 'rules-open', 'the focus comes back to the button that opened it');
  await page.close();

  // Game over: one move from the end (South's S1 makes a casa and leaves the last four).
  const over = await openAt('I:1,3,0,0,0,0/2,2,0,0,0,0:S:20,20');
  await tabTo(over, (a) => a.hole === 'S1');
  await over.keyboard.press('Enter');
  await over.waitForSelector('#over-dialog[open]');
  const inside = await active(over);
  assert.equal(inside.dialog, 'over-dialog', 'the summary takes the focus');
  await assertRing(over, 'game-over dialog');
  await tabTo(over, (a) => a.id === 'over-new', 6);
  await over.keyboard.press('Enter');
  await over.waitForSelector('#new-dialog[open]');
  await over.keyboard.press('Escape');
  assert.deepEqual(env.errors, []);
  await over.close();
});

test("each move is read out in words, from the engine's events, through a polite live region", { skip }, async () => {
  const cases = [
    // Hand-worked (the rules panel's examples): sow 3 from S2, the last lands on 2 in S5: relay of 3 from S5, ends in N2.
    {
      pos: 'I:0,3,1,0,2,0/1,0,2,1,0,2:S:20,16',
      hole: 'S2',
      lang: 'en',
      say: 'South plays hole 2: 3 seeds sown, relay of 3 seeds from South 5. North to move.',
    },
    {
      pos: 'I:0,3,1,0,2,0/1,0,2,1,0,2:S:20,16',
      hole: 'S2',
      lang: 'es',
      say: 'Sur juega la casita 2: siembra 3 semillas, relevo de 3 semillas desde Sur 5. Juega Norte.',
    },
    // Hoyito I: the first seed makes four in S3 and is taken at once.
    {
      pos: 'I:0,3,3,0,0,1/2,1,0,2,0,0:S:20,16',
      hole: 'S2',
      lang: 'en',
      say: 'South plays hole 2: 3 seeds sown, captures a casa of 4 on South 3. North to move.',
    },
    // Hoyito II: the last seed makes four in S4, with S3 and S2 behind it; South plays again.
    {
      pos: 'II:3,3,3,3,0,2/1,0,1,2,1,1:S:16,12',
      hole: 'S1',
      lang: 'en',
      say: 'South plays hole 1: 3 seeds sown, captures the casas on South 4, South 3, and South 2, 12 seeds. South captured and plays again. South to move.',
    },
    {
      pos: 'II:3,3,3,3,0,2/1,0,1,2,1,1:S:16,12',
      hole: 'S1',
      lang: 'pl',
      say: 'Południe gra dołkiem 1: 3 ziarna wysiane, zbija casy w dołkach Południe 4, Południe 3 i Południe 2, razem 12 ziaren. Południe zbija i gra jeszcze raz. Ruch: Południe.',
    },
    // The last four (R13): South's casa in S2 leaves four on the board, which go to South.
    {
      pos: 'I:1,3,0,0,0,0/2,2,0,0,0,0:S:20,20',
      hole: 'S1',
      lang: 'en',
      say: 'South plays hole 1: 1 seed sown, captures a casa of 4 on South 2. Only four seeds are left: they go to South. Game over. South wins 28–20.',
    },
  ];
  for (const c of cases) {
    const page = await openAt(c.pos, { lang: c.lang });
    const region = await page.evaluate(() => {
      const r = document.getElementById('announcer');
      return r && { live: r.getAttribute('aria-live'), atomic: r.getAttribute('aria-atomic') };
    });
    assert.deepEqual(region, { live: 'polite', atomic: 'true' });
    await page.focus(`[data-hole="${c.hole}"]`);
    await page.keyboard.press('Enter');
    await waitIdle(page);
    assert.equal(await spoken(page), c.say, `${c.lang} ${c.pos} ${c.hole}`);
    await page.close();
  }
  // The status line is not a second live region: during a move it changes step by step.
  const page = await openAt(null);
  assert.equal(await page.getAttribute('[data-testid="status"]', 'aria-live'), 'off');
  assert.deepEqual(env.errors, []);
  await page.close();
});

test('the board and the score on request: keys on the board, and buttons', { skip }, async () => {
  const pos = 'I:0,3,1,0,2,0/1,0,2,1,0,2:S:20,16';
  const page = await openAt(pos);
  await page.focus('[data-hole="S2"]');
  await page.keyboard.press('b');
  assert.equal(
    await spoken(page),
    'South, holes 1 to 6: 0, 3, 1, 0, 2, 0. North, holes 1 to 6: 1, 0, 2, 1, 0, 2. South has captured 20 seeds. North has captured 16 seeds. South to move.',
  );
  await page.keyboard.press('s');
  assert.equal(await spoken(page), 'South has captured 20 seeds. North has captured 16 seeds. South to move.');
  // The buttons: hidden until they have the focus, then seen.
  await page.focus('#say-board');
  assert.ok(await page.isVisible('#say-board'), 'the button shows when it has the focus');
  await assertRing(page, 'read-the-board button');
  await page.keyboard.press('Enter');
  assert.match(await spoken(page), /^South, holes 1 to 6: 0, 3, 1/);
  await page.close();

  // Closed holes are said so; Spanish letters (t: tablero, m: marcador).
  const closed = 'II:1,0,0,0,0,0,1,0,0,0,0,2/0,0,1,0,2,1,x,x,x,x,x,x:N:60,4:aside=0,24;quiet=10';
  const es = await openAt(closed, { lang: 'es' });
  await es.focus('#board .hole.legal');
  await es.keyboard.press('t');
  const words = await spoken(es);
  assert.match(
    words,
    /^Sur, casitas del 1 al 12: 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2\. Norte, casitas del 1 al 12: 0, 0, 1, 0, 2, 1, cerrada, cerrada, cerrada, cerrada, cerrada, cerrada\./,
  );
  await es.keyboard.press('m');
  assert.equal(
    await spoken(es),
    'Sur ha capturado 60 semillas. Norte ha capturado 4 semillas, 24 apartadas. Juega Norte.',
  );
  assert.deepEqual(env.errors, []);
  await es.close();
});

test('every control has a name, and the holes say their seeds and whether they can be played', { skip }, async () => {
  const page = await openAt('I:0,3,1,0,2,0/1,0,2,1,0,2:S:20,16', { lang: 'pl' });
  // The dialogs' words load when one first opens (strings.js loadWords('more')): the page and the open dialog.
  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  const nameless = await page.evaluate(() => {
    const out = [];
    const name = (el) => {
      const label =
        el.getAttribute('aria-label') ||
        (el.labels && [...el.labels].map((l) => l.textContent).join(' ')) ||
        el.textContent;
      const by = el.getAttribute('aria-labelledby');
      return (
        by
          ? by
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : label || ''
      ).trim();
    };
    for (const el of document.querySelectorAll('button, select, input, [role="button"], a[href], [tabindex]')) {
      if (!name(el)) out.push(el.outerHTML.slice(0, 80));
    }
    return out;
  });
  assert.deepEqual(nameless, []);
  assert.equal(await page.getAttribute('[data-hole="S2"]', 'aria-label'), 'Południe 2, 3 ziarna, możesz nim zagrać');
  assert.equal(await page.getAttribute('[data-hole="S1"]', 'aria-label'), 'Południe 1, 0 ziaren');
  assert.equal(await page.getAttribute('[data-hole="S1"]', 'aria-disabled'), 'true');
  await page.close();
});

test("the board's numbers keep their contrast: light text with a dark halo on the wood", { skip }, async () => {
  const page = await openAt(null);
  const styles = await page.evaluate(() =>
    ['.count', '.count.empty', '.num', '.pile-name', '.pile-count', '.pile-aside'].map((sel) => {
      const el =
        document.querySelector(`#board ${sel}`) ??
        (() => {
          const t = document.createElementNS('http://www.w3.org/2000/svg', 'text');
          t.setAttribute('class', sel.slice(1).replace('.', ' '));
          document.querySelector('#board .labels').appendChild(t);
          return t;
        })();
      const s = getComputedStyle(el);
      return {
        sel,
        fill: s.fill,
        opacity: s.opacity,
        stroke: s.stroke,
        strokeWidth: parseFloat(s.strokeWidth),
        inPile: Boolean(el.closest('.pile')),
      };
    }),
  );
  const wood = [
    { r: 184, g: 119, b: 63, a: 1 },
    { r: 160, g: 97, b: 47, a: 1 },
    { r: 125, g: 69, b: 33, a: 1 },
  ];
  const tray = [
    { r: 46, g: 26, b: 12, a: 1 },
    { r: 74, g: 44, b: 22, a: 1 },
  ];
  for (const s of styles) {
    const behind = s.inPile ? tray : wood;
    const fill = parse(s.fill);
    let worst = Infinity;
    for (const bg of behind) {
      // On the wood the halo is what the text is read against.
      const against = s.stroke !== 'none' && s.strokeWidth >= 3 ? over(parse(s.stroke), bg) : bg;
      worst = Math.min(worst, contrast(over({ ...fill, a: fill.a * Number(s.opacity) }, against), against));
    }
    assert.ok(worst >= 4.5, `${s.sel}: ${worst.toFixed(2)}:1 at worst`);
  }
  await page.close();
});

for (const lang of ['en', 'es', 'pl']) {
  test(`axe-core (${lang}): no serious or critical violation on the page, the new-game dialog, the rules panel and the game-over summary`, {
    skip,
  }, async () => {
    const page = await openAt('I:1,3,0,0,0,0/2,2,0,0,0,0:S:20,20', { lang });
    const scan = async (label) => assert.deepEqual(await axeViolations(page), [], `${lang} ${label}`);
    await scan('main page');
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await scan('new-game dialog');
    await page.click('#new-cancel');
    await page.click('#rules-open');
    await page.waitForSelector('#rules-dialog[open] .example');
    await scan('rules panel');
    await page.keyboard.press('Escape');
    await page.focus('[data-hole="S1"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#over-dialog[open]');
    await scan('game-over summary');
    assert.deepEqual(env.errors, []);
    await page.close();
  });
}

test('the new-game dialog keeps the focus: its first control, back to New game on Escape or Cancel, never lost on a game started', {
  skip,
}, async () => {
  const page = await openAt(null);
  const first = () =>
    page.evaluate(() => {
      const d = document.getElementById('new-dialog');
      const all = d.querySelectorAll('input:not([type=hidden]), select, textarea, button, summary, a[href]');
      const shown = [...all].filter((el) => el.checkVisibility() && !(el.type === 'radio' && !el.checked));
      return document.activeElement === shown[0];
    });
  const onBoardOrNew = async () => {
    const a = await active(page);
    return a.id === 'new-game' || a.hole !== null;
  };
  await page.focus('#new-game');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#new-dialog[open]');
  assert.equal(await first(), true, 'the focus is on its first control');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
  assert.equal((await active(page)).id, 'new-game', 'Escape: back to the button that opened it');

  await page.click('#new-game');
  await page.waitForSelector('#new-dialog[open]');
  assert.equal(await first(), true);
  await page.click('#new-cancel');
  await page.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
  assert.equal((await active(page)).id, 'new-game', 'Cancel: back to the button that opened it');

  // Started, for two people; then against the computer moving first (New game waits while it thinks).
  for (const players of ['two', 'computer']) {
    await page.click('#new-game');
    await page.waitForSelector('#new-dialog[open]');
    await page.check(`#new-form input[name="players"][value="${players}"]`);
    if (players === 'computer') await page.check('#new-form input[name="human"][value="N"]');
    await page.focus('#new-start');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
    assert.equal(await onBoardOrNew(), true, `${players}: the focus is on the board or New game, not on the body`);
    await waitIdle(page);
    await page.waitForFunction(() => document.getElementById('new-game').disabled === false);
    assert.equal(await onBoardOrNew(), true, `${players}: still, once the board is still`);
  }

  // From the game-over dialog's New game: Escape leaves the focus on the page's New game, not the body.
  const over = await openAt('I:1,3,0,0,0,0/2,2,0,0,0,0:S:20,20');
  await over.click('[data-hole="S1"]');
  await over.waitForSelector('#over-dialog[open]');
  await over.click('#over-new');
  await over.waitForSelector('#new-dialog[open]');
  await over.keyboard.press('Escape');
  await over.waitForSelector('#new-dialog:not([open])', { state: 'attached' });
  assert.notEqual(await over.evaluate(() => document.activeElement.tagName), 'BODY', 'the focus is not lost');
  assert.deepEqual(env.errors, []);
  await page.close();
  await over.close();
});

test("New game waits while the computer's first move is shown, and keeps the focus", {
  skip,
}, async () => {
  // At a speed the move takes frames: the browser takes the focus off a button disabled while focused.
  // Last in the file: the computer's game it starts stays in the store.
  const page = await openAt(null, { speed: 'normal' });
  await page.focus('#new-game');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#new-dialog[open]');
  await page.check('#new-form input[name="players"][value="computer"]');
  await page.check('#new-form input[name="human"][value="N"]');
  await page.focus('#new-start');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.getElementById('new-game').getAttribute('aria-disabled') === 'true');
  assert.equal((await active(page)).id, 'new-game', 'while the move is shown, the focus stays on New game');
  await page.waitForFunction(
    () =>
      document.getElementById('new-game').getAttribute('aria-disabled') === 'false' &&
      document.getElementById('board').dataset.busy === 'false',
  );
  assert.equal((await active(page)).id, 'new-game', 'and after it, not on the body');
  assert.deepEqual(env.errors, []);
  await page.close();
});
