/* boardfile.h — a Minesweeper layout (its size and which cells hold mines)
 * as a file, in the two forms docs/minesweeper.md §13 describes, read and
 * written in one place for the CLI (`gridgames board`) and the wasm API:
 *
 *  - text: a command file's first lines, `n m` then n rows of `*` and `.`
 *    (minesfile.h reads and prints them; a command file's moves may
 *    follow and are not read);
 *  - MinesweeperX's `.mbf`: byte 0 the width (columns), byte 1 the height
 *    (rows), bytes 2-3 the number of mines, high byte first, then two
 *    bytes a mine, its column and its row, both counted from 0.
 *
 * and, for links, a layout code (minescode.h: `L9x9m10.` and base64url).
 *
 * They are told apart by their content, never by a file name: text is
 * printable ASCII (and tabs and line ends) whose first two bytes are
 * digits or blanks; a code is printable ASCII starting with `L` or `P`
 * and a digit; anything else is read as .mbf. No valid .mbf passes for either
 * (docs/minesweeper.md §13 says why), so the rule never misreads a good
 * file.
 *
 * A layout is a mines_game (rules/mines.h) with its MINES_MINE bits set
 * and nothing swept. */
#ifndef BOARDFILE_H
#define BOARDFILE_H

#include "base/gg.h"
#include "rules/mines.h"

typedef enum boardfile_kind { BOARDFILE_TEXT, BOARDFILE_MBF, BOARDFILE_CODE } boardfile_kind;

/* An .mbf holds at most 255 rows and columns (one byte each). */
#define BOARDFILE_MBF_MAX_SIDE 255

/* Which kind the len bytes at bytes are, by the rule above. Never fails:
 * an empty input is BOARDFILE_MBF (and too short to read as one); a
 * position code is BOARDFILE_CODE (and refused by boardfile_read: it is
 * no layout). */
boardfile_kind boardfile_kind_of(const char *bytes, size_t len);

/* Read a layout of any kind into a fresh game g (the caller frees it
 * with mines_free, also on failure); *kind (may be NULL) says which kind
 * was read. GG_BAD_INPUT with a sentence in err (err->line the text's
 * line, 0 for .mbf) for a file that breaks its format; GG_TOO_BIG or
 * GG_NO_MEMORY as mines_init returns them. Reads nothing outside
 * bytes[0..len). */
gg_status boardfile_read(const char *bytes, size_t len, mines_game *g, boardfile_kind *kind, gg_error *err);

/* The same, each for one kind only. */
gg_status boardfile_read_text(const char *bytes, size_t len, mines_game *g, gg_error *err);
gg_status boardfile_read_mbf(const char *bytes, size_t len, mines_game *g, gg_error *err);

/* Can g's layout be written as .mbf? GG_OK, or GG_BAD_INPUT with the
 * reason (a side over 255). */
gg_status boardfile_mbf_fits(const mines_game *g, gg_error *err);

/* Write g's layout as .mbf bytes (4 + 2 * mines of them; mines in
 * row-major order, as JSMinesweeper writes them), or as text. Write .mbf
 * only after boardfile_mbf_fits said GG_OK: it writes nothing otherwise. */
void boardfile_write_mbf(const mines_game *g, gg_out *out);
void boardfile_write_text(const mines_game *g, gg_out *out);

#endif
