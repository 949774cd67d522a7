#!/usr/bin/env node
// bench-records.mjs - what reading and writing records with variations costs
// in the records build (web/engine/gen/hoyito-records.wasm) and natively
// (build/hoyito record read), on two fixed records:
//  - a big tree: a 2x12 game of Hoyito I played to its end, with every other
//    legal move at each of its positions followed by a random line of up to
//    60 plies (about 40 000 nodes, 460 KB);
//  - a hostile record: a long 2x12 game (limit 1000) and 1 MiB of
//    alternatives to its last move, which the reader refuses at
//    HOYITO_RECORD_MAX_VARIATION_WORK (include/hoyito_record.h).
// Prints CPU times (near what an idle machine takes) and the load.
// Usage: node tools/bench/bench-records.mjs [--cli build/hoyito]
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadRecordsEngine } from '../../web/engine/engine-records.js';
import { prng } from '../../tests/prng.mjs';

const root = new URL('../../', import.meta.url);
const i = process.argv.indexOf('--cli');
const cli = i > 0 ? process.argv[i + 1] : new URL('build/hoyito', root).pathname;
const engine = await loadRecordsEngine({
  wasmBinary: fs.readFileSync(new URL('web/engine/gen/hoyito-records.wasm', root)),
});

const cpu = (f) => {
  const before = process.cpuUsage();
  let result;
  try {
    result = f();
  } catch (e) {
    result = e.message;
  }
  const used = process.cpuUsage(before);
  return { ms: Math.round((used.user + used.system) / 1000), result };
};

/** A random line from the game after `path`, `plies` long at most: its moves. */
function line(start, path, plies, random) {
  const game = engine.newGame(start);
  path.forEach((m) => game.play(m));
  const moves = [];
  while (moves.length < plies && !game.snapshot().over) {
    const { legal } = game.snapshot();
    moves.push(legal[Math.floor(random() * legal.length)]);
    game.play(moves.at(-1));
  }
  game.free();
  return moves;
}

function bigTree(random) {
  const start = engine.startPosition({ variant: 'I', n: 12 });
  const main = line(start, [], Infinity, random);
  const tree = { move: null, children: [] };
  let node = tree;
  main.forEach((move, ply) => {
    const game = engine.newGame(start);
    main.slice(0, ply).forEach((m) => game.play(m));
    const others = game.snapshot().legal.filter((m) => m !== move);
    game.free();
    const next = { move, children: [] };
    node.children.push(next);
    for (const other of others) {
      let at = { move: other, children: [] };
      node.children.push(at);
      for (const m of line(start, [...main.slice(0, ply), other], 60, random))
        at = at.children[0] = { move: m, children: [], comment: 'c' };
    }
    node = next;
  });
  return { start, tree };
}

function hostile(random) {
  const start = engine.startPosition({ variant: 'I', n: 12, limit: 1000 });
  let main = [];
  for (let k = 0; k < 20; k++) {
    const moves = line(start, [], Infinity, random);
    if (moves.length > main.length) main = moves;
  }
  main = main.slice(0, -1); // not over: alternatives may follow its last move
  const game = engine.newGame(start);
  main.slice(0, -1).forEach((m) => game.play(m));
  const side = game.snapshot().turn === 0 ? 'S' : 'N';
  game.free();
  const alternative = ` (${main.length}. ${side}${main.at(-1)})`;
  const head = engine.writeRecord({ start, moves: main }).replace(/ \*\n$/, '');
  const count = Math.floor(((1 << 20) - head.length - 3) / alternative.length);
  return { text: `${head}${alternative.repeat(count)} *\n`, plies: main.length, count };
}

const random = prng(7);
const { start, tree } = bigTree(random);
const text = engine.writeRecord({ start, tree });
const read = cpu(() => engine.readRecord(text));
const written = cpu(() => engine.writeRecord({ start, tree: read.result.tree }));
let nodes = 0;
for (const stack = [read.result.tree]; stack.length; nodes++) stack.push(...stack.pop().children);
const scratch = fs.mkdtempSync(`${os.tmpdir()}/bench-records-`);
// bash's `time` gives the child's user CPU time, which Node does not.
const nativeCpu = (file) =>
  Math.round(
    1000 *
      Number(
        execFileSync(
          'bash',
          ['-c', 'TIMEFORMAT=%U; { time "$0" record read "$1" >/dev/null 2>&1; } 2>&1; true', cli, file],
          { encoding: 'utf8' },
        ).trim(),
      ),
  );
fs.writeFileSync(`${scratch}/tree.hgr`, text);
console.log(
  `big tree: ${nodes} nodes, ${text.length} bytes: wasm readRecord ${read.ms} ms CPU, writeRecord ${written.ms} ms CPU`,
);
const bad = hostile(random);
fs.writeFileSync(`${scratch}/hostile.hgr`, bad.text);
const refused = cpu(() => engine.readRecord(bad.text));
console.log(
  `hostile: ${bad.plies}-ply main line, ${bad.count} alternatives to its last move, ${bad.text.length} bytes: wasm ${refused.ms} ms CPU (${typeof refused.result === 'string' ? refused.result : 'read'})`,
);
console.log(
  `native (${cli}): the big tree ${nativeCpu(`${scratch}/tree.hgr`)} ms user CPU, the hostile record ${nativeCpu(`${scratch}/hostile.hgr`)} ms`,
);
fs.rmSync(scratch, { recursive: true });
console.log(
  `load: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
