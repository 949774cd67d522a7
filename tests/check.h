/*
 * check.h - the smallest test harness that does the job: CHECK macros that
 * record failures with file:line, tests registered where they are written
 * (TEST), a main that runs every test or the ones named on the command line
 * and lists them (--list: ctest discovers the cases from each binary, so a
 * test's name is written once), and the tests' one PRNG.
 */
#ifndef HOYITO_CHECK_H
#define HOYITO_CHECK_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "splitmix.h"

extern int check_failures;
void check_fail(const char *file, int line, const char *what);
void check_fail_str(const char *file, int line, const char *what, const char *got,
                    const char *want);
void check_fail_int(const char *file, int line, const char *what, long got, long want);

#define CHECK(cond)                                     \
  do {                                                  \
    if (!(cond)) check_fail(__FILE__, __LINE__, #cond); \
  } while (0)
#define CHECK_INT(got, want)                                        \
  do {                                                              \
    long g_ = (long)(got), w_ = (long)(want);                       \
    if (g_ != w_) check_fail_int(__FILE__, __LINE__, #got, g_, w_); \
  } while (0)
#define CHECK_STR(got, want)                                                   \
  do {                                                                         \
    const char *g_ = (got), *w_ = (want);                                      \
    if (strcmp(g_, w_) != 0) check_fail_str(__FILE__, __LINE__, #got, g_, w_); \
  } while (0)

typedef struct {
  const char *name;
  void (*run)(void);
} check_case;

/*
 * TEST(name) { ... } defines a test and registers it (a constructor runs
 * before main), in the order of the file.
 */
void check_register(const char *name, void (*run)(void));
#define TEST(name)                                                 \
  static void name(void);                                          \
  __attribute__((constructor)) static void name##_register(void) { \
    check_register(#name, name);                                   \
  }                                                                \
  static void name(void)

/* Runs the registered tests named in argv (all when none); --list prints
 * their names, one a line. Prints a summary; returns main's status. */
int check_run(int argc, char **argv);

/* The same over a table of cases (for files not using TEST). */
int check_main(int argc, char **argv, const check_case *cases, int count);

/*
 * The tests' PRNG: the front ends' splitmix64 (splitmix.h), deterministic,
 * so every run plays the same games. Seed with any value.
 */
typedef struct {
  uint64_t state;
} check_rng;

static inline unsigned check_rng_below(check_rng *r, unsigned bound) {
  return (unsigned)(splitmix(&r->state) >> 33) % bound;
}

#endif
