// review-strings.js - the words of the game tools (record-io.js, picture.js,
// review.js), in their own tables (i18n/xx/review-xx.js), loaded on first use
// and again after a change of language; filled like strings.js's (fill()).
import { language, fill } from './strings.js';

const LOADERS = {
  en: () => import('./en/review-en.js'),
  es: () => import('./es/review-es.js'),
  fr: () => import('./fr/review-fr.js'),
  pt: () => import('./pt/review-pt.js'),
  pl: () => import('./pl/review-pl.js'),
  it: () => import('./it/review-it.js'),
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
