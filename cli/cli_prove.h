/*
 * cli_prove.h - the plain check of what the library's prover
 * (hoyito_prove.h) proves: `hoyito solve POS --ms N --plain D` (cli_tables.c)
 * and the tests (tests/test_prove.c). Written apart from src/prove.c, so
 * that a fault of one does not hide in the other: a plain fail-hard
 * alpha-beta, no table, no stored bound, the same leaves (the tables;
 * -board or +board at depth 0) and the same value (hoyito_prove.h).
 */
#ifndef HOYITO_CLI_PROVE_H
#define HOYITO_CLI_PROVE_H

#include <stdint.h>

#include "hoyito_tables.h"

/*
 * Searches p (2x6, not over) with tables t (may be NULL) at the leaves to
 * `depth` plies. Returns 1 if it proves value >= g (upper = 0) or value <= g
 * (upper = 1), else 0; counts its positions into *nodes.
 */
int cli_prove_plain(const hoyito_pos *p, const hoyito_tables *t, int depth, int g, int upper,
                    uint64_t *nodes);

#endif
