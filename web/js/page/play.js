// play.js - the play page around its board, fetched by the start-up
// (main.js) once the board is drawn, or with the engine when the page opens
// a game of its own: hands the game to the board's controller
// (play/controller.js), and wires the page's parts around it, each a module
// of page/: the address and the saved game (address.js), starting games
// (starting.js), the dialogs (menus.js), Learn and the Game panel
// (panels.js), the language and the speed (settings.js). Here: the rest of
// the start-up, in its order, and what only the start-up does (the service
// worker, the manifest, the parts fetched after the board is playable).

import { renderPanel, drawAlso } from '../board/render.js';
import { moving } from '../board/state.js';
import { speak } from '../board/speech.js';
import { createController } from '../play/controller.js';
import { load } from '../lib/store.js';
import { laterStyles } from '../lib/later-styles.js';
import { loadOnce, whenIdle } from '../lib/later.js';
import { createStarting } from './starting.js';
import { createMenus } from './menus.js';
import { createSettings } from './settings.js';
import { isFirstVisit } from './first-visit.js';
import { doc, state, view, reducedMotion, engineReady, setActions, opensGame } from './start.js';

// The search worker starts once the board is playable (warm.js), never during start-up.
const ctl = createController({ doc, state, view, reducedMotion: () => reducedMotion.matches, warmComputer: false });

/** @typedef {ReturnType<typeof import('./address.js').createAddress>} Address */
/** @typedef {ReturnType<typeof import('./panels.js').createPanels>} Panels */
/**
 * What the page's parts (page/*.js) share, declared here and only here: each
 * part gets it, reads its fields and calls the other parts by name
 * (page.menus.closeDialogs()). A part adds nothing to it
 * (tests/node/architecture.test.mjs); `custom` is the one data field the
 * parts set (address.js, starting.js, panels.js), `hints` main.js once hint.js loads.
 * @typedef {object} Page
 * @property {Document} doc the page's document
 * @property {import('../board/state.js').State} state the board's state (board/state.js)
 * @property {ReturnType<typeof createController>} ctl the board's controller (play/controller.js): its engine is `ctl.engine`
 * @property {MediaQueryList} reducedMotion the device asks for less motion (the speed's default)
 * @property {boolean} custom the game did not start from the new-game dialog (a link, the editor, a match)
 * @property {{ refresh(): void } | null} hints the Hint button and the analysis view (analysis/hint.js), once loaded
 * @property {Address | null} address the address and the saved game (address.js), once made: before the
 *   board's first game when the page opens a link or a saved game, else right after the board is playable
 * @property {() => Promise<Address>} addressReady the address part, made at the first call
 * @property {ReturnType<typeof createStarting>} starting games started: the dialog's, the editor's, a match's next, the normal one (starting.js)
 * @property {ReturnType<typeof createMenus>} menus the dialogs: new game, game over, a friend, rules, share, editor (menus.js)
 * @property {Panels | null} panels Learn, the Game panel, the archive and its Games screen (panels.js), once
 *   made: right after the board is playable, or first asked for
 * @property {() => Promise<Panels>} panelsReady the panels' part, made at the first call
 * @property {ReturnType<typeof createSettings>} settings the language and the speed (settings.js)
 */
// Each part is null until it is made just below, handed the page it joins
// (null cast to `never`, which every part's type accepts: the page is whole from then on).
/** @type {Page} */
const page = {
  doc,
  state,
  ctl,
  reducedMotion,
  custom: false,
  hints: null,
  address: null,
  addressReady: loadOnce(() =>
    import(/* idle */ './address.js').then(({ createAddress }) => (page.address = createAddress(page))),
  ),
  starting: /** @type {never} */ (null),
  menus: /** @type {never} */ (null),
  panels: null,
  panelsReady: loadOnce(() =>
    import(/* idle */ './panels.js').then(({ createPanels }) => (page.panels = createPanels(page))),
  ),
  settings: /** @type {never} */ (null),
};
page.starting = createStarting(page);
page.menus = createMenus(page);
page.settings = createSettings(page);
const { menus, settings } = page;
/** @param {(panels: Panels) => unknown} fn */
const withPanels = (fn) =>
  page.panelsReady().then(fn, (e) => console.warn('hoyito: Learn and the Game panel unavailable', e));
const openLearn = () => withPanels((panels) => panels.openLearn(undefined, { push: true }));

// Each move told in words, the board and the score on request (narration.js): fetched once the board is playable.
/** @typedef {typeof import('../board/narration.js')} Narration */
/** @type {Narration | null} */
let narration = null;
const narrationReady = loadOnce(() =>
  import(/* idle */ '../board/narration.js').then((m) => {
    narration = m;
  }),
);
// fn(narration.js), at once when it is loaded (a key's words come before the next key's).
/** @param {(narration: Narration) => void} fn */
function withNarration(fn) {
  if (narration) return fn(narration);
  return narrationReady().then(
    () => fn(/** @type {Narration} */ (narration)), // set once it is ready
    (e) => console.warn('hoyito: nothing told in words', e),
  );
}
// The board and the score in words, from the engine (mid-animation the drawn board is not the game's yet).
const boardNow = () => (ctl.game ? ctl.snapshot() : state);
const sayBoard = () => withNarration(({ describeBoard }) => speak(doc, describeBoard(boardNow(), state.bottom)));
const sayScore = () => withNarration(({ describeScore }) => speak(doc, describeScore(boardNow())));

// Offline: the service worker caches every file of the page (sw.js).
function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  const go = () =>
    navigator.serviceWorker.register('sw.js').catch(() => {
      /* online only */
    });
  if (doc.readyState === 'complete') setTimeout(go, 500);
  else addEventListener('load', () => setTimeout(go, 500), { once: true });
}

// The app's manifest (installing it): in the HTML it made the browser fetch
// its icons before the board was playable. Served pages only.
function addManifest() {
  if (!/^https?:$/.test(location.protocol) || doc.querySelector('link[rel="manifest"]')) return;
  const manifest = doc.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = 'manifest.webmanifest';
  doc.head.append(manifest);
}

/**
 * Runs `fn` once, at the first key, press, touch or file dragged in.
 * @param {() => void} fn
 */
function onFirstInterest(fn) {
  const types = ['pointerdown', 'keydown', 'touchstart', 'dragenter'];
  const once = () => {
    for (const type of types) removeEventListener(type, once, true);
    fn();
  };
  for (const type of types) addEventListener(type, once, { capture: true, passive: true });
}

/**
 * Runs `work` in idle time once no move is being shown: a move's frames
 * stay its own (on a slow CPU idle time comes between them, and at the
 * latest after 2 s, mid-move). The computer's thinking is idle time too.
 * @param {() => void} work
 */
function afterMove(work) {
  whenIdle(() => {
    if (!moving(state)) {
      work();
      return;
    }
    /** @param {CustomEvent<{ busy: boolean }>} event */
    const rest = ({ detail: { busy } }) => {
      if (busy) return;
      ctl.removeEventListener('busy', /** @type {EventListener} */ (rest));
      whenIdle(work);
    };
    ctl.addEventListener('busy', rest);
  });
}

/** @param {PopStateEvent | HashChangeEvent} ev */
const onAddressChange = (ev) =>
  page.addressReady().then(
    (address) => address.onAddressChange(ev),
    (e) => console.warn('hoyito: the address is not followed', e),
  );

// The board's game: the engine attached, then a link's game, the saved game
// or a new one (the one main.js drew, when `drawn`); the controls' actions
// given to them (a tap kept since the board was drawn is played then).
/** @param {boolean} drawn main.js drew the plain new game's board */
async function startBoard(drawn) {
  // The address part comes first when the page opens a link or a saved game (a first visit gets it after its board).
  const addressFirst = opensGame() ? page.addressReady() : null;
  settings.applyLanguage();
  settings.startSpeed();
  renderPanel(doc, state);

  if (!(await ctl.attachWhenReady(engineReady))) return null;
  if (typeof Worker !== 'function')
    for (const id of ['hint', 'analyse']) /** @type {HTMLElement} */ (doc.getElementById(id)).hidden = true;
  /** @type {HTMLElement} */ (doc.getElementById('demo-stop')).addEventListener('click', menus.stopDemo);

  // A shared link wins; else the game in progress from the last visit; else a new game.
  const address = await addressFirst?.catch((e) => console.warn('hoyito: no address part', e));
  const fresh = !address || (!(await address.openAddress(true)) && !address.restoreSaved());
  if (fresh) page.starting.startNormal();
  /** @type {HTMLElement} */ (doc.getElementById('learn-open')).addEventListener('click', openLearn);

  window.addEventListener('popstate', onAddressChange);
  window.addEventListener('hashchange', onAddressChange);
  new ResizeObserver((entries) => {
    const { width, height } = entries[entries.length - 1].contentRect;
    ctl.resize(width, height);
  }).observe(/** @type {HTMLElement} */ (doc.getElementById('board-wrap')));
  setActions({
    play: ctl.play,
    undo: ctl.undo,
    redo: ctl.redo,
    skip: ctl.skip,
    setSpeed: settings.setSpeed,
    openNew: menus.openNew,
    openRules: menus.openRules,
    focusHole: ctl.focusHole,
    openShare: menus.openShare,
    setLanguage: settings.switchLanguage,
    sayBoard,
    sayScore,
    turnBoard: ctl.turnBoard,
  });
  if (!drawn) performance.mark('hoyito-ready');
  return { fresh };
}

// What follows is not needed to start playing. Hints, sound, the words
// for screen readers, the move list and the first-visit offer are fetched
// now; the Game panel, the dialogs, the later style sheet and the app's
// manifest at the first sign of a player, or when asked for, so that a
// page only looked at stays light.
/** @param {{ fresh: boolean }} started the board's first game was a new one */
function startLater({ fresh }) {
  // What the page fetches after the board, each settled: then body[data-started]
  // says nothing more joins the page unasked (tests wait on it, not on a time).
  const later = [];
  if (!page.address)
    later.push(
      page.addressReady().then(
        (address) => address.joinLate(),
        (e) => console.warn('hoyito: no address part', e),
      ),
    );
  withNarration(({ narrate }) => narrate(ctl, doc));
  later.push(
    import(/* idle */ '../play/moves-list.js').then(
      ({ drawMoves }) => {
        drawAlso('panel', drawMoves);
        ctl.draw();
      },
      (e) => console.warn('hoyito: no move list', e),
    ),
  );
  // In idle time once the first press's own move is shown.
  onFirstInterest(() =>
    afterMove(() => {
      laterStyles(doc);
      addManifest();
      withPanels((panels) =>
        panels.gamePanelReady().catch(() => {
          /* said when the panel is asked for */
        }),
      );
      menus.dialogsReady().catch(() => {
        /* said when a dialog is asked for */
      }); // New game opens at once
    }),
  );
  later.push(withPanels((panels) => panels.bindGamePanel()));
  // A newcomer is asked how to play (welcome.js); else the offer to learn
  // (learn-offer.js), unless it was answered on an earlier visit.
  if (fresh && isFirstVisit()) {
    // In idle time: the sheet and the later style sheet it needs come after the board's first paint.
    later.push(
      /** @type {Promise<void>} */ (new Promise((asked) => whenIdle(asked))).then(() =>
        import(/* idle */ './welcome.js').then(
          ({ showWelcome }) => showWelcome(page),
          (e) => console.warn('hoyito: no welcome', e),
        ),
      ),
    );
  } else if (fresh && !load('hoyito.learnOffer', false)) {
    later.push(
      import(/* idle */ '../learn/learn-offer.js').then(
        ({ offerLearn }) => withPanels((panels) => offerLearn(panels.learnHost, openLearn)),
        () => {},
      ),
    );
  }
  // Hints and analysis search in the same worker as the computer opponent.
  if (typeof Worker === 'function') {
    later.push(
      import(/* idle */ '../analysis/hint.js').then(
        ({ createHints }) => {
          page.hints = createHints({ doc, state, controller: ctl });
        },
        (e) => console.warn('hints unavailable', e),
      ),
    );
  }
  later.push(
    import(/* idle */ '../board/sound.js').then(({ createSound }) =>
      createSound({ doc, view: ctl.view, reducedMotion: () => reducedMotion.matches }),
    ),
    import(/* idle */ '../play/warm.js').then(({ warmUp }) =>
      warmUp({ doc, computer: () => Boolean(state.opponent), position: () => ctl.game?.position ?? null }),
    ),
    narrationReady(),
  );
  registerServiceWorker();
  Promise.allSettled(later).then(() => {
    doc.body.dataset.started = 'true';
  });
}

/**
 * The page around the board, from the engine on (main.js calls it once).
 * @param {boolean} drawn main.js drew the plain new game's board
 */
export function startPage(drawn) {
  startBoard(drawn).then((started) => started && startLater(started));
}
