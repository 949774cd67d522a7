// state.js - everything the page shows, as one plain object.
// render.js draws it, animate.js changes the board fields step by step while a
// move plays, and syncFromGame() puts the engine's position back once it is
// settled. No game logic lives here: counts, turns and legal holes all come
// from the engine (hole numbering is in holes.js).

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').Result} Result */
/** @typedef {import('../../engine/engine.js').MoveEvent} MoveEvent */
/** A sentence for strings.js t(key, values). @typedef {{ key: import('../i18n/strings.js').WordKey, values?: Record<string, unknown> }} Sentence */
/** A move as the move list keeps it (play/record.js moveEntry). @typedef {{ player: Side, move: number, captured: number, again: boolean, passes: Side[], events: MoveEvent[] | null }} MoveEntry */
/** A node of the move tree (play/tree.js). @typedef {{ move: number | null, children: TreeNode[], comment?: string }} TreeNode */
/**
 * The game's move tree on the board (play/variations.js): its root, the
 * board's node, each node's move-list entry, a count bumped by each change,
 * whether the board explores, and the variation deleted last (variation-edit.js).
 * @typedef {{
 *   root: TreeNode, node: TreeNode, entries: WeakMap<TreeNode, MoveEntry>, rev: number, exploring: boolean,
 *   deleted?: { parent: TreeNode, node: TreeNode, index: number, count: number, board: TreeNode } | null,
 * }} MoveTree
 */
/** A finished game of a match (play/record.js matchRecord). @typedef {{ round: number, result: Result, score: number[] }} MatchGame */
/**
 * A game with a friend by link (game/friend.js): this device's side, the
 * friend's name if given, engine help allowed, and the ending's fields
 * (game/friend-end.js: what the next link says, an open draw offer, the game
 * ended by word, how many moves the last link received carried).
 * @typedef {{
 *   id: string, side: Side, name?: string, help?: boolean, say?: string | null, offer?: Side | null,
 *   end?: { how: 'resign', loser: Side } | { how: 'draw' } | null, sent?: number,
 * }} Friend
 */
/** What the move shown last did (speech.js moveFacts). @typedef {import('./speech.js').MoveFacts} MoveFacts */
/** A hole mark's value: one board index, several, or none. @typedef {number | number[] | null} HoleMark */
/** A number drawn over a hole (badges.js, analysis-line.js). @typedef {{ index: number, text: string, best?: boolean }} Badge */
/**
 * What is drawn over the holes, by who asks (see createState).
 * @typedef {{
 *   last: { played: number | null, relays: number[], captured: number[] } | null,
 *   hint: HoleMark, review: number | null, badges: Badge[] | null, pv: Badge[] | null,
 * }} Marks
 */
/**
 * The page's state: each field is described in createState (speed and
 * orientation stay strings: play/link.js's fields, typed as strings, set them).
 * @typedef {{
 *   variant: import('../../engine/engine.js').Variant, n: number, clockwise: boolean, seeds: number[],
 *   closed: boolean[], captured: number[], aside: number[], hand: { hole: number, count: number, player: Side } | null,
 *   active: number | null, position: string,
 *   turn: Side | null, legal: number[], round: number, result: Result | null,
 *   endReason: import('../../engine/engine.js').EndReason | null, lastFourTo: Side | null,
 *   matchWinner: Result | null, matchGames: MatchGame[],
 *   moveLog: MoveEntry[], ply: number, canUndo: boolean, canRedo: boolean, tree: MoveTree | null,
 *   limit: number, lastMove: MoveFacts | null,
 *   ready: boolean, loadError: string | null, busy: boolean, thinking: boolean, message: Sentence | null,
 *   focus: number | null, speed: string, vertical: boolean, compactPiles: boolean, bottom: Side,
 *   turned: boolean, stretch: number, readOnly: boolean, orientation: string,
 *   opponent: { level: number, side: Side | 'both' } | null, gameId: string | null,
 *   friend: Friend | null, note: Sentence | null, marks: Marks,
 *   learning: boolean,
 * }} State
 */

// The animation's speeds (state.speed), slowest first; a link's `speed` is one of them (play/link.js).
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'];

/**
 * A move is being shown: the board is busy, and not for the computer's
 * search, which a new game or an undo may drop.
 * @param {State} state
 */
export const moving = (state) => state.busy && !state.thinking;

/**
 * A fresh page state (before the engine has loaded).
 * @returns {State}
 */
export function createState() {
  return {
    // ---- the board as drawn (the engine's numbers, or a step of an animation)
    variant: 'I', // rules in play: 'I' | 'II' | 'III'
    n: 6, // holes a row, 6..12 in the page
    clockwise: false, // sowing direction of this game, e.g. false
    seeds: new Array(12).fill(4), // seeds by board index: 0..n-1 = S1..Sn, n..2n-1 = N1..Nn, e.g. [4, 4, ...]
    closed: new Array(12).fill(false), // closed holes by board index (R17), e.g. [false, ...]
    captured: [0, 0], // captured seeds [South, North], e.g. [12, 8]
    aside: [0, 0], // seeds set aside in a match [South, North], e.g. [0, 3]
    hand: null, // seeds being sown: { hole: 4, count: 3, player: 'S' } (board index), or null
    active: null, // board index the animation is acting on, e.g. 7, or null
    position: '', // the engine's position string, e.g. 'I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0'

    // ---- the game
    turn: 'S', // player to move: 'S' | 'N', null when the game is over
    legal: [], // hole numbers the mover may play, e.g. [1, 2, 5]; [] while busy
    round: 1, // game number in the match, e.g. 2
    result: null, // 'S' | 'N' | 'D' once the game is over, else null
    endReason: null, // why it ended, e.g. 'last_four' (from the game_end event)
    lastFourTo: null, // who received the last four, e.g. 'S', or null
    matchWinner: null, // 'S' | 'N' when a player cannot refill (R19), else null
    matchGames: [], // finished games of this match, e.g. [{ round: 1, result: 'S', score: [28, 20] }]
    moveLog: [], // one entry a move: { player: 'S', move: 3, captured: 4, passes: ['N'], events }
    // (events: the engine's, kept by the last move shown only, else null; controller.js)
    ply: 0, // moves played in this game (the rest of moveLog can be redone), e.g. 5
    canUndo: false, // the engine can take a move back, e.g. true
    canRedo: false, // the engine can replay a taken-back move, e.g. false
    tree: null, // the game's move tree (play/variations.js): { root (tree.js node), node (the board's),
    // entries (WeakMap node -> move-list entry), rev (bumped by each change), exploring }
    limit: 100, // moves without a capture that end the game (R15 b), e.g. 100
    lastMove: null, // what the move shown last did (speech.js moveFacts), for the status line, e.g.
    // { player: 'S', move: 3, played: 2, relays: [8], captured: [8], took: 6, again: false, after: [] }, or null

    // ---- the page
    ready: false, // the engine has loaded and a game is set up
    loadError: null, // why the engine failed to load, e.g. 'HTTP 404', or null
    busy: false, // a move is animating, or the computer is thinking
    thinking: false, // the computer opponent is searching its move (busy too), e.g. false
    message: null, // the latest announcement: { key: 'extraTurn', values: { player: 'S' } }, or null
    focus: null, // board index that holds the keyboard focus, e.g. 2, or null
    speed: 'normal', // 'slow' | 'normal' | 'fast' | 'instant'
    vertical: false, // the board is drawn turned (tall phones, long rows), e.g. false
    compactPiles: true, // the piles drawn small (nothing captured or set aside yet), e.g. true
    bottom: 'S', // the row nearest the viewer (controller.js bottomSide()): 'S' | 'N'
    turned: false, // two people on one device turned the board (North nearest the viewer), e.g. false
    stretch: 1, // flat board's holes drawn this much taller to fill a tall screen, e.g. 1.3
    readOnly: false, // the board only shows (an embed in view or replay mode), e.g. false
    orientation: 'auto', // board shape asked for: 'auto' | 'horizontal' | 'vertical'
    opponent: null, // the computer opponent: { level: 1..7, side: 'S' | 'N' | 'both' }, or null (two people)
    gameId: null, // the game's identity (games.js, docs/archive.md "One game, one entry"), e.g. 'k3x9q2mf0a', or null before a game
    friend: null, // a game with a friend by link (friend.js): { id: 'k3x9q2', side: 'S' (this device's), name: 'Ana' }, or null
    note: null, // a standing note under the status line: { key: 'aiNote', values: { level: 3, player: 'N' } }, or null
    marks: {
      // what is drawn over the holes (hole-marks.js, badges.js), by who asks (controller.mark):
      last: null, //   the last move's holes (board indices): { played: 2, relays: [8], captured: [8] }, or null
      hint: null, //   the hinted hole or tied best holes (hint.js, learn.js), e.g. 4 or [1, 4], or null
      review: null, //   review's better move (review.js), e.g. 3, or null
      badges: null, //   the analysis numbers (hint.js): [{ index: 2, text: '+4', best: true }], or null
      pv: null, //   the analysis's line, its moves numbered (analysis-line.js): [{ index: 2, text: '1 3' }], or null
    },
    learning: false, // the Learn screen or a puzzle has the board (learn.js): not the game in progress
  };
}

/**
 * Why the page cannot play (the engine, or the part of the page that plays
 * it, did not load), for the load-error box (render.js showLoadError).
 * @param {State} state
 * @param {unknown} error
 */
export function loadFailed(state, error) {
  state.loadError = String(/** @type {Error | null} */ (error)?.message || error);
}

/**
 * Copies the engine game's position into the state: the one place where the
 * drawn board is reset to the engine's truth (after every animation, undo,
 * new game). `game` is an engine.js Game; one snapshot() reads all of it,
 * or the caller passes the one it already took. Returns the snapshot.
 * @param {State} state
 * @param {import('../../engine/engine.js').Game} game
 * @param {import('../../engine/engine.js').Snapshot} [s]
 */
export function syncFromGame(state, game, s = game.snapshot()) {
  state.variant = s.variant;
  state.n = s.n;
  state.clockwise = s.clockwise;
  state.limit = s.limit;
  state.seeds = s.seeds.slice(); // animate.js changes the state's arrays in place
  state.closed = s.closed.slice();
  state.captured = s.captured.slice();
  state.aside = s.aside.slice();
  state.round = s.round;
  state.turn = s.turn;
  state.position = s.position;
  state.result = s.result;
  state.matchWinner = s.matchWinner;
  state.ply = s.ply;
  state.canUndo = s.canUndo;
  state.canRedo = s.canRedo;
  state.legal = state.busy ? [] : s.legal;
  state.hand = null;
  state.active = null;
  return s;
}
