/* gg_research.c — our side of the comparison with another solver
 * (tests/research/README.md). Not part of ctest; compare.sh builds it
 * against the engine library.
 *
 *   gg_research play SEED START FIRST COUNT LAYOUTS OURS
 *       Deal games FIRST .. FIRST+COUNT-1 of a self-play run seeded SEED
 *       (START: safe-corner or opening-3-3; the layouts of `gridgames
 *       selfplay --seed SEED --start START`), write each layout to LAYOUTS
 *       and play it with our solver, move by move as selfplay.c does,
 *       writing each move with our chance of a mine to OURS. Each game's
 *       result is checked against selfplay_game's.
 *   gg_research diverge START OURS OTHER LAYOUTS SAMPLES OUT
 *       For each game won by one side only, the first guess where the two
 *       part: both choices with our exact chance of a mine, where they
 *       are, and each one's worth: SAMPLES layouts drawn uniformly from
 *       those the view allows, each choice played on them and the rest of
 *       the game by our solver. One line a divergence to OUT; a position
 *       and pair of choices met before is not measured again (its line
 *       ends `seen K`, K the game that measured it), and a position with
 *       one cell revealed (the first guess after a numbered corner, met
 *       again and again) is measured with ten times SAMPLES.
 *
 * Line formats: LAYOUTS `k rows cols first_r first_c mines cell...`;
 * OURS and OTHER `k won moves cell:kind:p ...` (cell = row * cols +
 * column; p the chance of a mine; our kinds: s proved safe, e endgame
 * search, f forced 50/50, l look-ahead; the other side's: c certain,
 * g guess, m a flag, a any other action, neither swept here). */
#define _POSIX_C_SOURCE 199309L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "base/rng.h"
#include "solver/endgame.h"
#include "gen/minegen.h"
#include "play/selfplay.h"
#include "solver/solver_internal.h" /* solver_mark, solver_copy_view: the sampler */

#define ROWS 16
#define COLS 30
#define MINES 99
#define CELLS (ROWS * COLS)
#define MAX_MOVES (CELLS + 8)

typedef struct move_rec {
    int32_t cell;
    char kind;
    double p;
} move_rec;

typedef struct game_rec {
    long k;
    int won;
    int n;
    move_rec m[MAX_MOVES];
} game_rec;

/* What a playout from a choice showed. */
typedef struct playout {
    int won;
    int safe;         /* the choice was no mine */
    int progress;     /* it opened more than itself, or logic then found a safe cell */
    double next_safe; /* the chance of the next guess being safe (1: none needed) */
    int fifty;        /* a guess at even odds came later */
    int guesses;      /* guesses after the choice */
} playout;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

static void show_revealed(selfplay *p)
{
    const mines_game *g = &p->game;
    for (size_t k = 0; k < g->revealed_count; k++) {
        uint32_t i = g->revealed[k];
        solver_reveal(&p->solver, i, g->cells[i] & MINES_COUNT_MASK);
    }
}

/* selfplay.c's loop, from `move` (the first click, or a choice made in a
 * position already shown to the solver), recording each move. */
static int play_on(selfplay *p, gg_rng *rng, int64_t move, move_rec *rec, int *nrec)
{
    mines_game *g = &p->game;
    solver *s = &p->solver;
    *nrec = 0;
    mines_feedback fb = mines_sweep(g, (int32_t)(move / g->cols), (int32_t)(move % g->cols));
    while (fb == MINES_FB_DETECTED && g->result == MINES_PLAYING) {
        show_revealed(p);
        solver_deduce(s);
        char kind = 's';
        double pm = 0;
        move = solver_next_safe(s);
        if (move < 0) {
            if (solver_analyse(s, 1) != GG_OK)
                return -1;
            move = solver_next_safe(s);
            if (move < 0 && p->endgame) {
                move = endgame_guess(s, NULL);
                kind = 'e';
            }
            if (move < 0) {
                move = solver_forced_guess(s, &p->scratch);
                kind = 'f';
            }
            if (move < 0) {
                move = solver_lookahead_guess(s, &p->scratch, rng, p->candidates);
                kind = 'l';
            }
            if (move < 0)
                break;
            if ((s->know[move] & 3) == SOLVER_SAFE)
                kind = 's';
            else
                pm = s->prob[move];
        }
        if (*nrec < MAX_MOVES)
            rec[(*nrec)++] = (move_rec){(int32_t)move, kind, pm};
        fb = mines_sweep(g, (int32_t)(move / g->cols), (int32_t)(move % g->cols));
    }
    return g->result == MINES_WON;
}

static int parse_start(const char *text, minegen_mode *mode, int *fr, int *fc)
{
    if (strcmp(text, "safe-corner") == 0) {
        *mode = MINEGEN_SAFE;
        *fr = *fc = 0;
    } else if (strcmp(text, "opening-3-3") == 0) {
        *mode = MINEGEN_OPENING;
        *fr = *fc = 3;
    } else
        return -1;
    return 0;
}

static void write_moves(FILE *f, long k, int won, const move_rec *m, int n)
{
    fprintf(f, "%ld %d %d", k, won, n);
    for (int q = 0; q < n; q++)
        fprintf(f, " %d:%c:%.6g", m[q].cell, m[q].kind, m[q].p);
    fputc('\n', f);
}

static int cmd_play(int argc, char **argv)
{
    if (argc != 8)
        return 2;
    uint64_t seed = strtoull(argv[2], NULL, 10);
    minegen_mode mode;
    int fr, fc;
    if (parse_start(argv[3], &mode, &fr, &fc) != 0)
        return 2;
    long first = atol(argv[4]), count = atol(argv[5]);
    FILE *lay = fopen(argv[6], "w"), *ours = fopen(argv[7], "w");
    if (!lay || !ours)
        return 2;
    selfplay p, check;
    if (selfplay_init(&p, ROWS, COLS, MINES) != GG_OK || selfplay_init(&check, ROWS, COLS, MINES) != GG_OK)
        return 2;
    static move_rec rec[MAX_MOVES];
    long won = 0, mismatch = 0;
    double t0 = now_s(), played = 0;
    for (long k = first; k < first + count; k++) {
        uint64_t gs = selfplay_game_seed(seed, (uint64_t)k);
        gg_error err;
        mines_clear(&p.game);
        if (minegen_layout(&p.game, MINES, gs, mode, fr, fc, &err) != GG_OK)
            return 2;
        fprintf(lay, "%ld %d %d %d %d %d", k, ROWS, COLS, fr, fc, MINES);
        for (int i = 0; i < CELLS; i++)
            if (p.game.cells[i] & MINES_MINE)
                fprintf(lay, " %d", i);
        fputc('\n', lay);
        solver_reset(&p.solver);
        gg_rng rng;
        gg_rng_seed(&rng, gs ^ UINT64_C(0x5eed0f9a3e5b1a7d));
        double t1 = now_s();
        int n, w = play_on(&p, &rng, (int64_t)fr * COLS + fc, rec, &n);
        played += now_s() - t1;
        if (w < 0)
            return 2;
        won += w;
        write_moves(ours, k, w, rec, n);
        selfplay_game_result r;
        if (selfplay_game(&check, gs, mode, fr, fc, &r, &err) != GG_OK || r.won != w)
            mismatch++;
    }
    fclose(lay);
    fclose(ours);
    fprintf(stderr, "ours: %ld games, %ld won (%.3f%%), %.1f s playing, %.1f games/s; %ld differ from selfplay_game\n",
            count, won, 100.0 * won / count, played, count / played, mismatch);
    (void)t0;
    selfplay_free(&p);
    selfplay_free(&check);
    return mismatch ? 1 : 0;
}

/* ---- reading the records --------------------------------------------- */

static int read_game(FILE *f, game_rec *g)
{
    if (fscanf(f, "%ld %d %d", &g->k, &g->won, &g->n) != 3)
        return 0;
    for (int q = 0; q < g->n; q++) {
        char kind;
        if (fscanf(f, " %d:%c:%lf", &g->m[q].cell, &kind, &g->m[q].p) != 3)
            return 0;
        g->m[q].kind = kind;
    }
    return 1;
}

static int read_layout(FILE *f, long *k, int *fr, int *fc, uint8_t *mine)
{
    int rows, cols, n;
    if (fscanf(f, "%ld %d %d %d %d %d", k, &rows, &cols, fr, fc, &n) != 6 || rows != ROWS || cols != COLS)
        return 0;
    memset(mine, 0, CELLS);
    for (int q = 0; q < n; q++) {
        int c;
        if (fscanf(f, "%d", &c) != 1)
            return 0;
        mine[c] = 1;
    }
    return 1;
}

/* ---- positions, layouts consistent with them, playouts ---------------- */

/* Set p's game to `mine` with the cells `open` swept, and show them to
 * the solver. */
static void set_position(selfplay *p, const uint8_t *mine, const uint8_t *open)
{
    mines_game *g = &p->game;
    mines_clear(g);
    for (int i = 0; i < CELLS; i++)
        if (mine[i])
            g->cells[i] |= MINES_MINE;
    mines_recount(g);
    solver_reset(&p->solver);
    for (int i = 0; i < CELLS; i++)
        if (open[i]) {
            mines_set_open(g, i / COLS, i % COLS);
            solver_reveal(&p->solver, (size_t)i, g->cells[i] & MINES_COUNT_MASK);
        }
    solver_deduce(&p->solver);
}

static int beside_number(const solver *s, int i)
{
    int r = i / COLS, c = i % COLS;
    for (int y = r - 1; y <= r + 1; y++)
        for (int x = c - 1; x <= c + 1; x++)
            if (y >= 0 && x >= 0 && y < ROWS && x < COLS && (y != r || x != c) && s->view[y * COLS + x] >= 0)
                return 1;
    return 0;
}

static const char *place(int i)
{
    int r = i / COLS, c = i % COLS;
    int er = r == 0 || r == ROWS - 1, ec = c == 0 || c == COLS - 1;
    return er && ec ? "corner" : er || ec ? "edge" : "interior";
}

/* A layout drawn uniformly from those s's view allows: each undecided
 * cell next to a number drawn from its exact chance given the draws
 * before it (t, a copy of s's view, analysed again after each), then the
 * mines left spread uniformly over the cells next to no number. Returns
 * 1, or 0 when the view's analysis is not exact (the draw is then only
 * near-uniform) — the layout is written either way; -1 on failure. */
static int sample_layout(solver *t, const solver *s, gg_rng *rng, uint8_t *mine)
{
    solver_copy_view(t, s);
    if (solver_analyse(t, 1) != GG_OK)
        return -1;
    int exact = t->exact;
    for (;;) {
        int pick = -1;
        for (int i = 0; i < CELLS && pick < 0; i++)
            if (t->view[i] < 0 && KNOW(t, i) == SOLVER_UNKNOWN && beside_number(t, i))
                pick = i;
        if (pick < 0)
            break;
        double u = (double)(gg_rng_next(rng) >> 11) * (1.0 / 9007199254740992.0);
        solver_mark(t, (size_t)pick, u < t->prob[pick] ? SOLVER_MINE : SOLVER_SAFE);
        if (solver_analyse(t, 1) != GG_OK)
            return -1;
        exact &= t->exact;
        if (t->contradiction)
            return -1;
    }
    int free_cells[CELLS], nf = 0;
    for (int i = 0; i < CELLS; i++) {
        mine[i] = t->view[i] < 0 && KNOW(t, i) == SOLVER_MINE;
        if (t->view[i] < 0 && KNOW(t, i) == SOLVER_UNKNOWN)
            free_cells[nf++] = i;
    }
    int64_t left = t->mines - t->known_mines;
    if (left < 0 || left > nf)
        return -1;
    for (int q = 0; q < left; q++) { /* a partial Fisher-Yates shuffle */
        int j = q + (int)gg_rng_below(rng, (uint64_t)(nf - q));
        int x = free_cells[q];
        free_cells[q] = free_cells[j];
        free_cells[j] = x;
        mine[free_cells[q]] = 1;
    }
    return exact;
}

static void run_playout(selfplay *p, const uint8_t *mine, const uint8_t *open, int choice, uint64_t rseed, playout *o)
{
    static move_rec rec[MAX_MOVES];
    set_position(p, mine, open);
    gg_rng rng;
    gg_rng_seed(&rng, rseed);
    int n;
    size_t before = p->game.safe_left;
    memset(o, 0, sizeof *o);
    o->next_safe = 1;
    o->won = play_on(p, &rng, choice, rec, &n) == 1;
    o->safe = !mine[choice];
    if (!o->safe) {
        o->next_safe = 0;
        return;
    }
    (void)before;
    o->progress = (n > 0 && rec[0].kind == 's');
    int seen_next = 0;
    for (int q = 0; q < n; q++) {
        if (rec[q].kind == 's')
            continue;
        o->guesses++;
        if (!seen_next) {
            o->next_safe = 1 - rec[q].p;
            seen_next = 1;
        }
        if (rec[q].kind == 'f' || fabs(rec[q].p - 0.5) < 1e-9)
            o->fifty = 1;
    }
}

/* Replay `g`'s moves on `mine` from the first click; the indices of
 * the moves that were guesses by what our solver knew when each was made
 * (a hidden cell it had not proved safe), in order. */
static int guesses_by_our_knowledge(selfplay *p, const uint8_t *mine, int fr, int fc, const game_rec *g, int *idx)
{
    static uint8_t none[CELLS];
    set_position(p, mine, none);
    mines_game *gm = &p->game;
    solver *s = &p->solver;
    int n = 0;
    mines_feedback fb = mines_sweep(gm, fr, fc);
    for (int q = 0; q < g->n && fb == MINES_FB_DETECTED && gm->result == MINES_PLAYING; q++) {
        show_revealed(p);
        solver_deduce(s);
        int c = g->m[q].cell;
        if (g->m[q].kind == 'm' || g->m[q].kind == 'a' || s->view[c] >= 0) /* a flag, or nothing to sweep */
            continue;
        if (KNOW(s, c) == SOLVER_UNKNOWN) {
            solver_analyse(s, 0);
            if (KNOW(s, c) == SOLVER_UNKNOWN)
                idx[n++] = q;
        }
        fb = mines_sweep(gm, c / COLS, c % COLS);
    }
    return n;
}

static int cmd_diverge(int argc, char **argv)
{
    if (argc != 8)
        return 2;
    minegen_mode mode;
    int fr0, fc0;
    if (parse_start(argv[2], &mode, &fr0, &fc0) != 0)
        return 2;
    FILE *fo = fopen(argv[3], "r"), *fj = fopen(argv[4], "r"), *fl = fopen(argv[5], "r");
    int samples = atoi(argv[6]);
    FILE *out = fopen(argv[7], "w");
    if (!fo || !fj || !fl || !out || samples < 1)
        return 2;
    selfplay p, q;
    solver t;
    if (selfplay_init(&p, ROWS, COLS, MINES) != GG_OK || selfplay_init(&q, ROWS, COLS, MINES) != GG_OK ||
        solver_init(&t, ROWS, COLS, MINES) != GG_OK)
        return 2;
    static game_rec go, gj;
    static uint8_t mine[CELLS], open[CELLS], drawn[CELLS];
    static int gi_o[MAX_MOVES], gi_j[MAX_MOVES];
    fprintf(out, "# k ours_won other_won guess unknown | ours: cell kind p place beside | other: cell p_ours p_theirs place "
                 "beside | exact samples worth_ours worth_other only_ours only_other | safe progress next fifty (ours, "
                 "other)\n");
    long games = 0, parted = 0;
    double t0 = now_s();
    enum { MAX_MET = 4096 };
    static uint64_t met[MAX_MET];
    static long met_k[MAX_MET];
    static char met_line[MAX_MET][256];
    int nmet = 0;
    for (;;) {
        long k;
        int fr, fc;
        if (!read_layout(fl, &k, &fr, &fc, mine) || !read_game(fo, &go) || !read_game(fj, &gj))
            break;
        if (go.k != k || gj.k != k) {
            fprintf(stderr, "diverge: game %ld out of step\n", k);
            return 2;
        }
        games++;
        if (go.won == gj.won)
            continue;
        parted++;
        int no = guesses_by_our_knowledge(&p, mine, fr, fc, &go, gi_o);
        int nj = guesses_by_our_knowledge(&p, mine, fr, fc, &gj, gi_j);
        int i = 0;
        while (i < no && i < nj && go.m[gi_o[i]].cell == gj.m[gi_j[i]].cell)
            i++;
        if (i >= no || i >= nj) {
            fprintf(out, "%ld %d %d %d none\n", k, go.won, gj.won, i);
            continue;
        }
        /* The position before our guess i: every move before it replayed. */
        static uint8_t none[CELLS];
        set_position(&p, mine, none);
        mines_sweep(&p.game, fr, fc);
        for (int m = 0; m < gi_o[i]; m++)
            mines_sweep(&p.game, go.m[m].cell / COLS, go.m[m].cell % COLS);
        for (int c = 0; c < CELLS; c++)
            open[c] = (p.game.cells[c] & MINES_OPEN) != 0;
        set_position(&p, mine, open);
        solver *s = &p.solver;
        solver_analyse(s, 1);
        int a = go.m[gi_o[i]].cell, b = gj.m[gi_j[i]].cell;
        fprintf(out, "%ld %d %d %d %ld | %d %c %.6f %s %d | %d %.6f %.6f %s %d |", k, go.won, gj.won, i, (long)s->unknown,
                a, go.m[gi_o[i]].kind, s->prob[a], place(a), beside_number(s, a), b,
                s->view[b] < 0 && KNOW(s, b) == SOLVER_UNKNOWN ? s->prob[b] : -1.0, gj.m[gi_j[i]].p, place(b),
                beside_number(s, b));
        if (s->view[b] >= 0 || KNOW(s, b) != SOLVER_UNKNOWN) {
            fprintf(out, " known\n");
            continue;
        }
        /* The same position and choices met before (the first guess after
         * a numbered corner, mostly): its worth is not measured again. */
        uint64_t h = UINT64_C(1469598103934665603);
        for (int c = 0; c < CELLS; c++)
            h = (h ^ (uint8_t)(s->view[c] + 2)) * UINT64_C(1099511628211);
        h = (h ^ (uint64_t)a) * UINT64_C(1099511628211);
        h = (h ^ (uint64_t)b) * UINT64_C(1099511628211);
        int seen = -1;
        for (int c = 0; c < nmet && seen < 0; c++)
            if (met[c] == h)
                seen = c;
        if (seen >= 0) {
            fprintf(out, "%s seen %ld\n", met_line[seen], met_k[seen]);
            fflush(out);
            continue;
        }
        /* A position met again and again is measured once, ten times as long. */
        int revealed = 0;
        for (int c = 0; c < CELLS; c++)
            revealed += s->view[c] >= 0;
        int want = revealed == 1 ? 10 * samples : samples;
        int exact = 1, n = 0, wa = 0, wb = 0, oa = 0, ob = 0;
        int sa = 0, sb = 0, pa = 0, pb = 0, fa = 0, fb5 = 0;
        double na = 0, nb = 0;
        for (int m = 0; m < want; m++) {
            gg_rng rng;
            gg_rng_seed(&rng, (uint64_t)k * 1000003u + (uint64_t)m);
            int e = sample_layout(&t, s, &rng, drawn);
            if (e < 0)
                continue;
            exact &= e;
            playout xa, xb;
            uint64_t rs = (uint64_t)k * 7919u + (uint64_t)m * 104729u + 1;
            run_playout(&q, drawn, open, a, rs, &xa);
            run_playout(&q, drawn, open, b, rs, &xb);
            n++;
            wa += xa.won;
            wb += xb.won;
            oa += xa.won && !xb.won;
            ob += xb.won && !xa.won;
            sa += xa.safe;
            sb += xb.safe;
            pa += xa.progress;
            pb += xb.progress;
            fa += xa.fifty;
            fb5 += xb.fifty;
            na += xa.safe ? xa.next_safe : 0;
            nb += xb.safe ? xb.next_safe : 0;
        }
        char line[256];
        snprintf(line, sizeof line, " %d %d %.4f %.4f %d %d | %d %d %.4f %.4f %.4f %.4f %d %d", exact, n,
                 n ? (double)wa / n : 0, n ? (double)wb / n : 0, oa, ob, sa, sb, sa ? (double)pa / sa : 0,
                 sb ? (double)pb / sb : 0, sa ? na / sa : 0, sb ? nb / sb : 0, fa, fb5);
        fprintf(out, "%s\n", line);
        if (nmet < MAX_MET) {
            met[nmet] = h;
            met_k[nmet] = k;
            memcpy(met_line[nmet++], line, sizeof line);
        }
        fflush(out);
    }
    fprintf(stderr, "diverge: %ld games, %ld won by one side only, %.1f s\n", games, parted, now_s() - t0);
    fclose(out);
    selfplay_free(&p);
    selfplay_free(&q);
    solver_free(&t);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc >= 2 && strcmp(argv[1], "play") == 0)
        return cmd_play(argc, argv);
    if (argc >= 2 && strcmp(argv[1], "diverge") == 0)
        return cmd_diverge(argc, argv);
    fprintf(stderr, "usage: gg_research play SEED START FIRST COUNT LAYOUTS OURS\n"
                    "       gg_research diverge START OURS OTHER LAYOUTS SAMPLES OUT\n");
    return 2;
}
