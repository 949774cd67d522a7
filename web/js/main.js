// main.js - the play page's start-up, up to a playable board: the language,
// the controls and the engine; then, on a page that starts a plain new game
// (start.js plainStart: no link, no saved game, no new-game choice
// kept), that game's board, drawn from the engine before the rest of the page
// is fetched. The rest (page/play.js: the controller, the address, the
// dialogs, the parts around the board) comes right after and starts the same
// game on the same board; a tap, a key or a button used before it arrives is
// kept for it (start.js). A page with a game of its own fetches it with the
// engine, and it opens that game. The rest's words (strings.js 'play') come
// with it.

import { doc, state, view, engineReady, controlActions, plainStart, DEFAULT_START } from './page/start.js';
import { syncFromGame, loadFailed } from './board/state.js';
import { renderBoard, renderPanel, showLoadError, boxShape } from './board/render.js';
import { bindControls } from './board/controls.js';
import { announcer } from './board/speech.js';
import { chooseLanguage, linkLanguage, setLanguage, applyStrings, loadWords, STORE_LANGUAGE } from './i18n/strings.js';
import { load } from './lib/store.js';

/** The language of the first screen: the address's, else the last choice, else the browser's. */
function startLanguage() {
  return setLanguage(
    chooseLanguage({
      link: linkLanguage(),
      saved: load(STORE_LANGUAGE, null),
      browser: navigator.languages || [navigator.language],
    }),
  );
}

// The plain new game's board, from the engine; false when the engine did not load (play.js says so).
async function drawFirstBoard() {
  let engine;
  try {
    engine = await engineReady;
  } catch {
    return false;
  }
  const game = engine.newGame(engine.startPosition(DEFAULT_START));
  syncFromGame(state, game);
  game.free();
  state.ready = true;
  Object.assign(state, boxShape({ doc, state, view }));
  renderBoard(/** @type {SVGSVGElement} */ (/** @type {unknown} */ (doc.getElementById('board'))), state, view);
  renderPanel(doc, state);
  performance.mark('hoyito-ready');
  return true;
}

async function start() {
  const plain = plainStart();
  // A page with a game of its own needs the rest to show it: fetched with the engine.
  const rest = plain ? null : import(/* idle */ './page/play.js');
  rest?.catch(() => {
    /* said below */
  });
  announcer(doc);
  await startLanguage();
  applyStrings(doc);
  bindControls(doc, state, controlActions, view);
  renderPanel(doc, state);
  const drawn = plain && (await drawFirstBoard());
  // The words of the page around the board (strings.js 'play') come with it, after the board.
  const words = loadWords('play');
  try {
    const [{ startPage }] = await Promise.all([rest ?? import(/* idle */ './page/play.js'), words]);
    startPage(drawn);
  } catch (e) {
    loadFailed(state, e);
    showLoadError(doc, state);
  }
}

start();
