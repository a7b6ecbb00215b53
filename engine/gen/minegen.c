/* minegen.c — seeded mine layouts around a first click (minegen.h): the
 * start mode chooses the maker, the plain scatter (scatter.h) or the
 * guess-free generator (noguess.h), each of which stands alone. */
#include "gen/minegen.h"

#include <stdlib.h>
#include <string.h>

#include "gen/noguess.h"
#include "gen/scatter.h"

int minegen_mode_from_text(const char *text, minegen_mode *mode)
{
    static const char *const names[] = {"safe", "opening", "noguess"};
    for (int i = 0; i < 3; i++)
        if (strcmp(text, names[i]) == 0) {
            *mode = (minegen_mode)i;
            return 0;
        }
    return -1;
}

const char *minegen_mode_name(minegen_mode mode)
{
    return mode == MINEGEN_SAFE ? "safe" : mode == MINEGEN_OPENING ? "opening" : "noguess";
}

int64_t minegen_max_mines(int32_t rows, int32_t cols, minegen_mode mode)
{
    int64_t cells = (int64_t)rows * cols;
    /* The corner keeps the fewest cells free; the bound must hold for any
     * first click, so take the worst case: a 3x3 block inside the board. */
    if (mode == MINEGEN_SAFE)
        return cells - 1;
    int64_t h = rows < 3 ? rows : 3, w = cols < 3 ? cols : 3;
    return cells - h * w;
}

gg_status minegen_layout(mines_game *g, int64_t mines, uint64_t seed, minegen_mode mode,
                         int32_t first_r, int32_t first_c, gg_error *err)
{
    if (mode == MINEGEN_NOGUESS)
        return noguess_layout(g, mines, seed, first_r, first_c, err);
    return scatter_layout(g, mines, seed, mode == MINEGEN_OPENING, first_r, first_c, err);
}
