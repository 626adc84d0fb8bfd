// The image data's zlib stream: every row converted, filtered and compressed with libdeflate, a large
// image's rows in segments compressed side by side on the machine's cores.
//
// Each segment is a raw deflate stream of its rows (RFC 1951), written by libdeflate, which ends every
// stream with a final block and takes no dictionary. So a segment starts afresh, and every segment but
// the last is opened up once written: zlib's inflate walks it block by block to find where its last
// block starts, whose final bit is cleared, and where it ends, after which an empty stored block (what
// a sync flush writes) pads it to a whole byte. The segments then join into one deflate stream, which
// gets zlib's header and the Adler-32 of all the filtered rows (RFC 1950), combined from the segments'.
//
// Within a segment, filters are chosen by trial (pngfilter.c has the per-row rules): the rows filtered
// by each strategy (the weighted pair rule, the even pair rule, None on every row) are compressed at a
// fast level and the smallest wins. Its rows are then compressed at level 11 (near-optimal parsing).
// Rows stored unfiltered are first compressed at level 9 (lazy matching), and where that was already
// 12% smaller than the trial, level 11 is not tried; otherwise the smaller is kept. Where lazy matching
// gains that much over the trial, the data is long repeats (smooth gradients and soft shadows stored
// unfiltered), which the near-optimal parser spends ten to twenty times as long on for a percent or two
// either way; elsewhere level 11 is 5-12% smaller, and filtered rows never showed such a gain.
//
// The near-optimal parser is slowest on what it gains least from: flat rows (a fill, or a row equal to
// the one above), on which it takes about twenty times as long as the trial level for the same bytes.
// So at level 11 a segment is compressed in pieces, each a stream of its own joined as segments are:
// every run of flat rows as long as deflate's window at the trial level, the rows between at level 11.
// A piece after such a run loses no match it could have had, and pays only a block header. On the 20
// gallery images and a card, with level 9 tried only on rows stored unfiltered (above), this takes 18%
// fewer instructions and writes 0.1% fewer bytes in all, 1% more at most (the card, 750 x 228 px, whose
// flat runs are just long enough); one stream against pieces, in bytes:
//   settingsScreen@2x  60,286  60,040   showcaseScreen@3x 370,020 369,576   card@2x 18,116 18,289
//
// How many segments an image has depends on the size of its filtered rows alone (so on its size and
// the colour type its pixels are stored in), never on the number of cores or threads, and every choice
// above depends on a segment's rows alone, so the file is the same on every machine; one thread
// compressing all the segments in turn writes the same bytes.
//
// The segments' streams are kept apart and written as IDAT chunks from where they are, a chunk
// spanning two when it must: each segment's buffer has room for its worst case (for each of its pieces,
// libdeflate_deflate_compress_bound and the 5 bytes of the empty stored block).
//
// Starting afresh costs little. Level 11, the weighted rule, in bytes, one stream against 8 segments:
//   showcaseScreen@3x 373,211 373,770 (+0.15%)   photoGrid@2x 130,594 131,201 (+0.46%)
//   worldSettings@2x  201,147 201,113 (-0.02%)
//
// Levels: see pngshim.c. Integer-only; the pragma keeps it so should floating point appear.
#pragma STDC FP_CONTRACT OFF

#include <pthread.h>
#include <stdint.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <libdeflate.h>
#include <zlib.h>

#include "pngencoding.h"

enum {
  // The least filtered data a segment holds, give or take a row: each join costs a few bytes and a
  // fresh start without a dictionary, which stays small against this much, and small images keep one
  // stream.
  PP_SEGMENT_MINIMUM_SIZE = 256 * 1024,
  // Deflate's window, 2^15 bytes: how far back a match can reach.
  PP_WINDOW_BITS = 15,
  // The walk over a finished segment (pp_open_stream_end) inflates it into this much memory at a time.
  PP_WALK_OUTPUT_SIZE = 64 * 1024,
  // PP_LAZY_ENOUGH: the lazy level's output is kept without trying the final level when the trial
  // level's is at least this many times larger (112/100).
  PP_LAZY_ENOUGH_NUMERATOR = 112,
  PP_LAZY_ENOUGH_DENOMINATOR = 100,
  // The least a run of flat rows holds, in filtered bytes, to be compressed as a piece of its own
  // (pp_cut_pieces): deflate's window, so the rows after it lose no match they could have had.
  PP_FLAT_RUN_MINIMUM = 1 << PP_WINDOW_BITS,
};

// One segment: its rows, and once compressed, its deflate stream and the Adler-32 of its rows.
typedef struct {
  uint32_t first_row, end_row;
  /// The filtered rows' size, which the Adler-32s are combined with.
  uint64_t raw_size;
  uint8_t *bytes;
  uint64_t size;
  uint32_t adler;
  pp_image_data_status status;
} pp_segment;

// What every segment shares, and the next segment not yet taken by a thread.
typedef struct {
  const pp_encoding *encoding;
  const uint8_t *pixels;
  uint32_t width;
  int filter_mode;
  const pp_image_data_settings *settings;
  pp_segment *segments;
  uint32_t segment_count;
  atomic_uint next_segment;
} pp_image_job;

// The memory one thread works with: the scratch of filter choice, libdeflate's compressors (the
// trials' and the final one) and the scratch output of the walk over a finished stream.
typedef struct {
  pp_filter_scratch scratch;
  struct libdeflate_compressor *trial_compressor, *lazy_compressor, *compressor;
  uint8_t *walk_output;
} pp_worker;

static int pp_make_worker(pp_worker *worker, uint64_t row_bytes, const pp_image_data_settings *settings) {
  memset(worker, 0, sizeof *worker);
  worker->scratch.candidate = malloc(row_bytes + 1);
  worker->scratch.pair_seen = calloc(65536, sizeof *worker->scratch.pair_seen);
  worker->trial_compressor = libdeflate_alloc_compressor(settings->trial_level);
  worker->lazy_compressor = libdeflate_alloc_compressor(settings->lazy_level);
  worker->compressor = libdeflate_alloc_compressor(settings->level);
  worker->walk_output = malloc(PP_WALK_OUTPUT_SIZE);
  if (worker->scratch.candidate == NULL || worker->scratch.pair_seen == NULL
      || worker->trial_compressor == NULL || worker->lazy_compressor == NULL || worker->compressor == NULL
      || worker->walk_output == NULL) {
    return -1;
  }
  return 0;
}

static void pp_free_worker(pp_worker *worker) {
  free(worker->scratch.candidate);
  free(worker->scratch.pair_seen);
  if (worker->trial_compressor != NULL) libdeflate_free_compressor(worker->trial_compressor);
  if (worker->lazy_compressor != NULL) libdeflate_free_compressor(worker->lazy_compressor);
  if (worker->compressor != NULL) libdeflate_free_compressor(worker->compressor);
  free(worker->walk_output);
}

// Makes a finished raw deflate stream one that another can follow: clears the final-block bit of its
// last block and appends an empty stored block, as a sync flush ends a stream, which pads it to a whole
// byte. zlib's inflate walks the stream block by block (Z_BLOCK) to find where its last block starts
// and where it ends; at a block boundary `data_type` holds the bits of the last byte read that are not
// yet used, plus 64 once the last block has begun, plus 128. `bytes` has room for 5 more bytes.
static pp_image_data_status pp_open_stream_end(uint8_t *bytes, uint64_t *size, uint8_t *walk_output) {
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (inflateInit2(&stream, -PP_WINDOW_BITS) != Z_OK) return PP_IMAGE_DATA_OUT_OF_MEMORY;
  stream.next_in = bytes;
  stream.avail_in = (uInt)*size;
  uint64_t last_header = 0, end = 0;
  int found_end = 0;
  while (!found_end) {
    stream.next_out = walk_output;
    stream.avail_out = PP_WALK_OUTPUT_SIZE;
    uInt input_before = stream.avail_in;
    int result = inflate(&stream, Z_BLOCK);
    int progressed = stream.avail_in != input_before || stream.avail_out != PP_WALK_OUTPUT_SIZE;
    if ((result != Z_OK && result != Z_BUF_ERROR) || !progressed) break;
    if ((stream.data_type & 128) == 0) continue;
    uint64_t position = (uint64_t)(stream.next_in - bytes) * 8 - (uint64_t)(stream.data_type & 7);
    if (stream.data_type & 64) {
      end = position;
      found_end = 1;
    } else {
      last_header = position;
    }
  }
  int complete = found_end && stream.avail_in == 0;
  inflateEnd(&stream);
  if (!complete) return PP_IMAGE_DATA_ZLIB_FAILED;
  bytes[last_header / 8] &= (uint8_t)~(1u << (last_header % 8));
  // Bits past the end are zero, and so is the stored block's 3-bit header (not final, type 0); then the
  // padding to a byte and the block's length, 0, and its complement.
  if (end % 8 != 0) bytes[end / 8] &= (uint8_t)((1u << (end % 8)) - 1);
  uint64_t padded = (end + 3 + 7) / 8;
  for (uint64_t i = (end + 7) / 8; i < padded; i += 1) bytes[i] = 0;
  static const uint8_t empty_stored_length[4] = {0x00, 0x00, 0xFF, 0xFF};
  memcpy(bytes + padded, empty_stored_length, 4);
  *size = padded + 4;
  return PP_IMAGE_DATA_OK;
}

// Row `i` of a segment's `rows` (the segment's rows in the colour type, after the row above the segment
// when there is one: `has_row_above`), and in `above` the row above it, NULL for the image's first.
static const uint8_t *pp_segment_row(const uint8_t *rows, int has_row_above, uint32_t i, uint64_t row_bytes,
                                     const uint8_t **above) {
  const uint8_t *row = rows + ((uint64_t)i + (has_row_above ? 1 : 0)) * row_bytes;
  *above = i > 0 || has_row_above ? row - row_bytes : NULL;
  return row;
}

// The segment's rows (as pp_segment_row reads them) filtered into `out`, row `i` with filter `types[i]`
// (every row with `fixed_type` when `types` is NULL).
static void pp_filter_rows(const pp_image_job *job, const uint8_t *rows, int has_row_above, uint32_t count,
                           const uint8_t *types, int fixed_type, uint8_t *out) {
  uint64_t row_bytes = job->encoding->row_bytes;
  for (uint32_t i = 0; i < count; i += 1) {
    const uint8_t *above;
    const uint8_t *row = pp_segment_row(rows, has_row_above, i, row_bytes, &above);
    pp_filter_row(types != NULL ? types[i] : fixed_type, row, above, row_bytes, job->encoding->filter_bpp,
                  out + (uint64_t)i * (row_bytes + 1));
  }
}

// The filter strategies a segment tries, in order (the first of equal sizes wins): each row's filter
// chosen with None weighted, then without, then None on every row.
enum { PP_STRATEGY_WEIGHTED, PP_STRATEGY_EVEN, PP_STRATEGY_NONE, PP_STRATEGY_COUNT };

// What the trial chose for a segment: its rows filtered into `best`, their size at the trial level (0
// when the filters were fixed and nothing was tried) and whether every row is stored unfiltered.
typedef struct {
  uint8_t *best;
  size_t trial_size;
  int is_unfiltered;
} pp_filter_choice;

// Filters the segment's rows (`rows`, in the colour type, after the row above when there is one) into
// `choice->best`: with the job's fixed filter, or by each strategy, compressed at the trial level into
// `scratch_output`, the smallest kept. `trial` is as large as `best`, and either may be swapped with
// the other. Returns 0, or -1 when libdeflate refused.
static int pp_choose_filters(const pp_image_job *job, pp_worker *worker, const uint8_t *rows,
                             int has_row_above, uint32_t count, uint64_t raw_size, uint8_t *types,
                             uint8_t **trial, uint8_t *scratch_output, uint64_t scratch_capacity,
                             pp_filter_choice *choice) {
  uint64_t row_bytes = job->encoding->row_bytes;
  choice->trial_size = 0;
  choice->is_unfiltered = job->filter_mode == 0;
  if (job->filter_mode != PP_FILTER_CHOOSE) {
    pp_filter_rows(job, rows, has_row_above, count, NULL, job->filter_mode, choice->best);
    return 0;
  }
  uint8_t *weighted = types, *even = types + count;
  for (uint32_t i = 0; i < count; i += 1) {
    const uint8_t *above;
    const uint8_t *row = pp_segment_row(rows, has_row_above, i, row_bytes, &above);
    pp_choose_row_filters(row, above, row_bytes, job->encoding->filter_bpp, &worker->scratch, &weighted[i],
                          &even[i]);
  }
  choice->trial_size = SIZE_MAX;
  for (int strategy = 0; strategy < PP_STRATEGY_COUNT; strategy += 1) {
    // A strategy that picks the same filters as the weighted one is not tried again.
    const uint8_t *types_tried = strategy == PP_STRATEGY_WEIGHTED ? weighted
                               : strategy == PP_STRATEGY_EVEN     ? even
                                                                  : NULL;
    int same = 1;
    for (uint32_t i = 0; i < count && same && strategy > 0; i += 1) {
      same = weighted[i] == (types_tried != NULL ? types_tried[i] : 0);
    }
    if (strategy > 0 && same) continue;
    pp_filter_rows(job, rows, has_row_above, count, types_tried, 0, *trial);
    size_t size = libdeflate_deflate_compress(worker->trial_compressor, *trial, raw_size, scratch_output,
                                              scratch_capacity);
    if (size == 0) return -1;
    if (size < choice->trial_size) {
      choice->trial_size = size;
      choice->is_unfiltered = 1;
      for (uint32_t i = 0; i < count && choice->is_unfiltered && types_tried != NULL; i += 1) {
        choice->is_unfiltered = types_tried[i] == 0;
      }
      uint8_t *swap = choice->best;
      choice->best = *trial;
      *trial = swap;
    }
  }
  return 0;
}

// A row is flat when its filtered bytes after the first pixel each repeat the byte a pixel before: a
// fill of one colour stored unfiltered, or zeros (a fill filtered Sub, a row filtered Up under one like
// it). `filtered_row` starts with the filter type byte.
static int pp_row_is_flat(const uint8_t *filtered_row, uint64_t row_bytes, uint32_t bpp) {
  const uint8_t *bytes = filtered_row + 1;
  return row_bytes <= bpp || memcmp(bytes + bpp, bytes, row_bytes - bpp) == 0;
}

// Cuts a segment's filtered rows into pieces, each compressed as a stream of its own: every run of
// flat rows at least PP_FLAT_RUN_MINIMUM bytes long is a flat piece, and the rows between them are the
// other pieces. Writes each piece's end row (relative to the segment) into `piece_end` and whether it
// is flat into `piece_flat`, and returns how many pieces there are (at least 1).
static uint32_t pp_cut_pieces(const uint8_t *filtered, uint32_t count, uint64_t row_bytes, uint32_t bpp,
                              uint32_t *piece_end, uint8_t *piece_flat) {
  uint64_t filtered_bytes = row_bytes + 1;
  uint32_t run_minimum = (uint32_t)((PP_FLAT_RUN_MINIMUM + filtered_bytes - 1) / filtered_bytes);
  uint32_t pieces = 0, row = 0;
  while (row < count) {
    uint32_t run_end = row;
    while (run_end < count
           && pp_row_is_flat(filtered + (uint64_t)run_end * filtered_bytes, row_bytes, bpp)) {
      run_end += 1;
    }
    if (run_end - row >= run_minimum) {
      piece_end[pieces] = run_end;
      piece_flat[pieces++] = 1;
    } else {
      // Rows that are not a long enough flat run join the piece before when it is not flat.
      if (run_end == row) run_end += 1;
      if (pieces > 0 && !piece_flat[pieces - 1]) {
        piece_end[pieces - 1] = run_end;
      } else {
        piece_end[pieces] = run_end;
        piece_flat[pieces++] = 0;
      }
    }
    row = run_end;
  }
  return pieces;
}

// The first row of piece `piece` (relative to the segment), given every piece's end row.
static uint32_t pp_piece_start(const uint32_t *piece_end, uint32_t piece) {
  return piece > 0 ? piece_end[piece - 1] : 0;
}

// Compresses the segment's filtered rows piece by piece (see pp_cut_pieces) into `out`, one stream after
// another: flat pieces at the trial level, which writes their long repeats as well as any level and
// many times faster than the near-optimal parser, the others at the final level. Every stream but the
// image's last is opened for the next to follow (pp_open_stream_end). Returns the size written, or 0
// after setting `status`.
static uint64_t pp_compress_pieces(const pp_image_job *job, pp_worker *worker, const uint8_t *filtered,
                                   const uint32_t *piece_end, const uint8_t *piece_flat, uint32_t pieces,
                                   int ends_image, uint8_t *out, uint64_t capacity,
                                   pp_image_data_status *status) {
  uint64_t filtered_bytes = job->encoding->row_bytes + 1, size = 0;
  for (uint32_t piece = 0; piece < pieces; piece += 1) {
    uint32_t start = pp_piece_start(piece_end, piece);
    struct libdeflate_compressor *compressor =
        piece_flat[piece] ? worker->trial_compressor : worker->compressor;
    uint64_t piece_size = libdeflate_deflate_compress(compressor, filtered + start * filtered_bytes,
                                                      (piece_end[piece] - start) * filtered_bytes, out + size,
                                                      capacity - size - 5);
    if (piece_size == 0) {
      *status = PP_IMAGE_DATA_ZLIB_FAILED;
      return 0;
    }
    if (piece + 1 < pieces || !ends_image) {
      *status = pp_open_stream_end(out + size, &piece_size, worker->walk_output);
      if (*status != PP_IMAGE_DATA_OK) return 0;
    }
    size += piece_size;
  }
  *status = PP_IMAGE_DATA_OK;
  return size;
}

// Compresses a segment's filtered rows (`filtered`, `count` rows) at the final level, piece by piece
// (pp_cut_pieces, pp_compress_pieces), into a buffer of its own with its ends opened unless it ends the
// image. Returns the buffer and sets `size`, or returns NULL after setting `status`.
static uint8_t *pp_compress_at_final_level(const pp_image_job *job, pp_worker *worker,
                                           const uint8_t *filtered, uint32_t count, int ends_image,
                                           uint64_t *size, pp_image_data_status *status) {
  uint64_t row_bytes = job->encoding->row_bytes;
  uint32_t *piece_end = malloc(count * sizeof *piece_end);
  uint8_t *piece_flat = malloc(count);
  uint8_t *out = NULL;
  *status = PP_IMAGE_DATA_OUT_OF_MEMORY;
  if (piece_end != NULL && piece_flat != NULL) {
    uint32_t pieces =
        pp_cut_pieces(filtered, count, row_bytes, job->encoding->filter_bpp, piece_end, piece_flat);
    // Each piece's worst case, and room to open its end.
    uint64_t capacity = 0;
    for (uint32_t piece = 0; piece < pieces; piece += 1) {
      uint64_t rows_in_piece = piece_end[piece] - pp_piece_start(piece_end, piece);
      capacity += libdeflate_deflate_compress_bound(worker->compressor, rows_in_piece * (row_bytes + 1)) + 5;
    }
    out = malloc(capacity);
    if (out != NULL) {
      *size = pp_compress_pieces(job, worker, filtered, piece_end, piece_flat, pieces, ends_image, out,
                                 capacity, status);
    }
  }
  if (*status != PP_IMAGE_DATA_OK) {
    free(out);
    out = NULL;
  }
  free(piece_end);
  free(piece_flat);
  return out;
}

// Filters and compresses one segment's rows into its own raw deflate stream (opened for the next segment
// unless it is the last), and sets its status. The rows chosen by pp_choose_filters are compressed at
// the final level (pp_compress_at_final_level); rows stored unfiltered are first compressed at the lazy
// level, and where that gained PP_LAZY_ENOUGH over the trial, the final level is not tried: such rows
// are long repeats (smooth gradients and soft shadows), which the near-optimal parser spends ten to
// twenty times as long on for a percent or two either way. Otherwise the smaller is kept.
static void pp_compress_segment(const pp_image_job *job, pp_worker *worker, pp_segment *segment,
                                int is_last) {
  const pp_encoding *encoding = job->encoding;
  const pp_image_data_settings *settings = job->settings;
  uint64_t row_bytes = encoding->row_bytes;
  uint32_t first = segment->first_row, count = segment->end_row - segment->first_row;
  int has_row_above = first > 0;
  segment->status = PP_IMAGE_DATA_OUT_OF_MEMORY;
  uint8_t *rows = malloc((count + 1) * row_bytes);
  uint8_t *types = malloc(2 * (uint64_t)count);
  uint8_t *trial = malloc(segment->raw_size);
  pp_filter_choice choice = {malloc(segment->raw_size), 0, 0};
  // Room for the worst case, and for the empty stored block that lets the next segment follow.
  uint64_t capacity = libdeflate_deflate_compress_bound(worker->compressor, segment->raw_size) + 5;
  segment->bytes = malloc(capacity);
  if (rows == NULL || types == NULL || trial == NULL || choice.best == NULL || segment->bytes == NULL) {
    goto done;
  }
  for (uint32_t i = 0; i < count + has_row_above; i += 1) {
    pp_convert_row(encoding, job->pixels, job->width, first - has_row_above + i, rows + i * row_bytes);
  }
  if (pp_choose_filters(job, worker, rows, has_row_above, count, segment->raw_size, types, &trial,
                        segment->bytes, capacity - 5, &choice) != 0) {
    segment->status = PP_IMAGE_DATA_ZLIB_FAILED;
    goto done;
  }
  segment->adler = (uint32_t)adler32_z(adler32(0, NULL, 0), choice.best, (z_size_t)segment->raw_size);
  segment->size = 0;
  int only_lazy = settings->level == settings->lazy_level;
  if (choice.is_unfiltered || only_lazy) {
    segment->size = libdeflate_deflate_compress(worker->lazy_compressor, choice.best, segment->raw_size,
                                                segment->bytes, capacity - 5);
    if (segment->size == 0) {
      segment->status = PP_IMAGE_DATA_ZLIB_FAILED;
      goto done;
    }
  }
  int lazy_is_enough = segment->size > 0
                    && (uint64_t)choice.trial_size * PP_LAZY_ENOUGH_DENOMINATOR
                           >= (uint64_t)segment->size * PP_LAZY_ENOUGH_NUMERATOR;
  if (!only_lazy && !lazy_is_enough) {
    uint64_t size = 0;
    uint8_t *final = pp_compress_at_final_level(job, worker, choice.best, count, is_last, &size,
                                                &segment->status);
    if (final == NULL) goto done;
    if (segment->size == 0 || size < segment->size) {
      // Handed over with its ends already opened.
      free(segment->bytes);
      segment->bytes = final;
      segment->size = size;
      goto done;
    }
    free(final);
  }
  segment->status = is_last ? PP_IMAGE_DATA_OK
                            : pp_open_stream_end(segment->bytes, &segment->size, worker->walk_output);
done:
  free(rows);
  free(types);
  free(trial);
  free(choice.best);
}

static void *pp_compress_segments(void *context) {
  pp_image_job *job = context;
  pp_worker worker;
  int ready = pp_make_worker(&worker, job->encoding->row_bytes, job->settings) == 0;
  for (;;) {
    uint32_t index = atomic_fetch_add(&job->next_segment, 1);
    if (index >= job->segment_count) break;
    pp_segment *segment = &job->segments[index];
    if (ready) {
      pp_compress_segment(job, &worker, segment, index + 1 == job->segment_count);
    } else {
      segment->status = PP_IMAGE_DATA_OUT_OF_MEMORY;
    }
  }
  pp_free_worker(&worker);
  return NULL;
}

// 1, 2, 4 or 8: doubled while every segment would still hold PP_SEGMENT_MINIMUM_SIZE and a row.
static uint32_t pp_segment_count(uint64_t filtered_size, uint32_t height) {
  uint32_t count = 1;
  while (count < PP_SEGMENT_LIMIT && filtered_size / (2 * count) >= PP_SEGMENT_MINIMUM_SIZE
         && 2 * count <= height) {
    count *= 2;
  }
  return count;
}

// zlib's two header bytes for this level, as zlib and libdeflate write them: method 8, the window,
// the level flags, and a check making the pair a multiple of 31.
static uint32_t pp_zlib_header(int level) {
  if (level == Z_DEFAULT_COMPRESSION) level = 6;
  uint32_t level_flags = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
  uint32_t header = ((Z_DEFLATED + ((PP_WINDOW_BITS - 8) << 4)) << 8) | (level_flags << 6);
  return header + 31 - header % 31;
}

// The header, the segments' streams in order (handed over, not copied) and the Adler-32 of all the
// filtered rows, combined from the segments'.
static void pp_gather_pieces(pp_segment *segments, uint32_t count, int level, pp_image_data *data) {
  uint32_t header = pp_zlib_header(level);
  data->header[0] = (uint8_t)(header >> 8);
  data->header[1] = (uint8_t)header;
  uLong adler = segments[0].adler;
  for (uint32_t i = 0; i < count; i += 1) {
    data->segments[i] = segments[i].bytes;
    data->segment_sizes[i] = segments[i].size;
    segments[i].bytes = NULL;
    if (i > 0) adler = adler32_combine(adler, segments[i].adler, (z_off_t)segments[i].raw_size);
  }
  data->segment_count = count;
  for (int i = 0; i < 4; i += 1) data->checksum[i] = (uint8_t)(adler >> (24 - 8 * i));
}

pp_image_data_status pp_compress_image_data(const pp_encoding *encoding, const uint8_t *pixels,
                                            uint32_t width, uint32_t height, int filter_mode,
                                            const pp_image_data_settings *settings, uint32_t thread_limit,
                                            pp_image_data *data) {
  memset(data, 0, sizeof *data);
  uint64_t filtered_bytes = encoding->row_bytes + 1;
  pp_segment segments[PP_SEGMENT_LIMIT];
  memset(segments, 0, sizeof segments);
  pp_image_job job = {encoding, pixels, width, filter_mode, settings, segments, 0, 0};
  job.segment_count = pp_segment_count((uint64_t)height * filtered_bytes, height);
  atomic_init(&job.next_segment, 0);
  for (uint32_t i = 0; i < job.segment_count; i += 1) {
    segments[i].first_row = (uint32_t)((uint64_t)height * i / job.segment_count);
    segments[i].end_row = (uint32_t)((uint64_t)height * (i + 1) / job.segment_count);
    segments[i].raw_size = (uint64_t)(segments[i].end_row - segments[i].first_row) * filtered_bytes;
  }
  // One thread per core, this one included (at most `thread_limit` when it is not 0) and never more
  // than segments, each taking the next segment until none is left. A thread that cannot be started
  // leaves its share to the others.
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  uint32_t threads = cores > 1 ? (uint32_t)cores : 1;
  if (thread_limit > 0 && thread_limit < threads) threads = thread_limit;
  pthread_t helpers[PP_SEGMENT_LIMIT - 1];
  uint32_t helper_count = 0;
  while (helper_count + 1 < job.segment_count && helper_count + 1 < threads) {
    if (pthread_create(&helpers[helper_count], NULL, pp_compress_segments, &job) != 0) break;
    helper_count += 1;
  }
  pp_compress_segments(&job);
  for (uint32_t i = 0; i < helper_count; i += 1) pthread_join(helpers[i], NULL);

  pp_image_data_status status = PP_IMAGE_DATA_OK;
  for (uint32_t i = 0; i < job.segment_count && status == PP_IMAGE_DATA_OK; i += 1) {
    status = segments[i].status;
  }
  if (status == PP_IMAGE_DATA_OK) pp_gather_pieces(segments, job.segment_count, settings->level, data);
  for (uint32_t i = 0; i < job.segment_count; i += 1) free(segments[i].bytes);
  return status;
}

void pp_free_image_data(pp_image_data *data) {
  for (uint32_t i = 0; i < data->segment_count; i += 1) free(data->segments[i]);
  data->segment_count = 0;
}
