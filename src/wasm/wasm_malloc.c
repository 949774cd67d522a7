/*
 * wasm_malloc.c - the allocator of the page's engine (web/engine/gen/hoyito.wasm),
 * in place of Emscripten's emmalloc: what that build allocates is a few game
 * sessions and the texts JS hands in (at most HOYITO_MAX_INPUT bytes are
 * read), so blocks of 32 << k bytes, each size with its list of
 * freed blocks, are enough, and 0.7 KB smaller gzipped, fetched before the
 * board is playable. A block is never returned to the memory nor split: the
 * build holds, of each block size, the most blocks of it ever in use at once
 * (each at most twice the bytes asked for). The memory grows as malloc needs (engine-wasm.js
 * remakes its views when the buffer changes). The other builds keep
 * emmalloc: the records and the search's table allocate larger and freer.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define HEADER 16  /* keeps every block 16-aligned, as max_align_t asks */
#define CLASSES 26 /* 32 bytes to 1 GiB */

extern unsigned char __heap_base;

static void *freed
    [CLASSES]; /* by size class: the blocks free() gave back, linked through their first word */
static uintptr_t top, end; /* never used memory: [top, end) */

void *malloc(size_t n) {
  if (n > ((size_t)32 << (CLASSES - 1)) - HEADER) return NULL;
  int k = 0;
  while (((size_t)32 << k) < n + HEADER) k++;
  size_t size = (size_t)32 << k;
  unsigned char *block = freed[k];
  if (block) {
    memcpy(&freed[k], block, sizeof(void *));
  } else {
    if (!top) {
      top = ((uintptr_t)&__heap_base + HEADER - 1) & ~(uintptr_t)(HEADER - 1);
      end = __builtin_wasm_memory_size(0) * 65536;
    }
    if (size > end - top) {
      size_t pages = (size - (end - top) + 65535) / 65536;
      if (__builtin_wasm_memory_grow(0, pages) == SIZE_MAX) return NULL;
      end += pages * 65536;
    }
    block = (unsigned char *)top;
    top += size;
  }
  block[0] = (unsigned char)k;
  return block + HEADER;
}

void free(void *p) {
  if (!p) return;
  unsigned char *block = (unsigned char *)p - HEADER;
  int k = block[0];
  memcpy(block, &freed[k], sizeof(void *));
  freed[k] = block;
}

void *calloc(size_t count, size_t size) {
  if (size && count > SIZE_MAX / size) return NULL;
  void *p = malloc(count * size);
  if (p) memset(p, 0, count * size);
  return p;
}
