// review-strings.js - the words of the game tools (record-io.js, picture.js,
// review.js), in their own tables (i18n/review-xx.js), loaded on first use
// and again after a change of language; filled like strings.js's (fill()).
import { language, fill } from './strings.js';

const LOADERS = {
  en: () => import('./i18n/review-en.js'),
  es: () => import('./i18n/review-es.js'),
  fr: () => import('./i18n/review-fr.js'),
  pt: () => import('./i18n/review-pt.js'),
  pl: () => import('./i18n/review-pl.js'),
  it: () => import('./i18n/review-it.js'),
};
export const REVIEW_LANGUAGES = Object.keys(LOADERS);

let english = null;
let table = null;
let code = null;

/** Loads the table of the language in use (and English, for a key it lacks). */
export async function loadReviewStrings() {
  const want = language();
  english ??= (await LOADERS.en()).default;
  if (code !== want) {
    table = LOADERS[want] ? (await LOADERS[want]()).default : english;
    code = want;
  }
}

/** The game tools' string for `key`, like t(). */
export function rt(key, values = {}) {
  const own = table?.[key];
  if (own !== undefined) return fill(own, values, code);
  const en = english?.[key];
  return en === undefined ? key : fill(en, values, 'en');
}
