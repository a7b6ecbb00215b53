/* gen_mines.c — deterministic Minesweeper command files (docs/minesweeper.md §7) for
 * the large tests, the benchmark and differential testing:
 *
 *   gen_mines [-v] flood SEED    1000x1000, 60,000 moves: the first Sweep
 *                                floods almost the whole board, then a mix
 *   gen_mines [-v] dense SEED    1000x1000, 20% mines, 60,000 small moves
 *   gen_mines [-v] random SEED ROWS COLS DENSITY MOVES
 *                                a small random game that may boom or finish
 *
 * The same arguments give the same bytes on every machine (own PRNG, no
 * floating point in the choices but the density threshold). -v prints what
 * was built on stderr. flood and dense never boom and never finish: they
 * end with Quit after exactly 60,000 steps, so every move is played.
 *
 * The generator follows the game as it writes it, with its own small
 * simulation, only to steer: to pick swept cells for DSweep, to avoid
 * mines in flood/dense. What the right output is, ref_mines decides. */
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- splitmix64 (Steele, Lea & Flood, "Fast splittable pseudorandom
 * number generators", OOPSLA 2014) */
static uint64_t rng_state;

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

/* Uniform in 0..n-1 (n >= 1); the modulo bias is far below anything a test
 * could notice, and the result is the same everywhere. */
static long rng_below(long n)
{
    return (long)(rng_next() % (uint64_t)n);
}

/* 1 with probability percent/100. */
static int rng_percent(int percent)
{
    return rng_below(100) < percent;
}

/* ---- the game as the generator follows it */
enum { HIDDEN, FLAGGED, SWEPT };

typedef struct game {
    int rows, cols;
    long cells;
    unsigned char *mine;   /* 1 = '*' */
    unsigned char *state;  /* HIDDEN, FLAGGED or SWEPT */
    unsigned char *number; /* neighbouring mines */
    int *swept;            /* every swept cell, in sweep order (DSweep picks from it) */
    long swept_count;
    long safe;             /* safe cells on the board */
    int *stack;            /* the flood's work stack */
    int over;              /* the simulated game has ended (boom or finish) */
    long moves;            /* Flag/Sweep/DSweep lines written */
    /* How the lines look (random mode only): extra blanks and blank lines,
     * \r\n line ends. */
    int noisy, crlf;
} game;

static const int dr8[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
static const int dc8[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

/* The i-th neighbour of cell, or -1 off the board. */
static int neighbour(const game *g, int cell, int i)
{
    int r = cell / g->cols + dr8[i], c = cell % g->cols + dc8[i];
    if (r < 0 || r >= g->rows || c < 0 || c >= g->cols)
        return -1;
    return r * g->cols + c;
}

static void *alloc_or_die(size_t bytes)
{
    void *p = calloc(bytes ? bytes : 1, 1);
    if (!p) {
        fprintf(stderr, "gen_mines: out of memory\n");
        exit(1);
    }
    return p;
}

static void game_init(game *g, int rows, int cols)
{
    memset(g, 0, sizeof *g);
    g->rows = rows;
    g->cols = cols;
    g->cells = (long)rows * cols;
    g->mine = alloc_or_die((size_t)g->cells);
    g->state = alloc_or_die((size_t)g->cells);
    g->number = alloc_or_die((size_t)g->cells);
    g->swept = alloc_or_die((size_t)g->cells * sizeof(int));
    g->stack = alloc_or_die((size_t)g->cells * sizeof(int));
}

static void game_free(game *g)
{
    free(g->mine);
    free(g->state);
    free(g->number);
    free(g->swept);
    free(g->stack);
}

/* Once the mines are placed: the numbers and the safe count. */
static void game_ready(game *g)
{
    g->safe = 0;
    for (int cell = 0; cell < g->cells; cell++) {
        int n = 0;
        for (int i = 0; i < 8; i++) {
            int nb = neighbour(g, cell, i);
            n += nb >= 0 && g->mine[nb];
        }
        g->number[cell] = (unsigned char)n;
        g->safe += !g->mine[cell];
    }
}

static int flags_around(const game *g, int cell)
{
    int n = 0;
    for (int i = 0; i < 8; i++) {
        int nb = neighbour(g, cell, i);
        n += nb >= 0 && g->state[nb] == FLAGGED;
    }
    return n;
}

/* Sweep a hidden safe cell and its chain reaction; returns the cells swept. */
static long flood(game *g, int start)
{
    long before = g->swept_count, top = 0;
    g->state[start] = SWEPT;
    g->swept[g->swept_count++] = start;
    g->stack[top++] = start;
    while (top > 0) {
        int cell = g->stack[--top];
        if (g->number[cell] != 0)
            continue;
        for (int i = 0; i < 8; i++) {
            int nb = neighbour(g, cell, i);
            if (nb >= 0 && g->state[nb] != SWEPT) {
                g->state[nb] = SWEPT;
                g->swept[g->swept_count++] = nb;
                g->stack[top++] = nb;
            }
        }
    }
    if (g->swept_count == g->safe)
        g->over = 1; /* finish */
    return g->swept_count - before;
}

/* Would a DSweep on cell sweep a mine? (It would only if it gets past the
 * "not swept" and "failed" checks and an unflagged hidden neighbour is a
 * mine — i.e. a flag stands on a safe cell instead.) */
static int dsweep_booms(const game *g, int cell)
{
    if (g->state[cell] != SWEPT || g->number[cell] == 0 || flags_around(g, cell) != g->number[cell])
        return 0;
    for (int i = 0; i < 8; i++) {
        int nb = neighbour(g, cell, i);
        if (nb >= 0 && g->state[nb] == HIDDEN && g->mine[nb])
            return 1;
    }
    return 0;
}

/* A flag on a safe cell around cell, or -1. */
static int wrong_flag_around(const game *g, int cell)
{
    for (int i = 0; i < 8; i++) {
        int nb = neighbour(g, cell, i);
        if (nb >= 0 && g->state[nb] == FLAGGED && !g->mine[nb])
            return nb;
    }
    return -1;
}

/* ---- writing moves */
static void put_blanks(int at_least_one)
{
    static const char *const blanks[] = {" ", "  ", "\t", " \t", "   "};
    if (at_least_one)
        fputs(blanks[rng_below(5)], stdout);
    else if (rng_percent(30))
        fputs(blanks[rng_below(5)], stdout);
}

static void end_line(const game *g)
{
    fputs(g->crlf ? "\r\n" : "\n", stdout);
}

static void write_move(game *g, const char *word, int cell)
{
    int x = cell / g->cols + 1, y = cell % g->cols + 1;
    if (g->noisy) {
        if (rng_percent(10)) { /* a blank line, sometimes holding blanks */
            put_blanks(0);
            end_line(g);
        }
        put_blanks(0);
        fputs(word, stdout);
        put_blanks(1);
        printf("%d", x);
        put_blanks(1);
        printf("%d", y);
        put_blanks(0);
    } else {
        printf("%s %d %d", word, x, y);
    }
    end_line(g);
    g->moves++;
}

static void do_flag(game *g, int cell)
{
    write_move(g, "Flag", cell);
    if (g->over || g->state[cell] == SWEPT)
        return;
    g->state[cell] = g->state[cell] == HIDDEN ? FLAGGED : HIDDEN;
}

static void do_sweep(game *g, int cell)
{
    write_move(g, "Sweep", cell);
    if (g->over || g->state[cell] != HIDDEN)
        return;
    if (g->mine[cell])
        g->over = 1;
    else
        flood(g, cell);
}

static void do_dsweep(game *g, int cell)
{
    write_move(g, "DSweep", cell);
    if (g->over || g->state[cell] != SWEPT || g->number[cell] == 0 ||
        flags_around(g, cell) != g->number[cell])
        return;
    if (dsweep_booms(g, cell)) {
        g->over = 1;
        return;
    }
    for (int i = 0; i < 8 && !g->over; i++) {
        int nb = neighbour(g, cell, i);
        if (nb >= 0 && g->state[nb] == HIDDEN)
            flood(g, nb);
    }
}

/* DSweep on cell, unless that would boom: then take the wrong flag off
 * instead (the player noticing the mistake). The game goes on either way. */
static void safe_dsweep(game *g, int cell)
{
    if (dsweep_booms(g, cell))
        do_flag(g, wrong_flag_around(g, cell));
    else
        do_dsweep(g, cell);
}

/* The chord a player makes: flag the mines around a swept number that are
 * not flagged yet, take off wrong flags, then DSweep it — one move a line,
 * stopping at the move budget. */
static void chord(game *g, int cell, long budget)
{
    for (int i = 0; i < 8 && g->moves < budget; i++) {
        int nb = neighbour(g, cell, i);
        if (nb < 0)
            continue;
        if ((g->mine[nb] && g->state[nb] == HIDDEN) || (!g->mine[nb] && g->state[nb] == FLAGGED))
            do_flag(g, nb);
    }
    if (g->moves < budget)
        safe_dsweep(g, cell);
}

static void write_board(const game *g)
{
    printf("%d %d", g->rows, g->cols);
    end_line(g);
    char *line = alloc_or_die((size_t)g->cols + 1);
    for (int r = 0; r < g->rows; r++) {
        for (int c = 0; c < g->cols; c++)
            line[c] = g->mine[r * g->cols + c] ? '*' : '.';
        fwrite(line, 1, (size_t)g->cols, stdout);
        end_line(g);
    }
    free(line);
}

static void write_quit(const game *g)
{
    fputs("Quit", stdout);
    end_line(g);
}

static long count_mines(const game *g)
{
    long n = 0;
    for (long i = 0; i < g->cells; i++)
        n += g->mine[i];
    return n;
}

/* ---- the scenarios */
enum { BIG = 1000, BIG_MOVES = 60000 };

/* A safe rectangle walled in by a ring of mines: no flood from outside
 * reaches it, so the board is never finished by accident, and sweeping
 * inside it later gives small reveals (a 0 floods the pocket's inside).
 * Returns 1 if it fit: each ring keeps two clear cells around it (marked
 * in `used`), so the open land between pockets stays one flood. */
static int place_pocket(game *g, unsigned char *used, int top, int left, int height, int width)
{
    int r0 = top - 3, r1 = top + height + 2, c0 = left - 3, c1 = left + width + 2;
    if (r0 < 0 || c0 < 0 || r1 >= g->rows || c1 >= g->cols)
        return 0;
    for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++)
            if (used[r * g->cols + c])
                return 0;
    for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++) {
            used[r * g->cols + c] = 1;
            int ring = r >= top - 1 && r <= top + height && c >= left - 1 && c <= left + width;
            int inside = r >= top && r < top + height && c >= left && c < left + width;
            if (ring && !inside)
                g->mine[r * g->cols + c] = 1;
        }
    return 1;
}

/* flood: open land with 0.3% scattered mines and ~250 walled pockets. The
 * first move sweeps a 0 in the middle of a clear patch; its chain reaction
 * covers nearly the whole board (about 990,000 cells). The reserve pocket, a
 * single safe cell in a ring of eight mines, is never swept. */
static void scenario_flood(game *g, int verbose)
{
    game_init(g, BIG, BIG);
    unsigned char *used = alloc_or_die((size_t)g->cells);

    int reserve_r, reserve_c;
    do {
        reserve_r = 10 + (int)rng_below(BIG - 20);
        reserve_c = 10 + (int)rng_below(BIG - 20);
    } while (!place_pocket(g, used, reserve_r, reserve_c, 1, 1));
    int reserve = reserve_r * g->cols + reserve_c;

    /* The clear patch the first Sweep lands in. */
    int start_r = 400 + (int)rng_below(200);
    int start_c = 400 + (int)rng_below(200);
    for (int r = start_r - 5; r <= start_r + 5; r++)
        for (int c = start_c - 5; c <= start_c + 5; c++)
            used[r * g->cols + c] = 1;

    int pockets = 1;
    for (int tries = 0; pockets < 250 && tries < 100000; tries++) {
        /* One draw a statement: the order of a call's arguments is
         * unspecified, and gcc and clang differ. */
        int top = (int)rng_below(BIG);
        int left = (int)rng_below(BIG);
        int height = 1 + (int)rng_below(6);
        int width = 1 + (int)rng_below(6);
        pockets += place_pocket(g, used, top, left, height, width);
    }

    for (long cell = 0; cell < g->cells; cell++)
        if (!used[cell] && rng_below(1000) < 3)
            g->mine[cell] = 1;
    game_ready(g);

    /* Cells worth aiming at after the flood: mines and their neighbours,
     * where the flags, the pockets and the chords are. */
    int *near_mines = alloc_or_die((size_t)g->cells * sizeof(int));
    long near_count = 0;
    for (int cell = 0; cell < g->cells; cell++)
        if (g->mine[cell] || g->number[cell] > 0)
            near_mines[near_count++] = cell;

    write_board(g);
    int start = start_r * g->cols + start_c;
    write_move(g, "Sweep", start);
    long first_flood = flood(g, start);

    while (g->moves < BIG_MOVES) {
        int cell = rng_percent(50) ? near_mines[rng_below(near_count)] : (int)rng_below(g->cells);
        int kind = (int)rng_below(100);
        if (kind < 30) {
            if (g->mine[cell] || cell == reserve)
                do_flag(g, cell);
            else
                do_sweep(g, cell);
        } else if (kind < 60)
            do_flag(g, cell);
        else if (kind < 85)
            safe_dsweep(g, cell);
        else
            chord(g, cell, BIG_MOVES);
    }
    write_quit(g);
    if (verbose)
        fprintf(stderr,
                "flood: %dx%d, %ld mines (%d walled pockets), %ld safe cells; the first Sweep reveals %ld; "
                "%ld swept in all by the end; %ld moves\n",
                g->rows, g->cols, count_mines(g), pockets, g->safe, first_flood, g->swept_count, g->moves);
    free(near_mines);
    free(used);
}

/* dense: 20% mines anywhere, plus the reserve (a safe cell in a ring of
 * eight mines, never swept). Mostly Sweeps of safe cells — many small
 * reveals — with flags on mines and chords on swept numbers. */
static void scenario_dense(game *g, int verbose)
{
    game_init(g, BIG, BIG);
    for (long cell = 0; cell < g->cells; cell++)
        g->mine[cell] = rng_below(100) < 20;
    int reserve_r = 1 + (int)rng_below(BIG - 2);
    int reserve_c = 1 + (int)rng_below(BIG - 2);
    for (int i = 0; i < 8; i++)
        g->mine[(reserve_r + dr8[i]) * g->cols + reserve_c + dc8[i]] = 1;
    int reserve = reserve_r * g->cols + reserve_c;
    g->mine[reserve] = 0;
    game_ready(g);
    write_board(g);

    long revealing_sweeps = 0;
    while (g->moves < BIG_MOVES) {
        int kind = (int)rng_below(100);
        if (kind < 60) {
            int cell;
            do
                cell = (int)rng_below(g->cells);
            while (g->mine[cell] || cell == reserve);
            revealing_sweeps += g->state[cell] == HIDDEN;
            do_sweep(g, cell);
        } else if (kind < 75) {
            int cell;
            do
                cell = (int)rng_below(g->cells);
            while (!g->mine[cell]);
            do_flag(g, cell);
        } else if (kind < 90 && g->swept_count > 0) {
            int cell = g->swept[rng_below(g->swept_count)];
            for (int tries = 0; tries < 4 && g->number[cell] == 0; tries++)
                cell = g->swept[rng_below(g->swept_count)];
            chord(g, cell, BIG_MOVES);
        } else if (kind < 95) {
            safe_dsweep(g, (int)rng_below(g->cells));
        } else {
            do_flag(g, (int)rng_below(g->cells));
        }
    }
    write_quit(g);
    if (verbose)
        fprintf(stderr, "dense: %dx%d, %ld mines, %ld safe cells; %ld Sweeps on hidden cells; %ld swept by the end; "
                "%ld moves\n",
                g->rows, g->cols, count_mines(g), g->safe, revealing_sweeps, g->swept_count, g->moves);
}

/* random: anything goes — mines are swept, wrong flags are chorded, the
 * game may end early (the moves after the end must be ignored), and one
 * game in eight is written with \r\n, one in eight with extra blanks. */
static void scenario_random(game *g, int rows, int cols, double density, long moves, int verbose)
{
    game_init(g, rows, cols);
    uint64_t threshold = density >= 1.0 ? UINT64_MAX : (uint64_t)(density * 18446744073709551616.0);
    for (long cell = 0; cell < g->cells; cell++)
        g->mine[cell] = density > 0 && rng_next() <= threshold;
    game_ready(g);
    g->crlf = rng_below(8) == 0;
    int noisy = rng_below(8) == 0;
    write_board(g);
    g->noisy = noisy;

    while (g->moves < moves) {
        int kind = (int)rng_below(100);
        int any = (int)rng_below(g->cells);
        if (kind < 30)
            do_sweep(g, any);
        else if (kind < 40) {
            /* a hidden safe cell, to make progress towards finish */
            int cell = any;
            for (int tries = 0; tries < 20 && (g->mine[cell] || g->state[cell] != HIDDEN); tries++)
                cell = (int)rng_below(g->cells);
            do_sweep(g, cell);
        } else if (kind < 55)
            do_flag(g, any);
        else if (kind < 65) {
            int cell = any;
            for (int tries = 0; tries < 20 && !g->mine[cell]; tries++)
                cell = (int)rng_below(g->cells);
            do_flag(g, cell);
        } else if (kind < 85)
            do_dsweep(g, g->swept_count > 0 && rng_percent(80) ? g->swept[rng_below(g->swept_count)] : any);
        else if (g->swept_count > 0) {
            int cell = g->swept[rng_below(g->swept_count)];
            chord(g, cell, moves);
        } else
            do_dsweep(g, any);
    }
    write_quit(g);
    if (rng_below(8) == 0) { /* after Quit nothing is read, even this */
        fputs("Quit and some words that are not a move", stdout);
        end_line(g);
    }
    if (verbose)
        fprintf(stderr, "random: %dx%d, %ld mines, %ld moves, the simulated game %s\n", rows, cols, count_mines(g),
                g->moves, g->over ? "ended early" : "lasted to Quit");
}

static int usage(void)
{
    fputs("usage: gen_mines [-v] flood SEED\n"
          "       gen_mines [-v] dense SEED\n"
          "       gen_mines [-v] random SEED ROWS COLS DENSITY MOVES\n"
          "Writes a Minesweeper command file (docs/minesweeper.md) on stdout.\n",
          stderr);
    return 2;
}

static int parse_long(const char *text, long low, long high, long *value)
{
    char *end;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || v < low || v > high)
        return 0;
    *value = v;
    return 1;
}

int main(int argc, char **argv)
{
    int verbose = 0;
    if (argc > 1 && strcmp(argv[1], "-v") == 0) {
        verbose = 1;
        argc--;
        argv++;
    }
    if (argc < 3)
        return usage();
    char *end;
    unsigned long long seed = strtoull(argv[2], &end, 10);
    if (end == argv[2] || *end != '\0')
        return usage();
    rng_state = (uint64_t)seed;

    static char out_buffer[1 << 16];
    setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);
    game g;
    if (strcmp(argv[1], "flood") == 0 && argc == 3)
        scenario_flood(&g, verbose);
    else if (strcmp(argv[1], "dense") == 0 && argc == 3)
        scenario_dense(&g, verbose);
    else if (strcmp(argv[1], "random") == 0 && argc == 7) {
        long rows, cols, moves;
        double density = strtod(argv[5], &end);
        if (!parse_long(argv[3], 1, 10000, &rows) || !parse_long(argv[4], 1, 10000, &cols) || rows * cols > 10000000 ||
            *end != '\0' || end == argv[5] || !(density >= 0 && density <= 1) ||
            !parse_long(argv[6], 0, 10000000, &moves))
            return usage();
        scenario_random(&g, (int)rows, (int)cols, density, moves, verbose);
    } else
        return usage();

    /* flood and dense promise a game that lasts to Quit. */
    int ended_early = g.over && strcmp(argv[1], "random") != 0;
    game_free(&g);
    if (ended_early) {
        fprintf(stderr, "gen_mines: internal error: the %s game ended before Quit\n", argv[1]);
        return 1;
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "gen_mines: write error\n");
        return 1;
    }
    return 0;
}
