// libpng, found through pkg-config (`libpng`), for the baseline that decodes PNGs with libpng directly.
// A module of its own: the root package's CLibPNG is not a product another package can depend on.
#include <png.h>
