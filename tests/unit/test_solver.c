/* test_solver.c — unit tests of the solver (solver.h), the guess-free
 * generator (noguess.h) and self-play (selfplay.h): the textbook
 * patterns, the global count, exact odds on hand-counted positions, the
 * budget's fallback staying sound, boards far past any recursion limit,
 * and guess-free layouts at every density, deterministic from the seed;
 * the sets of cells (cellset.h) and what the solver keeps in them, its
 * running counts, its notes and solver_forget.
 * (The brute-force cross-check is tests/tools/brute_mines.c.) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "solver/cellset.h"
#include "solver/endgame.h"
#include "gen/minegen.h"
#include "rules/mines.h"
#include "gen/noguess.h"
#include "play/selfplay.h"
#include "solver/solver.h"

/* A position written as rows of text: '.' hidden, '0'-'8' revealed. */
static void load(solver *s, const char *const *rows, int nrows, int ncols, int64_t mines)
{
    solver_free(s);
    if (solver_init(s, nrows, ncols, mines) != GG_OK) {
        CHECK(!"solver_init");
        return;
    }
    for (int r = 0; r < nrows; r++)
        for (int c = 0; c < ncols; c++)
            if (rows[r][c] != '.')
                solver_reveal(s, (size_t)r * ncols + c, rows[r][c] - '0');
}

static int know(const solver *s, int r, int c)
{
    return s->know[(size_t)r * s->cols + c] & 3;
}

static double prob(const solver *s, int r, int c)
{
    return s->prob[(size_t)r * s->cols + c];
}

static int near(double a, double b)
{
    return fabs(a - b) < 1e-12;
}

static void test_single_and_pair_rules(void)
{
    solver s = {0};
    /* A 1 in the corner with one hidden neighbour: a mine, by itself. */
    const char *corner[] = {"1.", "11"};
    load(&s, corner, 2, 2, 1);
    CHECK(solver_deduce(&s) == 1);
    CHECK(know(&s, 0, 1) == SOLVER_MINE);
    /* 1-2-1 along a wall: the mines are under the 1s, the middle safe. */
    const char *one_two_one[] = {"...", "121", "000"};
    load(&s, one_two_one, 3, 3, 2);
    solver_deduce(&s);
    CHECK(know(&s, 0, 0) == SOLVER_MINE);
    CHECK(know(&s, 0, 1) == SOLVER_SAFE);
    CHECK(know(&s, 0, 2) == SOLVER_MINE);
    /* 1-1 from a wall: the third cell is safe (subset rule). */
    const char *one_one[] = {"....", "11..", "00.."};
    load(&s, one_one, 3, 4, 3);
    solver_deduce(&s);
    CHECK(know(&s, 0, 2) == SOLVER_SAFE);
    CHECK(know(&s, 0, 0) == SOLVER_UNKNOWN);
    /* Revealing more never loses a certainty. */
    size_t before = s.found_count;
    solver_reveal(&s, 2, 1);
    solver_deduce(&s);
    CHECK(s.found_count >= before && know(&s, 0, 2) == SOLVER_SAFE);
    solver_free(&s);
}

static void test_global_count(void)
{
    solver s = {0};
    const char *blank[] = {"...", "...", "..."};
    load(&s, blank, 3, 3, 0);
    CHECK(solver_analyse(&s, 1) == GG_OK);
    CHECK(solver_done(&s));
    load(&s, blank, 3, 3, 9);
    solver_analyse(&s, 1);
    CHECK(s.known_mines == 9 && s.unknown == 0);
    load(&s, blank, 3, 3, 2);
    solver_analyse(&s, 1);
    CHECK(s.unknown == 9 && near(prob(&s, 1, 1), 2.0 / 9));
    /* Three pairs of hidden cells, top a, middle b, bottom c: the 1s say
     * a+b = 1 and b+c = 1, the 2 says a+b+c = 2, so b = 0 — which takes
     * all three numbers together (and with 3 mines, no layout at all). */
    const char *pairs[] = {".1.", ".2.", ".1."};
    load(&s, pairs, 3, 3, 2);
    solver_analyse(&s, 1);
    CHECK(!s.contradiction);
    CHECK(know(&s, 1, 0) == SOLVER_SAFE && know(&s, 1, 2) == SOLVER_SAFE);
    CHECK(near(prob(&s, 0, 0), 0.5) && near(prob(&s, 2, 2), 0.5));
    load(&s, pairs, 3, 3, 3);
    solver_analyse(&s, 1);
    CHECK(s.contradiction);
    /* A 50/50 decided only by the count: the number says one of two, the
     * interior cell takes the rest. */
    const char *edge[] = {"1..", "1..", "..."};
    load(&s, edge, 3, 3, 1);
    solver_analyse(&s, 1);
    /* (0,0)=1 and (1,0)=1 share (0,1),(1,1); (1,0) also sees (2,0),(2,1)
     * — with one mine it is in the shared pair, everything else safe. */
    CHECK(know(&s, 2, 0) == SOLVER_SAFE && know(&s, 2, 2) == SOLVER_SAFE && know(&s, 0, 2) == SOLVER_SAFE);
    CHECK(near(prob(&s, 0, 1), 0.5) && near(prob(&s, 1, 1), 0.5));
    solver_free(&s);
}

static void test_exact_odds(void)
{
    /* Counted by hand (see tests/cases/solve/odds_by_hand.in): a 1 whose
     * three hidden cells meet a 2, with the count fixing the rest. */
    solver s = {0};
    const char *pos[] = {"001..", "001..", "112..", "....."};
    load(&s, pos, 4, 5, 3);
    CHECK(solver_analyse(&s, 1) == GG_OK && s.exact);
    CHECK(know(&s, 2, 3) == SOLVER_SAFE && know(&s, 3, 2) == SOLVER_SAFE);
    CHECK(near(prob(&s, 3, 3), 2.0 / 6) && near(prob(&s, 1, 3), 5.0 / 6) && near(prob(&s, 0, 4), 1.0 / 6));
    /* Six layouts in all. */
    CHECK(near(ldexp(s.weight_m, (int)s.weight_e), 6));
    /* An impossible position. */
    const char *bad[] = {"3.", ".."};
    load(&s, bad, 2, 2, 3);
    solver_analyse(&s, 1);
    CHECK(!s.contradiction); /* three mines around a 3: fine */
    load(&s, bad, 2, 2, 2);
    solver_analyse(&s, 1);
    CHECK(s.contradiction);
    solver_free(&s);
}

/* Play a random game on a big board with the solver, checking every
 * claim against the real layout. */
static void test_sound_on_large_board(int32_t rows, int32_t cols, int64_t mines, long budget, double table_limit)
{
    mines_game g;
    solver s;
    gg_error err;
    CHECK(mines_init(&g, rows, cols) == GG_OK);
    CHECK(minegen_layout(&g, mines, 99, MINEGEN_OPENING, rows / 2, cols / 2, &err) == GG_OK);
    CHECK(solver_init(&s, rows, cols, mines) == GG_OK);
    s.budget = budget;
    s.table_limit = table_limit;
    mines_sweep(&g, rows / 2, cols / 2);
    int wrong = 0, rounds = 0, inexact = 0;
    while (g.result == MINES_PLAYING && rounds < 50) {
        const uint32_t *revealed = mines_revealed(&g);
        for (size_t k = 0; k < g.revealed_count; k++)
            solver_reveal(&s, revealed[k], g.cells[revealed[k]] & MINES_COUNT_MASK);
        CHECK(solver_analyse(&s, 1) == GG_OK);
        inexact += !s.exact;
        rounds++;
        int64_t move = -1;
        size_t n = (size_t)rows * cols;
        for (size_t i = 0; i < n; i++) {
            int k = s.know[i] & 3;
            if (s.view[i] < 0 && k == SOLVER_MINE && !(g.cells[i] & MINES_MINE))
                wrong++;
            if (s.view[i] < 0 && k == SOLVER_SAFE && (g.cells[i] & MINES_MINE))
                wrong++;
            if (s.view[i] < 0 && k == SOLVER_SAFE && move < 0)
                move = (int64_t)i;
        }
        if (move < 0) {
            /* Guess a safe cell (the test knows the layout) to go on. */
            for (size_t i = 0; i < n && move < 0; i++)
                if (s.view[i] < 0 && (s.know[i] & 3) == SOLVER_UNKNOWN && !(g.cells[i] & MINES_MINE))
                    move = (int64_t)i;
            if (move < 0)
                break;
        }
        mines_sweep(&g, (int32_t)(move / cols), (int32_t)(move % cols));
    }
    CHECK(wrong == 0);
    CHECK(!s.contradiction);
    if (budget < 1000 || table_limit < 100)
        CHECK(inexact > 0); /* a fallback was taken, and stayed sound */
    solver_free(&s);
    mines_free(&g);
}

static void test_noguess(void)
{
    static const int32_t sizes[][3] = {
        {9, 9, 10}, {16, 16, 40}, {16, 30, 99}, {30, 30, 240}, {9, 9, 72}, {16, 30, 170},
        {1, 1, 0}, {1, 2, 1}, {2, 2, 3}, {3, 3, 8}, {1, 30, 10}, {4, 4, 7}, {8, 8, 40},
    };
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int32_t rows = sizes[k][0], cols = sizes[k][1];
        int64_t mines = sizes[k][2];
        for (uint64_t seed = 1; seed <= 12; seed++) {
            int32_t fr = (int32_t)(seed * 7 % (uint64_t)rows), fc = (int32_t)(seed * 13 % (uint64_t)cols);
            mines_game g, h;
            gg_error err;
            CHECK(mines_init(&g, rows, cols) == GG_OK && mines_init(&h, rows, cols) == GG_OK);
            gg_status st = minegen_layout(&g, mines, seed, MINEGEN_NOGUESS, fr, fc, &err);
            CHECK(st == GG_OK);
            if (st != GG_OK)
                fprintf(stderr, "  %dx%d/%d seed %llu: %s\n", rows, cols, (int)mines, (unsigned long long)seed, err.msg);
            CHECK(g.mine_count == mines);
            CHECK(!(g.cells[(size_t)fr * cols + fc] & MINES_MINE));
            if (mines <= minegen_max_mines(rows, cols, MINEGEN_OPENING))
                CHECK((g.cells[(size_t)fr * cols + fc] & MINES_COUNT_MASK) == 0);
            CHECK(noguess_check(&g, fr, fc) == 1);
            /* The same (seed, first cell): the same layout. */
            CHECK(minegen_layout(&h, mines, seed, MINEGEN_NOGUESS, fr, fc, &err) == GG_OK);
            CHECK(memcmp(g.cells, h.cells, (size_t)rows * cols) == 0);
            mines_free(&g);
            mines_free(&h);
        }
    }
}

static void test_forced_guess(void)
{
    solver s = {0}, scratch = {0};
    /* The left column of a 2-row board holds one mine; every cell that
     * sees one of the pair sees both: a forced 50/50, guessed at once. */
    const char *pair[] = {".10...", ".10..."};
    load(&s, pair, 2, 6, 2);
    CHECK(solver_init(&scratch, 2, 6, 2) == GG_OK);
    CHECK(solver_analyse(&s, 1) == GG_OK);
    CHECK(near(prob(&s, 0, 0), 0.5) && near(prob(&s, 1, 0), 0.5));
    int64_t move = solver_forced_guess(&s, &scratch);
    CHECK(move == 0 || move == 6);
    solver_free(&scratch);
    /* One mine in the top-left pair again, but (1,2), safe, will show a
     * number that sees only the right one of them: not forced. */
    const char *told[] = {"...", "11."};
    load(&s, told, 2, 3, 1);
    CHECK(solver_init(&scratch, 2, 3, 1) == GG_OK);
    CHECK(solver_analyse(&s, 1) == GG_OK);
    CHECK(near(prob(&s, 0, 0), 0.5) && know(&s, 1, 2) == SOLVER_SAFE);
    CHECK(solver_forced_guess(&s, &scratch) == -1);
    solver_free(&scratch);
    /* 2 x 2 with two mines: every cell 1/2, every pair sees alike, but a
     * pair may hold two mines or none: not a 50/50. */
    const char *square[] = {"..", ".."};
    load(&s, square, 2, 2, 2);
    CHECK(solver_init(&scratch, 2, 2, 2) == GG_OK);
    CHECK(solver_analyse(&s, 1) == GG_OK);
    CHECK(near(prob(&s, 0, 0), 0.5));
    CHECK(solver_forced_guess(&s, &scratch) == -1);
    solver_free(&scratch);
    solver_free(&s);
}

/* The hint's guess: a forced 50/50 first; the look-ahead up to
 * SOLVER_ADVICE_MAX_CELLS cells; the lowest odds past that or without
 * work space. */
static void test_advised_guess(void)
{
    solver s = {0}, scratch = {0};
    /* 2 x 10, three mines: columns 0 and 4 each hold one no number can
     * place; the ten cells right of column 4 hold the third, 10% each. */
    const char *pairs[] = {".101......", ".101......"};
    load(&s, pairs, 2, 10, 3);
    CHECK(solver_init(&scratch, 2, 10, 3) == GG_OK);
    CHECK(solver_analyse(&s, 1) == GG_OK);
    CHECK(near(prob(&s, 0, 5), 0.1));
    int forced = -1;
    CHECK(solver_advised_guess(&s, &scratch, NULL, &forced) == 0 && forced == 1);
    int64_t plain = solver_best_guess(&s, NULL);
    CHECK(plain >= 0 && near(s.prob[plain], 0.1));
    forced = -1;
    CHECK(solver_advised_guess(&s, NULL, NULL, &forced) == plain && forced == 0);
    solver_free(&scratch);
    /* The same pattern on 2-row boards as long as the bound allows, and
     * one column longer: forced at the bound, the lowest odds past it. */
    for (int32_t cols = SOLVER_ADVICE_MAX_CELLS / 2; cols <= SOLVER_ADVICE_MAX_CELLS / 2 + 1; cols++) {
        solver_free(&s);
        CHECK(solver_init(&s, 2, cols, 3) == GG_OK && solver_init(&scratch, 2, cols, 3) == GG_OK);
        if (s.cols != cols || scratch.cols != cols)
            break;
        for (int32_t r = 0; r < 2; r++)
            for (int32_t c = 1; c < 4; c++)
                solver_reveal(&s, (size_t)r * cols + c, pairs[r][c] - '0');
        CHECK(solver_analyse(&s, 1) == GG_OK);
        forced = -1;
        int64_t move = solver_advised_guess(&s, &scratch, NULL, &forced);
        if (cols == SOLVER_ADVICE_MAX_CELLS / 2)
            CHECK(move == 0 && forced == 1);
        else
            CHECK(move == solver_best_guess(&s, NULL) && near(s.prob[move], 1.0 / (2 * (cols - 5))) && forced == 0);
        solver_free(&scratch);
    }
    solver_free(&s);
}

static void test_endgame(void)
{
    /* A 50/50 at the end: either cell, won half the time. */
    solver s = {0};
    const char *pos[] = {"01.", "01."};
    load(&s, pos, 2, 3, 1);
    CHECK(solver_analyse(&s, 1) == GG_OK);
    double win = 0;
    int64_t move = endgame_guess(&s, &win);
    CHECK(move == 2 || move == 5);
    CHECK(near(win, 0.5));
    /* 1 x 3, one mine, nothing shown: each cell is safe 2/3 of the time,
     * but the middle then shows 1 and leaves a 50/50, while an end shows
     * which of the other two holds the mine: an end wins 2/3, the middle
     * 1/3. */
    const char *row[] = {"..."};
    load(&s, row, 1, 3, 1);
    CHECK(solver_analyse(&s, 1) == GG_OK);
    move = endgame_guess(&s, &win);
    CHECK((move == 0 || move == 2) && near(win, 2.0 / 3));
    /* 1 x 20, one mine, nothing shown (more cells than a 16-bit search
     * held): an end cell is lost only when it is the mine; then its number
     * and the free sweeps after a 0 find the mine. 19/20. */
    const char *long_row[] = {"...................."};
    load(&s, long_row, 1, 20, 1);
    CHECK(solver_analyse(&s, 1) == GG_OK);
    move = endgame_guess(&s, &win);
    CHECK((move == 0 || move == 19) && near(win, 19.0 / 20));
    /* Too many unknown cells (81 > ENDGAME_MAX_CELLS): it declines. */
    const char *beginner[] = {".........", ".........", ".........", ".........", ".........",
                              ".........", ".........", ".........", "........."};
    load(&s, beginner, 9, 9, 10);
    solver_analyse(&s, 1);
    CHECK(endgame_guess(&s, NULL) == -1);
    /* Too many layouts: 8 x 8 with 5 mines, C(64, 5) of them. */
    load(&s, beginner, 8, 8, 5);
    solver_analyse(&s, 1);
    CHECK(endgame_guess(&s, NULL) == -1);
    /* Within the layouts but past the search's bounds (positions, work):
     * 2 x 30 with two mines, 1,770 layouts, every cell a guess. */
    const char *strip[] = {"..............................", ".............................."};
    load(&s, strip, 2, 30, 2);
    solver_analyse(&s, 1);
    CHECK(endgame_guess(&s, NULL) == -1);
    /* 6 x 6 with two mines, 630 layouts: past the bounds until the
     * search cut short the guesses that cannot beat the best; now it
     * answers, with a corner. (Its values against an independent search
     * are tests/fuzz/fuzz_solver.c's check, on smaller boards.) */
    load(&s, beginner, 6, 6, 2);
    solver_analyse(&s, 1);
    move = endgame_guess(&s, &win);
    CHECK((move == 0 || move == 5 || move == 30 || move == 35) && win > 0.9 && win < 1);
    solver_free(&s);
}

static void test_selfplay(void)
{
    selfplay p, q;
    CHECK(selfplay_init(&p, 9, 9, 10) == GG_OK && selfplay_init(&q, 9, 9, 10) == GG_OK);
    int won = 0;
    for (uint64_t k = 0; k < 200; k++) {
        selfplay_game_result a, b;
        gg_error err;
        CHECK(selfplay_game(&p, selfplay_game_seed(5, k), MINEGEN_OPENING, 2, 2, &a, &err) == GG_OK);
        CHECK(selfplay_game(&q, selfplay_game_seed(5, k), MINEGEN_OPENING, 2, 2, &b, &err) == GG_OK);
        CHECK(a.won == b.won && a.guesses == b.guesses);
        won += a.won;
        /* A won game without a guess never loses. */
        if (a.guesses == 0)
            CHECK(a.won);
    }
    CHECK(won > 150); /* Beginner is won about 90% of the time */
    /* Guess-free boards are always won, with no guess. */
    for (uint64_t k = 0; k < 50; k++) {
        selfplay_game_result a;
        gg_error err;
        CHECK(selfplay_game(&p, selfplay_game_seed(6, k), MINEGEN_NOGUESS, 4, 4, &a, &err) == GG_OK);
        CHECK(a.won && a.guesses == 0);
    }
    selfplay_free(&p);
    selfplay_free(&q);
}

/* Shards (selfplay_shard_range): in order, each game once, sizes within
 * one of each other, up to the largest run. */
static void test_shard_ranges(void)
{
    static const int64_t runs[][2] = {{1, 1}, {2, 2}, {60, 3}, {61, 3}, {100, 7}, {1000000000, 3},
                                      {1000000000, 999999999}, {1000000000, 1000000000}};
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
        int64_t games = runs[r][0], shards = runs[r][1], next = 0, least = games, most = 0;
        int64_t step = shards > 1000 ? shards / 997 : 1; /* the big split: a sample of its shards */
        for (int64_t k = 1; k <= shards; k += (k + step <= shards ? step : 1)) {
            int64_t first, count;
            selfplay_shard_range(games, k, shards, &first, &count);
            if (step == 1)
                CHECK(first == next);
            next = first + count;
            least = count < least ? count : least;
            most = count > most ? count : most;
        }
        CHECK(next == games);
        CHECK(most - least <= 1 && least >= 1);
    }
}

/* Sets of cells against the cells one by one: neighbours across row ends
 * and word ends (widths around 64), the k-th cell, the next one. */
static void test_cellsets(void)
{
    static const int32_t shapes[][2] = {{1, 1}, {1, 70}, {70, 1}, {3, 63}, {3, 64}, {3, 65}, {5, 127}, {4, 200}, {9, 9}};
    uint64_t seed = 12345;
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        int32_t rows = shapes[k][0], cols = shapes[k][1];
        size_t n = (size_t)rows * cols, words = cellset_words(n);
        uint64_t *in = calloc(words, 8), *out = calloc(words, 8), *tmp = calloc(words, 8), *edges = calloc(2 * words, 8);
        char *cell = calloc(n, 1);
        cellset_edges(edges, n, cols);
        size_t count = 0;
        for (size_t i = 0; i < n; i++) {
            seed = seed * 6364136223846793005u + 1442695040888963407u;
            cell[i] = (seed >> 60) < 3;
            cellset_put(in, i, cell[i]);
            count += (size_t)cell[i];
        }
        cellset_spread(out, in, tmp, n, cols, edges);
        int spread_ok = 1, list_ok = cellset_count(in, n) == count;
        size_t k_th = 0;
        for (size_t i = 0; i < n; i++) {
            int32_t r = (int32_t)(i / (size_t)cols), c = (int32_t)(i % (size_t)cols), near = 0;
            for (int32_t y = r - 1; y <= r + 1; y++)
                for (int32_t x = c - 1; x <= c + 1; x++)
                    near |= y >= 0 && x >= 0 && y < rows && x < cols && cell[(size_t)y * cols + x];
            spread_ok &= near == cellset_has(out, i);
            if (cell[i])
                list_ok &= cellset_nth(in, k_th++) == i;
        }
        for (size_t i = cellset_next(in, n, 0), prev = 0; i < n; prev = i + 1, i = cellset_next(in, n, i + 1))
            for (size_t j = prev; j <= i; j++)
                list_ok &= cell[j] == (j == i);
        CHECK(spread_ok);
        CHECK(list_ok);
        CHECK(words * 64 > n && out[words - 1] >> (n % 64) == 0);
        int three_ok = 1;
        for (size_t i = 0; i < n; i++)
            three_ok &= cellset_three(in, i) == (unsigned)((i > 0 && cell[i - 1]) | cell[i] << 1 | (i + 1 < n && cell[i + 1]) << 2);
        CHECK(three_ok);
        free(in);
        free(out);
        free(tmp);
        free(edges);
        free(cell);
    }
}

/* What the solver keeps besides view and know (its sets, the counts of
 * unknown cells and known mines around each cell) stays in step with
 * them through reveals, deductions and solver_forget; its notes name each
 * cell it marks and the numbers whose rule did. */
static void solver_in_step(const solver *s, int *ok)
{
    for (int32_t r = 0; r < s->rows; r++)
        for (int32_t c = 0; c < s->cols; c++) {
            size_t i = (size_t)r * s->cols + c;
            int unknown = 0, mines = 0;
            for (int32_t y = r - 1; y <= r + 1; y++)
                for (int32_t x = c - 1; x <= c + 1; x++) {
                    size_t j = (size_t)y * s->cols + x;
                    if (y < 0 || x < 0 || y >= s->rows || x >= s->cols || j == i || s->view[j] >= 0)
                        continue;
                    unknown += (s->know[j] & 3) == SOLVER_UNKNOWN;
                    mines += (s->know[j] & 3) == SOLVER_MINE;
                }
            *ok &= s->unknown_around[i] == unknown && s->mines_around[i] == mines;
            *ok &= cellset_has(s->shown_set, i) == (s->view[i] >= 0);
            *ok &= cellset_has(s->unknown_set, i) == (s->view[i] < 0 && (s->know[i] & 3) == SOLVER_UNKNOWN);
        }
}

static void test_solver_keeps_step(void)
{
    /* A row of numbers over two hidden rows: the mine below the middle 1,
     * the rest of the second row safe. */
    static const char *const pos[] = {
        "01110",
        ".....",
        ".....",
    };
    solver s = {0};
    load(&s, pos, 3, 5, 2);
    solver_note notes[15];
    s.notes = notes;
    solver_deduce(&s);
    int ok = 1, noted = 1;
    solver_in_step(&s, &ok);
    CHECK(ok);
    CHECK(s.note_count > 0);
    for (size_t k = 0; k < s.note_count; k++) {
        /* each noted cell is marked, next to (within two of) its rule's numbers */
        int32_t r = (int32_t)(notes[k].cell / 5), c = (int32_t)(notes[k].cell % 5);
        noted &= (s.know[notes[k].cell] & 3) != SOLVER_UNKNOWN && notes[k].by >= 0 && s.view[notes[k].by] >= 0;
        noted &= abs(notes[k].by / 5 - r) <= 1 && abs(notes[k].by % 5 - c) <= 3;
        noted &= notes[k].with < 0 || s.view[notes[k].with] >= 0;
    }
    CHECK(noted);
    /* Forget two marked cells and a revealed one: hidden and unknown again,
     * everything else in step, and deduction finds them again. */
    solver_forget(&s, 6);
    solver_forget(&s, 8);
    solver_forget(&s, 2);
    CHECK(s.view[2] < 0 && (s.know[6] & 3) == SOLVER_UNKNOWN && (s.know[8] & 3) == SOLVER_UNKNOWN);
    solver_in_step(&s, &ok);
    CHECK(ok);
    solver_reveal(&s, 2, 1);
    solver_deduce(&s);
    CHECK(know(&s, 1, 1) == SOLVER_SAFE && know(&s, 1, 2) == SOLVER_MINE && know(&s, 1, 3) == SOLVER_SAFE);
    solver_in_step(&s, &ok);
    CHECK(ok);
    solver_free(&s);
}

int main(void)
{
    test_single_and_pair_rules();
    test_global_count();
    test_exact_odds();
    test_sound_on_large_board(16, 30, 99, SOLVER_DEFAULT_BUDGET, SOLVER_DEFAULT_TABLE_LIMIT);
    /* tiny budget, tiny tables: each fallback */
    test_sound_on_large_board(300, 300, 15000, 200, SOLVER_DEFAULT_TABLE_LIMIT);
    test_sound_on_large_board(100, 100, 1500, SOLVER_DEFAULT_BUDGET, 10);
    test_sound_on_large_board(1000, 1000, 150000, SOLVER_DEFAULT_BUDGET, SOLVER_DEFAULT_TABLE_LIMIT);
    test_noguess();
    test_forced_guess();
    test_advised_guess();
    test_endgame();
    test_selfplay();
    test_shard_ranges();
    test_cellsets();
    test_solver_keeps_step();
    return check_report("test_solver");
}
