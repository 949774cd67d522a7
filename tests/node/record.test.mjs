// record.test.mjs - game records through the wasm (engine.js writeRecord /
// readRecord) agree with the CLI's (`hoyito record write|read`) on random
// games of every variant and on match games, and hostile records (10 MB,
// binary, wrong moves, unknown tags) are refused with the line and problem.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import { loadRecordsTestEngine, loadTestEngine, rng, root } from './helpers.mjs';
import { ERR, MAX_RECORD } from '../../web/engine/engine.js';
import { MAX_RECORD_FILE, RECORD_MAX_DEPTH, RECORD_MAX_NODES } from '../../web/engine/gen/abi.js';
import { loadRecordsEngine, MAX_RECORD_GAMES } from '../../web/engine/engine-records.js';
import { wasmEngine } from '../../web/engine/engine-wasm.js';
import { moveEntry, moveText } from '../../web/js/play/record.js';

const engine = await loadRecordsTestEngine();
const cli = process.env.HOYITO_CLI || new URL('build/hoyito', root).pathname;

function cliWrite(start, moves, flags = []) {
  return execFileSync(cli, ['record', 'write', start, ...moves.map(String), ...flags], { encoding: 'utf8' });
}

function cliRead(text) {
  return spawnSync(cli, ['record', 'read', '-'], { input: text, encoding: 'utf8', maxBuffer: 64 << 20 });
}

/** Random games of every variant and a few sizes; after one ends, the match's next game too. */
function randomGames() {
  const random = rng(20261201);
  const games = [];
  for (const variant of ['I', 'II', 'III']) {
    for (const [n, clockwise] of [
      [3, false],
      [6, false],
      [6, true],
      [9, true],
    ]) {
      const game = engine.newGame(engine.startPosition({ variant, n, clockwise, limit: 40 }));
      for (let round = 0; round < 2; round++) {
        const start = game.position;
        const moves = [];
        // Unfinished games too: a record of a game in progress ends with '*'.
        const stop = random() < 0.3 ? Math.floor(random() * 30) : Infinity;
        while (!game.snapshot().over && moves.length < stop) {
          const legal = game.snapshot().legal;
          const move = legal[Math.floor(random() * legal.length)];
          game.play(move);
          moves.push(move);
        }
        games.push({ start, moves, end: game.position });
        if (!game.snapshot().over || game.snapshot().matchWinner) break;
        game.nextGame();
      }
      game.free();
    }
  }
  return games;
}

const games = randomGames();

test("the wasm writes the CLI's record, and reads back the same game", () => {
  assert.ok(games.length >= 20 && games.some((g) => g.start.includes('round=2')), 'match games are among them');
  for (const { start, moves, end } of games) {
    const text = engine.writeRecord({ start, moves, tags: { south: 'Ana', north: 'Luis', date: '2026.12.01' } });
    assert.equal(text, cliWrite(start, moves, ['--date', '2026.12.01', '--south', 'Ana', '--north', 'Luis']));
    const round = start.match(/round=(\d+)/)?.[1];
    if (round)
      assert.ok(
        text.includes(`[Round "${round}"]\n`) && text.includes('[Start "'),
        'a match game names its round and start',
      );
    const back = engine.readRecord(text);
    assert.deepEqual(back.moves, moves);
    assert.equal(back.start, start);
    assert.equal(back.position, end);
    assert.deepEqual(back.tags, { event: '', site: '', date: '2026.12.01', south: 'Ana', north: 'Luis' });
    const read = cliRead(text);
    assert.equal(read.status, 0, read.stderr);
    assert.equal(read.stdout.trim(), end);
  }
});

test('bytes read as the same text; a hand-written move list is a record', () => {
  const { start, moves } = games[0];
  const text = engine.writeRecord({ start, moves });
  assert.deepEqual(engine.readRecord(new TextEncoder().encode(text)).moves, moves);
  const first = games.find((g) => g.start === engine.startPosition({ variant: 'I', n: 6, limit: 40 }));
  const plain = engine.readRecord(`[Limit "40"]\n${first.moves.slice(0, 5).join(' ')}`);
  assert.deepEqual(plain.moves, first.moves.slice(0, 5));
  assert.equal(plain.start, first.start);
});

test("the page's move list writes each move as the record does: the seeds taken (those collected at the end too), + for playing again", () => {
  let again = 0;
  let collected = 0;
  for (const { start, moves } of games) {
    const game = engine.newGame(start);
    const listed = moves.map((move) => {
      const player = game.snapshot().turn;
      const events = game.play(move);
      collected += events.some((e) => e.type === 'collect' && e.player === player);
      return moveText(moveEntry(player, move, events), player);
    });
    game.free();
    const body = engine.writeRecord({ start, moves }).split('\n\n')[1];
    const written = body.replace(/\{[^}]*\}/g, ' ').match(/[SN]\d+(x\d+)?\+?/g) ?? [];
    assert.deepEqual(listed, written);
    again += listed.filter((m) => m.endsWith('+')).length;
  }
  assert.ok(again > 10 && collected > 3, `${again} extra turns, ${collected} games ended by a collecting move`);
});

test("tags too long are cut at a character's end, control bytes do not survive", () => {
  const long = 'ñ'.repeat(40); // 80 bytes: 31 whole characters fit in 63
  const text = engine.writeRecord({
    start: engine.startPosition({}),
    moves: [1],
    tags: { south: long, event: 'a\nb' },
  });
  const { tags } = engine.readRecord(text);
  assert.equal(tags.south, 'ñ'.repeat(31));
  assert.equal(tags.event, 'a b');
});

/** The error a record gets, from the wasm and from the CLI: both name the same line and fault. */
function refusal(text) {
  let error = null;
  try {
    engine.readRecord(text);
  } catch (e) {
    error = e;
  }
  assert.ok(error, `refused: ${JSON.stringify(String(text).slice(0, 40))}`);
  assert.equal(error.name, 'HoyitoError');
  assert.equal(typeof error.line, 'number');
  return error;
}

test('hostile records: too long, binary, wrong moves, wrong side, a false result', () => {
  const huge = refusal('1. S1 '.repeat((10 << 20) / 6));
  assert.equal(huge.line, 0);
  assert.match(huge.message, new RegExp(`longer than ${MAX_RECORD}`));
  const hugeBytes = refusal(new Uint8Array(10 << 20));
  assert.match(hugeBytes.message, /longer/);

  const binary = new Uint8Array([0x5b, 0x56, 0x61, 0x72, 0x00, 0xff, 0x01, 0x89, 0x50, 0x4e, 0x47]);
  const bin = refusal(binary);
  assert.equal(bin.code, ERR.RECORD);
  assert.equal(bin.line, 1);
  const cliBin = cliRead(Buffer.from(binary));
  assert.equal(cliBin.status, 2);
  assert.equal(cliBin.stderr.trim(), `error: ${bin.message}`);

  const cases = [
    ['1. S1 2. N1\n3. S9', 2], // no hole 9 on 2x6
    ['[Variant "I"]\n\n1. N1', 3], // South moves first
    ['1. S1\n2. S1', 2], // not an extra turn: North's move
    ['1. S1 2. N1 1-0', 1], // the game is not over
    ['[Holes "99"]\n1. S1', 1], // a known tag with a bad value
  ];
  for (const [text, line] of cases) {
    const e = refusal(text);
    assert.equal(e.line, line, `${JSON.stringify(text)}: ${e.message}`);
    assert.ok(e.message.length > 10, e.message);
    const c = cliRead(text);
    assert.equal(c.status, 2);
    assert.equal(c.stderr.trim(), `error: ${e.message}`);
  }
});

test('unknown tags are read and ignored; bad arguments to the writer are named', () => {
  const got = engine.readRecord('[Opening "Cross"]\n[Annotator "me"]\n1. S1 {a comment} 2. N2 ; and more\n');
  assert.deepEqual(got.moves, [1, 2]);
  const start = engine.startPosition({});
  assert.throws(() => engine.writeRecord({ start, moves: [1, 9] }), /move 2 \(9\)/);
  assert.throws(() => engine.writeRecord({ start, moves: [1], tags: { white: 'x' } }), /unknown option "white"/);
  assert.throws(() => engine.writeRecord({ start, moves: [1], tags: { south: 5 } }), /tags.south/);
  assert.throws(
    () => engine.writeRecord({ start: 'nonsense', moves: [] }),
    (e) => e.name === 'HoyitoError',
  );
});

test("records come only with their own build: the page's engine has none, the records class refuses another build", async () => {
  const page = await loadTestEngine();
  assert.equal(page.writeRecord, undefined);
  assert.equal(page.readRecord, undefined);
  const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito.wasm', root));
  await assert.rejects(
    loadRecordsEngine({ factory: (options) => wasmEngine(null, options), wasmBinary }),
    (e) => e.name === 'HoyitoError' && /no game records/.test(e.message),
  );
});

test("readRecords: a file of many games, each read, a bad one named by its number and the file's line", () => {
  const picked = games.slice(0, 5);
  const parts = picked.map(({ start, moves }) => engine.writeRecord({ start, moves, tags: { event: 'Club' } }));
  parts.splice(2, 0, '{a bad game}\n[Variant "I"]\n1. N1 *\n');
  const file = parts.join('\n');
  const badLine = parts.slice(0, 2).join('\n').split('\n').length + 3; // the bad move's line in the file
  const { games: read, errors } = engine.readRecords(file);
  assert.deepEqual(
    read.map((g) => g.moves),
    picked.map((g) => g.moves),
  );
  assert.deepEqual(
    read.map((g) => g.position),
    picked.map((g) => g.end),
  );
  assert.ok(read.every((g) => g.tags.event === 'Club'));
  assert.equal(errors.length, 1);
  assert.equal(errors[0].game, 3);
  assert.equal(errors[0].line, badLine);
  assert.match(errors[0].message, new RegExp(`^line ${badLine}: move 1 \\(N1\\): it is South's turn`));
  // The CLI reads the same file the same way (--all).
  const cli = spawnSync(
    process.env.HOYITO_CLI || new URL('build/hoyito', root).pathname,
    ['record', 'read', '--all', '-'],
    { input: file, encoding: 'utf8' },
  );
  assert.equal(cli.status, 2);
  assert.equal(cli.stderr.trim(), `error: game 3: ${errors[0].message}`);
  assert.deepEqual(
    cli.stdout.trim().split('\n'),
    picked.map((g, k) => `${k < 2 ? k + 1 : k + 2}\t${g.end}`),
  );
  // Bytes read as text; nothing but comments is no game; the one-game reader refuses a file of many.
  assert.equal(engine.readRecords(new TextEncoder().encode(file)).games.length, 5);
  assert.deepEqual(engine.readRecords('{just a note}\n'), { games: [], errors: [] });
  assert.match(refusal(file).message, /another game/);
});

test('readRecords refuses a file too long or not text whole, and stops at MAX_RECORD_GAMES', () => {
  assert.throws(
    () => engine.readRecords(' '.repeat(MAX_RECORD_FILE + 1)),
    (e) => e.line === 0 && /longer than 16777216/.test(e.message),
  );
  assert.throws(
    () => engine.readRecords(5),
    (e) => e.name === 'HoyitoError' && /neither text nor bytes/.test(e.message),
  );
  const many = engine.readRecords('* '.repeat(MAX_RECORD_GAMES + 5));
  assert.equal(many.games.length, MAX_RECORD_GAMES);
  assert.equal(many.errors.length, 1);
  assert.equal(many.errors[0].game, MAX_RECORD_GAMES + 1);
  assert.match(many.errors[0].message, /more than 10000 games/);
});

/** A random tree of legal moves from `start` (readRecord's shape), comments on a third of its nodes. */
function randomTree(random, start, size) {
  const root = { move: null, children: [] };
  const made = [{ node: root, path: [], nest: 0 }];
  const bits = ['a', 'b ', ' ', '(', ')', ';', '{', '}', '"', '\\', 'ñ', '😀', '\n', '\t', '1-0', '*', '[x]', 'S3'];
  const comment = () => {
    const text = Array.from(
      { length: 1 + Math.floor(random() * 8) },
      () => bits[Math.floor(random() * bits.length)],
    ).join('');
    return text.includes('}') && text.includes('\n') ? text.replaceAll('\n', ' ') : text; // a record cannot hold both
  };
  if (random() < 0.3) root.comment = comment();
  let last = 0;
  for (let tries = 0; made.length < size && tries < 20 * size; tries++) {
    const at = random() < 0.75 ? last : Math.floor(random() * made.length);
    const { node, path, nest } = made[at];
    const game = engine.newGame(start);
    path.forEach((move) => game.play(move));
    const { legal } = game.snapshot();
    game.free();
    const deeper = nest + (node.children.length > 0 ? 1 : 0);
    if (!legal.length || deeper > RECORD_MAX_DEPTH) {
      last = 0;
      continue;
    }
    const child = { move: legal[Math.floor(random() * legal.length)], children: [] };
    if (random() < 0.3) child.comment = comment();
    node.children.push(child);
    last = made.length;
    made.push({ node: child, path: [...path, child.move], nest: deeper });
  }
  return root;
}

const mainLine = (tree) => {
  const moves = [];
  for (let node = tree.children[0]; node; node = node.children[0]) moves.push(node.move);
  return moves;
};

test('trees: random legal trees with comments write and read back the same, and the CLI follows their main line', () => {
  const random = rng(20261202);
  let branched = 0;
  for (let k = 0; k < 40; k++) {
    const start = engine.startPosition({
      variant: ['I', 'II', 'III'][k % 3],
      n: 3 + (k % 10),
      clockwise: k % 4 === 1,
      limit: k % 2 ? 20 : 100,
    });
    const tree = randomTree(random, start, 1 + Math.floor(random() * 150));
    const text = engine.writeRecord({ start, tree, tags: { event: 'Trees' } });
    const back = engine.readRecord(text);
    assert.deepEqual(back.tree, tree);
    assert.deepEqual(back.moves, mainLine(tree));
    assert.equal(back.tags.event, 'Trees');
    assert.equal(engine.writeRecord({ start, tree: back.tree, tags: { event: 'Trees' } }), text);
    const read = cliRead(text);
    assert.equal(read.status, 0, read.stderr);
    assert.equal(read.stdout.trim(), back.position);
    branched += text.includes('(');
  }
  assert.ok(branched > 20, `${branched} of 40 trees had variations`);
});

test('trees: a record without variations reads as a line, and writes as its moves do', () => {
  for (const { start, moves } of games.slice(0, 8)) {
    const text = engine.writeRecord({ start, moves });
    const { tree } = engine.readRecord(text);
    assert.equal(tree.move, null);
    assert.deepEqual(mainLine(tree), moves);
    let node = tree;
    while (node.children.length) {
      assert.equal(node.children.length, 1);
      node = node.children[0];
    }
    assert.equal(engine.writeRecord({ start, tree }), text);
  }
  const { tree } = engine.readRecord('{before} 1. S3 {after} 2. N1 (2. N2 {why}) 3. S2');
  assert.deepEqual(tree, {
    move: null,
    comment: 'before',
    children: [
      {
        move: 3,
        comment: 'after',
        children: [
          { move: 1, children: [{ move: 2, children: [] }] },
          { move: 2, comment: 'why', children: [] },
        ],
      },
    ],
  });
});

test('trees: a bad tree argument is named by its path', () => {
  const start = engine.startPosition({});
  const bad = (tree, pattern) =>
    assert.throws(
      () => engine.writeRecord({ start, tree }),
      (e) => e.name === 'HoyitoError' && pattern.test(e.message),
      String(pattern),
    );
  const leaf = (move, more = {}) => ({ move, children: [], ...more });
  bad(5, /^tree: 5 is not a node/);
  bad(leaf(1), /^tree\.move: 1 is not null/);
  bad({ move: null }, /^tree\.children: undefined is not a list/);
  bad({ move: null, children: [leaf(0)] }, /^tree\.children\[0\]\.move: 0 is not a whole number 1\.\.12/);
  bad(
    { move: null, children: [leaf(3, { comment: 'a}\nb' })] },
    /^tree\.children\[0\]\.comment: a record's comment cannot hold both "}" and a line end/,
  );
  const braced = { move: null, children: [leaf(3, { comment: 'see {this} }' })] };
  assert.deepEqual(engine.readRecord(engine.writeRecord({ start, tree: braced })).tree, braced);
  bad(
    { move: null, children: [leaf(3, { comment: 'bell\u0007' })] },
    /^tree\.children\[0\]\.comment: "\\u0007" at 4 cannot be/,
  );
  bad({ move: null, children: [leaf(3, { comment: 7 })] }, /comment: 7 is not a string/);
  bad({ move: null, children: [leaf(3, { note: 'x' })] }, /^tree\.children\[0\]: unknown option "note"/);
  bad(
    { move: null, children: [leaf(3, { children: [leaf(1), leaf(5)] })] },
    /^tree\.children\[0\]\.children\[1\]: move 2 \(N5\): that hole is empty/,
  );
  bad({ move: null, children: [leaf(7)] }, /^tree\.children\[0\]: move 1 \(S7\): no such hole/);
  const shared = leaf(3);
  bad({ move: null, children: [shared, shared] }, /^tree\.children\[1\]: a node that is already in the tree/);
  const loop = { move: null, children: [] };
  loop.children.push({ move: 3, children: [loop] });
  bad(loop, /already in the tree/);
  bad(
    { move: null, children: Array.from({ length: RECORD_MAX_NODES }, () => leaf(1)) },
    new RegExp(`more than ${RECORD_MAX_NODES} nodes`),
  );
  assert.throws(
    () => engine.writeRecord({ start, moves: [3], tree: { move: null, children: [] } }),
    /moves or tree, not both/,
  );
  // Variations nested one deeper than a record takes: each level's alternative branches again.
  const deep = { move: null, children: [] };
  let at = deep;
  for (let d = 0; d <= RECORD_MAX_DEPTH; d++) {
    const alternative = leaf(2);
    at.children.push(leaf(1), alternative);
    at = alternative;
  }
  bad(
    deep,
    new RegExp(`^tree(\\.children\\[1\\])×${RECORD_MAX_DEPTH + 1}: variations nested deeper than ${RECORD_MAX_DEPTH}`),
  );
  // A long main line is named shortly.
  const line = { move: null, children: [] };
  let end = line;
  for (let k = 0; k < 30; k++) end = end.children[0] = leaf(k % 2 ? 1 : 3);
  end.children.push(leaf(99));
  bad(line, /^tree\.children\[0\]×31\.move: 99 is not a whole number/);
});

test('trees: hostile parentheses are refused with their line, in readRecord and the CLI alike', () => {
  const cases = [
    ['(1. S3) 1. S4', 1, /must follow the move/],
    ['1. S3\n2. N1 (2. N2\n3. S4', 2, /has no closing \)/],
    ['1. S3\n)', 2, /a \) with no \(/],
    ['1. S3 ()', 1, /with no move in it/],
    ['1. S3 (1. S4 {never closed\n2. N1', 1, /no closing }/],
    ['1. S3 2. N1\n(2. N2\n3. S9)', 3, /move 3 \(S9\) in a variation/],
    ['1. S3' + ' (1. S4'.repeat(RECORD_MAX_DEPTH + 1), 1, /nested deeper than 64/],
    ['('.repeat(MAX_RECORD), 1, /must follow the move/],
  ];
  for (const [text, line, pattern] of cases) {
    const e = refusal(text);
    assert.equal(e.line, line, `${JSON.stringify(text.slice(0, 30))}: ${e.message}`);
    assert.match(e.message, pattern);
    const c = cliRead(text);
    assert.equal(c.status, 2);
    assert.equal(c.stderr.trim(), `error: ${e.message}`);
  }
  const { games: read, errors } = engine.readRecords('1. S3 (1. S4) *\n1. S3 (1. S4 *\n1. S3 2. N1 (2. N2) 3. S2 *');
  assert.deepEqual(
    read.map((g) => g.tree.children.length),
    [2, 1],
  );
  assert.deepEqual(
    errors.map(({ game, line }) => [game, line]),
    [[2, 2]],
  ); // the open variation ends at its game's result
  assert.match(errors[0].message, /a result inside a variation/);
});
