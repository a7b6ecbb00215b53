/* cli_selfplay.c — `selfplay`'s report and its shards (cli_selfplay.h). */
#include "cli/cli_selfplay.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play/selfplay.h"

/* --- printing ------------------------------------------------------------ */

static void out_num(gg_out *out, const char *before, int64_t v)
{
    gg_out_str(out, before);
    gg_out_int(out, v);
}

/* The first line: "selfplay R x C, K mines, start S (first click row X, column Y), seed SEED". */
static void print_header(const selfplay_report *r, gg_out *out)
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
}

void selfplaytext_print(const selfplay_report *r, gg_out *out)
{
    print_header(r, out);
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

/* --- each game's outcome ------------------------------------------------- */

void selfplaytext_outcomes_header(const selfplay_report *r, gg_out *out)
{
    print_header(r, out);
    out_num(out, "games ", r->first + 1);
    out_num(out, "..", r->first + r->count);
    out_num(out, " of ", r->games);
    gg_out_char(out, '\n');
}

void selfplaytext_outcome(int64_t number, int won, int64_t guesses, gg_out *out)
{
    gg_out_int(out, number);
    gg_out_str(out, won ? " won " : " lost ");
    gg_out_int(out, guesses);
    gg_out_char(out, '\n');
}

void selfplaytext_outcomes_free(selfplay_outcomes *o)
{
    free(o->number);
    free(o->won);
    free(o->guesses);
    memset(o, 0, sizeof *o);
}

/* A block of an outcomes text: its games first .. first + count - 1
 * (0-based), at index `at` of the arrays as read, and its header's line. */
typedef struct block {
    int64_t first, count;
    size_t at;
    long line;
} block;

static int by_first(const void *a, const void *b)
{
    const block *x = a, *y = b;
    return x->first < y->first ? -1 : x->first > y->first;
}

/* Room for one game more in o's arrays (cap: their size). */
static int grow_games(selfplay_outcomes *o, size_t *cap)
{
    if ((size_t)o->count < *cap)
        return 1;
    size_t c = *cap ? 2 * *cap : 1024;
    int64_t *number = realloc(o->number, c * sizeof *number);
    if (number)
        o->number = number;
    uint8_t *won = realloc(o->won, c);
    if (won)
        o->won = won;
    int64_t *guesses = realloc(o->guesses, c * sizeof *guesses);
    if (guesses)
        o->guesses = guesses;
    if (!number || !won || !guesses)
        return 0;
    *cap = c;
    return 1;
}

/* The games line: "games A..B of G", 1 <= A <= B <= G. */
static gg_status read_games_line(const char *line, size_t len, long at, block *b, int64_t *games, gg_error *err)
{
    span s = {line, line + len};
    int64_t a, last;
    if (!take_text(&s, "games ") || !take_count(&s, &a) || !take_text(&s, "..") || !take_count(&s, &last) ||
        !take_text(&s, " of ") || !take_count(&s, games) || s.p != s.end)
        return gg_fail(err, at, "the second line of an outcomes block should read 'games A..B of G', not '%.*s'",
                       (int)(len < 60 ? len : 60), line);
    if (a < 1 || a > last || last > *games)
        return gg_fail(err, at, "games %lld..%lld of %lld cannot be: it needs 1 <= A <= B <= G", (long long)a,
                       (long long)last, (long long)*games);
    b->first = a - 1;
    b->count = last - a + 1;
    return GG_OK;
}

/* A game's line, which must be game `want`: "N won Q" or "N lost Q". */
static gg_status read_game_line(const char *line, size_t len, long at, int64_t want, int *won, int64_t *guesses,
                                gg_error *err)
{
    span s = {line, line + len};
    int64_t number;
    if (!take_count(&s, &number) || !((*won = take_text(&s, " won ")) || take_text(&s, " lost ")) ||
        !take_count(&s, guesses) || s.p != s.end)
        return gg_fail(err, at, "a game's line should read 'N won Q' or 'N lost Q' (its number, how it "
                                "ended, its guesses), not '%.*s'", (int)(len < 60 ? len : 60), line);
    if (number != want)
        return gg_fail(err, at, "game %lld is next here, not game %lld: a block lists its games in order, "
                                "each once", (long long)want, (long long)number);
    return GG_OK;
}

/* Put the games in game order (blocks may come in any order) and check
 * that no two blocks share a game. */
static gg_status order_blocks(selfplay_outcomes *o, block *blocks, size_t nb, gg_error *err)
{
    qsort(blocks, nb, sizeof *blocks, by_first);
    int in_order = 1;
    for (size_t i = 1; i < nb; i++) {
        if (blocks[i].first < blocks[i - 1].first + blocks[i - 1].count)
            return gg_fail(err, blocks[i].line, "games %lld..%lld here overlap games %lld..%lld of the block at "
                                                "line %ld: each game once",
                           (long long)blocks[i].first + 1, (long long)(blocks[i].first + blocks[i].count),
                           (long long)blocks[i - 1].first + 1, (long long)(blocks[i - 1].first + blocks[i - 1].count),
                           blocks[i - 1].line);
        in_order &= blocks[i].at > blocks[i - 1].at;
    }
    if (in_order)
        return GG_OK;
    size_t n = (size_t)o->count;
    int64_t *number = malloc(n * sizeof *number), *guesses = malloc(n * sizeof *guesses);
    uint8_t *won = malloc(n);
    if (!number || !guesses || !won) {
        free(number);
        free(guesses);
        free(won);
        return GG_NO_MEMORY;
    }
    size_t to = 0;
    for (size_t i = 0; i < nb; i++) {
        size_t c = (size_t)blocks[i].count;
        memcpy(number + to, o->number + blocks[i].at, c * sizeof *number);
        memcpy(guesses + to, o->guesses + blocks[i].at, c * sizeof *guesses);
        memcpy(won + to, o->won + blocks[i].at, c);
        to += c;
    }
    free(o->number);
    free(o->guesses);
    free(o->won);
    o->number = number;
    o->guesses = guesses;
    o->won = won;
    return GG_OK;
}

static gg_status read_outcomes(const char *text, size_t len, selfplay_outcomes *o, block **blocks, size_t *nb,
                               gg_error *err)
{
    gg_lines ls;
    gg_lines_init(&ls, text, len);
    const char *line;
    size_t line_len, cap = 0;
    /* 0: between blocks; 1: the games line is next; 2: inside a block's games */
    int state = 0;
    selfplay_report r;
    block b = {0, 0, 0, 0};
    int64_t next = 0, games = 0;
    char what[120];
    while (gg_lines_next(&ls, &line, &line_len)) {
        if (state == 2) {
            int won = 0;
            int64_t guesses;
            gg_status st = read_game_line(line, line_len, ls.line, next + 1, &won, &guesses, err);
            if (st != GG_OK)
                return st;
            if (!grow_games(o, &cap))
                return GG_NO_MEMORY;
            o->number[o->count] = next + 1;
            o->won[o->count] = (uint8_t)won;
            o->guesses[o->count] = guesses;
            o->count++;
            if (++next == b.first + b.count)
                state = 0;
            continue;
        }
        if (state == 1) {
            gg_status st = read_games_line(line, line_len, ls.line, &b, &games, err);
            if (st != GG_OK)
                return st;
            r.games = games;
            if (*nb == 0) {
                o->run = r;
            } else if (differ(&o->run, &r, what, sizeof what)) {
                return gg_fail(err, ls.line, "this block and the one at line %ld are of different runs (%s): "
                                             "one side of a comparison is one run", o->run.line, what);
            }
            block *grown = realloc(*blocks, (*nb + 1) * sizeof **blocks);
            if (!grown)
                return GG_NO_MEMORY;
            *blocks = grown;
            b.at = (size_t)o->count;
            (*blocks)[(*nb)++] = b;
            next = b.first;
            state = 2;
            continue;
        }
        if (line_len == 0)
            continue;
        memset(&r, 0, sizeof r);
        r.line = ls.line;
        if (!read_header(line, line_len, &r))
            return gg_fail(err, ls.line, "an outcomes block starts 'selfplay R x C, K mines, start S (first click "
                                         "row X, column Y), seed SEED', not '%.*s'",
                           (int)(line_len < 60 ? line_len : 60), line);
        b.line = ls.line;
        state = 1;
    }
    if (state == 1)
        return gg_fail(err, ls.line, "the block ends after its first line, without its games line");
    if (state == 2)
        return gg_fail(err, ls.line, "the block of games %lld..%lld ends after game %lld: games %lld..%lld are missing",
                       (long long)b.first + 1, (long long)(b.first + b.count), (long long)next,
                       (long long)next + 1, (long long)(b.first + b.count));
    if (*nb == 0)
        return gg_fail(err, 0, "no outcomes in it (it is empty): make them with selfplay --outcomes FILE");
    return order_blocks(o, *blocks, *nb, err);
}

gg_status selfplaytext_outcomes_read(const char *text, size_t len, selfplay_outcomes *o, gg_error *err)
{
    memset(o, 0, sizeof *o);
    block *blocks = NULL;
    size_t nb = 0;
    gg_status st = read_outcomes(text, len, o, &blocks, &nb, err);
    free(blocks);
    if (st != GG_OK)
        selfplaytext_outcomes_free(o);
    return st;
}

/* --- comparing two sides ------------------------------------------------- */

/* "won W (P%), guesses G per game" for one side. */
static void print_side(const char *label, const char *name, int64_t won, int64_t guesses, int64_t n, gg_out *out)
{
    char buf[120];
    gg_out_str(out, label);
    gg_out_str(out, name);
    snprintf(buf, sizeof buf, ": won %lld (%.2f%%), guesses %.3f per game\n", (long long)won,
             100.0 * (double)won / (double)n, (double)guesses / (double)n);
    gg_out_str(out, buf);
}

gg_status selfplaytext_compare(const selfplay_outcomes *a, const char *a_name, const selfplay_outcomes *b,
                               const char *b_name, gg_out *out, gg_error *err)
{
    char what[120];
    if (differ(&a->run, &b->run, what, sizeof what))
        return gg_fail(err, 0, "A (%s) and B (%s) are of different runs (%s): compare the same games of one run",
                       a_name, b_name, what);
    int64_t i = 0, j = 0, only[2] = {0, 0}, both = 0, neither = 0, won[2] = {0, 0}, guesses[2] = {0, 0};
    while (i < a->count || j < b->count) {
        if (j == b->count || (i < a->count && a->number[i] < b->number[j]))
            return gg_fail(err, 0, "game %lld is in A (%s) but not in B (%s): compare the same games",
                           (long long)a->number[i], a_name, b_name);
        if (i == a->count || b->number[j] < a->number[i])
            return gg_fail(err, 0, "game %lld is in B (%s) but not in A (%s): compare the same games",
                           (long long)b->number[j], b_name, a_name);
        int x = a->won[i], y = b->won[j];
        won[0] += x;
        won[1] += y;
        guesses[0] += a->guesses[i++];
        guesses[1] += b->guesses[j++];
        if (x && y)
            both++;
        else if (x)
            only[0]++;
        else if (y)
            only[1]++;
        else
            neither++;
    }
    int64_t n = a->count;
    print_header(&a->run, out);
    out_num(out, "paired ", n);
    gg_out_str(out, n == 1 ? " game\n" : " games\n");
    print_side("A ", a_name, won[0], guesses[0], n, out);
    print_side("B ", b_name, won[1], guesses[1], n, out);
    /* The difference of paired proportions: its variance over the n games
     * is ((a + b) - (b - a)^2 / n) / n^2 with a, b the games won by one
     * side only; McNemar's z is (b - a) / sqrt(a + b). */
    double nn = (double)n, x = (double)only[0], y = (double)only[1], d = (y - x) / nn;
    double var = ((x + y) - (y - x) * (y - x) / nn) / (nn * nn);
    double half = 1.959964 * sqrt(var > 0 ? var : 0), z = x + y > 0 ? (y - x) / sqrt(x + y) : 0;
    /* In points; within half a hundredth of 0 prints +0.00, never -0.00. */
    double pts[3] = {100 * d, 100 * (d - half), 100 * (d + half)};
    for (int k = 0; k < 3; k++)
        if (fabs(pts[k]) < 0.005)
            pts[k] = 0;
    char buf[200];
    snprintf(buf, sizeof buf,
             "won by A only %lld, by B only %lld, by both %lld, by neither %lld\n"
             "B - A: %+.2f points (95%% CI %+.2f..%+.2f), z %.2f (McNemar)\n",
             (long long)only[0], (long long)only[1], (long long)both, (long long)neither, pts[0], pts[1],
             pts[2], z);
    gg_out_str(out, buf);
    return GG_OK;
}
