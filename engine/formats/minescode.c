/* minescode.c — the Minesweeper position code (minescode.h). */
#include "formats/minescode.h"

#include <stdlib.h>
#include <string.h>

static const char base64url[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/* A base64url character's value, or -1. */
static int sextet(unsigned char ch)
{
    if (ch >= 'A' && ch <= 'Z')
        return ch - 'A';
    if (ch >= 'a' && ch <= 'z')
        return ch - 'a' + 26;
    if (ch >= '0' && ch <= '9')
        return ch - '0' + 52;
    return ch == '-' ? 62 : ch == '_' ? 63 : -1;
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static void trim(const char **text, size_t *len)
{
    while (*len && is_blank(**text)) {
        (*text)++;
        (*len)--;
    }
    while (*len && is_blank((*text)[*len - 1]))
        (*len)--;
}

int minescode_kind(const char *text, size_t len)
{
    trim(&text, &len);
    if (len >= 2 && (text[0] == 'L' || text[0] == 'P') && text[1] >= '0' && text[1] <= '9')
        return text[0];
    return 0;
}

/* A decimal number without leading zeros at *p, at most `limit`;
 * advances *p. Returns 1, or 0 with why set. */
static int read_number(const char **p, const char *end, int64_t limit, int64_t *v, const char **why)
{
    const char *q = *p;
    int64_t x = 0;
    if (q == end || *q < '0' || *q > '9') {
        *why = "expected a number";
        return 0;
    }
    if (*q == '0' && q + 1 < end && q[1] >= '0' && q[1] <= '9') {
        *why = "a number has a leading zero";
        return 0;
    }
    for (; q < end && *q >= '0' && *q <= '9'; q++) {
        x = x * 10 + (*q - '0');
        if (x > limit) {
            *why = "a number is too large";
            return 0;
        }
    }
    *p = q;
    *v = x;
    return 1;
}

/* The header `Krowsxcolsmmines.` of either kind; leaves *p after the dot. */
static gg_status read_header(const char **p, const char *end, char kind, int64_t *rows, int64_t *cols,
                             int64_t *mines, gg_error *err)
{
    const char *why = NULL;
    const char *what = kind == 'L' ? "layout" : "position";
    if (*p == end || **p != kind)
        return gg_fail(err, 0, "a %s code starts with %c", what, kind);
    (*p)++;
    if (!read_number(p, end, MINES_MAX_CELLS, rows, &why) || *rows < 1)
        return gg_fail(err, 0, "the %s code's rows: %s", what, why ? why : "there must be at least 1");
    if (*p == end || **p != 'x')
        return gg_fail(err, 0, "the %s code has no `x` after its rows", what);
    (*p)++;
    if (!read_number(p, end, MINES_MAX_CELLS, cols, &why) || *cols < 1)
        return gg_fail(err, 0, "the %s code's columns: %s", what, why ? why : "there must be at least 1");
    if (*rows * *cols > MINES_MAX_CELLS)
        return gg_fail(err, 0, "a %lld x %lld board has more than %d cells", (long long)*rows, (long long)*cols,
                       MINES_MAX_CELLS);
    if (*p == end || **p != 'm')
        return gg_fail(err, 0, "the %s code has no `m` after its columns", what);
    (*p)++;
    if (!read_number(p, end, MINES_MAX_CELLS, mines, &why))
        return gg_fail(err, 0, "the %s code's mines: %s", what, why);
    if (*mines > *rows * *cols)
        return gg_fail(err, 0, "%lld mines do not fit on a %lld x %lld board", (long long)*mines,
                       (long long)*rows, (long long)*cols);
    if (*p == end || **p != '.')
        return gg_fail(err, 0, "the %s code has no `.` after its mines", what);
    (*p)++;
    return GG_OK;
}

gg_status minescode_parse_layout(const char *text, size_t len, mines_game *g, gg_error *err)
{
    memset(g, 0, sizeof *g);
    g->blown = -1;
    trim(&text, &len);
    const char *p = text, *end = text + len;
    int64_t rows, cols, mines;
    gg_status st = read_header(&p, end, 'L', &rows, &cols, &mines, err);
    if (st != GG_OK)
        return st;
    size_t n = (size_t)(rows * cols), want = (n + 5) / 6;
    if ((size_t)(end - p) != want)
        return gg_fail(err, 0, "a %lld x %lld layout code has %zu characters after the `.`, not %zu",
                       (long long)rows, (long long)cols, (size_t)(end - p), want);
    for (size_t k = 0; k < want; k++) {
        int v = sextet((unsigned char)p[k]);
        if (v < 0)
            return gg_fail(err, 0, "character %zu after the `.` is not base64url (A-Z a-z 0-9 - _)", k + 1);
        if (k == want - 1 && n % 6 && (v & ((1 << (6 - n % 6)) - 1)))
            return gg_fail(err, 0, "the last character sets bits past the last cell");
    }
    st = mines_init(g, (int32_t)rows, (int32_t)cols);
    if (st != GG_OK)
        return st;
    int64_t laid = 0;
    for (size_t i = 0; i < n; i++)
        if (sextet((unsigned char)p[i / 6]) >> (5 - i % 6) & 1) {
            g->cells[i] = MINES_MINE;
            laid++;
        }
    if (laid != mines)
        return gg_fail(err, 0, "the layout code says %lld mines and lays %lld", (long long)mines, (long long)laid);
    mines_recount(g);
    return GG_OK;
}

static char symbol_of(int8_t cell)
{
    return cell == MINESCODE_HIDDEN ? 'h' : cell == MINESCODE_FLAG ? 'f' : (char)('A' + cell);
}

/* A symbol's cell, or 0x7f for none. */
static int8_t cell_of(char ch)
{
    if (ch == 'h')
        return MINESCODE_HIDDEN;
    if (ch == 'f')
        return MINESCODE_FLAG;
    if (ch >= 'A' && ch <= 'I')
        return (int8_t)(ch - 'A');
    return 0x7f;
}

/* The runs of a position code's body, [p, end), for n cells: checked,
 * and written into cells unless it is NULL (a first pass, so that nothing
 * is allocated for a code that does not describe its board). `text` is
 * the code's start, for the positions errors name. */
static gg_status read_runs(const char *text, const char *p, const char *end, size_t n, int8_t *cells,
                           gg_error *err)
{
    size_t at = 0;
    int8_t last = 0x7f; /* the previous run's cell */
    size_t last_len = 0;
    while (p < end) {
        int8_t cell = cell_of(*p);
        if (cell == 0x7f)
            return gg_fail(err, 0, "character %zu of the position code, '%c', is no cell (h, f or A-I)",
                           (size_t)(p - text) + 1, *p >= 0x20 && *p < 0x7f ? *p : '?');
        p++;
        int64_t count = 1;
        if (p < end && *p >= '0' && *p <= '9') {
            const char *why = NULL;
            if (!read_number(&p, end, MINES_MAX_CELLS, &count, &why))
                return gg_fail(err, 0, "a run's count in the position code: %s", why);
            if (count < 3)
                return gg_fail(err, 0, "a run's count is 3 or more (a shorter run is written without one), "
                               "not %lld", (long long)count);
        }
        if ((size_t)count > n - at)
            return gg_fail(err, 0, "the position code has more cells than its board's %zu", n);
        /* The one way to write it: a run as long as it can be, a count
         * from three cells on. */
        if (cell == last && (count > 1 || last_len + 1 > 2))
            return gg_fail(err, 0, "the position code splits a run of '%c' (a run is written once, "
                           "with its count from 3 cells on)", symbol_of(cell));
        last_len = cell == last ? last_len + 1 : (size_t)count;
        last = cell;
        if (cells)
            memset(cells + at, cell, (size_t)count);
        at += (size_t)count;
    }
    if (at != n)
        return gg_fail(err, 0, "the position code has %zu cells, its board %zu", at, n);
    return GG_OK;
}

gg_status minescode_parse_position(const char *text, size_t len, mines_position *pos, gg_error *err)
{
    memset(pos, 0, sizeof *pos);
    trim(&text, &len);
    const char *p = text, *end = text + len;
    int64_t rows, cols, mines;
    gg_status st = read_header(&p, end, 'P', &rows, &cols, &mines, err);
    if (st != GG_OK)
        return st;
    size_t n = (size_t)(rows * cols);
    st = read_runs(text, p, end, n, NULL, err);
    if (st != GG_OK)
        return st;
    int8_t *cells = malloc(n);
    if (!cells)
        return GG_NO_MEMORY;
    read_runs(text, p, end, n, cells, err);
    size_t unrevealed = 0;
    for (size_t i = 0; i < n; i++)
        unrevealed += cells[i] < 0;
    if ((size_t)mines > unrevealed) {
        free(cells);
        return gg_fail(err, 0, "%lld mine%s not fit in the %zu cell%s not revealed", (long long)mines,
                       mines == 1 ? " does" : "s do", unrevealed, unrevealed == 1 ? "" : "s");
    }
    pos->rows = (int32_t)rows;
    pos->cols = (int32_t)cols;
    pos->mines = mines;
    pos->cells = cells;
    return GG_OK;
}

void minescode_free(mines_position *p)
{
    free(p->cells);
    p->cells = NULL;
}

static void print_header(char kind, int32_t rows, int32_t cols, int64_t mines, gg_out *out)
{
    gg_out_char(out, kind);
    gg_out_int(out, rows);
    gg_out_char(out, 'x');
    gg_out_int(out, cols);
    gg_out_char(out, 'm');
    gg_out_int(out, mines);
    gg_out_char(out, '.');
}

void minescode_print_layout(const mines_game *g, gg_out *out)
{
    size_t n = (size_t)g->rows * (size_t)g->cols;
    int64_t mines = 0;
    for (size_t i = 0; i < n; i++)
        mines += (g->cells[i] & MINES_MINE) != 0;
    print_header('L', g->rows, g->cols, mines, out);
    for (size_t i = 0; i < n; i += 6) {
        int v = 0;
        for (size_t k = 0; k < 6; k++)
            v = v << 1 | (i + k < n && (g->cells[i + k] & MINES_MINE));
        gg_out_char(out, base64url[v]);
    }
}

void minescode_print_position(const mines_position *p, gg_out *out)
{
    size_t n = (size_t)p->rows * (size_t)p->cols;
    print_header('P', p->rows, p->cols, p->mines, out);
    for (size_t i = 0; i < n;) {
        size_t run = 1;
        while (i + run < n && p->cells[i + run] == p->cells[i])
            run++;
        char sym = symbol_of(p->cells[i]);
        gg_out_char(out, sym);
        if (run == 2)
            gg_out_char(out, sym);
        else if (run > 2)
            gg_out_int(out, (int64_t)run);
        i += run;
    }
}
