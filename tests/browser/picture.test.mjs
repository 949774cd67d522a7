// The downloaded pictures of a position (Game panel, game/picture.js): the
// same picture whatever the device (a phone's turned 2x12 board and a
// desktop's flat one give the same pixel size), the position only (none of
// the last move's marks the page draws over the holes), and a PNG light
// enough to send (under 300 KB).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { readBoard, waitIdle, useBrowser } from './harness.mjs';

const BIG = 'I:0,0,7,1,7,3,7,7,0,2,6,6/6,6,1,0,1,7,7,2,7,1,6,6:N:0,0:quiet=3';
const SHOTS = process.env.HOYITO_SHOTS; // a folder: the PNGs are copied there to be looked at

let env;
const skip = useBrowser({}, (s) => ({ env } = s));

/** Plays two moves on a 2x12 board at `size`, then downloads both pictures. */
async function pictures(size, pos = BIG) {
  const page = await env.newPage(size);
  await page.addInitScript(() => localStorage.setItem('hoyito.speed', JSON.stringify('instant')));
  await page.goto(`${env.url}#pos=${pos}`);
  await waitIdle(page);
  for (let k = 0; k < 2; k++) {
    const { legal } = await readBoard(page);
    await page.click(`[data-hole="${legal[legal.length - 1]}"]`);
    await waitIdle(page);
  }
  const board = await readBoard(page);
  const live = await page.evaluate(() => ({
    marks: document.querySelectorAll('#board [data-last]').length,
    vertical: document.getElementById('board').classList.contains('vertical'),
  }));
  await page.click('.game-open:visible');
  await page.waitForSelector('#game-dialog[open]');
  const [svgFile] = await Promise.all([page.waitForEvent('download'), page.click('#picture-svg')]);
  const svg = fs.readFileSync(await svgFile.path(), 'utf8');
  const [pngFile] = await Promise.all([page.waitForEvent('download'), page.click('#picture-png')]);
  const png = fs.readFileSync(await pngFile.path());
  if (SHOTS) fs.writeFileSync(`${SHOTS}/picture-${pos.split(':')[1].split(',').length}-${size.width}.png`, png);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return { error: doc.querySelector('parsererror').textContent };
    const counts = {};
    for (const h of doc.querySelectorAll('[data-hole]')) counts[h.dataset.hole] = Number(h.dataset.count);
    return {
      counts,
      width: Number(doc.documentElement.getAttribute('width')),
      height: Number(doc.documentElement.getAttribute('height')),
      viewBox: doc.documentElement.getAttribute('viewBox'),
      marks: doc.querySelectorAll(
        '[data-last], .last, .last-played, .last-relay, .last-captured, .ring, .focus, .analysis-marks',
      ).length,
      caption: doc.querySelector('text.caption')?.textContent,
    };
  }, svg);
  assert.deepEqual(env.errors, []);
  await page.close();
  return { board, live, parsed, png };
}

test('a picture is the same at 360 and 1280 px: one shape and size, no last-move marks, a PNG under 300 KB', {
  skip,
}, async () => {
  const phone = await pictures({ width: 360, height: 740 });
  const desk = await pictures({ width: 1280, height: 800 });
  assert.equal(phone.live.vertical, true, 'the phone shows the 2x12 board turned');
  assert.equal(desk.live.vertical, false, 'the desktop shows it flat');
  for (const [name, got] of [
    ['360', phone],
    ['1280', desk],
  ]) {
    const { parsed, png, board, live } = got;
    assert.equal(parsed.error, undefined, name);
    assert.ok(live.marks > 0, `${name}: the page marks the last move (${live.marks} holes)`);
    assert.equal(parsed.marks, 0, `${name}: the picture has none of the page's marks`);
    assert.deepEqual(
      parsed.counts,
      Object.fromEntries(Object.entries(board.holes).map(([k, v]) => [k, v.count])),
      `${name}: the position`,
    );
    assert.match(parsed.caption, /^Hoyito I 2×12 · /);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], `${name}: a PNG`);
    assert.equal(png.readUInt32BE(16), parsed.width * 2, `${name}: the PNG is twice the SVG's width`);
    assert.equal(png.readUInt32BE(20), parsed.height * 2, `${name}: and height`);
    assert.ok(png.length < 300 * 1024, `${name}: the PNG weighs ${png.length} bytes`);
    assert.ok(png.length > 5000, `${name}: the PNG has a picture in it (${png.length} bytes)`);
  }
  assert.equal(phone.parsed.width, desk.parsed.width, 'the same width on both devices');
  assert.equal(phone.parsed.height, desk.parsed.height, 'the same height on both devices');
  assert.equal(phone.parsed.viewBox, desk.parsed.viewBox, 'the same drawing on both devices');
  assert.ok(phone.parsed.width > phone.parsed.height, 'a flat board');
  assert.deepEqual(
    [phone.png.readUInt32BE(16), phone.png.readUInt32BE(20)],
    [desk.png.readUInt32BE(16), desk.png.readUInt32BE(20)],
  );
});

test('a 2x6 picture at 360 px: flat, no marks, under 300 KB', { skip }, async () => {
  const { parsed, png, live } = await pictures({ width: 360, height: 740 }, 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0');
  assert.ok(live.marks > 0);
  assert.equal(parsed.marks, 0);
  assert.match(parsed.caption, /^Hoyito I 2×6 · /);
  assert.ok(parsed.width > parsed.height, 'a flat board');
  assert.equal(png.readUInt32BE(16), parsed.width * 2);
  assert.ok(png.length < 300 * 1024, `the PNG weighs ${png.length} bytes`);
});
