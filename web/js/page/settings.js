// settings.js - the play page's settings kept on the device: the language
// (chosen from the address, the last choice, the browser) and the
// animation's speed.

import { renderPanel } from '../board/render.js';
import { setLanguage, supported, language, applyStrings, t, LANGUAGES, STORE_LANGUAGE } from '../i18n/strings.js';
import { SPEEDS } from '../board/state.js';
import { load, save } from '../lib/store.js';

const STORE_SPEED = 'hoyito.speed';

/**
 * `page` is the play page's shared context (main.js @typedef Page): `ctl`,
 * `state`, `doc`, `reducedMotion`, and the parts loaded later that it puts in
 * the language in use: page.hints, page.panels, page.menus.
 * @param {import('./play.js').Page} page
 */
export function createSettings(page) {
  const { ctl, state, doc } = page;

  /** Puts every string of the page in the language in use (at start-up and after the switch). */
  function applyLanguage() {
    applyStrings(doc);
    // the parts loaded later too
    page.hints?.refresh();
    page.panels?.refreshPanels();
    page.menus.refreshMenus();
    const keys = { board: t('keyBoard').toUpperCase(), score: t('keyScore').toUpperCase() };
    /** @type {HTMLElement} */ (doc.getElementById('board-hint')).textContent = t('boardHint', keys);
    const select = /** @type {HTMLSelectElement} */ (doc.getElementById('lang'));
    select.value = language();
    /** @type {HTMLElement} */ (doc.querySelector('.lang-code')).textContent = language().toUpperCase();
    /** @type {HTMLElement} */ (doc.querySelector('.lang-name')).textContent =
      LANGUAGES[/** @type {keyof typeof LANGUAGES} */ (language())];
    if (state.ready) ctl.draw();
    else renderPanel(doc, state);
  }

  /** @param {string} code a language's code, e.g. 'fr' */
  async function switchLanguage(code) {
    // The choice is kept at once: its words may take a moment to load, and a
    // tab closed meanwhile must not come back in the old language.
    save(STORE_LANGUAGE, supported(code) ?? 'en');
    const now = await setLanguage(code);
    save(STORE_LANGUAGE, now); // the old one again if the new one could not load
    // A language in the address would win over the switch at the next visit.
    const url = new URL(location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.delete('lang');
      try {
        history.replaceState(history.state, '', url.href);
      } catch {
        /* the address keeps it: fine */
      }
    }
    applyLanguage();
  }

  /** The speed kept from the last visit, else one that suits the device's motion setting; before a game opens. */
  function startSpeed() {
    const speed = load(STORE_SPEED, null);
    state.speed = SPEEDS.includes(speed) ? speed : page.reducedMotion.matches ? 'fast' : 'normal';
  }

  /** @param {string} speed one of state.js SPEEDS */
  function setSpeed(speed) {
    if (ctl.setSpeed(speed)) save(STORE_SPEED, speed);
  }

  return { applyLanguage, switchLanguage, startSpeed, setSpeed };
}
