// The five PNG filters (PNG specification, 9.2) and the encoder's choice of one per row.
//
// The choice: filter the row all five ways and keep the one with the fewest distinct pairs of
// neighbouring bytes, counting None's pairs at 2/5. Few distinct pairs means the bytes repeat, which is
// what deflate's matches and Huffman codes feed on. libpng's own heuristic (the smallest sum of bytes
// taken as signed) ignores matches: on UI snapshots, whose anti-aliased text and flat fills repeat
// exactly from row to row and glyph to glyph, unfiltered rows compress best and that heuristic rarely
// picks them; on photos a filter wins. The weight is measured: compressed size with None counted at 1,
// 4/5, 3/5 and 2/5, and with the smallest sum (libpng's rule), zlib level 9:
//   newsFeedCard@2x    35,866  34,181  32,315  31,553   smallest sum  39,861
//   showcaseScreen@3x 421,768 419,719 415,064 411,565                427,638
//   photoGrid@2x      146,987 146,696 146,474 146,724                147,608
//   listFeed@2x       127,325 125,741 124,194 126,975                132,395
//   showcaseCards@2x  154,158 153,495 151,124 150,000                155,234
// With the zlib settings of pngshim.c, the 15 gallery references take 1,279,641 bytes at 3/5 and
// 1,274,179 at 2/5 (4/5: more than 3/5 on every one).
// Integer arithmetic only: the choice, and so the file, is the same on every machine.
#pragma STDC FP_CONTRACT OFF

#include "pngencoding.h"

#include <string.h>

enum { PP_FILTER_NONE = 0, PP_FILTER_SUB = 1, PP_FILTER_UP = 2, PP_FILTER_AVERAGE = 3, PP_FILTER_PAETH = 4 };

static uint8_t pp_paeth_predictor(uint8_t a, uint8_t b, uint8_t c) {
  int p = (int)a + b - c;
  int pa = p > a ? p - a : a - p;
  int pb = p > b ? p - b : b - p;
  int pc = p > c ? p - c : c - p;
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

// One filter over a whole row; `previous` NULL stands for a row of zeros (the first row). The first
// `bpp` bytes, which have no left neighbour, are filtered apart from the rest, so the loops over the
// rest have no branch and the compiler can vectorize them; the bytes are the specification's.
static void pp_apply_filter(int type, const uint8_t *restrict row, const uint8_t *restrict previous,
                            uint64_t size, uint32_t bpp, uint8_t *restrict out) {
  out[0] = (uint8_t)type;
  uint8_t *restrict filtered = out + 1;
  uint64_t first = bpp < size ? bpp : size;
  if (type == PP_FILTER_NONE || (type == PP_FILTER_UP && !previous)) {
    memcpy(filtered, row, size);
    return;
  }
  switch (type) {
    case PP_FILTER_SUB:
      memcpy(filtered, row, first);
      for (uint64_t i = first; i < size; i += 1) filtered[i] = (uint8_t)(row[i] - row[i - bpp]);
      break;
    case PP_FILTER_UP:
      for (uint64_t i = 0; i < size; i += 1) filtered[i] = (uint8_t)(row[i] - previous[i]);
      break;
    case PP_FILTER_AVERAGE:
      if (!previous) {
        memcpy(filtered, row, first);
        for (uint64_t i = first; i < size; i += 1) filtered[i] = (uint8_t)(row[i] - (row[i - bpp] >> 1));
        break;
      }
      for (uint64_t i = 0; i < first; i += 1) filtered[i] = (uint8_t)(row[i] - (previous[i] >> 1));
      for (uint64_t i = first; i < size; i += 1) {
        filtered[i] = (uint8_t)(row[i] - (((unsigned)row[i - bpp] + previous[i]) >> 1));
      }
      break;
    default:
      // Without a row above, the predictor is always the left byte: Paeth is Sub. Without a left
      // neighbour (and so no corner either), it is always the byte above.
      if (!previous) {
        memcpy(filtered, row, first);
        for (uint64_t i = first; i < size; i += 1) filtered[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
      }
      for (uint64_t i = 0; i < first; i += 1) filtered[i] = (uint8_t)(row[i] - previous[i]);
      for (uint64_t i = first; i < size; i += 1) {
        filtered[i] = (uint8_t)(row[i] - pp_paeth_predictor(row[i - bpp], previous[i], previous[i - bpp]));
      }
      break;
  }
}

// How many distinct pairs of neighbouring bytes `bytes` holds, or any count of at least `enough` once
// the count reaches it: past that the row has lost to an earlier filter. A table entry equal to the
// current stamp marks a pair seen in this count, so the table is cleared only when the stamp wraps.
static uint64_t pp_distinct_pairs(const uint8_t *bytes, uint64_t size, uint64_t enough,
                                  pp_filter_scratch *scratch) {
  scratch->stamp += 1;
  if (scratch->stamp == 0) {
    memset(scratch->pair_seen, 0, 65536 * sizeof *scratch->pair_seen);
    scratch->stamp = 1;
  }
  uint32_t stamp = scratch->stamp;
  uint32_t *seen = scratch->pair_seen;
  uint64_t distinct = 0;
  for (uint64_t i = 0; i + 1 < size && distinct < enough; i += 1) {
    uint32_t pair = ((uint32_t)bytes[i] << 8) | bytes[i + 1];
    if (seen[pair] != stamp) {
      seen[pair] = stamp;
      distinct += 1;
    }
  }
  return distinct;
}

void pp_filter_row(int mode, const uint8_t *row, const uint8_t *previous, uint64_t row_bytes, uint32_t bpp,
                   pp_filter_scratch *scratch, uint8_t *out) {
  if (mode != PP_FILTER_CHOOSE) {
    pp_apply_filter(mode, row, previous, row_bytes, bpp, out);
    return;
  }
  uint64_t best_score = UINT64_MAX;
  int best_type = PP_FILTER_NONE;
  for (int type = PP_FILTER_NONE; type <= PP_FILTER_PAETH; type += 1) {
    uint8_t *candidate = scratch->candidates + (uint64_t)type * (row_bytes + 1);
    pp_apply_filter(type, row, previous, row_bytes, bpp, candidate);
    // None at 2/5 of its count (see the top of this file): scores in fifths. A filter wins only with
    // a lower score than the best so far, so its count can stop where it could no longer win.
    uint64_t weight = type == PP_FILTER_NONE ? 2 : 5;
    uint64_t enough = best_score == UINT64_MAX ? UINT64_MAX : (best_score + weight - 1) / weight;
    uint64_t score = pp_distinct_pairs(candidate + 1, row_bytes, enough, scratch) * weight;
    if (score < best_score) {
      best_score = score;
      best_type = type;
    }
  }
  memcpy(out, scratch->candidates + (uint64_t)best_type * (row_bytes + 1), row_bytes + 1);
}
