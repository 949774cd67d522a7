// address.js - the address and the saved game of the play page. Every move
// is a share link in the address (back and forward step through the game),
// and the game in progress is kept in localStorage for the next visit.
//
// A first visit (no link, no saved game) makes this part right after its
// board is playable (main.js): joinLate writes the game then.
//
// For a move that animates, neither is written in the tap's own task:
// history.pushState and localStorage each cost it tens of milliseconds on a
// slow phone. Each is written in a task of its own right after the move's,
// before the animation's first frame: a back pressed during the animation
// goes to the move before it, and a crash mid-move keeps the move. They are
// written by the time the move is shown (busy false), and at once for what
// does not animate (undo, a jump, a game opened). A history step that comes
// first drops the address write (the address it goes to is followed
// instead); the saved game is written at once when the page is hidden or
// the saved game is read.

import { readLink, writeLink, MAX_LINK, readScreenLink, friendFields } from '../play/link.js';
import { loadWords } from '../i18n/strings.js';
import { load, save } from '../lib/store.js';
import { nextTask } from '../lib/later.js';
import { readTree, mainLine, nodeAt, promote } from '../play/tree.js';
import { sharedOpponent } from '../play/computer.js';
import { STORE_GAME } from './start.js';
import { moving } from '../board/state.js';

/** @typedef {import('../play/link.js').Link} Link */
/** @typedef {import('../play/link.js').LinkFields} LinkFields */
/** @typedef {import('../play/link.js').LinkMessage} LinkMessage */
/** @typedef {import('../play/tree.js').TreeNode} TreeNode */
/** @typedef {import('../play/computer.js').Opponent} Opponent */
/**
 * The game in progress as kept for the next visit (STORE_GAME): its id, its
 * line, whether it was custom (page.custom), the match's finished games,
 * the computer opponent, its move tree, and a friend game's link fields. It
 * comes back from storage as an earlier version wrote it: each reader checks
 * what it relies on.
 * @typedef {{
 *   id: string | null, pos: string, moves: number[], at: number, custom: boolean,
 *   matchGames: import('../board/state.js').MatchGame[], opponent: Opponent | null,
 *   tree: TreeNode | null, friend?: import('../play/link.js').LinkFriend,
 * }} SavedGame
 */

// How the address follows a game opened for a reason (the `cause` passed to
// the controller): the address's own link replaces its entry, a bad link
// stays in sight until the next move. Else a move, a new game or the next
// game of a match is a new history entry, and the rest replaces it.
/** @type {Record<string, 'replace' | 'keep'>} */
const ADDRESS_FOR_CAUSE = { address: 'replace', restore: 'replace', badLink: 'keep' };

/**
 * A history entry written, or false: some frames refuse history changes (the game goes on).
 * @param {'pushState' | 'replaceState'} how
 * @param {unknown} data
 * @param {string} hash
 */
function writeHistory(how, data, hash) {
  try {
    history[how](data, '', hash);
    return true;
  } catch {
    return false;
  }
}

// The saved game's move tree (an older saved game has none), when it is the tree of `link`'s game.
/**
 * @param {SavedGame | null} saved
 * @param {Link} link
 * @returns {TreeNode | null}
 */
function savedTree(saved, link) {
  if (!saved?.tree || saved.pos !== link.pos) return null;
  const { root, error } = readTree(saved.tree);
  if (error) console.warn(`hoyito: the saved move tree is not read: ${error}`);
  return root && mainLine(root).join('.') === link.moves.join('.') ? root : null;
}

/** @param {LinkFields} link */
const linkOpponent = (link) => (link.aiLevel || link.aiSide ? { level: link.aiLevel, side: link.aiSide } : null);

/**
 * `page` is the play page's shared context (main.js @typedef Page): its
 * controller `ctl`, `state`, `custom`, and the parts it calls:
 * page.starting (startGame, normalStart, startNormal), page.menus
 * (closeDialogs, friendsReady), page.panels (openLearn).
 * @param {import('./play.js').Page} page
 */
export function createAddress(page) {
  const { ctl, state } = page;
  let pending = false; // back/forward during an animation: followed once the move is shown
  let serial = 0; // counts the addresses opened: one that waited for its words gives way to a later one
  /** @type {SavedGame | null} */
  let unsaved = null; // the game to save in the next task (the latest wins)
  /** @type {'push' | 'replace' | null} */
  let unwritten = null; // 'push' | 'replace': the address to write in the next task
  /** @type {string | null} */
  let stepped = null; // the address the last popstate went to (its hashchange is the same step)

  ctl.addEventListener('position', ({ detail: { how, cause } }) => {
    if (state.learning && (how !== 'start' || cause === 'learn')) return; // a lesson is not the game in progress
    saveGame();
    const policy =
      ADDRESS_FOR_CAUSE[/** @type {string} */ (cause)] ??
      (['move', 'next', 'start'].includes(how) ? 'push' : 'replace');
    if (policy !== 'keep') writeAddress(policy);
  });
  // The game's id (state.gameId) is part of the saved game and of the address's history entry.
  ctl.addEventListener('game', () => {
    saveGame();
    writeAddress('replace');
  });
  // The move tree is part of the saved game; a promoted variation changes the main line, which the address names.
  ctl.addEventListener('tree', ({ detail: { how } }) => {
    if (!['promote', 'delete', 'restore', 'comment'].includes(how)) return; // the others come with a position event
    saveGame();
    writeAddress('replace');
  });
  ctl.addEventListener('busy', ({ detail: { busy } }) => {
    if (busy) return;
    flushSave();
    flushAddress();
    if (pending) followAddress();
  });
  addEventListener('pagehide', flushSave);
  page.doc.addEventListener('visibilitychange', () => {
    if (page.doc.visibilityState === 'hidden') flushSave();
  });

  /**
   * The current game as a share link fragment (without '#'), with the computer
   * opponent if one was asked for; just the position if the moves make it too long.
   * `line` is the game's line (ctl.line()) or a part of it.
   * @param {{ pos: string, moves: number[], at: number }} line
   */
  function currentLink(line = ctl.line()) {
    const opponent = sharedOpponent(state);
    const ai = opponent ? { aiLevel: opponent.level, aiSide: opponent.side } : {};
    const text = writeLink({ ...line, ...ai, ...friendFields(state.friend) });
    return text.length <= MAX_LINK ? text : writeLink({ pos: state.position, ...ai });
  }

  // A push then replaces in one task make one entry, as if written at once;
  // a second push writes the first entry first.
  /** @param {'push' | 'replace'} policy */
  function writeAddress(policy) {
    if (unwritten === 'push' && policy === 'push') flushAddress();
    if (!unwritten && state.busy) nextTask(flushAddress);
    if (unwritten !== 'push') unwritten = policy;
    if (!state.busy) flushAddress();
  }

  function flushAddress() {
    if (!unwritten) return;
    const policy = unwritten;
    unwritten = null;
    const hash = `#${currentLink()}`;
    // Each history entry names its game: Back or Forward to it opens that game again, not a copy.
    const game = { game: state.gameId };
    const same = hash === location.hash;
    if (same && history.state?.game === game.game) return;
    writeHistory(policy === 'push' && !same ? 'pushState' : 'replaceState', game, hash);
  }

  // The game as it is now, written in the next task while a move animates, else at once.
  function saveGame() {
    const first = !unsaved;
    unsaved = {
      id: state.gameId,
      ...ctl.line(),
      custom: page.custom,
      matchGames: state.matchGames,
      opponent: sharedOpponent(state),
      tree: ctl.tree(),
      // A game with a friend opens again as one (its link), so the archive keeps it under its own id.
      ...friendFields(state.friend),
    };
    if (!state.busy) flushSave();
    else if (first) nextTask(flushSave);
  }

  function flushSave() {
    if (!unsaved) return;
    save(STORE_GAME, unsaved);
    unsaved = null;
  }

  // The opponent is part of the saved game and of the address: both again once it is set.
  function followedGame() {
    saveGame();
    writeAddress('replace');
  }

  /** A game saved by an earlier visit, if one was in progress; true when it was opened. */
  function restoreSaved() {
    flushSave();
    /** @type {SavedGame | null} */
    const saved = load(STORE_GAME, null);
    if (!saved || typeof saved.pos !== 'string' || !Array.isArray(saved.moves)) return false;
    if (toSavedFriend(saved)) {
      openAddress();
      return true;
    }
    if (!saved.custom && !saved.moves.length) return false; // nothing played: a new game is the same
    const { link } = readLink(writeLink({ pos: saved.pos, moves: saved.moves, at: saved.at }));
    if (!link) return false;
    const matchGames = Array.isArray(saved.matchGames)
      ? saved.matchGames.filter((g) => g && typeof g.round === 'number')
      : [];
    const tree = savedTree(saved, link);
    if (ctl.openGameLine(link, { matchGames, cause: 'restore', tree, id: saved.id })) return false;
    page.custom = Boolean(saved.custom);
    if (saved.opponent) {
      ctl.setComputerOpponent(saved.opponent);
      followedGame();
    }
    return true;
  }

  // A saved game with a friend: its link in the address, which opens it (friend.js) with this
  // device's side, its words and its id, as the game it is (not one for two people, under an id
  // of its own: docs/archive.md "One game, one entry"). True when the address was written.
  /** @param {SavedGame | null} saved */
  function toSavedFriend(saved) {
    const f = saved?.friend;
    if (!f || typeof f.id !== 'string' || typeof saved.pos !== 'string' || !Array.isArray(saved.moves)) return false;
    const text = writeLink({
      pos: saved.pos,
      moves: saved.moves,
      friend: { id: f.id, you: f.you, from: f.from ?? '', help: f.help },
    });
    return writeHistory('replaceState', history.state, `#${text}`); // refused: opened as a game for two
  }

  // The game an address opens: the one its history entry names (Back,
  // Forward, a reload), else the saved game when the address is its line (a
  // reload), else the game on the board when the line is one of its tree's;
  // else null (a link from elsewhere: the archive finds it by its line).
  /**
   * @param {Link} link
   * @param {SavedGame | null} saved
   * @param {TreeNode | null} tree
   * @returns {string | null}
   */
  function addressGameId(link, saved, tree) {
    const named = history.state?.game;
    if (typeof named === 'string') return named;
    if (Array.isArray(saved?.moves) && saved.pos === link.pos && saved.moves.join('.') === link.moves.join('.'))
      return saved.id ?? null;
    return tree && !saved ? state.gameId : null;
  }

  // Back or forward to a main line the game had before (a variation
  // promoted, a move played on over it): the same tree, that line its main one again.
  /** @param {Link} link */
  function keptTree(link) {
    const root = ctl.tree();
    const node = root && link.pos === ctl.line().pos ? nodeAt(root, link.moves) : null;
    if (!node || node.children.length) return null;
    promote(/** @type {TreeNode} */ (root), node); // a node of it
    return root;
  }

  /**
   * Shows a link's problem in the status line, then a normal game (the words are loaded: loadWords('more')).
   * @param {LinkMessage} error
   */
  function linkFailed(error) {
    page.starting.startGame(page.starting.normalStart(), false, null, 'badLink');
    ctl.announce(error);
  }

  /**
   * Opens the link in the address. The same game at another move (back,
   * forward) only moves along it; another game is opened afresh. Resolves to
   * false when the address holds no Hoyito link.
   */
  async function openAddress(initial = false) {
    const mine = ++serial;
    if (initial && !location.hash) toSavedFriend(load(STORE_GAME, null)); // the game with a friend left here
    const screen = readScreenLink(location.hash);
    if (screen) {
      if (initial && !restoreSaved()) page.starting.startNormal(); // the game in progress waits under Learn
      page.panelsReady().then(
        (panels) => panels.openLearn(screen),
        (e) => console.warn('hoyito: Learn unavailable', e),
      );
      return true;
    }
    const { link, error } = readLink(location.hash);
    if (!link && !error) return false;
    // A link's problem or warning, and a game with a friend, say words the
    // first screen does without (strings.js loadWords('more')); a later address wins.
    /** @param {...Promise<unknown>} parts */
    const settled = async (...parts) => {
      await Promise.all([loadWords('more'), ...parts]);
      return mine === serial;
    };
    if ((error || link.warnings.length) && !(await settled())) return true;
    if (error) {
      linkFailed(error);
      return true;
    }
    // A link with a friend's game (its `friend` checked here):
    if (link.friend)
      return openFriendLink(/** @type {Link & { friend: import('../play/link.js').LinkFriend }} */ (link), settled);
    if (!followLine(link, initial)) {
      ctl.setFriend(null);
      // Opening the page on its own game's address (a reload) keeps the game's variations.
      const saved = initial ? load(STORE_GAME, null) : null;
      const tree = initial ? savedTree(saved, link) : keptTree(link);
      const id = addressGameId(link, saved, tree);
      const failed = ctl.openGameLine(link, { opponent: linkOpponent(link), cause: 'address', tree, id });
      if (failed) {
        if (await settled()) linkFailed(failed);
        return true;
      }
      page.custom = true;
      applyLinkOptions(link);
    }
    followedGame();
    return true;
  }

  // The link is the game on the board at another move (back, forward): only
  // moves along it. False when it is another game.
  /**
   * @param {Link} link
   * @param {boolean} initial
   */
  function followLine(link, initial) {
    const now = ctl.line();
    const sameLine = !initial && link.pos === now.pos && link.moves.every((m, k) => m === now.moves[k]);
    if (!sameLine || link.moves.length > now.moves.length) return false;
    if (link.at !== now.at) ctl.goto(link.at);
    applyLinkOptions(link);
    return true;
  }

  // Play a friend: the link's game, this device's side at the bottom, once
  // friend.js and the words are there (`settled`: openAddress's, a later address wins).
  /**
   * @param {Link & { friend: import('../play/link.js').LinkFriend }} link
   * @param {(...parts: Promise<unknown>[]) => Promise<boolean>} settled
   */
  async function openFriendLink(link, settled) {
    let friends;
    try {
      const ready = page.menus.friendsReady();
      if (!(await settled(ready))) return true;
      friends = await ready;
    } catch (e) {
      console.warn('hoyito: play a friend unavailable', e);
      linkFailed({ key: 'partLoadFailed', values: {} });
      return true;
    }
    const failed = friends.open(link);
    if (failed)
      linkFailed(failed); // the words came with the friend's game
    else page.custom = true;
    followedGame();
    return true;
  }

  /**
   * A link's computer opponent and its warnings. The address always names the
   * opponent when there is one, so a link without one is a game for two people.
   * @param {Link} link
   */
  function applyLinkOptions(link) {
    ctl.setComputerOpponent(linkOpponent(link));
    if (link.warnings.length) ctl.announce(link.warnings[0]);
  }

  function followAddress() {
    pending = false;
    page.menus.closeDialogs();
    openAddress();
  }

  // popstate and hashchange: mid-move, the move is finished at once, then
  // the address followed. One step in the history sends both, popstate
  // first: the hashchange is then the step already taken (and the address
  // may meanwhile be the game's, written with a move the step started).
  /** @param {PopStateEvent | HashChangeEvent} ev */
  function onAddressChange(ev) {
    if (!state.ready) return;
    if (ev.type === 'hashchange' && /** @type {HashChangeEvent} */ (ev).newURL === stepped) return;
    stepped = ev.type === 'popstate' ? location.href : null;
    unwritten = null; // the address went elsewhere first: that one is followed
    if (moving(state)) {
      pending = true;
      ctl.skip();
      return;
    }
    page.menus.closeDialogs();
    openAddress();
  }

  // Made after the board's first game started, with no link and no saved
  // game (main.js): that game is saved and written into the address as its
  // start would have been, the start's entry first if moves were played
  // meanwhile, so that Back goes to it. An address written meanwhile (Learn's
  // screen, a link typed in) stays: the game's own comes with its next move.
  function joinLate() {
    if (state.learning) return;
    saveGame();
    if (location.hash) return;
    const { pos, at } = ctl.line();
    if (at) writeHistory('replaceState', { game: state.gameId }, `#${currentLink({ pos, moves: [], at: 0 })}`);
    writeAddress(at ? 'push' : 'replace');
  }

  return { currentLink, followedGame, restoreSaved, openAddress, onAddressChange, flushAddress, joinLate };
}
