// libdeflate: whole-buffer DEFLATE, zlib and gzip (de)compression, with CRC-32 and Adler-32.
#include <libdeflate.h>
