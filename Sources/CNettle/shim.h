// Nettle: SHA-256, with the processor's SHA instructions where it has them.
#include <nettle/sha2.h>
