// Lossless colour type reduction for the encoder: which PNG colour type and bit depth store an image's
// RGBA8 pixels exactly, and each row converted to it. Every decision depends on the pixels alone (the
// palette is in order of first appearance, never in hash order), so the same pixels give the same file.
#pragma STDC FP_CONTRACT OFF

#include "pngencoding.h"

#include <string.h>

static uint32_t pp_pack(const uint8_t *pixel) {
  return ((uint32_t)pixel[0] << 24) | ((uint32_t)pixel[1] << 16) | ((uint32_t)pixel[2] << 8) | pixel[3];
}

// Fibonacci hashing: the top bits of the product spread neighbouring colours over the table.
static uint32_t pp_first_slot(uint32_t colour) { return (colour * 0x9E3779B1u) >> 22; }

// The slot holding `colour`, or the empty slot where it belongs. The table never fills: it has four
// times as many slots as a palette has entries, and insertion stops at PP_PALETTE_CAPACITY + 1.
static uint32_t pp_find_slot(const pp_encoding *encoding, uint32_t colour) {
  uint32_t slot = pp_first_slot(colour);
  while (encoding->slot_used[slot] && encoding->slot_colour[slot] != colour) {
    slot = (slot + 1) & (PP_COLOUR_SLOTS - 1);
  }
  return slot;
}

static void pp_set_layout(pp_encoding *encoding, int colour_type, int bit_depth, uint32_t width) {
  static const uint32_t channels[7] = {1, 0, 3, 1, 2, 0, 4};
  encoding->colour_type = colour_type;
  encoding->bit_depth = bit_depth;
  uint32_t bits_per_pixel = channels[colour_type] * (uint32_t)bit_depth;
  encoding->filter_bpp = bits_per_pixel >= 8 ? bits_per_pixel / 8 : 1;
  encoding->row_bytes = ((uint64_t)width * bits_per_pixel + 7) / 8;
}

// Numbers the colours so that the translucent ones come first, each group in order of first appearance:
// then tRNS lists only alphas below 255.
static void pp_order_palette(pp_encoding *encoding, const uint32_t *colours, uint32_t count) {
  uint32_t next = 0;
  for (int translucent_pass = 1; translucent_pass >= 0; translucent_pass -= 1) {
    for (uint32_t i = 0; i < count; i += 1) {
      int translucent = (colours[i] & 0xFF) != 0xFF;
      if (translucent != translucent_pass) continue;
      uint8_t *entry = encoding->palette_rgba[next];
      entry[0] = (uint8_t)(colours[i] >> 24);
      entry[1] = (uint8_t)(colours[i] >> 16);
      entry[2] = (uint8_t)(colours[i] >> 8);
      entry[3] = (uint8_t)colours[i];
      encoding->slot_index[pp_find_slot(encoding, colours[i])] = (uint8_t)next;
      next += 1;
    }
    if (translucent_pass) encoding->translucent_count = next;
  }
  encoding->palette_count = count;
}

void pp_choose_encoding(const uint8_t *pixels, uint32_t width, uint32_t height, int opaque, int reduce,
                        pp_encoding *encoding) {
  memset(encoding, 0, sizeof *encoding);
  if (!reduce) {
    pp_set_layout(encoding, opaque ? PP_COLOUR_RGB : PP_COLOUR_RGBA, 8, width);
    return;
  }
  uint32_t colours[PP_PALETTE_CAPACITY + 1];
  uint32_t count = 0;
  int grey = 1;
  uint64_t pixel_count = (uint64_t)width * height;
  uint32_t previous = 0;
  for (uint64_t i = 0; i < pixel_count; i += 1) {
    const uint8_t *pixel = pixels + i * 4;
    uint32_t colour = pp_pack(pixel);
    // Runs of one colour are the rule in UI images: one comparison instead of a lookup.
    if (i > 0 && colour == previous) continue;
    previous = colour;
    if (pixel[0] != pixel[1] || pixel[1] != pixel[2]) grey = 0;
    if (count <= PP_PALETTE_CAPACITY) {
      uint32_t slot = pp_find_slot(encoding, colour);
      if (!encoding->slot_used[slot]) {
        encoding->slot_used[slot] = 1;
        encoding->slot_colour[slot] = colour;
        colours[count] = colour;
        count += 1;
      }
    }
    // Too many colours for a palette and not grey: nothing left to learn.
    if (count > PP_PALETTE_CAPACITY && !grey) break;
  }

  int fits_palette = count <= PP_PALETTE_CAPACITY;
  if (fits_palette && count <= 16) {
    // 1, 2 or 4 bits per pixel beat any 8-bit type, PLTE's few bytes included.
    pp_set_layout(encoding, PP_COLOUR_PALETTE, count <= 2 ? 1 : count <= 4 ? 2 : 4, width);
  } else if (grey && opaque) {
    pp_set_layout(encoding, PP_COLOUR_GREY, 8, width);
  } else if (fits_palette) {
    pp_set_layout(encoding, PP_COLOUR_PALETTE, 8, width);
  } else if (grey) {
    pp_set_layout(encoding, PP_COLOUR_GREY_ALPHA, 8, width);
  } else {
    pp_set_layout(encoding, opaque ? PP_COLOUR_RGB : PP_COLOUR_RGBA, 8, width);
  }
  if (encoding->colour_type == PP_COLOUR_PALETTE) pp_order_palette(encoding, colours, count);
}

static void pp_convert_palette_row(const pp_encoding *encoding, const uint8_t *source, uint32_t width,
                                   uint8_t *row) {
  int bits = encoding->bit_depth;
  uint32_t previous = 0;
  uint8_t index = 0;
  uint32_t accumulator = 0;
  int filled = 0;
  uint64_t out = 0;
  for (uint32_t x = 0; x < width; x += 1) {
    uint32_t colour = pp_pack(source + (uint64_t)x * 4);
    if (x == 0 || colour != previous) {
      // Every colour of the image was entered while the encoding was chosen.
      index = encoding->slot_index[pp_find_slot(encoding, colour)];
      previous = colour;
    }
    if (bits == 8) {
      row[x] = index;
      continue;
    }
    // Sub-byte pixels fill each byte from its most significant bit (PNG specification, 7.2).
    accumulator = (accumulator << bits) | index;
    filled += bits;
    if (filled == 8) {
      row[out++] = (uint8_t)accumulator;
      accumulator = 0;
      filled = 0;
    }
  }
  if (filled > 0) row[out] = (uint8_t)(accumulator << (8 - filled));
}

void pp_convert_row(const pp_encoding *encoding, const uint8_t *pixels, uint32_t width, uint32_t y,
                    uint8_t *row) {
  const uint8_t *source = pixels + (uint64_t)y * width * 4;
  switch (encoding->colour_type) {
    case PP_COLOUR_RGBA:
      memcpy(row, source, (uint64_t)width * 4);
      break;
    case PP_COLOUR_RGB:
      for (uint32_t x = 0; x < width; x += 1) memcpy(row + (uint64_t)x * 3, source + (uint64_t)x * 4, 3);
      break;
    case PP_COLOUR_GREY:
      for (uint32_t x = 0; x < width; x += 1) row[x] = source[(uint64_t)x * 4];
      break;
    case PP_COLOUR_GREY_ALPHA:
      for (uint32_t x = 0; x < width; x += 1) {
        row[(uint64_t)x * 2] = source[(uint64_t)x * 4];
        row[(uint64_t)x * 2 + 1] = source[(uint64_t)x * 4 + 3];
      }
      break;
    default:
      pp_convert_palette_row(encoding, source, width, row);
      break;
  }
}
