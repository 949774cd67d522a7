// record.js - what a game keeps on record, each derived in one place from
// the engine's events and position: a move-list entry, why a game ended, and
// the finished games of a match. Pure: no DOM, no engine calls.

/**
 * A move-list entry: { player, move, captured (by the mover), passes, events }.
 * `events` (the engine's, for this move): the reason a game ended and what
 * the last move did are read from them, never guessed. The controller keeps
 * them on the last move shown only, and asks the engine again for an older one.
 */
export function moveEntry(player, move, events) {
  let captured = 0;
  const passes = [];
  for (const e of events) {
    if (e.type === 'capture' && e.player === player) captured += e.count;
    if (e.type === 'pass') passes.push(e.player);
  }
  return { player, move, captured, passes, events };
}

/** Why the game ended and who received the last four, from the events of its last move. */
export function endOf(events) {
  let endReason = null;
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
 */
export function matchRecord(matchGames, { round, result, captured }) {
  const others = matchGames.filter((g) => g.round !== round);
  const mine = matchGames.find((g) => g.round === round);
  if (!result) return others.length === matchGames.length ? matchGames : others;
  if (mine) return matchGames;
  return [...matchGames, { round, result, score: captured.slice() }];
}
