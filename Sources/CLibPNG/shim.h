// libpng, found through pkg-config (`libpng`). Only the CPNGCodec target calls it.
#include <png.h>
