/* reviewtext.c — the review's text and JSON (reviewtext.h). One reader
 * drives both printers; the web module links only the JSON one. Numbers
 * are formatted here without printf (base/gg.h: the web build has none). */
#include "formats/reviewtext.h"

#include <string.h>

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

static void text_move(gg_out *out, const review *rv, const mines_move *mv, const review_judgement *j)
{
    gg_out_int(out, j->step);
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
    gg_out_int(out, t->avoidable);
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
/* Each field is one call: its text up to the value (`,"key":`), then the
 * value. */

static void json_int(gg_out *out, const char *field, int64_t v)
{
    gg_out_str(out, field);
    gg_out_int(out, v);
}

static void json_number(gg_out *out, const char *field, double v, int decimals)
{
    gg_out_str(out, field);
    put_fixed(out, v, decimals, 1);
}

static void json_cell(gg_out *out, const char *field, const review *rv, int64_t i)
{
    gg_out_str(out, field);
    put_cell(out, rv, i);
    gg_out_char(out, '"');
}

static void json_begin(gg_out *out, const review *rv)
{
    json_int(out, "{\"rows\":", rv->game.rows);
    json_int(out, ",\"cols\":", rv->game.cols);
    json_int(out, ",\"mines\":", rv->game.mine_count);
    gg_out_str(out, ",\"start\":\"");
    gg_out_str(out, minegen_mode_name(rv->mode));
    gg_out_str(out, "\",\"moves\":[");
}

static void json_move(gg_out *out, const review *rv, const mines_move *mv, const review_judgement *j)
{
    json_int(out, j->step > 1 ? ",\n{\"step\":" : "\n{\"step\":", j->step);
    json_int(out, ",\"line\":", j->line);
    gg_out_str(out, ",\"move\":\"");
    put_move(out, rv, mv);
    gg_out_str(out, "\",\"verdict\":\"");
    gg_out_str(out, review_verdict_name(j->verdict));
    gg_out_char(out, '"');
    if (j->verdict < REVIEW_UNFLAG)
        json_number(out, ",\"p\":", j->p, 6);
    if (j->lowest >= 0) {
        json_number(out, ",\"lowest\":", j->lowest, 6);
        json_int(out, ",\"safeCells\":", j->safe_cells);
    }
    if (j->better >= 0) {
        json_cell(out, ",\"better\":\"Sweep ", rv, j->better);
        json_number(out, ",\"betterP\":", j->better_p, 6);
    }
    if (j->fifty_fifty)
        gg_out_str(out, ",\"fiftyFifty\":true");
    if (mv->kind == MOVE_DSWEEP && j->cells > 0) {
        for (int k = 0; k < j->cells; k++) {
            json_cell(out, k ? ",{\"cell\":\"" : ",\"cells\":[{\"cell\":\"", rv, j->cell[k]);
            json_number(out, ",\"p\":", j->cell_p[k], 6);
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
    json_int(out, "\",\"moves\":", t->moves);
    for (int v = 0; v < REVIEW_VERDICTS; v++) {
        gg_out_str(out, v ? ",\"" : ",\"verdicts\":{\"");
        gg_out_str(out, review_verdict_name((review_verdict)v));
        json_int(out, "\":", t->verdicts[v]);
    }
    json_int(out, "},\"guesses\":", t->guesses);
    json_int(out, ",\"avoidable\":", t->avoidable);
    json_number(out, ",\"luck\":", t->luck, 6);
    json_number(out, ",\"best\":", t->best, 6);
    gg_out_str(out, t->exact ? ",\"exact\":true" : ",\"exact\":false");
    gg_out_str(out, t->lookahead ? ",\"lookahead\":true" : ",\"lookahead\":false");
    json_int(out, ",\"bbbv\":", t->bbbv);
    json_int(out, ",\"bbbvSolved\":", t->bbbv_solved);
    json_number(out, ",\"efficiency\":", t->moves ? 100.0 * (double)t->bbbv_solved / (double)t->moves : 0, 1);
    if (seconds > 0) {
        json_number(out, ",\"seconds\":", seconds, 3);
        json_number(out, ",\"bbbvPerSecond\":", (double)t->bbbv_solved / seconds, 3);
    }
    gg_out_str(out, "}}\n");
}

/* ---- the reader ---------------------------------------------------- */

gg_status reviewtext_read(const char *text, size_t len, minegen_mode mode, review *rv, reviewtext_each each,
                          void *ctx, gg_error *err)
{
    gg_lines ls;
    mines_game layout;
    memset(rv, 0, sizeof *rv);
    gg_lines_init(&ls, text, len);
    gg_status st = minesfile_read_board(&ls, &layout, err);
    if (st == GG_OK)
        st = review_init(rv, &layout, mode);
    mines_free(&layout);
    if (st != GG_OK)
        return st;
    each(ctx, rv, NULL, NULL);
    const char *line;
    size_t llen;
    char why[160];
    while (rv->game.result == MINES_PLAYING && gg_lines_next(&ls, &line, &llen)) {
        mines_move mv;
        review_judgement j;
        int got = minesfile_parse_move(line, llen, rv->game.rows, rv->game.cols, &mv, why, sizeof why);
        if (got < 0) {
            st = gg_fail(err, ls.line, "%s", why);
            break;
        }
        if (got > 0 && mv.kind == MOVE_QUIT)
            mines_quit(&rv->game);
        else if (got > 0 && review_move(rv, (review_action)mv.kind, mv.x - 1, mv.y - 1, &j) != GG_OK)
            return GG_NO_MEMORY;
        else if (got > 0) {
            j.line = (int32_t)ls.line;
            each(ctx, rv, &mv, &j);
        }
    }
    return review_finish(rv) != GG_OK ? GG_NO_MEMORY : st;
}

/* The printers' callback: the header, then a line (an object) a move. */
static void text_each(void *out, const review *rv, const mines_move *mv, const review_judgement *j)
{
    if (mv)
        text_move(out, rv, mv, j);
    else
        text_begin(out, rv);
}

static void json_each(void *out, const review *rv, const mines_move *mv, const review_judgement *j)
{
    if (mv)
        json_move(out, rv, mv, j);
    else
        json_begin(out, rv);
}

gg_status reviewtext_text(const char *text, size_t len, minegen_mode mode, double seconds, gg_out *out,
                          gg_error *err)
{
    review rv;
    gg_status st = reviewtext_read(text, len, mode, &rv, text_each, out, err);
    if (st == GG_OK || st == GG_BAD_INPUT)
        if (rv.game.rows > 0)
            text_end(out, &rv, seconds);
    review_free(&rv);
    return st;
}

gg_status reviewtext_json(const char *text, size_t len, minegen_mode mode, double seconds, gg_out *out,
                          gg_error *err)
{
    review rv;
    gg_status st = reviewtext_read(text, len, mode, &rv, json_each, out, err);
    if (st == GG_OK || st == GG_BAD_INPUT)
        if (rv.game.rows > 0)
            json_end(out, &rv, seconds);
    review_free(&rv);
    return st;
}
