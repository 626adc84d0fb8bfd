// The image data's zlib stream: every row converted, filtered and compressed, a large image's rows in
// segments compressed side by side on the machine's cores.
//
// Each segment is a raw deflate stream of its rows (RFC 1951). Every segment but the last ends with a
// sync flush, which closes its last block without marking it final and pads it to a whole byte, so the
// segments join into one deflate stream; the stream then gets zlib's header and the Adler-32 of all
// the filtered rows (RFC 1950), combined from the segments' own. A segment starts with the last 32 KiB
// of filtered rows before it as its dictionary, filtered again by the segment itself (a row's filter
// depends on that row and the one above only, so these are the bytes the segment before ends with):
// its matches reach back across the join as one stream's would.
//
// How many segments an image has depends on the size of its filtered rows alone (so on its size and
// the colour type its pixels are stored in), never on the number of cores or threads, so the file is
// the same on every machine; one thread compressing all the segments in turn writes the same bytes.
// An image with less than two segments' worth of rows is one segment, and its stream is the one zlib
// writes with its own header and checksum, byte for byte.
//
// The segments' streams are kept apart and written as IDAT chunks from where they are, a chunk
// spanning two when it must: each segment's buffer has room for its worst case (deflateBound), of which
// only what is written is touched.
//
// Measured on the 15 gallery references (all of them segmented) on a 2-core machine, with the settings
// in pngshim.c: 1,270,124 bytes as one stream each, 1,270,893 in segments; photoGrid@2x written in 76
// ms rather than 146.
//
// zlib settings: see pngshim.c. Integer-only; the pragma keeps it so should floating point appear.
#pragma STDC FP_CONTRACT OFF

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

#include "pngencoding.h"

enum {
  // The least filtered data a segment holds, give or take a row: each join costs a few bytes and a
  // fresh start of zlib's block, which stays negligible against this much, and small images keep one
  // stream.
  PP_SEGMENT_MINIMUM_SIZE = 256 * 1024,
  // zlib's window, 2^15 bytes: how far back a match can reach, and so how much of the rows before a
  // segment it takes as its dictionary.
  PP_WINDOW_BITS = 15,
  PP_WINDOW_SIZE = 1 << PP_WINDOW_BITS,
};

// One segment: its rows, and once compressed, its deflate stream and the Adler-32 of its rows.
typedef struct {
  uint32_t first_row, end_row;
  /// The filtered rows' size, which the Adler-32s are combined with.
  uint64_t raw_size;
  uint8_t *bytes;
  uint64_t size, capacity;
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

// The memory one thread filters rows with.
typedef struct {
  uint8_t *rows;  // the current and previous rows, the filtered row and the five candidates
  uint8_t *current, *previous, *filtered;
  pp_filter_scratch scratch;
} pp_row_filter;

static int pp_make_row_filter(pp_row_filter *filter, uint64_t row_bytes, int chooses_filters) {
  memset(filter, 0, sizeof *filter);
  filter->rows = malloc(2 * row_bytes + 6 * (row_bytes + 1));
  if (chooses_filters) filter->scratch.pair_seen = calloc(65536, sizeof *filter->scratch.pair_seen);
  if (filter->rows == NULL || (chooses_filters && filter->scratch.pair_seen == NULL)) return -1;
  filter->current = filter->rows;
  filter->previous = filter->current + row_bytes;
  filter->filtered = filter->previous + row_bytes;
  filter->scratch.candidates = filter->filtered + (row_bytes + 1);
  return 0;
}

static void pp_free_row_filter(pp_row_filter *filter) {
  free(filter->rows);
  free(filter->scratch.pair_seen);
}

// Filters row `y` into filter->filtered (the filter type byte, then the row), with row `y - 1` in
// filter->previous when `y` is not the first row. Leaves row `y` in filter->previous for the next row.
static void pp_filter_next_row(const pp_image_job *job, pp_row_filter *filter, uint32_t y) {
  const pp_encoding *encoding = job->encoding;
  pp_convert_row(encoding, job->pixels, job->width, y, filter->current);
  pp_filter_row(job->filter_mode, filter->current, y > 0 ? filter->previous : NULL, encoding->row_bytes,
                encoding->filter_bpp, &filter->scratch, filter->filtered);
  uint8_t *swap = filter->previous;
  filter->previous = filter->current;
  filter->current = swap;
}

// At most this much output room is given to zlib at once (its counts are 32-bit).
static uInt pp_output_room(uint64_t room) { return room > (1u << 30) ? (1u << 30) : (uInt)room; }

// Records how much the stream has written and, once it has filled its room, gives it more (never, with
// the room deflateBound promises). Returns -1 when memory ran out.
static int pp_grow_segment(pp_segment *segment, z_stream *stream) {
  segment->size = (uint64_t)(stream->next_out - segment->bytes);
  if (stream->avail_out > 0) return 0;
  if (segment->size == segment->capacity) {
    uint64_t capacity = segment->capacity * 2;
    uint8_t *grown = realloc(segment->bytes, capacity);
    if (grown == NULL) return -1;
    segment->bytes = grown;
    segment->capacity = capacity;
  }
  stream->next_out = segment->bytes + segment->size;
  stream->avail_out = pp_output_room(segment->capacity - segment->size);
  return 0;
}

// Runs deflate on the stream's input with `flush` until it has taken all of it (and, for Z_FINISH,
// ended the stream).
static pp_image_data_status pp_deflate_all(pp_segment *segment, z_stream *stream, int flush) {
  for (;;) {
    int result = deflate(stream, flush);
    if (result == Z_STREAM_ERROR) return PP_IMAGE_DATA_ZLIB_FAILED;
    int room_left = stream->avail_out > 0;
    if (pp_grow_segment(segment, stream) != 0) return PP_IMAGE_DATA_OUT_OF_MEMORY;
    if (flush == Z_FINISH ? result == Z_STREAM_END : stream->avail_in == 0 && room_left) {
      return PP_IMAGE_DATA_OK;
    }
  }
}

// How long zlib searches for matches in the row about to be compressed (see pngshim.c). zlib reads
// these between calls, so the change applies from this row on.
static void pp_tune_for_row(z_stream *stream, const pp_image_data_settings *settings, uint8_t filter_type) {
  if (filter_type == 0) {
    deflateTune(stream, settings->unfiltered_good_length, settings->lazy_length, settings->nice_length,
                settings->unfiltered_chain_length);
  } else {
    deflateTune(stream, settings->filtered_good_length, settings->lazy_length, settings->nice_length,
                settings->filtered_chain_length);
  }
}

// The filtered rows just before the segment, as its dictionary: whole rows, at least a window's worth
// or every row there is.
static pp_image_data_status pp_set_dictionary(const pp_image_job *job, pp_row_filter *filter,
                                              uint32_t first_row, z_stream *stream) {
  uint64_t filtered_bytes = job->encoding->row_bytes + 1;
  uint64_t rows = (PP_WINDOW_SIZE + filtered_bytes - 1) / filtered_bytes;
  uint32_t start = rows < first_row ? first_row - (uint32_t)rows : 0;
  uint64_t size = (uint64_t)(first_row - start) * filtered_bytes;
  uint8_t *dictionary = malloc(size);
  if (dictionary == NULL) return PP_IMAGE_DATA_OUT_OF_MEMORY;
  if (start > 0) pp_convert_row(job->encoding, job->pixels, job->width, start - 1, filter->previous);
  for (uint32_t y = start; y < first_row; y += 1) {
    pp_filter_next_row(job, filter, y);
    memcpy(dictionary + (uint64_t)(y - start) * filtered_bytes, filter->filtered, filtered_bytes);
  }
  // zlib keeps the last window's worth when given more.
  int result = deflateSetDictionary(stream, dictionary, (uInt)size);
  free(dictionary);
  return result == Z_OK ? PP_IMAGE_DATA_OK : PP_IMAGE_DATA_ZLIB_FAILED;
}

// Compresses one segment's rows into its own raw deflate stream, and sets its status.
static void pp_compress_segment(const pp_image_job *job, pp_segment *segment, int is_last) {
  const pp_image_data_settings *settings = job->settings;
  uint64_t filtered_bytes = job->encoding->row_bytes + 1;
  pp_row_filter filter;
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  int stream_ready = 0;
  segment->status = PP_IMAGE_DATA_OUT_OF_MEMORY;
  if (pp_make_row_filter(&filter, job->encoding->row_bytes, job->filter_mode == PP_FILTER_CHOOSE) != 0) {
    goto done;
  }
  if (deflateInit2(&stream, settings->level, Z_DEFLATED, -PP_WINDOW_BITS, settings->mem_level,
                   Z_DEFAULT_STRATEGY) != Z_OK) {
    segment->status = PP_IMAGE_DATA_ZLIB_FAILED;
    goto done;
  }
  stream_ready = 1;
  if (segment->first_row > 0) {
    segment->status = pp_set_dictionary(job, &filter, segment->first_row, &stream);
    if (segment->status != PP_IMAGE_DATA_OK) goto done;
    segment->status = PP_IMAGE_DATA_OUT_OF_MEMORY;
  }
  // Room for the worst case, stored blocks, and a sync flush's marker: the stream never outgrows it,
  // and untouched memory costs nothing.
  segment->capacity = deflateBound(&stream, (uLong)segment->raw_size) + 64;
  segment->bytes = malloc(segment->capacity);
  if (segment->bytes == NULL) goto done;
  stream.next_out = segment->bytes;
  stream.avail_out = pp_output_room(segment->capacity);
  uint32_t adler = (uint32_t)adler32(0, NULL, 0);
  for (uint32_t y = segment->first_row; y < segment->end_row; y += 1) {
    pp_filter_next_row(job, &filter, y);
    if (settings->tunes_rows) pp_tune_for_row(&stream, settings, filter.filtered[0]);
    adler = (uint32_t)adler32(adler, filter.filtered, (uInt)filtered_bytes);
    stream.next_in = filter.filtered;
    stream.avail_in = (uInt)filtered_bytes;
    segment->status = pp_deflate_all(segment, &stream, Z_NO_FLUSH);
    if (segment->status != PP_IMAGE_DATA_OK) goto done;
  }
  segment->status = pp_deflate_all(segment, &stream, is_last ? Z_FINISH : Z_SYNC_FLUSH);
  segment->adler = adler;
done:
  if (stream_ready) deflateEnd(&stream);
  pp_free_row_filter(&filter);
}

static void *pp_compress_segments(void *context) {
  pp_image_job *job = context;
  for (;;) {
    uint32_t index = atomic_fetch_add(&job->next_segment, 1);
    if (index >= job->segment_count) return NULL;
    pp_compress_segment(job, &job->segments[index], index + 1 == job->segment_count);
  }
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

// zlib's two header bytes for this level, as deflate writes them with the default strategy: method 8,
// the window, the level flags, and a check making the pair a multiple of 31.
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
