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
// state.friend = { id, side (this device's), name (the friend's, if they
// gave one) } while a friend game is on the board; the controller turns the
// board to `side` and offers holes only on this side's turn.

import { t, language } from '../i18n/strings.js';
import { writeLink, friendFields } from '../play/link.js';
import { speak } from '../board/speech.js';
import { load, save } from '../lib/store.js';
import { nextTask } from '../lib/later.js';

const STORE_GAMES = 'hoyito.friendGames';
const STORE_NAME = 'hoyito.friendName';
const MAX_GAMES = 30; // the oldest go first: a bound on what the device keeps

// The latest change of a friend game, kept in a task of its own after the
// move's (localStorage would lengthen the tap's task), before anything reads the list.
let unkept = null;

function keepSoon(game) {
  if (!unkept) nextTask(flushKept);
  unkept = game;
}

function flushKept() {
  const game = unkept;
  unkept = null;
  if (game) keep(game);
}

/** The games with friends kept on this device, latest first. */
export function savedGames() {
  flushKept();
  const games = load(STORE_GAMES, []);
  return Array.isArray(games) ? games.filter((g) => g && typeof g.id === 'string' && Array.isArray(g.moves)) : [];
}

function keep(game) {
  const games = [game, ...savedGames().filter((g) => g.id !== game.id)].slice(0, MAX_GAMES);
  save(STORE_GAMES, games);
}

const other = (side) => (side === 'S' ? 'N' : 'S');

function newId() {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => (b % 36).toString(36)).join('') + Date.now().toString(36).slice(-4);
}

/**
 * Wires "Send your move" (#friend-send), the games list (#friend-games) and
 * the new-game dialog's name field. `controller` is the board's
 * (controller.js); `pageUrl()` the page's address without its fragment.
 * Returns { start(side), open(link), refreshList() }.
 */
export function createFriend({ doc, state, controller, pageUrl = () => location.href.split('#')[0] }) {
  const bar = doc.getElementById('friend-bar');
  const send = doc.getElementById('friend-send');
  const said = doc.getElementById('friend-said');
  // The new-game dialog's name field: it joins the page with the dialog (dialogs.js).
  let nameField = null;
  function bindName() {
    const field = doc.getElementById('friend-name');
    if (!field || field === nameField) return;
    nameField = field;
    field.value = load(STORE_NAME, '');
    field.addEventListener('change', () => save(STORE_NAME, field.value.trim().slice(0, 24)));
  }

  // Every change of a friend game is kept, so the list reopens it where it is.
  function remember() {
    const f = state.friend;
    if (!f || !controller.game) return;
    const line = controller.line();
    const now = controller.snapshot(); // the engine's: mid-animation the state is still the move before
    keepSoon({
      id: f.id, side: f.side, name: f.name ?? '', pos: line.pos, moves: line.moves.slice(0, line.at),
      turn: now.turn, result: now.result, updated: Date.now(),
    });
  }

  function canSend() {
    const f = state.friend;
    if (!f || state.busy || !state.ready || !controller.game) return false;
    const last = state.moveLog[state.ply - 1];
    return Boolean(last) && last.player === f.side && (state.turn !== f.side || Boolean(state.result));
  }

  function renderBar() {
    if (!bar) return;
    bar.hidden = !state.friend;
    send.hidden = !canSend();
  }

  controller.addEventListener('position', () => {
    if (said) said.textContent = '';
    remember();
    renderBar();
  });
  controller.addEventListener('busy', renderBar);

  /** The link that hands the game on to the friend. */
  function friendLink() {
    return `${pageUrl()}#${writeLink({ ...controller.line(), ...friendFields(state.friend, other(state.friend.side), load(STORE_NAME, '')) })}`;
  }

  async function shareMove() {
    const url = friendLink();
    const tell = (key) => {
      said.textContent = t(key);
      speak(doc, t(key));
    };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Hoyito', text: t('friendShareText'), url });
        tell('friendShared');
        return;
      } catch (e) {
        if (e?.name === 'AbortError') return; // the player closed the share sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      tell('friendCopied');
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

  /** A new game with a friend from the new-game dialog: this device plays `side`. */
  function start(side) {
    controller.setFriend({ id: newId(), side, name: '' });
    controller.setComputerOpponent(null);
    remember();
    renderBar();
  }

  /**
   * Opens a friend's link ({ pos, moves, friend: { id, you, from } }). Returns
   * null, or the error ({ key, values }) when the game cannot be opened.
   * A link behind the game kept here opens the kept game and says so.
   */
  function open(link) {
    const kept = savedGames().find((g) => g.id === link.friend.id);
    const older = kept && kept.pos === link.pos && kept.moves.length > link.moves.length
      && link.moves.every((m, k) => m === kept.moves[k]);
    const line = older ? { pos: kept.pos, moves: kept.moves, at: kept.moves.length } : { ...link, at: Math.max(0, link.moves.length - 1) };
    const failed = controller.openGameLine(line, { opponent: null, cause: 'address' });
    if (failed) return failed;
    controller.setFriend({ id: link.friend.id, side: link.friend.you, name: link.friend.from || kept?.name || '' });
    if (older) controller.announce({ key: 'friendOlder', values: { count: kept.moves.length, link: link.moves.length } });
    else if (link.moves.length) controller.redo(); // the friend's move, played again before the player's eyes
    remember();
    renderBar();
    return null;
  }

  // ---------------------------------------------------------- "Your games"

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
    const list = box.querySelector('ul');
    list.textContent = '';
    for (const g of games) {
      const li = doc.createElement('li');
      const b = doc.createElement('button');
      b.type = 'button';
      b.className = 'friend-game';
      b.dataset.game = g.id;
      const whose = g.result ? t('friendGameOver') : t(g.turn === g.side ? 'friendYourTurnShort' : 'friendTheirTurnShort');
      b.textContent = t('friendGameLine', { name: g.name || t('friendNoName'), whose, when: ago(g.updated) });
      b.addEventListener('click', () => {
        for (const d of doc.querySelectorAll('dialog[open]')) d.close();
        location.hash = writeLink({ pos: g.pos, moves: g.moves, friend: { id: g.id, you: g.side, from: g.name } });
      });
      li.appendChild(b);
      list.appendChild(li);
    }
  }

  renderBar();
  return { start, open, refreshList, friendLink };
}
