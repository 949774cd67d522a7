/* check.c - see check.h. */
#include "check.h"

int check_failures;

void check_fail(const char *file, int line, const char *what) {
  check_failures++;
  printf("  %s:%d: failed: %s\n", file, line, what);
}

void check_fail_str(const char *file, int line, const char *what, const char *got,
                    const char *want) {
  check_failures++;
  printf("  %s:%d: %s\n    got:  %s\n    want: %s\n", file, line, what, got, want);
}

void check_fail_int(const char *file, int line, const char *what, long got, long want) {
  check_failures++;
  printf("  %s:%d: %s is %ld, want %ld\n", file, line, what, got, want);
}

int check_main(int argc, char **argv, const check_case *cases, int count) {
  int passed = 0, failed = 0;
  for (int i = 0; i < count; i++) {
    int wanted = argc <= 1;
    for (int a = 1; a < argc; a++) wanted |= strcmp(argv[a], cases[i].name) == 0;
    if (!wanted) continue;
    int before = check_failures;
    cases[i].run();
    if (check_failures == before) {
      passed++;
      printf("ok   %s\n", cases[i].name);
    } else {
      failed++;
      printf("FAIL %s\n", cases[i].name);
    }
  }
  if (passed + failed == 0) {
    printf("no test matched\n");
    return 1;
  }
  printf("%d passed, %d failed\n", passed, failed);
  return failed ? 1 : 0;
}
