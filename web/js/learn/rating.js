// rating.js - puzzle ratings, Glicko-2 (Glickman, "Example of the Glicko-2
// system", 2013), as lichess rates puzzles and their solvers: each try is one
// game between the learner and the puzzle (a solve is the learner's win and
// the puzzle's loss), each game its own rating period, and both sides move.
// A puzzle's rating starts from its difficulty (puzzleDifficulty) and is kept
// by puzzle-ratings.js. Pure: numbers in, numbers out.

const SCALE = 173.7178; // Glicko-2's step between the Glicko and Glicko-2 scales
const TAU = 0.5; // how fast the volatility may change (the paper's example value)
const EPSILON = 0.000001; // the volatility iteration's stop (the paper's)
export const START = Object.freeze({ rating: 1500, rd: 350, vol: 0.06 }); // a new player, the paper's defaults
const MIN_RD = 45; // never quite certain: a rating can always move
const MAX_RD = 350;

/** A side's rating: Glicko's rating and deviation (rd), Glicko-2's volatility. @typedef {{ rating: number, rd: number, vol: number }} Rating */
/** The learner's rating as kept: with the count of puzzles tried. @typedef {Rating & { games: number }} KeptRating */

const g = (/** @type {number} */ phi) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
/** @type {(mu: number, muJ: number, phiJ: number) => number} */
const expected = (mu, muJ, phiJ) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

// Step 5 of the paper: the new volatility (Illinois algorithm); at most 100 rounds, a bound on the cost.
/**
 * @param {number} phi
 * @param {number} sigma
 * @param {number} delta
 * @param {number} v
 * @param {number} tau
 */
function newVolatility(phi, sigma, delta, v, tau) {
  const a = Math.log(sigma * sigma);
  const f = (/** @type {number} */ x) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  /** @type {number} */
  let B;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  for (let round = 0; Math.abs(B - A) > EPSILON && round < 100; round++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/**
 * The player { rating, rd, vol } after one rating period of `games`
 * ([{ rating, rd, score }], score 1 a win, 0 a loss), with `tau`. Unclamped:
 * the published update exactly (the paper's example is a test).
 * @param {Rating} player
 * @param {{ rating: number, rd: number, score: number }[]} games
 * @returns {Rating}
 */
export function glicko2(player, games, tau = TAU) {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (!games.length) {
    const grown = Math.sqrt(phi * phi + player.vol * player.vol);
    return { rating: player.rating, rd: grown * SCALE, vol: player.vol };
  }
  const opp = games.map((o) => ({ mu: (o.rating - 1500) / SCALE, phi: o.rd / SCALE, score: o.score }));
  let vInv = 0;
  let sum = 0;
  for (const o of opp) {
    const e = expected(mu, o.mu, o.phi);
    vInv += g(o.phi) ** 2 * e * (1 - e);
    sum += g(o.phi) * (o.score - e);
  }
  const v = 1 / vInv;
  const vol = newVolatility(phi, player.vol, v * sum, v, tau);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}

/**
 * One side { rating, rd, vol } after one game against `other` ({ rating, rd }
 * before the game) with `score` (1 a win, 0 a loss): its own rating period,
 * the RD kept within 45..350.
 * @param {Rating} side
 * @param {{ rating: number, rd: number }} other
 * @param {number} score
 * @returns {Rating}
 */
export function rateGame(side, other, score) {
  const next = glicko2(side, [{ rating: other.rating, rd: other.rd, score }]);
  return { ...next, rd: Math.min(MAX_RD, Math.max(MIN_RD, next.rd)) };
}

/**
 * The learner after one try of a puzzle rated `puzzle` ({ rating, rd } before the try): solved or not.
 * @type {(player: Rating, puzzle: Rating, solved: boolean) => Rating}
 */
export const ratePuzzle = (player, puzzle, solved) => rateGame(player, puzzle, solved ? 1 : 0);

/**
 * The puzzle after one try by a learner rated `player` ({ rating, rd } before the try): a solve is the puzzle's loss.
 * @type {(puzzle: Rating, player: Rating, solved: boolean) => Rating}
 */
export const rateTried = (puzzle, player, solved) => rateGame(puzzle, player, solved ? 0 : 1);

/**
 * A puzzle's starting difficulty from the engine's proof: a longer proving
 * line is harder to see, a small margin between the best and the next best
 * move makes the answer harder to tell apart, and each other move nearly as
 * good (`near`: within a casa of the answer) is one more to weigh:
 * 1300 + 75·(plies − 1) + 1600 / margin + 60·near, within 800..2500
 * (margin = best − second, at least 1; near 0 when a set does not say).
 * @param {{ line?: unknown[], best: number, second: number, near?: number }} p
 */
export function puzzleDifficulty(p) {
  const plies = Math.max(1, p.line?.length ?? 1);
  const margin = Math.max(1, p.best - p.second);
  const given = /** @type {number} */ (p.near); // an integer, or any value of a set that does not say
  const near = Number.isInteger(given) && given > 0 ? given : 0;
  return Math.round(Math.min(2500, Math.max(800, 1300 + 75 * (plies - 1) + 1600 / margin + 60 * near)));
}

/**
 * A stored { rating, rd, vol, games } checked: the rating, or null when any part is damaged.
 * @param {any} saved what a store held: anything
 * @returns {KeptRating | null}
 */
export function validRating(saved) {
  const ok = (/** @type {unknown} */ x, /** @type {number} */ lo, /** @type {number} */ hi) =>
    typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;
  if (saved && ok(saved.rating, 0, 4000) && ok(saved.rd, 0, MAX_RD) && ok(saved.vol, 0, 1)) {
    return {
      rating: saved.rating,
      rd: saved.rd,
      vol: saved.vol,
      games: Number.isInteger(saved.games) && saved.games >= 0 ? saved.games : 0,
    };
  }
  return null;
}

/**
 * The rating as a store held it (anything: a damaged value gives the start).
 * @type {(saved: unknown) => KeptRating}
 */
export const readRating = (saved) => validRating(saved) ?? { ...START, games: 0 };
