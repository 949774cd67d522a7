// hole-draw.js - what each hole, pile and the hand show on a draw: counts
// and pebbles, closed holes, which holes may be played (and the keyboard's
// way to them), and the words a screen reader hears. Only what differs from
// the last draw is written: a move redraws every hole a few dozen times,
// and most of them have not changed. The marks over the holes are hole-marks.js.

import { put, textIn } from './draw-util.js';
import { spotOf, toScreen } from './board-view.js';
import { showPebbles, trimPebbles } from './pebbles.js';
import { t } from '../i18n/strings.js';
import { moving } from './state.js';

/** @typedef {import('./state.js').State} State */
/** @typedef {import('./board-view.js').View} View */

/**
 * Hole `h` (board index i) as the state has it; `legal`: the mover may play it, `focused`: the keyboard's stop.
 * @param {import('./board-frame.js').HoleNodes} h
 * @param {number} i
 * @param {State} state
 * @param {View} view
 * @param {boolean} legal
 * @param {boolean} focused
 */
export function updateHole(h, i, state, view, legal, focused) {
  const { g, drawn } = h;
  const closed = Boolean(state.closed[i]);
  const count = closed ? 0 : state.seeds[i];
  const active = state.active === i;
  const tab = legal ? (focused ? '0' : '-1') : '';
  const shown = moving(state);
  if (drawn.count !== count) {
    if (state.busy && count > (drawn.count ?? 0)) view.onSound?.('drop'); // a seed sown into it
    g.dataset.count = String(count);
    h.countText.data = String(count);
    showPebbles(h, count, shown);
    if ((count === 0) !== drawn.empty) {
      drawn.empty = count === 0;
      h.count.classList.toggle('empty', drawn.empty);
    }
  } else if (!shown) trimPebbles(h);
  if (drawn.closed !== closed) {
    h.count.classList.toggle('closed', closed);
    g.classList.toggle('closed', closed);
    if (closed) g.dataset.closed = 'true';
    else delete g.dataset.closed;
  }
  if (drawn.legal !== legal) g.classList.toggle('legal', legal);
  if (drawn.active !== active) g.classList.toggle('active', active);
  if (drawn.tab !== tab) {
    if (tab) {
      g.setAttribute('tabindex', tab);
      g.removeAttribute('aria-disabled');
    } else {
      g.removeAttribute('tabindex');
      g.setAttribute('aria-disabled', 'true');
    }
  }
  // Its words once the move is shown: while it is, the board is aria-busy
  // and a screen reader waits for the move's end.
  const label = shown ? drawn.label : `${count}|${closed}|${legal}`;
  if (label !== drawn.label) {
    const parts = [h.name, closed ? t('holeClosed') : t('holeSeeds', { count })];
    if (legal) parts.push(t('holePlayable'));
    g.setAttribute('aria-label', parts.join(', '));
    drawn.label = label;
  }
  drawn.count = count;
  drawn.closed = closed;
  drawn.legal = legal;
  drawn.active = active;
  drawn.tab = tab;
}

/**
 * Pile `h` (p: 0 South, 1 North) as the state has it: its count, what is set aside, whether its side moves.
 * @param {import('./board-frame.js').PileNodes} h
 * @param {number} p
 * @param {State} state
 * @param {View} view
 */
export function updatePile(h, p, state, view) {
  const { g, drawn } = h;
  const count = state.captured[p];
  const aside = state.aside[p];
  const shown = moving(state);
  if (drawn.count !== count) {
    if (state.busy && count > (drawn.count ?? 0)) view.onSound?.('capture');
    g.dataset.count = String(count);
    h.countText.data = String(count);
    showPebbles(h, count, shown);
  } else if (!shown) trimPebbles(h);
  if (drawn.count !== count || drawn.aside !== aside) {
    const vertical = view.layout.piles[p].vertical;
    const asideText = aside > 0 ? t('pileAside', { count: aside }) : '';
    h.aside.textContent = aside > 0 && vertical ? t('pileAsideShort', { count: aside }) : asideText;
    g.setAttribute(
      'aria-label',
      t('pileLabel', { player: t(p ? 'N' : 'S'), count }) + (asideText ? `, ${asideText}` : ''),
    );
    drawn.count = count;
    drawn.aside = aside;
  }
  put(drawn, 'toMove', state.turn === (p ? 'N' : 'S') && !state.result, (v) => g.classList.toggle('to-move', v));
}

/**
 * The hand's width in px on `view`'s board.
 * @param {View} view
 */
export const handSize = (view) => Math.max(22, 50 * toScreen(view, { x: 0, y: 0 }).scale);

/**
 * The font size of a hand `size` px wide.
 * @param {number} size
 */
export const handFont = (size) => `${size * 0.52}px`;

/**
 * The hand (`div`, in the HTML layer over the board): a disc that moves by
 * its transform alone (the compositor slides it), with the count of seeds it holds.
 * @param {HTMLElement | null} div
 * @param {State} state
 * @param {View} view
 */
export function updateHand(div, state, view) {
  const hand = state.hand;
  if (!div) return;
  const d = view.drawn;
  const shown = Boolean(hand?.count);
  put(d, 'handShown', shown, (v) => div.classList.toggle('shown', v));
  if (!shown || !hand) return;
  const at = toScreen(view, spotOf(view, 'hand', hand.hole));
  const size = handSize(view);
  put(d, 'handSize', size, (v) => {
    div.style.width = div.style.height = `${v}px`;
    div.style.fontSize = handFont(v);
  });
  put(d, 'handAt', `translate(${(at.x - size / 2).toFixed(1)}px, ${(at.y - size / 2).toFixed(1)}px)`, (v) => {
    div.style.transform = v;
  });
  put(d, 'handN', hand.player === 'N', (v) => div.classList.toggle('hand-N', v));
  put(d, 'handCount', hand.count, (v) => {
    (d.handText ??= textIn(div)).data = String(v);
  });
}
