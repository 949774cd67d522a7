// record.js - what a game keeps on record, each derived in one place from
// the engine's events and position: a move-list entry, why a game ended, and
// the finished games of a match. Pure: no DOM, no engine calls.

/** @typedef {import('../../engine/engine.js').MoveEvent} MoveEvent */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').Result} Result */
/** @typedef {import('../../engine/engine.js').EndReason} EndReason */
/** A move-list entry (moveEntry()); `events` null once another move keeps them. @typedef {import('../board/state.js').MoveEntry} MoveEntry */
/** A finished game of a match. @typedef {import('../board/state.js').MatchGame} MatchGame */

/**
 * A move-list entry: { player, move, captured (the seeds the mover took with
 * it: captures, and those collected when it ends the game), again (the mover
 * plays again: R10, R11), passes, events }. `events` (the engine's, for this
 * move): the reason a game ended and what the last move did are read from
 * them, never guessed. The controller keeps them on the last move shown
 * only, and asks the engine again for an older one.
 * @param {Side} player
 * @param {number} move
 * @param {MoveEvent[]} events
 * @returns {MoveEntry}
 */
export function moveEntry(player, move, events) {
  let captured = 0;
  let again = false;
  /** @type {Side[]} */
  const passes = [];
  for (const e of events) {
    if ((e.type === 'capture' || e.type === 'collect') && e.player === player) captured += e.count;
    if (e.type === 'extra_turn' && e.player === player) again = true;
    if (e.type === 'pass') passes.push(e.player);
  }
  return { player, move, captured, again, passes, events };
}

/**
 * An entry as the move list writes it, in a game record's notation
 * (docs/cli.md, *Game records*): the side (`side`, the language's letter),
 * the hole, "xK" for the K seeds taken, "+" when the mover plays again.
 * @param {{ move: number, captured: number, again: boolean }} e
 * @param {string} side
 */
export function moveText(e, side) {
  return `${side}${e.move}${e.captured ? `x${e.captured}` : ''}${e.again ? '+' : ''}`;
}

/**
 * Why the game ended and who received the last four, from the events of its last move.
 * @param {MoveEvent[] | null | undefined} events
 */
export function endOf(events) {
  /** @type {EndReason | null} */
  let endReason = null;
  /** @type {Side | null} */
  let lastFourTo = null;
  for (const e of events ?? []) {
    if (e.type === 'game_end') endReason = e.reason;
    if (e.type === 'last_four') lastFourTo = e.player;
  }
  return { endReason, lastFourTo };
}

/**
 * The match's finished games as they stand at this position: the current
 * round is on record once its game has a result, and off it again when a
 * move of that game is taken back.
 * @param {MatchGame[]} matchGames
 * @param {{ round: number, result: Result | null, captured: number[] }} position
 * @returns {MatchGame[]}
 */
export function matchRecord(matchGames, { round, result, captured }) {
  const others = matchGames.filter((g) => g.round !== round);
  const mine = matchGames.find((g) => g.round === round);
  if (!result) return others.length === matchGames.length ? matchGames : others;
  if (mine) return matchGames;
  return [...matchGames, { round, result, score: captured.slice() }];
}
