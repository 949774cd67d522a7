/*
 * cli_puzzle.h - `hoyito puzzles`: puzzles found and proved by the engine
 * (cli/cli_puzzle.c). Follows cli/cli.c's command conventions.
 */
#ifndef HOYITO_CLI_PUZZLE_H
#define HOYITO_CLI_PUZZLE_H

int hoyito_cli_puzzles(int argc, char **argv);

#endif
