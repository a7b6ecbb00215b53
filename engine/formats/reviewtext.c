/* reviewtext.c — the review's text and JSON (reviewtext.h). One reader
 * drives both printers; the web module links only the JSON one. Numbers
 * are formatted here without printf (base/gg.h: the web build has none). */
#include "formats/reviewtext.h"

#include "formats/minesfile.h"
#include "solver/review.h"

_Static_assert((int)REVIEW_DO_FLAG == (int)MOVE_FLAG && (int)REVIEW_DO_SWEEP == (int)MOVE_SWEEP &&
                   (int)REVIEW_DO_CHORD == (int)MOVE_DSWEEP,
               "a parsed move's kind is the review's action");

static const char *const result_names[] = {"unfinished", "won", "lost", "gave up"};

/* v >= 0 with `decimals` decimals, rounded; trim drops trailing zeros
 * (and the point). */
static void put_fixed(gg_out *out, double v, int decimals, int trim)
{
    int64_t scale = 1;
    for (int k = 0; k < decimals; k++)
        scale *= 10;
    int64_t x = v > 0 ? (int64_t)(v * (double)scale + 0.5) : 0, frac = x % scale;
    gg_out_int(out, x / scale);
    char digits[18];
    int n = decimals;
    for (int k = n - 1; k >= 0; k--, frac /= 10)
        digits[k] = (char)('0' + frac % 10);
    while (trim && n > 0 && digits[n - 1] == '0')
        n--;
    if (n > 0) {
        gg_out_char(out, '.');
        gg_out_bytes(out, digits, (size_t)n);
    }
}

static void put_p(gg_out *out, double p, int json)
{
    put_fixed(out, p, 6, json);
}

/* `x y`, 1-based, of cell index i. */
static void put_cell(gg_out *out, const review *rv, int64_t i)
{
    gg_out_int(out, i / rv->game.cols + 1);
    gg_out_char(out, ' ');
    gg_out_int(out, i % rv->game.cols + 1);
}

static void put_move(gg_out *out, const review *rv, const mines_move *mv)
{
    static const char *const names[] = {"Flag ", "Sweep ", "DSweep "};
    gg_out_str(out, names[mv->kind]);
    put_cell(out, rv, (int64_t)(mv->x - 1) * rv->game.cols + (mv->y - 1));
}

static int is_guess(review_verdict v)
{
    return v == REVIEW_FORCED || v == REVIEW_RISKY || v == REVIEW_BLUNDER;
}

typedef struct printer {
    void (*begin)(gg_out *out, const review *rv);
    void (*move)(gg_out *out, const review *rv, long line, const mines_move *mv, const review_judgement *j);
    void (*end)(gg_out *out, const review *rv, double seconds);
} printer;

/* ---- text ---------------------------------------------------------- */

static void text_begin(gg_out *out, const review *rv)
{
    gg_out_str(out, "review ");
    gg_out_int(out, rv->game.rows);
    gg_out_str(out, " x ");
    gg_out_int(out, rv->game.cols);
    gg_out_str(out, ", mines ");
    gg_out_int(out, rv->game.mine_count);
    gg_out_str(out, ", start ");
    gg_out_str(out, minegen_mode_name(rv->mode));
    gg_out_char(out, '\n');
}

static void text_move(gg_out *out, const review *rv, long line, const mines_move *mv, const review_judgement *j)
{
    gg_out_int(out, rv->totals.moves);
    gg_out_char(out, ' ');
    put_move(out, rv, mv);
    gg_out_str(out, ": ");
    gg_out_str(out, review_verdict_name(j->verdict));
    if (j->verdict == REVIEW_FLAG)
        gg_out_str(out, ", certainly a mine");
    else if (j->verdict == REVIEW_WRONG_FLAG)
        gg_out_str(out, ", certainly safe");
    if (j->verdict == REVIEW_FLAG_GUESS || is_guess(j->verdict)) {
        gg_out_str(out, ", P(mine) ");
        put_p(out, j->p, 0);
    }
    if (j->safe_cells > 0) {
        gg_out_str(out, "; ");
        gg_out_int(out, j->safe_cells);
        gg_out_str(out, " cell(s) certainly safe, e.g. ");
        put_cell(out, rv, j->better);
    } else if (j->lowest >= 0) {
        gg_out_str(out, ", lowest ");
        put_p(out, j->lowest, 0);
        if (j->p > j->lowest) {
            gg_out_str(out, " (+");
            put_p(out, j->p - j->lowest, 0);
            gg_out_char(out, ')');
        }
        if (j->fifty_fifty)
            gg_out_str(out, ", a 50/50 no number can settle");
        if (j->better >= 0) {
            gg_out_str(out, "; better ");
            put_cell(out, rv, j->better);
            gg_out_str(out, " at ");
            put_p(out, j->better_p, 0);
        }
    }
    if (mv->kind == MOVE_DSWEEP && is_guess(j->verdict))
        for (int k = 0; k < j->cells; k++) {
            gg_out_str(out, k ? ", " : "; cells ");
            put_cell(out, rv, j->cell[k]);
            gg_out_str(out, " at ");
            put_p(out, j->cell_p[k], 0);
        }
    if (!j->exact)
        gg_out_str(out, " (estimated)");
    if (j->boom)
        gg_out_str(out, "; boom");
    gg_out_char(out, '\n');
}

static void text_end(gg_out *out, const review *rv, double seconds)
{
    const review_totals *t = &rv->totals;
    gg_out_str(out, "result ");
    gg_out_str(out, result_names[t->result]);
    gg_out_str(out, ", ");
    gg_out_int(out, t->moves);
    gg_out_str(out, " moves\nverdicts:");
    for (int v = 0; v < REVIEW_VERDICTS; v++) {
        gg_out_str(out, v ? ", " : " ");
        gg_out_str(out, review_verdict_name((review_verdict)v));
        gg_out_char(out, ' ');
        gg_out_int(out, t->verdicts[v]);
    }
    gg_out_str(out, "\nguesses ");
    gg_out_int(out, t->guesses);
    gg_out_str(out, ", avoidable ");
    gg_out_int(out, t->verdicts[REVIEW_BLUNDER]);
    gg_out_str(out, "\nluck ");
    put_p(out, t->luck, 0);
    gg_out_str(out, ", best ");
    put_p(out, t->best, 0);
    gg_out_str(out, " over the same positions");
    if (!t->exact)
        gg_out_str(out, " (estimated)");
    gg_out_str(out, "\n3BV ");
    gg_out_int(out, t->bbbv);
    gg_out_str(out, ", solved ");
    gg_out_int(out, t->bbbv_solved);
    gg_out_str(out, ", efficiency ");
    put_fixed(out, t->moves ? 100.0 * (double)t->bbbv_solved / (double)t->moves : 0, 1, 0);
    gg_out_char(out, '%');
    if (seconds > 0) {
        gg_out_str(out, ", 3BV/s ");
        put_fixed(out, (double)t->bbbv_solved / seconds, 3, 0);
        gg_out_str(out, " in ");
        put_fixed(out, seconds, 3, 0);
        gg_out_str(out, " s");
    }
    gg_out_char(out, '\n');
    if (!t->lookahead)
        gg_out_str(out, "(past 10,000 cells a better guess is the plain lowest odds)\n");
}

/* ---- JSON ---------------------------------------------------------- */

/* ,"key": */
static void key(gg_out *out, const char *name)
{
    gg_out_str(out, ",\"");
    gg_out_str(out, name);
    gg_out_str(out, "\":");
}

static void json_begin(gg_out *out, const review *rv)
{
    gg_out_str(out, "{\"rows\":");
    gg_out_int(out, rv->game.rows);
    key(out, "cols");
    gg_out_int(out, rv->game.cols);
    key(out, "mines");
    gg_out_int(out, rv->game.mine_count);
    key(out, "start");
    gg_out_char(out, '"');
    gg_out_str(out, minegen_mode_name(rv->mode));
    gg_out_str(out, "\",\"moves\":[");
}

static void json_move(gg_out *out, const review *rv, long line, const mines_move *mv, const review_judgement *j)
{
    gg_out_str(out, rv->totals.moves > 1 ? ",\n{\"step\":" : "\n{\"step\":");
    gg_out_int(out, rv->totals.moves);
    key(out, "line");
    gg_out_int(out, line);
    key(out, "move");
    gg_out_char(out, '"');
    put_move(out, rv, mv);
    gg_out_str(out, "\",\"verdict\":\"");
    gg_out_str(out, review_verdict_name(j->verdict));
    gg_out_char(out, '"');
    if (j->verdict < REVIEW_UNFLAG) {
        key(out, "p");
        put_p(out, j->p, 1);
    }
    if (j->lowest >= 0) {
        key(out, "lowest");
        put_p(out, j->lowest, 1);
        key(out, "safeCells");
        gg_out_int(out, j->safe_cells);
    }
    if (j->better >= 0) {
        key(out, "better");
        gg_out_str(out, "\"Sweep ");
        put_cell(out, rv, j->better);
        gg_out_char(out, '"');
        key(out, "betterP");
        put_p(out, j->better_p, 1);
    }
    if (j->fifty_fifty)
        gg_out_str(out, ",\"fiftyFifty\":true");
    if (mv->kind == MOVE_DSWEEP && j->cells > 0) {
        key(out, "cells");
        for (int k = 0; k < j->cells; k++) {
            gg_out_str(out, k ? ",{\"cell\":\"" : "[{\"cell\":\"");
            put_cell(out, rv, j->cell[k]);
            gg_out_str(out, "\",\"p\":");
            put_p(out, j->cell_p[k], 1);
            gg_out_char(out, '}');
        }
        gg_out_char(out, ']');
    }
    if (j->boom)
        gg_out_str(out, ",\"boom\":true");
    if (!j->exact)
        gg_out_str(out, ",\"exact\":false");
    gg_out_char(out, '}');
}

static void json_end(gg_out *out, const review *rv, double seconds)
{
    const review_totals *t = &rv->totals;
    gg_out_str(out, "\n],\"summary\":{\"result\":\"");
    gg_out_str(out, result_names[t->result]);
    gg_out_char(out, '"');
    key(out, "moves");
    gg_out_int(out, t->moves);
    key(out, "verdicts");
    for (int v = 0; v < REVIEW_VERDICTS; v++) {
        gg_out_str(out, v ? ",\"" : "{\"");
        gg_out_str(out, review_verdict_name((review_verdict)v));
        gg_out_str(out, "\":");
        gg_out_int(out, t->verdicts[v]);
    }
    gg_out_char(out, '}');
    key(out, "guesses");
    gg_out_int(out, t->guesses);
    key(out, "avoidable");
    gg_out_int(out, t->verdicts[REVIEW_BLUNDER]);
    key(out, "luck");
    put_p(out, t->luck, 1);
    key(out, "best");
    put_p(out, t->best, 1);
    key(out, "exact");
    gg_out_str(out, t->exact ? "true" : "false");
    key(out, "lookahead");
    gg_out_str(out, t->lookahead ? "true" : "false");
    key(out, "bbbv");
    gg_out_int(out, t->bbbv);
    key(out, "bbbvSolved");
    gg_out_int(out, t->bbbv_solved);
    key(out, "efficiency");
    put_fixed(out, t->moves ? 100.0 * (double)t->bbbv_solved / (double)t->moves : 0, 1, 1);
    if (seconds > 0) {
        key(out, "seconds");
        put_fixed(out, seconds, 3, 1);
        key(out, "bbbvPerSecond");
        put_fixed(out, (double)t->bbbv_solved / seconds, 3, 1);
    }
    gg_out_str(out, "}}\n");
}

/* ---- the reader ---------------------------------------------------- */

static gg_status run(const char *text, size_t len, minegen_mode mode, double seconds, gg_out *out, gg_error *err,
                     const printer *pr)
{
    gg_lines ls;
    mines_game layout;
    review rv;
    gg_lines_init(&ls, text, len);
    gg_status st = minesfile_read_board(&ls, &layout, err);
    if (st == GG_OK)
        st = review_init(&rv, &layout, mode);
    mines_free(&layout);
    if (st != GG_OK)
        return st;
    pr->begin(out, &rv);
    const int64_t max_moves = MINESFILE_MAX_MOVES((int64_t)rv.game.rows * rv.game.cols);
    const char *line;
    size_t llen;
    char why[160];
    while (rv.game.result == MINES_PLAYING && gg_lines_next(&ls, &line, &llen)) {
        if (llen > MINESFILE_LINE_SLACK) {
            st = gg_fail(err, ls.line, "the line is %zu bytes long, more than the %d a move line may take", llen,
                         MINESFILE_LINE_SLACK);
            break;
        }
        mines_move mv;
        int got = minesfile_parse_move(line, llen, rv.game.rows, rv.game.cols, &mv, why, sizeof why);
        if (got == 0)
            continue;
        if (got < 0) {
            st = gg_fail(err, ls.line, "%s", why);
            break;
        }
        if (mv.kind == MOVE_QUIT) {
            mines_quit(&rv.game);
            break;
        }
        if (rv.game.steps >= max_moves) {
            gg_fail(err, ls.line, "more than %lld moves: a game on a %ld x %ld board takes at most "
                    "10,000,000 + 2*n*m", (long long)max_moves, (long)rv.game.rows, (long)rv.game.cols);
            st = GG_TOO_BIG;
            break;
        }
        review_judgement j;
        if (review_move(&rv, (review_action)mv.kind, mv.x - 1, mv.y - 1, &j) != GG_OK) {
            st = GG_NO_MEMORY;
            break;
        }
        pr->move(out, &rv, ls.line, &mv, &j);
    }
    if (st != GG_NO_MEMORY && review_finish(&rv) != GG_OK)
        st = GG_NO_MEMORY;
    if (st != GG_NO_MEMORY)
        pr->end(out, &rv, seconds);
    review_free(&rv);
    return st;
}

gg_status reviewtext_text(const char *text, size_t len, minegen_mode mode, double seconds, gg_out *out,
                          gg_error *err)
{
    static const printer text_printer = {text_begin, text_move, text_end};
    return run(text, len, mode, seconds, out, err, &text_printer);
}

gg_status reviewtext_json(const char *text, size_t len, minegen_mode mode, double seconds, gg_out *out,
                          gg_error *err)
{
    static const printer json_printer = {json_begin, json_move, json_end};
    return run(text, len, mode, seconds, out, err, &json_printer);
}
