/*
 * record_identity.h - the records' round-trip promise (include/hoyito_record.h),
 * checked on one text: whatever hoyito_record_read_tree accepts keeps the
 * header's promises (tags UTF-8 without control bytes, comments a record can
 * hold), hoyito_record_write_tree writes it, reading that back gives the same
 * start, main line, tree, comments and tags, and writing again the same text.
 * One definition of the property for tests/test_record_identity.c and
 * tests/fuzz/fuzz_record.c.
 */
#ifndef HOYITO_RECORD_IDENTITY_H
#define HOYITO_RECORD_IDENTITY_H

#include <stdio.h>
#include <string.h>

#include "hoyito_record.h"

#ifndef RECORD_IDENTITY_NODES
#define RECORD_IDENTITY_NODES 4096
#endif

static struct {
  hoyito_record_node nodes[2][RECORD_IDENTITY_NODES];
  char notes[2][2 * HOYITO_MAX_RECORD + 1];
  char text[2][HOYITO_MAX_RECORD + 1];
  hoyito_record_tree tree[2];
  hoyito_game game[2], scratch;
  hoyito_record_info info[2];
  hoyito_record_error err;
  char why[256];
} ri;

/* Whether s[0..n) is well-formed UTF-8 without control bytes. */
static int ri_clean_utf8(const unsigned char *s, size_t n) {
  for (size_t i = 0; i < n;) {
    unsigned c = s[i];
    size_t len = c < 0x80 ? 1 : c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : 4;
    if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xc2) || c > 0xf4 || i + len > n) return 0;
    unsigned lo = c == 0xe0 ? 0xa0 : c == 0xf0 ? 0x90 : 0x80;
    unsigned hi = c == 0xed ? 0x9f : c == 0xf4 ? 0x8f : 0xbf;
    if (len > 1 && (s[i + 1] < lo || s[i + 1] > hi)) return 0;
    for (size_t k = 2; k < len; k++)
      if ((s[i + k] & 0xc0) != 0x80) return 0;
    i += len;
  }
  return 1;
}

/* What the header promises of a tree and tags read; NULL when it holds. */
static const char *ri_promises(const hoyito_record_tree *t, const hoyito_record_info *info) {
  const char *tags[] = {info->event, info->site, info->date, info->south, info->north};
  for (int k = 0; k < 5; k++)
    if (strlen(tags[k]) >= HOYITO_RECORD_TEXT ||
        !ri_clean_utf8((const unsigned char *)tags[k], strlen(tags[k])))
      return "a tag read is not UTF-8 without control bytes";
  for (int i = 0; i < t->count; i++) {
    const char *s = t->notes + t->nodes[i].comment_at;
    int brace = 0, line_end = 0;
    for (int k = 0; k < t->nodes[i].comment_len; k++) {
      unsigned char c = (unsigned char)s[k];
      if ((c < 0x20 && c != '\t' && c != '\r' && c != '\n') || c == 0x7f)
        return "a comment read holds a control byte";
      brace |= c == '}';
      line_end |= c == '\r' || c == '\n';
    }
    if (brace && line_end) return "a comment read holds both '}' and a line end";
  }
  return NULL;
}

/* Whether a and b (both read) hold the same nodes in the same order, and the same comments. */
static int ri_same_tree(const hoyito_record_tree *a, const hoyito_record_tree *b) {
  if (a->count != b->count) return 0;
  for (int i = 0; i < a->count; i++) {
    const hoyito_record_node *x = &a->nodes[i], *y = &b->nodes[i];
    if (x->parent != y->parent || x->move != y->move || x->comment_len != y->comment_len ||
        memcmp(a->notes + x->comment_at, b->notes + y->comment_at, (size_t)x->comment_len))
      return 0;
  }
  return 1;
}

static int ri_same_info(const hoyito_record_info *a, const hoyito_record_info *b) {
  return !strcmp(a->event, b->event) && !strcmp(a->site, b->site) && !strcmp(a->date, b->date) &&
         !strcmp(a->south, b->south) && !strcmp(a->north, b->north);
}

static int ri_read(int k, const char *text, size_t len) {
  ri.tree[k] = (hoyito_record_tree){ri.nodes[k], RECORD_IDENTITY_NODES, 0,
                                    ri.notes[k], sizeof ri.notes[k],    0};
  return hoyito_record_read_tree(text, len, &ri.tree[k], &ri.game[k], &ri.info[k], &ri.scratch,
                                 &ri.err);
}

static int ri_write(int k, int from) {
  return hoyito_record_write_tree(&ri.game[from].start, &ri.tree[from], &ri.info[from], &ri.scratch,
                                  ri.text[k], sizeof ri.text[k], &ri.err);
}

/*
 * Checks the promise on text[0..len): NULL when it holds or the reader
 * refuses the text (*accepted says which), else what broke. A node buffer
 * too small for the text counts as refused.
 */
static const char *record_identity(const char *text, size_t len, int *accepted) {
  *accepted = ri_read(0, text, len) == HOYITO_OK;
  if (!*accepted) return NULL;
  const char *broken = ri_promises(&ri.tree[0], &ri.info[0]);
  if (broken) return broken;
  int len1 = ri_write(0, 0);
  if (len1 < 0) {
    snprintf(ri.why, sizeof ri.why, "what was read is not written: %s", ri.err.message);
    return ri.why;
  }
  if (ri_read(1, ri.text[0], (size_t)len1)) {
    snprintf(ri.why, sizeof ri.why, "what was written is not read: %s", ri.err.message);
    return ri.why;
  }
  const hoyito_game *a = &ri.game[0], *b = &ri.game[1];
  if (memcmp(&a->start, &b->start, sizeof a->start) || memcmp(&a->pos, &b->pos, sizeof a->pos) ||
      a->ply != b->ply || memcmp(a->moves, b->moves, (size_t)a->ply))
    return "read back, the main line is not the same";
  if (!ri_same_tree(&ri.tree[0], &ri.tree[1])) return "read back, the tree is not the same";
  if (!ri_same_info(&ri.info[0], &ri.info[1])) return "read back, the tags are not the same";
  int len2 = ri_write(1, 1);
  if (len2 != len1 || memcmp(ri.text[0], ri.text[1], (size_t)len1))
    return "written again, the text is not the same";
  return NULL;
}

#endif /* HOYITO_RECORD_IDENTITY_H */
