/* check.c - see check.h. */
#include "check.h"

#include <stdlib.h>

int check_failures;

#define CHECK_MAX_CASES 256
static check_case registered[CHECK_MAX_CASES];
static int registered_count;

void check_register(const char *name, void (*run)(void)) {
  if (registered_count == CHECK_MAX_CASES) {
    fprintf(stderr, "check: more than %d tests in one binary\n", CHECK_MAX_CASES);
    exit(2);
  }
  registered[registered_count].name = name;
  registered[registered_count].run = run;
  registered_count++;
}

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
  if (argc == 2 && strcmp(argv[1], "--list") == 0) {
    for (int i = 0; i < count; i++) printf("%s\n", cases[i].name);
    return 0;
  }
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

int check_run(int argc, char **argv) {
  return check_main(argc, argv, registered, registered_count);
}
