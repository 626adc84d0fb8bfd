// Whole-bitmap pixel loops. See include/pixelkernels.h for the contract.
//
// Written for speed without optimisation (a debug build compiles C at -O0): pointers step through the
// buffers, runs of unchanged pixels are skipped a word at a time, and the helpers are always inlined,
// which clang does at -O0 too. Integer-only; the pragma keeps it deterministic should floating point
// ever appear.
#pragma STDC FP_CONTRACT OFF

#include "pixelkernels.h"

#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#define PP_INLINE static inline __attribute__((always_inline))

// Words that may alias the byte buffers they are read from.
typedef uint32_t __attribute__((may_alias)) pp_word32;
typedef uint64_t __attribute__((may_alias)) pp_word64;

// Alpha in the top byte of a pixel read as one 32-bit word, on a little-endian machine; on a big-endian
// one in the bottom byte.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
static const uint32_t pp_alpha_mask = 0x000000FFu;
#else
static const uint32_t pp_alpha_mask = 0xFF000000u;
#endif

// value / 255 rounded to nearest for value in 0...65025, as PixelMath.div255 computes it.
PP_INLINE uint32_t pp_div255(uint32_t value) {
  uint32_t biased = value + 128;
  return (biased + (biased >> 8)) >> 8;
}

// The size of a transparent huge page on x86-64, and on arm64 with 4 KiB pages.
#define PP_HUGE_PAGE_BYTES ((uintptr_t)2 << 20)

void pp_pixels_clear_fresh(uint8_t *rgba, uint64_t pixel_count) {
  uint64_t bytes = pixel_count * 4;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  uintptr_t first = ((uintptr_t)rgba + PP_HUGE_PAGE_BYTES - 1) & ~(PP_HUGE_PAGE_BYTES - 1);
  uintptr_t end = ((uintptr_t)rgba + bytes) & ~(PP_HUGE_PAGE_BYTES - 1);
  // Advice only: a refusal (an old kernel, huge pages turned off) leaves ordinary pages.
  if (end > first) (void)madvise((void *)first, end - first, MADV_HUGEPAGE);
#endif
  memset(rgba, 0, bytes);
}

int32_t pp_pixels_all_opaque(const uint8_t *rgba, uint64_t pixel_count) {
  const pp_word32 *pixel = (const pp_word32 *)rgba;
  const pp_word32 *end = pixel + pixel_count;
  for (; pixel != end; pixel++) {
    if ((*pixel & pp_alpha_mask) != pp_alpha_mask) return 0;
  }
  return 1;
}

// Straightens the `pixel_count` pixels from `rgba` in place (see pp_pixels_unpremultiply).
PP_INLINE void pp_unpremultiply_run(uint8_t *rgba, uint64_t pixel_count) {
  uint8_t *end = rgba + pixel_count * 4;
  for (uint8_t *p = rgba; p != end; p += 4) {
    uint32_t alpha = p[3];
    if (alpha == 255) continue;
    if (alpha == 0) {
      p[0] = 0;
      p[1] = 0;
      p[2] = 0;
      continue;
    }
    for (int c = 0; c < 3; c++) {
      uint32_t value = ((uint32_t)p[c] * 255 + alpha / 2) / alpha;
      p[c] = (uint8_t)(value > 255 ? 255 : value);
    }
  }
}

void pp_pixels_unpremultiply(uint8_t *rgba, uint64_t pixel_count) { pp_unpremultiply_run(rgba, pixel_count); }

void pp_pixels_premultiply(uint8_t *rgba, uint64_t pixel_count) {
  uint8_t *end = rgba + pixel_count * 4;
  for (uint8_t *p = rgba; p != end; p += 4) {
    uint32_t alpha = p[3];
    if (alpha == 255) continue;
    p[0] = (uint8_t)pp_div255(p[0] * alpha);
    p[1] = (uint8_t)pp_div255(p[1] * alpha);
    p[2] = (uint8_t)pp_div255(p[2] * alpha);
  }
}

PP_INLINE uint32_t pp_channel_difference(uint8_t x, uint8_t y) { return x > y ? x - y : y - x; }

void pp_difference_map(const uint8_t *a, uint64_t a_width, uint64_t a_height, const uint8_t *b,
                       uint64_t b_width, uint64_t b_height, uint16_t only_in_one, uint16_t *out,
                       uint64_t canvas_width, uint64_t canvas_height) {
  uint64_t shared_width = a_width < b_width ? a_width : b_width;
  uint64_t shared_height = a_height < b_height ? a_height : b_height;
  for (uint64_t y = 0; y < canvas_height; y++) {
    uint16_t *row = out + y * canvas_width;
    uint64_t x = 0;
    if (y < shared_height) {
      const uint8_t *pa = a + y * a_width * 4;
      const uint8_t *pb = b + y * b_width * 4;
      // Equal rows, the common case, cost one memcmp and one memset.
      if (memcmp(pa, pb, shared_width * 4) == 0) {
        memset(row, 0, shared_width * sizeof(uint16_t));
      } else {
        for (uint64_t i = 0; i < shared_width; i++, pa += 4, pb += 4) {
          if (*(const pp_word32 *)pa == *(const pp_word32 *)pb) {
            row[i] = 0;
            continue;
          }
          uint32_t largest = pp_channel_difference(pa[0], pb[0]);
          uint32_t d = pp_channel_difference(pa[1], pb[1]);
          if (d > largest) largest = d;
          d = pp_channel_difference(pa[2], pb[2]);
          if (d > largest) largest = d;
          d = pp_channel_difference(pa[3], pb[3]);
          if (d > largest) largest = d;
          row[i] = (uint16_t)largest;
        }
      }
      x = shared_width;
    }
    for (; x < canvas_width; x++) row[x] = only_in_one;
  }
}

pp_difference_summary_result pp_difference_summary(const uint16_t *map, uint64_t width, uint64_t height,
                                                   uint16_t allowed, uint16_t only_in_one) {
  pp_difference_summary_result result = {0, 0, 0, INT64_MAX, INT64_MAX, -1, -1};
  for (uint64_t y = 0; y < height; y++) {
    const uint16_t *row = map + y * width;
    uint64_t x = 0;
    while (1) {
      x += pp_first_above(row + x, width - x, 0);
      if (x >= width) break;
      uint16_t value = row[x];
      result.differing++;
      if (value > allowed) result.beyond++;
      if (value < only_in_one && value > result.largest) result.largest = value;
      if ((int64_t)x < result.min_x) result.min_x = (int64_t)x;
      if ((int64_t)y < result.min_y) result.min_y = (int64_t)y;
      if ((int64_t)x > result.max_x) result.max_x = (int64_t)x;
      if ((int64_t)y > result.max_y) result.max_y = (int64_t)y;
      x++;
    }
  }
  return result;
}

uint64_t pp_first_above(const uint16_t *values, uint64_t count, uint16_t allowed) {
  uint64_t i = 0;
  // Four zeros at a time (zero is never above `allowed`) until the pointer is 8-byte aligned, then
  // while the words are zero.
  while (i < count && ((uintptr_t)(values + i) & 7) != 0) {
    if (values[i] > allowed) return i;
    i++;
  }
  const pp_word64 *words = (const pp_word64 *)(values + i);
  while (i + 4 <= count && *words == 0) {
    words++;
    i += 4;
  }
  for (; i < count; i++) {
    if (values[i] > allowed) return i;
  }
  return count;
}

// A straight-alpha pixel over white, to luma, lifted into 170...255.
PP_INLINE uint8_t pp_faded(const uint8_t *pixel) {
  uint32_t alpha = pixel[3];
  uint32_t red = pp_div255(pixel[0] * alpha) + 255 - alpha;
  uint32_t green = pp_div255(pixel[1] * alpha) + 255 - alpha;
  uint32_t blue = pp_div255(pixel[2] * alpha) + 255 - alpha;
  uint32_t luma = (77 * red + 150 * green + 29 * blue + 128) >> 8;
  return (uint8_t)((luma + 2 * 255) / 3);
}

void pp_diff_image(const uint16_t *map, uint64_t width, uint64_t height, const uint8_t *reference,
                   uint64_t reference_width, uint64_t reference_height, uint16_t allowed,
                   const uint8_t *beyond, const uint8_t *within, uint8_t *out) {
  for (uint64_t y = 0; y < height; y++) {
    const uint16_t *row = map + y * width;
    uint8_t *o = out + y * width * 4;
    const uint8_t *source = y < reference_height ? reference + y * reference_width * 4 : NULL;
    // UI images repeat pixels along a row: the last pixel's grey serves the next one when equal.
    uint32_t last_pixel = 0;
    uint8_t last_grey = pp_faded((const uint8_t *)&last_pixel);
    for (uint64_t x = 0; x < width; x++, o += 4) {
      uint16_t difference = row[x];
      if (difference > allowed) {
        o[0] = beyond[0];
        o[1] = beyond[1];
        o[2] = beyond[2];
      } else if (difference != 0 || source == NULL || x >= reference_width) {
        o[0] = within[0];
        o[1] = within[1];
        o[2] = within[2];
      } else {
        uint32_t pixel = *(const pp_word32 *)(source + x * 4);
        if (pixel != last_pixel) {
          last_pixel = pixel;
          last_grey = pp_faded(source + x * 4);
        }
        o[0] = last_grey;
        o[1] = last_grey;
        o[2] = last_grey;
      }
      o[3] = 255;
    }
  }
}

// MARK: - Span blending

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#error "Blending reads a pixel's four bytes as one little-endian word, alpha in the top byte."
#endif

// Red and blue (the even bytes) of a pixel word; green and alpha after a shift by 8.
#define PP_LANES 0x00FF00FFu

// div255 of each 16-bit lane of `value` (each lane at most 255 x 255), as Blending.divideLanes.
PP_INLINE uint32_t pp_divide_lanes(uint32_t value) {
  uint32_t biased = value + 0x00800080u;
  return ((biased + ((biased >> 8) & PP_LANES)) >> 8) & PP_LANES;
}

// Every channel of `pixel` times `factor` / 255, rounded as PixelMath.multiply.
PP_INLINE uint32_t pp_scale(uint32_t pixel, uint32_t factor) {
  return pp_divide_lanes((pixel & PP_LANES) * factor) |
         (pp_divide_lanes(((pixel >> 8) & PP_LANES) * factor) << 8);
}

void pp_blend_color(uint32_t color, uint32_t coverage, uint8_t *destination, uint64_t count) {
  pp_word32 *pixel = (pp_word32 *)destination;
  pp_word32 *end = pixel + count;
  if (coverage == 255 && (color >> 24) == 255) {
    // Opaque and fully covered: the pixels become the colour, copied in doubling blocks (memcpy is
    // fast without optimisation; a loop of stores is not).
    if (count == 0) return;
    *pixel = color;
    for (uint64_t filled = 1; filled < count;) {
      uint64_t block = filled < count - filled ? filled : count - filled;
      memcpy((void *)(pixel + filled), (const void *)pixel, block * 4);
      filled += block;
    }
    return;
  }
  uint32_t source = pp_scale(color, coverage);
  if ((source >> 24) == 0) return;
  uint32_t remaining = 255 - (source >> 24);
  for (; pixel != end; pixel++) *pixel = source + pp_scale(*pixel, remaining);
}

void pp_blend_color_rows(uint32_t color, uint32_t coverage, uint8_t *destination, uint64_t row_bytes,
                         uint64_t count, uint64_t rows) {
  for (uint64_t row = 0; row < rows; row++) {
    pp_blend_color(color, coverage, destination + row * row_bytes, count);
  }
}

void pp_blend_color_coverages(uint32_t color, const uint8_t *coverages, uint8_t *destination,
                              uint64_t count) {
  pp_word32 *pixel = (pp_word32 *)destination;
  pp_word32 *end = pixel + count;
  int opaque = (color >> 24) == 255;
  for (; pixel != end; pixel++, coverages++) {
    uint32_t coverage = *coverages;
    if (coverage == 255 && opaque) {
      *pixel = color;
    } else if (coverage != 0) {
      uint32_t source = pp_scale(color, coverage);
      *pixel = source + pp_scale(*pixel, 255 - (source >> 24));
    }
  }
}

void pp_blend_pixels(const uint8_t *source, uint32_t coverage, const uint8_t *coverages,
                     uint8_t *destination, uint64_t count) {
  const pp_word32 *from = (const pp_word32 *)source;
  pp_word32 *pixel = (pp_word32 *)destination;
  pp_word32 *end = pixel + count;
  for (; pixel != end; pixel++, from++) {
    uint32_t factor = coverage;
    if (coverages != NULL) factor = pp_div255((uint32_t)*coverages++ * coverage);
    uint32_t value = *from;
    if (factor != 255) value = pp_scale(value, factor);
    uint32_t alpha = value >> 24;
    if (alpha == 255) {
      *pixel = value;
    } else if (alpha != 0) {
      *pixel = value + pp_scale(*pixel, 255 - alpha);
    }
  }
}

// MARK: - Content digest

// A bijection of 64-bit words whose every output bit depends on every input bit, as ContentDigest.mix.
PP_INLINE uint64_t pp_mix(uint64_t x) {
  x ^= x >> 33;
  x *= 0xFF51AFD7ED558CCDull;
  x ^= x >> 33;
  x *= 0xC4CEB9FE1A85EC53ull;
  x ^= x >> 33;
  return x;
}

// The little-endian 64-bit word at `bytes`, on any machine.
PP_INLINE uint64_t pp_load_little_endian(const uint8_t *bytes) {
  uint64_t word;
  memcpy(&word, bytes, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  word = __builtin_bswap64(word);
#endif
  return word;
}

void pp_digest_blocks(const uint8_t *bytes, uint64_t block_count, uint64_t *lanes) {
  uint64_t lane0 = lanes[0], lane1 = lanes[1], lane2 = lanes[2], lane3 = lanes[3];
  const uint8_t *end = bytes + block_count * 32;
  for (const uint8_t *block = bytes; block != end; block += 32) {
    lane0 = pp_mix(lane0 ^ pp_load_little_endian(block));
    lane1 = pp_mix(lane1 ^ pp_load_little_endian(block + 8));
    lane2 = pp_mix(lane2 ^ pp_load_little_endian(block + 16));
    lane3 = pp_mix(lane3 ^ pp_load_little_endian(block + 24));
  }
  lanes[0] = lane0;
  lanes[1] = lane1;
  lanes[2] = lane2;
  lanes[3] = lane3;
}

// Takes each whole block of 8 pixels at `rgba`, straightened, through the lanes: straightened where it
// lies when `in_place`, else in a copy (the pixels are then only read). Eight opaque pixels, the common
// case, are straight already, as are eight clear ones (all bytes 0).
PP_INLINE void pp_digest_straight_blocks(uint8_t *rgba, uint64_t block_count, int in_place,
                                         uint64_t *lanes) {
  uint64_t lane0 = lanes[0], lane1 = lanes[1], lane2 = lanes[2], lane3 = lanes[3];
  // Alpha of both pixels of a word read little-endian.
  const uint64_t alphas = 0xFF000000FF000000ull;
  uint8_t *end = rgba + block_count * 32;
  for (uint8_t *block = rgba; block != end; block += 32) {
    uint64_t w0 = pp_load_little_endian(block), w1 = pp_load_little_endian(block + 8);
    uint64_t w2 = pp_load_little_endian(block + 16), w3 = pp_load_little_endian(block + 24);
    if ((w0 & w1 & w2 & w3 & alphas) != alphas && (w0 | w1 | w2 | w3) != 0) {
      uint8_t copy[32];
      uint8_t *straight = in_place ? block : copy;
      if (!in_place) memcpy(copy, block, 32);
      pp_unpremultiply_run(straight, 8);
      w0 = pp_load_little_endian(straight);
      w1 = pp_load_little_endian(straight + 8);
      w2 = pp_load_little_endian(straight + 16);
      w3 = pp_load_little_endian(straight + 24);
    }
    lane0 = pp_mix(lane0 ^ w0);
    lane1 = pp_mix(lane1 ^ w1);
    lane2 = pp_mix(lane2 ^ w2);
    lane3 = pp_mix(lane3 ^ w3);
  }
  lanes[0] = lane0;
  lanes[1] = lane1;
  lanes[2] = lane2;
  lanes[3] = lane3;
}

void pp_pixels_digest_straightened(const uint8_t *rgba, uint64_t pixel_count, uint64_t *lanes) {
  // Only read: the cast lets one loop serve both functions.
  pp_digest_straight_blocks((uint8_t *)rgba, pixel_count / 8, 0, lanes);
}

void pp_pixels_unpremultiply_digesting(uint8_t *rgba, uint64_t pixel_count, uint64_t *lanes) {
  pp_digest_straight_blocks(rgba, pixel_count / 8, 1, lanes);
  pp_unpremultiply_run(rgba + pixel_count / 8 * 32, pixel_count % 8);
}
