// starting.js - how the play page starts games: from the new-game dialog's
// choices (kept for the next time), a position from the editor, the next
// game of a match, the page's normal start, the beginner's game Learn offers.

import { DEFAULT_LEVEL } from '../../engine/gen/abi.js';
import { STORE_OPTIONS, DEFAULT_START } from './start.js';
import { validLevel, sharedOpponent } from '../play/computer.js';
import { speak, turnWords } from '../board/speech.js';
import { explainError } from '../i18n/errors.js';
import { t } from '../i18n/strings.js';
import { load, save } from '../lib/store.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../play/computer.js').Opponent} Opponent */
/** The engine's error (engine-check.js HoyitoError: its code, its words), or another: each may be missing. @typedef {Partial<import('../../engine/engine-check.js').HoyitoError>} StartError */
/**
 * The new-game dialog's choices (kept under hoyito.newGame): the rules, the
 * holes a row, the sowing direction, who starts, who plays ('two',
 * 'computer', 'demo', 'friend'), the computer's level and the person's
 * side; `help`: engine help allowed in a game with a friend.
 * @typedef {{
 *   variant: import('../../engine/engine.js').Variant, n: number, clockwise: boolean, starts: Side,
 *   players: string, level: number, human: Side, help?: boolean,
 * }} NewGameOptions
 */

/** @type {NewGameOptions} */
const DEFAULT_OPTIONS = {
  ...DEFAULT_START,
  players: 'two',
  level: DEFAULT_LEVEL,
  human: 'S',
};

/**
 * The new-game dialog's last choices (or the defaults).
 * @returns {NewGameOptions}
 */
export const newGameOptions = () => ({ ...DEFAULT_OPTIONS, ...load(STORE_OPTIONS, {}) });

/**
 * The computer opponent the new-game options ask for, or null for two people.
 * @param {NewGameOptions} options
 * @returns {Opponent | null}
 */
function optionsOpponent(options) {
  const level = validLevel(options.level);
  if (options.players === 'computer') return { level, side: options.human === 'N' ? 'S' : 'N' };
  if (options.players === 'demo') return { level, side: 'both' };
  return null;
}

/**
 * `page` is the play page's shared context (main.js @typedef Page): `ctl`
 * (and its engine), `state`, `custom`; and the parts it calls: page.menus
 * (closeDialogs, friendsReady), page.address (followedGame, once it is made).
 * @param {import('./play.js').Page} page
 */
export function createStarting(page) {
  const { ctl, state, doc } = page;

  /**
   * A start position string from the dialog's choices, by the engine (a HoyitoError for bad ones).
   * @param {NewGameOptions} options
   */
  function startText({ variant, n, clockwise, starts }) {
    // Games start once the engine is attached (main.js startBoard).
    return /** @type {import('../../engine/engine.js').Engine} */ (page.ctl.engine).startPosition({
      variant,
      n,
      clockwise,
      starts,
    });
  }

  /** The position of the page's normal start: the last choices', else the defaults'. */
  function normalStart() {
    try {
      return startText(newGameOptions());
    } catch {
      return startText(DEFAULT_OPTIONS);
    }
  }

  /**
   * A new game at `text` (a valid position string); `isCustom`: not from
   * the new-game dialog's choices (page.custom); `opponent`: the computer,
   * or null for two people; `cause` comes back in the `position` event.
   * @param {string} text
   * @param {boolean} isCustom
   * @param {Opponent | null} opponent
   * @param {string | null} [cause]
   */
  function startGame(text, isCustom, opponent, cause = null) {
    page.custom = isCustom;
    ctl.setFriend(null);
    ctl.startGame(text, { opponent, cause });
  }

  // A new game with the new-game dialog's last choices, the computer opponent included.
  function startNormal() {
    const opponent = optionsOpponent(newGameOptions());
    // A page opened afresh does not start computer against computer by itself.
    startGame(normalStart(), false, opponent?.side === 'both' ? null : opponent, 'restore');
  }

  /**
   * The new-game dialog's Start: its choices kept, the game started and said.
   * @param {NewGameOptions} options
   */
  async function startNew(options) {
    const error = /** @type {HTMLElement} */ (doc.getElementById('new-error'));
    try {
      const text = startText(options);
      const friend = options.players === 'friend' ? await page.menus.friendsReady() : null;
      save(STORE_OPTIONS, options);
      page.menus.closeDialogs();
      startGame(text, false, optionsOpponent(options));
      friend?.start(options.human, options.help === true);
      page.address?.followedGame();
      error.hidden = true;
      speak(
        doc,
        `${t('srNewGame', { info: /** @type {HTMLElement} */ (doc.getElementById('game-info')).textContent })} ${turnWords(state.turn, ctl.humanSide())}.`,
      );
    } catch (e) {
      error.textContent = t('badStart', {
        message: explainError(/** @type {StartError} */ (e).code, /** @type {StartError} */ (e).message),
      });
      error.hidden = false;
    }
  }

  /**
   * Plays a position from the editor (a valid position string).
   * @param {string} text
   */
  function playPosition(text) {
    page.menus.closeDialogs();
    startGame(text, true, sharedOpponent(state));
  }

  /** The next game of a match (the game-over dialog's). */
  async function nextGame() {
    page.menus.closeDialogs();
    page.custom = true;
    await ctl.nextGame();
  }

  /** Learn's offer to a beginner: a game against the computer at its first level (or `level`, the course's end). */
  function playBeginner(level = 1) {
    /** @type {NewGameOptions} */
    const options = { ...DEFAULT_OPTIONS, players: 'computer', level, human: 'S', starts: 'S' };
    save(STORE_OPTIONS, options);
    startGame(startText(options), false, optionsOpponent(options));
    page.address?.followedGame();
  }

  return { normalStart, startGame, startNormal, startNew, playPosition, nextGame, playBeginner };
}
