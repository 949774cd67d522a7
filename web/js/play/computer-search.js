// computer-search.js - the computer's move asked of the search worker
// (ai.js) and played (computer.js loads this at the computer's first turn:
// a game between two people never needs it).

import { sharedAi } from '../../engine/ai.js';

/** Starts the search worker before its first search. */
export function warm() {
  sharedAi().warm();
}

/** Drops the computer's search under way, if any. */
export function cancel() {
  sharedAi().cancel('computer');
}

/**
 * Asks the search for a move at `level` in the position on the board (at
 * least `pause` ms, for people to follow a demo) and plays it through
 * `host` (computer.js) if `claim(position)` says it is still wanted;
 * `stopped(error)` hears a failure.
 * @param {import('./computer.js').ComputerHost} host
 * @param {{ level: number, pause: number, claim: (position: string) => boolean, stopped: (error: unknown) => void }} options
 */
export function searchMove(host, { level, pause, claim, stopped }) {
  const { position, moves } = host.snapshot();
  const seed = Math.floor(Math.random() * 2 ** 32);
  Promise.all([
    Promise.resolve().then(() => sharedAi().search(host.start(), moves, { level, seed }, 'computer')),
    new Promise((resolve) => setTimeout(resolve, pause)),
  ])
    .then(([result]) => {
      if (!claim(position)) return;
      if (!host.snapshot().legal.includes(result.move)) {
        throw new Error(`the search answered hole ${result.move}, not a legal move of ${position}`);
      }
      return host.play(result.move);
    })
    .catch(stopped);
}
