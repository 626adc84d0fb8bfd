// Loops over every pixel of a snapshot, in C: clearing a new bitmap, the alpha conversions, the opacity
// check, the difference map, its summary and the diff image, the rasterizer's span blending, and the
// pixel digest.
//
// They live here rather than in Swift because a debug build (what plain `swift test` builds) compiles
// Swift without optimisation, where a loop over a bitmap's bytes runs tens of times slower than in
// release; C without optimisation is within a few times of optimised C. Integer-only, deterministic,
// no allocation: every buffer belongs to the caller. Pixels are RGBA8, 4 bytes each, rows top to bottom,
// 4-byte aligned. Every result equals the Swift formula it replaces, byte for byte.
#ifndef PIXELPROOF_PIXELKERNELS_H
#define PIXELPROOF_PIXELKERNELS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Sets every pixel to transparent (0, 0, 0, 0), in memory fresh from the allocator: first asks Linux to
/// back the whole 2 MiB pages among them with transparent huge pages, so that the first writes cost one
/// page fault per 2 MiB rather than one per 4 KiB (a phone screen at 3x is 12 MB: about 2,900 faults).
/// The advice changes no byte; where the system has no huge pages, or declines, the pixels are set all
/// the same.
void pp_pixels_clear_fresh(uint8_t *rgba, uint64_t pixel_count);

/// Non-zero when every pixel's alpha is 255.
int32_t pp_pixels_all_opaque(const uint8_t *rgba, uint64_t pixel_count);

/// Premultiplied to straight alpha, in place: each colour channel becomes min(255, (c * 255 + a / 2) / a);
/// a pixel with alpha 0 becomes (0, 0, 0, 0); alpha 255 stays as it is.
void pp_pixels_unpremultiply(uint8_t *rgba, uint64_t pixel_count);

/// Straight to premultiplied alpha, in place: each colour channel becomes c * a / 255 rounded to
/// nearest (the `(v + 128 + ((v + 128) >> 8)) >> 8` form of PixelMath.multiply).
void pp_pixels_premultiply(uint8_t *rgba, uint64_t pixel_count);

/// The difference map of two images laid over each other from the top-left: for each pixel of the
/// `canvas_width` x `canvas_height` canvas, the largest of its four channel differences where both images
/// have the pixel, else `only_in_one`.
///
/// - Parameters:
///   - a, a_width, a_height; b, b_width, b_height: the two images.
///   - out: canvas_width * canvas_height values, row by row; every one is written. The canvas must
///     be at least as large as the part both images have.
void pp_difference_map(const uint8_t *a, uint64_t a_width, uint64_t a_height, const uint8_t *b,
                       uint64_t b_width, uint64_t b_height, uint16_t only_in_one, uint16_t *out,
                       uint64_t canvas_width, uint64_t canvas_height);

/// What pp_difference_summary finds in a difference map.
typedef struct pp_difference_summary_result {
  /// Values that are not 0.
  uint64_t differing;
  /// Values above `allowed`.
  uint64_t beyond;
  /// The largest value below `only_in_one`, or 0.
  uint16_t largest;
  /// The bounds of the values that are not 0, inclusive; max_x is -1 when there are none.
  int64_t min_x, min_y, max_x, max_y;
} pp_difference_summary_result;

/// Counts and bounds of the non-zero values of a `width` x `height` difference map.
pp_difference_summary_result pp_difference_summary(const uint16_t *map, uint64_t width, uint64_t height,
                                                   uint16_t allowed, uint16_t only_in_one);

/// The index of the first of `count` values above `allowed`, or `count` when there is none.
uint64_t pp_first_above(const uint16_t *values, uint64_t count, uint16_t allowed);

/// The diff image's pixels from a difference map: `beyond` where a value is above `allowed`, `within`
/// where it is not 0 or the reference has no pixel there, else the reference pixel over white, as luma
/// (Rec. 601 weights in 1/256) lifted into 170...255 as grey. Alpha is 255 everywhere.
///
/// - Parameters:
///   - map, width, height: the difference map, which is also the size of `out`.
///   - reference, reference_width, reference_height: the reference image (straight alpha).
///   - beyond, within: red, green and blue, 3 bytes each.
///   - out: width * height * 4 bytes.
void pp_diff_image(const uint16_t *map, uint64_t width, uint64_t height, const uint8_t *reference,
                   uint64_t reference_width, uint64_t reference_height, uint16_t allowed,
                   const uint8_t *beyond, const uint8_t *within, uint8_t *out);

/// `color` (a premultiplied pixel as one little-endian word, alpha in the top byte) at `coverage`
/// (0...255) source-over `count` pixels, as Blending.blend(_:coverage:count:into:) defines it.
void pp_blend_color(uint32_t color, uint32_t coverage, uint8_t *destination, uint64_t count);

/// pp_blend_color on `count` pixels of each of `rows` rows, the first at `destination`, each next one
/// `row_bytes` further.
void pp_blend_color_rows(uint32_t color, uint32_t coverage, uint8_t *destination, uint64_t row_bytes,
                         uint64_t count, uint64_t rows);

/// `color` source-over each of `count` pixels at that pixel's own entry of `coverages`.
void pp_blend_color_coverages(uint32_t color, const uint8_t *coverages, uint8_t *destination,
                              uint64_t count);

/// Premultiplied `source` pixels source-over `count` destination pixels, each scaled by `coverage`
/// (0...255), or, when `coverages` is not NULL, by its own entry of `coverages` times `coverage`.
void pp_blend_pixels(const uint8_t *source, uint32_t coverage, const uint8_t *coverages,
                     uint8_t *destination, uint64_t count);

/// Takes `block_count` 32-byte blocks of `bytes` through ContentDigest's four lanes: lane k becomes
/// mix(lane k ^ the block's k-th little-endian 64-bit word), mix being ContentDigest.mix.
///
/// - Parameter lanes: the four lanes, read and written.
void pp_digest_blocks(const uint8_t *bytes, uint64_t block_count, uint64_t *lanes);

/// Straightens `pixel_count` premultiplied pixels in place, as pp_pixels_unpremultiply does, taking each
/// whole block of 8 straightened pixels (32 bytes) through the lanes as pp_digest_blocks does: one pass
/// over the memory instead of two. The last `pixel_count % 8` pixels are straightened, not digested.
///
/// - Parameter lanes: the four lanes, read and written.
void pp_pixels_unpremultiply_digesting(uint8_t *rgba, uint64_t pixel_count, uint64_t *lanes);

/// Takes each whole block of 8 premultiplied pixels (32 bytes), straightened as pp_pixels_unpremultiply
/// straightens them, through the lanes as pp_pixels_unpremultiply_digesting does, without changing the
/// pixels: the digest of the straight image, known before deciding to straighten it. The last
/// `pixel_count % 8` pixels are not read.
///
/// - Parameter lanes: the four lanes, read and written.
void pp_pixels_digest_straightened(const uint8_t *rgba, uint64_t pixel_count, uint64_t *lanes);

#ifdef __cplusplus
}
#endif

#endif
