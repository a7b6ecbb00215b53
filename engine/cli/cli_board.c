/* cli_board.c — `gridgames board [--to text|mbf|code] [FILE]`: a
 * Minesweeper layout read from a board file of any kind boardfile.h and
 * minescode.h read (text, .mbf, a layout code) and written in the kind
 * asked for (docs/cli.md §7.1). The output is written only once the whole
 * input has been read and the layout fits the kind asked for, so a bad
 * file leaves nothing on stdout. */
#include <string.h>

#include "cli/cli_board.h"
#include "cli/cli_io.h"
#include "formats/boardfile.h"
#include "formats/minescode.h"

typedef enum board_to { TO_TEXT, TO_MBF, TO_CODE } board_to;

static gg_status run_board(void *ctx, const char *text, size_t len, gg_out *out, gg_error *err)
{
    board_to to = *(const board_to *)ctx;
    mines_game g;
    gg_status st = boardfile_read(text, len, &g, NULL, err);
    if (st == GG_OK && to == TO_MBF)
        st = boardfile_mbf_fits(&g, err);
    if (st == GG_OK) {
        if (to == TO_MBF) {
            boardfile_write_mbf(&g, out);
        } else if (to == TO_CODE) {
            minescode_print_layout(&g, out);
            gg_out_char(out, '\n');
        } else {
            boardfile_write_text(&g, out);
        }
    }
    mines_free(&g);
    return st;
}

int cli_board(const cli_args *a)
{
    static const board_to forms[] = {TO_TEXT, TO_MBF, TO_CODE}; /* as declared: text, mbf, code */
    board_to to = forms[cli_choice_index(a, "--to", 0)];
    return cli_run_text("board", a->file_count ? a->files[0] : NULL, run_board, &to);
}
