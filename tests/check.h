/*
 * check.h - the smallest test harness that does the job: CHECK macros that
 * record failures with file:line, and a main that runs every test or the
 * ones named on the command line (ctest runs each rule's test by name).
 */
#ifndef HOYITO_CHECK_H
#define HOYITO_CHECK_H

#include <stdio.h>
#include <string.h>

extern int check_failures;
void check_fail(const char *file, int line, const char *what);
void check_fail_str(const char *file, int line, const char *what, const char *got,
                    const char *want);
void check_fail_int(const char *file, int line, const char *what, long got, long want);

#define CHECK(cond) \
  do { if (!(cond)) check_fail(__FILE__, __LINE__, #cond); } while (0)
#define CHECK_INT(got, want) \
  do { long g_ = (long)(got), w_ = (long)(want); \
       if (g_ != w_) check_fail_int(__FILE__, __LINE__, #got, g_, w_); } while (0)
#define CHECK_STR(got, want) \
  do { const char *g_ = (got), *w_ = (want); \
       if (strcmp(g_, w_) != 0) check_fail_str(__FILE__, __LINE__, #got, g_, w_); } while (0)

typedef struct {
  const char *name;
  void (*run)(void);
} check_case;

/* Runs the tests named in argv (all when none) and prints a summary line. */
int check_main(int argc, char **argv, const check_case *cases, int count);

#endif
