#define _GNU_SOURCE
#include <fcntl.h>

#include "vellum_kernels.h"

int vellum_start_writeback(int descriptor) {
    return sync_file_range(descriptor, 0, 0, SYNC_FILE_RANGE_WRITE);
}
