/*
 * cli_tables.h - the `hoyito` commands of the endgame tables (tables build,
 * verify, solve) and the loader that `best` and `match` share (--tables DIR).
 * Command functions follow cli/cli.c's table (0, 1, 2 or -1 for usage).
 */
#ifndef HOYITO_CLI_TABLES_H
#define HOYITO_CLI_TABLES_H

#include <stddef.h>

#include "hoyito_tables.h"

#define CLI_TABLES_DEFAULT_DIR "tables" /* build's --out and solve's --tables */

int hoyito_cli_tables(int argc, char **argv);
int hoyito_cli_solve(int argc, char **argv);

/*
 * Maps DIR/hoyito-V.tbl (V the variant's name) and opens it, checking its
 * header and size but not its checksum (`tables verify` does: a file is
 * verified when built and on demand, not on every use). 0 with *t set and
 * *buffer to give cli_tables_free() when done; -1 with a sentence in msg
 * naming the file and what is wrong (missing, unreadable, truncated...).
 */
int cli_tables_load(const char *dir, int variant, hoyito_tables *t, void **buffer, char *msg,
                    size_t size);
void cli_tables_free(void *buffer); /* NULL: nothing */

/* What a command that proves (solve, analyse) is told: the tables' folder
 * ($HOYITO_TABLES, else CLI_TABLES_DEFAULT_DIR), the prover's CPU budget a
 * position and its bounds table's size. */
typedef struct {
  const char *dir;
  double ms;
  long tt_mb;
} cli_prove_options;

void cli_prove_options_init(cli_prove_options *o, double ms, long tt_mb);
/* Option a with value v: 1 when it is --tables, --ms or --tt and read, 0
 * when it is none of them, CLI_BAD (printed) for a bad value. */
int cli_prove_option(const char *a, const char *v, cli_prove_options *o);
double cli_cpu_seconds(void);      /* the process's CPU time */
int cli_cpu_spent(void *deadline); /* a prover's stop: *(double *)deadline of CPU reached */

#endif
