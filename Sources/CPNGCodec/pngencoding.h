// The encoder's own steps, between the caller's RGBA8 pixels and deflate: which colour type the image can
// be stored in without losing anything, each row in that colour type, and each row's filter.
// Private to the CPNGCodec target (not under include/).
#ifndef PIXELPROOF_PNGENCODING_H
#define PIXELPROOF_PNGENCODING_H

#include <stddef.h>
#include <stdint.h>

// PNG colour types (PNG specification, 11.2.2), spelled out so this header needs no png.h.
enum {
  PP_COLOUR_GREY = 0,
  PP_COLOUR_RGB = 2,
  PP_COLOUR_PALETTE = 3,
  PP_COLOUR_GREY_ALPHA = 4,
  PP_COLOUR_RGBA = 6,
};

// The most palette entries a PNG can have.
#define PP_PALETTE_CAPACITY 256
// Slots of the colour lookup table: a power of two, four times the palette, so probes stay short.
#define PP_COLOUR_SLOTS 1024

/// How an image is stored: colour type, bit depth and, for a palette, its colours.
typedef struct {
  int colour_type;
  int bit_depth;
  /// Bytes per complete pixel for the filters (1 for bit depths below 8).
  uint32_t filter_bpp;
  /// Bytes per stored row, without the filter byte.
  uint64_t row_bytes;
  /// Palette entries, RGBA, the translucent ones first (so tRNS stops at the last translucent one).
  uint32_t palette_count;
  uint32_t translucent_count;
  uint8_t palette_rgba[PP_PALETTE_CAPACITY][4];
  /// The colour lookup: packed RGBA (0 = unused slot when `slot_used` is 0) to palette index.
  uint32_t slot_colour[PP_COLOUR_SLOTS];
  uint8_t slot_used[PP_COLOUR_SLOTS];
  uint8_t slot_index[PP_COLOUR_SLOTS];
} pp_encoding;

/// Chooses the smallest colour type that keeps every pixel exactly: a palette of 1, 2 or 4 bits for up
/// to 16 colours, 8-bit grey for opaque grey, an 8-bit palette for up to 256 colours, grey with alpha,
/// RGB for opaque images, RGBA otherwise. With `reduce` zero, only RGB or RGBA (`opaque` decides).
void pp_choose_encoding(const uint8_t *pixels, uint32_t width, uint32_t height, int opaque, int reduce,
                        pp_encoding *encoding);

/// Writes row `y` of the RGBA8 `pixels` into `row` (encoding->row_bytes bytes) in the chosen colour type.
void pp_convert_row(const pp_encoding *encoding, const uint8_t *pixels, uint32_t width, uint32_t y,
                    uint8_t *row);

/// Scratch memory for choosing filters: a candidate row and a table of byte pairs seen.
typedef struct {
  uint8_t *candidate;   // row_bytes + 1 bytes
  uint32_t *pair_seen;  // 65536 entries, zeroed before the first row
  uint32_t stamp;
} pp_filter_scratch;

/// Filters `row` (and `previous`, NULL for the first row) with filter `type` (0 to 4) into `out`: the
/// filter type byte, then `row_bytes` filtered bytes.
void pp_filter_row(int type, const uint8_t *row, const uint8_t *previous, uint64_t row_bytes, uint32_t bpp,
                   uint8_t *out);

/// The filter each of two rules picks for `row` (see pngfilter.c): the fewest distinct pairs of
/// neighbouring bytes, with None's count weighted 2/5 (`weighted_choice`) or not (`even_choice`).
void pp_choose_row_filters(const uint8_t *row, const uint8_t *previous, uint64_t row_bytes, uint32_t bpp,
                           pp_filter_scratch *scratch, uint8_t *weighted_choice, uint8_t *even_choice);

/// pp_compress_image_data's filter mode that chooses each row's filter (see pngimagedata.c).
#define PP_FILTER_CHOOSE (-1)

/// The image data's compression (see pngshim.c): libdeflate's levels (1 to 12) for the filter
/// strategies' trials and for the data written.
typedef struct {
  int trial_level;
  int lazy_level;
  int level;
} pp_image_data_settings;

/// The most segments an image's data is cut into (see pngimagedata.c): a power of two, so that they
/// share out evenly between two, four or eight cores.
#define PP_SEGMENT_LIMIT 8

/// An image's data as one zlib stream (RFC 1950) in pieces: `header`, then each segment's deflate
/// stream in order, then `checksum`.
typedef struct {
  uint8_t header[2];
  uint32_t segment_count;
  uint8_t *segments[PP_SEGMENT_LIMIT];
  uint64_t segment_sizes[PP_SEGMENT_LIMIT];
  uint8_t checksum[4];
} pp_image_data;

typedef enum {
  PP_IMAGE_DATA_OK = 0,
  PP_IMAGE_DATA_OUT_OF_MEMORY,
  /// libdeflate or zlib refused its settings or its input, or a segment's stream could not be walked:
  /// a bug, not the image.
  PP_IMAGE_DATA_ZLIB_FAILED,
} pp_image_data_status;

/// Converts, filters (by `filter_mode`, as pp_filter_row) and compresses every row of `pixels` into
/// `data` (see pngimagedata.c), with at most `thread_limit` threads (0: one per core). The bytes do
/// not depend on the number of threads. On PP_IMAGE_DATA_OK, free `data` with pp_free_image_data.
pp_image_data_status pp_compress_image_data(const pp_encoding *encoding, const uint8_t *pixels,
                                            uint32_t width, uint32_t height, int filter_mode,
                                            const pp_image_data_settings *settings, uint32_t thread_limit,
                                            pp_image_data *data);

void pp_free_image_data(pp_image_data *data);

#endif
