// tables.js - where the tables of words after the first screen's are:
// each language's play, more, lessons and review (strings.js loadWords), named
// here rather than in the page's first bundle, and fetched with the first
// of them. Literal import() calls: esbuild makes each table its own chunk.
/** @type {Record<string, Record<string, () => import('./strings.js').TableModule>>} */
const TABLES = {
  en: {
    play: () => import(/* idle */ './en/en-play.js'), // an English first visit's, with no click (tools/build/weight.mjs)
    more: () => import('./en/en-more.js'),
    lessons: () => import('./en/lessons-en.js'),
    review: () => import('./en/review-en.js'),
  },
  es: {
    play: () => import('./es/es-play.js'),
    more: () => import('./es/es-more.js'),
    lessons: () => import('./es/lessons-es.js'),
    review: () => import('./es/review-es.js'),
  },
  fr: {
    play: () => import('./fr/fr-play.js'),
    more: () => import('./fr/fr-more.js'),
    lessons: () => import('./fr/lessons-fr.js'),
    review: () => import('./fr/review-fr.js'),
  },
  pt: {
    play: () => import('./pt/pt-play.js'),
    more: () => import('./pt/pt-more.js'),
    lessons: () => import('./pt/lessons-pt.js'),
    review: () => import('./pt/review-pt.js'),
  },
  pl: {
    play: () => import('./pl/pl-play.js'),
    more: () => import('./pl/pl-more.js'),
    lessons: () => import('./pl/lessons-pl.js'),
    review: () => import('./pl/review-pl.js'),
  },
  it: {
    play: () => import('./it/it-play.js'),
    more: () => import('./it/it-more.js'),
    lessons: () => import('./it/lessons-it.js'),
    review: () => import('./it/review-it.js'),
  },
};

/**
 * The module of language `code`'s table `bundle` (a promise); an unknown bundle is refused by name.
 * @param {string} code
 * @param {string} bundle
 */
export default function loadTable(code, bundle) {
  if (!Object.hasOwn(TABLES[code], bundle)) throw new Error(`no words bundle "${bundle}"`);
  return TABLES[code][bundle]();
}
