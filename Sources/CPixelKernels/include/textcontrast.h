#ifndef PP_TEXT_CONTRAST_H
#define PP_TEXT_CONTRAST_H

// The pixel scans of the accessibility audit's text contrast (Rendering+TextContrast.swift): the box
// of a run's visible glyph pixels, and the colours of text and background in that box. Swift at -Onone
// spends most of a debug build's audit in these loops; here they cost about what they do optimized.

#include <stdint.h>

// Every bitmap is premultiplied RGBA8. `coverage` is a run's glyphs rasterized alone over a window of
// `width` x `height` pixels: red is the coverage, alpha how fully a glyph could be drawn there within
// the clips. `covered_later` and `own_images`, of the same window, may be NULL: what is drawn after
// the run over it, and the label's own glyph images.

/// The smallest box holding every pixel whose coverage (red) is above 0 and that `covered_later` does
/// not cover fully (alpha 255): `box` is set to its min x, min y, max x and max y, inclusive.
///
/// - Returns: 1, or 0 when there is no such pixel (and `box` is unchanged).
int32_t pp_visible_glyph_box(const uint8_t *coverage, uint64_t width, uint64_t height,
                             const uint8_t *covered_later, int64_t box[4]);

/// The text and background colour of every pixel of `box` (as pp_visible_glyph_box sets it) that no
/// glyph covers (red 0), shows what the text stands on (not covered fully by `covered_later`, no alpha
/// in `own_images`) and, with `drawn_text`, that a glyph could cover fully (alpha 255), in row order:
/// - the background is the pixel of `bitmap` (`bitmap_width` pixels wide) at the window's pixel plus
///   (`origin_x`, `origin_y`), over opaque white;
/// - the text is the pixel of `drawn_text` (the window's size) over white when it is given, else
///   `text_color` (straight 0xAARRGGBB) over the background, each channel rounded to the nearest.
/// A pixel whose pair is the previous pixel's is left out. Each pair is written as two words,
/// 0x00RRGGBB: text, then background.
///
/// - Parameter pairs: room for `capacity` pairs, at most one a pixel of the box.
/// - Returns: the number of pairs written.
uint64_t pp_text_background_pairs(const uint8_t *coverage, uint64_t width, const int64_t box[4],
                                  const uint8_t *covered_later, const uint8_t *own_images,
                                  const uint8_t *bitmap, uint64_t bitmap_width, uint64_t origin_x,
                                  uint64_t origin_y, const uint8_t *drawn_text, uint32_t text_color,
                                  uint32_t *pairs, uint64_t capacity);

#endif
