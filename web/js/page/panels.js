// panels.js - the play page's two screens beside the game, each loaded when
// first wanted: Learn and puzzles (learn.js), which borrow the board and give
// the game in progress back, and the Game panel (game-panel.js: records,
// pictures, the review), which also opens a record file dropped on the page.
// And the archive of games (archive-keep.js, from the first idle moment) with
// its Games screen (games-screen.js, the header's Games button).

import { speak } from '../board/speech.js';
import { loadOnce, whenIdle } from '../lib/later.js';
import { loadWords } from '../i18n/strings.js';
import { moving } from '../board/state.js';

/** A screen of Learn a link names (play/link.js readScreenLink). @typedef {{ screen: 'learn' | 'puzzle', id: string | null }} LearnWhere */
/** The Game panel (game/game-panel.js). @typedef {ReturnType<typeof import('../game/game-panel.js').createGamePanel>} GamePanel */
/** The Games screen (game/games-screen.js). @typedef {ReturnType<typeof import('../game/games-screen.js').createGamesScreen>} GamesScreen */

/**
 * `page` is the play page's shared context (main.js @typedef Page): `ctl`
 * (and its engine), `state`, `custom`; and the parts it calls: page.menus
 * (closeDialogs), page.address (restoreSaved, followedGame, flushAddress, once it is made), page.starting
 * (startNormal, playBeginner).
 * @param {import('./play.js').Page} page
 */
export function createPanels(page) {
  const { ctl, state, doc } = page;
  /** @type {ReturnType<typeof import('../learn/learn.js').createLearn> | null} */
  let learn = null;
  /** @type {GamePanel | null} */
  let gamePanel = null;
  /** @type {GamesScreen | null} */
  let gamesScreen = null;

  // What learn.js asks of its page (learn.js LearnHost).
  /** @type {import('../learn/learn.js').LearnHost} */
  const learnHost = {
    doc,
    state,
    ctl,
    speak: (text) => speak(doc, text),
    pushHash(hash, policy) {
      page.address?.flushAddress(); // the game's address first, Learn's over it
      // The address it already shows gets no second entry (a double click would make Back go nowhere).
      const push = policy === 'push' && location.hash !== `#${hash}`;
      try {
        history[push ? 'pushState' : 'replaceState'](null, '', `#${hash}`);
      } catch {
        /* some frames refuse history changes */
      }
    },
    leave() {
      if (!page.address?.restoreSaved()) page.starting.startNormal();
      page.address?.followedGame();
    },
    playBeginner: (level) => page.starting.playBeginner(level),
  };

  // One load, however many calls (hashchange and popstate come together).
  const learnReady = loadOnce(() =>
    import('../learn/learn.js').then(({ createLearn }) => {
      learn = createLearn(learnHost);
      return learn;
    }),
  );

  /**
   * Learn, at the screen `where` names (else where it was left); `push`: a new history entry.
   * @param {LearnWhere} [where]
   * @param {{ push?: boolean }} [options]
   */
  async function openLearn(where, options) {
    if (!state.ready) return;
    page.menus.closeDialogs();
    try {
      await (await learnReady()).open(where, options);
    } catch (e) {
      console.warn('Learn unavailable', e);
    }
  }

  /** @type {() => Promise<GamePanel>} */
  const gamePanelReady = loadOnce(() =>
    import('../game/game-panel.js').then(({ createGamePanel }) => {
      gamePanel = createGamePanel({
        doc,
        state,
        controller: ctl,
        engine: () => ctl.engine,
        onOpen: () => {
          page.custom = true;
        },
        keptReview,
      });
      return gamePanel;
    }),
  );

  /** @param {(panel: GamePanel) => unknown} fn */
  function withGamePanel(fn) {
    gamePanelReady().then(fn, (e) => console.warn('the Game panel is unavailable', e));
  }

  // ---------------------------------------------------------- the archive of games

  // Every game kept (archive-keep.js); a write the device refused is said in the status line.
  const keeperReady = loadOnce(() =>
    import(/* idle */ '../game/archive-keep.js').then(({ keepGames }) =>
      keepGames({
        doc,
        state,
        ctl,
        onProblem: (problem) => loadWords('more').then(() => ctl.announce(problem)),
      }),
    ),
  );
  // A game reviewed before (this visit or an earlier one) shows its review again, unsearched (review.js).
  /** @param {{ pos: string, moves: number[] }} line */
  const keptReview = (line) =>
    Promise.all([keeperReady(), import('../game/archive.js')]).then(([keeper, { reviewOfLine }]) =>
      reviewOfLine(keeper.archive, line, keeper.current),
    );
  // A finished game opened again (a reload, its link, the Games screen) shows its kept review, if whole.
  function showKeptReview() {
    if (typeof Worker !== 'function' || !ctl.game || !ctl.snapshot().over) return;
    const line = ctl.line();
    keptReview(line).then(
      (kept) => {
        const whole = kept?.loss && kept.margin.length === line.moves.length + 1;
        if (whole && ctl.line().moves.join('.') === line.moves.join('.')) withGamePanel((g) => g.startReview());
      },
      () => {
        /* the archive could not load: nothing to show */
      },
    );
  }

  // A kept game the Games screen opens (open-entry.js, loaded with it).
  const opened = () => {
    page.custom = true;
    page.address?.followedGame();
  };
  /** @type {() => Promise<GamesScreen>} */
  const gamesReady = loadOnce(() =>
    Promise.all([import('../game/games-screen.js'), import('./open-entry.js'), keeperReady()]).then(
      ([{ createGamesScreen }, { openEntry }, keeper]) => {
        gamesScreen = createGamesScreen({
          doc,
          keeper,
          engine: () => /** @type {import('../../engine/engine.js').Engine} */ (ctl.engine), // the screen opens on a playable board
          openEntry: (/** @type {import('./open-entry.js').Entry} */ entry) => openEntry({ ctl, state, opened }, entry),
        });
        return gamesScreen;
      },
    ),
  );

  function bindGames() {
    whenIdle(() => keeperReady().catch((e) => console.warn('hoyito: games are not kept', e)));
    doc.getElementById('games-open')?.addEventListener('click', async () => {
      if (!state.ready) return;
      if (moving(state)) {
        // a move on its way: shown at once first
        ctl.skip();
        await ctl.idle();
      }
      gamesReady().then(
        (g) => g.open(),
        (e) => {
          console.warn('hoyito: the Games screen is unavailable', e);
          ctl.announce({ key: 'partLoadFailed', values: {} });
        },
      );
    });
  }

  function bindGamePanel() {
    bindGames(); // the Games button and the archive start with the other parts loaded after the board
    // One button in the header on narrow screens, one in the bar on wide ones (style.css).
    for (const b of doc.querySelectorAll('.game-open'))
      b.addEventListener('click', () => withGamePanel((g) => g.open()));
    // A game that ends is reviewed at once (the panel beside the board fills in while the result shows).
    ctl.addEventListener('over', () => {
      if (typeof Worker === 'function') withGamePanel((g) => g.startReview());
    });
    ctl.addEventListener('position', ({ detail: { how } }) => {
      if (how === 'start') showKeptReview();
    });
    showKeptReview();
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
    gamesScreen?.refresh();
  }

  return { learnHost, openLearn, gamePanelReady, bindGamePanel, refreshPanels };
}
