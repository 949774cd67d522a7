// welcome.js - the first-visit sheet. The page's normal first game is two
// people on one device, which a newcomer alone cannot tell: tapping a hole,
// nobody answers. So a first visit asks once how to play: the computer at
// its gentlest level, a friend on this device, a friend by link, or the
// lessons first. The answer is kept on the device; a link that names
// something (a position, a game, a lesson, a puzzle), an embed or a game in
// progress opens directly (first-visit.js tells). Its words are in the core
// tables: a first visit does not fetch the "more" words to ask. The sheet
// itself is fetched once the board is playable (main.js).

import { t } from '../i18n/strings.js';
import { answered } from './first-visit.js';
import { laterStyles } from '../lib/later-styles.js';

/** @typedef {import('../i18n/strings.js').WordKey} WordKey */
/** A way to play offered: its id (the answer kept), its title's and its text's words. @typedef {{ id: string, title: WordKey, text: WordKey }} Choice */
/** @type {Choice[]} */
const CHOICES = [
  { id: 'computer', title: 'welcomeComputer', text: 'welcomeComputerText' },
  { id: 'device', title: 'welcomeDevice', text: 'welcomeDeviceText' },
  { id: 'link', title: 'welcomeLink', text: 'welcomeLinkText' },
  { id: 'learn', title: 'welcomeLearn', text: 'welcomeLearnText' },
];

/**
 * @param {Document} doc
 * @param {Choice} choice
 */
function choiceButton(doc, { id, title, text }) {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = 'welcome-choice';
  b.dataset.welcome = id;
  const head = doc.createElement('b');
  head.textContent = t(title);
  const more = doc.createElement('small');
  more.textContent = t(text, { level: t('aiLevel1') }); // playBeginner()'s level
  b.append(head, more);
  return b;
}

/**
 * Shows the sheet on `page` (main.js's shared context, @typedef Page); each
 * answer is kept and acted on: page.starting.playBeginner(), nothing (the
 * two-people game is on the board), page.menus.openNew({ players: 'friend' }),
 * Learn (page.panelsReady). Resolves once the sheet is shown.
 * @param {import('./play.js').Page} page
 */
export async function showWelcome(page) {
  const { doc } = page;
  await laterStyles(doc); // the dialogs' look
  const dialog = doc.createElement('dialog');
  dialog.id = 'welcome';
  dialog.className = 'welcome';
  dialog.setAttribute('aria-labelledby', 'welcome-title');
  dialog.setAttribute('aria-describedby', 'welcome-text');
  const title = doc.createElement('h2');
  title.id = 'welcome-title';
  title.textContent = t('welcomeTitle');
  const text = doc.createElement('p');
  text.id = 'welcome-text';
  text.textContent = t('welcomeText');
  const list = doc.createElement('div');
  list.className = 'welcome-choices';
  list.append(...CHOICES.map((c) => choiceButton(doc, c)));
  dialog.append(title, text, list);
  doc.body.append(dialog);
  /** @param {string} id */
  const answer = (id) => {
    answered(id);
    dialog.close();
    dialog.remove();
    act(page, id);
  };
  list.addEventListener('click', (ev) => {
    const chosen = /** @type {Element} */ (ev.target).closest('[data-welcome]');
    if (chosen) answer(/** @type {string} */ (/** @type {HTMLElement} */ (chosen).dataset.welcome));
  });
  // Escape: the game on the board (two people) stays, and the sheet is not asked again.
  dialog.addEventListener('cancel', (ev) => {
    ev.preventDefault();
    answer('device');
  });
  dialog.showModal();
  /** @type {HTMLElement} */ (list.firstChild).focus();
}

/**
 * @param {import('./play.js').Page} page
 * @param {string} id the answer (CHOICES)
 */
function act(page, id) {
  if (id === 'computer') page.starting.playBeginner();
  else if (id === 'link') page.menus.openNew({ players: 'friend' });
  else if (id === 'learn')
    page.panelsReady().then(
      (panels) => panels.openLearn(undefined, { push: true }),
      (e) => console.warn('hoyito: Learn unavailable', e),
    );
}
