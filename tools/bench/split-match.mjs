// Splits a match's games by what their opening already decided.
//
//   node tools/bench/split-match.mjs OPENINGS MATCH...
//
// OPENINGS: the output of `hoyito-tune openings --count K --variant V [--n N]`
// (each opening proven, winner sure, or open, and for which side); only
// games of the same variant and board size are classified.
// MATCH: the output of `hoyito match A B --variant V --verbose` on the
// same openings (same --openings). Prints, for the openings still open and
// for the decided ones with A or B holding the won side, A's games, points
// and seeds a game, and the most points A could make if neither side gave
// a decided game away. Random openings often leave one side a won game,
// which both then play out; the open ones show what the search adds. The
// open games' points carry a standard error over their pairs (an opening's
// two games are not independent); given several parts of one match, a last
// line sums the open pairs of them all.
//
//   node tools/bench/split-match.mjs --paired MATCH_A MATCH_B
//
// Two matches on the same openings and colours (two builds, or two time
// limits), game by game: the mean change in A's seeds a game from MATCH_A
// to MATCH_B, its standard error, and how many games changed at all. The
// CPU clock never cuts two searches at the same node, so even the same
// build differs by some games.
//
//   node tools/bench/split-match.mjs --summary MATCH...
//
// One match run in parts (`--from K --games G` each, the same players,
// variant and size), summed: pairs, A's points, seeds a game with its
// standard error over the pairs (the two games of an opening are not
// independent), and the pairs where A is ahead, behind or even.
import fs from 'node:fs';

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`${file}: cannot read it (${e.code ?? e.message})`);
    process.exit(2);
  }
}

const GAME = /^game \d+ opening (\d+): \S+ as (South|North), ([+-]?\d+)/gm;

if (process.argv[2] === '--paired') {
  const files = process.argv.slice(3).map(read);
  const [a, b] = files.map((text) => [...text.matchAll(GAME)].map((m) => `${m[1]} ${m[2]} ${m[3]}`));
  const [va, vb] = files.map((text) => text.match(/\(variant \S+, n=\d+\)/)?.[0]);
  if (va !== vb) {
    console.error(`not the same games: ${va ?? 'no summary line'} against ${vb ?? 'no summary line'}`);
    process.exit(2);
  }
  if (!a || !b || a.length === 0 || a.length !== b.length) {
    console.error(
      'usage: node tools/bench/split-match.mjs --paired MATCH_A MATCH_B (two --verbose matches of the same games)',
    );
    process.exit(2);
  }
  const d = [];
  for (let i = 0; i < a.length; i++) {
    const [ka, sa, va] = a[i].split(' '),
      [kb, sb, vb] = b[i].split(' ');
    if (ka !== kb || sa !== sb) {
      console.error(`game ${i + 1}: opening ${ka} as ${sa} against opening ${kb} as ${sb}: not the same games`);
      process.exit(2);
    }
    d.push(Number(vb) - Number(va));
  }
  const mean = d.reduce((x, y) => x + y, 0) / d.length;
  const sd = Math.sqrt(d.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, d.length - 1));
  console.log(
    `${d.length} games, ${d.filter((x) => x !== 0).length} changed: ${mean >= 0 ? '+' : ''}${mean.toFixed(2)} seeds a game (standard error ${(sd / Math.sqrt(d.length)).toFixed(2)})`,
  );
  process.exit(0);
}

if (process.argv[2] === '--summary') {
  const texts = process.argv.slice(3).map(read);
  const heads = texts.map((text) => text.match(/^(\S+ vs \S+): \d+ games (\(variant \S+, n=\d+\))/m));
  if (texts.length === 0 || heads.some((h) => !h) || heads.some((h) => h[1] + h[2] !== heads[0][1] + heads[0][2])) {
    console.error(
      'usage: node tools/bench/split-match.mjs --summary MATCH... (--verbose parts of one match: same players, variant and size)',
    );
    process.exit(2);
  }
  const pairs = new Map(); // opening -> A's seeds in each of its games
  let points = 0,
    games = 0;
  for (const text of texts) {
    for (const m of text.matchAll(GAME)) {
      const d = Number(m[3]);
      if (!pairs.has(m[1])) pairs.set(m[1], []);
      pairs.get(m[1]).push(d);
      points += d > 0 ? 1 : d === 0 ? 0.5 : 0;
      games++;
    }
  }
  const whole = [...pairs.entries()].filter(([, ds]) => ds.length === 2);
  if (whole.length !== pairs.size) {
    console.error(
      `openings ${[...pairs.keys()].filter((k) => pairs.get(k).length !== 2).join(', ')}: not played exactly twice (parts overlap or one is cut short)`,
    );
    process.exit(2);
  }
  const sums = whole.map(([, ds]) => (ds[0] + ds[1]) / 2);
  const mean = sums.reduce((x, y) => x + y, 0) / sums.length;
  const sd = Math.sqrt(sums.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, sums.length - 1));
  const ahead = sums.filter((x) => x > 0).length,
    behind = sums.filter((x) => x < 0).length;
  console.log(
    `${heads[0][1]} ${heads[0][2]}: ${sums.length} pairs, ${games} games, points ${((100 * points) / games).toFixed(1)}%, ` +
      `seeds ${mean >= 0 ? '+' : ''}${mean.toFixed(2)} a game (standard error ${(sd / Math.sqrt(sums.length)).toFixed(2)}), ` +
      `pairs ahead ${ahead}, behind ${behind}, even ${sums.length - ahead - behind}`,
  );
  process.exit(0);
}

const [openingsFile, ...matchFiles] = process.argv.slice(2);
if (!openingsFile || matchFiles.length === 0) {
  console.error(
    'usage: node tools/bench/split-match.mjs OPENINGS MATCH... | --paired MATCH_A MATCH_B | --summary MATCH...',
  );
  process.exit(2);
}

// opening k of variant V: which side wins, or null when open
const winners = new Map();
let pending = [];
for (const line of read(openingsFile).split('\n')) {
  let m = line.match(/^opening\s+(\d+)\s+\S+\s+(South|North): (proven|sure|open)\s+([+-]\d+)/);
  if (m) {
    const [, k, mover, kind, margin] = m;
    const d = Number(margin);
    const other = mover === 'South' ? 'North' : 'South';
    pending.push([Number(k), kind === 'open' ? null : d > 0 ? mover : d < 0 ? other : 'draw']);
    continue;
  }
  // The board size ends the line (2x6 when it does not: older files).
  m = line.match(/^variant (\S+):.*?(?:\(2x(\d+)\))?$/);
  if (m) {
    for (const [k, w] of pending) winners.set(`${m[1]} ${m[2] ?? '6'} ${k}`, w);
    pending = [];
  }
}
if (winners.size === 0) {
  console.error(`${openingsFile}: no classified openings (the output of hoyito-tune openings)`);
  process.exit(2);
}

const pointsOf = (d) => (d > 0 ? 1 : d === 0 ? 0.5 : 0);
/** "P pairs, points X% (standard error S over the pairs)" of the openings' [seeds, seeds] played twice. */
function openPairs(pairs) {
  const shares = [...pairs].filter((ds) => ds.length === 2).map((ds) => (pointsOf(ds[0]) + pointsOf(ds[1])) / 2);
  if (shares.length === 0) return 'no opening played with both colours';
  const mean = shares.reduce((x, y) => x + y, 0) / shares.length;
  const sd = Math.sqrt(shares.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, shares.length - 1));
  return `${shares.length} pairs, points ${(100 * mean).toFixed(1)}% (standard error ${((100 * sd) / Math.sqrt(shares.length)).toFixed(1)} over the pairs)`;
}

const allOpen = []; // each part's open openings: A's seeds in their games
for (const file of matchFiles) {
  const text = read(file);
  const head = text.match(/^(\S+) vs (\S+): \d+ games \(variant (\S+), n=(\d+)\)/m);
  if (!head) {
    console.error(`${file}: no match summary line ("A vs B: N games (variant V, n=6)")`);
    process.exit(2);
  }
  const [, a, b, variant, n] = head;
  const groups = {
    open: [],
    [`${a} holds the won side`]: [],
    [`${b} holds the won side`]: [],
    'a draw with best play': [],
  };
  const open = new Map(); // opening -> A's seeds in its games
  let unknown = 0;
  for (const m of text.matchAll(GAME)) {
    const [, k, side, d] = m;
    const w = winners.get(`${variant} ${n} ${k}`);
    if (w === undefined) {
      unknown++;
      continue;
    }
    const group =
      w === null
        ? 'open'
        : w === 'draw'
          ? 'a draw with best play'
          : w === side
            ? `${a} holds the won side`
            : `${b} holds the won side`;
    groups[group].push(Number(d));
    if (w === null) open.set(k, [...(open.get(k) ?? []), Number(d)]);
  }
  console.log(
    `${file}: ${a} vs ${b}, Hoyito ${variant}, 2x${n}${unknown ? ` (${unknown} games on openings not classified, left out)` : ''}`,
  );
  let possible = 0,
    games = 0;
  for (const [name, ds] of Object.entries(groups)) {
    if (ds.length === 0) continue;
    const points = ds.reduce((s, d) => s + pointsOf(d), 0);
    const seeds = ds.reduce((s, d) => s + d, 0) / ds.length;
    const spread = name === 'open' ? `; ${openPairs(open.values())}` : '';
    console.log(
      `  ${name}: ${ds.length} games, points ${((100 * points) / ds.length).toFixed(1)}%, seeds ${seeds >= 0 ? '+' : ''}${seeds.toFixed(2)} a game${spread}`,
    );
    possible += name === 'open' ? ds.length : name.startsWith(a) ? ds.length : name.startsWith(b) ? 0 : ds.length / 2;
    games += ds.length;
  }
  if (games)
    console.log(
      `  most points ${a} could make if no decided game were given away: ${((100 * possible) / games).toFixed(1)}%`,
    );
  allOpen.push(...open.values());
}
if (matchFiles.length > 1) console.log(`all ${matchFiles.length} parts, open openings: ${openPairs(allOpen)}`);
