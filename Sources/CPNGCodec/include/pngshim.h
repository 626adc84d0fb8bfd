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
/// The longest side accepted, in pixels (matches BitmapLimits.maxDimension on the Swift side).
#define PP_PNG_MAX_DIMENSION 16384
/// The most pixels accepted in one image, 2^26 (matches BitmapLimits.maxPixelCount).
#define PP_PNG_MAX_PIXEL_COUNT 67108864

/// The most text chunks a decode reports; later ones are skipped. Each one libpng keeps costs up to
/// PP_PNG_MAX_CHUNK_SIZE bytes, so this bounds what a file full of text chunks can make a decode allocate.
#define PP_PNG_MAX_TEXT_CHUNKS 8
/// The largest chunk, and the largest decompressed text, a decode with text accepts: libpng's usual
/// default (PNG_USER_CHUNK_MALLOC_MAX), pinned so the bound does not depend on how libpng was built.
#define PP_PNG_MAX_CHUNK_SIZE 8000000
/// The longest text value the encoder writes, in bytes: well within PP_PNG_MAX_CHUNK_SIZE once
/// decompressed with its keyword, so whatever is written can be read back.
#define PP_PNG_MAX_TEXT_SIZE 4194304
/// The longest keyword, in bytes (the PNG specification's limit).
#define PP_PNG_MAX_KEYWORD_SIZE 79

/// A text entry to write as a zTXt chunk.
typedef struct pp_png_text_entry {
  /// NUL-terminated Latin-1: 1 to PP_PNG_MAX_KEYWORD_SIZE bytes of 0x20...0x7E or 0xA1...0xFF, with no
  /// leading, trailing or consecutive spaces (libpng would otherwise rewrite it).
  const char *keyword;
  /// NUL-terminated bytes, at most PP_PNG_MAX_TEXT_SIZE before the NUL. An empty value is written as a
  /// tEXt chunk (libpng compresses only non-empty text).
  const char *value;
} pp_png_text_entry;

/// Receives one text chunk found by pp_png_decode_rgba8_text. `keyword` and `value` are valid only
/// during the call and are not NUL-terminated.
typedef void (*pp_png_text_sink)(void *context, const uint8_t *keyword, uint32_t keyword_size,
                                 const uint8_t *value, uint64_t value_size);

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
/// tRNS becomes alpha, and images without alpha get alpha 255. A tRNS sample with bits set above the
/// bit depth counts by its low bits only, as PNG's third edition asks. Text chunks are read and checked
/// exactly as pp_png_decode_rgba8_text reads them, and not reported, so both give every file one verdict.
///
/// - Parameters:
///   - pixels, pixels_size: the caller's buffer of exactly width * height * 4 bytes (size from
///     pp_png_read_header). Its contents are unspecified when the call fails.
///   - message: PP_PNG_MESSAGE_CAPACITY bytes, or NULL.
pp_png_status pp_png_decode_rgba8(const uint8_t *data, uint64_t size,
                                  uint8_t *pixels, uint64_t pixels_size, uint8_t *message);

/// Decodes as pp_png_decode_rgba8 does and reports the file's text chunks (tEXt, zTXt and iTXt, before
/// or after the image data) to `sink`, in file order, once the whole file has been read.
///
/// Pixels are checked exactly as strictly as pp_png_decode_rgba8 checks them. A text chunk that libpng
/// cannot use (a bad keyword, a damaged compressed stream, text decompressing beyond
/// PP_PNG_MAX_CHUNK_SIZE) is skipped, as are text chunks beyond the first PP_PNG_MAX_TEXT_CHUNKS; a
/// text chunk with a bad CRC is an error, as for every other chunk. For iTXt only the keyword and the
/// text are reported. libpng stops a value at its first NUL byte.
///
/// - Parameters:
///   - sink: called once per text chunk after the pixels are decoded, never after a failure; NULL to
///     decode as pp_png_decode_rgba8 does.
///   - context: passed to `sink` unchanged.
pp_png_status pp_png_decode_rgba8_text(const uint8_t *data, uint64_t size, uint8_t *pixels,
                                       uint64_t pixels_size, pp_png_text_sink sink, void *context,
                                       uint8_t *message);

/// The largest output pp_png_encode_rgba8 can produce for an image of this size, in bytes,
/// or 0 when the size is out of range.
uint64_t pp_png_encode_bound(uint32_t width, uint32_t height);

/// Encodes straight-alpha RGBA8 pixels as a PNG with fixed settings, so one machine always writes
/// the same bytes for the same pixels.
///
/// The file has the smallest colour type that keeps every pixel: a palette of 1, 2 or 4 bits for up to
/// 16 colours, 8-bit grey for opaque grey, an 8-bit palette (tRNS for translucent entries) for up to
/// 256 colours, grey with alpha, RGB when opaque, else RGBA. Each row's filter is chosen by the encoder.
///
/// - Parameters:
///   - pixels: width * height * 4 bytes, rows top to bottom.
///   - opaque: non-zero when every pixel's alpha is 255 (the caller knows it; the shim trusts it).
///   - out, out_capacity: the caller's buffer, at least pp_png_encode_bound(width, height) bytes.
///   - out_size: set to the number of bytes written on PP_PNG_OK.
///   - message: PP_PNG_MESSAGE_CAPACITY bytes, or NULL.
pp_png_status pp_png_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height,
                                  int32_t opaque, uint8_t *out, uint64_t out_capacity,
                                  uint64_t *out_size, uint8_t *message);

/// The most bytes a zTXt chunk for a keyword and a value of these sizes can take, or 0 when either size
/// is out of range. Add one per entry to pp_png_encode_bound's result for pp_png_encode_rgba8_text.
uint64_t pp_png_text_bound(uint64_t keyword_size, uint64_t value_size);

/// Encodes as pp_png_encode_rgba8 does, with `text` written as zTXt chunks (compressed with fixed
/// settings) after IHDR and before the image data, in the given order.
///
/// - Parameters:
///   - text, text_count: the entries to write; `text` may be NULL when `text_count` is 0.
///   - quick: non-zero for images only people look at (diffs): RGB or RGBA, libdeflate's level 1 and the
///     Sub filter on every row, many times faster and somewhat larger; still the same bytes for the
///     same pixels.
///   - out_capacity: at least pp_png_encode_bound(width, height) plus pp_png_text_bound for each entry.
pp_png_status pp_png_encode_rgba8_text(const uint8_t *pixels, uint32_t width, uint32_t height,
                                       int32_t opaque, const pp_png_text_entry *text,
                                       uint32_t text_count, int32_t quick, uint8_t *out,
                                       uint64_t out_capacity, uint64_t *out_size, uint8_t *message);

/// Encodes as pp_png_encode_rgba8_text does, with at most `threads` threads compressing the image data
/// (0: one per core, as pp_png_encode_rgba8_text does). A large image's data is compressed in segments,
/// and how many depends on the image alone: the bytes are the same for every count, which tests check
/// with this function.
pp_png_status pp_png_encode_rgba8_text_threads(const uint8_t *pixels, uint32_t width, uint32_t height,
                                               int32_t opaque, const pp_png_text_entry *text,
                                               uint32_t text_count, int32_t quick, uint32_t threads,
                                               uint8_t *out, uint64_t out_capacity, uint64_t *out_size,
                                               uint8_t *message);

#ifdef __cplusplus
}
#endif

#endif
