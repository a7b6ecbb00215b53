/* snakescode.c — the board code `10_4-14_16-6`: parse and print
 * (docs/snakes.md §8; see snakescode.h). */
#include "formats/snakescode.h"

static int blank(char c)
{
    return c == ' ' || c == '\t';
}

int snakescode_is_code(const char *text, size_t len)
{
    size_t i = 0;
    while (i < len && blank(text[i]))
        i++;
    return i < len && text[i] >= '0' && text[i] <= '9';
}

/* A decimal number at *p, no sign, no leading zero, at most max: 1 and
 * *v, or 0 (not a number, a leading zero, or past max). */
static int number(const char **p, const char *end, int64_t max, int64_t *v)
{
    const char *q = *p;
    if (q == end || *q < '0' || *q > '9' || (*q == '0' && q + 1 < end && q[1] >= '0' && q[1] <= '9'))
        return 0;
    int64_t x = 0;
    while (q < end && *q >= '0' && *q <= '9') {
        x = x * 10 + (*q++ - '0');
        if (x > max)
            return 0;
    }
    *p = q;
    *v = x;
    return 1;
}

gg_status snakescode_parse(const char *text, size_t len, long line, snakes_board *b, gg_error *err)
{
    b->dest = NULL;
    const char *p = text, *end = text + len;
    while (p < end && blank(*p))
        p++;
    while (end > p && blank(end[-1]))
        end--;
    int64_t n;
    if (!number(&p, end, SNAKES_MAX_SIDE, &n) || n < 2)
        return gg_fail(err, line, "a board code starts with the side, 2 to %d (no leading zeros), as in 10_4-14",
                       SNAKES_MAX_SIDE);
    gg_status st = snakes_init(b, (int32_t)n);
    if (st != GG_OK)
        return st;
    int64_t last = n * n, prev = 0, from, to;
    while (p < end) {
        long at = (long)(p - text) + 1;
        if (*p++ != '_' || !number(&p, end, last, &from) || p == end || *p++ != '-' ||
            !number(&p, end, last, &to) || from <= prev || from == last || from == to || to == 0) {
            st = gg_fail(err, line, "board code, character %ld: expected _FROM-TO, squares 1 to %lld, "
                         "FROM after %lld, below %lld and not TO", at, (long long)last, (long long)prev,
                         (long long)last);
            break;
        }
        b->dest[from] = (int32_t)to;
        prev = from;
    }
    if (st != GG_OK)
        snakes_free(b);
    return st;
}

void snakescode_print(const snakes_board *b, gg_out *out)
{
    gg_out_int(out, b->n);
    for (int32_t s = 1; s <= b->squares; s++) {
        if (b->dest[s] == s)
            continue;
        char *p = gg_out_reserve(out, 48);
        if (!p)
            return;
        char *q = p;
        *q++ = '_';
        q = gg_fmt_int(q, s);
        *q++ = '-';
        q = gg_fmt_int(q, b->dest[s]);
        gg_out_commit(out, (size_t)(q - p));
    }
}
