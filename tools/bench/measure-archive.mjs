// measure-archive.mjs - the archive (web/js/game/archive.js) at its bound: 1,000 finished
// games of one random 2x6 game with a review each, over an in-memory storage: the
// characters kept, the time of list() and of a write that makes room.
import { createArchive, memoryStorage, newGameId } from '../../web/js/game/archive.js';
import { loadRecordsTestEngine } from '../../tests/node/helpers.mjs';
const e = await loadRecordsTestEngine();
// A real-size game: random moves of a 2x6 Hoyito I game to its end, with a review's results.
const pos = e.startPosition({ variant: 'I', n: 6 });
let seed = 1; const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const g = e.newGame(pos); const moves = [];
while (!g.snapshot().over) { const l = g.snapshot().legal; const m = l[Math.floor(rnd() * l.length)]; g.play(m); moves.push(m); }
const storage = memoryStorage();
const a = createArchive({ storage });
const base = { pos, moves, at: moves.length, kind: 'computer', level: 3, side: 'N', variant: 'I', n: 6, result: 'S', finished: true, score: [30, 18],
  review: { margin: moves.map((_, k) => k % 7), kind: moves.map(() => 'good'), better: moves.map(() => 0) } };
for (let k = 0; k < 1000; k++) a.put({ ...base, id: newGameId(), started: 1e12 + k, updated: 1e12 + k });
let chars = 0; for (let i = 0; i < storage.length; i++) chars += storage.key(i).length + storage.getItem(storage.key(i)).length;
const t0 = performance.now(); const n = a.list().length; const t1 = performance.now();
const r = a.put({ ...base, id: newGameId(), started: 2e12, updated: 2e12 }); const t2 = performance.now();
console.log({ plies: moves.length, games: n, chars, perGame: Math.round(chars / n), listMs: +(t1 - t0).toFixed(1), putWhenFullMs: +(t2 - t1).toFixed(1), evicted: r.evicted.length });
