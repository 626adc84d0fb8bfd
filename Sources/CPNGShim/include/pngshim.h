// The PNG codec's C side: the only code in Pixelproof that calls libpng.
//
// Every function runs a whole operation behind one setjmp, so libpng's longjmp never crosses into
// Swift. Nothing here prints, exits or aborts; failures come back as a status code plus, for
// PP_PNG_CORRUPT and PP_PNG_ENCODE_FAILED, libpng's own message. All memory that outlives a call is
// owned by the caller. libpng's headers stay private to pngshim.c: this header uses fixed-width
// types only.
#ifndef PIXELPROOF_PNGSHIM_H
#define PIXELPROOF_PNGSHIM_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of a shim call: exactly an int32_t in C and in Swift (a fixed underlying type, standard
/// in C23 and accepted by clang in every C mode; SwiftPM builds C targets with clang).
typedef enum pp_png_status : int32_t {
  PP_PNG_OK = 0,
  /// The data does not start with the 8-byte PNG signature (this includes empty input).
  PP_PNG_NOT_PNG = 1,
  /// libpng rejected the data (bad CRC, damaged zlib stream, truncation, invalid chunk...).
  /// `message` holds libpng's explanation.
  PP_PNG_CORRUPT = 2,
  /// Width or height is 0 or above PP_PNG_MAX_DIMENSION, or width * height is above
  /// PP_PNG_MAX_PIXEL_COUNT. Detected before any pixel memory is needed; `width` and `height`
  /// (where the call has them) hold the declared size.
  PP_PNG_SIZE_OUT_OF_RANGE = 3,
  /// A caller-provided buffer has the wrong size: the pixel buffer is not width * height * 4
  /// bytes, or the encoder's output would not fit in `out_capacity` bytes.
  PP_PNG_BUFFER_SIZE_MISMATCH = 4,
  /// A required pointer is NULL.
  PP_PNG_INVALID_ARGUMENT = 5,
  /// libpng could not allocate its own state.
  PP_PNG_OUT_OF_MEMORY = 6,
  /// libpng failed while writing; `message` holds its explanation.
  PP_PNG_ENCODE_FAILED = 7,
  /// The read transformations did not produce 4 bytes per pixel (a bug in the shim, not in the data).
  PP_PNG_UNEXPECTED_ROW_LAYOUT = 8,
} pp_png_status;

/// Bytes in the message buffer every call takes; messages are NUL-terminated and cut to fit.
#define PP_PNG_MESSAGE_CAPACITY 256
/// The longest side accepted, in pixels (matches ImageLimits.maxDimension on the Swift side).
#define PP_PNG_MAX_DIMENSION 16384
/// The most pixels accepted in one image, 2^26 (matches ImageLimits.maxPixelCount).
#define PP_PNG_MAX_PIXEL_COUNT 67108864

/// Checks the signature and the IHDR chunk (and the chunks before the first IDAT) and reports the size.
///
/// - Parameters:
///   - data, size: the PNG file's bytes.
///   - width, height: set to the declared size on PP_PNG_OK and PP_PNG_SIZE_OUT_OF_RANGE.
///   - message: PP_PNG_MESSAGE_CAPACITY bytes, or NULL.
pp_png_status pp_png_read_header(const uint8_t *data, uint64_t size,
                                 uint32_t *width, uint32_t *height, uint8_t *message);

/// Decodes a whole PNG into straight-alpha RGBA8, rows top to bottom, samples as stored.
///
/// No gamma or colour-space conversion: gAMA, cHRM, sRGB and iCCP are skipped unread. Sub-byte and
/// palette images expand to 8 bits, 16-bit samples are scaled (rounded) to 8 bits, grey becomes RGB,
/// tRNS becomes alpha, and images without alpha get alpha 255.
///
/// - Parameters:
///   - pixels, pixels_size: the caller's buffer of exactly width * height * 4 bytes (size from
///     pp_png_read_header). Its contents are unspecified when the call fails.
///   - message: PP_PNG_MESSAGE_CAPACITY bytes, or NULL.
pp_png_status pp_png_decode_rgba8(const uint8_t *data, uint64_t size,
                                  uint8_t *pixels, uint64_t pixels_size, uint8_t *message);

/// The largest output pp_png_encode_rgba8 can produce for an image of this size, in bytes,
/// or 0 when the size is out of range.
uint64_t pp_png_encode_bound(uint32_t width, uint32_t height);

/// Encodes straight-alpha RGBA8 pixels as a PNG with fixed settings, so one machine always writes
/// the same bytes for the same pixels.
///
/// - Parameters:
///   - pixels: width * height * 4 bytes, rows top to bottom.
///   - opaque: non-zero to write an RGB file (the 4th byte of each pixel is dropped), zero for RGBA.
///   - out, out_capacity: the caller's buffer, at least pp_png_encode_bound(width, height) bytes.
///   - out_size: set to the number of bytes written on PP_PNG_OK.
///   - message: PP_PNG_MESSAGE_CAPACITY bytes, or NULL.
pp_png_status pp_png_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height,
                                  int32_t opaque, uint8_t *out, uint64_t out_capacity,
                                  uint64_t *out_size, uint8_t *message);

#ifdef __cplusplus
}
#endif

#endif
