// embed-board.js - the board alone, for other websites: the board of
// embed.html (embed.js, in a frame) and of <hoyito-board> mounted in the
// page itself (board-element.js, in its shadow root). What it shows comes
// from a fragment in the share-link scheme of link.js:
//
//   pos=<position>&moves=3.4.1&at=2&mode=play|view|replay
//   &ai-level=1..7&ai-side=S|N&speed=slow|normal|fast|instant
//   &orientation=auto|horizontal|vertical
//   mode=learn[&lesson=ID|&puzzle[=ID]]   the lessons or a puzzle
//   &lang=es|en|fr|pt|pl|it               in any mode: the words' language
//
// play: the board can be played (undo/redo under it); view: the position,
// read-only; replay: the moves, step by step or played back. It never writes
// the host's history or storage. It tells whoever mounted it what happens
// with tell(type, detail): 'ready' | 'move' | 'gameover', and 'shape' ({ n }:
// the holes a row, which <hoyito-board> sizes itself by).

import { createState, moving } from '../board/state.js';
import { renderPanel, messageText } from '../board/render.js';
import { bindControls } from '../board/controls.js';
import { chooseLanguage, setLanguage, language, loadWords, applyStrings, t } from '../i18n/strings.js';
import { speak, announcer } from '../board/speech.js';
import { describeBoard, describeScore, narrate } from '../board/narration.js';
import { createController } from '../play/controller.js';
import { readLink, writeLink, MAX_LINK, readScreenLink } from '../play/link.js';
import { sharedAi } from '../../engine/ai.js';
import { loadEngine } from '../../engine/engine.js';

/** @typedef {import('../../engine/engine.js').Engine} Engine */

// The language key only says which words to show (the caller's language()
// reads it): what the board shows is read from the rest, whatever the mode.
const LANG_FIELD = /^lang(?:=|$)/;
/** @param {string} text */
function withoutLanguage(text) {
  return text
    .split('&')
    .filter((part) => !LANG_FIELD.test(part))
    .join('&');
}

/**
 * Mounts the board in `doc` (a document or a shadow root's scope, holding
 * embed.html's markup): `fragment()` says what to show, `tell` hears what
 * happens, `language()` the language asked for (else `saved`, else the
 * browser's), `fullPage` whether "Open in Hoyito" links to a hosted page
 * (index.html next to embed.html). Resolves to { open }: open() shows the
 * fragment again (after it changed).
 * @param {{
 *   doc: Document,
 *   fragment: () => string,
 *   tell: (type: string, detail: unknown) => void,
 *   language?: () => string | null,
 *   saved?: string | null,
 *   fullPage?: boolean,
 * }} options
 * @returns {Promise<{ open: () => Promise<void> }>}
 */
export function mountBoard({ doc, fragment, tell, language: asked = () => null, saved = null, fullPage = true }) {
  const state = createState();
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (doc.getElementById(id));
  const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));
  const asks = () => withoutLanguage(fragment());
  // "Open in Hoyito" keeps a language the board was asked for (index.html reads ?lang=).
  const fullPageAddress = (/** @type {string} */ hash) => `index.html${asked() ? `?lang=${language()}` : ''}#${hash}`;

  /** @type {Engine | null} */
  let engine = null;
  let mode = 'play';
  let playing = false; // replay: the moves are being played back
  let reopen = false; // the fragment changed during an animation: open it once the move is shown
  /** @type {{ player: string, move: number, position: string, ply: number } | null} */
  let shown = null; // the move being shown: told to the host page once it has been
  let opened = 0; // counts the fragments opened: one that waited for its words gives way to a later one

  const ctl = createController({ doc, state, reducedMotion: () => reducedMotion.matches });
  narrate(ctl, doc);
  ctl.addEventListener('position', (event) => {
    const { how, move, snapshot } = /** @type {CustomEvent} */ (event).detail;
    shown =
      move && how !== 'undo'
        ? { player: move.player, move: move.move, position: snapshot.position, ply: snapshot.ply }
        : null;
    updateBar();
  });
  ctl.addEventListener('busy', (event) => {
    if (/** @type {CustomEvent} */ (event).detail.busy || !shown) return;
    const { ply } = shown;
    tell('move', { ...shown, moves: ctl.line().moves.slice(0, ply) });
    shown = null;
    updateBar();
    if (reopen) open();
  });
  ctl.addEventListener('over', (event) => {
    const { result, score, endReason, position } = /** @type {CustomEvent} */ (event).detail;
    tell('gameover', { result, score, reason: endReason, position });
    updateBar();
  });

  function updateBar() {
    if (mode === 'learn') {
      if (fullPage) /** @type {HTMLAnchorElement} */ ($('open-full')).href = fullPageAddress(asks()); // the page reads mode=learn links too
      return;
    }
    const line = ctl.line();
    const link = writeLink(line);
    if (fullPage)
      /** @type {HTMLAnchorElement} */ ($('open-full')).href = fullPageAddress(
        link.length <= MAX_LINK ? link : writeLink({ pos: state.position }),
      );
    if (mode !== 'replay') return;
    $('replay-count').textContent = t('replayCount', { ply: line.at, total: line.moves.length });
    const busy = state.busy;
    button('replay-first').disabled = busy || line.at === 0;
    button('replay-back').disabled = busy || line.at === 0;
    button('replay-forward').disabled = busy || line.at === line.moves.length;
    button('replay-last').disabled = busy || line.at === line.moves.length;
    button('replay-play').disabled = line.at === line.moves.length && !playing;
    $('replay-play').classList.toggle('playing', playing);
    $('replay-play').setAttribute('aria-label', t(playing ? 'replayPause' : 'replayPlay'));
  }

  async function playBack() {
    if (playing) {
      playing = false;
      updateBar();
      return;
    }
    playing = true;
    updateBar();
    // data-stepping: the play-back is under way, its pause between moves too (tests wait for its end).
    $('replay-play').dataset.stepping = 'true';
    while (playing && ctl.snapshot().canRedo) {
      await ctl.redo();
      updateBar();
      if (playing && ctl.snapshot().canRedo)
        await new Promise((r) => setTimeout(r, state.speed === 'instant' ? 150 : 600));
    }
    playing = false;
    updateBar();
    delete $('replay-play').dataset.stepping;
  }

  /** Opens what the fragment asks for; a bad link shows its problem over a normal game. */
  async function open() {
    const serial = ++opened;
    reopen = false;
    playing = false;
    const screen = readScreenLink(`#${asks()}`);
    if (screen) {
      openLearn(screen);
      return;
    }
    const { link, error } = readLink(`#${asks()}`);
    /** @type {Partial<import('../play/link.js').Link>} */
    const options = link ?? {};
    mode = options.mode ?? 'play';
    ctl.setReadOnly(mode !== 'play');
    state.orientation = options.orientation ?? 'auto';
    if (options.speed) state.speed = options.speed;
    $('play-controls').hidden = mode !== 'play';
    $('replay-controls').hidden = mode !== 'replay';
    let problem = error ?? null;
    // A game against the computer: ai-level and/or ai-side, in play mode.
    const opponent =
      link && mode === 'play' && (link.aiLevel || link.aiSide) ? { level: link.aiLevel, side: link.aiSide } : null;
    // A link's problem is said in words the board alone does without: loaded
    // before the board is shown, so that it never shows without them.
    if (error || link?.warnings.length) {
      await loadWords('more');
      if (serial !== opened) return;
    }
    if (link) problem = ctl.openGameLine(link, { opponent });
    if (!link || problem) ctl.startGame(/** @type {Engine} */ (engine).startPosition(), { opponent });
    if (!problem && link?.warnings.length) problem = link.warnings[0];
    if (problem) {
      await loadWords('more'); // a position the engine refused (at once when already loaded)
      if (serial !== opened) return;
    }
    ctl.announce(problem);
    updateBar();
    tell('shape', { n: state.n }); // <hoyito-board> sizes itself for the board's rows
    tell('ready', { position: state.position, error: problem ? messageText(problem) : null });
  }

  // mode=learn: the lessons or a puzzle (learn.js, loaded when asked for).
  /** @type {Promise<ReturnType<typeof import('../learn/learn.js').createLearn>> | null} */
  let learn = null;
  /** @param {{ screen: 'learn' | 'puzzle', id: string | null }} where what readScreenLink read */
  async function openLearn(where) {
    mode = 'learn';
    ctl.setReadOnly(false);
    $('play-controls').hidden = true;
    $('replay-controls').hidden = true;
    learn ??= import('../learn/learn.js').then(({ createLearn }) =>
      createLearn({
        doc,
        state,
        ctl,
        speak: (/** @type {string} */ text) => speak(doc, text),
        pushHash() {},
        embedded: true,
      }),
    );
    await (await learn).open(where);
    updateBar();
    tell('shape', { n: state.n });
    tell('ready', { position: state.position, error: null });
  }

  function boardNow() {
    return ctl.game ? ctl.snapshot() : state;
  }

  async function main() {
    const engineReady = loadEngine();
    engineReady.catch(() => {
      /* shown below */
    });
    announcer(doc);
    if (!fullPage) $('open-full').remove();
    await setLanguage(
      chooseLanguage({
        link: asked(),
        saved,
        browser: navigator.languages || [navigator.language],
      }),
    );
    applyStrings(doc);
    state.speed = reducedMotion.matches ? 'fast' : 'normal';
    bindControls(
      doc,
      state,
      {
        play: ctl.play,
        undo: ctl.undo,
        redo: ctl.redo,
        skip: ctl.skip,
        setSpeed: ctl.setSpeed,
        focusHole: ctl.focusHole,
        openNew() {},
        openRules() {},
        openShare() {},
        sayBoard: () => speak(doc, describeBoard(boardNow())),
        sayScore: () => speak(doc, describeScore(boardNow())),
      },
      ctl.view,
    );
    $('replay-first').addEventListener('click', () => ctl.goto(0));
    $('replay-back').addEventListener('click', () => ctl.goto(ctl.line().at - 1));
    $('replay-forward').addEventListener('click', () => ctl.redo());
    $('replay-last').addEventListener('click', () => ctl.goto(ctl.line().moves.length));
    $('replay-play').addEventListener('click', playBack);
    renderPanel(doc, state);
    if (!(await ctl.attachWhenReady(engineReady))) return;
    engine = /** @type {Engine} */ (ctl.engine);
    // The element removed from its page (or the page left): no search outlives the board.
    window.addEventListener('pagehide', () => sharedAi().dispose());
    await open();
    new ResizeObserver((entries) => {
      const { width, height } = entries[entries.length - 1].contentRect;
      ctl.resize(width, height);
    }).observe($('board-wrap'));
    performance.mark('hoyito-ready');
  }

  /** Shows the fragment again, in the language it asks for; a move being shown ends first. */
  async function reopenFragment() {
    if (!state.ready) return;
    const wanted = asked();
    if (wanted && wanted !== language()) {
      await setLanguage(wanted);
      applyStrings(doc);
    }
    if (!moving(state)) open();
    else {
      reopen = true;
      ctl.skip();
    }
  }

  return main().then(() => ({ open: reopenFragment }));
}
