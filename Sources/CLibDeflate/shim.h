// libdeflate, found through pkg-config (`libdeflate`). Only the CPNGCodec target calls it.
#include <libdeflate.h>
