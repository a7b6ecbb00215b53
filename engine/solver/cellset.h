/* cellset.h — sets of the cells of a board, one bit a cell: bit i % 64 of
 * word i / 64 holds cell i = r * cols + c, and the bits past the last cell
 * are 0 (there is always at least one, so three cells from any place can
 * be read in two words). For questions about the whole board asked again
 * and again (the solver's frontier, the guess-free generator's choices):
 * each is a pass over cells / 64 words, not over the cells. The caller
 * owns the words, cellset_words(cells) of them a set. */
#ifndef CELLSET_H
#define CELLSET_H

#include <stddef.h>
#include <stdint.h>

static inline size_t cellset_words(size_t cells)
{
    return cells / 64 + 1;
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

/* Cells p - 1, p and p + 1 of set as bits 0, 1 and 2 (cell -1 is not in
 * any set). */
static inline unsigned cellset_three(const uint64_t *set, size_t p)
{
    if (p == 0)
        return (unsigned)(set[0] & 3) << 1;
    size_t q = p - 1, w = q >> 6, o = q & 63;
    uint64_t v = set[w] >> o;
    if (o > 61)
        v |= set[w + 1] << (64 - o);
    return (unsigned)(v & 7);
}

/* The board's first column, then its last (2 * cellset_words(cells)
 * words), for cellset_spread. */
void cellset_edges(uint64_t *edges, size_t cells, int32_t cols);
/* out = the cells of `in` and all their neighbours on a board `cols` wide
 * (edges from cellset_edges); tmp is scratch; the three are distinct. */
void cellset_spread(uint64_t *out, const uint64_t *in, uint64_t *tmp, size_t cells, int32_t cols,
                    const uint64_t *edges);

#endif
