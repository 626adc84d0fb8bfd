// The rasterizer's scan converter, in C: polygons' edges in fixed point (1/256 px) to coverage spans,
// band by band of rows, with the exact area of the shape inside each pixel under either fill rule.
//
// It is C for the same reason as pixelkernels.h: a debug build compiles Swift without optimisation,
// where this per-row work runs many times slower than C at -O0. Integer-only and deterministic; its
// scratch memory lives for one call.
#ifndef PIXELPROOF_SCANCONVERSION_H
#define PIXELPROOF_SCANCONVERSION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A non-horizontal edge as the path drew it, in 1/256 px.
typedef struct pp_scan_edge {
  int64_t from_x, from_y, to_x, to_y;
  /// min(from_y, to_y) and max(from_y, to_y).
  int64_t top, bottom;
  /// +1 for an edge drawn downwards, -1 for one drawn upwards.
  int64_t winding;
} pp_scan_edge;

/// A run of pixels in one row covered by the same amount, 1...255.
typedef struct pp_scan_span {
  int64_t x;
  int64_t count;
  uint8_t coverage;
} pp_scan_span;

/// Receives the spans shared by rows `first_row ..< end_row`, left to right; valid during the call.
typedef void (*pp_scan_band_sink)(void *context, int64_t first_row, int64_t end_row,
                                  const pp_scan_span *spans, uint64_t span_count);

/// Calls `sink` for every band of rows of min_y ..< max_y with covered pixels in min_x ..< max_x, top
/// to bottom: one row, or several that the same vertical edges cross whole with no vertex among them,
/// which have the same spans. The algorithm and its rounding are ScanConverter.swift's description.
///
/// - Parameters:
///   - edges, edge_count: sorted by top, ties in drawing order.
///   - min_x, min_y, max_x, max_y: the pixels to report; not empty.
///   - even_odd: non-zero for the even-odd rule, zero for non-zero winding.
///   - maximum_bands_per_row: past this many bands in a row, crossings are no longer cut.
/// - Returns: 0, or -1 when memory ran out (the bands so far were reported).
int32_t pp_scan_convert(const pp_scan_edge *edges, uint64_t edge_count, int32_t even_odd,
                        int64_t min_x, int64_t min_y, int64_t max_x, int64_t max_y,
                        int64_t maximum_bands_per_row, pp_scan_band_sink sink, void *context);

/// Sorts `keys` ascending, in place, through `scratch`, which has room for `count` keys. The scan
/// converter's edges are sorted by keys that pack (top, drawing order) into one integer, so no two are
/// equal and every sorting algorithm gives the same order.
void pp_sort_edge_keys(uint64_t *keys, uint64_t count, uint64_t *scratch);

/// Where `pp_scan_band_into_mask` writes: one coverage byte per pixel, `width` bytes a row, the first
/// byte for pixel (min_x, min_y). Every span it receives lies inside.
typedef struct pp_scan_mask {
  uint8_t *values;
  int64_t min_x, min_y, width;
} pp_scan_mask;

/// A sink that writes each span's coverage into the `pp_scan_mask` that `context` points to, for every
/// row of the band: a shape's coverage mask without a call back into Swift per band.
void pp_scan_band_into_mask(void *context, int64_t first_row, int64_t end_row, const pp_scan_span *spans,
                            uint64_t span_count);

#ifdef __cplusplus
}
#endif

#endif
