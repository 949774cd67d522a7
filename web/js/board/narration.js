// narration.js - what a screen reader hears besides the status line: each
// move in words (narrate() subscribes to a board's controller) and the board
// and the score on request, through the live region of speech.js. The move
// sentence is built from the engine's event list (game.play / game.redo),
// never from the rules: it says what the engine did, in the order it did it.
// Loaded once the board is playable (main.js); nobody needs it to see the board.

import { t } from '../i18n/strings.js';
import { holeIndex } from './holes.js';
import { list, spokenHole, speak, turnWords } from './speech.js';
import { nextTask } from '../lib/later.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').Result} Result */
/** @typedef {import('../../engine/engine.js').MoveEvent} MoveEvent */
/** What the board's words read of a state (board/state.js State, or a snapshot). @typedef {Pick<import('./state.js').State, 'n' | 'seeds' | 'closed' | 'captured' | 'aside' | 'result' | 'turn'>} BoardFacts */
/**
 * A board's controller as narrate() hears it (play/controller.js, an
 * EventTarget): its 'position' events, and the person's side against the computer.
 * @typedef {Pick<EventTarget, 'addEventListener'> & { humanSide: () => Side | null }} Narrated
 */
/** A 'position' event's listener, as an EventTarget takes it. @typedef {(ev: CustomEvent<PositionDetail>) => void} PositionListener */
/**
 * A 'position' event's detail (controller.js changed()): how the board
 * changed, the move (a played or redone one comes with its events), the
 * position after it.
 * @typedef {{ how: string, move: import('./state.js').MoveEntry | null, snapshot: import('../../engine/engine.js').Snapshot }} PositionDetail
 */

/**
 * One move in words, e.g. "South plays hole 3: 5 seeds sown, relay of 3
 * seeds from North 2, captures a casa of 4 on North 4. North to move."
 * `player` moved `move`; `events` are what the engine returned for it;
 * `after` is the engine state after the move (its turn), or null.
 * @param {Side} player
 * @param {number} move
 * @param {MoveEvent[]} events
 * @param {{ turn: Side | null } | null} [after]
 */
export function describeMove(player, move, events, after = null) {
  const details = [];
  const sentences = [];
  /** @type {Record<Side, number>} */
  const collected = { S: 0, N: 0 };
  /** @type {Extract<MoveEvent, { type: 'capture' }>[]} */
  let run = []; // captures with no seed dropped between them (Hoyito II's run)
  /** @type {Extract<MoveEvent, { type: 'game_end' }> | null} */
  let result = null;
  const flush = () => {
    if (run.length === 1) {
      details.push(t('srCapture', { count: run[0].count, hole: spokenHole(run[0].name) }));
    } else if (run.length > 1) {
      const count = run.reduce((s, e) => s + e.count, 0);
      details.push(t('srCaptureRun', { count, holes: list(run.map((e) => spokenHole(e.name))) }));
    }
    run = [];
  };
  for (const e of events) {
    if (e.type !== 'capture') flush();
    switch (e.type) {
      case 'pickup':
        details.push(
          e.relay ? t('srRelay', { count: e.count, hole: spokenHole(e.name) }) : t('srSown', { count: e.count }),
        );
        break;
      case 'capture':
        run.push(e);
        break;
      case 'extra_turn':
        sentences.push(t('extraTurn', { player: t(e.player) }));
        break;
      case 'pass':
        sentences.push(t('pass', { player: t(e.player) }));
        break;
      case 'last_four':
        sentences.push(t('lastFour', { player: t(e.player) }));
        break;
      case 'collect':
        if (e.reason !== 'last_four') collected[e.player] += e.count;
        break;
      case 'game_end':
        result = e;
        break;
      default:
        break;
    }
  }
  flush();
  for (const p of /** @type {const} */ (['S', 'N'])) {
    if (collected[p]) sentences.push(t('srCollect', { player: t(p), count: collected[p] }));
  }
  if (result) {
    sentences.push(t('gameOverStatus', { result: resultWords(result.result, result.score) }));
  } else if (after?.turn) {
    sentences.push(`${t('toMove', { player: t(after.turn) })}.`);
  }
  const what = t('srPlays', { player: t(player), number: move });
  const head = details.length ? t('srMove', { what, details: details.join(', ') }) : `${what}.`;
  return [head, ...sentences].join(' ');
}

/**
 * "South wins 28–20." / "Draw, 24–24." from a result and [south, north].
 * @param {Result} result
 * @param {number[]} score
 */
export function resultWords(result, [s, n]) {
  if (result === 'D') return t('draw', { a: s, b: n });
  return t('wins', { player: t(result), a: result === 'S' ? s : n, b: result === 'S' ? n : s });
}

/**
 * Both rows, each from its owner's hole 1: "South, holes 1 to 6: 4, 0, 5, … North, …";
 * the row nearest the viewer (`bottom`) first.
 * @param {BoardFacts} state
 * @param {Side} [bottom]
 */
export function describeBoard(state, bottom = 'S') {
  const rows = /** @type {Side[]} */ (bottom === 'N' ? ['N', 'S'] : ['S', 'N']).map((p) => {
    const counts = [];
    for (let k = 0; k < state.n; k++) {
      const i = holeIndex(state.n, p, k + 1);
      counts.push(state.closed[i] ? t('holeClosed') : String(state.seeds[i]));
    }
    return t('srBoardRow', { player: t(p), n: state.n, counts: counts.join(', ') });
  });
  return `${rows.join(' ')} ${describeScore(state)}`;
}

/**
 * Captures (and seeds set aside), then whose turn it is or the result.
 * @param {BoardFacts} state
 */
export function describeScore(state) {
  const parts = /** @type {const} */ (['S', 'N']).map((p, i) => {
    let text = t('pileLabel', { player: t(p), count: state.captured[i] });
    if (state.aside[i]) text += `, ${t('pileAside', { count: state.aside[i] })}`;
    return `${text}.`;
  });
  if (state.result) parts.push(t('gameOverStatus', { result: resultWords(state.result, state.captured) }));
  else if (state.turn) parts.push(`${t('toMove', { player: t(state.turn) })}.`);
  return parts.join(' ');
}

/**
 * Speaks what happens on a controller's board (controller.js events): each
 * move in words as soon as the engine has played it (a screen reader need
 * not wait for the animation), and a move taken back.
 * @param {Narrated} controller
 * @param {Document} doc
 */
export function narrate(controller, doc) {
  /** @type {PositionListener} */
  const heard = ({ detail: { how, move, snapshot } }) => {
    if (!move) return;
    // Read during the event (the game may move on); the words are made in a
    // task of their own, in order, so that the move's panel task does not
    // wait for them (a third of it at a slowdown).
    const { player, move: hole, events } = move;
    const human = controller.humanSide();
    const { turn } = snapshot;
    nextTask(() => {
      const turnSaid = turnWords(turn, human);
      speak(
        doc,
        how === 'undo'
          ? `${t('srUndo', { player: t(player), number: hole })} ${turnSaid}.`
          : // A move played or redone comes with its events; against the computer
            // the turn is said as "Your turn" / "The computer's turn".
            human && turn
            ? `${describeMove(player, hole, /** @type {MoveEvent[]} */ (events))} ${turnSaid}.`
            : describeMove(player, hole, /** @type {MoveEvent[]} */ (events), { turn }),
      );
    });
  };
  controller.addEventListener('position', /** @type {EventListener} */ (/** @type {unknown} */ (heard)));
}
