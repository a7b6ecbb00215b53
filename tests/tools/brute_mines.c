/* brute_mines.c — an independent check of engine/solver/solver.c and
 * engine/gen/noguess.c by brute force: on small boards, list every mine layout
 * that agrees with what is visible and count. Shares no code with the
 * solver (its own random numbers, flood and enumeration); it only calls
 * the engine to compare.
 *
 *   brute_mines positions N SEED   N random positions from random games:
 *                                  the solver's certainties must be
 *                                  exactly the layouts' certainties, its
 *                                  probabilities the layouts' frequencies
 *                                  (within 1e-9), and solver_deduce alone
 *                                  must never claim more than they do
 *   brute_mines noguess N SEED     N guess-free boards from minegen: a
 *                                  player who knows every consistent
 *                                  layout clears each from the first click
 *   brute_mines review N SEED      N random small games played with random
 *                                  sweeps, flags and chords, reviewed
 *                                  (play/review.h): every probability
 *                                  the review gives (the move's, each
 *                                  cell's, the lowest on the board), the
 *                                  certainties behind each verdict and the
 *                                  summary's luck and best survival must
 *                                  be the layouts' (within 1e-9)
 *   brute_mines sweep N SEED       N guess-free boards at each standard size
 *                                  (Beginner .. 30x30/240, and crowded ones),
 *                                  too big to enumerate: the solver must play
 *                                  each to the end without one guess
 *
 * Exit status 0 when every check passes, 1 otherwise (the first failures
 * are printed). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gen/minegen.h"
#include "play/review.h"
#include "rules/mines.h"
#include "play/selfplay.h"
#include "solver/solver.h"

/* ---- the test's own random numbers (xorshift64*, not the engine's) -- */
static uint64_t state;
static uint32_t rnd(uint32_t bound)
{
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return (uint32_t)((state * UINT64_C(2685821657736338717)) >> 33) % bound;
}

enum { MAXC = 64 };

typedef struct board {
    int rows, cols, mines;
    int mine[MAXC];  /* 1 a mine */
    int open[MAXC];  /* 1 revealed */
} board;

static int around(const board *b, int i)
{
    int r = i / b->cols, c = i % b->cols, n = 0;
    for (int y = r - 1; y <= r + 1; y++)
        for (int x = c - 1; x <= c + 1; x++)
            if (y >= 0 && x >= 0 && y < b->rows && x < b->cols && (y != r || x != c))
                n += b->mine[y * b->cols + x];
    return n;
}

/* Reveal a safe cell and, from zeros, its neighbours (a work list). */
static void sweep(board *b, int start)
{
    int list[MAXC], n = 0;
    if (b->open[start])
        return;
    b->open[start] = 1;
    list[n++] = start;
    while (n > 0) {
        int i = list[--n];
        if (around(b, i) != 0)
            continue;
        int r = i / b->cols, c = i % b->cols;
        for (int y = r - 1; y <= r + 1; y++)
            for (int x = c - 1; x <= c + 1; x++)
                if (y >= 0 && x >= 0 && y < b->rows && x < b->cols && !b->open[y * b->cols + x]) {
                    b->open[y * b->cols + x] = 1;
                    list[n++] = y * b->cols + x;
                }
    }
}

/* Count the layouts that agree with the visible numbers and hold
 * b->mines mines: *total, and per cell the layouts with a mine there.
 * Hidden cells at most 30 (one bit each), subsets at most 1,500,000.
 * Returns 0 when there are more. */
static int enumerate_hits(const board *b, double *total, double count[MAXC], const int *hit_cells, int nhit,
                          double *hits);
static int enumerate(const board *b, double *total, double count[MAXC])
{
    return enumerate_hits(b, total, count, NULL, 0, NULL);
}

/* As enumerate, and *hits: the layouts with a mine on any of the nhit
 * cells hit_cells (hidden ones). */
static int enumerate_hits(const board *b, double *total, double count[MAXC], const int *hit_cells, int nhit,
                          double *hits)
{
    int hidden[MAXC], nh = 0, index[MAXC];
    int n = b->rows * b->cols;
    for (int i = 0; i < n; i++) {
        index[i] = -1;
        if (!b->open[i]) {
            index[i] = nh;
            hidden[nh++] = i;
        }
    }
    double ways = 1; /* C(nh, mines): the subsets to try */
    for (int k = 0; k < b->mines && k < nh; k++)
        ways = ways * (nh - k) / (k + 1);
    if (nh > 30 || ways > 1.5e6)
        return 0;
    uint32_t cmask[MAXC];
    int cneed[MAXC], nc = 0;
    for (int i = 0; i < n; i++) {
        if (!b->open[i])
            continue;
        int r = i / b->cols, c = i % b->cols;
        uint32_t m = 0;
        for (int y = r - 1; y <= r + 1; y++)
            for (int x = c - 1; x <= c + 1; x++)
                if (y >= 0 && x >= 0 && y < b->rows && x < b->cols && index[y * b->cols + x] >= 0)
                    m |= UINT32_C(1) << index[y * b->cols + x];
        cmask[nc] = m;
        cneed[nc++] = around(b, i);
    }
    uint32_t hmask = 0;
    for (int k = 0; k < nhit; k++)
        if (index[hit_cells[k]] >= 0)
            hmask |= UINT32_C(1) << index[hit_cells[k]];
    if (hits)
        *hits = 0;
    *total = 0;
    for (int k = 0; k < n; k++)
        count[k] = 0;
    if (b->mines > nh)
        return 1;
    /* Every subset of exactly b->mines hidden cells, by Gosper's hack. */
    uint64_t limit = (uint64_t)1 << nh;
    uint64_t sub = b->mines == 0 ? 0 : ((uint64_t)1 << b->mines) - 1;
    for (;;) {
        int fits = 1;
        for (int k = 0; k < nc && fits; k++) {
            uint32_t v = (uint32_t)sub & cmask[k];
            int bits = 0;
            while (v) {
                v &= v - 1;
                bits++;
            }
            fits = bits == cneed[k];
        }
        if (fits) {
            *total += 1;
            if (hits && ((uint32_t)sub & hmask))
                *hits += 1;
            for (int h = 0; h < nh; h++)
                if (sub >> h & 1)
                    count[hidden[h]] += 1;
        }
        if (sub == 0)
            break;
        uint64_t low = sub & (~sub + 1), ripple = sub + low;
        sub = (((ripple ^ sub) >> 2) / low) | ripple;
        if (sub >= limit)
            break;
    }
    return 1;
}

static int failures;
static void fail(const char *what, const board *b, int cell)
{
    if (++failures > 10)
        return;
    printf("FAIL: %s at cell (%d,%d), board %dx%d with %d mines:\n", what, cell / b->cols, cell % b->cols,
           b->rows, b->cols, b->mines);
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            int i = r * b->cols + c;
            putchar(b->open[i] ? (char)('0' + around(b, i)) : b->mine[i] ? '*' : '.');
        }
        putchar('\n');
    }
}

static void load(solver *s, const board *b)
{
    solver_reset(s);
    for (int i = 0; i < b->rows * b->cols; i++)
        if (b->open[i])
            solver_reveal(s, (size_t)i, around(b, i));
}

static int positions(int games)
{
    long compared = 0;
    for (int g = 0; g < games; g++) {
        board b;
        memset(&b, 0, sizeof b);
        b.rows = 2 + (int)rnd(5);
        b.cols = 2 + (int)rnd(6);
        int n = b.rows * b.cols;
        b.mines = 1 + (int)rnd((uint32_t)(n / 2));
        for (int k = 0; k < b.mines;) {
            int i = (int)rnd((uint32_t)n);
            if (!b.mine[i]) {
                b.mine[i] = 1;
                k++;
            }
        }
        /* A few sweeps of random safe cells: a position in play. */
        int sweeps = 1 + (int)rnd(4);
        for (int k = 0; k < sweeps; k++) {
            int i = (int)rnd((uint32_t)n);
            if (!b.mine[i])
                sweep(&b, i);
        }
        double total, count[MAXC];
        if (!enumerate(&b, &total, count) || total == 0)
            continue;
        solver s, d;
        if (solver_init(&s, b.rows, b.cols, b.mines) != GG_OK || solver_init(&d, b.rows, b.cols, b.mines) != GG_OK)
            return 2;
        load(&s, &b);
        if (solver_analyse(&s, 1) != GG_OK)
            return 2;
        load(&d, &b);
        solver_deduce(&d);
        if (s.contradiction || !s.exact)
            fail(s.contradiction ? "solver finds a possible position impossible" : "solver not exact", &b, 0);
        for (int i = 0; i < n; i++) {
            if (b.open[i])
                continue;
            double p = count[i] / total;
            int know = s.know[i] & 3, local = d.know[i] & 3;
            int truth = count[i] == 0 ? SOLVER_SAFE : count[i] == total ? SOLVER_MINE : SOLVER_UNKNOWN;
            if (know != truth)
                fail("analyse's certainty differs from the layouts'", &b, i);
            if (local != SOLVER_UNKNOWN && local != truth)
                fail("deduce claims what the layouts do not", &b, i);
            double diff = s.prob[i] - p;
            if (diff > 1e-9 || diff < -1e-9) {
                fail("probability differs from the layouts' frequency", &b, i);
                printf("  solver %.12f, layouts %.12f (%g of %g)\n", s.prob[i], p, count[i], total);
            }
            compared++;
        }
        solver_free(&s);
        solver_free(&d);
    }
    printf("positions: %d games, %ld hidden cells compared, %d failures\n", games, compared, failures);
    return failures ? 1 : 0;
}

static int noguess(int games)
{
    int checked = 0;
    for (int g = 0; g < games; g++) {
        board b;
        memset(&b, 0, sizeof b);
        b.rows = 4 + (int)rnd(2);
        b.cols = 4 + (int)rnd(3);
        int n = b.rows * b.cols;
        /* Few enough mines, or few enough safe cells, that every step's
         * enumeration stays small: sparse boards and crowded ones. */
        b.mines = rnd(4) == 0 ? n - 9 - (int)rnd(3) : 1 + (int)rnd(6);
        int fr = (int)rnd((uint32_t)b.rows), fc = (int)rnd((uint32_t)b.cols);
        mines_game game;
        gg_error err;
        if (mines_init(&game, b.rows, b.cols) != GG_OK)
            return 2;
        if (minegen_layout(&game, b.mines, state, MINEGEN_NOGUESS, fr, fc, &err) != GG_OK) {
            printf("FAIL: minegen noguess %dx%d/%d: %s\n", b.rows, b.cols, b.mines, err.msg);
            failures++;
            mines_free(&game);
            continue;
        }
        for (int i = 0; i < n; i++)
            b.mine[i] = (game.cells[i] & MINES_MINE) != 0;
        mines_free(&game);
        /* Play with perfect knowledge: sweep every certainly safe cell
         * until none is left; a safe cell still hidden then needs a guess. */
        sweep(&b, fr * b.cols + fc);
        for (;;) {
            double total, count[MAXC];
            int safe_hidden = 0, progress = 0;
            for (int i = 0; i < n; i++)
                safe_hidden += !b.mine[i] && !b.open[i];
            if (!safe_hidden)
                break;
            if (!enumerate(&b, &total, count)) {
                printf("FAIL: too many layouts to enumerate on %dx%d/%d\n", b.rows, b.cols, b.mines);
                return 2;
            }
            for (int i = 0; i < n; i++)
                if (!b.open[i] && count[i] == 0 && total > 0) {
                    if (b.mine[i]) {
                        fail("a cell every layout makes safe is a mine", &b, i);
                        return 1;
                    }
                    sweep(&b, i);
                    progress = 1;
                }
            if (!progress) {
                fail("a guess-free board needs a guess", &b, fr * b.cols + fc);
                break;
            }
        }
        checked++;
    }
    printf("noguess: %d boards cleared by perfect logic from the first click, %d failures\n", checked, failures);
    return failures ? 1 : 0;
}

static int near(double a, double b)
{
    return a - b < 1e-9 && b - a < 1e-9;
}

static void fail_move(const char *what, const board *b, const review_judgement *j, double got, double want)
{
    fail(what, b, j->row * b->cols + j->col);
    if (failures <= 10)
        printf("  move %d (action %d at %d,%d): review %.12f, layouts %.12f\n", j->step, j->action, j->row, j->col,
               got, want);
}

static int review_games(int games)
{
    long compared = 0, moves = 0, summaries = 0, chords_checked = 0;
    for (int g = 0; g < games; g++) {
        board b;
        memset(&b, 0, sizeof b);
        b.rows = 2 + (int)rnd(5);
        b.cols = 2 + (int)rnd(6);
        int n = b.rows * b.cols;
        b.mines = 1 + (int)rnd((uint32_t)(n / 2));
        mines_game layout;
        if (mines_init(&layout, b.rows, b.cols) != GG_OK)
            return 2;
        for (int k = 0; k < b.mines;) {
            int i = (int)rnd((uint32_t)n);
            if (!b.mine[i]) {
                b.mine[i] = 1;
                mines_set_mine(&layout, i / b.cols, i % b.cols, 1);
                k++;
            }
        }
        review rv;
        if (review_init(&rv, &layout, MINEGEN_SAFE) != GG_OK)
            return 2;
        mines_free(&layout);
        double luck = 1, best = 1;
        int all_checked = 1;
        int first = (int)rnd((uint32_t)n);
        while (b.mine[first])
            first = (first + 1) % n;
        for (int step = 0; step < 14 && rv.game.result == MINES_PLAYING; step++) {
            /* What the player sees: the swept cells of the review's game. */
            for (int i = 0; i < n; i++)
                b.open[i] = (rv.game.cells[i] & MINES_OPEN) != 0;
            review_action action = REVIEW_DO_SWEEP;
            int cell = first, kind = (int)rnd(10);
            if (step > 0) {
                cell = (int)rnd((uint32_t)n);
                action = kind < 5 ? REVIEW_DO_SWEEP : kind < 7 ? REVIEW_DO_FLAG : REVIEW_DO_CHORD;
                if (action == REVIEW_DO_CHORD) /* a swept number, mostly */
                    for (int t = 0; t < n && !(b.open[cell] && around(&b, cell)); t++)
                        cell = (cell + 1) % n;
            }
            /* The cells a chord would sweep, from the rules as written. */
            int r = cell / b.cols, c = cell % b.cols, hit[8], nhit = 0, flags = 0;
            if (action == REVIEW_DO_CHORD && b.open[cell])
                for (int y = r - 1; y <= r + 1; y++)
                    for (int x = c - 1; x <= c + 1; x++)
                        if (y >= 0 && x >= 0 && y < b.rows && x < b.cols && (y != r || x != c)) {
                            int k = y * b.cols + x;
                            if (rv.game.cells[k] & MINES_FLAG)
                                flags++;
                            else if (!b.open[k])
                                hit[nhit++] = k;
                        }
            if (action == REVIEW_DO_CHORD && flags != around(&b, cell))
                nhit = 0;
            if (action != REVIEW_DO_CHORD && !b.open[cell] && !(rv.game.cells[cell] & MINES_FLAG))
                hit[nhit++] = cell;
            double total = 0, count[MAXC], hits = 0;
            int known = enumerate_hits(&b, &total, count, hit, nhit, &hits) && total > 0;
            review_judgement j;
            if (review_move(&rv, action, r, c, &j) != GG_OK)
                return 2;
            moves++;
            if (j.cells != nhit) {
                fail_move("the review's cells differ from the rules'", &b, &j, j.cells, nhit);
                continue;
            }
            if (!known || j.verdict == REVIEW_START || nhit == 0) {
                all_checked &= known || nhit == 0;
                continue;
            }
            /* The layouts' figures. */
            double lowest = 1, p = hits / total;
            int safe_cells = 0, uncertain = 0;
            for (int i = 0; i < n; i++) {
                if (b.open[i] || count[i] == total)
                    continue;
                safe_cells += count[i] == 0;
                if (count[i] / total < lowest)
                    lowest = count[i] / total;
            }
            for (int k = 0; k < nhit; k++) {
                double q = count[hit[k]] / total;
                uncertain += q > 0 && q < 1;
                if (!near(j.cell_p[k], q) && j.verdict != REVIEW_SAFE && action != REVIEW_DO_FLAG)
                    fail_move("a cell's probability differs from the layouts'", &b, &j, j.cell_p[k], q);
                compared++;
            }
            int guess = action != REVIEW_DO_FLAG && p > 0;
            if (action == REVIEW_DO_FLAG) {
                int want = p == 1 ? REVIEW_FLAG : p == 0 ? REVIEW_WRONG_FLAG : REVIEW_FLAG_GUESS;
                if (j.verdict != want)
                    fail_move("the flag's verdict is not the layouts'", &b, &j, j.verdict, want);
            } else if (!guess && j.verdict != REVIEW_SAFE) {
                fail_move("a certainly safe sweep is not judged safe", &b, &j, j.verdict, REVIEW_SAFE);
            } else if (guess) {
                int want_blunder = safe_cells > 0;
                if ((j.verdict == REVIEW_BLUNDER) != (want_blunder || (p >= 1 && j.verdict == REVIEW_BLUNDER)) ||
                    (j.verdict != REVIEW_FORCED && j.verdict != REVIEW_RISKY && j.verdict != REVIEW_BLUNDER))
                    fail_move("the guess's verdict does not follow from the layouts", &b, &j, j.verdict, want_blunder);
                if (!want_blunder && p <= lowest + REVIEW_TIE && j.verdict != REVIEW_FORCED)
                    fail_move("a guess among the safest is not judged forced", &b, &j, j.verdict, REVIEW_FORCED);
                if (j.safe_cells != safe_cells)
                    fail_move("the count of certainly safe cells differs", &b, &j, j.safe_cells, safe_cells);
                if (!near(j.lowest, lowest))
                    fail_move("the lowest probability differs from the layouts'", &b, &j, j.lowest, lowest);
                if (j.better >= 0 && want_blunder && count[j.better] != 0)
                    fail_move("the better cell of a blunder is not certainly safe", &b, &j, j.better, 0);
                compared += 2;
                luck *= 1 - p;
                best *= 1 - lowest;
            }
            /* The move's own odds, a chord's over two or more uncertain
             * cells too: the chance that any of them holds a mine. */
            chords_checked += uncertain > 1;
            if (!j.exact) {
                fail_move("the solver was not exact on a small board", &b, &j, j.p, p);
            } else if (!near(j.p, p)) {
                fail_move("the move's probability differs from the layouts'", &b, &j, j.p, p);
            }
            compared++;
        }
        if (all_checked) {
            if (!near(rv.totals.luck, luck) || !near(rv.totals.best, best)) {
                if (++failures <= 10)
                    printf("FAIL: game %d: luck %.12f best %.12f, layouts %.12f %.12f\n", g, rv.totals.luck,
                           rv.totals.best, luck, best);
            }
            summaries++;
        }
        review_free(&rv);
    }
    printf("review: %d games, %ld moves, %ld probabilities compared (%ld of chords over two or more uncertain "
           "cells), %ld summaries, %d failures\n", games, moves, compared, chords_checked, summaries, failures);
    /* A run with no such chord would not test their odds at all. */
    if (chords_checked == 0)
        printf("FAIL: no chord over two uncertain cells was reviewed\n");
    return failures || chords_checked == 0 ? 1 : 0;
}

static int sweep_sizes(int games)
{
    static const int sizes[][3] = {{9, 9, 10}, {16, 16, 40}, {16, 30, 99}, {30, 30, 240}, {16, 30, 150}, {9, 9, 50}};
    long played = 0;
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        selfplay p;
        if (selfplay_init(&p, sizes[k][0], sizes[k][1], sizes[k][2]) != GG_OK)
            return 2;
        for (int g = 0; g < games; g++) {
            selfplay_game_result res;
            gg_error err;
            int32_t fr = (int32_t)rnd((uint32_t)sizes[k][0]), fc = (int32_t)rnd((uint32_t)sizes[k][1]);
            if (selfplay_game(&p, state + (uint64_t)g, MINEGEN_NOGUESS, fr, fc, &res, &err) != GG_OK ||
                !res.won || res.guesses != 0) {
                if (++failures <= 10)
                    printf("FAIL: guess-free %dx%d/%d seed %llu first (%d,%d) needed a guess or was lost\n",
                           sizes[k][0], sizes[k][1], sizes[k][2], (unsigned long long)(state + (uint64_t)g), fr, fc);
            }
            played++;
        }
        selfplay_free(&p);
    }
    printf("sweep: %ld guess-free boards played by the solver, %d failures\n", played, failures);
    return failures ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: brute_mines positions|noguess|sweep|review N SEED\n");
        return 2;
    }
    int games = atoi(argv[2]);
    state = strtoull(argv[3], NULL, 10) * UINT64_C(0x9e3779b97f4a7c15) + 1;
    if (strcmp(argv[1], "positions") == 0)
        return positions(games);
    if (strcmp(argv[1], "noguess") == 0)
        return noguess(games);
    if (strcmp(argv[1], "sweep") == 0)
        return sweep_sizes(games);
    if (strcmp(argv[1], "review") == 0)
        return review_games(games);
    fprintf(stderr, "usage: brute_mines positions|noguess|sweep|review N SEED\n");
    return 2;
}
