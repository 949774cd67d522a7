/*
 * splitmix.h - the front ends' PRNG (splitmix64): fixed seeds give the same
 * games, openings and puzzles on every run and platform. One copy for the
 * CLI, the match machinery, the puzzle generator, the tuner and the tests.
 */
#ifndef HOYITO_SPLITMIX_H
#define HOYITO_SPLITMIX_H

#include <stdint.h>

/* The finaliser alone: a good 64-bit mix of one value (hash keys). */
static inline uint64_t splitmix_mix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static inline uint64_t splitmix(uint64_t *state) {
  return splitmix_mix(*state += 0x9e3779b97f4a7c15ull);
}

#endif
