// The package's engine: the Hoyito rules engine (the page's, engine.js), its
// build with the search (engine-search.js), its endgame tables
// (engine-tables.js) and prover (engine-prove.js) and with game records
// (engine-records.js). Each build is a WebAssembly module of its own, loaded
// from gen/ next to these files (Node reads it, a browser fetches it).
// Its types (index.d.ts and one .d.ts a module) are generated from the
// modules' JSDoc by tools/build/pack.mjs (tsc --declaration); the names
// below are the types a program of the package uses.

/** @typedef {import('./engine.js').Side} Side */
/** @typedef {import('./engine.js').Result} Result */
/** @typedef {import('./engine.js').Variant} Variant */
/** @typedef {import('./engine.js').EndReason} EndReason */
/** @typedef {import('./engine.js').LoadOptions} LoadOptions */
/** @typedef {import('./engine.js').StartOptions} StartOptions */
/** @typedef {import('./engine.js').Validation} Validation */
/** @typedef {import('./engine.js').PositionFields} PositionFields */
/** @typedef {import('./engine.js').Snapshot} Snapshot */
/** @typedef {import('./engine.js').MoveEvent} MoveEvent */
/** @typedef {import('./engine-check.js').ErrorName} ErrorName */
/** @typedef {import('./engine-search.js').LevelSearch} LevelSearch */
/** @typedef {import('./engine-search.js').BoundedSearch} BoundedSearch */
/** @typedef {import('./engine-search.js').Outcome} Outcome */
/** @typedef {import('./engine-search.js').ScoredMove} ScoredMove */
/** @typedef {import('./engine-search.js').SearchResult} SearchResult */
/** @typedef {import('./engine-tables.js').TablesAnswer} TablesAnswer */
/** @typedef {import('./engine-prove.js').Proof} Proof */
/** @typedef {import('./engine-prove.js').ProvenMove} ProvenMove */
/** @typedef {import('./engine-records.js').RecordTag} RecordTag */
/** @typedef {import('./engine-records.js').RecordTree} RecordTree */
/** @typedef {import('./engine-records.js').GameRecord} GameRecord */

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
export { Endgames, EndgameTables } from './engine-tables.js';
export { Prover, PROVE_BYTES, PROVE_NODES } from './engine-prove.js';
export { MAX_PROVE_BYTES, MAX_PROVE_NODES, TABLES_MAX_LIMIT } from './gen/abi.js';
export { loadRecordsEngine, RecordsEngine } from './engine-records.js';
