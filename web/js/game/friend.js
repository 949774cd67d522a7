// friend.js - a game with a friend by link, no server. The link carries the
// whole game (start position and moves, link.js) with the game's id, the
// side of whoever opens it and the sender's name. After a move, "Send your
// move" hands that link on (the Web Share API where there is one, else the
// clipboard); the friend opens it, sees the last move played again with
// their own row at the bottom, plays, and sends theirs back.
//
// The device keeps its games ("Your games", localStorage): each reopens
// from its latest line. A link with fewer moves than the game saved here is
// older: it is said so, and the saved game goes on (no rewinding). Honest
// play is on trust: a link can be edited like any text.
//
// A link sends the game: its main line, with this device's new move on it.
// While the board is away from it (a variation explored, an earlier move
// looked at from the move list) there is nothing to send from there: Send is
// hidden, the bar says why and offers the way back to the game's last
// position (#friend-back). Moves this device took back (Undo) are not the
// game's: they are neither sent nor kept.
//
// state.friend = { id, side (this device's), name (the friend's, if they
// gave one), help (engine help allowed to both players), and the ending's
// fields (friend-end.js) } while a friend game is on the board; the
// controller turns the board to `side` and offers holes only on this side's
// turn.
//
// Engine help (Hint, Analyse: hint.js) is off in a friend game unless its
// creator allowed it in the new-game dialog. The choice is fixed for the
// game (a rematch keeps it), goes with every link (link.js `help`) and is
// shown in both players' bars. Off wins: a link that disagrees with the game
// kept here turns it off on this device and says so, so neither player can
// have it on unseen for more than the move in flight.

import { t, language } from '../i18n/strings.js';
import { writeLink, friendFields } from '../play/link.js';
import { mainLine, nodeAt } from '../play/tree.js';
import { speak } from '../board/speech.js';
import { load, save } from '../lib/store.js';
import { nextTask } from '../lib/later.js';
import { createFriendEnd } from './friend-end.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('./friend-end.js').Friend} Friend */
/** @typedef {import('./friend-end.js').FriendState} FriendState */
/** @typedef {import('./archive-keep.js').Controller} Controller */
/** @typedef {import('../play/tree.js').TreeNode} TreeNode */
/**
 * A game with a friend as the device keeps it ("Your games", STORE_GAMES):
 * where it is and what was said in it, to reopen it from its latest line.
 * @typedef {object} SavedGame
 * @property {string} id the game's id, the one in its links
 * @property {Side} side this device's side
 * @property {string} name the friend's name ('' when they gave none)
 * @property {string} pos the start position
 * @property {number[]} moves the game's moves (its main line, less what this device took back)
 * @property {Side | null} turn whose turn, null once it is over
 * @property {import('../../engine/engine.js').Result | null} result the result, or null
 * @property {number} updated when it last changed (ms since 1970)
 * @property {Friend['say']} say what this device's next link tells, or null
 * @property {Friend['offer']} offer the side whose draw offer is open, or null
 * @property {Friend['end']} end how the game ended by word, or null
 * @property {number} sent how many moves the last link sent carried
 * @property {boolean} help engine help allowed to both players
 */

const STORE_GAMES = 'hoyito.friendGames';
const STORE_NAME = 'hoyito.friendName';
const MAX_GAMES = 30; // the oldest go first: a bound on what the device keeps

// The latest change of a friend game, kept in a task of its own after the
// move's (localStorage would lengthen the tap's task), before anything reads the list.
/** @type {SavedGame | null} */
let unkept = null;

/** @param {SavedGame} game */
function keepSoon(game) {
  if (!unkept) nextTask(flushKept);
  unkept = game;
}

function flushKept() {
  const game = unkept;
  unkept = null;
  if (game) keep(game);
}

/**
 * The games with friends kept on this device, latest first.
 * @returns {SavedGame[]}
 */
export function savedGames() {
  flushKept();
  const games = load(STORE_GAMES, []); // as keep() wrote it: one without an id or moves is left out
  return Array.isArray(games)
    ? games.filter(
        (/** @type {Partial<SavedGame> | null} */ g) => g && typeof g.id === 'string' && Array.isArray(g.moves),
      )
    : [];
}

/** @param {SavedGame} game */
function keep(game) {
  const games = [game, ...savedGames().filter((g) => g.id !== game.id)].slice(0, MAX_GAMES);
  save(STORE_GAMES, games);
}

/** @type {(side: Side) => Side} */
const other = (side) => (side === 'S' ? 'N' : 'S');

function newId() {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => (b % 36).toString(36)).join('') + Date.now().toString(36).slice(-4);
}

/**
 * Where a friend game's board is against the game: 'variation' (off its
 * main line), 'earlier' (on it, before moves that stay the game's: the
 * friend's, or sent), or null (at its last position, or where this device
 * took back its own moves not sent yet).
 * @param {FriendState} state
 * @param {Controller} controller
 * @returns {'variation' | 'earlier' | null}
 */
function awayFrom(state, controller) {
  const f = state.friend;
  if (!f || !controller.game || !controller.tree?.()) return null;
  const { moves, at } = controller.line();
  if (at < controller.snapshot().ply) return 'variation';
  const after = state.moveLog.slice(at, moves.length);
  return after.every((e) => e?.player === f.side) && at >= (f.sent ?? 0) ? null : 'earlier';
}

/**
 * The bar's "Engine help: on", shown while the friend game on the board allows it.
 * @param {HTMLElement} note
 * @param {Friend | null} friend
 */
function showHelp(note, friend) {
  const text = friend?.help ? t('friendHelpOn') : '';
  note.hidden = !text;
  if (note.textContent !== text) note.textContent = text;
}

/**
 * A friend game's moves: its main line, less what this device took back.
 * @param {FriendState} state
 * @param {Controller} controller
 */
function gameLineOf(state, controller) {
  const { pos, moves, at } = controller.line();
  return { pos, moves: awayFrom(state, controller) ? moves : moves.slice(0, at) };
}

/**
 * Wires "Send your move" (#friend-send), the games list (#friend-games) and
 * the new-game dialog's name field. `controller` is the board's
 * (controller.js); `pageUrl()` the page's address without its fragment.
 * Returns { start(side), open(link), refreshList() }.
 * @param {{
 *   doc: Document, state: FriendState, controller: Controller,
 *   dialogsReady: () => Promise<import('./friend-end.js').FriendEndDialogs>, pageUrl?: () => string,
 * }} options
 */
export function createFriend({ doc, state, controller, dialogsReady, pageUrl = () => location.href.split('#')[0] }) {
  const bar = doc.getElementById('friend-bar');
  // The bar's button and words, in the page's HTML with it.
  const send = /** @type {HTMLButtonElement} */ (doc.getElementById('friend-send'));
  const said = /** @type {HTMLElement} */ (doc.getElementById('friend-said'));
  send?.insertAdjacentHTML(
    'afterend',
    `<p id="friend-away" class="friend-away" role="status" hidden><span class="friend-away-text"></span>
<button type="button" id="friend-back" data-s="friendBack">${t('friendBack')}</button></p>`,
  );
  const awayBox = /** @type {HTMLElement} */ (doc.getElementById('friend-away')); // put in above
  // Engine help allowed by the game's creator: said in both players' bars (hint.js follows state.friend.help).
  said?.insertAdjacentHTML(
    'beforebegin',
    '<span id="friend-help" class="friend-help" data-s="friendHelpOn" hidden></span>',
  );
  const helpNote = /** @type {HTMLElement} */ (doc.getElementById('friend-help')); // put in above
  // The new-game dialog's name field: it joins the page with the dialog (dialogs.js).
  /** @type {HTMLInputElement | null} */
  let nameField = null;
  function bindName() {
    const field = /** @type {HTMLInputElement | null} */ (doc.getElementById('friend-name'));
    if (!field || field === nameField) return;
    nameField = field;
    field.value = load(STORE_NAME, '');
    field.addEventListener('change', () => save(STORE_NAME, field.value.trim().slice(0, 24)));
  }

  const away = () => awayFrom(state, controller);
  const gameLine = () => gameLineOf(state, controller);

  // Every change of a friend game is kept, so the list reopens it where it is.
  function remember() {
    const f = state.friend;
    if (!f || !controller.game) return;
    const line = gameLine();
    const now = controller.snapshot(); // the engine's: mid-animation the state is still the move before
    keepSoon({
      id: f.id,
      side: f.side,
      name: f.name ?? '',
      pos: line.pos,
      moves: line.moves,
      turn: now.turn,
      result: now.result,
      updated: Date.now(),
      say: f.say ?? null,
      offer: f.offer ?? null,
      end: f.end ?? null,
      sent: f.sent ?? 0,
      help: f.help === true,
    });
  }

  function canSend() {
    const f = state.friend;
    if (!f || state.busy || !state.ready || !controller.game || away()) return false;
    // A word for the friend (friend-end.js), with or without a move; a rematch one starts goes with the first move.
    if (f.say && !(f.say === 'rematch' && state.turn === f.side)) return true;
    if (f.end) return false; // ended by the friend's word: nothing left to send
    const last = state.moveLog[state.ply - 1];
    return Boolean(last) && last.player === f.side && (state.turn !== f.side || Boolean(state.result));
  }

  function renderBar() {
    if (!bar) return;
    bar.hidden = !state.friend;
    send.hidden = !canSend();
    const where = away();
    const text = where ? t(where === 'variation' ? 'friendAwayVariation' : 'friendAwayEarlier') : '';
    awayBox.hidden = !where;
    // Its words and its button (put in above).
    if (/** @type {ChildNode} */ (awayBox.firstChild).textContent !== text)
      /** @type {ChildNode} */ (awayBox.firstChild).textContent = text;
    /** @type {ChildNode} */ (awayBox.lastChild).textContent = t('friendBack');
    showHelp(helpNote, state.friend);
    // Only a word to send (a resignation, a draw's answer, a rematch): not "your move". A game
    // ended by word (resigned with a move still unsent) sends its result: the move goes with it.
    const f = state.friend;
    const last = state.moveLog[state.ply - 1];
    const unsentMove = last?.player === f?.side && state.ply > (f?.sent ?? 0);
    const key = f?.say && (f.end || !unsentMove) ? 'friendSendNews' : 'friendSend';
    if (send.dataset.s !== key) {
      send.dataset.s = key;
      send.textContent = t(key);
    }
    ending.render();
  }

  /**
   * Changes fields of state.friend (friend-end.js): the board, the kept game and the bar follow.
   * @param {Partial<Friend>} fields
   */
  function change(fields) {
    controller.setFriend({ .../** @type {Friend} */ (state.friend), ...fields }); // a friend game is on
    remember();
    renderBar();
  }

  const ending = createFriendEnd({ doc, state, controller, change, rematch: () => rematch(), dialogsReady });

  controller.addEventListener(
    'position',
    /** @type {EventListener} */ (
      (/** @type {CustomEvent<import('../play/controller.js').PositionDetail>} */ { detail: { how } }) => {
        if (said) said.textContent = '';
        if (how === 'move') ending.moved();
        if (how === 'start') ending.tell(null);
        ending.lock();
        remember();
        renderBar();
      }
    ),
  );
  controller.addEventListener('busy', renderBar);
  controller.addEventListener('tree', renderBar); // a variation promoted or deleted

  // Back to the game's last position (its main line's end), from a variation or an earlier move.
  /** @type {HTMLElement} */ (doc.getElementById('friend-back')).addEventListener('click', () => {
    const root = controller.tree?.();
    if (!root || state.busy) return;
    controller.gotoNode(/** @type {TreeNode} */ (nodeAt(root, mainLine(root))), { jump: false }); // its own main line
    if (!send.hidden) send.focus(); // the way on from there
  });

  /** The link that hands the game on to the friend. */
  function friendLink() {
    const { pos, moves } = gameLine(); // moves taken back are not the game's: not sent
    const f = /** @type {Friend} */ (state.friend); // a friend game is on
    return `${pageUrl()}#${writeLink({ pos, moves, ...friendFields(f, other(f.side), load(STORE_NAME, ''), f.say) })}`;
  }

  async function shareMove() {
    const url = friendLink();
    const tell = (/** @type {import('../i18n/strings.js').WordKey} */ key) => {
      said.textContent = t(key);
      speak(doc, t(key));
    };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Hoyito', text: t('friendShareText'), url });
        tell('friendShared');
        handed();
        return;
      } catch (e) {
        if (/** @type {DOMException | undefined} */ (e)?.name === 'AbortError') return; // the player closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      tell('friendCopied');
      handed();
    } catch {
      // No clipboard (a file page, a refusal): the link to copy by hand.
      said.textContent = '';
      const input = doc.createElement('input');
      input.readOnly = true;
      input.value = url;
      input.className = 'friend-link';
      input.setAttribute('aria-label', t('friendCopyByHand'));
      said.append(t('friendCopyByHand'), ' ', input);
      input.select();
    }
  }
  send?.addEventListener('click', shareMove);

  // The link is on its way: its moves stay played (no Undo), and its word is
  // said, except an ending, which every later link says again.
  function handed() {
    const f = state.friend;
    if (!f) return;
    change({ sent: gameLine().moves.length, say: f.say === 'resign' || f.say === 'draw-yes' ? f.say : null });
  }

  const fresh = { say: null, offer: null, end: null, sent: 0 };

  /**
   * A new game with a friend from the new-game dialog: this device plays `side`, engine help allowed or not.
   * @param {Side} side
   * @param {boolean} [help]
   */
  function start(side, help = false) {
    controller.setFriend(/** @type {Friend} */ ({ id: newId(), side, name: '', help: help === true, ...fresh }));
    controller.setComputerOpponent(null);
    remember();
    renderBar();
  }

  /** A new game from the same start, colours swapped: the next link says so. */
  function rematch() {
    const f = state.friend;
    if (!f || state.busy) return;
    controller.setFriend(null); // the game that ended stays kept as it is
    const failed = controller.openGameLine({ pos: controller.line().pos, moves: [], at: 0 }, { opponent: null });
    const side = other(f.side);
    controller.setFriend(
      /** @type {Friend} */ ({
        id: failed ? f.id : newId(),
        side: failed ? f.side : side,
        name: f.name,
        help: f.help === true, // agreed for the games between them: the rematch's link carries it
        ...fresh,
        ...(failed ? { end: f.end } : { say: 'rematch' }),
      }),
    );
    ending.lock();
    remember();
    renderBar();
    if (failed) controller.announce(failed);
    else ending.tell({ key: 'friendRematchYou', values: { side } });
  }

  /**
   * Opens a friend's link ({ pos, moves, friend: { id, you, from, say } }).
   * Returns null, or the error ({ key, values }) when the game cannot be
   * opened. A link behind the game kept here opens the kept game and says
   * so; one this device has seen opens it too: neither plays a move again.
   * @param {import('../play/link.js').Link & { friend: import('../play/link.js').LinkFriend }} link
   */
  function open(link) {
    const kept = savedGames().find((g) => g.id === link.friend.id);
    const along = kept && kept.pos === link.pos && link.moves.every((m, k) => m === kept.moves[k]);
    const older = along && kept.moves.length > link.moves.length;
    const here = older || (along && kept.moves.length === link.moves.length && kept.side === link.friend.you);
    const line = here
      ? { pos: kept.pos, moves: kept.moves, at: kept.moves.length }
      : { ...link, at: Math.max(0, link.moves.length - 1) };
    const before = state.friend;
    controller.setFriend(null); // the game on the board stays kept as it was
    const failed = controller.openGameLine(line, { opponent: null, cause: 'address' });
    if (failed) {
      controller.setFriend(before);
      return failed;
    }
    const carried = here
      ? { say: kept.say ?? null, offer: kept.offer ?? null, end: kept.end ?? null, sent: kept.sent ?? 0 }
      : { ...fresh, sent: link.moves.length }; // the moves in a link have all been sent
    // Engine help: the link's for a game new here; for a kept one, on only while both say so.
    const linkHelp = link.friend.help === true;
    const help = kept ? kept.help === true && linkHelp : linkHelp;
    controller.setFriend(
      /** @type {Friend} */ ({
        id: link.friend.id,
        side: here ? kept.side : /** @type {Side} */ (link.friend.you), // readLink's: S or N
        name: link.friend.from || kept?.name || '',
        help,
        ...carried,
      }),
    );
    ending.lock();
    remember();
    renderBar();
    const opened = /** @type {Friend} */ (state.friend); // set just above
    const say = link.friend.say;
    const after = () => {
      if (state.friend !== opened) return; // another game came meanwhile
      if (!kept && say !== 'rematch')
        ending.tell({ key: link.moves.length ? 'friendWelcome' : 'friendWelcomeStart', values: { name: opened.name } });
      if (say && (!older || say === 'resign')) ending.heard(say); // a resignation stands, whatever was played since
      if (link.warnings.length) controller.announce(link.warnings[0]);
      else if (kept && (kept.help === true) !== linkHelp) controller.announce({ key: 'friendHelpDiffers', values: {} }); // off wins: said, so neither is left unaware
    };
    if (older && say !== 'resign')
      controller.announce({ key: 'friendOlder', values: { count: kept.moves.length, link: link.moves.length } });
    if (!here && link.moves.length)
      controller.redo().then(after); // the friend's move, played again before the player's eyes
    else after();
    return null;
  }

  // ---------------------------------------------------------- "Your games"

  /** @param {number} ms */
  function ago(ms) {
    const minutes = Math.round((Date.now() - ms) / 60000);
    const fmt = new Intl.RelativeTimeFormat(language(), { numeric: 'auto' });
    if (minutes < 60) return fmt.format(-minutes, 'minute');
    if (minutes < 60 * 48) return fmt.format(-Math.round(minutes / 60), 'hour');
    return fmt.format(-Math.round(minutes / 1440), 'day');
  }

  /** Fills the list of games kept on this device (in the new-game dialog). */
  function refreshList() {
    bindName();
    const box = doc.getElementById('friend-games');
    if (!box) return;
    const games = savedGames();
    box.hidden = !games.length;
    const list = /** @type {HTMLUListElement} */ (box.querySelector('ul')); // in the dialog's HTML
    list.textContent = '';
    for (const g of games) {
      const li = doc.createElement('li');
      const b = doc.createElement('button');
      b.type = 'button';
      b.className = 'friend-game';
      b.dataset.game = g.id;
      const whose =
        g.result || g.end ? t('friendGameOver') : t(g.turn === g.side ? 'friendYourTurnShort' : 'friendTheirTurnShort');
      b.textContent = t('friendGameLine', { name: g.name || t('friendNoName'), whose, when: ago(g.updated) });
      b.addEventListener('click', () => {
        for (const d of /** @type {NodeListOf<HTMLDialogElement>} */ (doc.querySelectorAll('dialog[open]'))) d.close();
        location.hash = writeLink({
          pos: g.pos,
          moves: g.moves,
          friend: { id: g.id, you: g.side, from: g.name, help: g.help === true },
        });
      });
      li.appendChild(b);
      list.appendChild(li);
    }
  }

  renderBar();
  return { start, open, refreshList, friendLink };
}
