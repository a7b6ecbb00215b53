/* minesfile.c — parse and print the command-file language (docs/minesweeper.md §7). The
 * whole input is in memory; output goes through one gg_out buffer, and the
 * cell list of a big flood is formatted straight into it. */
#include "formats/minesfile.h"

#include <string.h>

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Split a line into at most `max` words; returns how many there were (may
 * exceed max, only the first max are stored). */
static int split_words(const char *line, size_t len, const char **word, size_t *wlen, int max)
{
    int n = 0;
    size_t i = 0;
    while (i < len) {
        while (i < len && is_blank(line[i]))
            i++;
        if (i >= len)
            break;
        size_t start = i;
        while (i < len && !is_blank(line[i]))
            i++;
        if (n < max) {
            word[n] = line + start;
            wlen[n] = i - start;
        }
        n++;
    }
    return n;
}

static int word_is(const char *w, size_t len, const char *s)
{
    return strlen(s) == len && memcmp(w, s, len) == 0;
}

/* A coordinate word: its value when it is a number in 1..limit; 0 when it
 * is a number off the board (a '-' in front counts as one); -1 when it is
 * no number at all. */
static int32_t read_coordinate(const char *w, size_t len, int32_t limit)
{
    size_t k = w[0] == '-';
    int64_t value = 0;
    if (k == len)
        return -1;
    for (; k < len; k++) {
        if (w[k] < '0' || w[k] > '9')
            return -1;
        if (value <= limit) /* any longer number is off the board all the same */
            value = value * 10 + (w[k] - '0');
    }
    return w[0] == '-' || value > limit ? 0 : (int32_t)value;
}

/* Whether a word's first byte in memory is its lowest, as WebAssembly's
 * always is (a constant the compiler folds). */
static int lowest_byte_first(void)
{
    const uint16_t one = 1;
    uint8_t first;
    memcpy(&first, &one, 1);
    return first;
}

/* The digits from *p on, as a number in 1..limit, moving *p past them;
 * 0 for anything else (no digit, a number off the board), which the full
 * parser then reads. Ten digits at most are read, so value cannot wrap:
 * an eleventh leaves *p on a digit, which the caller does not accept.
 *
 * Up to seven digits are read eight bytes at once where the machine's
 * byte order allows, rather than by a loop a digit: a byte less '0' is
 * a digit when it is below 10, and the first that is not (a byte below
 * '0' borrows and sets its top bit; one past '9' reaches it plus 0x76)
 * ends the number; its digits, moved to the word's top lanes, are summed
 * in pairs, fours and eights by three multiplications (D. Lemire,
 * "Quickly parsing eight digits", 2018). */
static GG_ALWAYS_INLINE int32_t read_plain_number(const char **p, const char *end, int32_t limit)
{
    const char *q = *p;
    uint64_t value = 0;
    if (!GG_SMALL && lowest_byte_first() && end - q >= 8) {
        uint64_t w;
        memcpy(&w, q, 8);
        const uint64_t lanes = UINT64_C(0x0101010101010101);
        uint64_t d = w - '0' * lanes, other = (d | (d + 0x76 * lanes)) & 0x80 * lanes;
        if (other) {
            int n = gg_lowest_bit(other) >> 3;
            if (n > 0) {
                value = d << (8 * (8 - n));
                value = (value * 2561) >> 8 & UINT64_C(0x00ff00ff00ff00ff);
                value = (value * 6553601) >> 16 & UINT64_C(0x0000ffff0000ffff);
                value = (value * UINT64_C(42949672960001)) >> 32;
            }
            *p = q + n;
            return value - 1 < (uint64_t)limit ? (int32_t)value : 0;
        }
    }
    const char *stop = end - q > 10 ? q + 10 : end;
    unsigned digit;
    while (q < stop && (digit = (unsigned)(unsigned char)*q - '0') <= 9) {
        value = value * 10 + digit;
        q++;
    }
    *p = q;
    return value - 1 < (uint64_t)limit ? (int32_t)value : 0;
}

/* The four bytes from s as one word, compared with another made the same
 * way (so byte order does not matter): one load where the wasm build
 * would call memcmp for each keyword. */
static uint32_t four_bytes(const char *s)
{
    uint32_t w;
    memcpy(&w, s, 4);
    return w;
}

/* A move as a game's moves are written nearly always, "Sweep 12 34" (or
 * Flag, DSweep): one space between the words, none before, both numbers
 * on the board. Reads it from *pp on, up to end at most, and returns 1
 * with *mv set and *pp just past the second number, where the caller
 * looks for the line's end; 0 for anything else, which split_words and
 * read_coordinate then take word by word, to accept it or to say what is
 * wrong. Most of a long game's parsing, at a few steps a byte.
 *
 * Copied into each caller (GG_ALWAYS_INLINE), so that the position and
 * the move it reads stay in locals there: called, it takes them through
 * pointers, which the wasm build keeps in memory. */
static GG_ALWAYS_INLINE int read_plain_move(const char **pp, const char *end, int32_t rows, int32_t cols, mines_move *mv)
{
    const char *p = *pp;
    size_t len = (size_t)(end - p);
    uint32_t head = len >= 5 ? four_bytes(p) : 0;
    if (len >= 6 && head == four_bytes("Swee") && p[4] == 'p' && p[5] == ' ') {
        mv->kind = MOVE_SWEEP;
        p += 6;
    } else if (head == four_bytes("Flag") && p[4] == ' ') {
        mv->kind = MOVE_FLAG;
        p += 5;
    } else if (len >= 7 && head == four_bytes("DSwe") && p[4] == 'e' && p[5] == 'p' && p[6] == ' ') {
        mv->kind = MOVE_DSWEEP;
        p += 7;
    } else {
        return 0;
    }
    mv->x = read_plain_number(&p, end, rows);
    if (mv->x == 0 || p == end || *p != ' ')
        return 0;
    p++;
    mv->y = read_plain_number(&p, end, cols);
    *pp = p;
    return mv->y != 0;
}

/* The next line of ls when it is a plain move ending in '\n', read
 * straight from the text rather than first searched for its end: returns
 * 1 with *mv set and ls past the line; 0, leaving ls as it was, for any
 * other line (a last line without '\n' too), which gg_lines_next and
 * minesfile_parse_move then take. */
static int next_plain_move(gg_lines *ls, int32_t rows, int32_t cols, mines_move *mv)
{
    const char *p = ls->p;
    if (!read_plain_move(&p, ls->end, rows, cols, mv) || p == ls->end || *p != '\n')
        return 0;
    ls->p = p + 1;
    ls->line++;
    return 1;
}

/* minesfile_parse_move's general case, word by word; apart
 * (GG_NOINLINE), so that the plain line's path does not pay for its stack
 * frame. */
static GG_NOINLINE int parse_move_words(const char *line, size_t len, int32_t rows, int32_t cols,
                                        mines_move *mv, char *why, size_t whylen)
{
    const char *word[4];
    size_t wlen[4];
    int n = split_words(line, len, word, wlen, 4);
    if (n == 0)
        return 0;
    const char *name;
    if (word_is(word[0], wlen[0], "Quit")) {
        if (n != 1) {
            gg_format(why, whylen, "Quit takes no coordinates");
            return -1;
        }
        mv->kind = MOVE_QUIT;
        mv->x = mv->y = 0;
        return 1;
    } else if (word_is(word[0], wlen[0], "Flag")) {
        mv->kind = MOVE_FLAG;
        name = "Flag";
    } else if (word_is(word[0], wlen[0], "Sweep")) {
        mv->kind = MOVE_SWEEP;
        name = "Sweep";
    } else if (word_is(word[0], wlen[0], "DSweep")) {
        mv->kind = MOVE_DSWEEP;
        name = "DSweep";
    } else {
        gg_format(why, whylen, "unknown move '%.*s' (expected Flag, Sweep, DSweep or Quit)",
                 (int)(wlen[0] > 40 ? 40 : wlen[0]), word[0]);
        return -1;
    }
    if (n != 3) {
        gg_format(why, whylen, "%s takes two coordinates x y, found %d", name, n - 1);
        return -1;
    }
    mv->x = read_coordinate(word[1], wlen[1], rows);
    mv->y = mv->x > 0 ? read_coordinate(word[2], wlen[2], cols) : 0;
    if (mv->x > 0 && mv->y > 0)
        return 1;
    /* The first coordinate that does not read (the bound is an argument
     * the first message leaves unused). */
    int k = mv->x > 0 ? 2 : 1;
    gg_format(why, whylen,
              (k == 1 ? mv->x : mv->y) < 0 ? "%s '%.*s' is not a number" : "%s %.*s is off the board (1..%ld)",
              k == 1 ? "row" : "column", (int)(wlen[k] > 40 ? 40 : wlen[k]), word[k], (long)(k == 1 ? rows : cols));
    return -1;
}

int minesfile_parse_move(const char *line, size_t len, int32_t rows, int32_t cols,
                         mines_move *mv, char *why, size_t whylen)
{
    const char *p = line, *end = line + len;
    if (read_plain_move(&p, end, rows, cols, mv) && p == end)
        return 1;
    return parse_move_words(line, len, rows, cols, mv, why, whylen);
}

/* The line without its leading and trailing blanks. */
static void trim(const char **line, size_t *len)
{
    while (*len && is_blank(**line)) {
        (*line)++;
        (*len)--;
    }
    while (*len && is_blank((*line)[*len - 1]))
        (*len)--;
}

/* A board row's text to MINES_MINE bits in row (zero before). Returns
 * the index of the first byte that is neither '*' nor '.', or len. Eight
 * bytes a step: '*' (0x2a) and '.' (0x2e) differ in bit 2 alone, so a
 * word is all cells when setting that bit in each byte gives all '.', and
 * the bit, clear, is the mine: moved up to bit 4, it is MINES_MINE. */
static size_t read_row(uint8_t *row, const char *text, size_t len)
{
    const uint64_t lanes = UINT64_C(0x0101010101010101);
    size_t c = 0;
    for (; c + 8 <= len; c += 8) {
        uint64_t w;
        memcpy(&w, text + c, 8);
        if ((w | 0x04 * lanes) != '.' * lanes)
            break;
        uint64_t mines = (~w & 0x04 * lanes) << 2;
        memcpy(row + c, &mines, 8);
    }
    for (; c < len && (text[c] == '*' || text[c] == '.'); c++)
        row[c] = text[c] == '*' ? MINES_MINE : 0;
    return c;
}

/* Rows of cells a call of read_plain_rows reads at most: whole rows, one
 * at least (the calls are bounded for V8's sake, as in
 * rules/mines_internal.h). */
#define PLAIN_ROWS_CELLS 16384

/* Board rows from row r on as boards are nearly always written, the m
 * cells and a '\n' straight after, each read in one pass: no search for
 * the line's end first (under WebAssembly memchr goes a word at a time, a
 * cost on every row of a large board). Stops at the first row that is
 * anything else, at the last row, or after PLAIN_ROWS_CELLS cells;
 * returns the row it stopped at. */
static GG_NOINLINE int32_t read_plain_rows(gg_lines *ls, mines_game *g, int32_t r)
{
    const size_t cols = (size_t)g->cols;
    const int32_t stop = g->rows - r > (int32_t)(1 + PLAIN_ROWS_CELLS / cols) ? r + (int32_t)(1 + PLAIN_ROWS_CELLS / cols)
                                                                               : g->rows;
    for (; r < stop; r++) {
        uint8_t *row = g->cells + (size_t)r * cols;
        if ((size_t)(ls->end - ls->p) <= cols || ls->p[cols] != '\n' || read_row(row, ls->p, cols) != cols)
            break;
        ls->p += cols + 1;
        ls->line++;
    }
    return r;
}

gg_status minesfile_read_board(gg_lines *ls, mines_game *g, gg_error *err)
{
    const char *line;
    size_t len;
    memset(g, 0, sizeof *g);
    g->blown = -1;
    if (!gg_lines_next(ls, &line, &len))
        return gg_fail(err, 1, "the input is empty: expected the board size `n m`");
    if (len > MINESFILE_LINE_SLACK)
        return gg_fail(err, ls->line, "the size line is %zu bytes long, more than the %d allowed",
                       len, MINESFILE_LINE_SLACK);
    trim(&line, &len);
    const char *word[3];
    size_t wlen[3];
    int64_t dim[2];
    int n = split_words(line, len, word, wlen, 3);
    if (n != 2)
        return gg_fail(err, ls->line, "expected the board size `n m` (two numbers)");
    for (int k = 0; k < 2; k++) {
        const char *p = word[k];
        int got = gg_parse_int(&p, word[k] + wlen[k], &dim[k]);
        if (got == 0 || p != word[k] + wlen[k])
            return gg_fail(err, ls->line, "board size '%.*s' is not a number",
                           (int)(wlen[k] > 40 ? 40 : wlen[k]), word[k]);
        if (got == 2 || dim[k] < 1 || dim[k] > MINES_MAX_CELLS)
            return gg_fail(err, ls->line, "board size %s = %.*s is out of range (1..%d)",
                           k ? "m" : "n", (int)(wlen[k] > 40 ? 40 : wlen[k]), word[k],
                           MINES_MAX_CELLS);
    }
    if (dim[0] * dim[1] > MINES_MAX_CELLS)
        return gg_fail(err, ls->line, "a %lld x %lld board has more than %d cells",
                       (long long)dim[0], (long long)dim[1], MINES_MAX_CELLS);
    gg_status st = mines_init(g, (int32_t)dim[0], (int32_t)dim[1]);
    if (st != GG_OK)
        return st;

    for (int32_t r = 0; r < g->rows; r++) {
        int32_t plain = read_plain_rows(ls, g, r);
        if (plain > r) {
            r = plain - 1;
            continue;
        }
        /* Anything but a plain row, a bad byte included, is read again
         * here, which says what is wrong. */
        uint8_t *row = g->cells + (size_t)r * g->cols;
        if (!gg_lines_next(ls, &line, &len))
            return gg_fail(err, ls->line + 1, "the input ends after %ld of %ld board rows",
                           (long)r, (long)g->rows);
        if (len > (size_t)g->cols + MINESFILE_LINE_SLACK)
            return gg_fail(err, ls->line, "board row %ld is %zu bytes long, more than m + %d = %lld",
                           (long)r + 1, len, MINESFILE_LINE_SLACK,
                           (long long)g->cols + MINESFILE_LINE_SLACK);
        trim(&line, &len);
        if (len != (size_t)g->cols)
            return gg_fail(err, ls->line, "board row %ld has %zu cells, expected %ld",
                           (long)r + 1, len, (long)g->cols);
        size_t c = read_row(row, line, len);
        if (c < len) {
            unsigned char ch = (unsigned char)line[c];
            if (ch >= 0x20 && ch < 0x7f)
                return gg_fail(err, ls->line, "board row %ld, column %zu: '%c' is not * or .",
                               (long)r + 1, c + 1, ch);
            return gg_fail(err, ls->line, "board row %ld, column %zu: byte 0x%02x is not * or .",
                           (long)r + 1, c + 1, ch);
        }
    }
    mines_recount(g);
    return GG_OK;
}

/* Add one to the decimal number in [first, end), in place. Returns 0 when
 * it needs one digit more (it was all nines). */
static int add_one(char *first, char *end)
{
    for (char *d = end; d-- > first;) {
        if (*d != '9') {
            (*d)++;
            return 1;
        }
        *d = '0';
    }
    return 0;
}

/* Lines print_lines writes in a call: room is made for them at once, and
 * the calls are bounded for V8's sake (as in rules/mines_internal.h). */
enum { PRINT_BATCH = 1024, PRINT_LINE = 24 };

/* The line print_lines writes, carried from one call to the next. Its
 * "x y" is kept from one cell to the next: cells come row by row, mostly
 * column after column, so x is formatted once a row and y is usually the
 * last y plus one. Its units digit is kept apart and written on its own,
 * so that line changes only when a carry reaches the tens: copying it
 * whole (PRINT_LINE bytes; past "x y", what the next line overwrites)
 * then seldom reads bytes just written, which a processor forwards
 * slowly. */
typedef struct print_state {
    char line[PRINT_LINE];
    size_t x_len, xy_len;          /* "x " and "x y" in line */
    unsigned units;                /* y's last digit (line's is stale) */
    uint32_t row_start, row_end;   /* the cells of row x */
    uint32_t last;                 /* the cell of the line */
} print_state;

/* The `x y c` lines of swept cells list[0..n), in ascending order,
 * written at q (room made); returns the end of what was written. */
static GG_NOINLINE char *print_lines(const mines_game *g, print_state *s, const uint32_t *list, size_t n, char *q)
{
    const uint8_t *cells = g->cells;
    const uint32_t cols = (uint32_t)g->cols;
    char line[PRINT_LINE];
    memcpy(line, s->line, PRINT_LINE);
    size_t x_len = s->x_len, xy_len = s->xy_len;
    unsigned units = s->units;
    uint32_t row_start = s->row_start, row_end = s->row_end, last = s->last;
    for (size_t k = 0; k < n; k++) {
        uint32_t i = list[k];
        int next = i == last + 1 && i < row_end;
        if (next && units < 9) {
            units++;
        } else if (next && add_one(line + x_len, line + xy_len - 1)) {
            units = 0;
        } else {
            if (i >= row_end) {
                uint32_t row = i / cols;
                row_start = row * cols;
                row_end = row_start + cols;
                char *e = gg_fmt_uint32(line, row + 1);
                *e++ = ' ';
                x_len = (size_t)(e - line);
            }
            uint32_t y = i - row_start + 1;
            xy_len = (size_t)(gg_fmt_uint32(line + x_len, y) - line);
            units = (unsigned)(line[xy_len - 1] - '0'); /* read back: cheaper than y % 10 */
        }
        last = i;
        memcpy(q, line, PRINT_LINE);
        q += xy_len;
        q[-1] = (char)('0' + units);
        q[0] = ' ';
        q[1] = (char)('0' + (cells[i] & MINES_COUNT_MASK));
        q[2] = '\n';
        q += 3;
    }
    memcpy(s->line, line, PRINT_LINE);
    s->x_len = x_len;
    s->xy_len = xy_len;
    s->units = units;
    s->row_start = row_start;
    s->row_end = row_end;
    s->last = last;
    return q;
}

/* The `x y c` lines of the n cells from cell i on, side by side in one
 * row, written at q (room made); returns the end of what was written.
 * The first is written by print_lines; then each cell is the one after
 * the one before, and its line the line before with y one more: up to
 * the next carry into y's tens, only the units digit changes, so those
 * lines are written by a loop that tests nothing else (which WebAssembly's
 * baseline compiler, running most of a short process, keeps in registers). */
static GG_NOINLINE char *print_run_lines(const mines_game *g, print_state *s, uint32_t i, size_t n, char *q)
{
    q = print_lines(g, s, &i, 1, q);
    const uint8_t *cell = g->cells + i + 1, *end = g->cells + i + n;
    char line[PRINT_LINE];
    memcpy(line, s->line, PRINT_LINE);
    size_t x_len = s->x_len, xy_len = s->xy_len;
    unsigned units = s->units;
    while (cell < end) {
        if (units < 9) {
            units++;
        } else if (add_one(line + x_len, line + xy_len - 1)) {
            units = 0;
        } else { /* all nines: y has one digit more */
            uint32_t y = (uint32_t)(cell - g->cells) - s->row_start + 1;
            xy_len = (size_t)(gg_fmt_uint32(line + x_len, y) - line);
            units = 0;
        }
        const uint8_t *stop = (size_t)(end - cell) > 10 - units ? cell + (10 - units) : end;
        char digit = (char)('0' + units);
        for (; cell < stop; cell++) {
            memcpy(q, line, PRINT_LINE);
            q += xy_len;
            q[-1] = digit++;
            q[0] = ' ';
            q[1] = (char)('0' + (*cell & MINES_COUNT_MASK));
            q[2] = '\n';
            q += 3;
        }
        units = (unsigned)(digit - '0' - 1);
    }
    memcpy(s->line, line, PRINT_LINE);
    s->xy_len = xy_len;
    s->units = units;
    s->last = i + (uint32_t)n - 1;
    return q;
}

/* The `x y c` lines of the cells the last move swept, in order: from
 * their list, or when a big flood left them marked, a run of cells side
 * by side in a row at a time (mines_revealed_run), with no list made. */
static void print_revealed(mines_game *g, gg_out *out)
{
    size_t n = g->revealed_count;
    if (n == 0) {
        gg_out_str(out, "no cell detected\n");
        return;
    }
    /* A build for size lists a big flood's cells too (print_run_lines left out). */
    const uint32_t *list = GG_SMALL ? mines_revealed(g) : mines_revealed_listed(g);
    if (n == 1 && list) { /* the most common (a sweep on a number): written straight */
        static const char one[] = "1 cell(s) detected\n";
        uint32_t i = list[0], cols = (uint32_t)g->cols, row = i / cols;
        char *p = gg_out_reserve(out, sizeof one + 24);
        if (!p)
            return;
        memcpy(p, one, sizeof one - 1);
        char *q = gg_fmt_uint32(p + sizeof one - 1, row + 1);
        *q++ = ' ';
        q = gg_fmt_uint32(q, i - row * cols + 1);
        q[0] = ' ';
        q[1] = (char)('0' + (g->cells[i] & MINES_COUNT_MASK));
        q[2] = '\n';
        gg_out_commit(out, (size_t)(q + 3 - p));
        return;
    }
    static const char detected[] = " cell(s) detected\n";
    char *p = gg_out_reserve(out, 10 + sizeof detected);
    if (!p)
        return;
    char *q = gg_fmt_uint32(p, (uint32_t)n);
    memcpy(q, detected, sizeof detected - 1);
    gg_out_commit(out, (size_t)(q + sizeof detected - 1 - p));
    print_state ps;
    memset(&ps, 0, sizeof ps);
    mines_run_cursor at = {0, 0};
    uint32_t first = 0;
    size_t len = n;
    while (list || (len = mines_revealed_run(g, &at, &first)) > 0) {
        for (size_t k = 0; k < len;) {
            size_t batch = len - k < PRINT_BATCH ? len - k : PRINT_BATCH;
            p = gg_out_reserve(out, (batch + 1) * PRINT_LINE);
            if (!p)
                return;
            q = GG_SMALL || list ? print_lines(g, &ps, list + k, batch, p)
                                 : print_run_lines(g, &ps, first + (uint32_t)k, batch, p);
            k += batch;
            gg_out_commit(out, (size_t)(q - p));
        }
        if (GG_SMALL || list)
            break;
    }
}

mines_feedback minesfile_play(mines_game *g, const mines_move *mv, gg_out *out)
{
    mines_feedback fb;
    int32_t r = mv->x - 1, c = mv->y - 1;
    switch (mv->kind) {
    case MOVE_FLAG: fb = mines_flag(g, r, c); break;
    case MOVE_SWEEP: fb = mines_sweep(g, r, c); break;
    case MOVE_DSWEEP: fb = mines_chord(g, r, c); break;
    case MOVE_QUIT:
    default:
        fb = MINES_FB_OVER;
        mines_quit(g);
        break;
    }
    /* The one-word feedback lines, each copied whole (a copy of a fixed
     * size takes no call) and the buffer's length moved by its own. */
#define SAID(text) {text, sizeof text - 1}
    static const struct {
        char text[11];
        uint8_t len;
    } said[] = {[MINES_FB_SUCCESS] = SAID("success\n"), [MINES_FB_CANCELLED] = SAID("cancelled\n"),
                [MINES_FB_SWEPT] = SAID("swept\n"),     [MINES_FB_FLAGGED] = SAID("flagged\n"),
                [MINES_FB_NOT_SWEPT] = SAID("not swept\n"), [MINES_FB_FAILED] = SAID("failed\n"),
                [MINES_FB_BOOM] = SAID("boom\n")};
#undef SAID
    if (fb == MINES_FB_NO_MEMORY || fb == MINES_FB_OFF_BOARD)
        return fb;
    if (fb == MINES_FB_DETECTED) {
        print_revealed(g, out);
    } else if (fb != MINES_FB_OVER) {
        char *p = gg_out_reserve(out, sizeof said[fb].text);
        if (p) {
            memcpy(p, said[fb].text, sizeof said[fb].text);
            gg_out_commit(out, said[fb].len);
        }
    }
    if (g->result != MINES_PLAYING && (fb != MINES_FB_OVER || mv->kind == MOVE_QUIT)) {
        static const char *const ending[] = {"", "finish\n", "game over\n", "give up\n"};
        gg_out_str(out, ending[g->result]);
        gg_out_str(out, "total step ");
        gg_out_int(out, g->steps);
        gg_out_char(out, '\n');
    }
    return fb;
}

void minesfile_print_board(const mines_game *g, gg_out *out)
{
    gg_out_int(out, g->rows);
    gg_out_char(out, ' ');
    gg_out_int(out, g->cols);
    gg_out_char(out, '\n');
    for (int32_t r = 0; r < g->rows; r++) {
        char *p = gg_out_reserve(out, (size_t)g->cols + 1);
        if (!p)
            return;
        const uint8_t *row = g->cells + (size_t)r * g->cols;
        for (int32_t c = 0; c < g->cols; c++)
            p[c] = (row[c] & MINES_MINE) ? '*' : '.';
        p[g->cols] = '\n';
        gg_out_commit(out, (size_t)g->cols + 1);
    }
}

/* Moves a call of play_plain_moves plays at most: the calls are bounded
 * for V8's sake, as in rules/mines_internal.h. */
#define PLAIN_MOVES 4096

/* Play the plain move lines (next_plain_move) that come next while the
 * game goes on and its steps are below max_moves, PLAIN_MOVES at most.
 * Returns 0, having stopped at any other line or the end of the text, or
 * for the game, the limit or the batch; -1 out of memory. */
static GG_NOINLINE int play_plain_moves(gg_lines *ls, mines_game *g, int64_t max_moves, gg_out *out)
{
    for (int k = 0; k < PLAIN_MOVES && g->result == MINES_PLAYING && g->steps < max_moves; k++) {
        mines_move mv;
        if (!next_plain_move(ls, g->rows, g->cols, &mv))
            break;
        if (minesfile_play(g, &mv, out) == MINES_FB_NO_MEMORY)
            return -1;
    }
    return 0;
}

gg_status minesfile_run(const char *text, size_t len, gg_out *out, gg_error *err)
{
    gg_lines ls;
    mines_game g;
    gg_lines_init(&ls, text, len);
    gg_status st = minesfile_read_board(&ls, &g, err);
    if (st != GG_OK) {
        mines_free(&g);
        return st;
    }
    const char *line;
    size_t llen;
    char why[160];
    const int64_t max_moves = MINESFILE_MAX_MOVES((int64_t)g.rows * g.cols);
    while (g.result == MINES_PLAYING) {
        if (play_plain_moves(&ls, &g, max_moves, out) < 0) {
            st = GG_NO_MEMORY;
            break;
        }
        if (g.result != MINES_PLAYING)
            break;
        /* A line play_plain_moves left: any move, or past the limit. */
        mines_move mv;
        if (!next_plain_move(&ls, g.rows, g.cols, &mv)) {
            if (!gg_lines_next(&ls, &line, &llen)) {
                st = gg_fail(err, ls.line + 1, "the input ends before the game does (no Quit)");
                break;
            }
            if (llen > MINESFILE_LINE_SLACK) {
                st = gg_fail(err, ls.line, "the line is %zu bytes long, more than the %d a move line may take",
                             llen, MINESFILE_LINE_SLACK);
                break;
            }
            int got = minesfile_parse_move(line, llen, g.rows, g.cols, &mv, why, sizeof why);
            if (got == 0)
                continue;
            if (got < 0) {
                st = gg_fail(err, ls.line, "%s", why);
                break;
            }
        }
        if (mv.kind != MOVE_QUIT && g.steps >= max_moves) {
            gg_fail(err, ls.line, "more than %lld moves: a game on a %ld x %ld board takes at most "
                    "10,000,000 + 2*n*m", (long long)max_moves, (long)g.rows, (long)g.cols);
            st = GG_TOO_BIG;
            break;
        }
        if (minesfile_play(&g, &mv, out) == MINES_FB_NO_MEMORY) {
            st = GG_NO_MEMORY;
            break;
        }
    }
    mines_free(&g);
    return st;
}
