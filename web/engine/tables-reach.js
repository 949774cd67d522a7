// tables-reach.js - which positions the endgame tables (engine-tables.js)
// reach, said once for the worker that holds them and for the page that asks
// it (engine/ai.js passes it on): a page module need not load the search
// build to know where asking is useless.
import { TABLES_N, TABLES_SEEDS, TABLES_MAX_LIMIT } from './gen/abi.js';

/**
 * Whether the endgame tables reach a game's snapshot: a 2x6 board with no
 * closed hole, a no-capture limit they are built for (TABLES_MAX_LIMIT at
 * most) and at most `seeds` seeds on the board. With TABLES_SEEDS they
 * answer it (a game not over); with more (engine-tables.js NEAR_SEEDS) it is
 * a few captures from them.
 */
/**
 * @param {Pick<import('./engine.js').Snapshot, 'n' | 'closed' | 'limit' | 'seeds'>} snapshot
 * @param {number} [seeds]
 */
export function tablesReach(snapshot, seeds = TABLES_SEEDS) {
  return (
    snapshot.n === TABLES_N &&
    !snapshot.closed.some(Boolean) &&
    snapshot.limit <= TABLES_MAX_LIMIT &&
    snapshot.seeds.reduce((sum, s) => sum + s, 0) <= seeds
  );
}
