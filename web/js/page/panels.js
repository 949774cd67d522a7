// panels.js - the play page's two screens beside the game, each loaded when
// first wanted: Learn and puzzles (learn.js), which borrow the board and give
// the game in progress back, and the Game panel (game-panel.js: records,
// pictures, the review), which also opens a record file dropped on the page.

import { speak } from '../board/speech.js';
import { loadOnce } from '../lib/later.js';

/**
 * `page` is the play page's shared context (main.js): `ctl`, `state`,
 * `engine`, `custom`; and closeDialogs, restoreSaved, startNormal,
 * followedGame, flushAddress, playBeginner.
 */
export function createPanels(page) {
  const { ctl, state, doc } = page;
  let learn = null;
  let gamePanel = null;

  // What learn.js asks of its page (learn.js names the board's controller `game`).
  const learnHost = {
    doc, state, ctl,
    speak: (text) => speak(doc, text),
    pushHash(hash, policy) {
      page.flushAddress(); // the game's address first, Learn's over it
      try {
        history[policy === 'push' ? 'pushState' : 'replaceState'](null, '', `#${hash}`);
      } catch { /* some frames refuse history changes */ }
    },
    leave() {
      if (!page.restoreSaved()) page.startNormal();
      page.followedGame();
    },
    playBeginner: () => page.playBeginner(),
  };

  // One load, however many calls (hashchange and popstate come together).
  const learnReady = loadOnce(() => import('../learn/learn.js').then(({ createLearn }) => {
    learn = createLearn(learnHost);
    return learn;
  }));

  async function openLearn(where, options) {
    if (!state.ready) return;
    page.closeDialogs();
    try {
      await (await learnReady()).open(where, options);
    } catch (e) {
      console.warn('Learn unavailable', e);
    }
  }

  const gamePanelReady = loadOnce(() => import('../game/game-panel.js').then(({ createGamePanel }) => {
    gamePanel = createGamePanel({ doc, state, controller: ctl, engine: () => page.engine, onOpen: () => { page.custom = true; } });
    return gamePanel;
  }));

  function withGamePanel(fn) {
    gamePanelReady().then(fn, (e) => console.warn('the Game panel is unavailable', e));
  }

  function bindGamePanel() {
    // One button in the header on narrow screens, one in the bar on wide ones (style.css).
    for (const b of doc.querySelectorAll('.game-open')) b.addEventListener('click', () => withGamePanel((g) => g.open()));
    // A game that ends is reviewed at once (the panel beside the board fills in while the result shows).
    ctl.addEventListener('over', () => {
      if (typeof Worker === 'function') withGamePanel((g) => g.startReview());
    });
    // A record file dropped anywhere on the page opens (the browser would
    // otherwise navigate away to it, losing the game).
    doc.addEventListener('dragover', (ev) => {
      if ([...(ev.dataTransfer?.types ?? [])].includes('Files')) ev.preventDefault();
    });
    doc.addEventListener('drop', (ev) => {
      const file = ev.dataTransfer?.files?.[0];
      if (!file) return;
      ev.preventDefault();
      withGamePanel((g) => g.importFile(file));
    });
  }

  /** The panels' words again in the language in use. */
  function refreshPanels() {
    gamePanel?.refresh();
    learn?.refresh();
  }

  return { learnHost, openLearn, gamePanelReady, bindGamePanel, refreshPanels };
}
