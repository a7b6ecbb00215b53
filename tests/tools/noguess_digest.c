/* noguess_digest.c — a fingerprint of each guess-free layout, so that a
 * change to the generator can be shown to deal the very same boards: a
 * permalink (`seed=S&start=noguess`) names a game, and a saved link or
 * replay must find the same mines after any speed-up.
 *
 *   noguess_digest < BOARDS
 *
 * Each input line is `ROWS COLS MINES SEED R C` (the first click 1-based,
 * as `gridgames generate --first R,C`; blank lines and lines starting with
 * # are skipped). Each output line repeats the board and adds the
 * layout's FNV-1a hash over its mine cells (row-major indices) with its
 * mine count, or `none: ` and the generator's refusal. Every layout made
 * must also pass noguess_check. tests/cmake/solver.cmake compares the
 * output on tests/noguess/known_layouts.in with known_layouts.ans,
 * recorded from a generator that solved every layout from scratch.
 *
 * Exit status 0, or 1 when a layout fails its check or a line is not a
 * board (said on stderr). */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "gen/minegen.h"
#include "gen/noguess.h"

/* FNV-1a, 64 bits, over the mine indices as 4 little-endian bytes each
 * and then the mine count: the layout, whatever the byte order. */
static uint64_t layout_hash(const mines_game *g)
{
    uint64_t h = UINT64_C(14695981039346656037);
    size_t n = (size_t)g->rows * (size_t)g->cols;
    uint32_t mines = 0;
    for (size_t i = 0; i <= n; i++) {
        uint32_t v;
        if (i < n) {
            if (!(g->cells[i] & MINES_MINE))
                continue;
            v = (uint32_t)i;
            mines++;
        } else {
            v = mines;
        }
        for (int k = 0; k < 4; k++) {
            h ^= (v >> (8 * k)) & 0xff;
            h *= UINT64_C(1099511628211);
        }
    }
    return h;
}

int main(void)
{
    char line[256];
    long lineno = 0;
    int status = 0;
    while (fgets(line, sizeof line, stdin)) {
        lineno++;
        if (line[0] == '#' || line[strspn(line, " \t\r\n")] == '\0')
            continue;
        long rows, cols, r, c;
        long long mines;
        unsigned long long seed;
        if (sscanf(line, "%ld %ld %lld %llu %ld %ld", &rows, &cols, &mines, &seed, &r, &c) != 6 || rows < 1 ||
            cols < 1 || r < 1 || c < 1 || r > rows || c > cols) {
            fprintf(stderr, "noguess_digest: line %ld: not ROWS COLS MINES SEED R C\n", lineno);
            return 1;
        }
        mines_game g;
        gg_error err;
        if (mines_init(&g, (int32_t)rows, (int32_t)cols) != GG_OK) {
            fprintf(stderr, "noguess_digest: line %ld: no such board\n", lineno);
            return 1;
        }
        printf("%ld %ld %lld %llu %ld %ld ", rows, cols, mines, seed, r, c);
        gg_status st = minegen_layout(&g, mines, seed, MINEGEN_NOGUESS, (int32_t)(r - 1), (int32_t)(c - 1), &err);
        if (st == GG_OK) {
            printf("%016" PRIx64 "\n", layout_hash(&g));
            if (noguess_check(&g, (int32_t)(r - 1), (int32_t)(c - 1)) != 1) {
                fprintf(stderr, "noguess_digest: line %ld: the layout is not guess-free\n", lineno);
                status = 1;
            }
        } else {
            printf("none: %s\n", st == GG_NO_MEMORY ? "out of memory" : err.msg);
        }
        fflush(stdout);
        mines_free(&g);
    }
    return status;
}
