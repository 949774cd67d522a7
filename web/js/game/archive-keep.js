// archive-keep.js - the play page's games into the archive (archive.js):
// every game against the computer, with a friend by link, between two
// people, or imported, kept when it ends and when it is left unfinished (a
// new game, another game opened, Learn, the page hidden or closed). Loaded
// after the board is playable (page/panels.js); the embed never loads it,
// so an embedded board keeps nothing.
//
// The game on the board is followed through the controller's events: its
// line, who plays it and how it stands are read at each `position` (the
// next game's `start` comes after the old game is gone from the engine), and
// written in a task of its own (localStorage lengthens a tap's task): at
// the game's end, when it is left, and at once when the page is hidden. A
// computer against computer show and a lesson are not games to keep.
//
// A game has one entry from its first move to its deletion: its id
// (state.gameId, given by the controller when the game starts and carried by
// the saved game, the address's history and the Games screen) names it. A
// link that names no kept game (pasted, from elsewhere) continues the kept
// game it is a moment of: same start, same players, one line the beginning
// of the other (docs/archive.md, "One game, one entry").

import { createArchive, sameLine } from './archive.js';
import { startHash } from './archive-index.js';

/** @typedef {import('./archive.js').Entry} Entry */
/** @typedef {import('./archive.js').EntryDraft} EntryDraft */
/** @typedef {import('./archive.js').Review} Review */
/** @typedef {import('./archive.js').Problem} Problem */
/** @typedef {import('../play/controller.js').ControllerEvents} ControllerEvents */
/**
 * The board's controller (play/controller.js). Its events are an
 * EventTarget's: a listener that reads an event's detail is cast to an
 * EventListener from one of a CustomEvent of it (ControllerEvents).
 * @typedef {ReturnType<typeof import('../play/controller.js').createController>} Controller
 */
/** The game's line on the board (controller line()): its start, its moves, how many are played. @typedef {{ pos: string, moves: number[], at: number }} Line */
/** Who plays the game on the board (players()): 'demo' is the computer against itself. @typedef {{ kind: Entry['kind'] | 'demo', level?: number, side?: Entry['side'], name?: string, help?: true }} Players */
/**
 * The game on the board as it is kept: its entry's fields as far as known
 * (capture() sets the rest before it is written), and the keeper's own
 * marks: `dirty` changed since written, `written` kept once, `adopted` a
 * kept game found by its line (continued()), `demo` not a game to keep.
 * @typedef {Partial<Entry> & Pick<Entry, 'id' | 'started' | 'updated' | 'kind' | 'moves' | 'at' | 'result'> & {
 *   dirty: boolean, written: boolean, adopted: boolean, demo?: boolean,
 * }} Kept
 */

/**
 * The review's results, small: each ply's expected margin, each move's kind
 * and better hole; and what shows it again without a search (review.js
 * keptData): each move's loss, which points and moves are exact, and where
 * each point's value came from (`source`, a letter a ply).
 * @param {import('../analysis/review-panel.js').ReviewData} data
 * @returns {Review}
 */
export function compactReview(data) {
  return {
    margin: data.points.map((p) => p.margin),
    // A letter a ply: its source's first (review-judge.js SOURCES), not imported here: the first visit loads this module.
    source: data.points.map((p) => (p.source ?? 'search')[0]).join(''),
    kind: data.moves.map((m) => m.kind),
    better: data.moves.map((m) => m.better ?? 0),
    loss: data.moves.map((m) => m.loss),
    exact: data.points.map((p) => (p.exact ? 1 : 0)),
    exactMove: data.moves.map((m) => (m.exact ? 1 : 0)),
  };
}

/** @type {(a: number[], b: number[]) => boolean} */
const sameMoves = (a, b) => a.length === b.length && a.every((m, k) => m === b[k]);
// A review of a line's first moves holds while the line keeps them (a game that went on).
/** @type {(review: Review | undefined, old: number[], moves: number[]) => boolean} */
const reviewHolds = (review, old, moves) =>
  Boolean(review?.margin) &&
  // past Boolean(review?.margin): a review
  sameMoves(
    old.slice(0, /** @type {Review} */ (review).margin.length - 1),
    moves.slice(0, /** @type {Review} */ (review).margin.length - 1),
  );

/**
 * Follows the board's controller `ctl` (its `state`) into `archive`.
 * `onProblem({ key, values })` hears a write the device refused (once per
 * kind of fault a visit). Returns { archive, flush(), forget(id), get current() }.
 * @param {{
 *   doc: Document, state: import('./friend-end.js').FriendState, ctl: Controller,
 *   archive?: import('./archive.js').Archive, onProblem?: (problem: Problem) => void,
 * }} options
 */
export function keepGames({ doc, state, ctl, archive = createArchive(), onProblem = () => {} }) {
  /** @type {Kept | null} */
  let current = null; // the game on the board: an entry, with `dirty` (changed since written)
  /** @type {Set<Kept>} */
  const pending = new Set(); // entries to write in the next task
  const told = new Set(); // the faults already said this visit

  // Who plays the game on the board: a friend, the computer, or two people here.
  /** @returns {Players} */
  function players() {
    if (state.friend)
      return {
        kind: 'friend',
        side: state.friend.side,
        name: state.friend.name ?? '',
        help: state.friend.help === true || undefined, // it opens again with the game's link (panels.js)
        level: undefined,
      };
    const o = state.opponent;
    if (o?.side === 'both') return { kind: 'demo' };
    if (o) return { kind: 'computer', level: o.level, side: o.side, name: undefined, help: undefined };
    return {
      kind: current?.kind === 'import' ? 'import' : 'two',
      level: undefined,
      side: undefined,
      name: undefined,
      help: undefined,
    };
  }

  // The board's game into `current`: dirty when its line, players or standing changed.
  /** @param {import('../../engine/engine.js').Snapshot} [snap] */
  function capture(snap = ctl.snapshot()) {
    if (!current || !ctl.game) return;
    const line = ctl.line();
    const who = players();
    if (who.kind === 'demo') {
      current.demo = true;
      return;
    }
    // A game with a friend is kept under the friend game's id (friend.js), set once the game is open.
    if (state.friend && state.friend.id !== current.id) {
      if (current.written && !current.adopted) archive.remove(current.id); // an entry found by its line is another game's
      current.id = state.friend.id;
      current.dirty = true;
    }
    const old = current.moves;
    const moved = !sameMoves(line.moves, old);
    /** @param {Kept} c */
    const standing = (c) => JSON.stringify([c.at, c.kind, c.level, c.side, c.name, c.help, c.result]);
    const before = standing(current);
    Object.assign(current, who, {
      pos: line.pos,
      moves: line.moves,
      at: line.at,
      variant: snap.variant,
      n: snap.n,
      turn: snap.turn,
    });
    if (snap.ply === line.moves.length) {
      current.result = snap.result ?? null;
      current.score = snap.captured.slice(0, 2);
    } else if (moved) {
      current.result = null; // the line's end is not on the board: not known here
    }
    current.finished = Boolean(current.result);
    const tree = ctl.tree?.();
    if (tree) current.tree = tree;
    if (moved) {
      current.updated = Date.now();
      if (!reviewHolds(current.review, old, line.moves)) current.review = undefined; // a review of another line
    }
    if (moved || before !== standing(current)) current.dirty = true;
  }

  // The entry the board's game continues: its own (by its id), else, for a
  // line that names no kept game, the kept game it is a moment of.
  /**
   * @param {Line} line
   * @param {Players} who
   * @returns {Entry | null}
   */
  function continued(line, who) {
    const own = archive.get(/** @type {string} */ (state.friend?.id ?? state.gameId)); // a game on the board has its id
    if (own) return own;
    if (!line.moves.length || who.kind === 'demo') return null;
    const start = startHash(line.pos);
    let found = null;
    for (const s of archive.summaries()) {
      // from the index: only the candidates' entries are read, newest first
      if (!s.plies || s.start !== start || s.kind !== who.kind || s.level !== who.level || s.side !== who.side)
        continue;
      const g = archive.get(s.id);
      if (!g || !sameLine(g, line)) continue;
      if (sameMoves(g.moves, line.moves)) return g; // this very moment of it
      if (!found && (!g.finished || g.moves.length > line.moves.length)) found = g; // an earlier moment, or one to go on with
    }
    return found;
  }

  /** @param {unknown} cause the `position` event's (controller.js): 'record' for a record opened */
  function begin(cause) {
    const line = ctl.line();
    const who = players();
    if (cause === 'record') who.kind = 'import';
    const known = continued(line, who);
    const now = Date.now();
    current = {
      id: /** @type {string} */ (known?.id ?? state.friend?.id ?? state.gameId),
      started: known?.started ?? now,
      updated: known?.updated ?? now,
      kind: cause === 'record' ? 'import' : (known?.kind ?? 'two'),
      moves: known?.moves ?? [],
      at: known?.at ?? 0,
      result: known?.result ?? null,
      review: known?.review,
      written: Boolean(known),
      adopted: Boolean(known) && /** @type {Entry} */ (known).id !== (state.friend?.id ?? state.gameId),
      dirty: false,
    };
    if (known && known.id !== state.gameId && !state.friend) ctl.setGameId(known.id); // the address and the saved game carry it on
    capture();
    // A game not kept yet is written now when it has moves (it may have had them before this loaded).
    if (!known) current.dirty = line.moves.length > 0;
    if (current.dirty) keepSoon(current);
  }

  // The game on the board is left: kept if it has moves and changed since
  // written. Not read again: the board already holds the next one.
  function leave() {
    if (current?.dirty) keepSoon(current);
    current = null;
  }

  /** @param {Kept} entry */
  function keepSoon(entry) {
    if (!pending.size) setTimeout(flush, 0);
    pending.add(entry);
  }

  /** Writes what waits (and the board's game, if changed) now. */
  function flush() {
    if (current?.dirty) {
      capture();
      pending.add(current);
    }
    for (const entry of pending) write(entry);
    pending.clear();
    archive.retry(); // a game the device refused, once there is room
  }

  /** @param {Kept} entry */
  function write(entry) {
    if (entry === current) capture();
    if (entry.demo || !entry.moves.length || !entry.dirty) return;
    const { dirty, written, demo, adopted, ...fields } = entry;
    const kept = archive.put(/** @type {EntryDraft} */ (fields)); // capture() set its fields (put checks them)
    if (kept.id && kept.id !== entry.id) {
      entry.id = kept.id; // its line went another way in another tab: a game of its own
      if (entry === current && !state.friend) ctl.setGameId(kept.id); // which the address and the saved game carry on
    }
    entry.written = Boolean(kept.id);
    entry.dirty = false;
    if (kept.problem && !told.has(kept.problem.key)) {
      told.add(kept.problem.key);
      onProblem(kept.problem);
    }
  }

  ctl.addEventListener(
    'position',
    /** @type {EventListener} */ (
      (/** @type {CustomEvent<ControllerEvents['position']>} */ { detail: { how, cause, snapshot } }) => {
        if (state.learning && (how !== 'start' || cause === 'learn')) {
          if (how === 'start') leave(); // a lesson borrows the board: the game waits, kept
          return;
        }
        if ((how === 'start' && cause !== 'review') || how === 'next') {
          leave();
          begin(cause);
        } else {
          capture(snapshot); // the review's way back to its game is the same game
          // Written at its first move: another tab, or this one reloaded, then continues the same entry.
          if (current && !current.written && current.dirty) keepSoon(current);
        }
      }
    ),
  );
  // A comment written on a move (move-comment.js): the kept game's tree follows.
  ctl.addEventListener(
    'tree',
    /** @type {EventListener} */ (
      (/** @type {CustomEvent<ControllerEvents['tree']>} */ { detail: { how } }) => {
        if (how !== 'comment' || !current || current.demo) return;
        current.tree = /** @type {import('../board/state.js').TreeNode} */ (ctl.tree()); // a comment is on a move of the tree
        current.dirty = true;
        keepSoon(current);
      }
    ),
  );
  ctl.addEventListener('over', () => {
    capture();
    if (current?.dirty) keepSoon(current);
  });
  // The review's results, for the game they are of (review.js).
  doc.addEventListener(
    'hoyito-review',
    /** @type {EventListener} */ (
      (
        /** @type {CustomEvent<{ line: Line, data: import('../analysis/review-panel.js').ReviewData }>} */ {
          detail: { line, data },
        },
      ) => {
        if (!current || line.pos !== current.pos || !sameMoves(line.moves, current.moves)) return;
        current.review = compactReview(data);
        current.dirty = true;
        keepSoon(current);
      }
    ),
  );
  addEventListener('pagehide', flush);
  // Another tab wrote a game: the archive's index follows (before an open Games screen redraws).
  addEventListener('storage', (ev) => {
    if (ev.storageArea === globalThis.localStorage) archive.heard(ev.key, ev.newValue);
  });
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });

  // The game already on the board when this loaded.
  if (ctl.game && !state.learning) begin(null);

  return {
    archive,
    flush,
    /**
     * The entry `id` was deleted: the board's game is kept again only once it changes.
     * @param {string} id
     */
    forget(id) {
      if (current?.id !== id) return;
      current.dirty = false;
      current.written = false;
    },
    get current() {
      return current;
    },
  };
}
