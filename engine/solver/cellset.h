/* cellset.h — sets of the cells of a board, one bit a cell: bit i % 64 of
 * word i / 64 holds cell i = r * cols + c, and the bits past the last cell
 * are 0. For questions about the whole board asked again and again (the
 * solver's frontier, the guess-free generator's choices): each is a pass
 * over cells / 64 words, not over the cells. The caller owns the words,
 * cellset_words(cells) of them a set. */
#ifndef CELLSET_H
#define CELLSET_H

#include <stddef.h>
#include <stdint.h>

static inline size_t cellset_words(size_t cells)
{
    return (cells + 63) / 64;
}

static inline void cellset_put(uint64_t *set, size_t i, int on)
{
    uint64_t bit = UINT64_C(1) << (i & 63);
    set[i >> 6] = on ? set[i >> 6] | bit : set[i >> 6] & ~bit;
}

static inline int cellset_has(const uint64_t *set, size_t i)
{
    return (set[i >> 6] >> (i & 63)) & 1;
}

/* Every cell of the board in set. */
void cellset_fill(uint64_t *set, size_t cells);
/* The cells in set. */
size_t cellset_count(const uint64_t *set, size_t cells);
/* The first cell of set at or after `from`, or `cells` when there is none. */
size_t cellset_next(const uint64_t *set, size_t cells, size_t from);
/* The k-th cell of set in row-major order, counting from 0 (k below its
 * count). */
size_t cellset_nth(const uint64_t *set, size_t k);

/* The board's first column, then its last (2 * cellset_words(cells)
 * words), for cellset_spread. */
void cellset_edges(uint64_t *edges, size_t cells, int32_t cols);
/* out = the cells of `in` and all their neighbours on a board `cols` wide
 * (edges from cellset_edges); tmp is scratch; the three are distinct. */
void cellset_spread(uint64_t *out, const uint64_t *in, uint64_t *tmp, size_t cells, int32_t cols,
                    const uint64_t *edges);

#endif
