/* solver_guess.c — the guess when logic finds no safe cell (solver.h):
 * solver_best_guess by the probabilities alone; solver_lookahead_guess,
 * which weighs a few candidates by the chance of surviving them and the
 * move after, raised by their long-term risk (where a 50/50 may form);
 * and the guess advised to a player, which tries solver_forced.c's
 * forced 50/50 first. */
#include "solver/solver.h"

#include <math.h>
#include <stdlib.h>

#include "solver/solver_internal.h"

/* ---- the next move ---------------------------------------------------- */

int64_t solver_next_safe(solver *s)
{
    /* Entries before found_next are swept already, and stay swept. */
    for (; s->found_next < s->found_count; s->found_next++) {
        uint32_t i = s->found[s->found_next];
        if (s->view[i] < 0)
            return i;
    }
    return -1;
}

/* The chance (neighbours taken as independent) that all of cell i's
 * unknown neighbours are safe: a cheap "will it open up" score. */
static double opening_chance(const solver *s, size_t i)
{
    int32_t r = (int32_t)(i / (size_t)s->cols), c = (int32_t)(i % (size_t)s->cols);
    double score = 1;
    for (int32_t y = r - 1; y <= r + 1; y++)
        for (int32_t x = c - 1; x <= c + 1; x++)
            if (y >= 0 && x >= 0 && y < s->rows && x < s->cols && (y != r || x != c)) {
                size_t j = (size_t)y * s->cols + x;
                if (s->view[j] < 0 && KNOW(s, j) == SOLVER_UNKNOWN)
                    score *= 1 - s->prob[j];
            }
    return score;
}

int64_t solver_best_guess(const solver *s, gg_rng *rng)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    if (!s->prob)
        return -1;
    double best = 2;
    for (size_t i = 0; i < n; i++)
        if (s->view[i] < 0 && KNOW(s, i) == SOLVER_UNKNOWN && s->prob[i] < best)
            best = s->prob[i];
    if (best > 1)
        return -1;
    /* Near-ties: within a hair of the best. Among them, the likeliest to
     * free its neighbours (opening_chance), then the seeded rng. */
    double tol = 1e-9 + best * 1e-9, best_score = -1;
    int64_t pick = -1;
    uint64_t ties = 0;
    for (size_t i = 0; i < n; i++) {
        if (s->view[i] >= 0 || KNOW(s, i) != SOLVER_UNKNOWN || s->prob[i] > best + tol)
            continue;
        double score = opening_chance(s, i);
        if (score > best_score + 1e-12) {
            best_score = score;
            pick = (int64_t)i;
            ties = 1;
        } else if (score >= best_score - 1e-12) {
            /* reservoir choice among equals */
            ties++;
            if (rng && gg_rng_below(rng, ties) == 0)
                pick = (int64_t)i;
        }
    }
    return pick;
}

int64_t solver_next_move(solver *s, gg_rng *rng)
{
    int64_t safe = solver_next_safe(s);
    return safe >= 0 ? safe : solver_best_guess(s, rng);
}

/* ---- the look-ahead ----------------------------------------------------- */

/* ---- long-term risk: where a 50/50 may form ---------------------------- */

/* Two hidden cells side by side, or a 2 x 2 block, become a 50/50 no
 * number can ever settle when every cell at its ends that is not a known
 * mine turns out to be one (a 2 x 1 pair: the six cells beyond its two
 * ends; a block: its four diagonal corners). Guessing a cell of such a
 * pattern now costs less than its mine probability says: in the layouts
 * where the pattern forms, a guess there was coming anyway. JSMinesweeper
 * weighs its guesses so ("long term risk": 2 x 1 pairs with at most one
 * end cell missing its mine, 2 x 2 blocks with none, cells that would
 * supply the missing mine counted too, and the share of layouts where a
 * pattern forms, I, raising a cell's score by a factor 1 + 0.9 I / P(safe);
 * https://github.com/DavidNHill/JSMinesweeper, LongTermRiskHelper.js and
 * solver_main.js); this is our own. Selfplay over the same 40,000 modern
 * games: +0.14 points. */

#define RISK_WEIGHT 0.9
/* What one safe cell found after a guess is worth to the look-ahead, as a
 * share of the way from the next guess's safety to certain progress
 * (survival_chance). Self-play, paired, seed 1, against 1 (the whole
 * way): modern 200,000 games 2,348 won by 0.5 only, 2,189 by 1 only
 * (+0.08 points, z 2.36); classic 100,000 games 883 and 853 (z 0.72).
 * 0.3 and 0.7 did no better over the first 20,000 games of each start,
 * on which 0.5 was chosen. Seed 2, 50,000 games, fresh: modern 589 and
 * 545 (z 1.31), classic 423 and 396 (z 0.94). */
#define ONE_SAFE_WORTH 0.5

static int hidden_unknown(const solver *s, int32_t r, int32_t c)
{
    if (r < 0 || c < 0 || r >= s->rows || c >= s->cols)
        return 0;
    size_t i = (size_t)r * s->cols + c;
    return s->view[i] < 0 && KNOW(s, i) == SOLVER_UNKNOWN;
}

/* The end cells rows[] x cols[] (those on the board): -1 when one is
 * revealed or known safe (its number would tell the pattern apart), else
 * how many are not known mines, listed in miss. */
static int pattern_ends(const solver *s, const int32_t *rows, int nr, const int32_t *cols, int nc, size_t *miss)
{
    int m = 0;
    for (int a = 0; a < nr; a++)
        for (int b = 0; b < nc; b++) {
            int32_t r = rows[a], c = cols[b];
            if (r < 0 || c < 0 || r >= s->rows || c >= s->cols)
                continue;
            size_t i = (size_t)r * s->cols + c;
            if (s->view[i] >= 0 || KNOW(s, i) == SOLVER_SAFE)
                return -1;
            if (KNOW(s, i) != SOLVER_MINE)
                miss[m++] = i;
        }
    return m;
}

/* The share of the layouts with the `mines` cells mines and the `safes`
 * safe (t: work space, a copy of the view). */
static double layouts_share(solver *t, const solver *s, const size_t *mines, int nm, const size_t *safes, int ns)
{
    solver_copy_view(t, s);
    for (int k = 0; k < nm; k++)
        solver_mark(t, mines[k], SOLVER_MINE);
    for (int k = 0; k < ns; k++)
        solver_mark(t, safes[k], SOLVER_SAFE);
    if (t->contradiction || solver_analyse(t, 1) != GG_OK || t->contradiction)
        return 0;
    return solver_layouts_ratio(t, s);
}

/* Every pattern on the board that may still form: risk[i] (n, zeroed)
 * gets the share of layouts forming each 2 x 1 pair that cell i is in or
 * supplies a missing mine to, plus the largest such share among the 2 x 2
 * blocks it is in. Only patterns enclosed by mines and the board's edge
 * pass the end test, so few need a look at the layouts. */
static void risk_scan(const solver *s, solver *t, double *risk)
{
    size_t n = (size_t)s->rows * (size_t)s->cols, miss[9];
    double *block = risk + n; /* the 2 x 2 maxima, added at the end */
    for (int32_t r = 0; r < s->rows; r++)
        for (int32_t c = 0; c < s->cols; c++) {
            if (!hidden_unknown(s, r, c))
                continue;
            size_t a = (size_t)r * s->cols + c;
            for (int down = 0; down < 2; down++) {
                int32_t r2 = r + down, c2 = c + !down;
                if (!hidden_unknown(s, r2, c2))
                    continue;
                int m;
                if (!down) {
                    int32_t rows[3] = {r - 1, r, r + 1}, cols[2] = {c - 1, c + 2};
                    m = pattern_ends(s, rows, 3, cols, 2, miss);
                } else {
                    int32_t rows[2] = {r - 1, r + 2}, cols[3] = {c - 1, c, c + 1};
                    m = pattern_ends(s, rows, 2, cols, 3, miss);
                }
                if (m < 0 || m > 1)
                    continue;
                size_t b = (size_t)r2 * s->cols + c2;
                miss[m] = a; /* the pattern with a the mine, b safe */
                double share = layouts_share(t, s, miss, m + 1, &b, 1);
                for (int k = 0; k <= m; k++)
                    risk[miss[k]] += share;
                risk[b] += share;
            }
            if (hidden_unknown(s, r + 1, c) && hidden_unknown(s, r, c + 1) && hidden_unknown(s, r + 1, c + 1)) {
                int32_t rows[2] = {r - 1, r + 2}, cols[2] = {c - 1, c + 2};
                if (pattern_ends(s, rows, 2, cols, 2, miss) != 0)
                    continue;
                size_t d = a + (size_t)s->cols + 1, diag[2] = {a, d}, anti[2] = {a + 1, a + (size_t)s->cols};
                double share = layouts_share(t, s, diag, 2, anti, 2);
                size_t four[4] = {a, d, anti[0], anti[1]};
                for (int k = 0; k < 4; k++)
                    if (share > block[four[k]])
                        block[four[k]] = share;
            }
        }
    for (size_t i = 0; i < n; i++)
        risk[i] += block[i];
}

/* How many unknown hidden cells cell (r, c) has around it, listed in
 * rows[] and cols[] (room for 8) unless they are NULL. */
static int unknown_around(const solver *s, int32_t r, int32_t c, int32_t *rows, int32_t *cols)
{
    int n = 0;
    for (int32_t y = r - 1; y <= r + 1; y++)
        for (int32_t x = c - 1; x <= c + 1; x++)
            if ((y != r || x != c) && hidden_unknown(s, y, x)) {
                if (rows) {
                    rows[n] = y;
                    cols[n] = x;
                }
                n++;
            }
    return n;
}

/* A cell is dead, as JSMinesweeper calls it, when its number is known
 * already: sweeping it tells nothing. solver_number_known (solver.h) looks
 * for two kinds: no unknown neighbour, or a revealed number seeing exactly
 * its unknown neighbours, which hold that number's missing mines in every
 * layout. A cell can be dead in other ways, which it does not look for: a
 * number seeing the cells and others whose count a second number fixes
 * was tried, and played 12 of 200,000 games differently. Counting the
 * second kind dead too, in the next guess's safety and in the safe cells
 * a guess may free: self-play Expert, seed 11, paired, 100,000 games each
 * start, safe-corner 88 won by this only against 52 (z 3.04), opening-3-3
 * 146 against 108 (z 2.38). */
int solver_number_known(const solver *s, size_t i)
{
    int32_t r = (int32_t)(i / (size_t)s->cols), c = (int32_t)(i % (size_t)s->cols), ur[8], uc[8];
    int nu = unknown_around(s, r, c, ur, uc);
    if (nu == 0)
        return 1;
    /* A number seeing all of them sees the first: it is next to that one. */
    for (int32_t y = ur[0] - 1; y <= ur[0] + 1; y++)
        for (int32_t x = uc[0] - 1; x <= uc[0] + 1; x++) {
            if (y < 0 || x < 0 || y >= s->rows || x >= s->cols || s->view[(size_t)y * s->cols + x] < 0)
                continue;
            int sees = 1;
            for (int k = 1; k < nu && sees; k++)
                sees = ur[k] >= y - 1 && ur[k] <= y + 1 && uc[k] >= x - 1 && uc[k] <= x + 1;
            if (sees && unknown_around(s, y, x, NULL, NULL) == nu)
                return 1;
        }
    return 0;
}

static int living(const solver *s, size_t i)
{
    return !solver_number_known(s, i);
}

/* The highest chance of being safe among the unknown hidden cells, by
 * s->prob (0 when there is none). With living, what the next guess is
 * worth: among the living cells, when there are any, the best chance
 * blended 4:1 with the second best (one cell more to choose from is
 * worth something; JSMinesweeper's probability engine blends them so,
 * solver_probability_engine.js; ours: +0.06 points modern over 40,000
 * games, +0.07 classic over 20,000, paired). */
static double best_safety(const solver *s, int only_living)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    double best = 0, first = 0, second = 0;
    for (size_t i = 0; i < n; i++)
        if (s->view[i] < 0 && KNOW(s, i) == SOLVER_UNKNOWN) {
            double safe = 1 - s->prob[i];
            if (safe > best)
                best = safe;
            if (only_living && safe > second && living(s, i)) {
                second = safe > first ? first : safe;
                first = safe > first ? safe : first;
            }
        }
    return first > 0 ? (4 * first + second) / 5 : best;
}

/* How many safe cells, not yet swept, that tell something logic found:
 * 0, 1, or 2 for two or more. */
static int found_living(const solver *s)
{
    int count = 0;
    for (size_t k = 0; k < s->found_count && count < 2; k++)
        if (s->view[s->found[k]] < 0 && living(s, s->found[k]))
            count++;
    return count;
}

/* Append cell i to the candidates unless it is there or they are full. */
static void add_candidate(int64_t *cand, int *nc, int64_t i)
{
    for (int j = 0; j < *nc; j++)
        if (cand[j] == i)
            return;
    if (*nc < 64)
        cand[(*nc)++] = i;
}

/* ---- the candidates and their scores ------------------------------------ */

/* Is cell i next to a revealed number? */
static int next_to_number(const solver *s, size_t i)
{
    int32_t r = (int32_t)(i / (size_t)s->cols), c = (int32_t)(i % (size_t)s->cols), edge = 0;
    for (int32_t y = r - 1; y <= r + 1; y++)
        for (int32_t x = c - 1; x <= c + 1; x++)
            if (y >= 0 && x >= 0 && y < s->rows && x < s->cols && s->view[(size_t)y * s->cols + x] >= 0)
                edge = 1;
    return edge;
}

/* The `cap` (at most 64) unknown cells of lowest mine probability, into
 * lc, lowest first; among equal ones, those likeliest to open up. With
 * edge_only, cells next to a number only. The list is kept sorted by
 * insertion. Returns how many. */
static int lowest_probability_cells(const solver *s, int cap, int edge_only, int64_t *lc)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    double lp[64], lo[64];
    int ln = 0;
    for (size_t i = 0; i < n && cap > 0; i++) {
        if (s->view[i] >= 0 || KNOW(s, i) != SOLVER_UNKNOWN)
            continue;
        if (edge_only && !next_to_number(s, i))
            continue;
        double p = s->prob[i], o = opening_chance(s, i);
        int at = ln;
        while (at > 0 && (p < lp[at - 1] - 1e-9 || (p <= lp[at - 1] + 1e-9 && o > lo[at - 1] + 1e-12)))
            at--;
        if (at >= cap)
            continue;
        int last = ln < cap ? ln : cap - 1;
        for (int k = last; k > at; k--) {
            lc[k] = lc[k - 1];
            lp[k] = lp[k - 1];
            lo[k] = lo[k - 1];
        }
        lc[at] = (int64_t)i;
        lp[at] = p;
        lo[at] = o;
        if (ln < cap)
            ln++;
    }
    return ln;
}

/* The candidates by probability: the `candidates` lowest, then half as
 * many of the lowest next to a number, where a guess most often tells
 * something — when the interior is safest, its cells alone would crowd
 * them out. */
static void add_lowest_candidates(const solver *s, int candidates, int64_t *cand, int *nc)
{
    for (int pass = 0; pass < 2; pass++) {
        int64_t lc[64];
        int ln = lowest_probability_cells(s, pass == 0 ? candidates : candidates / 2, pass == 1, lc);
        for (int k = 0; k < ln; k++)
            add_candidate(cand, nc, lc[k]);
    }
}

/* As candidates too, every cell next to a number within 10% of the best
 * safety: a guess beside the numbers, a little riskier than the safest,
 * often settles more, and the fixed count of candidates by probability
 * leaves it out when many cells share the lowest odds. The Java solver
 * of DavidNHill/Minesweeper weighs all such cells (SolverSettings.java,
 * a cut-off of 0.9 of the best); against it, game by game, its pick was
 * outside our candidates and scored higher by our own look-ahead in 7 of
 * 90 mid-game divergences where it was the riskier (docs/solver.md §7).
 * Self-play, paired, 100,000 games a set: modern seed 31 +0.06 points
 * (212 won by this only, 153 without, z 3.09), seed 32 +0.07 (216 / 148,
 * z 3.56); classic seed 31 +0.03 (181 / 147, z 1.88), seed 32 -0.01
 * (137 / 147); no slower (2,000 games: 5.3-5.7 s against 5.7-6.0). */
#define FRONTIER_SHARE 0.9

static void add_frontier_candidates(const solver *s, int64_t *cand, int *nc)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    double least = FRONTIER_SHARE * best_safety(s, 0);
    for (size_t i = 0; i < n; i++)
        if (s->view[i] < 0 && KNOW(s, i) == SOLVER_UNKNOWN && 1 - s->prob[i] >= least && next_to_number(s, i))
            add_candidate(cand, nc, (int64_t)i);
}

/* As candidates too, the cells their long-term risk brings within 90% of
 * the best safety. */
static void add_risky_candidates(const solver *s, const double *risk, int64_t *cand, int *nc)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    double safest = best_safety(s, 0);
    for (size_t i = 0; i < n; i++)
        if (risk[i] > 0 && s->view[i] < 0 && KNOW(s, i) == SOLVER_UNKNOWN && 1 - s->prob[i] + risk[i] >= 0.9 * safest)
            add_candidate(cand, nc, (int64_t)i);
}

/* The numbers cell i may show: from its known mines to that plus its
 * unknown neighbours. */
static void possible_numbers(const solver *s, size_t i, int *lowest, int *highest)
{
    int32_t r = (int32_t)(i / (size_t)s->cols), c = (int32_t)(i % (size_t)s->cols);
    int known = 0, unknown = 0;
    for (int32_t y = r - 1; y <= r + 1; y++)
        for (int32_t x = c - 1; x <= c + 1; x++)
            if (y >= 0 && x >= 0 && y < s->rows && x < s->cols && (y != r || x != c)) {
                size_t j = (size_t)y * s->cols + x;
                if (s->view[j] < 0 && KNOW(s, j) == SOLVER_MINE)
                    known++;
                else if (s->view[j] < 0 && KNOW(s, j) == SOLVER_UNKNOWN)
                    unknown++;
            }
    *lowest = known;
    *highest = known + unknown;
}

/* Cell i's chance of surviving it and the move after, into *survive: over
 * every number it can show, the share of layouts showing it times the
 * next move's safety then: 1 when logic finds safe cells that tell
 * something, else the safest cell that does (a safe cell with no unknown
 * neighbour is a free move that changes nothing; counting it as progress:
 * 0.04 points fewer modern, 0.06 classic, over 20,000 games each,
 * paired). One such safe cell alone counts half-way between the two
 * (ONE_SAFE_WORTH): its number may settle nothing more, and the guess is
 * then still to make. *shows: how many numbers it may show. The score
 * will be the survival times `factor` (candidate_score): once it cannot
 * reach `beat` even if every number left gave certain progress, the rest
 * is not worked out and *survive is -1 (JSMinesweeper prunes its guesses
 * so, solver_main.js). Returns 0 when out of memory. */
static int survival_chance(solver *s, solver *scratch, size_t i, double *survive_out, int *shows_out, double factor,
                           double beat)
{
    int lowest, highest;
    possible_numbers(s, i, &lowest, &highest);
    double survive = 0, left = 1 - s->prob[i];
    int shows = 0;
    for (int v = lowest; v <= highest; v++) {
        /* Even if every number still to come gave certain progress, the
         * score could not beat `beat`: stop (with a hair to spare for the
         * rounding in the shares). */
        if ((survive + left) * factor + 1e-9 < beat) {
            *survive_out = -1;
            *shows_out = 0;
            return 1;
        }
        solver_copy_view(scratch, s);
        solver_reveal(scratch, i, v);
        if (solver_analyse(scratch, 1) != GG_OK)
            return 0;
        if (scratch->contradiction)
            continue;
        double share = solver_layouts_ratio(scratch, s);
        /* A view too big to count exactly has an estimated count, which
         * can overshoot by orders of magnitude: no number takes more than
         * the share still left. */
        if (!scratch->exact && share > left)
            share = left > 0 ? left : 0;
        left -= share;
        shows += share > 0;
        double next = 1;
        int found = scratch->unknown > 0 ? found_living(scratch) : 2;
        if (found < 2) {
            double guess = best_safety(scratch, 1);
            next = found ? ONE_SAFE_WORTH + (1 - ONE_SAFE_WORTH) * guess : guess;
        }
        survive += share * next;
    }
    *survive_out = survive;
    *shows_out = shows;
    return 1;
}

/* What cell i's long-term risk raises its survival by: the risk counted
 * at most what either outcome of i weighs. */
static double risk_factor(const solver *s, const double *risk, size_t i)
{
    double p = s->prob[i], ri = risk[i] < p ? risk[i] : p;
    if (ri > 1 - p)
        ri = 1 - p;
    return p < 1 ? 1 + RISK_WEIGHT * ri / (1 - p) : 1;
}

/* A candidate's score: its survival times its risk factor. A cell that
 * can show one number only tells nothing but that it was safe, a risk
 * other guesses may yet settle for free: it goes after every cell that
 * tells something (JSMinesweeper's README, "Probability engine", calls
 * such cells dead and never right to guess while others are left; ours:
 * +0.04 points over 20,000 modern games, paired). */
static double candidate_score(double survive, double factor, int shows)
{
    survive *= factor;
    if (shows <= 1)
        survive -= 2;
    return survive;
}

/* What was measured against this look-ahead and left out (more or fewer
 * candidates, deeper looks, other weights, JSMinesweeper's dominance,
 * off-edge candidates, partial brute force and more), with the paired
 * games of each: docs/solver.md §6. */
int64_t solver_lookahead_guess(solver *s, solver *scratch, gg_rng *rng, int candidates)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    if (!s->prob || candidates < 1 || candidates > 64)
        return solver_best_guess(s, rng);
    int64_t cand[64];
    int nc = 0;
    add_lowest_candidates(s, candidates, cand, &nc);
    add_frontier_candidates(s, cand, &nc);
    double *risk = calloc(2 * n, sizeof *risk);
    if (!risk)
        return solver_best_guess(s, rng);
    risk_scan(s, scratch, risk);
    add_risky_candidates(s, risk, cand, &nc);
    if (nc <= 1) {
        free(risk);
        return nc ? cand[0] : -1;
    }
    double best = -3;
    int64_t pick = cand[0];
    for (int k = 0; k < nc; k++) {
        size_t i = (size_t)cand[k];
        double survive;
        int shows;
        double factor = risk_factor(s, risk, i);
        if (!survival_chance(s, scratch, i, &survive, &shows, factor, s->exact ? best : -3)) {
            free(risk);
            return solver_best_guess(s, rng);
        }
        if (survive < 0)
            continue; /* cannot beat the best */
        double score = candidate_score(survive, factor, shows);
        if (score > best + 1e-12) {
            best = score;
            pick = (int64_t)i;
        }
    }
    free(risk);
    return pick;
}

/* ---- the guess to advise ------------------------------------------------ */

int64_t solver_advised_guess(solver *s, solver *scratch, gg_rng *rng, int *forced)
{
    int ahead = scratch && (size_t)s->rows * (size_t)s->cols <= SOLVER_ADVICE_MAX_CELLS;
    int64_t move = ahead ? solver_forced_guess(s, scratch) : -1;
    if (forced)
        *forced = move >= 0;
    if (move < 0)
        move = ahead ? solver_lookahead_guess(s, scratch, rng, SOLVER_LOOKAHEAD_CANDIDATES) : solver_best_guess(s, rng);
    return move;
}

int64_t solver_advise(solver *s, gg_rng *rng, int *forced)
{
    solver scratch;
    int have = (size_t)s->rows * (size_t)s->cols <= SOLVER_ADVICE_MAX_CELLS &&
               solver_init(&scratch, s->rows, s->cols, s->mines) == GG_OK;
    int64_t move = solver_advised_guess(s, have ? &scratch : NULL, rng, forced);
    if (have)
        solver_free(&scratch);
    return move;
}
