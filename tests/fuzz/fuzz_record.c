/*
 * fuzz_record.c - the record reader (hoyito_record_read_tree) on the
 * fuzzer's bytes as text: whatever it accepts keeps the header's promises,
 * is written, and reads back the same (record_identity.h); whatever it
 * refuses is named with a line inside the text.
 */
#include "../record_identity.h"
#include "fuzz_util.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  int accepted;
  const char *broken = record_identity((const char *)data, size, &accepted);
  if (broken) {
    fprintf(stderr, "%s\n", broken);
    abort();
  }
  if (!accepted) {
    int lines = 1;
    for (size_t i = 0; i < size; i++) lines += data[i] == '\n';
    FUZZ_CHECK(ri.err.code < 0 && ri.err.line >= 0 && ri.err.line <= lines);
    FUZZ_CHECK(memchr(ri.err.message, '\0', sizeof ri.err.message) != NULL);
  }
  return 0;
}
