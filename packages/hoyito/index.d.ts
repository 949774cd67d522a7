// Types of the package's engine (import ... from 'hoyito'). Hand-written
// from web/engine.js, engine-search.js and engine-records.js; checked by
// tests/node/package.test.mjs (tsc --noEmit on a consumer of every name).

/** A side: South ('S') or North ('N'). */
export type Side = 'S' | 'N';
/** A game's or match's result: a side, or a draw ('D'). */
export type Result = Side | 'D';
export type Variant = 'I' | 'II' | 'III';
export type EndReason = 'last_four' | 'empty' | 'repetition' | 'limit' | 'no_moves';

/** The error codes of include/hoyito.h, by name without HOYITO_E_. */
export type ErrorName =
  | 'TOO_LONG' | 'SYNTAX' | 'VARIANT' | 'ROW_SIZE' | 'ROW_MISMATCH' | 'COUNT' | 'TURN' | 'CAPTURES'
  | 'KEY_UNKNOWN' | 'KEY_ORDER' | 'KEY_VALUE' | 'KEY_DEFAULT' | 'TOTAL' | 'NOT_FOUR' | 'OVER'
  | 'NO_OPEN_HOLE' | 'MUST_PASS' | 'QUIET' | 'NUMBER' | 'GAME_OVER' | 'MOVE_RANGE' | 'MOVE_CLOSED'
  | 'MOVE_EMPTY' | 'MOVE_ENDLESS' | 'OPTIONS' | 'BUFFER' | 'NO_UNDO' | 'NO_REDO' | 'NOT_OVER'
  | 'MATCH_OVER' | 'HISTORY_FULL' | 'ARGUMENT' | 'RECORD' | 'TABLES_MAGIC' | 'TABLES_VERSION'
  | 'TABLES_HEADER' | 'TABLES_SIZE' | 'TABLES_CHECKSUM' | 'TABLES_NOT_COVERED';

export const ERR: Readonly<Record<ErrorName, number>>;
/** Computer levels 1..LEVELS (Beginner .. Master). */
export const LEVELS: number;
export const DEFAULT_TABLE_BYTES: number;
export const MAX_TABLE_BYTES: number;
/** The longest position string read, in bytes. */
export const MAX_INPUT: number;
/** Holes a row: MIN_N..MAX_N. */
export const MIN_N: number;
export const MAX_N: number;
/** The no-capture limit (R15 b): its default and largest value. */
export const DEFAULT_LIMIT: number;
export const MAX_LIMIT: number;
/** The longest game record read, in bytes. */
export const MAX_RECORD: number;
export const RECORD_TAGS: readonly RecordTag[];

/** An error of the engine or of an argument; `message` names what is wrong. */
export class HoyitoError extends Error {
  constructor(code: number, message: string);
  readonly name: 'HoyitoError';
  /** A negative code of include/hoyito.h (see ERR). */
  readonly code: number;
  /** The code's name, e.g. 'MOVE_EMPTY'; null for a code the engine does not have. */
  readonly codeName: ErrorName | null;
  /** readRecord() only: the record's line at fault (1-based; 0: the record as a whole). */
  line?: number;
}

/** How a build of the engine is loaded. */
export interface LoadOptions {
  /** The .wasm's bytes, instead of reading or fetching the package's own. */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Another module factory of the same build (advanced: a custom loader). */
  factory?: (options: { wasmBinary?: ArrayBuffer | Uint8Array }) => Promise<object>;
}

export interface StartOptions {
  variant?: Variant;
  /** Holes a row, MIN_N..MAX_N (default 6). */
  n?: number;
  /** Sowing direction (R3); default counter-clockwise. */
  clockwise?: boolean;
  /** The no-capture limit, 1..MAX_LIMIT (default DEFAULT_LIMIT). */
  limit?: number;
  /** Who moves first (default 'S'). */
  starts?: Side;
}

export type Validation = { ok: true } | { ok: false; code: number; message: string };

/** A position's fields, as describe() returns them and format() takes them. */
export interface PositionFields {
  variant: Variant;
  n: number;
  /** Seeds of every hole by board index: S1..Sn then N1..Nn. */
  seeds: number[];
  /** The side to move; null when the game is over. */
  turn: Side | null;
  /** Seeds captured: [south, north]. */
  captured: [number, number];
  closed?: boolean[];
  aside?: [number, number];
  clockwise?: boolean;
  limit?: number;
  quiet?: number;
  round?: number;
  prev?: Result | null;
}

/** Everything a settled position shows (Game.snapshot(), Engine.describe()). */
export interface Snapshot {
  /** The position string (docs/RULES.md notation). */
  position: string;
  variant: Variant;
  n: number;
  clockwise: boolean;
  limit: number;
  quiet: number;
  round: number;
  prev: Result | null;
  turn: Side | null;
  over: boolean;
  seeds: number[];
  closed: boolean[];
  captured: [number, number];
  aside: [number, number];
  /** The hole numbers (1..n) the side to move may play. */
  legal: number[];
  result: Result | null;
  matchWinner: Result | null;
  firstMover: Result | null;
  ply: number;
  plyEnd: number;
  canUndo: boolean;
  canRedo: boolean;
  /** The holes played to reach this position. */
  moves: number[];
}

/** What a move did, step by step (Game.play(), Game.redo()). */
export type MoveEvent =
  | { type: 'pickup'; hole: number; name: string; count: number; relay: boolean; player: Side }
  | { type: 'drop'; hole: number; name: string }
  | { type: 'capture'; hole: number; name: string; count: number; player: Side }
  | { type: 'extra_turn'; player: Side }
  | { type: 'pass'; player: Side }
  | { type: 'last_four'; player: Side; count: number }
  | { type: 'collect'; hole: number | null; name: string; count: number; player: Side; reason: EndReason }
  | { type: 'game_end'; reason: EndReason; result: Result; score: [number, number] };

/** Loads the page's engine (rules and notation). */
export function loadEngine(options?: LoadOptions): Promise<Engine>;

export class Engine {
  /** Engines come from loadEngine(), loadSearchEngine() and loadRecordsEngine(). */
  protected constructor(module: object);
  readonly capabilities: { ai: boolean; records: boolean };
  /** The start position string for the options (R1, R2). */
  startPosition(options?: StartOptions): string;
  validate(text: string): Validation;
  /** The snapshot of any valid position string; throws HoyitoError. */
  describe(text: string): Snapshot;
  /** The position string of fields; throws HoyitoError naming a field out of range. */
  format(fields: PositionFields): string;
  /** A new game, at a position string if given, else Hoyito I on 2x6. */
  newGame(text?: string): Game;
  /** The engine's English sentence for an error code. */
  strerror(code: number): string;
}

export class Game {
  constructor(engine: Engine);
  readonly engine: Engine;
  /** Gives the game's memory back; any later use throws. */
  free(): void;
  /** Replaces this game by the one at a position string; throws, keeping the game, if invalid. */
  load(text: string): void;
  /** Replaces this game by a new one. */
  restart(options?: StartOptions): void;
  /** The whole position, legal moves and history included: read it once per change. */
  snapshot(): Snapshot;
  /** The position string alone (cheaper than a snapshot: no legal moves). */
  readonly position: string;
  /** Plays a hole number 1..n; throws HoyitoError with the game unchanged. */
  play(move: number): MoveEvent[];
  /** Takes back a move: false when there is none. */
  undo(): boolean;
  /** Replays a taken-back move: its events, or null when there is none. */
  redo(): MoveEvent[] | null;
  /** The next game of the match; throws if the game is not over or the match is. */
  nextGame(): void;
}

/** Loads the engine with the search (the computer opponent). */
export function loadSearchEngine(options?: LoadOptions): Promise<SearchEngine>;

export class SearchEngine extends Engine {
  /** A searcher with a transposition table of ttBytes (default DEFAULT_TABLE_BYTES). */
  ai(ttBytes?: number): Searcher;
  /** "Beginner" ... "Master": level k is levelNames[k - 1]. */
  readonly levelNames: string[];
}

/** A search as a level plays: { level: 1..LEVELS, seed }. */
export interface LevelSearch {
  level: number;
  seed?: number;
}

/** A search within bounds: at least one of ms, depth and nodes. */
export interface BoundedSearch {
  ms?: number;
  depth?: number;
  nodes?: number;
  /** Search the endgame exactly once this few seeds are left on the board. */
  exactSeeds?: number;
  /** Score every legal move, not only the best. */
  allMoves?: boolean;
}

/** 1: the side to move wins by at least `seeds`; -1: loses by at least; 0: an estimate. */
export type Outcome = -1 | 0 | 1;

export interface ScoredMove {
  hole: number;
  score: number;
  outcome: Outcome;
  seeds: number;
  exact: boolean;
  proven: boolean;
}

export interface SearchResult {
  /** The hole to play (1..n). */
  move: number;
  score: number;
  exact: boolean;
  outcome: Outcome;
  /** In whole seeds (an expected capture difference when outcome is 0). */
  seeds: number;
  depth: number;
  seldepth: number;
  nodes: number;
  ms: number;
  /** The principal variation: the holes of the line expected. */
  pv: number[];
  moves: ScoredMove[];
}

/** The computer opponent: one search table, kept between searches. */
export class Searcher {
  constructor(engine: SearchEngine, ttBytes: number);
  readonly engine: SearchEngine;
  free(): void;
  /** Forgets what earlier searches learnt. */
  clear(): void;
  /** Searches the current position of a game of this engine; throws HoyitoError. */
  search(game: Game, options: LevelSearch | BoundedSearch): SearchResult;
}

export type RecordTag = 'event' | 'site' | 'date' | 'south' | 'north';

export interface GameRecord {
  /** The start position string. */
  start: string;
  moves: number[];
  /** The position string after the moves. */
  position: string;
  tags: Record<RecordTag, string>;
}

/** Loads the engine with game records. */
export function loadRecordsEngine(options?: LoadOptions): Promise<RecordsEngine>;

export class RecordsEngine extends Engine {
  /** The record of the game from `start` through `moves`; throws HoyitoError naming the first illegal move. */
  writeRecord(game: { start: string; moves?: number[]; tags?: Partial<Record<RecordTag, string>> }): string;
  /** Reads a record (text or a file's bytes); throws HoyitoError with `line`. */
  readRecord(text: string | Uint8Array): GameRecord;
}
