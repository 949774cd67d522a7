// games-screen.js - the Games screen (the header's Games button): every game
// the archive keeps (archive.js), newest first, with who played, the
// variant and size, the result or how far it got, the date and whether it
// is finished; filtered by opponent and by finished or not. A game opens
// where it was left; one can be deleted (and the deletion undone while the
// screen is open); all download as one file of records, and such a file
// (or any record) imports. What the archive could not do (no storage, a
// full storage, damaged entries) is said at the top, before anything else.

import { h } from '../lib/dom.js';
import { t, language, loadWords } from '../i18n/strings.js';
import { laterStyles } from '../lib/later-styles.js';
import { loadRecordsEngine } from '../../engine/engine-records.js';
import { NEAR_FULL, PREFIX, newGameId, sameLine, readMany, writeMany } from './archive.js';
import { savedGames } from './friend.js';
import { load, save } from '../lib/store.js';

/** @typedef {import('../../engine/engine.js').Engine} Engine */
/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('../../engine/engine.js').Result} Result */
/** @typedef {import('../../engine/engine.js').Variant} Variant */
/** @typedef {import('../../engine/engine-records.js').GameRecord} GameRecord */
/** @typedef {import('../../engine/engine-records.js').RecordTree} RecordTree */
/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** Who played a kept game (archive.js KINDS). @typedef {'computer' | 'friend' | 'two' | 'import'} Kind */
/**
 * A kept game, as archive.js checkEntry shapes it: what this screen reads and writes of it.
 * @typedef {{
 *   id: string, pos: string, moves: number[], at: number, kind: Kind, variant: Variant, n: number,
 *   result: Result | null, finished: boolean, started: number, updated: number, side?: Side,
 *   level?: number, name?: string, turn?: Side, score?: number[], tree?: RecordTree,
 * }} Entry
 */
/**
 * A game to keep (archive.js put): an entry whose time of change the archive
 * may set, and whose turn is null once it is over.
 * @typedef {Omit<Entry, 'updated' | 'turn'> & { updated?: number, turn?: Side | null }} EntryDraft
 */
/**
 * A kept game's summary (archive-index.js summaryOf): no moves, `plies` their count.
 * @typedef {Omit<Entry, 'pos' | 'moves' | 'at' | 'tree'> & { plies: number }} Summary
 */
/**
 * What this screen uses of the archive (archive.js createArchive); `problem`
 * is what it could not do, its key a key of strings.js.
 * @typedef {{
 *   summaries(): Summary[], list(): Entry[], get(id: string): Entry | null,
 *   put(entry: EntryDraft): { id: string | null, evicted: string[] }, remove(id: string): void,
 *   takeDropped(): number, problem: { key: string } | null, limit: number,
 * }} Archive
 */
/**
 * What this screen uses of the page's keeper (archive-keep.js keepGames):
 * its archive, flush() (the board's game written now), forget(id) (a game deleted).
 * @typedef {{ archive: Archive, flush(): void, forget(id: string): void }} Keeper
 */

// Records are the records build's (engine-records.js), fetched the first time one is written or read here.
/** @type {Promise<import('../../engine/engine-records.js').RecordsEngine> | null} */
let recordsEngine = null;
const records = () =>
  (recordsEngine ??= loadRecordsEngine().catch((e) => {
    recordsEngine = null; // offline before it was ever fetched: tried again next time
    throw e;
  }));

const FRIENDS_TAKEN = 'hoyito.friendGamesArchived';

// A file of many games: at most this many bytes are read (1,000 games of a few kilobytes, with room).
const MAX_FILE = 16 * 1024 * 1024;

const two = (/** @type {number} */ v) => String(v).padStart(2, '0');
const recordDate = (/** @type {number} */ ms) => {
  const d = new Date(ms);
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
};
const levelName = (/** @type {number | undefined} */ level) =>
  `${t('aiLevel')} ${level}, ${t(/** @type {WordKey} */ (`aiLevel${level}`))}`;
const other = (/** @type {Side} */ side) => (side === 'S' ? 'N' : 'S');

/**
 * Who the game was against, in words.
 * @param {Pick<Summary, 'kind' | 'level' | 'name'>} g
 */
export function opponentText(g) {
  if (g.kind === 'computer') return t('recordComputer', { level: levelName(g.level) });
  if (g.kind === 'friend') return t('gamesVsFriend', { name: g.name || t('friendNoName') });
  return t(g.kind === 'import' ? 'gamesKindImport' : 'gamesKindTwo');
}

/**
 * The variant, the size, and the result or how far the game got.
 * @param {Summary} g
 */
function standingText(g) {
  const shape = `${t('variantName', { variant: g.variant })} · ${t('boardSize', { n: g.n })}`;
  const [a, b] = g.score ?? [0, 0];
  let how;
  if (g.result === 'D') how = t('draw', { a, b });
  else if (g.result) how = t('wins', { player: t(g.result), a: Math.max(a, b), b: Math.min(a, b) });
  else if (g.kind === 'friend' && g.turn) how = t(g.turn === g.side ? 'friendYourTurnShort' : 'friendTheirTurnShort');
  else how = t('gamesMoves', { count: g.plies });
  return `${shape} · ${how.replace(/\.$/, '')}`;
}

/**
 * A record's free-text tags: the date, the computer or the friend on their side.
 * @param {Entry} g
 */
function tagsOf(g) {
  /** @type {Partial<Record<import('../../engine/engine-records.js').RecordTag, string>>} */
  const tags = { date: recordDate(g.started), site: 'Hoyito' };
  const name = (/** @type {Side} */ side, /** @type {string} */ text) => {
    tags[side === 'S' ? 'south' : 'north'] = text;
  };
  if (g.kind === 'computer' && g.side) name(g.side, t('recordComputer', { level: levelName(g.level) }));
  if (g.kind === 'friend' && g.side && g.name) name(other(g.side), g.name);
  return tags;
}

/**
 * The games with friends kept before the archive was (friend.js's list): each once, under its own id.
 * @param {Archive} archive
 * @param {() => Engine} engine
 */
function takeFriendGames(archive, engine) {
  if (load(FRIENDS_TAKEN, false)) return; // once: a game deleted here does not come back
  for (const f of savedGames()) {
    if (!f.moves.length || archive.get(f.id)) continue;
    let start;
    try {
      start = engine().newGame(f.pos);
    } catch {
      continue; // not a position: nothing to keep
    }
    const { variant, n } = start.snapshot();
    start.free();
    archive.put({
      id: f.id,
      pos: f.pos,
      moves: f.moves,
      at: f.moves.length,
      kind: 'friend',
      side: f.side,
      name: f.name,
      turn: f.turn,
      variant,
      n,
      result: f.result ?? null,
      finished: Boolean(f.result),
      started: f.updated,
      updated: f.updated,
    });
  }
  save(FRIENDS_TAKEN, true);
}

/**
 * A game read from a record, as an entry (its result and size from the engine's position).
 * @param {() => Engine} engine
 * @param {GameRecord} got
 * @param {number} stamp
 * @returns {EntryDraft}
 */
function entryOf(engine, got, stamp) {
  const game = engine().newGame(got.position);
  try {
    const s = game.snapshot();
    const dated = /^(\d{4})\.(\d\d)\.(\d\d)$/.exec(got.tags?.date ?? '');
    const started = dated ? new Date(+dated[1], +dated[2] - 1, +dated[3], 12).getTime() : stamp;
    return {
      id: newGameId(),
      pos: got.start,
      moves: got.moves,
      at: got.moves.length,
      kind: 'import',
      variant: s.variant,
      n: s.n,
      result: s.result ?? null,
      finished: Boolean(s.result),
      score: s.captured.slice(0, 2),
      turn: s.turn,
      started: Number.isFinite(started) && started > 0 ? started : stamp,
      updated: stamp,
      ...(got.tree ? { tree: got.tree } : {}),
    };
  } finally {
    game.free();
  }
}

/**
 * The Games screen over `keeper` (archive-keep.js: its archive, and the
 * board's game written before the list is read). `engine()` is the page's
 * engine; `openEntry(entry)` opens a kept game on the board and returns
 * null, or the error when its moves do not play. Returns { open(), refresh() }.
 * @param {{ doc: Document, keeper: Keeper, engine: () => Engine, openEntry: (entry: Entry) => unknown }} options
 */
export function createGamesScreen({ doc, keeper, engine, openEntry }) {
  const { archive } = keeper;
  /** @type {HTMLDialogElement | null} */
  let dialog = null;
  // The screen's parts, made by build() at the first open(), before anything reads them.
  /** @type {HTMLUListElement} */
  let list;
  /** @type {HTMLParagraphElement} */
  let warning;
  /** @type {HTMLParagraphElement} */
  let count;
  /** @type {HTMLParagraphElement} */
  let status;
  /** @type {HTMLSelectElement} */
  let kindFilter;
  /** @type {HTMLSelectElement} */
  let stateFilter;
  /** @type {HTMLInputElement} */
  let fileInput;
  let dropped = 0; // damaged entries removed, said until the screen closes
  // Each game's row as last drawn, by id with what it was drawn from: a redraw
  // (a filter changed, another tab) makes only the rows whose game changed.
  /** @type {Map<string, { sig: string, li: HTMLLIElement | null }>} */
  let rowsDrawn = new Map();

  /**
   * The status line: `text`, said as a fault when `bad`, with an Undo button running `undo`.
   * @param {string} text
   * @param {{ bad?: boolean, undo?: (() => void) | null }} [how]
   */
  function say(text, { bad = false, undo = null } = {}) {
    status.textContent = text;
    status.classList.toggle('bad', bad);
    if (undo) status.append(' ', h('button', { type: 'button', id: 'games-undo', onclick: undo }, t('gamesUndo')));
  }

  /**
   * The faults first: the screen says what will happen before it does.
   * @param {number} total games kept
   */
  function warnings(total) {
    const lines = [];
    if (archive.problem) lines.push(t(/** @type {WordKey} */ (archive.problem.key))); // archive.js's keys are words
    if (dropped) lines.push(t('gamesDropped', { count: dropped }));
    if (total >= NEAR_FULL) lines.push(t('gamesNearFull', { limit: archive.limit.toLocaleString(language()) }));
    warning.textContent = '';
    for (const line of lines) warning.append(h('span', {}, line));
    warning.hidden = !lines.length;
  }

  // The list reads the archive's index (one key), not every game's entry.
  function render() {
    const games = archive.summaries();
    dropped += archive.takeDropped();
    warnings(games.length);
    count.textContent = t('gamesCount', { count: games.length, limit: archive.limit.toLocaleString(language()) });
    const kind = kindFilter.value;
    const shown = games.filter(
      (g) =>
        (kind === 'all' || g.kind === kind) &&
        (stateFilter.value === 'all' || (stateFilter.value === 'finished') === g.finished),
    );
    const when = {
      moment: new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }),
      day: new Intl.DateTimeFormat(language(), { dateStyle: 'medium' }),
    };
    /** @type {typeof rowsDrawn} */
    const drawn = new Map();
    const lang = language();
    for (const g of games) {
      const sig = `${lang}|${JSON.stringify(g)}`;
      const was = rowsDrawn.get(g.id);
      drawn.set(g.id, was?.sig === sig ? was : { sig, li: null });
    }
    rowsDrawn = drawn;
    list.replaceChildren(
      ...shown.map((g) => {
        const r = /** @type {{ sig: string, li: HTMLLIElement | null }} */ (drawn.get(g.id)); // every game has its row
        r.li ??= row(g, when);
        return r.li;
      }),
    );
    if (!shown.length)
      list.append(h('li', { class: 'games-empty', id: 'games-empty' }, t(games.length ? 'gamesNoMatch' : 'gamesNone')));
    return games;
  }

  /**
   * @param {Summary} g
   * @param {{ moment: Intl.DateTimeFormat, day: Intl.DateTimeFormat }} when
   */
  function row(g, when) {
    const mark = g.finished ? 'gamesMarkFinished' : 'gamesMarkOpen';
    // An imported game's own day (its record's Date tag), not the moment it was imported.
    const date = g.kind === 'import' ? g.started : g.updated;
    const dateText = (g.kind === 'import' ? when.day : when.moment).format(date);
    return h(
      'li',
      { class: 'games-item', 'data-game': g.id, 'data-finished': String(g.finished) },
      h(
        'button',
        { type: 'button', class: 'games-open', onclick: () => openGame(g) },
        h('span', { class: `games-mark ${g.finished ? 'done' : 'open'}` }, t(mark)),
        h('span', { class: 'games-who' }, opponentText(g)),
        h('span', { class: 'games-what' }, standingText(g)),
        h('time', { class: 'games-when', datetime: new Date(date).toISOString() }, dateText),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'games-delete',
          'aria-label': `${t('gamesDelete')}: ${opponentText(g)}, ${dateText}`,
          onclick: () => remove(g),
        },
        t('gamesDelete'),
      ),
    );
  }

  /** @param {Summary} g */
  function openGame(g) {
    const entry = archive.get(g.id);
    const failed = entry ? openEntry(entry) : 'gone';
    if (!failed) {
      dialog?.close();
      return;
    }
    archive.remove(g.id);
    render();
    say(t('gamesBadGame'), { bad: true });
  }

  /** @param {Summary} g */
  function remove(g) {
    const entry = archive.get(g.id); // the whole game, for Undo
    archive.remove(g.id);
    keeper.forget(g.id);
    render();
    say(t('gamesDeleted'), {
      undo: () => {
        if (entry) archive.put(entry);
        render();
        say('');
      },
    });
  }

  /** @param {string} text */
  function download(text) {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const d = new Date();
    const a = h('a', {
      href: url,
      download: `hoyito-games-${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}.hgr`,
      hidden: true,
    });
    doc.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  /** Every game kept, oldest first, as one file of records; a game that does not replay is removed and said. */
  async function downloadAll() {
    keeper.flush();
    const games = archive.list().reverse();
    /** @type {{ text: string, failed: string[] }} archive.js writeMany's */
    let written;
    try {
      written = writeMany(await records(), games, tagsOf);
    } catch (e) {
      say(t('partLoadFailed'), { bad: true });
      console.warn('hoyito: no records engine', e);
      return null;
    }
    for (const id of written.failed) archive.remove(id);
    if (written.failed.length) render();
    const done = [t('gamesDownloaded', { count: games.length - written.failed.length })];
    if (written.failed.length) done.push(t('gamesWriteFailed', { count: written.failed.length }));
    say(done.join(' '), { bad: written.failed.length > 0 });
    if (written.text) download(written.text);
    return written.text;
  }

  /**
   * A file of records (one game or many): each game read kept, each one that is not named.
   * @param {string | Uint8Array} text
   */
  async function importText(text) {
    /** @type {ReturnType<import('../../engine/engine-records.js').RecordsEngine['readRecords']>} archive.js readMany's */
    let read;
    try {
      read = readMany(await records(), text);
    } catch (e) {
      say(t('partLoadFailed'), { bad: true });
      console.warn('hoyito: no records engine', e);
      return;
    }
    const kept = archive.list();
    let added = 0;
    let already = 0;
    let evicted = 0;
    const stamp = Date.now();
    read.games.forEach((got, k) => {
      const line = { pos: got.start, moves: got.moves };
      if (kept.some((g) => g.moves.length === got.moves.length && sameLine(g, line))) {
        already++;
        return;
      }
      const put = archive.put(entryOf(engine, got, stamp - k)); // the file's order, first game on top
      evicted += put.evicted.length;
      if (put.id) added++;
    });
    render();
    const parts = [t('gamesImported', { count: added })];
    if (already) parts.push(t('gamesAlready', { count: already }));
    if (evicted) parts.push(t('gamesEvicted', { count: evicted }));
    for (const e of read.errors.slice(0, 3))
      parts.push(
        t('gamesImportBad', {
          game: e.game,
          line: e.line,
          message: e.message.replace(/^line \d+: /, '').replace(/\.$/, ''),
        }),
      );
    if (!read.games.length && !read.errors.length) parts.splice(0, parts.length, t('gamesImportNone'));
    say(parts.join(' '), { bad: read.errors.length > 0 || !read.games.length });
  }

  /** @param {File} file */
  async function importFile(file) {
    if (file.size > MAX_FILE) {
      say(
        t('gamesFileTooBig', { size: file.size.toLocaleString(language()), max: MAX_FILE.toLocaleString(language()) }),
        { bad: true },
      );
      return;
    }
    await importText(await file.text());
  }

  /**
   * A filter: its select (first) and its label holding it.
   * @param {string} id
   * @param {WordKey} labelKey
   * @param {[string, WordKey][]} options value and words of each option
   * @returns {[HTMLSelectElement, HTMLLabelElement]}
   */
  function choice(id, labelKey, options) {
    const select = h(
      'select',
      { id, onchange: render },
      options.map(([value, key]) => h('option', { value, 'data-g': key }, t(key))),
    );
    return [select, h('label', { class: 'games-filter' }, h('span', { 'data-g': labelKey }, t(labelKey)), select)];
  }

  /** The screen, made and added to the page (its parts into the variables above). */
  function build() {
    /**
     * @param {string} id
     * @param {WordKey} key
     * @param {() => unknown} onclick
     * @param {string} [cls]
     */
    const act = (id, key, onclick, cls) =>
      h('button', { type: 'button', id, class: cls, 'data-g': key, onclick }, t(key));
    /** @type {HTMLLabelElement} */
    let kindLabel;
    /** @type {HTMLLabelElement} */
    let stateLabel;
    [kindFilter, kindLabel] = choice('games-kind', 'gamesFilterKind', [
      ['all', 'gamesKindAll'],
      ['computer', 'gamesKindComputer'],
      ['friend', 'gamesKindFriend'],
      ['two', 'gamesKindTwo'],
      ['import', 'gamesKindImport'],
    ]);
    [stateFilter, stateLabel] = choice('games-state', 'gamesFilterState', [
      ['all', 'gamesStateAll'],
      ['open', 'gamesStateOpen'],
      ['finished', 'gamesStateFinished'],
    ]);
    fileInput = h('input', {
      type: 'file',
      id: 'games-file',
      accept: '.hgr,.txt,text/plain',
      class: 'visually-hidden',
      tabindex: '-1',
      'aria-labelledby': 'games-import', // the button that opens it names it
      onchange: () => {
        const [file] = fileInput.files ?? [];
        fileInput.value = '';
        if (file) importFile(file);
      },
    });
    warning = h('p', { class: 'games-warning', id: 'games-warning', role: 'alert', hidden: true });
    count = h('p', { class: 'games-count', id: 'games-count' });
    list = h('ul', { class: 'games-list', id: 'games-list' });
    status = h('p', { class: 'tools-status', id: 'games-status', role: 'status' });
    /** @type {HTMLDialogElement} */
    const built = h(
      'dialog',
      { id: 'games-dialog', class: 'game-tools games-screen', 'aria-labelledby': 'games-title' },
      h(
        'div',
        { class: 'rules-head' },
        h('h2', { id: 'games-title', 'data-g': 'gamesTitle' }, t('gamesTitle')),
        act('games-close', 'close', () => built.close()),
      ),
      warning,
      count,
      h('div', { class: 'games-filters' }, kindLabel, stateLabel),
      list,
      h(
        'div',
        { class: 'tools-row' },
        act('games-download', 'gamesDownloadAll', downloadAll, 'primary'),
        act('games-import', 'gamesImport', () => fileInput.click()),
        fileInput,
      ),
      status,
    );
    built.addEventListener('close', () => {
      dropped = 0;
    });
    doc.body.appendChild(built);
    // Another tab kept or deleted a game: the list follows.
    addEventListener('storage', (ev) => {
      if (built.open && (ev.key === null || ev.key.startsWith(PREFIX))) render();
    });
    return built;
  }

  async function open() {
    records().catch(() => {
      /* said when a record is written or read */
    });
    await Promise.all([loadWords('more'), loadWords('review'), laterStyles(doc)]);
    keeper.flush(); // the game on the board is in the list as it is now
    takeFriendGames(archive, engine);
    for (const d of /** @type {NodeListOf<HTMLDialogElement>} */ (doc.querySelectorAll('dialog[open]'))) d.close();
    dialog ??= build();
    refreshWords();
    say('');
    render();
    dialog.showModal();
  }

  function refreshWords() {
    // data-g holds the key of the element's words (build()).
    for (const el of dialog?.querySelectorAll('[data-g]') ?? [])
      el.textContent = t(/** @type {WordKey} */ (/** @type {HTMLElement} */ (el).dataset.g));
  }

  /** Words again in the language in use. */
  async function refresh() {
    if (!dialog) return;
    await Promise.all([loadWords('more'), loadWords('review')]);
    refreshWords();
    if (dialog.open) render();
  }

  return { open, refresh, importText, downloadAll };
}
