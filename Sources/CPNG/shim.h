// libpng: reading every kind of PNG (and the error messages), writing plain RGBA ones.
#include <png.h>
