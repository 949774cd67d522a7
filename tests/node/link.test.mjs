// The share-link scheme (web/js/play/link.js), without a browser: links read and written, bad
// links named, lines replayed on the real engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readLink, writeLink, parseMoves, MAX_LINK } from '../../web/js/play/link.js';
import { openLine } from '../../web/js/play/open-line.js';
import { loadTestEngine } from './helpers.mjs';

const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';

test('a link is read into its fields, and written back the same', () => {
  const text = `pos=${START}&moves=3.5.1&at=2&mode=replay&ai-level=4&ai-side=N&speed=fast&orientation=vertical`;
  const { link } = readLink(`#${text}`);
  assert.deepEqual(
    { ...link, warnings: undefined },
    {
      pos: START,
      moves: [3, 5, 1],
      at: 2,
      mode: 'replay',
      aiLevel: 4,
      aiSide: 'N',
      speed: 'fast',
      orientation: 'vertical',
      warnings: undefined,
    },
  );
  assert.equal(writeLink(link), text);
  assert.equal(writeLink({ pos: START, moves: [] }), `pos=${START}`, 'no empty fields');
  assert.equal(readLink(`#pos=${START}&moves=12.1`).link.at, 2, 'at defaults to every move');
  // Percent-encoded links (as some programs write them) read the same.
  assert.equal(
    readLink(`#pos=${encodeURIComponent('II:4,4,4/4,4,4:N:0,0:dir=cw')}`).link.pos,
    'II:4,4,4/4,4,4:N:0,0:dir=cw',
  );
});

test('a fragment that is not a Hoyito link is no link, and no error', () => {
  for (const hash of ['', '#', '#top', '#section-2&x=1']) assert.deepEqual(readLink(hash), { link: null }, hash);
});

test('bad links are named by what is wrong with them', () => {
  const cases = [
    [`#pos=${'4'.repeat(MAX_LINK)}`, 'linkTooLong'],
    ['#pos=%E0%A4', 'linkEncoding'],
    ['#moves=1.2', 'linkNoPosition'],
    ['#pos=', 'linkNoPosition'],
    ['#pos=<script>', 'linkChars'],
    [`#pos=${START}&moves=1..2`, 'linkMoves'],
    [`#pos=${START}&moves=0`, 'linkMoves'],
    [`#pos=${START}&moves=13`, 'linkMoves'],
    [`#pos=${START}&moves=1&at=2`, 'linkAt'],
    [`#pos=${START}&at=-1`, 'linkAt'],
  ];
  for (const [hash, key] of cases) assert.equal(readLink(hash).error?.key, key, hash.slice(0, 60));
  assert.deepEqual(readLink('#pos=<script>').error.values, { chars: '<>' });
  // Options the board does not know are warnings: the position still opens.
  const { link } = readLink(`#pos=${START}&mode=evil&ai-level=9&ai-side=X&speed=warp&orientation=up`);
  assert.deepEqual(
    link.warnings.map((w) => w.values.name),
    ['mode', 'ai-level', 'ai-side', 'speed', 'orientation'],
  );
  assert.equal(link.mode, undefined);
  // The engine has seven levels (Beginner .. Master): 7 is the last one a link may ask for.
  assert.equal(readLink(`#pos=${START}&ai-level=7`).link.aiLevel, 7);
  assert.deepEqual(
    readLink(`#pos=${START}&ai-level=8`).link.warnings.map((w) => w.values),
    [{ name: 'ai-level', value: '8' }],
  );
  assert.equal(readLink(`#pos=${START}&ai-level=0`).link.aiLevel, undefined);
});

test('move lists: dots, commas or spaces; hole numbers 1..12 only', () => {
  assert.deepEqual(parseMoves('3.5.1'), [3, 5, 1]);
  assert.deepEqual(parseMoves('3 5, 12'), [3, 5, 12]);
  assert.deepEqual(parseMoves(''), []);
  for (const bad of ['0', '13', '1.', 'a', '1.-2', '01', '1..2', '1,.2']) assert.equal(parseMoves(bad), null, bad);
});

test('openLine replays a line on the engine, stops at `at`, and names an illegal move', async () => {
  const engine = await loadTestEngine();
  const reference = engine.newGame(START);
  const moves = [];
  const positions = [reference.position];
  for (let k = 0; k < 4; k++) {
    const legal = reference.snapshot().legal;
    moves.push(legal[k % legal.length]);
    reference.play(moves[k]);
    positions.push(reference.position);
  }
  const opened = openLine(engine, { pos: START, moves, at: 2 });
  assert.equal(opened.game.position, positions[2]);
  assert.equal(opened.start, START);
  assert.deepEqual(
    opened.played.map((p) => p.move),
    moves,
  );
  assert.ok(opened.game.snapshot().canRedo);
  opened.game.redo();
  assert.equal(opened.game.position, positions[3]);
  opened.game.free();
  assert.deepEqual(openLine(engine, { pos: 'I:0,4,4,4,4,8/4,4,4,4,4,4:S:0,0', moves: [1], at: 1 }).error, {
    key: 'linkBadMove',
    values: { k: 1, hole: 1, message: 'that hole is empty', code: -33 },
  }); // HOYITO_E_MOVE_EMPTY
  assert.equal(openLine(engine, { pos: 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,1', moves: [], at: 0 }).error.key, 'badLink');
});
