// sow-note.js - the note over the board while a move sows: the lap it is on
// ("Lap 3 of 12", when the move relays) and, the first time a move's
// animation runs long, that a tap on the board skips it (tapToSkip). That tip is
// remembered on the device, except by a board embedded in another page
// (embed.html, or <hoyito-board> in the page's own document), which keeps
// nothing of its own there: it tells each board once.

import { t } from '../i18n/strings.js';
import { load, save } from '../lib/store.js';

const STORE_TIP = 'hoyito.skipTip';
/** A move's animation planned this long (ms) or longer gets the tip. */
export const LONG_MS = 2000;

/** The note in `layer` (the HTML layer over the board, where pebbles fly). */
export function createSowNote(layer) {
  const doc = layer.ownerDocument;
  const keeps = layer.getRootNode() === doc && !doc.body?.classList.contains('embed');
  let told = keeps && load(STORE_TIP, false) === true;
  let box = null;
  let laps = null;
  let tip = null;

  function make() {
    if (box) return;
    box = doc.createElement('div');
    box.className = 'sow-note';
    laps = doc.createElement('span');
    laps.className = 'sow-laps';
    tip = doc.createElement('span');
    tip.className = 'sow-tip';
    box.hidden = laps.hidden = tip.hidden = true;
    box.append(laps, tip);
    layer.appendChild(box);
  }

  return {
    /** A move starts, planned as `plan` (pace.js): a long one gets the tip, once. */
    start(plan) {
      if (told || plan.total < LONG_MS) return;
      told = true;
      if (keeps) save(STORE_TIP, true);
      make();
      tip.textContent = t('skipTip');
      tip.hidden = false;
      box.hidden = false;
    },
    /** The move picks up for lap `lap` of `of`. */
    lap(lap, of) {
      if (of < 2) return;
      make();
      laps.textContent = t('sowLap', { lap, laps: of });
      laps.hidden = false;
      box.hidden = false;
    },
    /** The move is shown: the note goes. */
    end() {
      if (!box) return;
      box.hidden = true;
      laps.hidden = true;
      tip.hidden = true;
    },
  };
}

/**
 * While a long move plays, a press on `area` (the board and the layer over
 * it) calls skip(). The tap's click, which comes once the move is shown,
 * is stopped before it reaches the board, so that it never plays the hole
 * under the finger (dropped at the next press, or after a second).
 * Returns the function that stops listening.
 */
export function tapToSkip(area, skip) {
  const tapped = () => {
    skip();
    const stop = (ev) => {
      ev.stopPropagation();
      ev.preventDefault();
      done();
    };
    const done = () => {
      clearTimeout(timer);
      area.removeEventListener('click', stop, true);
      area.removeEventListener('pointerdown', done, true);
    };
    const timer = setTimeout(done, 1000);
    area.addEventListener('click', stop, true);
    setTimeout(() => area.addEventListener('pointerdown', done, true), 0); // the next press, not this one
  };
  area.addEventListener('pointerdown', tapped);
  return () => area.removeEventListener('pointerdown', tapped);
}
