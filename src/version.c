/* version.c - the library's version, for comparing with the headers'. */
#include "hoyito.h"

int hoyito_version_number(void) {
  return HOYITO_VERSION_NUMBER;
}

const char *hoyito_version_string(void) {
  return HOYITO_VERSION_STRING;
}
