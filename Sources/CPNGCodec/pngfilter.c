// The five PNG filters (PNG specification, 9.2) and the two rules the encoder chooses a row's filter by.
//
// Both rules filter the row all five ways and keep the one with the fewest distinct pairs of
// neighbouring bytes: the weighted rule counts None's pairs at 2/5, the even rule at 5/5. Few distinct
// pairs means the bytes repeat, which is what deflate's matches and Huffman codes feed on. libpng's own
// heuristic (the smallest sum of bytes taken as signed) ignores matches: on UI snapshots, whose
// anti-aliased text and flat fills repeat exactly from row to row and glyph to glyph, unfiltered rows
// compress best and that heuristic rarely picks them; on photos a filter wins. The weight is measured:
// compressed size with None counted at 1, 4/5, 3/5 and 2/5, and with the smallest sum (libpng's rule),
// zlib level 9:
//   newsFeedCard@2x    35,866  34,181  32,315  31,553   smallest sum  39,861
//   showcaseScreen@3x 421,768 419,719 415,064 411,565                427,638
//   photoGrid@2x      146,987 146,696 146,474 146,724                147,608
//   listFeed@2x       127,325 125,741 124,194 126,975                132,395
//   showcaseCards@2x  154,158 153,495 151,124 150,000                155,234
// No one rule wins everywhere, so pngimagedata.c tries the weighted rule, the even rule and None on
// every row for each segment and keeps what compresses smallest. One stream, libdeflate level 11, in
// bytes (weighted, even, None everywhere; the smallest sum for comparison):
//   paintingSampler@2x  52,122  46,802  53,912   smallest sum  48,332
//   showcaseCards@2x   135,548 139,443 208,026                140,935
//   shadowCards@3x     213,563 209,993 203,447                210,629  (the benchmark's screen)
//   buttonRow@3x        14,210  15,849  14,137                 16,429
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

void pp_filter_row(int type, const uint8_t *row, const uint8_t *previous, uint64_t row_bytes, uint32_t bpp,
                   uint8_t *out) {
  pp_apply_filter(type, row, previous, row_bytes, bpp, out);
}

void pp_choose_row_filters(const uint8_t *row, const uint8_t *previous, uint64_t row_bytes, uint32_t bpp,
                           pp_filter_scratch *scratch, uint8_t *weighted_choice, uint8_t *even_choice) {
  pp_apply_filter(PP_FILTER_NONE, row, previous, row_bytes, bpp, scratch->candidate);
  uint64_t none_pairs = pp_distinct_pairs(scratch->candidate + 1, row_bytes, UINT64_MAX, scratch);
  // Scores in fifths: None at 2/5 of its count for the weighted choice, at 5/5 for the even one. The
  // first filter with the lowest score wins, so a count can stop where it could win neither choice.
  uint64_t best_weighted = 2 * none_pairs, best_even = none_pairs;
  *weighted_choice = PP_FILTER_NONE;
  *even_choice = PP_FILTER_NONE;
  // A row equal to the one above, common in flat UI, filters Up to zeros: one distinct pair (none in a
  // row of one byte), which no later filter can beat, since a later filter must score lower to win.
  // So Average and Paeth are not tried, and Up's count is known without filtering.
  int repeats_above = previous != NULL && memcmp(row, previous, row_bytes) == 0;
  int last_type = repeats_above ? PP_FILTER_UP : PP_FILTER_PAETH;
  for (int type = PP_FILTER_SUB; type <= last_type; type += 1) {
    uint64_t weighted_enough = (best_weighted + 4) / 5;
    uint64_t enough = weighted_enough > best_even ? weighted_enough : best_even;
    uint64_t pairs;
    if (type == PP_FILTER_UP && repeats_above) {
      pairs = row_bytes >= 2 ? 1 : 0;
    } else {
      pp_apply_filter(type, row, previous, row_bytes, bpp, scratch->candidate);
      pairs = pp_distinct_pairs(scratch->candidate + 1, row_bytes, enough, scratch);
    }
    if (5 * pairs < best_weighted) {
      best_weighted = 5 * pairs;
      *weighted_choice = (uint8_t)type;
    }
    if (pairs < best_even) {
      best_even = pairs;
      *even_choice = (uint8_t)type;
    }
  }
}
