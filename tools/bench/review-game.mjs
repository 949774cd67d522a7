// review-game.mjs - the game the review benchmarks replay (bench-review.mjs,
// review-page.mjs): the longest of a few games between two level-2
// computers on 2x`n` of Hoyito `variant`, cut at `plies`. Returns { pos, moves }.
export function reviewGame(engine, { n, plies, variant = 'I' }) {
  const searcher = engine.ai(1 << 20);
  const pos = engine.startPosition({ variant, n });
  let moves = [];
  for (let seed = 1; seed <= 20 && moves.length < plies; seed++) {
    const game = engine.newGame(pos);
    const line = [];
    while (!game.snapshot().over && line.length < plies) {
      const r = searcher.search(game, { level: 2, seed: seed * 1000 + line.length });
      game.play(r.move);
      line.push(r.move);
    }
    game.free();
    if (line.length > moves.length) moves = line;
  }
  searcher.free();
  return { pos, moves };
}
