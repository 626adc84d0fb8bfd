// See include/memoryadvice.h.
#include "memoryadvice.h"

#include <stdint.h>
#include <string.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

// The size of a huge page on x86-64 and arm64 with 4 KiB pages.
#define PP_HUGE_PAGE_BYTES ((uintptr_t)2 << 20)

void pp_clear_advising_huge_pages(void *start, size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  uintptr_t first = ((uintptr_t)start + PP_HUGE_PAGE_BYTES - 1) & ~(PP_HUGE_PAGE_BYTES - 1);
  uintptr_t end = ((uintptr_t)start + bytes) & ~(PP_HUGE_PAGE_BYTES - 1);
  // Advice only: a refusal (an old kernel, huge pages turned off) leaves ordinary pages.
  if (end > first) (void)madvise((void *)first, end - first, MADV_HUGEPAGE);
#endif
  memset(start, 0, bytes);
}
