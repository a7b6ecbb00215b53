/* wasm_replay.c — Minesweeper games opened from text and written back as
 * text, for the page's replays and LeetCode boards: gg_mines_replay (a
 * game as a command file), gg_mines_load_replay (a command file played
 * into a new game) and gg_mines_load_leetcode (a LeetCode 529 position as
 * a game in progress). The text goes through the formats' one parser and
 * printer each (minesfile.h, lc529.h), so the page reads and writes what
 * `gridgames mines` and `gridgames click` do. Part of the Minesweeper web
 * module with wasm_api.c (wasm_mines.h). */
#include <stdlib.h>
#include <string.h>

#include "base/gg.h"
#include "formats/lc529.h"
#include "formats/minesfile.h"
#include "rules/mines.h"
#include "wasm/wasm_mines.h"

/* Write the game as a command file into gg_mines_text: `n m`, the layout,
 * every move played, then `Quit` if the game is still on. Returns the
 * length, or fails before the first Sweep has laid the mines. */
GG_EXPORT int gg_mines_replay(int handle)
{
    web_game *w = web_find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    web_begin_call(w);
    if (!w->laid)
        return web_fail(GG_BAD_INPUT, "there is no replay before the first sweep: the mines are laid then");
    if (!w->replayable)
        return web_fail(GG_BAD_INPUT, "this LeetCode position cannot be reached by sweeps from a hidden board, "
                                  "so a command file cannot replay it");
    minesfile_print_board(&w->game, &w->text);
    gg_out_bytes(&w->text, w->moves.data, w->moves.len);
    if (w->game.result == MINES_PLAYING)
        gg_out_str(&w->text, "Quit\n");
    if (w->text.failed) {
        web_begin_call(w);
        return web_fail(GG_NO_MEMORY, WEB_NO_MEMORY);
    }
    return (int)w->text.len;
}

/* Open a command file as a new game: its board, then its moves played in
 * order, their feedback (the text `gridgames mines` prints) left at
 * gg_mines_text. A `Quit` line, or the end of the text, stops the playback
 * with the game still on, so a replay of an unfinished game resumes it.
 * Returns the new handle, or a negative status with the line at fault. */
GG_EXPORT int gg_mines_load_replay(const char *text, int len)
{
    if (!text || len < 0 || !gg_in_memory(text, (size_t)len))
        return web_fail(GG_BAD_INPUT, "no replay given (or its text is not in the module's memory)");
    web_game *w = web_make();
    if (!w)
        return -GG_NO_MEMORY;
    gg_lines ls;
    gg_lines_init(&ls, text, (size_t)len);
    gg_error err = {0, ""};
    gg_status st = minesfile_read_board(&ls, &w->game, &err);
    if (st == GG_OK && !web_size_ok(w->game.rows, w->game.cols)) {
        web_release(w);
        return -GG_BAD_INPUT;
    }
    if (st != GG_OK) {
        web_release(w);
        if (st == GG_BAD_INPUT)
            gg_fail(&web_last_error, 0, "replay line %ld: %s", err.line, err.msg);
        return web_fail_status(st);
    }
    w->laid = 1;
    w->mines_wanted = w->game.mine_count;
    const char *line;
    size_t llen;
    char why[160];
    while (w->game.result == MINES_PLAYING && gg_lines_next(&ls, &line, &llen)) {
#ifdef MINESFILE_LINE_SLACK
        /* The command file's own limits, so that the page takes exactly
         * the replays `gridgames mines` takes. */
        if (llen > MINESFILE_LINE_SLACK) {
            gg_fail(&web_last_error, 0, "replay line %ld is %lu bytes long, more than the %d a move line may take",
                    ls.line, (unsigned long)llen, MINESFILE_LINE_SLACK);
            web_release(w);
            return -GG_BAD_INPUT;
        }
#endif
        mines_move mv;
        int got = minesfile_parse_move(line, llen, w->game.rows, w->game.cols, &mv, why, sizeof why);
        if (got == 0)
            continue;
        if (got < 0) {
            gg_fail(&web_last_error, 0, "replay line %ld: %s", ls.line, why);
            web_release(w);
            return -GG_BAD_INPUT;
        }
        if (mv.kind == MOVE_QUIT)
            break;
        int rc = web_play(w, &mv);
        if (rc < 0) {
            web_release(w);
            return rc;
        }
    }
    w->dirty[0] = -1;
    web_dirty_all(w);
    w->last_feedback = w->last_kind = -1;
    w->last_revealed = 0;
    return web_publish(w);
}

/* The cells to sweep, on a hidden board with b's mines, so that exactly
 * b's revealed cells are swept: each 0 not yet swept, then each number not
 * yet swept. Plays them on w's game (logging them as moves). Returns 1 when
 * the result is b's position, 0 when it is not, negative on failure. */
static int replay_position(web_game *w, const lc529_board *b, const mines_game *exact)
{
    mines_game *g = &w->game;
    size_t n = (size_t)b->rows * (size_t)b->cols;
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < n && g->result == MINES_PLAYING; i++) {
            char ch = b->cells[i];
            int wanted = pass == 0 ? ch == 'B' : (ch >= '1' && ch <= '8');
            if (!wanted || (g->cells[i] & MINES_OPEN))
                continue;
            mines_move mv = {MOVE_SWEEP, (int32_t)(i / (size_t)b->cols) + 1,
                             (int32_t)(i % (size_t)b->cols) + 1};
            int rc = web_play(w, &mv);
            if (rc < 0)
                return rc;
        }
    for (size_t i = 0; i < n; i++)
        if ((g->cells[i] & MINES_OPEN) != (exact->cells[i] & MINES_OPEN))
            return 0;
    return 1;
}

/* Open a LeetCode 529 position (`board = [[...]]`, optionally followed by
 * `, click = [r, c]` or the click on the next line) as a game in progress.
 * When sweeps from a hidden board reach the position, the game is made by
 * playing them (their feedback at gg_mines_text), so its replay runs
 * natively; otherwise the position is set directly and has no replay. The
 * click is not played: it is left at INFO_CLICK_* for the caller to play
 * as a Sweep. Returns the new handle or a negative status. */
GG_EXPORT int gg_mines_load_leetcode(const char *text, int len)
{
    if (!text || len < 0 || !gg_in_memory(text, (size_t)len))
        return web_fail(GG_BAD_INPUT, "no LeetCode board given (or its text is not in the module's memory)");
    gg_json js;
    gg_json_init(&js, text, (size_t)len);
    lc529_board b;
    gg_error err = {0, ""};
    gg_status st = lc529_parse_board(&js, 1, &b, &err);
    if (st == GG_OK && !gg_json_at_end(&js)) {
        gg_json_eat(&js, ',');
        st = lc529_parse_click(&js, 1, &b, &err);
        if (st == GG_OK && !gg_json_at_end(&js))
            st = gg_fail(&err, 1, "unexpected text after the click");
    }
    if (st == GG_OK && !web_size_ok(b.rows, b.cols)) {
        free(b.cells);
        return -GG_BAD_INPUT;
    }
    if (st != GG_OK) {
        free(b.cells);
        if (st == GG_BAD_INPUT)
            gg_fail(&web_last_error, 0, "LeetCode board: %s", err.msg);
        return web_fail_status(st);
    }

    mines_game exact;
    web_game *w = web_make();
    st = lc529_to_game(&b, &exact);
    if (!w || st != GG_OK) {
        mines_free(&exact);
        free(b.cells);
        web_release(w);
        return w ? web_fail_status(st) : -GG_NO_MEMORY;
    }
    st = mines_init(&w->game, b.rows, b.cols);
    size_t n = (size_t)b.rows * (size_t)b.cols;
    for (size_t i = 0; st == GG_OK && i < n; i++)
        if (b.cells[i] == 'M')
            mines_set_mine(&w->game, (int32_t)(i / (size_t)b.cols), (int32_t)(i % (size_t)b.cols), 1);
    w->laid = 1;
    w->mines_wanted = exact.mine_count;
    int reached = st == GG_OK ? replay_position(w, &b, &exact) : web_fail_status(st);
    if (reached < 0) {
        mines_free(&exact);
        free(b.cells);
        web_release(w);
        return reached;
    }
    if (!reached) {
        /* Take the position as it is; the moves log cannot produce it. */
        mines_free(&w->game);
        w->game = exact;
        w->moves.len = 0;
        w->text.len = 0;
        w->replayable = 0;
        w->started = 1;
    } else {
        mines_free(&exact);
        w->started = w->started || w->game.safe_left < (int64_t)n - w->game.mine_count;
    }
    if (b.has_click) {
        w->click_r = (int32_t)b.click_r;
        w->click_c = (int32_t)b.click_c;
    }
    free(b.cells);
    w->dirty[0] = -1;
    web_dirty_all(w);
    w->last_feedback = w->last_kind = -1;
    w->last_revealed = 0;
    return web_publish(w);
}

