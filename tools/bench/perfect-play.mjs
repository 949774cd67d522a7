// Play judged against perfect play: a match between two players of
// `hoyito match`, then every move of both sides (the random opening's
// aside) judged by the prover, `hoyito solve --ms`.
//
//   node tools/bench/perfect-play.mjs A B [--games N] [--variant V] [--judge-ms MS]
//        [--judge-tables DIR] [--seeds K] [MATCH OPTION...]
//
// A, B: players as `hoyito match` names them (L7, t100, a100 ...). Other
// options go to `hoyito match` as they are (--cpu, --tables DIR, --openings,
// --from). The judge proves each position with the endgame tables of K seeds
// at its leaves (built into --judge-tables, default tables-judge/, when
// missing), for up to --judge-ms of CPU a position (default 5000).
//
// A move's cost is the game's value before it less the value after it,
// both seen from the mover (a value: the final margin with best play from
// there, the seeds captured so far included); a perfect move costs 0. Prints, for each player: moves judged, perfect moves,
// mistakes, seeds given away to perfect play a game, and the moves left
// unjudged (a position the prover did not settle within its budget).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOYITO = process.env.HOYITO ?? path.join(ROOT, 'build', 'hoyito');

function parseArgs(argv) {
  const o = { games: 20, variant: 'I', judgeMs: 5000, seeds: 8, tables: path.join(ROOT, 'tables-judge'), match: [] };
  const [a, b, ...rest] = argv;
  if (!a || !b || a.startsWith('--') || b.startsWith('--')) {
    console.error('usage: node tools/bench/perfect-play.mjs A B [--games N] [--variant V] [--judge-ms MS] ...');
    process.exit(2);
  }
  for (let k = 0; k < rest.length; k++) {
    const [flag, value] = [rest[k], rest[k + 1]];
    if (flag === '--games') o.games = Number(value);
    else if (flag === '--variant') o.variant = value;
    else if (flag === '--judge-ms') o.judgeMs = Number(value);
    else if (flag === '--judge-tables') o.tables = value;
    else if (flag === '--seeds') o.seeds = Number(value);
    else {
      o.match.push(flag);
      if (value !== undefined && !value.startsWith('--')) o.match.push(value);
      k += value !== undefined && !value.startsWith('--') ? 1 : 0;
      continue;
    }
    k++;
  }
  return { a, b, ...o };
}

const run = (args) => execFileSync(HOYITO, args, { encoding: 'utf8', maxBuffer: 1 << 26 });

/** `hoyito match ... --verbose`: each game's players, start and moves, and the opening's length. */
function playMatch(o) {
  const text = run(['match', o.a, o.b, '--games', String(o.games), '--variant', o.variant, '--verbose', ...o.match]);
  const openings = o.match.includes('--openings') ? o.match[o.match.indexOf('--openings') + 1] : '2-4';
  const [lo, hi] = openings.split('-').map(Number);
  const games = [];
  for (const m of text.matchAll(
    /^game \d+ opening (\d+): \S+ as (South|North), \S+ \(plies \d+\) from (\S+) moves(.*)$/gm,
  )) {
    games.push({
      opening: lo + (Number(m[1]) % (hi - lo + 1)),
      aSide: m[2][0],
      start: m[3],
      moves: m[4].trim().split(/\s+/).filter(Boolean).map(Number),
    });
  }
  return {
    games,
    summary: text
      .split('\n')
      .filter((l) => !l.startsWith('game '))
      .join('\n'),
  };
}

/**
 * Each position's final margin for South with best play from it (the seeds
 * captured so far and the value of the rest, which is what the prover gives
 * for the side to move), or null where unproven: one `hoyito solve -` for
 * them all, which reads the tables once and keeps what it proved.
 */
function judgeAll(positions, o) {
  const live = [...new Set(positions)].filter((pos) => pos.split(':')[2] !== '-');
  const out = execFileSync(HOYITO, ['solve', '-', '--tables', o.tables, '--ms', String(o.judgeMs)], {
    encoding: 'utf8',
    input: `${live.join('\n')}\n`,
    maxBuffer: 1 << 26,
  });
  const answers = out.split('\n').filter((l) => /^(value|unproven|error)/.test(l));
  if (answers.length !== live.length)
    throw new Error(`solve - gave ${answers.length} answers to ${live.length} positions`);
  const south = new Map();
  for (const pos of positions) {
    const [s, n] = pos.split(':')[3].split(',').map(Number);
    south.set(pos, s - n); // over: what was captured
  }
  live.forEach((pos, k) => {
    const value = answers[k].match(/^value ([+-]?\d+) for (South|North)/);
    south.set(pos, value ? south.get(pos) + (value[2] === 'South' ? 1 : -1) * Number(value[1]) : null);
  });
  return south;
}

function main() {
  const o = parseArgs(process.argv.slice(2));
  const file = path.join(o.tables, `hoyito-${o.variant}.tbl`);
  if (!fs.existsSync(file))
    run(['tables', 'build', '--seeds', String(o.seeds), '--variant', o.variant, '--out', o.tables]);
  const loadAvg = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const loadBefore = loadAvg();
  const { games, summary } = playMatch(o);
  const tally = {
    A: { judged: 0, perfect: 0, lost: 0, unjudged: 0, gained: 0 },
    B: { judged: 0, perfect: 0, lost: 0, unjudged: 0, gained: 0 },
  };
  for (const g of games) {
    g.line = [g.start];
    for (const m of g.moves) g.line.push(run(['play', g.line.at(-1), String(m)]).trim());
  }
  const south = judgeAll(
    games.flatMap((g) => g.line.slice(g.opening)),
    o,
  );
  for (const g of games) {
    for (let k = g.opening; k < g.moves.length; k++) {
      const mover = g.line[k].split(':')[2];
      const who = tally[mover === g.aSide ? 'A' : 'B'];
      const [before, after] = [south.get(g.line[k]), south.get(g.line[k + 1])];
      if (before === null || after === null) {
        who.unjudged++;
        continue;
      }
      who.judged++;
      const cost = (mover === 'S' ? 1 : -1) * (before - after);
      if (cost === 0) who.perfect++; // the move keeps the value
      if (cost < 0) who.gained++; // more than perfect play: the prover contradicts itself
      who.lost += cost;
    }
  }
  console.log(summary.trim());
  console.log(
    `judged by hoyito solve --ms ${o.judgeMs} with ${o.seeds}-seed tables; load ${loadBefore} at the start, ${loadAvg()} at the end`,
  );
  for (const [name, t] of Object.entries(tally)) {
    const label = name === 'A' ? o.a : o.b;
    const share = t.judged ? ((100 * t.perfect) / t.judged).toFixed(1) : '-';
    console.log(
      `${label}: ${t.judged} moves judged, ${t.perfect} perfect (${share}%), ${t.judged - t.perfect} mistakes, ` +
        `${(t.lost / games.length).toFixed(2)} seeds a game given away to perfect play, ${t.unjudged} unjudged` +
        (t.gained ? `; ${t.gained} moves worth more than the value before them (a fault)` : ''),
    );
  }
}

main();
