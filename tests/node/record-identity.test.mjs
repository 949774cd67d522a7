// record-identity.test.mjs - whatever the wasm's readRecord accepts, its
// writeRecord writes, and reading that back gives the same start, tree,
// comments and tags (include/hoyito_record.h, "Write after read is the
// identity"; the C side: tests/test_record_identity.c): on the hostile
// inputs found by fuzzing and on random records of hostile comments and tags.
import test from 'node:test';
import assert from 'node:assert/strict';
import { loadRecordsTestEngine, rng } from './helpers.mjs';

const engine = await loadRecordsTestEngine();

/**
 * Whatever readRecord accepts, writeRecord writes, and reading that back
 * gives the same start, tree, comments and tags; writing again the same text.
 */
function identity(input) {
  const got = engine.readRecord(input);
  const write = (read) => engine.writeRecord({ start: read.start, tree: read.tree, tags: read.tags });
  const text = write(got);
  const back = engine.readRecord(text);
  assert.equal(back.start, got.start);
  assert.deepEqual(back.moves, got.moves);
  assert.deepEqual(back.tree, got.tree);
  assert.deepEqual(back.tags, got.tags);
  assert.equal(write(back), text);
  return got;
}

test('read then written is the identity: a comment with a "}" and a line end, tags with tab and CR', () => {
  assert.equal(identity(';\r}').tree.comment, ' }');
  assert.equal(identity('1. S3 ;a}\rb\n2. N1 *').tree.children[0].comment, 'a} b');
  assert.equal(identity('1. S3 {a\nb} ;c}\n2. N1 *').tree.children[0].comment, 'a b c}');
  assert.equal(identity('1. S3 {a\r\nb} *').tree.children[0].comment, 'a\r\nb'); // no '}': kept
  assert.deepEqual(identity('[Site "\r"]\n[Event "a\tb"]\n1. S3 *').tags, {
    event: 'a b',
    site: ' ',
    date: '',
    south: '',
    north: '',
  });
  // Bytes that are not UTF-8 are U+FFFD in the tags, 63 bytes at most.
  const bytes = new Uint8Array([...new TextEncoder().encode('[South "'), ...Array(30).fill(0xff), 0x22, 0x5d]);
  assert.equal(identity(bytes).tags.south, '\ufffd'.repeat(21));
});

const HOSTILE = ['a', ' ', '\t', '\r', '\n', '\r\n', '}', '{', ';', '(', ')', '"', '\\', 'é', '€', '🌱'];
const HOSTILE_MORE = ['\ufffd', '1-0', '*', '[x]', 'S3', ']', 'North passes', 'South passes'];
const HOSTILE_BYTES = [[0xff], [0xc3], [0xe2, 0x82], [0xed, 0xa0, 0x80]]; // not UTF-8

/** A random record of hostile text as bytes: comments and tags of hostile bits, moves in every form. */
function hostileRecord(random) {
  const out = [];
  const pick = (list) => list[Math.floor(random() * list.length)];
  const add = (s) => out.push(...new TextEncoder().encode(s));
  const addBit = (escape) => {
    if (random() < 0.15) return out.push(...pick(HOSTILE_BYTES));
    const bit = pick(random() < 0.7 ? HOSTILE : HOSTILE_MORE);
    return add(escape ? escape(bit) : bit);
  };
  const comment = () => {
    let brace = random() < 0.5;
    add(brace ? ' {' : ' ;');
    for (let k = 1 + Math.floor(random() * 10); k > 0; k--) {
      const at = out.length;
      addBit();
      // A '}' ends a {...}, a line end a ;...: switch to the other form there.
      const bit = out.splice(at);
      for (const byte of bit) {
        if (brace && byte === 0x7d) add('} ;}'), (brace = false);
        else if (!brace && byte === 0x0a) add('\n{'), (brace = true);
        else out.push(byte);
      }
    }
    add(brace ? '}' : '\n');
  };
  const space = () => add(pick([' ', '\n', '\r\n', '\t']));
  for (const name of ['Event', 'Site', 'Date', 'South', 'North']) {
    if (random() < 0.5) continue;
    add(`[${name} "`);
    for (let k = Math.floor(random() * 20); k > 0; k--)
      addBit((bit) => (bit === '"' ? '\\"' : bit === '\\' ? '\\\\' : bit.replace(/\n/g, '\r')));
    add('"]');
    space();
  }
  const start = engine.startPosition({ variant: pick(['I', 'II', 'III']), n: 3 + Math.floor(random() * 10) });
  add(`[Start "${start}"]\n`);
  if (random() < 0.3) comment();
  const move = (game) => {
    const { legal, turn, ply } = game.snapshot();
    const hole = pick(legal);
    add(pick([`${ply + 1}. ${turn}${hole}`, `${turn}${hole}`, `${hole}`, `${ply + 1}...${turn}${hole}x1+!`]));
    game.play(hole);
    while (random() < 0.3) comment();
    space();
  };
  // A line of up to `plies` moves from `path`, some with alternatives in parentheses.
  const line = (path, plies, nest) => {
    const game = engine.newGame(start);
    path.forEach((hole) => game.play(hole));
    for (let k = 0; k < plies && game.snapshot().legal.length; k++) {
      const before = game.snapshot().moves.slice(0, game.snapshot().ply);
      move(game);
      for (let a = nest < 3 && random() < 0.25 ? 1 + Math.floor(random() * 2) : 0; a > 0; a--) {
        add('(');
        const alt = engine.newGame(start);
        before.forEach((hole) => alt.play(hole));
        move(alt);
        const altPath = alt.snapshot().moves.slice(0, alt.snapshot().ply);
        alt.free();
        line(altPath, Math.floor(random() * 5), nest + 1);
        add(') ');
        if (random() < 0.25) comment();
      }
    }
    game.free();
  };
  line([], Math.floor(random() * 40), 0);
  add('*\n');
  return new Uint8Array(out);
}

test('read then written is the identity on random records of hostile comments and tags', () => {
  const random = rng(20261204);
  let joined = 0;
  let replaced = 0;
  for (let k = 0; k < 150; k++) {
    const record = hostileRecord(random);
    let got;
    try {
      got = identity(record);
    } catch (e) {
      assert.fail(`${e.message}\nfor ${JSON.stringify(new TextDecoder().decode(record))}`);
    }
    const comments = [];
    for (const stack = [got.tree]; stack.length; ) {
      const node = stack.pop();
      if (node.comment) comments.push(node.comment);
      stack.push(...node.children);
    }
    joined += comments.some((c) => c.includes('}'));
    replaced += Object.values(got.tags).some((t) => t.includes('\ufffd'));
  }
  assert.ok(joined > 50 && replaced > 20, `${joined} records with a "}" comment, ${replaced} with U+FFFD in a tag`);
});
