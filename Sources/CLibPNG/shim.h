// libpng, found through pkg-config (`libpng`). Only the CPNGShim target calls it.
#include <png.h>
