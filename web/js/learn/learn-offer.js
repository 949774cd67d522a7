// learn-offer.js - the first-visit offer ("New to Hoyito? Learn it in five
// minutes"), under the header unless it was answered before or a lesson was
// finished. Its words are in the core string tables and it holds no lesson,
// so a first visit does not fetch the Learn screen (learn.js) to show it.
// Gone for good once answered either way; a move played only puts it away
// for this visit (a newcomer's first tap is not an answer), and Learn stays
// in the header.

import { t } from '../i18n/strings.js';
import { load, save } from '../lib/store.js';

const STORE_OFFER = 'hoyito.learnOffer';
const STORE_PROGRESS = 'hoyito.lessons'; // learn.js's progress: { done: [lesson ids] }

/**
 * Shows the offer for the page's host ({ doc, state, ctl }); `open()` opens Learn.
 * @param {{ doc: Document, state: { learning: boolean }, ctl: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> }} host
 * @param {() => void} open
 */
export function offerLearn({ doc, state, ctl }, open) {
  const progress = load(STORE_PROGRESS);
  if (load(STORE_OFFER) || (Array.isArray(progress?.done) && progress.done.length)) return;
  if (doc.getElementById('learn-offer') || state.learning) return;
  const box = doc.createElement('aside');
  box.id = 'learn-offer';
  box.className = 'learn-offer';
  box.setAttribute('aria-label', t('learnOfferGo'));
  const text = doc.createElement('p');
  text.textContent = t('learnOffer');
  /** @type {(id: string, key: import('../i18n/strings.js').WordKey, cls?: string) => HTMLButtonElement} */
  const button = (id, key, cls) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.id = id;
    if (cls) b.className = cls;
    b.textContent = t(key);
    return b;
  };
  const go = button('learn-offer-go', 'learnOfferGo', 'primary');
  const later = button('learn-offer-later', 'learnNotNow');
  box.append(text, go, later);
  /** @type {Element} */ (doc.querySelector('.top')).after(box);
  const away = () => {
    box.remove();
    ctl.removeEventListener('position', played);
  };
  const done = () => {
    save(STORE_OFFER, true);
    away();
  };
  /** @param {Event} event the controller's position event */
  function played(event) {
    if (/** @type {CustomEvent} */ (event).detail.how === 'move' || state.learning) away();
  }
  ctl.addEventListener('position', played);
  go.addEventListener('click', () => {
    done();
    open();
  });
  later.addEventListener('click', done);
}
