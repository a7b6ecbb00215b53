/* wasm_review.c — the game review for the page: the judging of
 * `gridgames review` (play/review.h, read by formats/reviewtext.h), so
 * that the page and the CLI show the same figures. They come back as the
 * engine's own structs, not as the CLI's JSON text: printing them is the
 * page's part, and the text would cost the site's size budget more than
 * the judging does. Same conventions as wasm_api.c. */
#include <string.h>

#include "base/gg.h"
#include "formats/reviewtext.h"
#include "wasm/wasm_mines.h"



static gg_out review_bytes;

/* The totals first (filled in at the end), then a judgement a move. */
static void keep(void *ctx, const review *rv, const mines_move *mv, const review_judgement *j)
{
    if (mv)
        gg_out_bytes(&review_bytes, (const char *)j, sizeof *j);
    else
        gg_out_bytes(&review_bytes, (const char *)&rv->totals, sizeof rv->totals);
}

/* Review a replay — a command file: the layout, then the moves, `Quit`
 * or the end of the text ending it — of a game begun in start mode
 * `start` (0 safe, 1 opening, 2 noguess: its first Sweep is never a
 * guess). Returns the review as bytes owned here until the next call: a
 * review_totals (88 bytes: int32 moves at 0, guesses 4, result 8, exact
 * 12, lookahead 16, bbbv 20, bbbvSolved 24, verdicts[10] 28, avoidable
 * 68; double luck 72, best 80), then `moves` review_judgements of 168
 * bytes each (int32 step 0, line 4, action 8, row 12, col 16 (0-based),
 * verdict 20, boom 24, cells 28, fiftyFifty 32, exact 36, safeCells 40,
 * better 44 (r*cols + c), cell[8] 48; double p 80, lowest 88, betterP 96,
 * cellP[8] 104) — play/review.h says what each means; verdicts count
 * in its order: start, safe, forced guess, risky guess, blunder, flag,
 * flag guess, wrong flag, unflag, no effect. NULL on failure, with the
 * reason in gg_error_message(). */
GG_EXPORT const void *gg_mines_review(const char *text, int len, int start)
{
    if (!text || len < 0 || !gg_in_memory(text, (size_t)len) || start < 0 || start > MINEGEN_NOGUESS)
        return gg_web_fail(GG_BAD_INPUT, "no replay or start mode given"), NULL;
    review rv;
    gg_error err = {0, ""};
    review_bytes.len = 0;
    gg_status st = reviewtext_read(text, (size_t)len, (minegen_mode)start, &rv, keep, NULL, &err);
    if (st == GG_OK && review_bytes.failed)
        st = GG_NO_MEMORY;
    if (st == GG_OK)
        memcpy(review_bytes.data, &rv.totals, sizeof rv.totals);
    review_free(&rv);
    review_bytes.failed = 0;
    if (st == GG_OK)
        return review_bytes.data;
    return gg_web_fail(st, st == GG_NO_MEMORY ? "out of memory" : err.msg), NULL;
}
