#!/usr/bin/env node
// Makes the practice positions of the Learn course (web/js/learn/practice.js):
// for each lesson with a move to find, positions near the lesson's own
// (its holes perturbed at random, the same variant and options) where the
// engine says exactly one legal move meets the lesson's condition
// (lesson-check.js over the move's events) and a search scores that move
// at least PRACTICE_MARGIN seeds above every other move.
//
//   node tools/dev/make-practice.mjs [--seed N] [--count K] [--check]
//
// Needs web/engine/gen (bash tools/build/build-wasm.sh). A seed gives the
// same positions with the same engine. --check writes nothing and says
// whether the shipped file is what this run makes.
import fs from 'node:fs';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { SCORE_PER_SEED } from '../../web/engine/gen/abi.js';
import { LESSONS } from '../../web/js/learn/lessons.js';
import { summarize, meets } from '../../web/js/learn/lesson-check.js';
import { PRACTICE_MARGIN, PRACTICE_DEPTH, NO_PRACTICE } from '../../web/js/learn/practice-rules.js';
import { prng } from '../../tests/prng.mjs'; // the one seeded PRNG, so a seed makes the same file

const root = new URL('../../', import.meta.url);
const OUT = new URL('web/js/learn/practice.js', root);
const TRIES = 20000; // positions tried a lesson at most: a bound on the run (a few seconds a lesson)

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

/** The legal moves of `position`, each with whether it meets `when`, and the search's score of each. */
export function judge(engine, searcher, position, when) {
  const game = engine.newGame(position);
  try {
    const meeting = [];
    for (const move of game.snapshot().legal) {
      if (meets(summarize(game.play(move)), when)) meeting.push(move);
      game.load(position);
    }
    searcher.clear();
    const found = searcher.search(game, { depth: PRACTICE_DEPTH, allMoves: true });
    return { meeting, scores: Object.fromEntries(found.moves.map((m) => [m.hole, m.score])) };
  } finally {
    game.free();
  }
}

/** Whether `position` shows the idea: one move meets `when` and beats every other by the margin. */
function teaches(engine, searcher, position, when) {
  if (!engine.validate(position).ok) return null;
  const snap = engine.describe(position);
  if (snap.over || snap.turn !== 'S' || snap.legal.length < 2) return null;
  const { meeting, scores } = judge(engine, searcher, position, when);
  if (meeting.length !== 1) return null;
  const [right] = meeting;
  const others = snap.legal.filter((m) => m !== right).map((m) => scores[m]);
  if (scores[right] - Math.max(...others) < PRACTICE_MARGIN * SCORE_PER_SEED) return null;
  return right;
}

// Seed counts for a perturbed hole: mostly small, as in the lessons. No
// four in Hoyito I, where every four made is captured at once (R9): a
// practice board looks like one a game reaches.
const COUNTS = { I: [0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 5], other: [0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 5] };

/** A position near `lesson.position`: each hole kept or redrawn; the stores take the rest of the 48 seeds. */
function perturb(lesson, random) {
  const [variant, rows, turn, stores, ...options] = lesson.position.split(':');
  const [south, north] = rows.split('/').map((r) => r.split(','));
  const keepNorth = north.every((c) => c === '0'); // "pass": North has no seeds, the idea itself
  const counts = COUNTS[variant] ?? COUNTS.other;
  const draw = (c, keep) =>
    keep || c === 'x' || random() < 0.4 ? c : String(counts[Math.floor(random() * counts.length)]);
  const s = south.map((c) => draw(c, false));
  const n = north.map((c) => draw(c, keepNorth));
  const aside = options.join(':').match(/aside=(\d+),(\d+)/);
  const board = [...s, ...n].filter((c) => c !== 'x').reduce((a, c) => a + Number(c), 0);
  const rest = 48 - board - (aside ? Number(aside[1]) + Number(aside[2]) : 0);
  if (rest < 0) return null;
  const mine = Math.floor(rest / 2) + Math.floor(random() * 5) - 2;
  const kept = stores.split(',').length === 2 ? [mine, rest - mine] : null;
  if (!kept || kept.some((x) => x < 0)) return null;
  return [variant, `${s.join(',')}/${n.join(',')}`, turn, kept.join(','), ...options].join(':');
}

/** Up to `count` practice positions for `lesson` (its first step's condition). */
function makeFor(engine, searcher, lesson, count, random) {
  const when = lesson.steps[0].when;
  const out = [];
  const seen = new Set([lesson.position]);
  for (let k = 0; k < TRIES && out.length < count; k++) {
    const position = perturb(lesson, random);
    if (!position || seen.has(position)) continue;
    seen.add(position);
    const right = teaches(engine, searcher, position, when);
    if (right !== null) out.push({ position, moves: [right] });
  }
  return out;
}

function write(practice) {
  const lines = Object.entries(practice).map(
    ([id, items]) =>
      `  ${id}: [\n${items
        .map((p) => `    { position: '${p.position}', moves: [${p.moves.join(', ')}] },`)
        .join('\n')}\n  ],`,
  );
  return `// practice.js - the practice positions of the Learn course, data only: for
// each lesson id, positions where exactly one move meets the lesson's first
// step's condition and the engine's search scores it at least
// PRACTICE_MARGIN seeds above every other move (practice-rules.js).
// Made by tools/dev/make-practice.mjs (do not edit by hand);
// tests/node/practice.test.mjs checks every one again in the engine.

export const PRACTICE = Object.freeze({
${lines.join('\n')}
});
`;
}

async function main() {
  const seed = arg('--seed', 1);
  const count = arg('--count', 3);
  const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
  const engine = await loadSearchEngine({ wasmBinary });
  const searcher = engine.ai();
  const random = prng(seed);
  const practice = {};
  for (const lesson of LESSONS) {
    if (NO_PRACTICE.includes(lesson.id)) continue;
    const t0 = Date.now();
    practice[lesson.id] = makeFor(engine, searcher, lesson, count, random);
    console.error(`${lesson.id}: ${practice[lesson.id].length} in ${Date.now() - t0} ms`);
  }
  const text = write(practice);
  if (process.argv.includes('--check')) {
    const same = fs.readFileSync(OUT, 'utf8') === text;
    console.log(same ? 'practice.js is up to date' : 'practice.js differs from what this run makes');
    process.exitCode = same ? 0 : 1;
  } else {
    fs.writeFileSync(OUT, text);
    console.log(`wrote ${OUT.pathname}`);
  }
  searcher.free();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
