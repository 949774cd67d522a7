// review-judge.test.mjs - the review's judgement (web/js/analysis/review-judge.js): the
// thresholds docs/records.md states, and judge() on real searches of the wasm search
// build: South's margin from each mover's score, a move's loss against the
// best move of the same search, the better move named only for marked moves;
// at 8 seeds or fewer on 2x6, a move judged by the endgame tables (exactMove).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { loadSearchEngine } from '../../web/engine/engine-search.js';
import { Endgames } from '../../web/engine/engine-tables.js';
import { classify, judge, exactMove, countKinds, givenAway, THRESHOLDS } from '../../web/js/analysis/review-judge.js';
import { REVIEW_SEARCH } from '../../web/js/analysis/review-run.js';
import { rng, root } from './helpers.mjs';

// The review's search without the prover's budget (the worker's option, not the searcher's).
const { proveNodes: _, ...SEARCH_ONLY } = REVIEW_SEARCH;

test('the thresholds: best < 0.5, good < 2, inaccuracy < 4, mistake < 8, else blunder (seeds lost)', () => {
  assert.deepEqual(THRESHOLDS, [0.5, 2, 4, 8]);
  const cases = [
    [0, 'best'],
    [0.49, 'best'],
    [0.5, 'good'],
    [1.99, 'good'],
    [2, 'inaccuracy'],
    [3.9, 'inaccuracy'],
    [4, 'mistake'],
    [7.99, 'mistake'],
    [8, 'blunder'],
    [48, 'blunder'],
  ];
  for (const [loss, kind] of cases) assert.equal(classify(loss), kind, `${loss} seeds`);
});

test("judge() on a real game: margins by mover, losses against the same search's best move", () => {
  const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
  return loadSearchEngine({ wasmBinary }).then((engine) => {
    const searcher = engine.ai(1 << 20);
    const random = rng(42);
    const start = engine.startPosition({ variant: 'II', n: 4 });
    const game = engine.newGame(start);
    const moves = [];
    const positions = [];
    const results = [];
    const read = () => {
      const s = game.snapshot();
      positions.push({ turn: s.turn, over: s.over, captured: s.captured });
      if (s.over) return results.push(null);
      searcher.clear();
      results.push(searcher.search(game, { ...SEARCH_ONLY, nodes: 20000 }));
    };
    read();
    while (!game.snapshot().over && moves.length < 30) {
      const legal = game.snapshot().legal;
      const move = legal[Math.floor(random() * legal.length)];
      game.play(move);
      moves.push(move);
      read();
    }
    const { points, moves: judged } = judge(positions, moves, results);
    assert.equal(points.length, moves.length + 1);
    points.forEach((p, k) => {
      if (positions[k].over) {
        assert.deepEqual(p, {
          ply: k,
          margin: positions[k].captured[0] - positions[k].captured[1],
          exact: true,
          source: 'end',
        });
      } else {
        assert.equal(p.margin, (positions[k].turn === 'S' ? 1 : -1) * results[k].seeds);
        assert.deepEqual([p.exact, p.source], [false, 'search'], 'no tables nor proof on 2x4: an estimate');
      }
    });
    judged.forEach((m, k) => {
      const r = results[k];
      const seeds = (hole) => r.moves.find((x) => x.hole === hole).seeds;
      assert.equal(m.player, positions[k].turn);
      assert.equal(m.loss, m.hole === r.move ? 0 : Math.max(0, seeds(r.move) - seeds(m.hole)));
      assert.equal(m.kind, classify(m.loss));
      assert.equal(m.better, ['inaccuracy', 'mistake', 'blunder'].includes(m.kind) ? r.move : null);
    });
    assert.ok(
      judged.some((m) => m.better !== null),
      'random moves make some mistakes',
    );
    const counts = countKinds(judged);
    assert.equal(
      Object.values(counts.S)
        .concat(Object.values(counts.N))
        .reduce((a, b) => a + b, 0),
      moves.length,
    );
    game.free();
    searcher.free();
  });
});

test("exactMove() at 8 seeds: a move the tables keep loses nothing, any other loses seeds, extra turns read from the mover's side", () => {
  const wasmBinary = fs.readFileSync(new URL('web/engine/gen/hoyito-ai.wasm', root));
  return loadSearchEngine({ wasmBinary }).then((engine) => {
    const endgames = new Endgames(engine);
    const read = (game) => {
      const s = game.snapshot();
      return { turn: s.turn, over: s.over, captured: s.captured };
    };
    const onBoard = (game) => game.snapshot().seeds.reduce((a, b) => a + b, 0);
    const random = rng(7);
    let judged = 0;
    let kept = 0;
    let again = 0; // moves after which the same side moves again (a capture's extra turn in II and III)
    for (const variant of ['I', 'II', 'III']) {
      for (let played = 0; played < 20; played++) {
        // A random game of 2x6 down to at most 8 seeds on the board: its moves and position.
        const start = engine.startPosition({ variant });
        const game = engine.newGame(start);
        const line = [];
        while (!game.snapshot().over && onBoard(game) > 8) {
          const legal = game.snapshot().legal;
          line.push(legal[Math.floor(random() * legal.length)]);
          game.play(line.at(-1));
        }
        const before = game.snapshot().over ? null : endgames.exact(game);
        const legal = before ? game.snapshot().legal : [];
        game.free();
        for (const hole of legal) {
          const g = engine.newGame(start);
          for (const m of line) g.play(m);
          const positions = [read(g)];
          g.play(hole);
          positions.push(read(g));
          const after = positions[1].over ? null : endgames.exact(g);
          g.free();
          if (!positions[1].over) assert.ok(after, 'a move never adds seeds: the next position is covered');
          if (!positions[1].over && positions[1].turn === positions[0].turn) again++;
          // Told no move keeps the value nor each move's margin, exactMove reads the loss from the next position alone.
          const bare = { ...before, moves: [], margins: undefined };
          const results = [{ move: before.moves[0], bestPlay: bare }, after && { bestPlay: after }];
          const { loss } = exactMove(positions, results, 0, hole);
          // Told each move's margin (the prover's answer), the same loss without the next position.
          const own = exactMove(
            positions,
            [{ move: before.moves[0], bestPlay: { ...before, moves: [] } }, null],
            0,
            hole,
          );
          assert.equal(own.loss, loss, `${variant} ${line.join('.')} ${hole}: the move's margin gives the same cost`);
          if (before.moves.includes(hole)) {
            kept++;
            assert.equal(
              loss,
              0,
              `${variant} ${line.join('.')} ${hole}: kept by the tables, the same final margin after it`,
            );
            assert.deepEqual(exactMove(positions, [{ move: hole, bestPlay: before }, null], 0, hole), {
              loss: 0,
              better: hole,
              margin: before.margin,
            });
          } else {
            assert.ok(loss > 0, `${variant} ${line.join('.')} ${hole}: not kept, it gives seeds away`);
          }
          judged++;
        }
      }
    }
    assert.ok(kept > 0 && judged > kept, `${kept} of ${judged} moves kept`);
    assert.ok(again > 0, `some moves earn another turn (${again} of ${judged})`);
    endgames.free();
  });
});

test('givenAway(): the costs of the moves judged exactly, summed per player, and how many moves were', () => {
  const move = (player, loss, exact) => ({ player, loss, exact });
  assert.deepEqual(givenAway([move('S', 0, true), move('N', 16, true), move('S', 8, true), move('N', 0, true)]), {
    S: 8,
    N: 16,
    exact: 4,
    total: 4,
  });
  // An estimate's loss is no cost against perfect play: left out, and counted as not judged exactly.
  assert.deepEqual(givenAway([move('S', 8, true), move('N', 3.5, false)]), { S: 8, N: 0, exact: 1, total: 2 });
});
