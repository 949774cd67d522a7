// menus.js - the play page's dialogs, each loaded with its words and styles
// on first use: new game and game over (dialogs.js), play a friend
// (friend.js), the rules, share and the position editor. A part that cannot
// load (offline before it was ever cached) is said in the status line.

import { loadWords } from '../i18n/strings.js';
import { laterStyles } from '../lib/later-styles.js';
import { loadOnce } from '../lib/later.js';
import { newGameOptions } from './starting.js';

/** @typedef {import('./starting.js').NewGameOptions} NewGameOptions */
/** @typedef {import('../play/link.js').LinkMessage} LinkMessage */
/** Play a friend (game/friend.js). @typedef {ReturnType<typeof import('../game/friend.js').createFriend>} Friends */
/** The new-game and game-over dialogs (game/dialogs.js). @typedef {ReturnType<typeof import('../game/dialogs.js').createDialogs>} Dialogs */

/**
 * `page` is the play page's shared context (main.js @typedef Page): its `ctl`,
 * `state`, `doc`, and the parts it calls: page.starting (startNew, nextGame),
 * page.address (followedGame, once it is made; currentLink for the share
 * dialog). share.js and editor.js are handed the same `page` (they call
 * page.starting.playPosition).
 * @param {import('./play.js').Page} page
 */
export function createMenus(page) {
  const { ctl, state, doc } = page;
  /** @type {Dialogs | null} */
  let dialogs = null;
  let rulesBuilt = false;

  // Play a friend by link (friend.js), with its styles (later.css): loaded for a friend's link, the new-game dialog or a game with a friend.
  /** @type {() => Promise<Friends>} */
  const friendsReady = loadOnce(() =>
    Promise.all([import('../game/friend.js'), laterStyles(doc)]).then(([{ createFriend }]) =>
      createFriend({ doc, state, controller: ctl, dialogsReady: () => dialogsReady() }),
    ),
  );

  // The new-game and game-over dialogs (dialogs.js), with their words and styles.
  /** @type {() => Promise<Dialogs>} */
  const dialogsReady = loadOnce(() =>
    Promise.all([import('../game/dialogs.js'), loadWords('more'), laterStyles(doc)]).then(([{ createDialogs }]) => {
      dialogs = createDialogs({
        doc,
        startNew: page.starting.startNew,
        openNew,
        openEditor: () => openEditor(),
        nextGame: page.starting.nextGame,
      });
      return dialogs;
    }),
  );

  function closeDialogs() {
    for (const d of /** @type {NodeListOf<HTMLDialogElement>} */ (doc.querySelectorAll('dialog[open]'))) d.close();
  }

  /**
   * The new-game dialog with the last choices, `choices` over them (the first-visit sheet's friend by link).
   * @param {Partial<NewGameOptions>} [choices]
   */
  async function openNew(choices = {}) {
    if (state.opponent?.side === 'both') {
      // Computer against computer stops at "New game"; a move on its way is finished at once.
      stopDemo();
      ctl.skip();
      await ctl.idle();
    }
    const [shown, friend] = (await Promise.all([dialogsReady(), friendsReady()]).catch(partFailed)) ?? [];
    if (!shown) return;
    closeDialogs();
    /** @type {Friends} */ (friend).refreshList(); // loaded with the dialogs
    shown.showNew({ ...newGameOptions(), ...choices });
  }

  function stopDemo() {
    if (state.opponent?.side !== 'both') return;
    ctl.setComputerOpponent(null, { stopped: true });
    page.address?.followedGame();
  }

  async function openOver() {
    const shown = await dialogsReady().catch(partFailed);
    if (!shown || !state.result || state.learning) return; // taken back while its words loaded
    shown.showOver(state);
  }

  /**
   * A part loaded on first use could not be (offline before it was ever cached): said in the status line.
   * @param {unknown} e
   * @returns {null}
   */
  function partFailed(e) {
    console.warn('hoyito: a part of the page could not be loaded', e);
    ctl.announce({ key: 'partLoadFailed', values: {} });
    return null;
  }

  // The rules panel, like the share dialog and the editor, loads with its words on first use.
  async function openRules() {
    if (!rulesBuilt && ctl.engine) {
      const [{ buildRules }] = await Promise.all([import('../learn/rules.js'), loadWords('more'), laterStyles(doc)]);
      buildRules(/** @type {HTMLElement} */ (doc.getElementById('rules-body')), ctl.engine);
      rulesBuilt = true;
    } else {
      await loadWords('more'); // its title
    }
    const dialog = /** @type {HTMLDialogElement} */ (doc.getElementById('rules-dialog'));
    if (!dialog.open) dialog.showModal();
  }

  // The share dialog and the editor are loaded on first use (page weight).
  async function openShare() {
    if (!state.ready || state.busy) return;
    closeDialogs();
    const [{ showShare }, address] = await Promise.all([
      import('../game/share.js'),
      page.addressReady(),
      loadWords('more'),
      laterStyles(doc),
    ]);
    showShare(page, address.currentLink());
  }

  /** The position editor, on `text` (a position string: the board's). */
  async function openEditor(text = state.position) {
    if (!state.ready || state.busy) return;
    closeDialogs();
    const [{ showEditor }] = await Promise.all([import('../game/editor.js'), loadWords('more'), laterStyles(doc)]);
    showEditor(page, text);
  }

  /** The dialogs' words again in the language in use; the rules are built again when next opened. */
  function refreshMenus() {
    dialogs?.refresh();
    rulesBuilt = false;
  }

  ctl.addEventListener('over', () => state.learning || openOver());

  return {
    friendsReady,
    dialogsReady,
    closeDialogs,
    openNew,
    stopDemo,
    openRules,
    openShare,
    openEditor,
    refreshMenus,
  };
}
