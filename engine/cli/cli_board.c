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

int cli_board(int argc, char **argv)
{
    const char *file = NULL;
    board_to to = TO_TEXT;
    for (int i = 0; i < argc; i++) {
        int missing;
        const char *v;
        if ((v = cli_option(argc, argv, &i, "--to", &missing)) != NULL) {
            if (strcmp(v, "text") == 0)
                to = TO_TEXT;
            else if (strcmp(v, "mbf") == 0)
                to = TO_MBF;
            else if (strcmp(v, "code") == 0)
                to = TO_CODE;
            else
                return cli_usage_error("board", "--to must be text, mbf or code, not '%s'", v);
        } else if (missing) {
            return cli_usage_error("board", "%s needs a value", argv[i]);
        } else if (cli_operand("board", &file, argv[i]) != 0) {
            return CLI_BAD;
        }
    }
    return cli_run_text("board", file, run_board, &to);
}
