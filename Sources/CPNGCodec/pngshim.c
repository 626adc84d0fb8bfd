// Every libpng call in Pixelproof. See include/pngshim.h for the contract.
//
// Each public function follows the same recipe:
//   STEP 1: check arguments (and, for reading, the signature and the declared size) without libpng;
//   STEP 2: create libpng's structs with our error and warning handlers (an encoding compresses its
//           image data first, without libpng: pngimagedata.c);
//   STEP 3: one setjmp for the whole operation; every later libpng call may longjmp back to it,
//           after which the structs are destroyed and the status is returned;
//   STEP 4: the operation itself, into or from caller-owned buffers.
//
// Integer-only code; the pragma keeps it deterministic should floating point ever appear.
#pragma STDC FP_CONTRACT OFF

#include "pngshim.h"

#include <png.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "pngencoding.h"

// Compression settings, pinned so the bytes depend on no library's defaults.
//
// Text chunks: libpng compresses them with zlib level 6 (zlib's default), memLevel 8.
//
// Image data: the shim runs libdeflate itself (pngimagedata.c, a large image in segments on several
// threads). Each segment's filter strategies are tried at level 6; the winner is compressed at level 11
// (near-optimal parsing), its long runs of flat rows at level 6, and rows stored unfiltered first at
// level 9 (lazy matching), which is kept without trying level 11 when it gained 12% over the trial, or
// when it is smaller. Level 11 is what oxipng's level 2 writes with; libdeflate's near-optimal parser is
// what closes most of the gap zlib left. One stream, rows filtered by the weighted rule of pngfilter.c,
// in bytes (zlib: this encoder before, level 9 memLevel 5 in segments):
//                        zlib    level 9  level 10  level 11  level 12
//   photoGrid@2x       146,009  140,497  130,871   130,594   130,284
//   showcaseCards@2x   155,120  148,942  137,153   135,548   134,755
//   listFeed@2x        124,372  122,239  114,066   113,152   112,633
//   newsFeedCard@2x     32,120   32,332   29,864    29,451    28,993
// Level 12 gains under 1% more for 1.7 times level 11's time; level 10 saves a fifth of the time for
// 1-4% more bytes. On the benchmark's shadow-and-gradient screen, stored unfiltered, level 9 writes
// 203,419 bytes in a twelfth of the time level 11 takes for 203,447 (Debian's libdeflate 1.14), which
// is what the 12% rule of pngimagedata.c catches.
enum {
  PP_TEXT_ZLIB_LEVEL = 6,
  PP_TEXT_ZLIB_MEM_LEVEL = 8,
  PP_TRIAL_DEFLATE_LEVEL = 6,
  PP_LAZY_DEFLATE_LEVEL = 9,
  PP_IMAGE_DEFLATE_LEVEL = 11,
  // Images only people look at (diffs): libdeflate's fastest level.
  PP_QUICK_DEFLATE_LEVEL = 1,
  PP_ZLIB_WINDOW_BITS = 15,
  // The IDAT chunk size: the image data is cut into chunks of this many bytes, the last one shorter.
  PP_IDAT_SIZE = 8192,
};

// The image data's compression: a reference's, and a quick encoding's.
static const pp_image_data_settings pp_reference_settings = {
    .trial_level = PP_TRIAL_DEFLATE_LEVEL,
    .lazy_level = PP_LAZY_DEFLATE_LEVEL,
    .level = PP_IMAGE_DEFLATE_LEVEL,
};
static const pp_image_data_settings pp_quick_settings = {
    .trial_level = PP_QUICK_DEFLATE_LEVEL,
    .lazy_level = PP_QUICK_DEFLATE_LEVEL,
    .level = PP_QUICK_DEFLATE_LEVEL,
};

// PNG signature (8) + IHDR chunk (4 length + 4 type + 13 data + 4 CRC).
enum { PP_SIGNATURE_SIZE = 8, PP_IHDR_END = 8 + 4 + 4 + 13 + 4 };

// MARK: - Errors and warnings

typedef struct {
  uint8_t *message;  // PP_PNG_MESSAGE_CAPACITY bytes, or NULL
  // Non-zero while decoding (zero while only the header is read): see pp_warning.
  int skips_bad_text_chunks;
} pp_error_context;

static void pp_set_message(uint8_t *message, const char *text) {
  if (message == NULL) return;
  size_t length = strlen(text);
  if (length > PP_PNG_MESSAGE_CAPACITY - 1) length = PP_PNG_MESSAGE_CAPACITY - 1;
  memcpy(message, text, length);
  message[length] = 0;
}

// libpng requires an error handler not to return: copy the message, then jump back to the setjmp
// of the running operation (or to libpng's own while a struct is being created).
static void pp_error(png_structp png, png_const_charp text) {
  pp_error_context *context = (pp_error_context *)png_get_error_ptr(png);
  if (context != NULL) pp_set_message(context->message, text != NULL ? text : "unknown libpng error");
  png_longjmp(png, 1);
}

// A chunk type as libpng's png_get_io_chunk_type reports it.
#define PP_CHUNK_TYPE(a, b, c, d) \
  (((uint32_t)(a) << 24) | ((uint32_t)(b) << 16) | ((uint32_t)(c) << 8) | (uint32_t)(d))

static int pp_is_text_chunk(uint32_t type) {
  return type == PP_CHUNK_TYPE('t', 'E', 'X', 't') || type == PP_CHUNK_TYPE('z', 'T', 'X', 't')
      || type == PP_CHUNK_TYPE('i', 'T', 'X', 't');
}

// libpng's warning for a tRNS sample with bits set above the image's bit depth (pngset.c).
static const char pp_trns_out_of_range[] = "tRNS chunk has out-of-range samples for bit_depth";

// Usually warnings never change the outcome (anything that would is made an error below), so they are
// dropped. A decode turns libpng's "benign" errors into warnings, because that is how libpng skips a
// text chunk it cannot use; so there, a warning about a text chunk's contents is dropped (the chunk is
// skipped) and any other warning becomes an error again, which keeps the pixels as strictly checked as
// benign errors being errors would. A text chunk whose declared length is over the limit is an error
// too: that warning comes while the header is read, and going on would allocate that length.
//
// One exception: a tRNS sample with bits above the bit depth is accepted and only its low bits count.
// PNG's third edition says "decoders must mask the other bits to 0 before the value is used", and
// libpng's expansion masks them (png_do_expand) after this warning.
static void pp_warning(png_structp png, png_const_charp text) {
  pp_error_context *context = (pp_error_context *)png_get_error_ptr(png);
  if (context == NULL || !context->skips_bad_text_chunks) return;
  int reading_header = (png_get_io_state(png) & PNG_IO_MASK_LOC) == PNG_IO_CHUNK_HDR;
  uint32_t chunk = png_get_io_chunk_type(png);
  if (pp_is_text_chunk(chunk) && !reading_header) return;
  if (chunk == PP_CHUNK_TYPE('t', 'R', 'N', 'S') && text != NULL && strcmp(text, pp_trns_out_of_range) == 0) {
    return;
  }
  png_error(png, text);
}

// MARK: - Size checks

static int pp_size_is_accepted(uint32_t width, uint32_t height) {
  return width > 0 && height > 0 && width <= PP_PNG_MAX_DIMENSION && height <= PP_PNG_MAX_DIMENSION
      && (uint64_t)width * height <= PP_PNG_MAX_PIXEL_COUNT;
}

static uint32_t pp_load_u32_be(const uint8_t *bytes) {
  return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) | bytes[3];
}

// STEP 1 of reading: the signature, then the size in the IHDR chunk, before libpng sees the data.
// libpng's own user limits would also refuse a huge size, but only as a generic "Invalid IHDR data";
// reading the two fields here is what lets the caller tell "too large" from "corrupt".
static pp_png_status pp_precheck(const uint8_t *data, uint64_t size, uint32_t *width, uint32_t *height,
                                 uint8_t *message) {
  if (size < PP_SIGNATURE_SIZE || png_sig_cmp(data, 0, PP_SIGNATURE_SIZE) != 0) {
    pp_set_message(message, "missing PNG signature");
    return PP_PNG_NOT_PNG;
  }
  static const uint8_t ihdr_type[4] = {'I', 'H', 'D', 'R'};
  if (size >= PP_IHDR_END && memcmp(data + 12, ihdr_type, 4) == 0) {
    uint32_t declared_width = pp_load_u32_be(data + 16);
    uint32_t declared_height = pp_load_u32_be(data + 20);
    if (!pp_size_is_accepted(declared_width, declared_height)) {
      if (width != NULL) *width = declared_width;
      if (height != NULL) *height = declared_height;
      pp_set_message(message, "image size out of range");
      return PP_PNG_SIZE_OUT_OF_RANGE;
    }
  }
  return PP_PNG_OK;  // anything else wrong with IHDR is libpng's to report
}

// MARK: - Reading

typedef struct {
  const uint8_t *data;
  uint64_t size;
  uint64_t offset;
} pp_reader;

static void pp_read(png_structp png, png_bytep out, size_t count) {
  pp_reader *reader = (pp_reader *)png_get_io_ptr(png);
  if (count > reader->size - reader->offset) png_error(png, "unexpected end of PNG data");
  memcpy(out, reader->data + reader->offset, count);
  reader->offset += count;
}

// Settings shared by every read. Must run after setjmp: each call can png_error.
static void pp_configure_reader(png_structp png, pp_reader *reader) {
  png_set_read_fn(png, reader, pp_read);
  png_set_user_limits(png, PP_PNG_MAX_DIMENSION, PP_PNG_MAX_DIMENSION);
  // Skip every ancillary chunk except tRNS unparsed (their CRCs are still checked): none of them
  // changes stored samples, and skipping gAMA, cHRM, sRGB and iCCP guarantees no colour conversion and
  // no failure on odd metadata written by other tools.
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
  // A CRC error in an ancillary chunk (tRNS) would otherwise drop the chunk with a warning, and
  // "benign" errors (bad zlib checksum, palette index out of range, too much image data) would leave
  // wrong pixels with a warning. Both are errors here: never a silently wrong image.
  png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
  png_set_benign_errors(png, 0);
}

// After png_read_info: the same limits again, on the size libpng parsed. The pre-check reads IHDR only
// where a valid file has it, and png_set_user_limits bounds each side but not the pixel count.
static pp_png_status pp_check_info_size(png_structp png, png_infop info, uint32_t *width,
                                        uint32_t *height, uint8_t *message) {
  uint32_t declared_width = png_get_image_width(png, info);
  uint32_t declared_height = png_get_image_height(png, info);
  if (width != NULL) *width = declared_width;
  if (height != NULL) *height = declared_height;
  if (!pp_size_is_accepted(declared_width, declared_height)) {
    pp_set_message(message, "image size out of range");
    return PP_PNG_SIZE_OUT_OF_RANGE;
  }
  return PP_PNG_OK;
}

pp_png_status pp_png_read_header(const uint8_t *data, uint64_t size, uint32_t *width, uint32_t *height,
                                 uint8_t *message) {
  pp_set_message(message, "");
  // STEP 1: the arguments, checked before libpng is involved.
  if (data == NULL && size > 0) return PP_PNG_INVALID_ARGUMENT;
  pp_png_status status = pp_precheck(data, size, width, height, message);
  if (status != PP_PNG_OK) return status;

  // STEP 2: libpng's structs, with our error and warning handlers.
  pp_error_context context = {message, 0};
  pp_reader reader = {data, size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, pp_error, pp_warning);
  if (png == NULL) return PP_PNG_OUT_OF_MEMORY;
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    return PP_PNG_OUT_OF_MEMORY;
  }

  // STEP 3: the one setjmp; every libpng call below may longjmp back here.
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    return PP_PNG_CORRUPT;
  }

  // STEP 4: the operation.
  pp_configure_reader(png, &reader);
  png_read_info(png, info);
  status = pp_check_info_size(png, info, width, height, message);

  png_destroy_read_struct(&png, &info, NULL);
  return status;
}

// Reads text chunks (which pp_configure_reader skips) with libpng's own handlers, within bounds.
// Must run after setjmp and after pp_configure_reader.
static void pp_configure_text_reading(png_structp png) {
  static const png_byte text_chunks[] = {'t', 'E', 'X', 't', 0, 'z', 'T', 'X', 't', 0, 'i', 'T', 'X', 't', 0};
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_AS_DEFAULT, text_chunks, 3);
  // Bounds both a chunk's length and its decompressed text.
  png_set_chunk_malloc_max(png, PP_PNG_MAX_CHUNK_SIZE);
  // libpng counts this down once per text chunk and keeps a chunk only while the count stays above 1.
  png_set_chunk_cache_max(png, PP_PNG_MAX_TEXT_CHUNKS + 2);
  // A text chunk libpng cannot use is a benign error; as a warning it skips the chunk (see pp_warning).
  png_set_benign_errors(png, 1);
}

static void pp_report_text(png_structp png, png_infop info, pp_png_text_sink sink, void *context) {
  png_textp text = NULL;
  int count = png_get_text(png, info, &text, NULL);
  for (int i = 0; i < count && i < PP_PNG_MAX_TEXT_CHUNKS; i += 1) {
    const char *value = text[i].text != NULL ? text[i].text : "";
    sink(context, (const uint8_t *)text[i].key, (uint32_t)strlen(text[i].key), (const uint8_t *)value,
         (uint64_t)strlen(value));
  }
}

pp_png_status pp_png_decode_rgba8(const uint8_t *data, uint64_t size, uint8_t *pixels, uint64_t pixels_size,
                                  uint8_t *message) {
  return pp_png_decode_rgba8_text(data, size, pixels, pixels_size, NULL, NULL, message);
}

pp_png_status pp_png_decode_rgba8_text(const uint8_t *data, uint64_t size, uint8_t *pixels,
                                       uint64_t pixels_size, pp_png_text_sink sink, void *sink_context,
                                       uint8_t *message) {
  pp_set_message(message, "");
  // STEP 1: the arguments, checked before libpng is involved.
  if ((data == NULL && size > 0) || pixels == NULL) return PP_PNG_INVALID_ARGUMENT;
  pp_png_status status = pp_precheck(data, size, NULL, NULL, message);
  if (status != PP_PNG_OK) return status;

  // STEP 2: libpng's structs, with our error and warning handlers.
  // Text chunks are read whether or not the caller wants them, so that both entry points give every
  // file the same verdict: a decode without text differs only in not reporting them.
  pp_error_context context = {message, 1};
  pp_reader reader = {data, size, 0};
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, pp_error, pp_warning);
  if (png == NULL) return PP_PNG_OUT_OF_MEMORY;
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    return PP_PNG_OUT_OF_MEMORY;
  }

  // STEP 3. `failure` is changed after setjmp and read after longjmp, hence volatile: it lets a
  // check below jump out with its own status, through the same cleanup as libpng's errors.
  volatile pp_png_status failure = PP_PNG_CORRUPT;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    return failure;
  }

  // STEP 4a: the header, checked against the limits and the caller's buffer before any row is read.
  pp_configure_reader(png, &reader);
  pp_configure_text_reading(png);
  png_read_info(png, info);
  uint32_t width = 0, height = 0;
  status = pp_check_info_size(png, info, &width, &height, message);
  if (status != PP_PNG_OK) {
    failure = status;
    png_longjmp(png, 1);
  }
  uint64_t row_size = (uint64_t)width * 4;
  if (pixels_size != row_size * height) {
    pp_set_message(message, "pixel buffer size does not match the image");
    failure = PP_PNG_BUFFER_SIZE_MISMATCH;
    png_longjmp(png, 1);
  }

  // STEP 4b: transformations to straight RGBA8, samples as stored. No gamma calls at all.
  int color_type = png_get_color_type(png, info);
  png_set_expand(png);          // palette -> RGB, grey < 8 bits -> 8 bits, tRNS -> alpha
  png_set_scale_16(png);        // 16 -> 8 bits, rounded (0x8080 -> 0x80), not truncated
  png_set_gray_to_rgb(png);
  if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && png_get_valid(png, info, PNG_INFO_tRNS) == 0) {
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);  // opaque alpha
  }
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != row_size) {
    pp_set_message(message, "read transformations did not produce RGBA8 rows");
    failure = PP_PNG_UNEXPECTED_ROW_LAYOUT;
    png_longjmp(png, 1);
  }

  // STEP 4c: rows straight into the caller's buffer. With interlace handling each Adam7 pass reads
  // every row and libpng writes only that pass's pixels, so after the last pass each row is complete.
  for (int pass = 0; pass < passes; pass += 1) {
    for (uint32_t y = 0; y < height; y += 1) {
      png_read_row(png, pixels + (uint64_t)y * row_size, NULL);
    }
  }
  // STEP 4d: the rest of the file, so a bad zlib checksum, a bad CRC or a truncated tail is an error.
  png_read_end(png, info);

  // STEP 4e: the text, now that nothing can fail any more.
  if (sink != NULL) pp_report_text(png, info, sink, sink_context);

  png_destroy_read_struct(&png, &info, NULL);
  return PP_PNG_OK;
}

// MARK: - Writing

typedef struct {
  uint8_t *out;
  uint64_t capacity;
  uint64_t size;
  int overflowed;
} pp_writer;

// The writer is volatile: it changes after setjmp, and `overflowed` is read after longjmp.
static void pp_write(png_structp png, png_bytep bytes, size_t count) {
  volatile pp_writer *writer = (volatile pp_writer *)png_get_io_ptr(png);
  if (count > writer->capacity - writer->size) {
    writer->overflowed = 1;
    png_error(png, "PNG output buffer too small");
  }
  memcpy(writer->out + writer->size, bytes, count);
  writer->size += count;
}

// Without a flush callback libpng would fflush its io pointer as if it were a FILE.
static void pp_flush(png_structp png) { (void)png; }

uint64_t pp_png_encode_bound(uint32_t width, uint32_t height) {
  if (!pp_size_is_accepted(width, height)) return 0;
  // Filtered rows: one filter byte plus 4 bytes per pixel (RGB needs less).
  uint64_t raw = (uint64_t)height * (1 + (uint64_t)width * 4);
  // Worst-case deflate (stored blocks) is under raw + raw/8 + raw/64 for zlib and libdeflate; 64 covers
  // the zlib header, checksum and block headers of tiny images.
  uint64_t compressed = raw + (raw >> 3) + (raw >> 6) + 64;
  // Each IDAT holds at most PP_IDAT_SIZE bytes and costs 12 bytes of chunk framing.
  uint64_t idat_chunks = compressed / PP_IDAT_SIZE + 1;
  // Signature, IHDR chunk and IEND chunk, and the largest PLTE (256 colours) and tRNS (256 alphas)
  // chunks: a palette image's data is smaller than 4 bytes a pixel, but not always by that much.
  uint64_t fixed = PP_IHDR_END + 12 + (12 + 3 * 256) + (12 + 256);
  return fixed + compressed + 12 * idat_chunks;
}

// Whether libpng would write `keyword` unchanged: png_check_keyword replaces other bytes with spaces
// and removes leading, trailing and repeated spaces, which would make the file say something else.
static int pp_keyword_is_valid(const char *keyword) {
  size_t length = strlen(keyword);
  if (length < 1 || length > PP_PNG_MAX_KEYWORD_SIZE) return 0;
  if (keyword[0] == ' ' || keyword[length - 1] == ' ') return 0;
  for (size_t i = 0; i < length; i += 1) {
    uint8_t byte = (uint8_t)keyword[i];
    if (!((byte >= 0x20 && byte <= 0x7E) || byte >= 0xA1)) return 0;
    if (byte == ' ' && keyword[i + 1] == ' ') return 0;
  }
  return 1;
}

static pp_png_status pp_check_text(const pp_png_text_entry *text, uint32_t text_count, uint8_t *message) {
  if (text == NULL && text_count > 0) return PP_PNG_INVALID_ARGUMENT;
  for (uint32_t i = 0; i < text_count; i += 1) {
    if (text[i].keyword == NULL || text[i].value == NULL) return PP_PNG_INVALID_ARGUMENT;
    if (!pp_keyword_is_valid(text[i].keyword)) {
      pp_set_message(message, "invalid text keyword");
      return PP_PNG_INVALID_ARGUMENT;
    }
    if (strlen(text[i].value) > PP_PNG_MAX_TEXT_SIZE) {
      pp_set_message(message, "text value too long");
      return PP_PNG_INVALID_ARGUMENT;
    }
  }
  return PP_PNG_OK;
}

uint64_t pp_png_text_bound(uint64_t keyword_size, uint64_t value_size) {
  if (keyword_size < 1 || keyword_size > PP_PNG_MAX_KEYWORD_SIZE) return 0;
  if (value_size > PP_PNG_MAX_TEXT_SIZE) return 0;
  // The same worst-case deflate bound as the image data's, after the keyword, its NUL and the
  // compression method byte, in one chunk (12 bytes of framing).
  uint64_t compressed = value_size + (value_size >> 3) + (value_size >> 6) + 64;
  return 12 + keyword_size + 2 + compressed;
}

pp_png_status pp_png_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height, int32_t opaque,
                                  uint8_t *out, uint64_t out_capacity, uint64_t *out_size,
                                  uint8_t *message) {
  return pp_png_encode_rgba8_text(pixels, width, height, opaque, NULL, 0, 0, out, out_capacity, out_size,
                                  message);
}

static const png_byte pp_idat_type[5] = {'I', 'D', 'A', 'T', 0};
static const png_byte pp_iend_type[5] = {'I', 'E', 'N', 'D', 0};

// IHDR's colour type and bit depth, and for a palette PLTE and tRNS (translucent entries only).
static void pp_set_header(png_structp png, png_infop info, uint32_t width, uint32_t height,
                          const pp_encoding *encoding) {
  png_set_IHDR(png, info, width, height, encoding->bit_depth, encoding->colour_type, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  if (encoding->colour_type != PP_COLOUR_PALETTE) return;
  png_color colours[PP_PALETTE_CAPACITY];
  png_byte alphas[PP_PALETTE_CAPACITY];
  for (uint32_t i = 0; i < encoding->palette_count; i += 1) {
    colours[i].red = encoding->palette_rgba[i][0];
    colours[i].green = encoding->palette_rgba[i][1];
    colours[i].blue = encoding->palette_rgba[i][2];
    alphas[i] = encoding->palette_rgba[i][3];
  }
  png_set_PLTE(png, info, colours, (int)encoding->palette_count);
  if (encoding->translucent_count > 0) {
    png_set_tRNS(png, info, alphas, (int)encoding->translucent_count, NULL);
  }
}

// Writes the image data as IDAT chunks of PP_IDAT_SIZE bytes (the last one shorter), through libpng,
// which frames them and computes their CRCs; a chunk may span pieces. Must run after setjmp.
static void pp_write_image_data(png_structp png, const pp_image_data *data) {
  const uint8_t *pieces[PP_SEGMENT_LIMIT + 2];
  uint64_t sizes[PP_SEGMENT_LIMIT + 2];
  uint32_t count = 0;
  pieces[count] = data->header;
  sizes[count++] = sizeof data->header;
  for (uint32_t i = 0; i < data->segment_count; i += 1) {
    pieces[count] = data->segments[i];
    sizes[count++] = data->segment_sizes[i];
  }
  pieces[count] = data->checksum;
  sizes[count++] = sizeof data->checksum;
  uint64_t total = 0;
  for (uint32_t i = 0; i < count; i += 1) total += sizes[i];
  uint32_t piece = 0;
  uint64_t offset = 0;
  for (uint64_t written = 0; written < total;) {
    uint64_t chunk = total - written < PP_IDAT_SIZE ? total - written : PP_IDAT_SIZE;
    png_write_chunk_start(png, pp_idat_type, (png_uint_32)chunk);
    for (uint64_t left = chunk; left > 0;) {
      uint64_t available = sizes[piece] - offset;
      uint64_t take = left < available ? left : available;
      png_write_chunk_data(png, pieces[piece] + offset, take);
      offset += take;
      left -= take;
      if (offset == sizes[piece]) {
        piece += 1;
        offset = 0;
      }
    }
    png_write_chunk_end(png);
    written += chunk;
  }
}

pp_png_status pp_png_encode_rgba8_text(const uint8_t *pixels, uint32_t width, uint32_t height,
                                       int32_t opaque, const pp_png_text_entry *text,
                                       uint32_t text_count, int32_t quick, uint8_t *out,
                                       uint64_t out_capacity, uint64_t *out_size, uint8_t *message) {
  return pp_png_encode_rgba8_text_threads(pixels, width, height, opaque, text, text_count, quick, 0, out,
                                          out_capacity, out_size, message);
}

pp_png_status pp_png_encode_rgba8_text_threads(const uint8_t *pixels, uint32_t width, uint32_t height,
                                               int32_t opaque, const pp_png_text_entry *text,
                                               uint32_t text_count, int32_t quick, uint32_t threads,
                                               uint8_t *out, uint64_t out_capacity, uint64_t *out_size,
                                               uint8_t *message) {
  pp_set_message(message, "");
  // STEP 1: the arguments, checked before libpng is involved.
  if (pixels == NULL || out == NULL || out_size == NULL) return PP_PNG_INVALID_ARGUMENT;
  *out_size = 0;
  if (!pp_size_is_accepted(width, height)) {
    pp_set_message(message, "image size out of range");
    return PP_PNG_SIZE_OUT_OF_RANGE;
  }
  pp_png_status status = pp_check_text(text, text_count, message);
  if (status != PP_PNG_OK) return status;

  // STEP 2: the colour type, the image data compressed, then libpng's structs. A quick encoding keeps
  // RGB or RGBA and filters every row with Sub; palettes and sub-byte pixels are left unfiltered, as
  // the PNG specification recommends (filters predict from neighbouring samples, not from palette
  // indices).
  pp_encoding encoding;
  pp_choose_encoding(pixels, width, height, opaque, !quick, &encoding);
  int filter_mode = quick ? 1 : (encoding.colour_type == PP_COLOUR_PALETTE ? 0 : PP_FILTER_CHOOSE);
  // Not changed after setjmp, so readable after longjmp.
  pp_image_data image_data;
  pp_image_data_status compressed =
      pp_compress_image_data(&encoding, pixels, width, height, filter_mode,
                             quick ? &pp_quick_settings : &pp_reference_settings, threads, &image_data);
  if (compressed == PP_IMAGE_DATA_ZLIB_FAILED) {
    pp_set_message(message, "libdeflate or zlib could not compress the image data");
    return PP_PNG_ENCODE_FAILED;
  }
  if (compressed != PP_IMAGE_DATA_OK) return PP_PNG_OUT_OF_MEMORY;

  pp_error_context context = {message, 0};
  // Changed by the write callback after setjmp and read after longjmp.
  volatile pp_writer writer = {out, out_capacity, 0, 0};
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, pp_error, pp_warning);
  png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
  if (info == NULL) {
    if (png != NULL) png_destroy_write_struct(&png, NULL);
    pp_free_image_data(&image_data);
    return PP_PNG_OUT_OF_MEMORY;
  }

  // STEP 3: the one setjmp; every libpng call below may longjmp back here.
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    pp_free_image_data(&image_data);
    return writer.overflowed ? PP_PNG_BUFFER_SIZE_MISMATCH : PP_PNG_ENCODE_FAILED;
  }

  // STEP 4a: the chunks before the image data, through libpng: signature, IHDR, PLTE and tRNS for a
  // palette, then the caller's text. No tIME, gAMA, sRGB or pHYs chunks.
  png_set_write_fn(png, (png_voidp)&writer, pp_write, pp_flush);
  pp_set_header(png, info, width, height, &encoding);
  // Text has zlib settings of its own, pinned for the same reason as the image's.
  png_set_text_compression_level(png, PP_TEXT_ZLIB_LEVEL);
  png_set_text_compression_strategy(png, Z_DEFAULT_STRATEGY);
  png_set_text_compression_mem_level(png, PP_TEXT_ZLIB_MEM_LEVEL);
  png_set_text_compression_window_bits(png, PP_ZLIB_WINDOW_BITS);
  png_set_text_compression_method(png, Z_DEFLATED);
  // png_set_text copies each entry; png_write_info writes them in order, before the image data.
  for (uint32_t i = 0; i < text_count; i += 1) {
    png_text entry;
    memset(&entry, 0, sizeof entry);
    entry.compression = PNG_TEXT_COMPRESSION_zTXt;
    entry.key = (png_charp)text[i].keyword;
    entry.text = (png_charp)text[i].value;
    entry.text_length = strlen(text[i].value);
    png_set_text(png, info, &entry, 1);
  }
  png_write_info(png, info);

  // STEP 4b: the image data in IDAT chunks, then IEND.
  pp_write_image_data(png, &image_data);
  png_write_chunk(png, pp_iend_type, NULL, 0);

  *out_size = writer.size;
  png_destroy_write_struct(&png, &info);
  pp_free_image_data(&image_data);
  return PP_PNG_OK;
}
