// archive.test.mjs - the archive of games (web/js/game/archive.js) over a
// fake storage: it keeps what it is given across a reload, holds at most
// 1,000 games (the oldest finished go first), and under each fault loses
// nothing it can keep: no storage, a full storage, damaged entries, two
// tabs writing at once. And many games written to one file of records read
// back as the same games (the records engine, the real wasm).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  createArchive,
  memoryStorage,
  checkEntry,
  mergeEntries,
  readMany,
  writeMany,
  LIMIT,
  NEAR_FULL,
  MAX_ENTRY,
  PREFIX,
} from '../../web/js/game/archive.js';
import { INDEX_KEY, summaryOf } from '../../web/js/game/archive-index.js';
import { loadRecordsTestEngine, rng } from './helpers.mjs';

const START = 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0';
let clock = Date.parse('2026-12-02T08:00:00Z');
const tick = () => ++clock;

function game(fields = {}) {
  const moves = fields.moves ?? [3];
  return {
    id: `g${Math.floor(Math.random() * 1e9).toString(36)}`,
    pos: START,
    moves,
    at: moves.length,
    kind: 'two',
    variant: 'I',
    n: 6,
    result: null,
    finished: false,
    started: tick(),
    updated: tick(),
    ...fields,
  };
}

/** A Storage that holds at most `quota` characters (keys and values), and can be told to refuse. */
function fakeStorage({ quota = Infinity, refuse = false } = {}) {
  const inner = memoryStorage();
  const used = () => {
    let n = 0;
    for (let i = 0; i < inner.length; i++) n += inner.key(i).length + inner.getItem(inner.key(i)).length;
    return n;
  };
  return {
    get length() {
      return inner.length;
    },
    key: (i) => inner.key(i),
    getItem: (k) => inner.getItem(k),
    removeItem: (k) => inner.removeItem(k),
    setItem(k, v) {
      if (refuse) throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
      const before = inner.getItem(k);
      inner.setItem(k, v);
      if (used() > quota) {
        if (before === null) inner.removeItem(k);
        else inner.setItem(k, before);
        throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError', code: 22 });
      }
    },
  };
}

test('a game kept is listed newest first and survives a reload (a new archive over the same storage)', () => {
  const storage = fakeStorage();
  const a = createArchive({ storage, now: tick });
  const old = game({ moves: [3, 4] });
  const recent = game({ kind: 'computer', level: 3, side: 'N', result: 'S', finished: true, score: [30, 18] });
  assert.equal(a.put(old).problem, null);
  assert.equal(a.put(recent).problem, null);
  const again = createArchive({ storage, now: tick });
  const listed = again.list();
  assert.deepEqual(
    listed.map((g) => g.id),
    [recent.id, old.id],
  );
  assert.deepEqual(listed[0], checkEntry(recent));
  assert.equal(again.get(old.id).moves.join('.'), '3.4');
  again.remove(old.id);
  assert.deepEqual(
    createArchive({ storage })
      .list()
      .map((g) => g.id),
    [recent.id],
  );
});

test('a bad entry is refused by put, and checkEntry names the shape every reader relies on', () => {
  const a = createArchive({ storage: fakeStorage(), now: tick });
  assert.equal(a.put({ ...game(), moves: [0] }).problem.key, 'archiveBadEntry');
  assert.equal(a.put({ ...game(), at: 5 }).problem.key, 'archiveBadEntry');
  assert.equal(a.put({ ...game(), id: '../x' }).problem.key, 'archiveBadEntry');
  assert.equal(checkEntry({ ...game(), kind: 'alien' }), null);
  assert.equal(a.list().length, 0);
});

test("a friend game's engine help allowed is kept as true only; anything else reads as off", () => {
  const friend = game({ kind: 'friend', side: 'N', name: 'Ana' });
  assert.equal(checkEntry({ ...friend, help: true }).help, true);
  for (const help of ['on', 1, 'true', null, { on: true }])
    assert.equal('help' in checkEntry({ ...friend, help }), false);
  assert.equal('help' in checkEntry(friend), false, 'entries kept before it: off');
});

test(`at most ${LIMIT} games: the oldest finished go first, then the oldest open`, () => {
  const a = createArchive({ storage: fakeStorage(), now: tick });
  const firstOpen = game();
  a.put(firstOpen);
  const finished = [];
  for (let k = 1; k < LIMIT; k++) {
    const g = game({ finished: k % 2 === 0, result: k % 2 === 0 ? 'D' : null });
    if (g.finished) finished.push(g.id);
    assert.deepEqual(a.put(g).evicted, []);
  }
  assert.equal(a.count(), LIMIT);
  assert.ok(NEAR_FULL < LIMIT);
  const next = game();
  assert.deepEqual(a.put(next).evicted, [finished[0]], 'the oldest finished game, not the older open one');
  assert.ok(a.get(firstOpen.id), 'the oldest open game stays');
  assert.equal(a.count(), LIMIT);
  // An update of a kept game makes no room.
  assert.deepEqual(a.put({ ...next, moves: [3, 4], at: 2 }).evicted, []);
});

test('only open games: the oldest open one goes', () => {
  const a = createArchive({ storage: fakeStorage(), now: tick, limit: 3 });
  const [g1, g2, g3, g4] = [game(), game(), game(), game()];
  for (const g of [g1, g2, g3]) a.put(g);
  assert.deepEqual(a.put(g4).evicted, [g1.id]);
});

test('no storage (a private mode, a refused frame): said, and the games kept for this visit', () => {
  const none = createArchive({ storage: null, now: tick });
  assert.equal(none.available, false);
  assert.equal(none.problem.key, 'archiveNoStorage');
  const g = game();
  assert.equal(none.put(g).problem, null, 'kept in memory');
  assert.equal(none.list()[0].id, g.id);

  const refusing = createArchive({ storage: fakeStorage({ refuse: true }), now: tick });
  const r = refusing.put(game());
  assert.equal(r.problem.key, 'archiveStorageFull');
  assert.equal(refusing.list().length, 1, 'the game refused is still listed this visit');

  // The page's own localStorage missing (Node has none): the archive still works, in memory.
  const page = createArchive({ now: tick });
  assert.equal(page.available, false);
  page.put(game());
  assert.equal(page.count(), 1);
});

test('the storage full: said, the game kept for this visit, written once there is room', () => {
  const storage = fakeStorage({ quota: 1200 });
  const a = createArchive({ storage, now: tick });
  const kept = [];
  let refused = null;
  for (let k = 0; k < 20 && !refused; k++) {
    const g = game({ moves: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6], at: 12 });
    const r = a.put(g);
    if (r.problem) refused = g;
    else kept.push(g.id);
  }
  assert.ok(refused, 'the quota was reached');
  assert.equal(a.problem.key, 'archiveStorageFull');
  assert.ok(
    a.list().some((g) => g.id === refused.id),
    'listed (and downloadable) all the same',
  );
  assert.equal(createArchive({ storage }).list().length, kept.length, 'every game written before it is still there');
  a.remove(kept[0]);
  a.remove(kept[1]);
  assert.equal(a.put(refused).problem, null, 'room again: written');
  assert.equal(a.problem, null);
  assert.ok(createArchive({ storage }).get(refused.id));
});

test('damaged entries (not JSON, the wrong shape, another id) are dropped, one by one, and counted', () => {
  const storage = fakeStorage();
  const a = createArchive({ storage, now: tick });
  const good = game();
  a.put(good);
  storage.setItem(`${PREFIX}broken`, '{"id": "broken", "pos":');
  storage.setItem(`${PREFIX}shape`, JSON.stringify({ ...game({ id: 'shape' }), moves: 'three' }));
  storage.setItem(`${PREFIX}other`, JSON.stringify(game({ id: 'notother' })));
  storage.setItem('hoyito.game', 'not an archive entry, not touched');
  const b = createArchive({ storage, now: tick });
  assert.deepEqual(
    b.list().map((g) => g.id),
    [good.id],
  );
  assert.equal(b.takeDropped(), 3);
  assert.equal(b.takeDropped(), 0, 'read and cleared');
  assert.equal(storage.getItem(`${PREFIX}broken`), null, 'removed');
  assert.equal(storage.getItem('hoyito.game'), 'not an archive entry, not touched');
});

test('two tabs: different games both kept; one game in both merged by its line, a line that went another way kept apart', () => {
  const storage = fakeStorage();
  const tab1 = createArchive({ storage, now: tick });
  const tab2 = createArchive({ storage, now: tick });
  const g1 = game();
  const g2 = game();
  tab1.put(g1);
  tab2.put(g2);
  assert.deepEqual(new Set(tab1.list().map((g) => g.id)), new Set([g1.id, g2.id]));

  // The same game, further on in tab 2; tab 1 then writes its older moment of it: the longer line stays.
  const shared = game({ moves: [3] });
  tab1.put(shared);
  tab2.put({ ...shared, moves: [3, 4, 1], at: 3, updated: tick() });
  assert.equal(tab1.put({ ...shared, review: { margin: [0, 1] }, updated: tick() }).id, shared.id);
  assert.deepEqual(tab2.get(shared.id).moves, [3, 4, 1]);

  // Tab 1 goes another way from the same start: kept as its own game.
  const other = tab1.put({ ...shared, moves: [2, 5], at: 2, updated: tick() });
  assert.notEqual(other.id, shared.id);
  assert.deepEqual(tab2.get(shared.id).moves, [3, 4, 1]);
  assert.deepEqual(tab2.get(other.id).moves, [2, 5]);
  assert.equal(tab2.count(), 4);
});

test('mergeEntries keeps the longer line, the earliest start and the latest update', () => {
  const a = game({ moves: [3], started: 10, updated: 50 });
  const b = { ...a, moves: [3, 1], at: 2, started: 20, updated: 40, result: 'S', finished: true };
  const m = mergeEntries(a, b);
  assert.deepEqual([m.moves, m.started, m.updated, m.finished], [[3, 1], 10, 50, true]);
  assert.equal(mergeEntries(a, { ...a, moves: [4] }), null);
});

test('a variation made the main line is the same game: its tree holds the line kept before, one entry', () => {
  const storage = fakeStorage();
  const a = createArchive({ storage, now: tick });
  const g = game({ moves: [3, 1, 2], at: 3 });
  a.put(g);
  // The variation 3.4 made the main line: the old line stays in the tree as a variation.
  const tree = {
    move: null,
    children: [
      {
        move: 3,
        children: [
          { move: 4, children: [] },
          { move: 1, children: [{ move: 2, children: [] }] },
        ],
      },
    ],
  };
  const r = a.put({ ...g, moves: [3, 4], at: 2, tree, updated: tick() });
  assert.equal(r.id, g.id, 'kept under its own id');
  assert.deepEqual(
    a.list().map((e) => [e.id, e.moves.join('.')]),
    [[g.id, '3.4']],
  );
  assert.equal(mergeEntries(g, { ...g, moves: [3, 4] }), null, 'without the tree: another way');
});

test('a game the full storage refused is kept in memory, listed as it is there, and written again once a write fits', () => {
  const inner = memoryStorage();
  let full = false;
  const storage = {
    get length() {
      return inner.length;
    },
    key: (i) => inner.key(i),
    getItem: (k) => inner.getItem(k),
    removeItem: (k) => inner.removeItem(k),
    setItem(k, v) {
      if (full && k.startsWith(PREFIX))
        throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError' });
      inner.setItem(k, v);
    },
  };
  const a = createArchive({ storage, now: tick });
  const g = game({ moves: [1, 2], at: 2 });
  assert.equal(a.put(g).problem, null);
  full = true;
  const longer = { ...g, moves: [1, 2, 3, 4, 5, 6, 1, 2, 3], at: 9, updated: tick() };
  assert.equal(a.put(longer).problem.key, 'archiveStorageFull');
  assert.equal(a.summaries()[0].plies, 9, 'the list says what the page holds, not what the device kept (2 moves)');
  assert.equal(a.get(g.id).moves.length, 9);
  a.retry();
  assert.equal(a.problem.key, 'archiveStorageFull', 'still full: still said');
  full = false;
  a.retry(); // the Games screen opened, or another game written
  assert.equal(a.problem, null);
  assert.equal(createArchive({ storage }).get(g.id).moves.length, 9, 'written now');
});

test(`an entry over ${MAX_ENTRY} characters leaves its tree out, then its review`, () => {
  const storage = fakeStorage();
  const a = createArchive({ storage, now: tick });
  const big = { move: 1, children: Array.from({ length: 20000 }, (_, k) => ({ move: (k % 12) + 1, children: [] })) };
  const g = game({ tree: big, review: { margin: [1, 2, 3] } });
  a.put(g);
  const back = a.get(g.id);
  assert.equal(back.tree, undefined);
  assert.deepEqual(back.review, { margin: [1, 2, 3] });
  assert.ok(storage.getItem(PREFIX + g.id).length <= MAX_ENTRY);
});

test('many games to one file and back: the same starts and moves; a bad game is named, the rest read', async () => {
  const records = await loadRecordsTestEngine();
  const random = rng(20261202);
  const games = [];
  for (const variant of ['I', 'II', 'III']) {
    for (const n of [4, 6]) {
      const pos = records.startPosition({ variant, n });
      const g = records.newGame(pos);
      const moves = [];
      const stop = random() < 0.5 ? 8 : Infinity;
      while (!g.snapshot().over && moves.length < stop) {
        const legal = g.snapshot().legal;
        const move = legal[Math.floor(random() * legal.length)];
        g.play(move);
        moves.push(move);
      }
      g.free();
      games.push(game({ pos, moves, variant, n }));
    }
  }
  const broken = game({ moves: [1, 1, 1, 1, 1, 1, 1, 1, 1] }); // does not replay
  const { text, failed } = writeMany(records, [...games, broken], (g) => ({ south: g.id, date: '2026.12.02' }));
  assert.deepEqual(failed, [broken.id]);
  const back = readMany(records, text);
  assert.deepEqual(back.errors, []);
  assert.deepEqual(
    back.games.map((g) => [g.start, g.moves]),
    games.map((g) => [g.pos, g.moves]),
  );
  assert.deepEqual(
    back.games.map((g) => g.tags.south),
    games.map((g) => g.id),
  );

  // A damaged second record: named by its number and file line, the others read.
  const parts = text.split('\n\n[');
  const damaged = [parts[0], parts[1].replace(/1\. \w+/, '1. S99'), ...parts.slice(2)].join('\n\n[');
  const mixed = readMany(records, damaged);
  assert.equal(mixed.games.length, games.length - 1);
  assert.equal(mixed.errors.length, 1);
  assert.equal(mixed.errors[0].game, 2);
  assert.ok(mixed.errors[0].line > 1 && mixed.errors[0].message);
});

test('a kept game with variations goes to the file with them and comes back as the same tree', async () => {
  const records = await loadRecordsTestEngine();
  const node = (move, ...children) => ({ move, children });
  // Main line 3 4 1 (README's example), a variation 5 at the first move and one 2 at the second.
  const tree = node(null, node(3, node(4, node(1)), node(2)), node(5));
  const g = game({ moves: [3, 4, 1], tree });
  const { text, failed } = writeMany(records, [g], () => ({}));
  assert.deepEqual(failed, []);
  assert.match(text, /\(/, 'the record writes its variations in parentheses');
  const back = readMany(records, text);
  assert.deepEqual(back.errors, []);
  assert.deepEqual(back.games[0].moves, [3, 4, 1]);
  assert.deepEqual(back.games[0].tree, tree);
  // A tree that is not the game's (another main line, a longer one) is left out, not the game.
  for (const other of [node(null, node(6, node(6, node(6)))), node(null, node(3, node(1), node(2)))]) {
    const stale = writeMany(records, [game({ moves: [3], tree: other })], () => ({}));
    assert.deepEqual(stale.failed, []);
    assert.deepEqual(readMany(records, stale.text).games[0].tree, node(null, node(3)));
  }
});

// ------------------------------------------------------------ the index (archive-index.js)

/** `storage` that counts getItem calls by key (an entry's or another), and refuses `refuseKey`'s writes as full. */
function counting(storage, { refuseKey = null } = {}) {
  const reads = { entries: 0, other: 0 };
  const wrapped = Object.create(storage);
  Object.defineProperty(wrapped, 'length', { get: () => storage.length });
  wrapped.getItem = (k) => {
    reads[k.startsWith(PREFIX) ? 'entries' : 'other']++;
    return storage.getItem(k);
  };
  wrapped.setItem = (k, v) => {
    if (k === refuseKey) throw Object.assign(new Error('exceeded the quota'), { name: 'QuotaExceededError', code: 22 });
    storage.setItem(k, v);
  };
  wrapped.reads = reads;
  return wrapped;
}

const fields = (s) => [s.id, s.plies, s.finished, s.updated];

test("the Games screen's list reads one key (the index), not every game, and says what list() says", () => {
  const storage = fakeStorage();
  const a = createArchive({ storage, now: tick });
  for (let k = 0; k < 40; k++)
    a.put(
      game({
        moves: [3, 4, 1].slice(0, 1 + (k % 3)),
        at: 1 + (k % 3),
        finished: k % 5 === 0,
        result: k % 5 ? null : 'D',
      }),
    );
  a.summaries(); // the index made once (a device from before it had none)
  const watched = counting(storage);
  const b = createArchive({ storage: watched, now: tick });
  const shown = b.summaries();
  assert.deepEqual(watched.reads, { entries: 0, other: 1 }, 'one key read');
  assert.deepEqual(
    shown.map(fields),
    b.list().map((g) => fields(summaryOf(g))),
  );
  assert.equal(shown[0].moves, undefined, 'no moves, no tree, no review in the index');
  assert.ok(storage.getItem(INDEX_KEY).length < 40 * 260);
});

test('the index follows each write and delete, stays within the 1,000 games, and its summaries are small', () => {
  const storage = fakeStorage();
  const a = createArchive({ storage, now: tick });
  const games = [];
  for (let k = 0; k < LIMIT + 5; k++) {
    const g = game({
      name: 'x'.repeat(60),
      kind: 'friend',
      side: 'S',
      turn: 'N',
      finished: k % 2 === 0,
      result: k % 2 ? null : 'N',
      score: [20, 28],
    });
    games.push(g);
    a.put(g);
  }
  a.put({ ...games.at(-1), moves: [3, 4], at: 2 });
  a.remove(games.at(-2).id);
  const index = JSON.parse(storage.getItem(INDEX_KEY));
  assert.equal(index.games.length, LIMIT - 1);
  const ids = Object.keys(Object.fromEntries([...Array(storage.length).keys()].map((i) => [storage.key(i), 1])))
    .filter((k) => k.startsWith(PREFIX))
    .map((k) => k.slice(PREFIX.length))
    .sort();
  assert.deepEqual(index.games.map((s) => s.id).sort(), ids, 'one summary a kept entry');
  assert.equal(index.games.find((s) => s.id === games.at(-1).id).plies, 2, 'the write of a longer line followed');
  assert.ok(storage.getItem(INDEX_KEY).length / LIMIT < 260, 'at most about 260 characters a game');
});

test('a missing or damaged index is rebuilt from the entries; a damaged summary is read again from its entry', () => {
  const storage = fakeStorage();
  const a = createArchive({ storage, now: tick });
  const kept = [game(), game({ moves: [3, 4], at: 2 }), game({ finished: true, result: 'S' })];
  kept.forEach((g) => a.put(g));
  const want = a.summaries().map(fields);
  for (const damage of [null, 'not json {', '{"v":1,"games":"x"}', '{"v":99,"games":[]}', '[]']) {
    if (damage === null) storage.removeItem(INDEX_KEY);
    else storage.setItem(INDEX_KEY, damage);
    assert.deepEqual(createArchive({ storage }).summaries().map(fields), want, `index ${damage}`);
    assert.equal(JSON.parse(storage.getItem(INDEX_KEY)).games.length, 3, 'written again');
  }
  const index = JSON.parse(storage.getItem(INDEX_KEY));
  index.games[1] = { id: index.games[1].id, plies: 'many' };
  storage.setItem(INDEX_KEY, JSON.stringify(index));
  assert.deepEqual(createArchive({ storage }).summaries().map(fields), want);
});

test('the storage full while the index is written: the game is kept, the index removed (never stale), the list read from the entries', () => {
  const storage = fakeStorage();
  createArchive({ storage, now: tick }).put(game());
  createArchive({ storage }).summaries();
  assert.ok(storage.getItem(INDEX_KEY));
  const full = counting(storage, { refuseKey: INDEX_KEY });
  const a = createArchive({ storage: full, now: tick });
  const g = game({ moves: [3, 4], at: 2 });
  const put = a.put(g);
  assert.equal(put.problem, null, 'the game itself was written');
  assert.equal(a.problem, null);
  assert.equal(storage.getItem(INDEX_KEY), null, 'the index removed rather than left without the game');
  assert.deepEqual(createArchive({ storage }).get(g.id).moves, [3, 4], 'kept across a reload');
  assert.equal(a.summaries().length, 2, 'listed, read from the entries');
  assert.equal(createArchive({ storage }).summaries().length, 2, 'and the index made again once it fits');
  assert.ok(storage.getItem(INDEX_KEY));
});

test('two tabs: games kept or deleted by the other tab are listed as they are; a lost index update is mended by the storage event', () => {
  const storage = fakeStorage();
  const tab1 = createArchive({ storage, now: tick });
  const tab2 = createArchive({ storage, now: tick });
  const shared = game({ moves: [3] });
  const gone = game();
  tab1.put(shared);
  tab1.put(gone);
  assert.equal(tab2.summaries().length, 2);
  // Tab 2 keeps a game and deletes one, its index write lost (tab 1 wrote its own at the same moment).
  const before = storage.getItem(INDEX_KEY);
  const added = game({ moves: [2, 5], at: 2 });
  tab2.put(added);
  tab2.remove(gone.id);
  storage.setItem(INDEX_KEY, before);
  assert.deepEqual(
    new Set(tab1.summaries().map((s) => s.id)),
    new Set([shared.id, added.id]),
    "followed the entries' keys",
  );
  // Tab 2 plays on in the shared game; tab 1's write of the index at the same moment keeps the old summary.
  const stale = storage.getItem(INDEX_KEY);
  tab2.put({ ...shared, moves: [3, 4, 1], at: 3, updated: tick() });
  storage.setItem(INDEX_KEY, stale);
  assert.equal(tab1.summaries().find((s) => s.id === shared.id).plies, 1, 'out of step');
  tab1.heard(PREFIX + shared.id, storage.getItem(PREFIX + shared.id)); // the storage event tab 1 hears
  assert.equal(tab1.summaries().find((s) => s.id === shared.id).plies, 3, 'in step again');
  storage.setItem(INDEX_KEY, stale); // the other tab's index lands after the event
  assert.equal(tab1.summaries().find((s) => s.id === shared.id).plies, 3, 'what was heard applied again');
  storage.removeItem(PREFIX + added.id); // deleted in the other tab, its index write lost
  tab1.heard(PREFIX + added.id, null);
  assert.equal(
    JSON.parse(storage.getItem(INDEX_KEY)).games.some((s) => s.id === added.id),
    false,
  );
  tab1.heard('hoyito.speed', '"fast"'); // not a game: nothing
  storage.removeItem(PREFIX + shared.id);
  tab1.heard(null, null); // the storage cleared: the next read follows the keys
  assert.equal(tab1.summaries().length, 0);
});
