/* test_review.c — unit tests of the game review (play/review.h): the
 * fixed layout of its structs, which the web module hands to the page as
 * they are (engine/wasm/wasm_review.c documents the offsets), and the
 * reader's behaviour at the edges: a board that fails, a bad move line
 * after good ones, moves after the end unread. (Every figure against the
 * layouts: tests/tools/brute_mines.c review; whole reviews: the case
 * files in tests/cases/review.) */
#include <stddef.h>
#include <string.h>

#include "check.h"
#include "formats/reviewtext.h"
#include "play/review.h"

static void test_layout(void)
{
    CHECK(sizeof(review_judgement) == 168);
    CHECK(offsetof(review_judgement, step) == 0);
    CHECK(offsetof(review_judgement, line) == 4);
    CHECK(offsetof(review_judgement, action) == 8);
    CHECK(offsetof(review_judgement, row) == 12);
    CHECK(offsetof(review_judgement, col) == 16);
    CHECK(offsetof(review_judgement, verdict) == 20);
    CHECK(offsetof(review_judgement, boom) == 24);
    CHECK(offsetof(review_judgement, cells) == 28);
    CHECK(offsetof(review_judgement, fifty_fifty) == 32);
    CHECK(offsetof(review_judgement, exact) == 36);
    CHECK(offsetof(review_judgement, safe_cells) == 40);
    CHECK(offsetof(review_judgement, better) == 44);
    CHECK(offsetof(review_judgement, cell) == 48);
    CHECK(offsetof(review_judgement, p) == 80);
    CHECK(offsetof(review_judgement, lowest) == 88);
    CHECK(offsetof(review_judgement, better_p) == 96);
    CHECK(offsetof(review_judgement, cell_p) == 104);
    CHECK(sizeof(review_totals) == 88);
    CHECK(offsetof(review_totals, moves) == 0);
    CHECK(offsetof(review_totals, guesses) == 4);
    CHECK(offsetof(review_totals, result) == 8);
    CHECK(offsetof(review_totals, exact) == 12);
    CHECK(offsetof(review_totals, lookahead) == 16);
    CHECK(offsetof(review_totals, bbbv) == 20);
    CHECK(offsetof(review_totals, bbbv_solved) == 24);
    CHECK(offsetof(review_totals, verdicts) == 28);
    CHECK(offsetof(review_totals, avoidable) == 68);
    CHECK(offsetof(review_totals, luck) == 72);
    CHECK(offsetof(review_totals, best) == 80);
    CHECK(REVIEW_VERDICTS == 10);
}

static int moves_seen;
static void count_moves(void *ctx, const review *rv, const mines_move *mv, const review_judgement *j)
{
    moves_seen += mv != NULL;
}

static void test_reader(void)
{
    review rv;
    gg_error err = {0, ""};
    /* A bad board: nothing handed over, and review_free is safe. */
    moves_seen = 0;
    CHECK(reviewtext_read("2 2\n.x\n..\n", 10, MINEGEN_SAFE, &rv, count_moves, NULL, &err) == GG_BAD_INPUT);
    CHECK(err.line == 2 && moves_seen == 0);
    review_free(&rv);
    /* A bad move after two good ones: both judged, the line named. */
    const char *bad = "2 2\n*.\n..\nSweep 2 2\nFlag 1 1\nSweep 3 1\n";
    moves_seen = 0;
    CHECK(reviewtext_read(bad, strlen(bad), MINEGEN_SAFE, &rv, count_moves, NULL, &err) == GG_BAD_INPUT);
    CHECK(err.line == 6 && moves_seen == 2 && rv.totals.moves == 2);
    CHECK(rv.totals.verdicts[REVIEW_START] == 1 && rv.totals.verdicts[REVIEW_FLAG_GUESS] == 1); /* 1 mine in 3 */
    review_free(&rv);
    /* Moves after the end are not read, even bad ones. */
    const char *won = "1 2\n*.\nSweep 1 2\nwhatever\n";
    moves_seen = 0;
    CHECK(reviewtext_read(won, strlen(won), MINEGEN_SAFE, &rv, count_moves, NULL, &err) == GG_OK);
    CHECK(moves_seen == 1 && rv.totals.result == MINES_WON);
    review_free(&rv);
}

int main(void)
{
    test_layout();
    test_reader();
    return check_report("test_review");
}
