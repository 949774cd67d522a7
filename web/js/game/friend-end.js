// friend-end.js - how a game with a friend ends besides its last move, and
// what the friend said: resign, offer a draw, accept or decline one, a
// rematch with colours swapped. Each is carried by the next link this
// device sends (link.js `say`, friend.js), and read from a link received.
//
// state.friend (friend.js) holds, besides { id, side, name }:
//   say    what this device's next link tells (one of link.js SAYS), or null
//   offer  the side whose draw offer is open, or null
//   end    { how: 'resign', loser } | { how: 'draw' }: the game ended by word
//   sent   how many moves the last link sent here carried: those stay played
// A game ended by word is read-only, its result in the status line and the
// game-over dialog; the engine's own ending needs none of this.

import { t, applyStrings } from '../i18n/strings.js';
import { drawAlso } from '../board/render.js';
import { speak } from '../board/speech.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** What a link tells besides a move (link.js SAYS). @typedef {'resign' | 'draw' | 'draw-yes' | 'draw-no' | 'rematch'} Say */
/** A game ended by word: resigned by `loser`, or a draw agreed. @typedef {{ how: 'resign', loser: Side } | { how: 'draw' }} End */
/** A game with a friend by link, as state.friend holds it while it is on the board (friend.js; the header above). @typedef {import('../board/state.js').Friend} Friend */
/** The page's state (board/state.js). @typedef {import('../board/state.js').State} FriendState */
/** Words for strings.js t(): a key and its values. @typedef {{ key: import('../i18n/strings.js').WordKey, values: Record<string, unknown> }} Message */
/**
 * What the bar asks of the game-over dialog (dialogs.js): the result of a
 * game ended by word, and why.
 * @typedef {{ showFriendEnd(state: FriendState, words: { result: string, reason: string }): void }} FriendEndDialogs
 */

/** @type {(side: Side) => Side} */
const other = (side) => (side === 'S' ? 'N' : 'S');

// The friend's news at the top of the bar (an open draw offer with its
// answers), and this device's own words after the Send button.
const NEWS = `<p id="friend-news" class="friend-news" hidden><span class="friend-news-text"></span>
<span id="friend-answer" class="friend-answer" hidden><button type="button" id="friend-accept" class="primary" data-s="friendAccept">Accept</button>
<button type="button" id="friend-decline" data-s="friendDecline">Decline</button></span></p>`;
const MORE = `<span class="friend-more"><button type="button" id="friend-draw" class="ghost" data-s="friendOfferDraw">Offer a draw</button>
<button type="button" id="friend-resign" class="ghost" data-s="friendResign">Resign</button>
<button type="button" id="friend-rematch" class="primary" data-s="friendRematch" hidden>Rematch</button></span>
<span id="friend-ask" class="friend-ask" hidden><span data-s="friendResignAsk">Resign this game?</span>
<button type="button" id="friend-resign-yes" data-s="friendResignYes">Yes, resign</button>
<button type="button" id="friend-resign-no" data-s="friendKeepPlaying">Keep playing</button></span>`;

/**
 * The friend's name, or "Your friend".
 * @param {Friend} friend
 */
function nameOf(friend) {
  return friend.name || t('friendSomeone');
}

/**
 * A game ended by word, in words: "Ana resigned: you win."
 * @param {Friend & { end: End }} friend
 */
export function endText(friend) {
  const name = nameOf(friend);
  if (friend.end.how === 'draw') return t('friendDrawAgreed');
  return t(friend.end.loser === friend.side ? 'friendYouResigned' : 'friendTheyResigned', { name });
}

/**
 * Wires the bar's ending controls. `change(fields)` sets fields of
 * state.friend (friend.js: the board, the kept game and the bar follow);
 * `rematch()` starts the rematch; `dialogsReady()` gives the dialogs
 * (dialogs.js). Returns { render, heard, moved, showEnd, lock }.
 * @param {{
 *   doc: Document, state: FriendState,
 *   controller: Pick<import('./archive-keep.js').Controller, 'game' | 'setReadOnly'>,
 *   change: (fields: Partial<Friend>) => void, rematch: () => void,
 *   dialogsReady: () => Promise<FriendEndDialogs>,
 * }} options
 */
export function createFriendEnd({ doc, state, controller, change, rematch, dialogsReady }) {
  const bar = /** @type {HTMLElement} */ (doc.getElementById('friend-bar')); // in the page's HTML
  bar.insertAdjacentHTML('afterbegin', NEWS);
  bar.insertAdjacentHTML('beforeend', MORE);
  applyStrings(bar);
  // The bar's own elements, put in it above.
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (doc.getElementById(id));
  const newsBox = $('friend-news');
  /** @type {Message | null} */
  let note = null; // news until the next move here (a welcome, a declined draw): { key, values }
  let asking = false; // "Resign this game?" is asked
  let locked = false; // this module made the board read-only (a game ended by word)

  const mine = () => state.friend?.side;
  const playing = () => Boolean(state.friend && controller.game && !state.result && !state.friend.end);

  // A message's words in the language in use (a side is named in it).
  /** @type {(message: Message) => string} */
  const words = ({ key, values }) =>
    t(key, {
      ...values,
      ...(values.side ? { side: t(/** @type {Side} */ (values.side)) } : {}),
      ...('name' in values && !values.name ? { name: t('friendSomeone') } : {}),
    });

  /**
   * The news line ({ key, values }, or null to clear it); spoken once.
   * @param {Message | null} message
   */
  function tell(message) {
    note = message;
    render();
    if (message) speak(doc, words(message));
  }

  function render() {
    const f = state.friend;
    if (!f) return;
    const on = playing();
    const theirs = on && f.offer === other(f.side);
    // An ending is said by the status line and the dialog; here only what goes on.
    const text = f.end ? '' : theirs ? t('friendDrawOffered', { name: nameOf(f) }) : note ? words(note) : '';
    if (newsBox.hidden !== !text) newsBox.hidden = !text;
    const line = /** @type {Element} */ (newsBox.querySelector('.friend-news-text'));
    if (line.textContent !== text) line.textContent = text;
    $('friend-answer').hidden = !theirs;
    $('friend-draw').hidden = !on || Boolean(f.offer) || asking;
    $('friend-resign').hidden = !on || asking;
    $('friend-ask').hidden = !on || !asking;
    $('friend-rematch').hidden = on || !controller.game;
  }

  // A game ended by word is read-only; the next game is not.
  function lock() {
    const want = Boolean(state.friend?.end);
    if (want === locked) return;
    locked = want;
    controller.setReadOnly(want);
  }

  // The status line says the result of a game ended by word (the engine
  // knows nothing of it); the bar follows every draw (a language switch too).
  drawAlso('panel', (d, /** @type {FriendState} */ s) => {
    if (d !== doc) return;
    render();
    if (!s.friend?.end) return;
    const line = t('gameOverStatus', { result: endText(/** @type {Friend & { end: End }} */ (s.friend)) });
    const el = d.querySelector('[data-testid="status"] .status-text');
    if (el && el.textContent !== line) el.textContent = line;
  });

  /** The game-over dialog for a game ended by word. */
  async function showEnd() {
    const f = state.friend;
    if (!f?.end) return;
    const dialogs = await dialogsReady();
    if (state.friend !== f) return; // another game came while the dialog loaded
    dialogs.showFriendEnd(state, {
      result: endText(/** @type {Friend & { end: End }} */ (f)),
      reason: t(f.end.how === 'draw' ? 'friendEndDraw' : 'friendEndResign'),
    });
  }

  /**
   * The game ends by word: resigned (by `loser`) or drawn; `say` is this device's word of it for the next link.
   * @param {End['how']} how
   * @param {{ say?: Say | null, loser?: Side }} [options]
   */
  function end(how, { say = null, loser } = {}) {
    asking = false;
    // A resignation names its loser.
    change({
      offer: null,
      ...(say ? { say } : {}),
      end: how === 'draw' ? { how } : { how, loser: /** @type {Side} */ (loser) },
    });
    lock();
    render();
    speak(doc, endText(/** @type {Friend & { end: End }} */ (state.friend)));
    showEnd();
  }

  /** @type {(id: string, fn: () => void) => void} */
  const on = (id, fn) =>
    $(id).addEventListener('click', () => {
      if (!state.busy && state.friend) fn();
    });
  on('friend-resign', () => {
    asking = true;
    render();
    $('friend-resign-yes').focus();
  });
  on('friend-resign-no', () => {
    asking = false;
    render();
  });
  on('friend-resign-yes', () => playing() && end('resign', { say: 'resign', loser: mine() }));
  on('friend-draw', () => {
    if (!playing()) return;
    change({ say: 'draw', offer: mine() });
    tell({ key: 'friendDrawOfferedYou', values: {} });
  });
  on('friend-accept', () => playing() && end('draw', { say: 'draw-yes' }));
  on('friend-decline', () => {
    change({ say: 'draw-no', offer: null });
    tell({ key: 'friendDeclinedYou', values: {} });
  });
  on('friend-rematch', () => rematch());
  // The game-over dialog's Rematch (dialogs.js), whichever way the game ended.
  doc.addEventListener('click', (ev) => {
    // A click's target: an element (closest?.: whatever else it could be has none).
    if (!(/** @type {Element} */ (ev.target).closest?.('#over-rematch')) || !state.friend) return;
    /** @type {Element} */ (ev.target).closest('dialog')?.close();
    rematch();
  });

  /**
   * What the friend's link said (`say`, link.js SAYS), now that its game is
   * on the board. Returns true when the game-over dialog follows.
   * @param {string | undefined} say
   */
  function heard(say) {
    const f = /** @type {Friend} */ (state.friend); // the link's game is on the board
    const sender = other(f.side);
    if (say === 'rematch') tell({ key: 'friendRematchOffered', values: { name: f.name, side: f.side } });
    if (!playing()) return false;
    if (say === 'resign') end('resign', { loser: sender });
    else if (say === 'draw-yes') end('draw', {});
    else if (say === 'draw') change({ offer: sender });
    else if (say === 'draw-no') {
      change({ offer: null });
      tell({ key: 'friendDrawDeclined', values: { name: f.name } });
    }
    render();
    return Boolean(/** @type {Friend} */ (state.friend).end);
  }

  /** This device played a move: news read, and a draw offer left open is declined by it. */
  function moved() {
    asking = false;
    note = null;
    const f = state.friend;
    if (f && f.offer === other(f.side)) change({ offer: null, say: 'draw-no' });
    render();
  }

  return { render, heard, moved, showEnd, lock, tell };
}
