/* fuzz_solver.c — the Minesweeper solver (solver.h), the exact endgame
 * search (endgame.h) and the forced 50/50 (solver_forced_guess) checked
 * against a brute force over every layout of a small board.
 *
 * An input is a board of at most 24 cells with a real mine layout and some
 * of its safe cells revealed (at most 20 cells left hidden), shown to the
 * solver in one to three rounds, sometimes with a tiny enumeration budget
 * or table limit. A layout is "consistent" when it agrees with every
 * revealed number and holds all the mines. After each round:
 *  - solver_deduce, then solver_analyse: no contradiction; a cell marked
 *    safe is safe in every consistent layout, one marked a mine a mine in
 *    every one; what was certain stays certain; the counters match the
 *    cells. When the analysis says it is exact: each hidden unknown cell's
 *    probability is its share of the layouts and none is certain, and
 *    weight_m * 2^weight_e is the number of layouts.
 *  - With no safe cell known, endgame_guess: a hidden unknown cell, a
 *    chance of winning in [0, 1] no more than the cell's chance of being
 *    safe and, on a position small enough (SMALL_CELLS, SMALL_LAYOUTS),
 *    the best chance our own minimax finds, which the cell must reach.
 *  - solver_number_known: a hidden cell it says shows one number shows
 *    the same number in every layout where it is safe.
 *  - solver_forced_guess: the cell has a partner such that every layout
 *    puts exactly one mine in the two, and every cell next to either that
 *    is not a certain mine is next to both; on an exact analysis, it is
 *    the first cell in row-major order with such a partner after it within
 *    two rows and columns (the pairs a common neighbour can see alike).
 *  - solver_lookahead_guess: a hidden unknown cell, safe in some layout,
 *    and, where only its candidates within 10% of the best safety can
 *    have brought it in, that safe (check_lookahead). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "solver/endgame.h"
#include "fuzz_bytes.h"
#include "fuzz_common.h"
#include "base/rng.h"
#include "solver/solver.h"

#define MAX_CELLS 24      /* rows * cols */
#define MAX_HIDDEN 20     /* at most C(20, 10) layouts to list */
#define SMALL_CELLS 10    /* the minimax's bounds: its recursion depth and */
#define SMALL_LAYOUTS 64  /* its sets of layouts, a bit each */
#define MEMO_SIZE 4096    /* the minimax's remembered positions (a power of 2) */

typedef struct board {
    int32_t rows, cols;
    int cells, mines;
    uint32_t mine;               /* the true layout, a bit per cell */
    uint32_t open;               /* the cells revealed, a bit per cell */
    int shows[MAX_CELLS];        /* each cell's count of neighbouring mines */
    /* The hidden cells, numbered 0..hidden-1 in row-major order: */
    int hidden;
    int cell_of[MAX_HIDDEN];     /* hidden cell k is board cell cell_of[k] */
    int hidden_of[MAX_CELLS];    /* and back; -1 for a revealed cell */
    uint32_t around[MAX_CELLS];  /* each cell's hidden neighbours, a bit each */
    /* The consistent layouts, a bit per hidden cell, in increasing order: */
    uint32_t *layout;
    size_t layouts, cap;
    size_t mine_count[MAX_HIDDEN]; /* layouts in which hidden cell k is a mine */
} board;

static int adjacent(const board *b, int i, int j)
{
    int dr = i / b->cols - j / b->cols, dc = i % b->cols - j % b->cols;
    return i != j && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1;
}

/* The board, its layout and the cells first revealed, from the input. */
static void read_board(fuzz_bytes *in, board *b)
{
    memset(b, 0, sizeof *b);
    b->rows = (int32_t)fb_range(in, 1, 8);
    b->cols = (int32_t)fb_range(in, 1, 8);
    if (b->rows * b->cols > MAX_CELLS)
        b->cols = MAX_CELLS / b->rows;
    b->cells = b->rows * b->cols;
    /* At most MAX_HIDDEN mines, so that revealing safe cells can always
     * bring the hidden ones down to MAX_HIDDEN. */
    int most = b->cells - 1 < MAX_HIDDEN ? b->cells - 1 : MAX_HIDDEN;
    if (fb_u8(in) & 1) {
        /* Mines straight from the bytes, the last ones dropped past `most`. */
        uint32_t bits = fb_u32(in);
        for (int i = 0; i < b->cells; i++)
            if (bits >> i & 1 && b->mines < most) {
                b->mine |= UINT32_C(1) << i;
                b->mines++;
            }
    } else {
        /* A count from the bytes, the cells from a seeded shuffle. */
        b->mines = (int)fb_range(in, 0, most);
        gg_rng rng;
        gg_rng_seed(&rng, fb_u64(in));
        int order[MAX_CELLS];
        for (int i = 0; i < b->cells; i++)
            order[i] = i;
        for (int k = 0; k < b->mines; k++) {
            int j = k + (int)gg_rng_below(&rng, (uint64_t)(b->cells - k));
            int t = order[k];
            order[k] = order[j];
            order[j] = t;
            b->mine |= UINT32_C(1) << order[k];
        }
    }
    for (int i = 0; i < b->cells; i++)
        for (int j = 0; j < b->cells; j++)
            b->shows[i] += adjacent(b, i, j) && (b->mine >> j & 1);
    b->open = fb_u32(in) & ~b->mine & ((UINT32_C(1) << b->cells) - 1);
    /* Too many hidden: reveal safe cells from a chosen one on, wrapping. */
    int hidden = b->cells - __builtin_popcount(b->open);
    int start = (int)fb_range(in, 0, b->cells - 1);
    for (int k = 0; hidden > MAX_HIDDEN; k++) {
        int i = (start + k) % b->cells;
        if (!(b->mine >> i & 1) && !(b->open >> i & 1)) {
            b->open |= UINT32_C(1) << i;
            hidden--;
        }
    }
}

/* Reveal one to three more safe cells chosen by the input; 0 when none is
 * left to reveal. */
static int reveal_more(fuzz_bytes *in, board *b)
{
    uint8_t how = fb_u8(in);
    int revealed = 0;
    for (int n = 0; n < 1 + how % 3; n++) {
        int left = b->cells - b->mines - __builtin_popcount(b->open);
        if (left == 0)
            break;
        int pick = (int)fb_range(in, 0, left - 1);
        for (int i = 0; i < b->cells; i++)
            if (!(b->mine >> i & 1) && !(b->open >> i & 1) && pick-- == 0) {
                b->open |= UINT32_C(1) << i;
                revealed++;
                break;
            }
    }
    return revealed > 0;
}

/* Show the solver the revealed cells it has not seen yet, as
 * tests/unit/test_solver.c's load does; deduce after each when asked. */
static void show(solver *s, const board *b, int deduce_each)
{
    for (int i = 0; i < b->cells; i++)
        if (b->open >> i & 1 && s->view[i] == SOLVER_HIDDEN) {
            solver_reveal(s, (size_t)i, b->shows[i]);
            if (deduce_each)
                solver_deduce(s);
        }
}

/* Every consistent layout of the hidden cells: each set of `mines` of them
 * (Gosper's hack walks the sets of one size in increasing order) that
 * agrees with every revealed number. */
FUZZ_NO_COVERAGE static void list_layouts(board *b)
{
    b->hidden = 0;
    for (int i = 0; i < b->cells; i++) {
        b->hidden_of[i] = -1;
        if (!(b->open >> i & 1)) {
            b->hidden_of[i] = b->hidden;
            b->cell_of[b->hidden++] = i;
        }
    }
    for (int i = 0; i < b->cells; i++) {
        b->around[i] = 0;
        for (int k = 0; k < b->hidden; k++)
            if (adjacent(b, i, b->cell_of[k]))
                b->around[i] |= UINT32_C(1) << k;
    }
    b->layouts = 0;
    memset(b->mine_count, 0, sizeof b->mine_count);
    uint32_t set = (UINT32_C(1) << b->mines) - 1;
    while (!(set >> b->hidden)) {
        int agrees = 1;
        for (int i = 0; i < b->cells && agrees; i++)
            agrees = !(b->open >> i & 1) || __builtin_popcount(b->around[i] & set) == b->shows[i];
        if (agrees) {
            if (b->layouts == b->cap) {
                b->cap = b->cap ? 2 * b->cap : 256;
                b->layout = realloc(b->layout, b->cap * sizeof *b->layout);
                FUZZ_CHECK(b->layout != NULL);
            }
            b->layout[b->layouts++] = set;
            for (int k = 0; k < b->hidden; k++)
                b->mine_count[k] += set >> k & 1;
        }
        if (set == 0)
            break;
        uint32_t low = set & -set, up = set + low;
        set = up | ((set ^ up) >> 2) / low;
    }
}

static int know(const solver *s, int i)
{
    return s->know[i] & 3;
}

/* What the solver holds certain is true of every layout; what it held
 * certain before (`before`, SOLVER_UNKNOWN for nothing) it still does. */
FUZZ_NO_COVERAGE static void check_certainties(const solver *s, const board *b, const uint8_t *before)
{
    FUZZ_CHECK(!s->contradiction);
    int64_t known_mines = 0, unknown = 0;
    for (int i = 0; i < b->cells; i++) {
        FUZZ_CHECK(s->view[i] == (b->open >> i & 1 ? b->shows[i] : SOLVER_HIDDEN));
        FUZZ_CHECK(before[i] == SOLVER_UNKNOWN || know(s, i) == before[i]);
        int k = b->hidden_of[i];
        if (k < 0) {
            FUZZ_CHECK(know(s, i) == SOLVER_SAFE);
            continue;
        }
        if (know(s, i) == SOLVER_SAFE)
            FUZZ_CHECK(b->mine_count[k] == 0);
        if (know(s, i) == SOLVER_MINE)
            FUZZ_CHECK(b->mine_count[k] == b->layouts);
        known_mines += know(s, i) == SOLVER_MINE;
        unknown += know(s, i) == SOLVER_UNKNOWN;
    }
    FUZZ_CHECK(s->known_mines == known_mines && s->unknown == unknown);
    for (size_t f = 0; f < s->found_count; f++)
        FUZZ_CHECK(s->found[f] < (uint32_t)b->cells && !(b->mine >> s->found[f] & 1));
}

/* solver_analyse's odds and count of layouts, against the listing. */
FUZZ_NO_COVERAGE static void check_odds(const solver *s, const board *b)
{
    FUZZ_CHECK(s->prob != NULL);
    for (int i = 0; i < b->cells; i++) {
        double p = s->prob[i];
        FUZZ_CHECK(p >= 0 && p <= 1);
        if (know(s, i) != SOLVER_UNKNOWN) {
            FUZZ_CHECK(p == (know(s, i) == SOLVER_MINE ? 1.0 : 0.0));
            continue;
        }
        if (!s->exact)
            continue;
        size_t m = b->mine_count[b->hidden_of[i]];
        FUZZ_CHECK(m > 0 && m < b->layouts); /* exact: every certainty found */
        FUZZ_CHECK(fabs(p - (double)m / (double)b->layouts) <= 1e-9);
    }
    if (s->exact) {
        double weight = ldexp(s->weight_m, (int)s->weight_e);
        FUZZ_CHECK(fabs(weight - (double)b->layouts) <= 1e-9 * (double)b->layouts);
    }
}

/* The endgame model (endgame.c's header), played out exhaustively over a
 * few layouts, a set of them a bit each. A position is the set of layouts
 * still possible; every cell safe in all of them is swept for free and
 * the set split by the numbers those cells show; a set of one layout is
 * won; else the best guess of a cell that may be a mine or not. */
typedef struct minimax {
    int hidden;
    uint64_t mine_in[MAX_HIDDEN];  /* layouts with hidden cell k a mine */
    uint64_t shows[MAX_HIDDEN][9]; /* layouts with it safe and showing n */
    uint64_t *memo_set;            /* MEMO_SIZE positions seen (0: free slot) */
    double *memo_win;              /* and their chances of winning */
} minimax;

static double win_chance(minimax *m, uint64_t set);

/* Guess hidden cell k in `set`: lost where it is a mine, else play on.
 * A cell safe in every layout of the set is no guess (it is swept): 0. */
FUZZ_NO_COVERAGE static double guess_chance(minimax *m, uint64_t set, int k)
{
    uint64_t safe = set & ~m->mine_in[k];
    if (!safe || safe == set)
        return 0;
    return (double)__builtin_popcountll(safe) / __builtin_popcountll(set) * win_chance(m, safe);
}

/* The chance of winning from `set`, playing best. The recursion: a guess
 * makes one more cell safe, and a split by the numbers is followed by a
 * guess or a win, so the depth is at most 2 * SMALL_CELLS + 1 (the cells
 * that may be a mine or not), never the board's size. */
FUZZ_NO_COVERAGE static double win_chance(minimax *m, uint64_t set)
{
    if (!(set & (set - 1)))
        return 1;
    size_t slot = (size_t)(set * UINT64_C(0x9e3779b97f4a7c15) >> 40) & (MEMO_SIZE - 1);
    for (size_t probe = 0; probe < MEMO_SIZE && m->memo_set[slot]; probe++) {
        if (m->memo_set[slot] == set)
            return m->memo_win[slot];
        slot = (slot + 1) & (MEMO_SIZE - 1);
    }
    uint64_t part[SMALL_LAYOUTS] = {set};
    int parts = 1;
    for (int k = 0; k < m->hidden; k++) {
        if (m->mine_in[k] & set)
            continue;
        for (int p = 0, before = parts; p < before; p++) {
            uint64_t whole = part[p];
            int first = 1;
            for (int n = 0; n < 9; n++) {
                uint64_t piece = whole & m->shows[k][n];
                if (piece && first)
                    part[p] = piece, first = 0;
                else if (piece)
                    part[parts++] = piece;
            }
        }
    }
    double win = 0;
    if (parts > 1) {
        for (int p = 0; p < parts; p++)
            win += __builtin_popcountll(part[p]) * win_chance(m, part[p]);
        win /= __builtin_popcountll(set);
    } else {
        for (int k = 0; k < m->hidden; k++) {
            double chance = guess_chance(m, set, k);
            if (chance > win)
                win = chance;
        }
    }
    if (!m->memo_set[slot]) {
        m->memo_set[slot] = set;
        m->memo_win[slot] = win;
    }
    return win;
}

/* endgame_guess's cell and chance, where the solver knows no safe cell. */
FUZZ_NO_COVERAGE static void check_endgame(const solver *s, const board *b)
{
    for (int i = 0; i < b->cells; i++)
        if (b->hidden_of[i] >= 0 && know(s, i) == SOLVER_SAFE)
            return;
    double win = -1;
    int64_t cell = endgame_guess(s, &win);
    int small = s->exact && s->unknown > 0 && s->unknown <= SMALL_CELLS && b->layouts <= SMALL_LAYOUTS;
    FUZZ_CHECK(cell >= -1 && cell < b->cells);
    if (small)
        FUZZ_CHECK(cell >= 0); /* well within endgame.h's bounds */
    if (cell < 0)
        return;
    int k = b->hidden_of[cell];
    FUZZ_CHECK(k >= 0 && know(s, (int)cell) == SOLVER_UNKNOWN);
    FUZZ_CHECK(win >= 0 && win <= 1);
    FUZZ_CHECK(win <= (double)(b->layouts - b->mine_count[k]) / (double)b->layouts + 1e-9);
    if (!small)
        return;
    minimax m = {.hidden = b->hidden};
    for (size_t l = 0; l < b->layouts; l++)
        for (int h = 0; h < b->hidden; h++) {
            uint32_t set = b->layout[l];
            if (set >> h & 1)
                m.mine_in[h] |= UINT64_C(1) << l;
            else
                m.shows[h][__builtin_popcount(b->around[b->cell_of[h]] & set)] |= UINT64_C(1) << l;
        }
    m.memo_set = calloc(MEMO_SIZE, sizeof *m.memo_set);
    m.memo_win = calloc(MEMO_SIZE, sizeof *m.memo_win);
    FUZZ_CHECK(m.memo_set && m.memo_win);
    /* Exact and complete: no cell is safe in every layout, so the first
     * move is a guess. */
    uint64_t all = b->layouts == 64 ? ~UINT64_C(0) : (UINT64_C(1) << b->layouts) - 1;
    double best = 0;
    for (int h = 0; h < b->hidden; h++) {
        double chance = guess_chance(&m, all, h);
        if (chance > best)
            best = chance;
    }
    FUZZ_CHECK(fabs(win - best) <= 1e-9);
    FUZZ_CHECK(fabs(guess_chance(&m, all, k) - best) <= 1e-9);
    free(m.memo_set);
    free(m.memo_win);
}

/* Hidden cells ka, kb: one mine between them in every layout, and every
 * cell next to either that may show a number (all but certain mines) next
 * to both: no number ever tells them apart. */
FUZZ_NO_COVERAGE static int forced_pair(const board *b, int ka, int kb)
{
    for (size_t l = 0; l < b->layouts; l++)
        if (!((b->layout[l] >> ka ^ b->layout[l] >> kb) & 1))
            return 0;
    int a = b->cell_of[ka], c = b->cell_of[kb];
    for (int j = 0; j < b->cells; j++) {
        if (j == a || j == c || !(adjacent(b, j, a) || adjacent(b, j, c)))
            continue;
        int kj = b->hidden_of[j];
        if (kj >= 0 && b->mine_count[kj] == b->layouts)
            continue;
        if (!adjacent(b, j, a) || !adjacent(b, j, c))
            return 0;
    }
    return 1;
}

/* Each hidden cell solver_number_known says shows one number: the same
 * count of mines around it in every layout where it is safe. */
FUZZ_NO_COVERAGE static void check_known_numbers(const solver *s, const board *b)
{
    for (int k = 0; k < b->hidden; k++) {
        int i = b->cell_of[k], shown = -1;
        if (!solver_number_known(s, (size_t)i))
            continue;
        for (size_t l = 0; l < b->layouts; l++) {
            if (b->layout[l] >> k & 1)
                continue;
            int v = __builtin_popcount(b->layout[l] & b->around[i]);
            FUZZ_CHECK(shown < 0 || v == shown);
            shown = v;
        }
    }
}

/* solver_forced_guess's cell, against the pairs the listing shows. */
FUZZ_NO_COVERAGE static void check_forced(solver *s, solver *scratch, const board *b)
{
    int64_t cell = solver_forced_guess(s, scratch);
    FUZZ_CHECK(cell >= -1 && cell < b->cells);
    if (cell >= 0) {
        int ka = b->hidden_of[cell], partner = 0;
        FUZZ_CHECK(ka >= 0 && know(s, (int)cell) == SOLVER_UNKNOWN);
        for (int kb = 0; kb < b->hidden && !partner; kb++)
            partner = kb != ka && know(s, b->cell_of[kb]) == SOLVER_UNKNOWN && forced_pair(b, ka, kb);
        FUZZ_CHECK(partner);
    }
    /* With the whole view analysed exactly (the scratch solver takes the
     * same budget), the first pair within reach is found. */
    if (!s->exact || s->budget != SOLVER_DEFAULT_BUDGET || s->table_limit != SOLVER_DEFAULT_TABLE_LIMIT)
        return;
    int64_t first = -1;
    for (int ka = 0; ka < b->hidden && first < 0; ka++)
        for (int kb = ka + 1; kb < b->hidden && first < 0; kb++) {
            int a = b->cell_of[ka], c = b->cell_of[kb];
            int dr = c / b->cols - a / b->cols, dc = c % b->cols - a % b->cols;
            if (dr <= 2 && dc >= -2 && dc <= 2 && know(s, a) == SOLVER_UNKNOWN &&
                know(s, c) == SOLVER_UNKNOWN && forced_pair(b, ka, kb))
                first = a;
        }
    FUZZ_CHECK(cell == first);
}

/* solver_lookahead_guess's cell, where the solver knows no safe cell: a
 * hidden cell known neither way, and, on an exact analysis, safe in some
 * layout. Its candidates are the cells of lowest mine probability
 * (SOLVER_LOOKAHEAD_CANDIDATES, and half as many next to a number), those
 * long-term risk brings in (only cells with an unknown neighbour: a pair
 * or block they are in or supply a mine to) and every cell next to a
 * number whose chance of being safe is at least 0.9 of the best. So a
 * pick next to a number, with no unknown neighbour, and with enough cells
 * safer than it to fill both lists of lowest probability, came by the
 * last rule: its chance of being safe, counted over the listing, is at
 * least 0.9 of the best. (Boards this small seldom meet that case: none
 * did in 2,365 runs from the corpus; the first checks run on every
 * position.) */
FUZZ_NO_COVERAGE static void check_lookahead(solver *s, solver *scratch, const board *b)
{
    for (int i = 0; i < b->cells; i++)
        if (b->hidden_of[i] >= 0 && know(s, i) == SOLVER_SAFE)
            return;
    int64_t cell = solver_lookahead_guess(s, scratch, NULL, SOLVER_LOOKAHEAD_CANDIDATES);
    FUZZ_CHECK(cell >= -1 && cell < b->cells);
    if (cell < 0)
        return;
    int k = b->hidden_of[cell];
    FUZZ_CHECK(k >= 0 && know(s, (int)cell) == SOLVER_UNKNOWN);
    if (!s->exact)
        return;
    FUZZ_CHECK(b->mine_count[k] < b->layouts);
    size_t fewest = b->layouts;
    int safer = 0, safer_beside = 0, beside = 0, unknown_around = 0;
    for (int j = 0; j < b->cells; j++)
        if (adjacent(b, j, (int)cell)) {
            beside |= (int)(b->open >> j & 1);
            unknown_around += b->hidden_of[j] >= 0 && know(s, j) == SOLVER_UNKNOWN;
        }
    for (int h = 0; h < b->hidden; h++) {
        int i = b->cell_of[h];
        if (know(s, i) != SOLVER_UNKNOWN)
            continue;
        if (b->mine_count[h] < fewest)
            fewest = b->mine_count[h];
        if (b->mine_count[h] < b->mine_count[k]) {
            int by_number = 0;
            for (int j = 0; j < b->cells; j++)
                by_number |= (b->open >> j & 1) && adjacent(b, j, i);
            safer++;
            safer_beside += by_number;
        }
    }
    if (beside && unknown_around == 0 && safer >= SOLVER_LOOKAHEAD_CANDIDATES &&
        safer_beside >= SOLVER_LOOKAHEAD_CANDIDATES / 2)
        FUZZ_CHECK((double)(b->layouts - b->mine_count[k]) >= 0.9 * (double)(b->layouts - fewest) - 1e-9);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes in = {data, size};
    board b;
    read_board(&in, &b);
    solver s = {0}, scratch = {0};
    FUZZ_CHECK(solver_init(&s, b.rows, b.cols, b.mines) == GG_OK);
    FUZZ_CHECK(solver_init(&scratch, b.rows, b.cols, b.mines) == GG_OK);
    /* Now and then a budget or table too small for the view: the
     * certainties must stay sound, the odds need not be exact. */
    uint8_t limits = fb_u8(&in);
    if (limits < 32)
        s.budget = 1 + limits;
    else if (limits < 48)
        s.table_limit = limits - 32;
    int deduce_each = fb_u8(&in) & 1, rounds = 1 + fb_u8(&in) % 3;
    uint8_t before[MAX_CELLS] = {0};
    for (int round = 0; round < rounds; round++) {
        if (round > 0 && !reveal_more(&in, &b))
            break;
        show(&s, &b, deduce_each);
        list_layouts(&b);
        FUZZ_CHECK(b.layouts >= 1); /* the true layout at least */
        solver_deduce(&s);
        check_certainties(&s, &b, before);
        FUZZ_CHECK(solver_analyse(&s, 1) == GG_OK);
        check_certainties(&s, &b, before);
        check_odds(&s, &b);
        check_endgame(&s, &b);
        check_forced(&s, &scratch, &b);
        check_lookahead(&s, &scratch, &b);
        check_known_numbers(&s, &b);
        for (int i = 0; i < b.cells; i++)
            before[i] = (uint8_t)know(&s, i);
    }
    free(b.layout);
    solver_free(&s);
    solver_free(&scratch);
    return 0;
}
