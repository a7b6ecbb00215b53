/* cellset.c — sets of a board's cells, a bit each (cellset.h). */
#include "solver/cellset.h"

#include <string.h>

#include "base/gg.h"

void cellset_fill(uint64_t *set, size_t cells)
{
    size_t W = cellset_words(cells);
    memset(set, 0xff, W * sizeof *set);
    set[W - 1] = (UINT64_C(1) << (cells % 64)) - 1;
}

size_t cellset_count(const uint64_t *set, size_t cells)
{
    size_t n = 0;
    for (size_t w = 0; w < cellset_words(cells); w++)
        n += (size_t)gg_popcount64(set[w]);
    return n;
}

size_t cellset_next(const uint64_t *set, size_t cells, size_t from)
{
    size_t w = from >> 6, W = cellset_words(cells);
    if (from >= cells)
        return cells;
    uint64_t b = set[w] & (UINT64_MAX << (from & 63));
    while (!b) {
        if (++w == W)
            return cells;
        b = set[w];
    }
    return w * 64 + (size_t)gg_lowest_bit(b);
}

size_t cellset_nth(const uint64_t *set, size_t k)
{
    size_t w = 0;
    for (size_t c; k >= (c = (size_t)gg_popcount64(set[w])); w++)
        k -= c;
    uint64_t b = set[w];
    while (k--)
        b &= b - 1;
    return w * 64 + (size_t)gg_lowest_bit(b);
}

void cellset_edges(uint64_t *edges, size_t cells, int32_t cols)
{
    size_t W = cellset_words(cells);
    memset(edges, 0, 2 * W * sizeof *edges);
    for (size_t i = 0; i < cells; i += (size_t)cols) {
        cellset_put(edges, i, 1);
        cellset_put(edges + W, i + (size_t)cols - 1, 1);
    }
}

void cellset_spread(uint64_t *out, const uint64_t *in, uint64_t *tmp, size_t cells, int32_t cols,
                    const uint64_t *edges)
{
    const size_t W = cellset_words(cells), q = (size_t)cols / 64, r = (size_t)cols % 64;
    const uint64_t *first = edges, *last = edges + W;
    /* Across: a cell's right neighbour unless it starts a row, its left
     * one unless it ends a row. */
    for (size_t w = 0; w < W; w++) {
        uint64_t right = in[w] << 1 | (w > 0 ? in[w - 1] >> 63 : 0);
        uint64_t left = in[w] >> 1 | (w + 1 < W ? in[w + 1] << 63 : 0);
        tmp[w] = in[w] | (right & ~first[w]) | (left & ~last[w]);
    }
    uint64_t tail = (UINT64_C(1) << (cells % 64)) - 1;
    tmp[W - 1] &= tail;
    /* Up and down: the whole set moved by a row each way. */
    for (size_t w = 0; w < W; w++) {
        uint64_t down = 0, up = 0;
        if (w >= q) {
            down = tmp[w - q] << r;
            if (r && w > q)
                down |= tmp[w - q - 1] >> (64 - r);
        }
        if (w + q < W) {
            up = tmp[w + q] >> r;
            if (r && w + q + 1 < W)
                up |= tmp[w + q + 1] << (64 - r);
        }
        out[w] = tmp[w] | down | up;
    }
    out[W - 1] &= tail;
}
