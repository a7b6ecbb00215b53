/* selfplaytext.c — `selfplay`'s report and its shards (selfplaytext.h). */
#include "formats/selfplaytext.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "solver/selfplay.h"

/* --- printing ------------------------------------------------------------ */

static void out_num(gg_out *out, const char *before, int64_t v)
{
    gg_out_str(out, before);
    gg_out_int(out, v);
}

void selfplaytext_print(const selfplay_report *r, gg_out *out)
{
    out_num(out, "selfplay ", r->rows);
    out_num(out, " x ", r->cols);
    out_num(out, ", ", r->mines);
    gg_out_str(out, " mines, start ");
    gg_out_bytes(out, r->start, r->start_len);
    out_num(out, " (first click row ", r->first_row);
    out_num(out, ", column ", r->first_col);
    gg_out_str(out, "), seed ");
    gg_out_bytes(out, r->seed, r->seed_len);
    gg_out_char(out, '\n');
    if (r->shards > 0) {
        out_num(out, "shard ", r->shard);
        out_num(out, "/", r->shards);
        out_num(out, ": games ", r->first + 1);
        out_num(out, "..", r->first + r->count);
        out_num(out, " of ", r->games);
        out_num(out, ", won ", r->won);
        out_num(out, ", guesses ", r->guesses);
        gg_out_char(out, '\n');
    }
    /* Wilson score interval, 95% (z = 1.959964): sound near 0 and 1, where
     * the normal approximation is not. */
    double nn = (double)r->count, ph = (double)r->won / nn, z = 1.959964, z2 = z * z;
    double centre = (ph + z2 / (2 * nn)) / (1 + z2 / nn);
    double half = z * sqrt(ph * (1 - ph) / nn + z2 / (4 * nn * nn)) / (1 + z2 / nn);
    char buf[160];
    snprintf(buf, sizeof buf,
             "won %lld of %lld games: %.2f%% (95%% CI %.2f%%..%.2f%%, Wilson)\n"
             "guesses %.3f per game\n",
             (long long)r->won, (long long)r->count, 100 * ph, 100 * (centre - half), 100 * (centre + half),
             (double)r->guesses / nn);
    gg_out_str(out, buf);
}

/* --- reading ------------------------------------------------------------- */

/* A cursor over one line. */
typedef struct span {
    const char *p, *end;
} span;

static int take_text(span *s, const char *text)
{
    size_t n = strlen(text);
    if ((size_t)(s->end - s->p) < n || memcmp(s->p, text, n) != 0)
        return 0;
    s->p += n;
    return 1;
}

/* A whole number 0..10^9 (what the shard line's fields can be: a run has at
 * most 10^9 games, and no count here is larger). */
static int take_count(span *s, int64_t *v)
{
    if (s->p == s->end || *s->p < '0' || *s->p > '9')
        return 0;
    return gg_parse_int(&s->p, s->end, v) == 1 && *v <= 1000000000;
}

static int starts_with(const char *line, size_t len, const char *prefix)
{
    size_t n = strlen(prefix);
    return len >= n && memcmp(line, prefix, n) == 0;
}

/* The header: "selfplay R x C, K mines, start S (first click row X, column Y), seed SEED". */
static int read_header(const char *line, size_t len, selfplay_report *r)
{
    static const char click[] = " (first click row ";
    span s = {line, line + len};
    if (!take_text(&s, "selfplay ") || gg_parse_int(&s.p, s.end, &r->rows) != 1 || !take_text(&s, " x ") ||
        gg_parse_int(&s.p, s.end, &r->cols) != 1 || !take_text(&s, ", ") ||
        gg_parse_int(&s.p, s.end, &r->mines) != 1 || !take_text(&s, " mines, start "))
        return 0;
    r->start = s.p;
    while ((size_t)(s.end - s.p) >= sizeof click - 1 && memcmp(s.p, click, sizeof click - 1) != 0)
        s.p++;
    r->start_len = (size_t)(s.p - r->start);
    if (r->start_len == 0 || !take_text(&s, click) || gg_parse_int(&s.p, s.end, &r->first_row) != 1 ||
        !take_text(&s, ", column ") || gg_parse_int(&s.p, s.end, &r->first_col) != 1 ||
        !take_text(&s, "), seed "))
        return 0;
    r->seed = s.p;
    r->seed_len = (size_t)(s.end - s.p);
    return 1;
}

/* The shard line: "shard I/N: games A..B of G, won W, guesses Q", checked
 * against selfplay_shard_range. */
static gg_status read_shard_line(const char *line, size_t len, long at, selfplay_report *r, gg_error *err)
{
    span s = {line, line + len};
    int64_t a, b;
    if (!take_text(&s, "shard ") || !take_count(&s, &r->shard) || !take_text(&s, "/") ||
        !take_count(&s, &r->shards) || !take_text(&s, ": games ") || !take_count(&s, &a) ||
        !take_text(&s, "..") || !take_count(&s, &b) || !take_text(&s, " of ") || !take_count(&s, &r->games) ||
        !take_text(&s, ", won ") || !take_count(&s, &r->won) || !take_text(&s, ", guesses ") ||
        gg_parse_int(&s.p, s.end, &r->guesses) != 1 || r->guesses < 0 || s.p != s.end)
        return gg_fail(err, at, "the shard line should read 'shard I/N: games A..B of G, won W, guesses Q', "
                                "not '%.*s'", (int)(len < 60 ? len : 60), line);
    if (r->shard < 1 || r->shard > r->shards || r->shards > r->games)
        return gg_fail(err, at, "shard %lld/%lld of %lld games cannot be: it needs 1 <= I <= N <= G",
                       (long long)r->shard, (long long)r->shards, (long long)r->games);
    selfplay_shard_range(r->games, r->shard, r->shards, &r->first, &r->count);
    if (a != r->first + 1 || b != r->first + r->count)
        return gg_fail(err, at, "shard %lld/%lld of %lld games plays games %lld..%lld, not %lld..%lld",
                       (long long)r->shard, (long long)r->shards, (long long)r->games, (long long)r->first + 1,
                       (long long)(r->first + r->count), (long long)a, (long long)b);
    if (r->won > r->count)
        return gg_fail(err, at, "won %lld of the shard's %lld games cannot be", (long long)r->won,
                       (long long)r->count);
    return GG_OK;
}

gg_status selfplaytext_read(const char *text, size_t len, selfplay_report **reports, size_t *n, gg_error *err)
{
    gg_lines ls;
    gg_lines_init(&ls, text, len);
    const char *line;
    size_t line_len;
    size_t found = 0;
    /* 0: between reports; 1: the shard line is next; 2: inside a report */
    int state = 0;
    selfplay_report r;
    while (gg_lines_next(&ls, &line, &line_len)) {
        if (state == 1) {
            if (!starts_with(line, line_len, "shard "))
                return gg_fail(err, ls.line, "this report has no shard line after its first: it is of a whole "
                                             "run (made without --shard), and only shard reports merge");
            gg_status st = read_shard_line(line, line_len, ls.line, &r, err);
            if (st != GG_OK)
                return st;
            selfplay_report *grown = realloc(*reports, (*n + 1) * sizeof **reports);
            if (!grown)
                return GG_NO_MEMORY;
            *reports = grown;
            (*reports)[(*n)++] = r;
            found++;
            state = 2;
            continue;
        }
        if (line_len == 0)
            continue;
        if (starts_with(line, line_len, "selfplay ")) {
            memset(&r, 0, sizeof r);
            r.line = ls.line;
            if (!read_header(line, line_len, &r))
                return gg_fail(err, ls.line, "the first line of a selfplay report reads 'selfplay R x C, K mines, "
                                             "start S (first click row X, column Y), seed SEED', not '%.*s'",
                               (int)(line_len < 60 ? line_len : 60), line);
            state = 1;
            continue;
        }
        if (state == 2 && (starts_with(line, line_len, "won ") || starts_with(line, line_len, "guesses ") ||
                           starts_with(line, line_len, "games/s ")))
            continue;
        return gg_fail(err, ls.line, "not a selfplay shard report: '%.*s' is no line of one",
                       (int)(line_len < 60 ? line_len : 60), line);
    }
    if (state == 1)
        return gg_fail(err, ls.line, "the report ends after its first line, without its shard line");
    if (found == 0)
        return gg_fail(err, 0, "no selfplay shard report in it (it is empty)");
    return GG_OK;
}

/* --- merging ------------------------------------------------------------- */

typedef struct ranked {
    int64_t shard;
    size_t at; /* index into the reports */
} ranked;

static int by_shard(const void *a, const void *b)
{
    const ranked *x = a, *y = b;
    if (x->shard != y->shard)
        return x->shard < y->shard ? -1 : 1;
    return x->at < y->at ? -1 : x->at > y->at;
}

/* Which parameter two reports differ in, as "A and B" in *what; 0 when
 * they are of the same run. */
static int differ(const selfplay_report *a, const selfplay_report *b, char *what, size_t cap)
{
    if (a->rows != b->rows || a->cols != b->cols || a->mines != b->mines) {
        gg_format(what, cap, "%lld x %lld with %lld mines and %lld x %lld with %lld mines", (long long)a->rows,
                  (long long)a->cols, (long long)a->mines, (long long)b->rows, (long long)b->cols,
                  (long long)b->mines);
    } else if (a->start_len != b->start_len || memcmp(a->start, b->start, a->start_len) != 0 ||
               a->first_row != b->first_row || a->first_col != b->first_col) {
        gg_format(what, cap, "start %.*s and start %.*s", (int)(a->start_len < 30 ? a->start_len : 30), a->start,
                  (int)(b->start_len < 30 ? b->start_len : 30), b->start);
    } else if (a->seed_len != b->seed_len || memcmp(a->seed, b->seed, a->seed_len) != 0) {
        gg_format(what, cap, "seed %.*s and seed %.*s", (int)(a->seed_len < 30 ? a->seed_len : 30), a->seed,
                  (int)(b->seed_len < 30 ? b->seed_len : 30), b->seed);
    } else if (a->games != b->games) {
        gg_format(what, cap, "%lld games and %lld games", (long long)a->games, (long long)b->games);
    } else if (a->shards != b->shards) {
        gg_format(what, cap, "%lld shards and %lld shards", (long long)a->shards, (long long)b->shards);
    } else {
        return 0;
    }
    return 1;
}

gg_status selfplaytext_merge(const selfplay_report *reports, const char *const *names, size_t n,
                             selfplay_report *whole, gg_error *err)
{
    const selfplay_report *first = &reports[0];
    char what[120];
    for (size_t i = 1; i < n; i++)
        if (differ(first, &reports[i], what, sizeof what))
            return gg_fail(err, 0, "%s's shard %lld/%lld and %s's shard %lld/%lld are of different runs (%s): "
                                   "they do not merge", names[0], (long long)first->shard,
                           (long long)first->shards, names[i], (long long)reports[i].shard,
                           (long long)reports[i].shards, what);
    ranked *order = malloc(n * sizeof *order);
    if (!order)
        return GG_NO_MEMORY;
    for (size_t i = 0; i < n; i++) {
        order[i].shard = reports[i].shard;
        order[i].at = i;
    }
    qsort(order, n, sizeof *order, by_shard);
    gg_status st = GG_OK;
    int64_t next = 1, missing = 0, first_missing = 0;
    for (size_t i = 0; i < n && st == GG_OK; i++) {
        if (i > 0 && order[i].shard == order[i - 1].shard) {
            const selfplay_report *r = &reports[order[i].at];
            const char *one = names[order[i - 1].at], *other = names[order[i].at];
            int same = strcmp(one, other) == 0;
            st = gg_fail(err, 0, "shard %lld/%lld (games %lld..%lld) is given twice, %s %s%s%s: "
                                 "shards must not overlap", (long long)r->shard, (long long)r->shards,
                         (long long)r->first + 1, (long long)(r->first + r->count), same ? "both in" : "in", one,
                         same ? "" : " and in ", same ? "" : other);
            break;
        }
        if (order[i].shard > next && first_missing == 0)
            first_missing = next;
        missing += order[i].shard - next;
        next = order[i].shard + 1;
    }
    free(order);
    if (st != GG_OK)
        return st;
    missing += first->shards + 1 - next;
    if (missing > 0) {
        if (first_missing == 0)
            first_missing = next;
        int64_t a, count;
        selfplay_shard_range(first->games, first_missing, first->shards, &a, &count);
        if (missing == 1)
            return gg_fail(err, 0, "shard %lld/%lld (games %lld..%lld of %lld) is missing: merging needs every shard",
                           (long long)first_missing, (long long)first->shards, (long long)a + 1,
                           (long long)(a + count), (long long)first->games);
        return gg_fail(err, 0, "%lld of the %lld shards are missing, the first shard %lld/%lld (games %lld..%lld "
                               "of %lld): merging needs every shard", (long long)missing, (long long)first->shards,
                       (long long)first_missing, (long long)first->shards, (long long)a + 1, (long long)(a + count),
                       (long long)first->games);
    }
    *whole = *first;
    whole->shard = whole->shards = 0;
    whole->first = 0;
    whole->count = first->games;
    whole->won = whole->guesses = 0;
    whole->line = 0;
    for (size_t i = 0; i < n; i++) {
        whole->won += reports[i].won;
        whole->guesses += reports[i].guesses;
    }
    return GG_OK;
}
