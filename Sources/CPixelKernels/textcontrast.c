// The accessibility audit's pixel scans for text contrast. See include/textcontrast.h for the contract
// and Rendering+TextContrast.swift for what is made of them.
//
// Integer-only; the pragma keeps it deterministic should floating point ever appear.
#pragma STDC FP_CONTRACT OFF

#include "textcontrast.h"

int32_t pp_visible_glyph_box(const uint8_t *coverage, uint64_t width, uint64_t height,
                             const uint8_t *covered_later, int64_t box[4]) {
  int64_t min_x = INT64_MAX, min_y = INT64_MAX, max_x = INT64_MIN, max_y = INT64_MIN;
  for (uint64_t y = 0; y < height; y++) {
    const uint8_t *row = coverage + y * width * 4;
    const uint8_t *later = covered_later ? covered_later + y * width * 4 : 0;
    for (uint64_t x = 0; x < width; x++) {
      if (row[x * 4] == 0 || (later && later[x * 4 + 3] == 255)) continue;
      if ((int64_t)x < min_x) min_x = (int64_t)x;
      if ((int64_t)x > max_x) max_x = (int64_t)x;
      if ((int64_t)y < min_y) min_y = (int64_t)y;
      if ((int64_t)y > max_y) max_y = (int64_t)y;
    }
  }
  if (min_x > max_x) return 0;
  box[0] = min_x;
  box[1] = min_y;
  box[2] = max_x;
  box[3] = max_y;
  return 1;
}

// A premultiplied pixel over opaque white, as 0x00RRGGBB.
static uint32_t pp_over_white(const uint8_t *pixel) {
  uint32_t uncovered = 255u - pixel[3];
  return (uint32_t)(uint8_t)(pixel[0] + uncovered) << 16 | (uint32_t)(uint8_t)(pixel[1] + uncovered) << 8 |
         (uint32_t)(uint8_t)(pixel[2] + uncovered);
}

// `color` (straight 0xAARRGGBB) over the opaque `background` (0x00RRGGBB), each channel rounded to the
// nearest.
static uint32_t pp_composite(uint32_t color, uint32_t background) {
  uint32_t alpha = color >> 24, result = 0;
  for (int shift = 16; shift >= 0; shift -= 8) {
    uint32_t top = (color >> shift) & 0xFF, bottom = (background >> shift) & 0xFF;
    result |= ((top * alpha + bottom * (255 - alpha) + 127) / 255) << shift;
  }
  return result;
}

uint64_t pp_text_background_pairs(const uint8_t *coverage, uint64_t width, const int64_t box[4],
                                  const uint8_t *covered_later, const uint8_t *own_images,
                                  const uint8_t *bitmap, uint64_t bitmap_width, uint64_t origin_x,
                                  uint64_t origin_y, const uint8_t *drawn_text, uint32_t text_color,
                                  uint32_t *pairs, uint64_t capacity) {
  uint64_t count = 0;
  int has_previous = 0;
  uint32_t previous_text = 0, previous_background = 0;
  for (int64_t y = box[1]; y <= box[3]; y++) {
    for (int64_t x = box[0]; x <= box[2]; x++) {
      uint64_t offset = ((uint64_t)y * width + (uint64_t)x) * 4;
      if (coverage[offset] != 0) continue;
      if (covered_later && covered_later[offset + 3] == 255) continue;
      if (own_images && own_images[offset + 3] != 0) continue;
      const uint8_t *pixel = bitmap + (((uint64_t)y + origin_y) * bitmap_width + (uint64_t)x + origin_x) * 4;
      uint32_t background = pp_over_white(pixel);
      uint32_t text;
      if (drawn_text) {
        // At a clip's edge a glyph could be drawn only in part: no text colour to measure there.
        if (coverage[offset + 3] != 255) continue;
        text = pp_over_white(drawn_text + offset);
      } else {
        text = pp_composite(text_color, background);
      }
      if (has_previous && text == previous_text && background == previous_background) continue;
      if (count == capacity) return count;
      has_previous = 1;
      previous_text = text;
      previous_background = background;
      pairs[count * 2] = text;
      pairs[count * 2 + 1] = background;
      count++;
    }
  }
  return count;
}
