/*
 * cli_record.h - `hoyito record`: game records (include/hoyito_record.h)
 * from the command line. Follows cli/cli.c's command conventions: returns
 * 0, 1 (I/O or memory), 2 (bad input, one "error: ..." line on stderr) or
 * -1 (wrong arguments: the caller prints the usage line).
 */
#ifndef HOYITO_CLI_RECORD_H
#define HOYITO_CLI_RECORD_H

int hoyito_cli_record(int argc, char **argv);

#endif
