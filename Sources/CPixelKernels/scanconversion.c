// The scan converter. See include/scanconversion.h for the contract, and ScanConverter.swift for how
// it works: rows cut into bands at every vertex and crossing, the boundary pieces found by winding,
// accumulated FreeType-style into cells of cover and area, swept into spans. A row whose edges are
// plainly apart (pp_row_is_plainly_simple) has its edges added whole without its bands: most rows of a
// glyph, so that the glyphs of the benchmark's phone screen take a fifth fewer instructions.
//
// Integer-only; the pragma keeps it deterministic should floating point ever appear. Additions to the
// cells wrap (unsigned arithmetic), as the Swift version's &+= did.
#pragma STDC FP_CONTRACT OFF

#include "scanconversion.h"

#include <stdlib.h>
#include <string.h>

enum { PP_SHIFT = 8, PP_ONE = 256 };

typedef struct {
  int64_t edge, x_top, x_bottom;
} pp_crossing;

typedef struct {
  int64_t from_x, from_y, to_x, to_y, edge;
} pp_piece;

// Scratch memory, sized for the bounds' width and the edge count (see pp_scan_convert).
typedef struct {
  int32_t *cover;
  int32_t *area;
  uint8_t *is_touched;
  uint64_t *touched;
  pp_scan_span *spans;
  int64_t *active;
  // A row's boundaries, as distances below its top: 0 ... 256.
  uint64_t *boundaries;
  pp_crossing *crossings;
  // A row's edges where they cross its top and bottom (pp_row_is_plainly_simple).
  pp_crossing *ends;
  // Per edge, the last line its x was found on and that x: one band's bottom is the next band's top.
  int64_t *memo_y;
  int64_t *memo_x;
  // Room for sorting a row's touched cells or its boundaries.
  uint64_t *sorting;
} pp_scan_buffers;

typedef struct {
  const pp_scan_edge *edges;
  int32_t even_odd;
  int64_t min_x, max_x;
  int64_t maximum_bands;
  pp_scan_buffers buffers;
  uint64_t active_count;
  uint64_t touched_count;
  uint64_t span_count;
  int64_t band_count;
  int row_is_simple;
  int64_t row_inside_winding;
  pp_piece *pieces;
  uint64_t piece_count, piece_capacity;
  int out_of_memory;
} pp_scan;

static int64_t pp_min(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t pp_max(int64_t a, int64_t b) { return a > b ? a : b; }
static uint64_t pp_min_count(uint64_t a, uint64_t b) { return a < b ? a : b; }

// Integer division rounding towards negative infinity (C's `/` truncates towards zero).
static int64_t pp_floor_divide(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// Integer division rounding to nearest, ties towards positive infinity, for a divisor of either sign.
static int64_t pp_nearest_divide(int64_t a, int64_t b) {
  if (b < 0) {
    a = -a;
    b = -b;
  }
  return pp_floor_divide(2 * a + b, 2 * b);
}

// The x where the edge crosses the line `y`, rounded to the nearest 1/256 px.
static int64_t pp_edge_x(const pp_scan_edge *edge, int64_t y) {
  if (y == edge->from_y) return edge->from_x;
  if (y == edge->to_y) return edge->to_x;
  int64_t x = edge->from_x + pp_nearest_divide((y - edge->from_y) * (edge->to_x - edge->from_x),
                                               edge->to_y - edge->from_y);
  return pp_min(pp_max(x, pp_min(edge->from_x, edge->to_x)), pp_max(edge->from_x, edge->to_x));
}

// The y where the edge crosses the line `x`, rounded, kept between its top and bottom.
static int64_t pp_edge_y(const pp_scan_edge *edge, int64_t x) {
  int64_t y = edge->from_y + pp_nearest_divide((x - edge->from_x) * (edge->to_y - edge->from_y),
                                               edge->to_x - edge->from_x);
  return pp_min(pp_max(y, edge->top), edge->bottom);
}

// pp_edge_x of the edge at `index`, remembered for the last line asked: the same integers, with one
// division instead of two for an edge crossing consecutive bands.
static int64_t pp_memo_edge_x(pp_scan *scan, int64_t index, int64_t y) {
  if (scan->buffers.memo_y[index] != y) {
    scan->buffers.memo_y[index] = y;
    scan->buffers.memo_x[index] = pp_edge_x(&scan->edges[index], y);
  }
  return scan->buffers.memo_x[index];
}

static int pp_is_inside(const pp_scan *scan, int64_t winding) {
  return scan->even_odd ? (winding & 1) != 0 : winding != 0;
}

enum { PP_SORT_RUN = 32 };

// The most edges a row may have for pp_row_is_plainly_simple to look at it.
enum { PP_PLAIN_ROW_LIMIT = 32 };

// Sorts keys[start ..< end] ascending by insertion. Inlined, as pp_sort_keys is: a row's sorts are of
// a few keys, where a call costs as much as the sorting.
static inline __attribute__((always_inline)) void pp_insertion_sort(uint64_t *keys, uint64_t start,
                                                                    uint64_t end) {
  for (uint64_t i = start + 1; i < end; i++) {
    uint64_t key = keys[i];
    uint64_t j = i;
    while (j > start && keys[j - 1] > key) {
      keys[j] = keys[j - 1];
      j--;
    }
    keys[j] = key;
  }
}

// pp_sort_keys past one run: the runs sorted by insertion, then merged pairwise through `scratch`.
static void pp_merge_sort(uint64_t *keys, uint64_t count, uint64_t *scratch) {
  for (uint64_t start = 0; start < count; start += PP_SORT_RUN) {
    pp_insertion_sort(keys, start, pp_min_count(start + PP_SORT_RUN, count));
  }
  uint64_t *from = keys, *to = scratch;
  for (uint64_t width = PP_SORT_RUN; width < count; width *= 2) {
    for (uint64_t left = 0; left < count; left += 2 * width) {
      uint64_t middle = pp_min_count(left + width, count);
      uint64_t right = pp_min_count(left + 2 * width, count);
      uint64_t i = left, j = middle, k = left;
      while (i < middle && j < right) to[k++] = from[j] < from[i] ? from[j++] : from[i++];
      while (i < middle) to[k++] = from[i++];
      while (j < right) to[k++] = from[j++];
    }
    uint64_t *swap = from;
    from = to;
    to = swap;
  }
  if (from != keys) memcpy(keys, from, count * sizeof *keys);
}

// Sorts keys ascending, through `scratch` (room for `count` keys) when there are more than a run of
// 32. Equal keys are interchangeable, so any sort gives the same array. A glyph's row has a few
// boundaries or touched cells, which insertion alone orders fastest; past a run, the runs are merged.
// Comparisons are inline: glibc's qsort, a merge sort too, calls a comparison function for every pair,
// and sorting a shape's edges through it cost more than twice as much.
static inline __attribute__((always_inline)) void pp_sort_keys(uint64_t *keys, uint64_t count,
                                                               uint64_t *scratch) {
  if (count <= PP_SORT_RUN) {
    pp_insertion_sort(keys, 0, count);
  } else {
    pp_merge_sort(keys, count, scratch);
  }
}

// Left to right by the middle of the band, then by the top, then in drawing order: a total order.
static int pp_is_left(const pp_crossing *a, const pp_crossing *b) {
  int64_t middle = a->x_top + a->x_bottom, other = b->x_top + b->x_bottom;
  if (middle != other) return middle < other;
  if (a->x_top != b->x_top) return a->x_top < b->x_top;
  return a->edge < b->edge;
}

static int pp_compare_crossings(const void *a, const void *b) {
  const pp_crossing *x = a, *y = b;
  return pp_is_left(x, y) ? -1 : pp_is_left(y, x) ? 1 : 0;
}

// MARK: - Cells

static void pp_touch(pp_scan *scan, int64_t index) {
  if (!scan->buffers.is_touched[index]) {
    scan->buffers.is_touched[index] = 1;
    scan->buffers.touched[scan->touched_count++] = (uint64_t)index;
  }
}

static void pp_add_wrapping(int32_t *cell, int64_t value) {
  *cell = (int32_t)((uint32_t)*cell + (uint32_t)(int32_t)value);
}

static void pp_add_to_cell(pp_scan *scan, int64_t column, int64_t ax, int64_t ay, int64_t bx, int64_t by) {
  int64_t dy = by - ay;
  if (dy == 0 || column >= scan->max_x) return;
  if (column < scan->min_x) {
    // A crossing rounded a sub-pixel step past the left side: it covers the whole first cell.
    pp_touch(scan, 0);
    pp_add_wrapping(&scan->buffers.cover[0], dy);
    return;
  }
  int64_t index = column - scan->min_x;
  int64_t cell_left = column << PP_SHIFT;
  pp_touch(scan, index);
  pp_add_wrapping(&scan->buffers.cover[index], dy);
  pp_add_wrapping(&scan->buffers.area[index], dy * ((ax - cell_left) + (bx - cell_left)));
}

// `(x, y)` kept inside the box spanned by a and b.
static void pp_clamp_point(int64_t *x, int64_t *y, int64_t ax, int64_t ay, int64_t bx, int64_t by) {
  *x = pp_min(pp_max(*x, pp_min(ax, bx)), pp_max(ax, bx));
  *y = pp_min(pp_max(*y, pp_min(ay, by)), pp_max(ay, by));
}

// Cuts a piece inside the bounds at every column boundary it crosses.
static void pp_add_inside_columns(pp_scan *scan, int64_t ax, int64_t ay, int64_t bx, int64_t by,
                                  const pp_scan_edge *edge) {
  if (ax == bx) {
    pp_add_to_cell(scan, ax >> PP_SHIFT, ax, ay, bx, by);
    return;
  }
  int64_t cx = ax, cy = ay;
  if (ax < bx) {
    int64_t column = ax >> PP_SHIFT;
    while ((column + 1) * PP_ONE < bx) {
      int64_t nx = (column + 1) * PP_ONE, ny = pp_edge_y(edge, nx);
      pp_clamp_point(&nx, &ny, ax, ay, bx, by);
      pp_add_to_cell(scan, column, cx, cy, nx, ny);
      cx = nx;
      cy = ny;
      column += 1;
    }
    pp_add_to_cell(scan, column, cx, cy, bx, by);
  } else {
    int64_t column = (ax - 1) >> PP_SHIFT;
    while (column * PP_ONE > bx) {
      int64_t nx = column * PP_ONE, ny = pp_edge_y(edge, nx);
      pp_clamp_point(&nx, &ny, ax, ay, bx, by);
      pp_add_to_cell(scan, column, cx, cy, nx, ny);
      cx = nx;
      cy = ny;
      column -= 1;
    }
    pp_add_to_cell(scan, column, cx, cy, bx, by);
  }
}

// Adds a piece of `edge` inside the current row: a part left of the bounds covers everything to its
// right (its cover goes to the first cell), a part right of them is dropped.
static void pp_add_piece(pp_scan *scan, int64_t ax, int64_t ay, int64_t bx, int64_t by,
                         const pp_scan_edge *edge) {
  int64_t left = scan->min_x << PP_SHIFT;
  int64_t right = scan->max_x << PP_SHIFT;
  if (pp_max(ax, bx) <= left) {
    pp_add_to_cell(scan, scan->min_x, left, ay, left, by);
    return;
  }
  if (pp_min(ax, bx) >= right) return;
  int64_t boundary;
  if (pp_min(ax, bx) < left) {
    boundary = left;
  } else if (pp_max(ax, bx) > right) {
    boundary = right;
  } else {
    pp_add_inside_columns(scan, ax, ay, bx, by, edge);
    return;
  }
  int64_t cx = boundary, cy = pp_edge_y(edge, boundary);
  pp_clamp_point(&cx, &cy, ax, ay, bx, by);
  pp_add_piece(scan, ax, ay, cx, cy, edge);
  pp_add_piece(scan, cx, cy, bx, by, edge);
}

// MARK: - Bands

static void pp_append_piece(pp_scan *scan, pp_piece piece) {
  if (scan->piece_count == scan->piece_capacity) {
    uint64_t capacity = scan->piece_capacity < 16 ? 16 : scan->piece_capacity * 2;
    pp_piece *grown = realloc(scan->pieces, capacity * sizeof(pp_piece));
    if (grown == NULL) {
      scan->out_of_memory = 1;
      return;
    }
    scan->pieces = grown;
    scan->piece_capacity = capacity;
  }
  scan->pieces[scan->piece_count++] = piece;
}

// Finds the boundary of the shape between `top` and `bottom`, inside which no vertex lies, and adds its
// pieces; clears row_is_simple unless every edge is a boundary with the winding only ever 0 or
// row_inside_winding.
static void pp_add_band(pp_scan *scan, int64_t top, int64_t bottom) {
  scan->band_count += 1;
  // One buffer serves every level: a band that is cut never reads its crossings again.
  pp_crossing *crossings = scan->buffers.crossings;
  uint64_t count = 0;
  for (uint64_t i = 0; i < scan->active_count; i++) {
    int64_t index = scan->buffers.active[i];
    const pp_scan_edge *edge = &scan->edges[index];
    if (!(edge->top <= top && edge->bottom >= bottom)) continue;
    crossings[count].edge = index;
    crossings[count].x_top = pp_memo_edge_x(scan, index, top);
    crossings[count].x_bottom = pp_memo_edge_x(scan, index, bottom);
    count++;
  }
  if (count == 0) return;
  // Few edges, usually in order: insertion sort, unless there are many. The order is total, so any
  // sort gives the same result.
  if (count > 16) {
    qsort(crossings, count, sizeof(pp_crossing), pp_compare_crossings);
  } else {
    for (uint64_t i = 1; i < count; i++) {
      pp_crossing crossing = crossings[i];
      uint64_t j = i;
      while (j > 0 && pp_is_left(&crossing, &crossings[j - 1])) {
        crossings[j] = crossings[j - 1];
        j--;
      }
      crossings[j] = crossing;
    }
  }
  // Two neighbours out of order at either end cross inside the band: cut it where they meet.
  if (bottom - top > 1 && scan->band_count < scan->maximum_bands) {
    for (uint64_t i = 0; i + 1 < count; i++) {
      pp_crossing left = crossings[i], right = crossings[i + 1];
      if (!(left.x_top > right.x_top || left.x_bottom > right.x_bottom)) continue;
      int64_t gap_top = left.x_top - right.x_top;
      int64_t gap_bottom = left.x_bottom - right.x_bottom;
      int64_t meeting = top + pp_nearest_divide(gap_top * (bottom - top), gap_top - gap_bottom);
      int64_t cut = pp_min(pp_max(meeting, top + 1), bottom - 1);
      scan->row_is_simple = 0;
      pp_add_band(scan, top, cut);
      pp_add_band(scan, cut, bottom);
      return;
    }
  }
  int64_t winding = 0;
  for (uint64_t i = 0; i < count; i++) {
    pp_crossing crossing = crossings[i];
    int was_inside = pp_is_inside(scan, winding);
    winding += scan->edges[crossing.edge].winding;
    int is_now_inside = pp_is_inside(scan, winding);
    if (winding != 0) {
      if (scan->row_inside_winding == 0) scan->row_inside_winding = winding;
      if (winding != scan->row_inside_winding) scan->row_is_simple = 0;
    }
    if (was_inside == is_now_inside) {
      scan->row_is_simple = 0;
      continue;
    }
    // Entering the shape adds the piece downwards (positive cover), leaving adds it upwards.
    pp_piece piece;
    if (is_now_inside) {
      piece = (pp_piece){crossing.x_top, top, crossing.x_bottom, bottom, crossing.edge};
    } else {
      piece = (pp_piece){crossing.x_bottom, bottom, crossing.x_top, top, crossing.edge};
    }
    pp_append_piece(scan, piece);
  }
}

// Cuts the row below `top` into bands at every vertex and adds each band's boundary pieces, clearing
// row_is_simple unless every edge bounds the shape with one winding inside (pp_add_band).
static void pp_add_bands(pp_scan *scan, int64_t top) {
  int64_t bottom = top + PP_ONE;
  uint64_t *boundaries = scan->buffers.boundaries;
  uint64_t boundary_count = 0;
  boundaries[boundary_count++] = 0;
  for (uint64_t i = 0; i < scan->active_count; i++) {
    const pp_scan_edge *edge = &scan->edges[scan->buffers.active[i]];
    if (edge->top > top && edge->top < bottom) {
      boundaries[boundary_count++] = (uint64_t)(edge->top - top);
    }
    if (edge->bottom > top && edge->bottom < bottom) {
      boundaries[boundary_count++] = (uint64_t)(edge->bottom - top);
    }
  }
  boundaries[boundary_count++] = PP_ONE;
  pp_sort_keys(boundaries, boundary_count, scan->buffers.sorting);
  scan->band_count = 0;
  scan->row_inside_winding = 0;
  scan->piece_count = 0;
  for (uint64_t i = 0; i + 1 < boundary_count; i++) {
    if (boundaries[i] < boundaries[i + 1]) {
      pp_add_band(scan, top + (int64_t)boundaries[i], top + (int64_t)boundaries[i + 1]);
    }
  }
}

// MARK: - Rows whose bands need not be found

// Finds where each active edge crosses the top and the bottom of its part of the row, into `ends`, in
// the order of the active edges: what adding the edges whole needs, and what pp_row_is_plainly_simple
// looks at.
static void pp_find_row_ends(pp_scan *scan, int64_t top, int64_t bottom) {
  for (uint64_t i = 0; i < scan->active_count; i++) {
    int64_t index = scan->buffers.active[i];
    const pp_scan_edge *edge = &scan->edges[index];
    int64_t x_top = pp_memo_edge_x(scan, index, pp_max(edge->top, top));
    int64_t x_bottom = pp_memo_edge_x(scan, index, pp_min(edge->bottom, bottom));
    scan->buffers.ends[i] = (pp_crossing){index, x_top, x_bottom};
  }
}

// Edges of one row, grouped for pp_row_is_plainly_simple: an edge's extent in the row, in x and in y.
typedef struct {
  int64_t left, right, top, bottom, winding;
} pp_row_edge;

// Whether the row's edges can be added whole without finding its bands, because they would all be
// found to bound the shape (pp_add_band would leave row_is_simple set). A sufficient condition, cheap to
// check: group the edges whose extents in x overlap or touch; every group must cover the row's height
// exactly once (its edges' extents in y tile top ... bottom), with one winding. Then every band holds
// one edge of each group, the groups in the same order left to right in every band (their extents in x
// are apart, so no two edges cross or touch inside the row), and walking the groups in that order is
// the walk pp_add_band makes in each band: the row is simple when each step switches between outside
// and inside, and the winding inside is one value. A row with a vertex where its contour turns back, or
// with contours closer than their extents, is left to the bands.
static int pp_row_is_plainly_simple(const pp_scan *scan, int64_t top, int64_t bottom) {
  uint64_t count = scan->active_count;
  if (count > PP_PLAIN_ROW_LIMIT) return 0;
  pp_row_edge row[PP_PLAIN_ROW_LIMIT];
  // The edges by their left side, by insertion: a row has a few.
  for (uint64_t i = 0; i < count; i++) {
    const pp_scan_edge *edge = &scan->edges[scan->buffers.active[i]];
    int64_t x_top = scan->buffers.ends[i].x_top, x_bottom = scan->buffers.ends[i].x_bottom;
    pp_row_edge item = {pp_min(x_top, x_bottom), pp_max(x_top, x_bottom), pp_max(edge->top, top),
                        pp_min(edge->bottom, bottom), edge->winding};
    uint64_t j = i;
    while (j > 0 && row[j - 1].left > item.left) {
      row[j] = row[j - 1];
      j--;
    }
    row[j] = item;
  }
  int64_t winding = 0, inside_winding = 0;
  uint64_t start = 0;
  while (start < count) {
    // The group: edges up to the first that starts right of everything before it.
    uint64_t end = start + 1;
    int64_t right = row[start].right;
    while (end < count && row[end].left <= right) {
      right = pp_max(right, row[end].right);
      end++;
    }
    // Its edges in y, by insertion: they must follow each other from the row's top to its bottom.
    for (uint64_t i = start + 1; i < end; i++) {
      pp_row_edge item = row[i];
      uint64_t j = i;
      while (j > start && row[j - 1].top > item.top) {
        row[j] = row[j - 1];
        j--;
      }
      row[j] = item;
    }
    if (row[start].top != top || row[end - 1].bottom != bottom) return 0;
    for (uint64_t i = start + 1; i < end; i++) {
      if (row[i].top != row[i - 1].bottom || row[i].winding != row[start].winding) return 0;
    }
    int was_inside = pp_is_inside(scan, winding);
    winding += row[start].winding;
    if (pp_is_inside(scan, winding) == was_inside) return 0;
    if (winding != 0) {
      if (inside_winding == 0) inside_winding = winding;
      if (winding != inside_winding) return 0;
    }
    start = end;
  }
  return 1;
}

// MARK: - Sweeping a row into spans

// Twice a covered area in (1/256 px)^2 as 0...255, rounded to nearest (ScanConverter.coverage).
static uint8_t pp_coverage(int64_t doubled_area) {
  int64_t magnitude = doubled_area < 0 ? -doubled_area : doubled_area;
  int64_t scaled = (magnitude * 255 + (1 << 16)) >> 17;
  return (uint8_t)(scaled > 255 ? 255 : scaled);
}

// Appends a span, merged into the previous one when they touch with the same coverage.
static void pp_append_span(pp_scan *scan, int64_t x, int64_t count, uint8_t coverage) {
  if (scan->span_count > 0) {
    pp_scan_span *last = &scan->buffers.spans[scan->span_count - 1];
    if (last->x + last->count == x && last->coverage == coverage) {
      last->count += count;
      return;
    }
  }
  scan->buffers.spans[scan->span_count++] = (pp_scan_span){x, count, coverage};
}

// Turns the row's cells into spans and clears them for the next row.
static void pp_sweep_row(pp_scan *scan) {
  scan->span_count = 0;
  if (scan->touched_count == 0) return;
  uint64_t *touched = scan->buffers.touched;
  pp_sort_keys(touched, scan->touched_count, scan->buffers.sorting);
  int64_t accumulated = 0;
  int64_t next_column = scan->min_x;
  for (uint64_t i = 0; i < scan->touched_count; i++) {
    int64_t index = (int64_t)touched[i];
    int64_t column = scan->min_x + index;
    if (accumulated != 0 && column > next_column) {
      pp_append_span(scan, next_column, column - next_column, pp_coverage(2 * PP_ONE * accumulated));
    }
    accumulated += scan->buffers.cover[index];
    uint8_t coverage = pp_coverage(2 * PP_ONE * accumulated - scan->buffers.area[index]);
    if (coverage != 0) pp_append_span(scan, column, 1, coverage);
    next_column = column + 1;
    scan->buffers.cover[index] = 0;
    scan->buffers.area[index] = 0;
    scan->buffers.is_touched[index] = 0;
  }
  scan->touched_count = 0;
  if (accumulated != 0 && next_column < scan->max_x) {
    pp_append_span(scan, next_column, scan->max_x - next_column, pp_coverage(2 * PP_ONE * accumulated));
  }
}

// MARK: - Rows

// The row after the last one with the same spans as `row`: while every active edge is vertical and
// crosses the rows whole, and no edge starts, each row is the same geometry moved down one pixel.
static int64_t pp_end_of_band(const pp_scan *scan, int64_t row, uint64_t next, uint64_t edge_count,
                              int64_t max_y) {
  int64_t end = max_y;
  if (next < edge_count) end = pp_min(end, scan->edges[next].top >> PP_SHIFT);
  for (uint64_t i = 0; i < scan->active_count; i++) {
    const pp_scan_edge *edge = &scan->edges[scan->buffers.active[i]];
    if (edge->from_x != edge->to_x || edge->top > (row << PP_SHIFT)) return row + 1;
    end = pp_min(end, edge->bottom >> PP_SHIFT);
  }
  return pp_max(end, row + 1);
}

int32_t pp_scan_convert(const pp_scan_edge *edges, uint64_t edge_count, int32_t even_odd,
                        int64_t min_x, int64_t min_y, int64_t max_x, int64_t max_y,
                        int64_t maximum_bands_per_row, pp_scan_band_sink sink, void *context) {
  if (min_x >= max_x || min_y >= max_y) return 0;
  uint64_t width = (uint64_t)(max_x - min_x);
  // Each touched cell adds at most two spans (the run before it and itself), and one closes the row;
  // a band holds at most every edge, and a row's boundaries are two per edge plus its top and bottom.
  pp_scan_buffers buffers = {
      .cover = calloc(width, sizeof(int32_t)),
      .area = calloc(width, sizeof(int32_t)),
      .is_touched = calloc(width, 1),
      .touched = calloc(width, sizeof(uint64_t)),
      .spans = calloc(2 * width + 1, sizeof(pp_scan_span)),
      .active = calloc(edge_count + 1, sizeof(int64_t)),
      .boundaries = calloc(2 * edge_count + 2, sizeof(uint64_t)),
      .crossings = calloc(edge_count + 1, sizeof(pp_crossing)),
      .ends = calloc(edge_count + 1, sizeof(pp_crossing)),
      .memo_y = malloc((edge_count + 1) * sizeof(int64_t)),
      .memo_x = malloc((edge_count + 1) * sizeof(int64_t)),
      .sorting = malloc((width > 2 * edge_count + 2 ? width : 2 * edge_count + 2) * sizeof(uint64_t)),
  };
  pp_scan scan;
  memset(&scan, 0, sizeof scan);
  scan.edges = edges;
  scan.even_odd = even_odd;
  scan.min_x = min_x;
  scan.max_x = max_x;
  scan.maximum_bands = maximum_bands_per_row;
  scan.buffers = buffers;
  scan.out_of_memory = !buffers.cover || !buffers.area || !buffers.is_touched || !buffers.touched ||
                       !buffers.spans || !buffers.active || !buffers.boundaries || !buffers.crossings ||
                       !buffers.ends || !buffers.memo_y || !buffers.memo_x || !buffers.sorting;
  // No line lies this far up (coordinates are within FixedPoint.limit): nothing is remembered yet.
  for (uint64_t i = 0; buffers.memo_y && i < edge_count; i++) buffers.memo_y[i] = INT64_MIN;
  int64_t *active = buffers.active;
  uint64_t next = 0;
  int64_t row = min_y;
  while (row < max_y && !scan.out_of_memory) {
    int64_t top = row << PP_SHIFT;
    int64_t bottom = top + PP_ONE;
    while (next < edge_count && edges[next].top < bottom) active[scan.active_count++] = (int64_t)next++;
    // Edges that ended above this row leave, the others keep their order.
    uint64_t kept = 0;
    for (uint64_t i = 0; i < scan.active_count; i++) {
      if (edges[active[i]].bottom > top) active[kept++] = active[i];
    }
    scan.active_count = kept;
    if (kept == 0) {
      if (next == edge_count) break;
      row += 1;
      continue;
    }
    pp_find_row_ends(&scan, top, bottom);
    scan.row_is_simple = 1;
    if (!pp_row_is_plainly_simple(&scan, top, bottom)) pp_add_bands(&scan, top);
    if (scan.row_is_simple) {
      // Every edge bounds the shape and the winding is only ever 0 or one value: each edge's piece of
      // the row is added whole, as drawn, and the sign of the sum is dropped when sweeping.
      for (uint64_t i = 0; i < kept; i++) {
        const pp_scan_edge *edge = &edges[active[i]];
        pp_crossing crossing = buffers.ends[i];
        int64_t edge_top = pp_max(edge->top, top), edge_bottom = pp_min(edge->bottom, bottom);
        if (edge->from_y < edge->to_y) {
          pp_add_piece(&scan, crossing.x_top, edge_top, crossing.x_bottom, edge_bottom, edge);
        } else {
          pp_add_piece(&scan, crossing.x_bottom, edge_bottom, crossing.x_top, edge_top, edge);
        }
      }
    } else {
      for (uint64_t i = 0; i < scan.piece_count; i++) {
        pp_piece piece = scan.pieces[i];
        pp_add_piece(&scan, piece.from_x, piece.from_y, piece.to_x, piece.to_y, &edges[piece.edge]);
      }
    }
    pp_sweep_row(&scan);
    int64_t end = pp_end_of_band(&scan, row, next, edge_count, max_y);
    if (scan.span_count > 0) sink(context, row, end, buffers.spans, scan.span_count);
    row = end;
  }
  free(scan.pieces);
  free(buffers.cover);
  free(buffers.area);
  free(buffers.is_touched);
  free(buffers.touched);
  free(buffers.spans);
  free(buffers.active);
  free(buffers.boundaries);
  free(buffers.crossings);
  free(buffers.ends);
  free(buffers.memo_y);
  free(buffers.memo_x);
  free(buffers.sorting);
  return scan.out_of_memory ? -1 : 0;
}

void pp_scan_band_into_mask(void *context, int64_t first_row, int64_t end_row, const pp_scan_span *spans,
                            uint64_t span_count) {
  const pp_scan_mask *mask = context;
  for (int64_t row = first_row; row < end_row; row++) {
    uint8_t *start = mask->values + (row - mask->min_y) * mask->width;
    for (uint64_t i = 0; i < span_count; i++) {
      memset(start + (spans[i].x - mask->min_x), spans[i].coverage, (size_t)spans[i].count);
    }
  }
}

void pp_sort_edge_keys(uint64_t *keys, uint64_t count, uint64_t *scratch) {
  pp_sort_keys(keys, count, scratch);
}
