// i18n/tables.js - where the tables of words after the first screen's are:
// each language's more, lessons and review (strings.js loadWords), named
// here rather than in the page's first bundle, and fetched with the first
// of them. Literal import() calls: esbuild makes each table its own chunk.
const TABLES = {
  en: {
    more: () => import('./en/more.js'),
    lessons: () => import('./en/lessons.js'),
    review: () => import('./en/review.js'),
  },
  es: {
    more: () => import('./es/more.js'),
    lessons: () => import('./es/lessons.js'),
    review: () => import('./es/review.js'),
  },
  fr: {
    more: () => import('./fr/more.js'),
    lessons: () => import('./fr/lessons.js'),
    review: () => import('./fr/review.js'),
  },
  pt: {
    more: () => import('./pt/more.js'),
    lessons: () => import('./pt/lessons.js'),
    review: () => import('./pt/review.js'),
  },
  pl: {
    more: () => import('./pl/more.js'),
    lessons: () => import('./pl/lessons.js'),
    review: () => import('./pl/review.js'),
  },
  it: {
    more: () => import('./it/more.js'),
    lessons: () => import('./it/lessons.js'),
    review: () => import('./it/review.js'),
  },
};

/** The module of language `code`'s table `bundle` (a promise); an unknown bundle is refused by name. */
export default function loadTable(code, bundle) {
  if (!Object.hasOwn(TABLES[code], bundle)) throw new Error(`no words bundle "${bundle}"`);
  return TABLES[code][bundle]();
}
