/*
 * cli_analyse.h - `hoyito analyse RECORD|-`: a game record's moves judged
 * against perfect play (cli/cli_analyse.c). Follows cli/cli.c's command
 * conventions: returns 0, 1 (I/O or memory), 2 (bad input, one "error: ..."
 * line on stderr) or -1 (wrong arguments: the caller prints the usage line).
 */
#ifndef HOYITO_CLI_ANALYSE_H
#define HOYITO_CLI_ANALYSE_H

int hoyito_cli_analyse(int argc, char **argv);

#endif
