// The package's engine: the Hoyito rules engine (the page's, engine.js), its
// build with the search (engine-search.js) and with game records
// (engine-records.js). Each build is a WebAssembly module of its own, loaded
// from gen/ next to these files (Node reads it, a browser fetches it).
export {
  loadEngine,
  Engine,
  Game,
  HoyitoError,
  LEVELS,
  DEFAULT_TABLE_BYTES,
  MAX_TABLE_BYTES,
  MAX_INPUT,
  MIN_N,
  MAX_N,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  ERR,
  MAX_RECORD,
  RECORD_TAGS,
} from './engine.js';
export { loadSearchEngine, SearchEngine, Searcher } from './engine-search.js';
export { loadRecordsEngine, RecordsEngine } from './engine-records.js';
