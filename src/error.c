/* error.c - error codes in words. */
#include "hoyito.h"
#include "hoyito_tables.h"

#define STR_(x) #x
#define STR(x) STR_(x) /* a number macro as text */

const char *hoyito_strerror(int code) {
  switch (code) {
    case HOYITO_OK:
      return "no error";
    case HOYITO_E_TOO_LONG:
      return "position string is too long";
    case HOYITO_E_SYNTAX:
      return "position string is not VARIANT:SOUTH/NORTH:TURN:SCAP,NCAP[:KEYS]";
    case HOYITO_E_VARIANT:
      return "variant must be I, II or III";
    case HOYITO_E_ROW_SIZE:
      return "a row must have 3 to 12 holes";
    case HOYITO_E_ROW_MISMATCH:
      return "south and north rows have different lengths";
    case HOYITO_E_COUNT:
      return "a hole count is not a number or x";
    case HOYITO_E_TURN:
      return "turn must be S, N or -";
    case HOYITO_E_CAPTURES:
      return "captures must be SCAP,NCAP";
    case HOYITO_E_KEY_UNKNOWN:
      return "unknown key";
    case HOYITO_E_KEY_ORDER:
      return "keys must be sorted by name, each once";
    case HOYITO_E_KEY_VALUE:
      return "a key has a bad value";
    case HOYITO_E_KEY_DEFAULT:
      return "a key at its default value is not written";
    case HOYITO_E_TOTAL:
      return "seed total is not 8 per hole pair (8n)";
    case HOYITO_E_NOT_FOUR:
      return "seeds on the board are not a multiple of four";
    case HOYITO_E_OVER:
      return "turn '-' must go with an empty board, and only then";
    case HOYITO_E_NO_OPEN_HOLE:
      return "a row has no open hole";
    case HOYITO_E_MUST_PASS:
      return "the player to move has no legal move";
    case HOYITO_E_QUIET:
      return "quiet must be below limit, and unwritten once the game is over";
    case HOYITO_E_NUMBER:
      return "numbers are written without sign or leading zeros";
    case HOYITO_E_GAME_OVER:
      return "the game is over";
    case HOYITO_E_MOVE_RANGE:
      return "no such hole: a move is a hole number 1..n";
    case HOYITO_E_MOVE_CLOSED:
      return "that hole is closed";
    case HOYITO_E_MOVE_EMPTY:
      return "that hole is empty";
    case HOYITO_E_MOVE_ENDLESS:
      return "that move would sow forever (over " STR(
          HOYITO_MAX_PICKUPS) " pickups), so it is not allowed";
    case HOYITO_E_OPTIONS:
      return "bad game options (variant I..III, 3..12 holes, limit 1..1000)";
    case HOYITO_E_BUFFER:
      return "output buffer too small";
    case HOYITO_E_NO_UNDO:
      return "nothing to undo";
    case HOYITO_E_NO_REDO:
      return "nothing to redo";
    case HOYITO_E_NOT_OVER:
      return "the game is not over yet";
    case HOYITO_E_MATCH_OVER:
      return "the match is over: a player cannot fill a hole";
    case HOYITO_E_HISTORY_FULL:
      return "the game is too long to record";
    case HOYITO_E_ARGUMENT:
      return "bad argument";
    case HOYITO_E_RECORD:
      return "the game record is malformed";
    case HOYITO_E_TABLES_MAGIC:
      return "not an endgame tables file";
    case HOYITO_E_TABLES_VERSION:
      return "tables file of another format version (this program reads version " STR(
          HOYITO_TABLES_VERSION) ": rebuild it with hoyito tables build)";
    case HOYITO_E_TABLES_HEADER:
      return "tables file header out of range";
    case HOYITO_E_TABLES_SIZE:
      return "tables file is truncated or has extra bytes";
    case HOYITO_E_TABLES_CHECKSUM:
      return "tables file is damaged (checksum mismatch)";
    case HOYITO_E_TABLES_NOT_COVERED:
      return "position not covered by the tables";
    case HOYITO_E_PROVE_BOARD:
      return "the prover proves positions of the 2x6 board only";
    case HOYITO_E_PROVE_TABLES:
      return "the tables are of another variant or limit than the position";
    case HOYITO_E_PROVE_BOUNDS:
      return "bounds table too small (at least HOYITO_PROVE_MIN_BYTES)";
    case HOYITO_E_PROVE_BUDGET:
      return "node budget must be at least 1";
    default:
      return "unknown error";
  }
}
