// speech.js - the page's live region (speak), and the words the board needs
// from its first draw: what the last move did (moveFacts, lastMoveWords) and
// whose turn it is. Each move told in full, the board and the score on
// request are narration.js's, loaded once the board is playable. Words are
// made from the engine's events, never from the rules.

import { t, language } from '../i18n/strings.js';

/** @typedef {import('../../engine/engine.js').Side} Side */
/** @typedef {import('./state.js').Sentence} Sentence */
/**
 * What a move did (moveFacts).
 * @typedef {{ player: Side, move: number, played: number | null, relays: number[], captured: number[], took: number, again: boolean, after: { key: 'pass' | 'lastFour', values: { player: Side } }[] }} MoveFacts
 */

/**
 * "North 2" for an engine hole name such as 'N2'.
 * @param {string} name
 */
export function spokenHole(name) {
  return t('hole', { player: t(/** @type {Side} */ (name[0])), number: name.slice(1) });
}

// One formatter a language: making one costs about a millisecond, the
// page's first some 25 (the browser loads its locale data), and the status
// line asks on every redraw. prepareWords() makes it ahead of need.
/** @type {Map<string, Intl.ListFormat | null>} */
const listFormats = new Map();
/** @param {string[]} items */
export function list(items) {
  const code = language();
  if (!listFormats.has(code)) {
    try {
      listFormats.set(code, new Intl.ListFormat(code, { type: 'conjunction' }));
    } catch {
      listFormats.set(code, null);
    }
  }
  return listFormats.get(code)?.format(items) ?? items.join(', ');
}

/** Makes the language's list formatter now, if it is not made yet. */
export function prepareWords() {
  list([]);
}

/**
 * "South to move", or against the computer (`human`: the person's side) "Your turn" / "The computer's turn".
 * @param {Side | null} turn
 * @param {Side | null} [human]
 */
export function turnWords(turn, human = null) {
  if (!turn) return '';
  if (!human) return t('toMove', { player: t(turn) });
  return t(turn === human ? 'aiYourTurn' : 'aiComputerTurn', { player: t(turn) });
}

/**
 * Says `text` through the page's polite live region. Saying the same text
 * twice still speaks: the region's content must change for a screen reader
 * to read it.
 * @param {Document} doc
 * @param {string} text
 */
export function speak(doc, text) {
  const region = announcer(doc);
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}

/**
 * The live region, made when missing; call it at start-up so that it exists before it first speaks.
 * @param {Document} doc
 */
export function announcer(doc) {
  let region = doc.getElementById('announcer');
  if (!region) {
    region = doc.createElement('p');
    region.id = 'announcer';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    doc.body.appendChild(region);
  }
  return region;
}

/**
 * What a move did, read from the engine's events for it: the hole played,
 * the holes a relay picked up from and the holes captured (board indices,
 * as the engine numbers them), how many relays, the seeds the mover took,
 * whether the mover plays again, and what else happened ('pass' / 'lastFour'
 * sentences, as { key, values }). Null for a move without events (taken back).
 * @param {import('./state.js').MoveEntry | null | undefined} entry
 * @returns {MoveFacts | null}
 */
export function moveFacts(entry) {
  if (!entry?.events?.length) return null;
  /** @type {MoveFacts} */
  const facts = {
    player: entry.player,
    move: entry.move,
    played: null,
    relays: [],
    captured: [],
    took: 0,
    again: false,
    after: [],
  };
  for (const e of entry.events) {
    if (e.type === 'pickup') {
      if (e.relay) facts.relays.push(e.hole);
      else facts.played ??= e.hole;
    } else if (e.type === 'capture') {
      facts.captured.push(e.hole);
      if (e.player === entry.player) facts.took += e.count;
    } else if (e.type === 'extra_turn') facts.again = true;
    else if (e.type === 'pass') facts.after.push({ key: 'pass', values: { player: e.player } });
    else if (e.type === 'last_four') facts.after.push({ key: 'lastFour', values: { player: e.player } });
  }
  return facts;
}

/**
 * "North sowed from 3, relayed twice and took 12" from moveFacts().
 * @param {MoveFacts} facts
 */
export function lastMoveWords(facts) {
  const parts = [t('lastSowed', { player: t(facts.player), number: facts.move })];
  if (facts.relays.length) parts.push(t('lastRelayed', { count: facts.relays.length }));
  if (facts.took) parts.push(t('lastTook', { count: facts.took }));
  if (facts.again) parts.push(t('lastAgain'));
  const extra = facts.after.map((m) => t(m.key, { ...m.values, player: t(m.values.player) }).replace(/\.$/, ''));
  return [list(parts), ...extra].join('. ');
}
