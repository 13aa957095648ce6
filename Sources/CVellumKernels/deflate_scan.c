#include "vellum_kernels.h"

#include <string.h>

/* Walks a raw DEFLATE stream (RFC 1951) block by block without producing its output: every
 * Huffman code is decoded, so that each block's end is found, but no match is copied. What a
 * compressor that only writes whole streams does not say, this finds: where the last block's
 * header is and where the stream ends, to the bit. */

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t next;      /* the next byte to load into `bits` */
    uint64_t bits;    /* unread bits, the next one lowest */
    int count;        /* how many bits `bits` holds */
} bit_reader;

static inline void refill(bit_reader *in) {
    while (in->count <= 56) {
        /* Past the end, zeros: a stream that reads them is found out by its position. */
        uint64_t byte = in->next < in->size ? in->data[in->next] : 0;
        in->next++;
        in->bits |= byte << in->count;
        in->count += 8;
    }
}

static inline uint32_t peek(bit_reader *in, int n) {
    if (in->count < n) refill(in);
    return (uint32_t)(in->bits & ((1ull << n) - 1));
}

static inline void drop(bit_reader *in, int n) {
    in->bits >>= n;
    in->count -= n;
}

static inline uint32_t take(bit_reader *in, int n) {
    if (n == 0) return 0;
    uint32_t value = peek(in, n);
    drop(in, n);
    return value;
}

/* The position of the next unread bit from the start of the data. */
static inline size_t position(const bit_reader *in) { return in->next * 8 - (size_t)in->count; }

/* Whether more bits were read than the data has. */
static inline int overrun(const bit_reader *in) { return position(in) > 8 * in->size; }

/* A canonical Huffman code: the symbols of each length in order, and a table indexed by the
 * next FAST bits (codes of at most FAST bits; longer ones are decoded bit by bit). */
enum { MAX_BITS = 15, FAST = 10, MAX_SYMBOLS = 288 };

typedef struct {
    uint16_t count[MAX_BITS + 1];
    uint16_t symbol[MAX_SYMBOLS];
    uint16_t fast[1 << FAST]; /* symbol << 4 | length; 0: not a code of at most FAST bits */
} huffman;

/* Builds the code of `n` symbols with the given code lengths. Returns 0 when the lengths do not
 * make a code (over-subscribed). Incomplete and empty codes are allowed, as DEFLATE allows
 * them for distances (one code, or none in a block of literals only); decoding a pattern that
 * is no code fails. */
static int build(huffman *h, const uint8_t *lengths, int n) {
    memset(h->count, 0, sizeof h->count);
    for (int s = 0; s < n; s++) h->count[lengths[s]]++;
    int left = 1;
    for (int len = 1; len <= MAX_BITS; len++) {
        left <<= 1;
        left -= h->count[len];
        if (left < 0) return 0;
    }
    uint16_t offsets[MAX_BITS + 2];
    offsets[1] = 0;
    for (int len = 1; len <= MAX_BITS; len++) offsets[len + 1] = (uint16_t)(offsets[len] + h->count[len]);
    for (int s = 0; s < n; s++) {
        if (lengths[s]) h->symbol[offsets[lengths[s]]++] = (uint16_t)s;
    }
    /* The fast table: each code of at most FAST bits, bit-reversed (the stream sends a code's
     * most significant bit first), repeated for every value of the bits after it. */
    memset(h->fast, 0, sizeof h->fast);
    int code = 0, index = 0;
    for (int len = 1; len <= MAX_BITS; len++) {
        for (int k = 0; k < h->count[len]; k++, index++, code++) {
            if (len > FAST) continue;
            int reversed = 0;
            for (int b = 0; b < len; b++) reversed |= ((code >> b) & 1) << (len - 1 - b);
            for (int fill = reversed; fill < (1 << FAST); fill += 1 << len) {
                h->fast[fill] = (uint16_t)(h->symbol[index] << 4 | len);
            }
        }
        code <<= 1;
    }
    return 1;
}

/* The next symbol, or −1 when the bits are no code. */
static inline int decode(bit_reader *in, const huffman *h) {
    uint16_t entry = h->fast[peek(in, FAST)];
    if (entry) {
        drop(in, entry & 15);
        return entry >> 4;
    }
    /* Bit by bit, as the canonical code is defined. */
    int code = 0, first = 0, index = 0;
    for (int len = 1; len <= MAX_BITS; len++) {
        code |= (int)take(in, 1);
        int count = h->count[len];
        if (code - count < first) return h->symbol[index + (code - first)];
        index += count;
        first += count;
        first <<= 1;
        code <<= 1;
    }
    return -1;
}

static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};

/* Skips one Huffman-coded block's symbols up to its end-of-block code. */
static int skip_symbols(bit_reader *in, const huffman *literals, const huffman *distances) {
    for (;;) {
        if (overrun(in)) return 0;
        int symbol = decode(in, literals);
        if (symbol < 0 || symbol > 285) return 0;
        if (symbol < 256) continue;
        if (symbol == 256) return 1;
        take(in, length_extra[symbol - 257]);
        int distance = decode(in, distances);
        if (distance < 0 || distance > 29) return 0;
        take(in, distance < 4 ? 0 : distance / 2 - 1);
    }
}

static int read_dynamic_codes(bit_reader *in, huffman *literals, huffman *distances) {
    static const uint8_t order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
    int nlen = (int)take(in, 5) + 257, ndist = (int)take(in, 5) + 1, ncode = (int)take(in, 4) + 4;
    if (nlen > 286 || ndist > 30) return 0;
    uint8_t lengths[320] = {0};
    for (int i = 0; i < ncode; i++) lengths[order[i]] = (uint8_t)take(in, 3);
    huffman lencode;
    if (!build(&lencode, lengths, 19)) return 0;
    memset(lengths, 0, sizeof lengths);
    int filled = 0;
    while (filled < nlen + ndist) {
        int symbol = decode(in, &lencode);
        if (symbol < 0) return 0;
        if (symbol < 16) {
            lengths[filled++] = (uint8_t)symbol;
            continue;
        }
        uint8_t repeated = 0;
        int times;
        if (symbol == 16) {
            if (filled == 0) return 0;
            repeated = lengths[filled - 1];
            times = 3 + (int)take(in, 2);
        } else if (symbol == 17) {
            times = 3 + (int)take(in, 3);
        } else {
            times = 11 + (int)take(in, 7);
        }
        if (filled + times > nlen + ndist) return 0;
        while (times--) lengths[filled++] = repeated;
    }
    if (lengths[256] == 0) return 0;
    return build(literals, lengths, nlen) && build(distances, lengths + nlen, ndist);
}

int vellum_deflate_scan(const uint8_t *data, size_t size, size_t *last_block_bit, size_t *end_bit) {
    bit_reader in = {data, size, 0, 0, 0};
    huffman literals, distances;
    for (;;) {
        size_t header = position(&in);
        int final = (int)take(&in, 1), type = (int)take(&in, 2);
        if (type == 0) {
            /* Stored: to the next byte, then LEN, its complement, and LEN bytes. */
            drop(&in, in.count & 7);
            uint32_t len = take(&in, 16), nlen = take(&in, 16);
            if ((len ^ 0xFFFF) != nlen) return 0;
            /* Skip the bytes: empty what is buffered, then move the byte index. */
            size_t target = position(&in) + 8 * (size_t)len;
            in.bits = 0;
            in.count = 0;
            in.next = target / 8;
            if (in.next > size) return 0;
        } else if (type == 1) {
            /* The fixed code (rare in a compressor's output: tiny blocks only). */
            uint8_t lengths[MAX_SYMBOLS];
            int s = 0;
            for (; s < 144; s++) lengths[s] = 8;
            for (; s < 256; s++) lengths[s] = 9;
            for (; s < 280; s++) lengths[s] = 7;
            for (; s < 288; s++) lengths[s] = 8;
            build(&literals, lengths, 288);
            for (s = 0; s < 30; s++) lengths[s] = 5;
            build(&distances, lengths, 30);
            if (!skip_symbols(&in, &literals, &distances)) return 0;
        } else if (type == 2) {
            if (!read_dynamic_codes(&in, &literals, &distances)) return 0;
            if (!skip_symbols(&in, &literals, &distances)) return 0;
        } else {
            return 0;
        }
        if (overrun(&in)) return 0;
        if (final) {
            *last_block_bit = header;
            *end_bit = position(&in);
            return 1;
        }
    }
}
