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

// One filter over a whole row; `previous` NULL stands for a row of zeros (the first row).
static void pp_apply_filter(int type, const uint8_t *row, const uint8_t *previous, uint64_t size,
                            uint32_t bpp, uint8_t *out) {
  out[0] = (uint8_t)type;
  uint8_t *filtered = out + 1;
  switch (type) {
    case PP_FILTER_NONE:
      memcpy(filtered, row, size);
      break;
    case PP_FILTER_SUB:
      for (uint64_t i = 0; i < size; i += 1) filtered[i] = (uint8_t)(row[i] - (i >= bpp ? row[i - bpp] : 0));
      break;
    case PP_FILTER_UP:
      for (uint64_t i = 0; i < size; i += 1) filtered[i] = (uint8_t)(row[i] - (previous ? previous[i] : 0));
      break;
    case PP_FILTER_AVERAGE:
      for (uint64_t i = 0; i < size; i += 1) {
        unsigned left = i >= bpp ? row[i - bpp] : 0;
        unsigned up = previous ? previous[i] : 0;
        filtered[i] = (uint8_t)(row[i] - ((left + up) >> 1));
      }
      break;
    default:
      for (uint64_t i = 0; i < size; i += 1) {
        uint8_t left = i >= bpp ? row[i - bpp] : 0;
        uint8_t up = previous ? previous[i] : 0;
        uint8_t corner = previous && i >= bpp ? previous[i - bpp] : 0;
        filtered[i] = (uint8_t)(row[i] - pp_paeth_predictor(left, up, corner));
      }
      break;
  }
}

// How many distinct pairs of neighbouring bytes `bytes` holds. A table entry equal to the current
// stamp marks a pair seen in this count, so the table is cleared only when the stamp wraps around.
static uint64_t pp_distinct_pairs(const uint8_t *bytes, uint64_t size, pp_filter_scratch *scratch) {
  scratch->stamp += 1;
  if (scratch->stamp == 0) {
    memset(scratch->pair_seen, 0, 65536 * sizeof *scratch->pair_seen);
    scratch->stamp = 1;
  }
  uint32_t stamp = scratch->stamp;
  uint32_t *seen = scratch->pair_seen;
  uint64_t distinct = 0;
  for (uint64_t i = 0; i + 1 < size; i += 1) {
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
    uint64_t pairs = pp_distinct_pairs(candidate + 1, row_bytes, scratch);
    // None at 2/5 of its count (see the top of this file): scores in fifths.
    uint64_t score = pairs * (type == PP_FILTER_NONE ? 2 : 5);
    if (score < best_score) {
      best_score = score;
      best_type = type;
    }
  }
  memcpy(out, scratch->candidates + (uint64_t)best_type * (row_bytes + 1), row_bytes + 1);
}
