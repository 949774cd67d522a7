// link.js - the share-link scheme, read and written. One scheme for the page,
// the iframe embed and the <hoyito-board> element:
//
//   #pos=I:4,4,4,4,4,4/4,4,4,4,4,4:S:0,0&moves=3.5.1&at=2
//
// pos is the position the moves start from (docs/RULES.md notation, which is
// URL-safe as it is), moves the hole numbers played from it, at how many of
// them are on the board (default: all). Embeds add mode, ai-level, ai-side,
// speed and orientation. A game with a friend by link (friend.js) adds
// friend (the game's id), you (the side of whoever opens the link: the one
// to move after the sender's move), from (the sender's name, optional) and
// say (what the sender tells besides a move: one of SAYS) and help=on (engine
// help allowed to both players, chosen when the game was created; absent is
// off, and any other value is ignored with a warning, so off). This file only checks the link's shape (length,
// characters, numbers); whether the position and moves can be played is the
// engine's call (open-line.js). Nothing read here ever goes into HTML:
// errors are { key, values } for strings.js, shown with textContent.

import { LEVELS, MAX_N } from '../../engine/gen/abi.js';
import { SPEEDS } from '../board/state.js';

export const MAX_LINK = 4096;
export const MODES = ['play', 'view', 'replay'];
export const ORIENTATIONS = ['auto', 'horizontal', 'vertical'];
// What a friend's link may tell besides a move (friend-end.js): the sender
// resigns, offers a draw, accepts or declines one, or starts a rematch. A
// value not in this list (a newer page's, or a hostile one) is named in a
// warning and the game opens without it.
export const SAYS = ['resign', 'draw', 'draw-yes', 'draw-no', 'rematch'];

const POSITION_CHARS = /^[A-Za-z0-9:,/;=-]+$/;
const SEPARATOR = /\s*[.,]\s*|\s+/; // one dot or comma (spaces around it allowed), or spaces
// A hole number 1..MAX_N (the engine's bound), longest first so 12 is not read as 1.
const HOLE = Array.from({ length: MAX_N }, (_, i) => MAX_N - i).join('|');
const MOVES = new RegExp(`^(?:${HOLE})(?:(?:\\s*[.,]\\s*|\\s+)(?:${HOLE}))*$`);

/**
 * What a link says is wrong or was ignored, for strings.js t(key, values).
 * @typedef {{ key: import('../i18n/strings.js').WordKey, values: Record<string, unknown> }} LinkMessage
 */
/**
 * A game with a friend by link: the game's id, the side of whoever opens the
 * link, the sender's name, what the sender tells, engine help allowed.
 * @typedef {{ id: string, you: string, from?: string, say?: string, help?: boolean }} LinkFriend
 */
/**
 * The fields of a link (writeLink's; readLink's link has moves, at and warnings).
 * @typedef {{
 *   pos: string, moves?: number[], at?: number, mode?: string, aiLevel?: number, aiSide?: string,
 *   speed?: string, orientation?: string, friend?: LinkFriend,
 * }} LinkFields
 */
/** @typedef {LinkFields & { moves: number[], at: number, warnings: LinkMessage[] }} Link */

/**
 * A value cut short for a message, e.g. 'abc…'.
 * @param {unknown} text
 */
function clip(text, max = 40) {
  const s = String(text);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/**
 * Hole numbers from '3.5.1' (also commas or spaces); null if not such a list.
 * @param {string | null | undefined} text
 * @returns {number[] | null}
 */
export function parseMoves(text) {
  const s = String(text ?? '').trim();
  if (s === '') return [];
  if (!MOVES.test(s)) return null;
  return s.split(SEPARATOR).map(Number);
}

/**
 * Reads a fragment ('#pos=...&moves=...') or the same text without '#'.
 * Returns { link: null } when it is not a Hoyito link at all (an empty or
 * unrelated fragment), { link } when its shape is right, or { error } naming
 * the first thing wrong. `link.warnings` lists options that were ignored.
 * @param {string} hash
 * @returns {{ link: Link, error?: undefined } | { link: null, error?: undefined } | { error: LinkMessage, link?: undefined }}
 */
export function readLink(hash) {
  let text = String(hash ?? '');
  if (text.startsWith('#')) text = text.slice(1);
  if (text === '') return { link: null };
  if (text.length > MAX_LINK) return { error: { key: 'linkTooLong', values: { length: text.length, max: MAX_LINK } } };
  /** @type {Map<string, string>} */
  const fields = new Map();
  for (const part of text.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    let value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      value = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return { error: { key: 'linkEncoding', values: { field: clip(name, 20) } } };
    }
    if (!fields.has(name)) fields.set(name, value);
  }
  const known = [
    'pos',
    'moves',
    'at',
    'mode',
    'ai-level',
    'ai-side',
    'speed',
    'orientation',
    'friend',
    'you',
    'from',
    'say',
  ];
  if (![...fields.keys()].some((k) => known.includes(k))) return { link: null };
  if (!fields.has('pos') || fields.get('pos') === '') return { error: { key: 'linkNoPosition', values: {} } };

  const pos = /** @type {string} */ (fields.get('pos'));
  if (!POSITION_CHARS.test(pos)) {
    const bad = [...new Set(pos.replace(/[A-Za-z0-9:,/;=-]/g, ''))].join('');
    return { error: { key: 'linkChars', values: { chars: clip(bad, 12) } } };
  }
  const moves = parseMoves(fields.get('moves'));
  if (moves === null) return { error: { key: 'linkMoves', values: { text: clip(fields.get('moves')) } } };
  let at = null;
  if (fields.has('at')) {
    const a = /** @type {string} */ (fields.get('at'));
    if (!/^\d{1,5}$/.test(a) || Number(a) > moves.length) {
      return { error: { key: 'linkAt', values: { text: clip(a, 12), max: moves.length } } };
    }
    at = Number(a);
  }

  /** @type {Link} */
  const link = { pos, moves, at: at ?? moves.length, warnings: [] };
  /**
   * A field's value, when `ok` takes it (made by `convert`); else none, named in a warning.
   * @template [T=string]
   * @param {string} name
   * @param {(v: string) => unknown} ok
   * @param {(v: string) => T} [convert]
   * @returns {T | undefined}
   */
  const option = (name, ok, convert = (v) => /** @type {T} */ (/** @type {unknown} */ (v))) => {
    if (!fields.has(name)) return undefined;
    const v = /** @type {string} */ (fields.get(name));
    if (ok(v)) return convert(v);
    link.warnings.push({ key: 'linkOption', values: { name, value: clip(v, 20) } });
    return undefined;
  };
  link.mode = option('mode', (v) => MODES.includes(v));
  link.aiLevel = option('ai-level', (v) => /^[1-9]$/.test(v) && Number(v) <= LEVELS, Number);
  link.aiSide = option('ai-side', (v) => v === 'S' || v === 'N');
  link.speed = option('speed', (v) => SPEEDS.includes(v));
  link.orientation = option('orientation', (v) => ORIENTATIONS.includes(v));
  const friend = option('friend', (v) => /^[a-z0-9]{4,16}$/.test(v));
  if (friend) {
    link.friend = {
      id: friend,
      you: option('you', (v) => v === 'S' || v === 'N') ?? 'S',
      from:
        option(
          'from',
          (v) => v.length <= 40,
          (v) => v.trim(),
        ) ?? '',
    };
  }
  // Engine help by agreement: only 'on', only in a friend's link; anything else is named and read as off.
  if (option('help', (v) => link.friend && v === 'on')) /** @type {LinkFriend} */ (link.friend).help = true;
  if (fields.has('say')) {
    const say = /** @type {string} */ (fields.get('say'));
    if (link.friend && SAYS.includes(say)) link.friend.say = say;
    else
      link.warnings.push({
        key: link.friend ? 'linkSay' : 'linkOption',
        values: { name: 'say', value: clip(say, 20) },
      });
  }
  return { link };
}

/**
 * The fragment text (without '#') for a start position, the moves played
 * from it and how many are on the board; options are added when given.
 * @param {LinkFields} fields
 */
export function writeLink({ pos, moves = [], at = moves.length, mode, aiLevel, aiSide, speed, orientation, friend }) {
  const parts = [`pos=${encodeURI(pos)}`];
  if (moves.length) parts.push(`moves=${moves.join('.')}`);
  if (at !== moves.length) parts.push(`at=${at}`);
  if (mode) parts.push(`mode=${mode}`);
  if (aiLevel) parts.push(`ai-level=${aiLevel}`);
  if (aiSide) parts.push(`ai-side=${aiSide}`);
  if (speed) parts.push(`speed=${speed}`);
  if (orientation && orientation !== 'auto') parts.push(`orientation=${orientation}`);
  if (friend) {
    parts.push(`friend=${friend.id}`, `you=${friend.you}`);
    if (friend.from) parts.push(`from=${encodeURIComponent(friend.from)}`);
    if (SAYS.includes(/** @type {string} */ (friend.say))) parts.push(`say=${friend.say}`);
    if (friend.help === true) parts.push('help=on');
  }
  return parts.join('&');
}

/**
 * The link fields of a friend game (state.friend: { id, side, name, help }, or
 * null): by default for this device's address; the friend's link names the
 * other side and this player's name, and what this player tells (`say`).
 * Engine help allowed (`help`) goes with every link of the game, both ways.
 * @param {{ id: string, side: string, name?: string, help?: boolean } | null | undefined} friend
 * @param {string} [you]
 * @param {string} [from]
 * @param {string | null} [say]
 * @returns {{ friend?: LinkFriend }}
 */
export function friendFields(friend, you = friend?.side, from = friend?.name ?? '', say = null) {
  if (!friend) return {};
  /** @type {LinkFriend} */
  const fields = { id: friend.id, you: /** @type {string} */ (you), from };
  if (say) fields.say = say;
  if (friend.help === true) fields.help = true;
  return { friend: fields };
}

// Learn and puzzles (learn.js): '#learn', '#learn=ID', '#puzzle' and
// '#puzzle=ID' open those screens; an embed says 'mode=learn' first
// ('#mode=learn', '#mode=learn&lesson=ID', '#mode=learn&puzzle=ID'). Their
// fields are not a game link's, which readLink leaves alone. A `lang=xx`
// field beside them is the words' language (strings.js linkLanguage reads
// it), as in a game link: '#learn=sow&lang=pl' opens the lesson in Polish.
const LANG_FIELD = /^lang=[A-Za-z-]*$/;
const SCREEN = /^(learn|puzzle)(?:=([A-Za-z0-9-]{1,40}))?$/;
const EMBED_SCREEN = /^mode=learn(?:&(lesson|puzzle)(?:=([A-Za-z0-9-]{1,40}))?)?$/;

/**
 * { screen: 'learn' | 'puzzle', id (or null) } for such a fragment, else null.
 * @param {string} hash
 * @returns {{ screen: 'learn' | 'puzzle', id: string | null } | null}
 */
export function readScreenLink(hash) {
  const text = String(hash ?? '')
    .replace(/^#/, '')
    .split('&')
    .filter((field) => !LANG_FIELD.test(field))
    .join('&');
  const m = SCREEN.exec(text);
  if (m) return { screen: /** @type {'learn' | 'puzzle'} */ (m[1]), id: m[2] ?? null };
  const e = EMBED_SCREEN.exec(text);
  if (e) return { screen: e[1] === 'puzzle' ? 'puzzle' : 'learn', id: e[2] ?? null };
  return null;
}
