// game-panel.js - the Game panel (loaded when first wanted: page/panels.js): the current
// game as a record (download, copy), a record brought in (pasted, opened or
// dropped anywhere on the page), and the position as a picture (picture.js).
// Records are written and read by the engine (engine.js writeRecord /
// readRecord, C's include/hoyito_record.h); an imported record opens through
// the controller like a link (the panel closes on the game), and a bad one
// changes nothing on the board and keeps the panel open, saying what is wrong.
// The review (review.js) starts from here: on demand, and when a game ends.

import { h, copyText } from '../lib/dom.js';
import { t, loadWords } from '../i18n/strings.js';
import { MAX_RECORD } from '../../engine/gen/abi.js';
import { loadRecordsEngine } from '../../engine/engine-records.js';
import { laterStyles } from '../lib/later-styles.js';
import { readTree, size } from '../play/tree.js';
import { speak } from '../board/speech.js';
import { moving } from '../board/state.js';

/** @typedef {import('../play/tree.js').TreeNode} TreeNode */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** @typedef {import('../../engine/engine-records.js').RecordsEngine} RecordsEngine */
/** The game's line on the board (controller line()). @typedef {{ pos: string, moves: number[], at: number }} Line */
/** A record the engine could not read: its sentence, and the line of the record it is about. @typedef {Error & { line?: number }} RecordError */

// Whether the tree below `node` holds more than its main line's moves: a
// variation or a comment, which only a record of the tree keeps (walked
// without recursion).
/** @param {TreeNode} node */
function holdsMore(node) {
  for (const stack = [node]; stack.length; ) {
    const at = /** @type {TreeNode} */ (stack.pop()); // not empty
    if (at.children.length > 1 || at.comment) return true;
    stack.push(...at.children);
  }
  return false;
}

// Records are read and written by a build of the engine of their own
// (engine-records.js loadRecordsEngine), fetched the first time a record is: the page's
// engine, loaded before the board is playable, stays without them.
/** @type {Promise<RecordsEngine> | null} */
let recordsEngine = null;
const records = () =>
  (recordsEngine ??= loadRecordsEngine().catch((e) => {
    recordsEngine = null; // offline before it was ever fetched: try again next time
    throw e;
  }));

/** Today as a record's Date tag, "2026.12.01" (PGN's form). */
function recordDate(now = new Date()) {
  const two = (/** @type {number} */ v) => String(v).padStart(2, '0');
  return `${now.getFullYear()}.${two(now.getMonth() + 1)}.${two(now.getDate())}`;
}

/**
 * The Game panel of the page: `controller` is the board's (controller.js),
 * `state` its state; `engine()` the page's engine. `onOpen` (optional)
 * tells the page a record was opened; `keptReview(line)` (optional)
 * resolves to the archive's review of the line's first moves, or null
 * (review.js `kept`). Returns { open(), refresh(),
 * importRecord(text | bytes), exportRecord(), startReview(), review }.
 * @param {{
 *   doc: Document, state: import('./friend-end.js').FriendState, controller: import('./archive-keep.js').Controller,
 *   engine: () => import('../../engine/engine.js').Engine | null, onOpen?: () => void,
 *   keptReview?: (line: Line) => Promise<import('../analysis/review.js').KeptReview | null>,
 * }} options
 */
export function createGamePanel({ doc, state, controller, engine, onOpen = () => {}, keptReview }) {
  // The panel's elements, made by build() before anything reads them.
  /** @type {HTMLDialogElement | null} */
  let dialog = null;
  /** @type {HTMLElement | null} */
  let status = null;
  /** @type {HTMLTextAreaElement | null} */
  let paste = null;
  /** @type {HTMLInputElement | null} */
  let fileInput = null;
  /** @type {ReturnType<typeof import('../analysis/review.js').createReview> | null} */
  let review = null; // review.js's panel, loaded on first use

  /** The free-text tags of the game on the board: names (the computer's level), the date. */
  function tags() {
    const names = { south: '', north: '' };
    const o = state.opponent;
    if (o) {
      const level = `${t('aiLevel')} ${o.level}, ${t(/** @type {WordKey} */ (`aiLevel${o.level}`))}`;
      for (const side of o.side === 'both' ? ['S', 'N'] : [o.side]) {
        names[side === 'S' ? 'south' : 'north'] = t('recordComputer', { level });
      }
    }
    return { ...names, date: recordDate(), site: 'Hoyito' };
  }

  /** The record of the whole game on the board (the moves that can be redone too), with its variations and comments. */
  async function exportRecord() {
    const { pos, moves } = controller.line();
    const tagged = tags();
    const root = controller.tree?.();
    const engine = await records();
    return root && holdsMore(root)
      ? engine.writeRecord({ start: pos, tree: root, tags: tagged })
      : engine.writeRecord({ start: pos, moves, tags: tagged });
  }

  /**
   * @param {string} text
   * @param {boolean} [bad]
   */
  function say(text, bad = false) {
    if (!status) return;
    status.textContent = text;
    status.classList.toggle('bad', bad);
  }

  /** @param {string} ext */
  function fileName(ext) {
    const d = new Date();
    const two = (/** @type {number} */ v) => String(v).padStart(2, '0');
    return `hoyito-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}.${ext}`;
  }

  /**
   * @param {Blob} blob
   * @param {string} name
   */
  function download(blob, name) {
    const url = URL.createObjectURL(blob);
    const a = h('a', { href: url, download: name, hidden: true });
    doc.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  /**
   * Opens a record (text or a file's bytes) as the game on the board, every
   * move played, for two people. Returns true, or false after saying what
   * is wrong (the line and the fault); the game on the board is then as it was.
   * @param {string | Uint8Array} input
   */
  async function importRecord(input) {
    await Promise.all([loadWords('review'), laterStyles(doc)]);
    if (!engine()) return false;
    if (moving(state)) {
      // a move on its way: shown at once, then the record opens
      controller.skip();
      await controller.idle();
    }
    let got;
    try {
      got = (await records()).readRecord(input);
    } catch (e) {
      build();
      // The engine's message begins "line K: "; the line is said in the page's language.
      const message = String(/** @type {RecordError} */ (e).message)
        .replace(/^line \d+: /, '')
        .replace(/\.$/, '');
      const { line } = /** @type {RecordError} */ (e);
      say(line ? t('recordBadLine', { line, message }) : t('recordBad', { message }), true);
      if (!(/** @type {HTMLDialogElement} */ (dialog).open)) /** @type {HTMLDialogElement} */ (dialog).showModal();
      return false;
    }
    const { root: tree = null } = got.tree ? readTree(got.tree) : {}; // too big a tree: the main line alone
    const failed = controller.openGameLine(
      { pos: got.start, moves: got.moves, at: got.moves.length },
      { opponent: null, cause: 'record', tree },
    );
    if (failed) {
      // cannot happen for a record the engine read; said all the same
      say(t('recordBad', { message: failed.key }), true);
      return false;
    }
    onOpen();
    build();
    // The moves of its variations are said too: the list shows them, the count alone would not.
    const more = tree ? size(tree) - 1 - got.moves.length : 0;
    const count = got.moves.length;
    const done = more > 0 ? t('recordImportedMore', { count, more }) : t('recordImported', { count });
    say(done);
    // Done: the imported game is what the player wants to see, not the panel (a failure keeps it open).
    if (/** @type {HTMLDialogElement} */ (dialog).open) /** @type {HTMLDialogElement} */ (dialog).close();
    speak(doc, done);
    return true;
  }

  /**
   * A file given (opened or dropped): its bytes, refused unread when too big for a record.
   * @param {File} file
   */
  async function importFile(file) {
    await Promise.all([loadWords('review'), laterStyles(doc)]);
    if (file.size > MAX_RECORD) {
      build();
      say(t('recordFileTooBig', { size: file.size, max: MAX_RECORD }), true);
      if (!(/** @type {HTMLDialogElement} */ (dialog).open)) /** @type {HTMLDialogElement} */ (dialog).showModal();
      return false;
    }
    return importRecord(new Uint8Array(await file.arrayBuffer()));
  }

  /** @param {'svg' | 'png'} kind */
  async function savePicture(kind) {
    const { pictureSvg, pngOf } = await import('./picture.js');
    const picture = pictureSvg({
      doc,
      state,
      caption: caption(),
      background: getComputedStyle(doc.body).backgroundColor,
    });
    if (kind === 'svg') download(new Blob([picture.text], { type: 'image/svg+xml' }), fileName('svg'));
    else download(await pngOf(picture), fileName('png'));
  }

  /** The picture's caption: variant and size, whose turn (or the result), the score. */
  function caption() {
    const s = controller.snapshot();
    const [a, b] = s.captured;
    let turn;
    if (s.result === 'D') turn = t('draw', { a, b });
    else if (s.result) turn = t('wins', { player: t(s.result), a: Math.max(a, b), b: Math.min(a, b) });
    else turn = t('toMove', { player: t(/** @type {import('../../engine/engine.js').Side} */ (s.turn)) }); // not over: someone's turn
    const score = t('pictureScore', { south: t('S'), north: t('N'), s: a, n: b });
    return `${t('variantName', { variant: s.variant })} ${t('boardSize', { n: s.n })} · ${turn} · ${score}`;
  }

  function build() {
    if (dialog) return;
    status = h('p', { class: 'tools-status', role: 'status', id: 'record-status' });
    paste = h('textarea', { id: 'record-text', rows: 5, spellcheck: 'false', maxlength: MAX_RECORD });
    fileInput = h('input', {
      type: 'file',
      id: 'record-file',
      accept: '.hgr,.txt,text/plain',
      class: 'visually-hidden',
      tabindex: '-1',
      'aria-labelledby': 'record-open', // the button that opens it names it
      onchange: () => {
        const input = /** @type {HTMLInputElement} */ (fileInput);
        const [file] = /** @type {FileList} */ (input.files); // a file input's
        input.value = '';
        if (file) importFile(file);
      },
    });
    /** @type {(id: string, key: WordKey, onclick: () => void, cls?: string) => HTMLButtonElement} */
    const act = (id, key, onclick, cls) =>
      h('button', { type: 'button', id, class: cls, 'data-r': key, onclick }, t(key));
    dialog = h(
      'dialog',
      { id: 'game-dialog', class: 'game-tools', 'aria-labelledby': 'game-title' },
      h(
        'div',
        { class: 'rules-head' },
        h('h2', { id: 'game-title', 'data-r': 'gameTitle' }, t('gameTitle')),
        act('game-close', 'close', () => /** @type {HTMLDialogElement} */ (dialog).close()),
      ),
      h('h3', { 'data-r': 'recordHeading' }, t('recordHeading')),
      h(
        'div',
        { class: 'tools-row' },
        act('record-download', 'recordDownload', async () => {
          download(new Blob([await exportRecord()], { type: 'text/plain' }), fileName('hgr'));
        }),
        act('record-copy', 'recordCopy', async () => {
          const text = await exportRecord();
          const field = /** @type {HTMLTextAreaElement} */ (paste);
          field.value = text;
          say(t((await copyText(text, field)) ? 'recordCopied' : 'recordCopyFailed'));
        }),
      ),
      h('label', { for: 'record-text', 'data-r': 'recordPasteLabel' }, t('recordPasteLabel')),
      paste,
      h(
        'div',
        { class: 'tools-row' },
        act(
          'record-import',
          'recordImport',
          () => importRecord(/** @type {HTMLTextAreaElement} */ (paste).value),
          'primary',
        ),
        act('record-open', 'recordOpenFile', () => /** @type {HTMLInputElement} */ (fileInput).click()),
        fileInput,
      ),
      status,
      h('h3', { 'data-r': 'pictureHeading' }, t('pictureHeading')),
      h(
        'div',
        { class: 'tools-row' },
        act('picture-svg', 'pictureSvg', () => savePicture('svg')),
        act('picture-png', 'picturePng', () => savePicture('png')),
      ),
      h('h3', { 'data-r': 'reviewHeading' }, t('reviewHeading')),
      h(
        'div',
        { class: 'tools-row' },
        act(
          'review-start',
          'review',
          () => {
            /** @type {HTMLDialogElement} */ (dialog).close();
            startReview();
          },
          'primary',
        ),
      ),
    );
    doc.body.appendChild(dialog);
  }

  /** Reviews the game on the board (review.js, loaded on first use). */
  async function startReview() {
    if (!review) {
      const { createReview } = await import('../analysis/review.js');
      // engine(): loaded, the review starts with the board playable (open(), a game's end).
      review ??= createReview({
        doc,
        state,
        controller,
        engine: /** @type {() => import('../../engine/engine.js').Engine} */ (engine),
        kept: keptReview,
      });
    }
    await review.start();
  }

  async function open() {
    if (!state.ready) return;
    records().catch(() => {
      /* said when a record is read or written */
    });
    await Promise.all([loadWords('review'), laterStyles(doc)]);
    for (const d of /** @type {NodeListOf<HTMLDialogElement>} */ (doc.querySelectorAll('dialog[open]'))) d.close();
    build();
    refresh();
    say('');
    /** @type {HTMLDialogElement} */ (dialog).showModal();
  }

  /** Words again in the language in use (after the switch). */
  async function refresh() {
    await loadWords('review');
    for (const el of dialog?.querySelectorAll('[data-r]') ?? [])
      el.textContent = t(/** @type {WordKey} */ (/** @type {HTMLElement} */ (el).dataset.r)); // build()'s words
    review?.refresh();
  }

  return {
    open,
    refresh,
    importRecord,
    importFile,
    exportRecord,
    caption,
    startReview,
    get review() {
      return review;
    },
  };
}
