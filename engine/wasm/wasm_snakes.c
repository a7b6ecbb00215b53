/* wasm_snakes.c — the browser's front end to Snakes & Ladders (snakes.h,
 * lc909.h): the C functions web/src/gg-snakes.js calls. It keeps a game in
 * progress — the board, the rules, up to four tokens, whose turn it is,
 * the die — and hands the page the engine's analyses of it. Every move is
 * snakes_move; every figure the page shows is snakes_least,
 * snakes_expected, snakes_distribution or snakes_win_chances. The page's
 * board editor changes the board one jump at a time through
 * snakes_add_jump and snakes_remove_jump (snakesgen.h), which decide what
 * an edit may do.
 *
 * Conventions (as engine/wasm/wasm_api.c's, with errors of their own):
 * - A game is an int handle > 0; a stale or unknown handle is an error.
 * - Functions returning int return >= 0 on success and a negative
 *   gg_status on failure, with a sentence in gg_snakes_error_message().
 *   Functions returning a pointer return NULL for a stale handle.
 * - Text from JS is (pointer, length) bytes from gg_alloc, no NUL needed.
 * - Arrays handed back live in the game until its next call that changes
 *   them (a new roll, analysis or export).
 * - Boards the page draws (random, designed or from a code) get the family
 *   rules of the classic game: start off the board, exact finish.
 * - Built twice for the web (web/CMakeLists.txt): gg-snakes.wasm without
 *   the board maker (GG_WASM_NO_MAKER: gg_snakes_new_random and
 *   gg_snakes_new_designed are not there, nor the natural boards'
 *   generator and designer behind them, a fifth of the module), which a
 *   page loads first, and gg-snakes-maker.wasm with them, loaded when a
 *   board is first made at random or to a length. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/gg.h"
#include "base/json.h"
#include "formats/lc909.h"
#include "formats/snakescode.h"
#include "base/rng.h"
#include "odds/snakesodds.h"
#include "rules/snakes.h"
#include "rules/snakesgen.h"
#include "odds/snakesdesign.h"
#include "wasm/wasm_handles.h"

#ifdef __EMSCRIPTEN__
#include <emscripten/emscripten.h>
#define GG_EXPORT EMSCRIPTEN_KEEPALIVE
#else
#define GG_EXPORT
#endif

/* A random board's side in the page (the 2..20), and the largest
 * pasted board the page draws: past 50 × 50 a square is too small to read. */
#define WEB_RANDOM_MAX_SIDE 20
#define WEB_BOARD_MAX_SIDE 50
#define WEB_MAX_GAMES 64
/* What running out of memory says: the engine's memory is the module's
 * WebAssembly memory, which grows up to the link's MAXIMUM_MEMORY. */
#define WEB_NO_MEMORY "out of engine memory (the WebAssembly memory is full)"
/* The distribution runs until P(length <= t) >= 1 - WEB_TAIL (as the CLI's). */
#define WEB_TAIL 1e-9
#define WEB_MAX_ROLLS 100000

/* Fields of the int32 array gg_snakes_info returns. */
enum {
    SI_STATE,       /* 0 ready (no roll yet), 1 playing, 2 over */
    SI_N,           /* side of the board */
    SI_SQUARES,     /* n * n, the last square */
    SI_PLAYERS,     /* 1..4 */
    SI_TURN,        /* the player to roll next, 0-based (the winner once over) */
    SI_WINNER,      /* 0-based, or -1 */
    SI_ROLLS,       /* rolls played in this game, by all players */
    SI_START,       /* rules: 1 on square 1, 0 off the board */
    SI_RULE,        /* rules: snakes_rule */
    SI_LAST_PLAYER, /* the last roll: who rolled (0-based), or -1 before any */
    SI_LAST_ROLL,   /* the value, 1..6 */
    SI_LAST_FROM,   /* where the token was */
    SI_LAST_LANDED, /* the square it stopped on before a snake or ladder */
    SI_LAST_TO,     /* where it ended */
    SI_LAST_KIND,   /* MOVE_* below */
    SI_TEXT_LEN,    /* bytes at gg_snakes_text */
    SI_SIZE = 20
};

/* What the last roll did, for the page's words. */
enum { MOVE_STEP, MOVE_LADDER, MOVE_SNAKE, MOVE_STAY, MOVE_BOUNCE, MOVE_BOUNCE_LADDER, MOVE_BOUNCE_SNAKE };

/* Fields of the double array gg_snakes_figures returns. */
enum {
    SF_LEAST,    /* least rolls from the start, or -1 when n² cannot be reached */
    SF_EXPECTED, /* expected rolls for one player (Infinity when not finite) */
    SF_DIST_LEN, /* entries at gg_snakes_distribution */
    SF_NEVER,    /* P(a token from the start never finishes) */
    SF_DIST_CUT, /* 1 when the distribution stopped at a limit before 1 - tail */
    SF_NOBODY,   /* P(nobody ever wins) from the current positions */
    SF_WIN,      /* SF_WIN + i: P(player i wins) from the current positions */
    SF_SIZE = SF_WIN + SNAKES_MAX_PLAYERS
};

typedef struct web_snakes {
    snakes_board board;
    snakes_rules rules;
    int players;
    int32_t pos[SNAKES_MAX_PLAYERS]; /* 0 off the board, 1..n² */
    int turn;                        /* to roll next, 0-based */
    int winner;                      /* -1 while the game is on */
    int32_t rolls;
    gg_rng dice;
    int32_t last[6];                 /* player, roll, from, landed, to, kind; player -1 before any */
    int32_t *path;                   /* one least-roll route, path_len squares */
    int32_t path_len;
    double *dist;                    /* P(length = t) at dist[t - 1] */
    int32_t *cells;                  /* cells[s - 1] = row * n + col of square s */
    gg_out text;
    double figures[SF_SIZE];
    int32_t info[SI_SIZE];
} web_snakes;

/* The boards JavaScript holds, by handle. */
static void *board_slots[WEB_MAX_GAMES];
static uint32_t board_generations[WEB_MAX_GAMES];
static web_handles boards = {board_slots, board_generations, WEB_MAX_GAMES, 0};
static gg_error last_error;

static int fail(gg_status status, const char *msg)
{
    gg_fail(&last_error, 0, "%s", msg);
    return -(int)status;
}

static int fail_status(gg_status status, const gg_error *err)
{
    if (status == GG_NO_MEMORY)
        return fail(status, WEB_NO_MEMORY);
    if (err && err->msg[0])
        return fail(status, err->msg);
    return fail(status, status == GG_TOO_BIG ? "the board is too big" : "bad input");
}

/* The rule named by (text, len): "over", "exact", "bounce"; `keep` for ""
 * (-1: "" is no rule); -1 with the message set when it is none of them. */
static int rule_named(const char *text, int len, int keep)
{
    static const char *const names[] = {"over", "exact", "bounce"};
    if (len == 0 && keep >= 0)
        return keep;
    for (int k = 0; k < 3; k++)
        if ((size_t)len == strlen(names[k]) && memcmp(text, names[k], (size_t)len) == 0)
            return k;
    fail(GG_BAD_INPUT, "the rule must be over, exact or bounce");
    return -1;
}

/* The message of the last failed call: NUL-terminated, owned here. */
GG_EXPORT const char *gg_snakes_error_message(void)
{
    return last_error.msg;
}

static web_snakes *find(int handle)
{
    web_snakes *w = web_handle_find(&boards, handle);
    if (!w)
        fail(GG_BAD_INPUT, "no such game (it was freed, replaced or never made)");
    return w;
}

static void release(web_snakes *w)
{
    snakes_free(&w->board);
    free(w->path);
    free(w->dist);
    free(w->cells);
    gg_out_free(&w->text);
    free(w);
}

/* Put the tokens back on the start: a new game on the same board. */
static void restart(web_snakes *w)
{
    for (int i = 0; i < SNAKES_MAX_PLAYERS; i++)
        w->pos[i] = w->rules.start ? 1 : 0;
    w->turn = 0;
    w->winner = -1;
    w->rolls = 0;
    memset(w->last, 0, sizeof w->last);
    w->last[0] = -1;
}

/* Give a built board a handle, with its rules, one player and a die. */
static int publish(snakes_board *b, gg_status st, const gg_error *err, int start, snakes_rule rule)
{
    if (st != GG_OK) {
        snakes_free(b);
        return fail_status(st, err);
    }
    web_snakes *w = calloc(1, sizeof *w);
    int32_t *cells = w ? malloc((size_t)b->squares * sizeof *cells) : NULL;
    if (!cells) {
        free(w);
        snakes_free(b);
        return fail(GG_NO_MEMORY, WEB_NO_MEMORY);
    }
    w->board = *b;
    w->cells = cells;
    for (int32_t s = 1; s <= b->squares; s++) {
        int32_t row, col;
        snakes_square_cell(b->n, s, &row, &col);
        cells[s - 1] = row * b->n + col;
    }
    w->rules.start = start;
    w->rules.rule = rule;
    w->players = 1;
    gg_rng_seed(&w->dice, 1);
    restart(w);
    uint32_t handle = web_handle_take(&boards, w);
    if (handle)
        return (int)handle;
    release(w);
    gg_fail(&last_error, 0,
            "too many Snakes & Ladders games open at once (%d): one is held by each <gg-snakes> in the document "
            "and each headless game not freed",
            WEB_MAX_GAMES);
    return -GG_TOO_BIG;
}

/* Chutes and Ladders (Milton Bradley, 1943) with its own rules: start off
 * the board, finish on 100 exactly. Returns the handle. */
GG_EXPORT int gg_snakes_new_classic(void)
{
    snakes_board b;
    return publish(&b, snakes_classic(&b), NULL, 0, SNAKES_EXACT);
}

/* A seeded random n × n board (n 2..20; the seed is any text, as
 * gg_seed_from_text reads it) with the family rules of the classic game.
 * Returns the handle. */
#ifndef GG_WASM_NO_MAKER
GG_EXPORT int gg_snakes_new_random(int n, const char *seed, int seed_len)
{
    if (n < 2 || n > WEB_RANDOM_MAX_SIDE) {
        gg_fail(&last_error, 0, "a random board is 2 to %d squares on a side, not %d", WEB_RANDOM_MAX_SIDE, n);
        return -GG_BAD_INPUT;
    }
    if (!seed || seed_len < 0 || !gg_in_memory(seed, (size_t)seed_len))
        return fail(GG_BAD_INPUT, "no seed given (or its text is not in the module's memory)");
    snakes_board b;
    return publish(&b, snakes_random(&b, n, gg_seed_from_text(seed, (size_t)seed_len)), NULL, 0, SNAKES_EXACT);
}
#endif /* the natural boards' generator: gg-snakes-maker.wasm only */

/* A LeetCode 909 board as JSON (`[[-1,-1],[-1,3]]` or `board = [[...]]`),
 * with LeetCode's rules: start on square 1, a roll past n² finishes.
 * Returns the handle, or fails with the parser's sentence. */
GG_EXPORT int gg_snakes_new_leetcode(const char *text, int len)
{
    if (!text || len < 0 || !gg_in_memory(text, (size_t)len))
        return fail(GG_BAD_INPUT, "no LeetCode board given (or its text is not in the module's memory)");
    gg_json js;
    gg_json_init(&js, text, (size_t)len);
    snakes_board b;
    gg_error err = {0, ""};
    gg_status st = lc909_parse_board(&js, 1, &b, &err);
    if (st == GG_OK && !gg_json_at_end(&js)) {
        snakes_free(&b);
        return fail(GG_BAD_INPUT, "unexpected text after the board");
    }
    if (st == GG_OK && b.n > WEB_BOARD_MAX_SIDE) {
        gg_fail(&last_error, 0, "a %d x %d board is more than the page draws (up to %d x %d)", (int)b.n, (int)b.n,
                WEB_BOARD_MAX_SIDE, WEB_BOARD_MAX_SIDE);
        snakes_free(&b);
        return -GG_BAD_INPUT;
    }
    if (st != GG_OK)
        return fail_status(st, &err);
    return publish(&b, GG_OK, NULL, 1, SNAKES_OVER);
}

#ifndef GG_WASM_NO_MAKER
/* A natural n × n board (n 2..20) whose exact expected number of rolls
 * under the given rules — start 0 or 1; rule "over", "exact" or "bounce"
 * ("" for exact) — is within 0.5 of `expected` (1..10⁹, read to
 * thousandths), made by snakes_design from the seed text. The game gets
 * those rules. Returns the handle, or fails with the designer's sentence
 * (for a length out of reach: the lengths the search reaches). */
GG_EXPORT int gg_snakes_new_designed(int n, double expected, int start, const char *rule, int rule_len,
                                     const char *seed, int seed_len)
{
    if (!(expected >= 1 && expected <= SNAKES_DESIGN_MAX_TARGET / 1000))
        return fail(GG_BAD_INPUT, "the expected number of rolls to design for is 1 to 1000000000");
    if (start < 0 || start > 1)
        return fail(GG_BAD_INPUT, "the start must be 0 (off the board) or 1 (on square 1)");
    if (!rule || rule_len < 0 || !seed || seed_len < 0 || !gg_in_memory(rule, (size_t)rule_len) ||
        !gg_in_memory(seed, (size_t)seed_len))
        return fail(GG_BAD_INPUT, "no rule or seed given (or its text is not in the module's memory)");
    int k = rule_named(rule, rule_len, SNAKES_EXACT);
    if (k < 0)
        return -GG_BAD_INPUT;
    snakes_rules r = {start, (snakes_rule)k};
    snakes_board b;
    gg_error err = {0, ""};
    gg_status st = snakes_design(&b, n, &r, (int64_t)(expected * 1000 + 0.5),
                                 gg_seed_from_text(seed, (size_t)seed_len), NULL, &err);
    return publish(&b, st, &err, start, r.rule);
}
#endif /* the designer: gg-snakes-maker.wasm only (web/CMakeLists.txt) */

/* A board from its code (`10_4-14_16-6`, snakescode.h; side 2..50).
 * Returns the handle, or fails with the parser's sentence. */
GG_EXPORT int gg_snakes_new_code(const char *text, int len)
{
    if (!text || len < 0 || !gg_in_memory(text, (size_t)len))
        return fail(GG_BAD_INPUT, "no board code given (or its text is not in the module's memory)");
    snakes_board b;
    gg_error err = {0, ""};
    gg_status st = snakescode_parse(text, (size_t)len, 0, &b, &err);
    if (st == GG_OK && b.n > WEB_BOARD_MAX_SIDE)
        st = gg_fail(&err, 0, "a %d x %d board is more than the page draws (up to 50 x 50)", (int)b.n, (int)b.n);
    return publish(&b, st, &err, 0, SNAKES_EXACT);
}

GG_EXPORT void gg_snakes_free(int handle)
{
    web_snakes *w = find(handle);
    if (!w)
        return;
    web_handle_drop(&boards, handle);
    release(w);
}

/* Set who plays and by which rules, and start the game afresh: players
 * 1..4; start 0 (off the board), 1 (on square 1) or -1 to keep the
 * board's own; rule "over", "exact", "bounce" or "" to keep it; the die's
 * seed as text. Fails, changing nothing, on a bad value. */
GG_EXPORT int gg_snakes_setup(int handle, int players, int start, const char *rule, int rule_len,
                              const char *seed, int seed_len)
{
    web_snakes *w = find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    if (players < 1 || players > SNAKES_MAX_PLAYERS)
        return fail(GG_BAD_INPUT, "a game has 1 to 4 players");
    if (start < -1 || start > 1)
        return fail(GG_BAD_INPUT, "the start must be 0 (off the board) or 1 (on square 1)");
    if (!rule || rule_len < 0 || !seed || seed_len < 0 || !gg_in_memory(rule, (size_t)rule_len) ||
        !gg_in_memory(seed, (size_t)seed_len))
        return fail(GG_BAD_INPUT, "no rule or seed given (or its text is not in the module's memory)");
    int chosen = rule_named(rule, rule_len, (int)w->rules.rule);
    if (chosen < 0)
        return -GG_BAD_INPUT;
    w->players = players;
    if (start >= 0)
        w->rules.start = start;
    w->rules.rule = (snakes_rule)chosen;
    gg_rng_seed(&w->dice, gg_seed_from_text(seed, (size_t)seed_len));
    restart(w);
    return 0;
}

/* Start again on the same board, rules and players. */
GG_EXPORT int gg_snakes_restart(int handle)
{
    web_snakes *w = find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    restart(w);
    return 0;
}

/* The player to roll rolls: `value` 1..6 forces the die (tests, replays),
 * 0 rolls the game's seeded die. The move is snakes_move's; reaching n²
 * wins and ends the game. Returns the value rolled; fails after the end
 * or on a value outside 0..6. */
GG_EXPORT int gg_snakes_roll(int handle, int value)
{
    web_snakes *w = find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    if (w->winner >= 0)
        return fail(GG_BAD_INPUT, "the game is over: start a new one to roll again");
    if (value < 0 || value > 6)
        return fail(GG_BAD_INPUT, "a die shows 1 to 6");
    int roll = value ? value : 1 + (int)gg_rng_below(&w->dice, 6);
    int32_t from = w->pos[w->turn], last = w->board.squares, landed;
    int32_t to = snakes_move(&w->board, w->rules.rule, from, roll, &landed);
    int kind = to > landed ? MOVE_LADDER : to < landed ? MOVE_SNAKE : MOVE_STEP;
    if (from + roll > last && w->rules.rule == SNAKES_EXACT)
        kind = MOVE_STAY;
    else if (from + roll > last && w->rules.rule == SNAKES_BOUNCE)
        kind += MOVE_BOUNCE;
    int32_t record[6] = {w->turn, roll, from, landed, to, kind};
    memcpy(w->last, record, sizeof record);
    w->pos[w->turn] = to;
    w->rolls++;
    if (to == last)
        w->winner = w->turn;
    else
        w->turn = (w->turn + 1) % w->players;
    return roll;
}

/* Fill and return the game's info array (SI_* above). */
GG_EXPORT int32_t *gg_snakes_info(int handle)
{
    web_snakes *w = find(handle);
    if (!w)
        return NULL;
    int32_t *in = w->info;
    memset(in, 0, sizeof w->info);
    in[SI_STATE] = w->winner >= 0 ? 2 : w->rolls > 0;
    in[SI_N] = w->board.n;
    in[SI_SQUARES] = w->board.squares;
    in[SI_PLAYERS] = w->players;
    in[SI_TURN] = w->turn;
    in[SI_WINNER] = w->winner;
    in[SI_ROLLS] = w->rolls;
    in[SI_START] = w->rules.start;
    in[SI_RULE] = (int32_t)w->rules.rule;
    memcpy(in + SI_LAST_PLAYER, w->last, sizeof w->last);
    in[SI_TEXT_LEN] = (int32_t)w->text.len;
    return in;
}

/* Each player's square (0 off the board), SI_PLAYERS entries. */
GG_EXPORT const int32_t *gg_snakes_positions(int handle)
{
    web_snakes *w = find(handle);
    return w ? w->pos : NULL;
}

/* Where a token landing on each square ends: dest[s] for s = 0..n². */
GG_EXPORT const int32_t *gg_snakes_dest(int handle)
{
    web_snakes *w = find(handle);
    return w ? w->board.dest : NULL;
}

/* Where each square is drawn: row * n + col (LeetCode's grid, row 0 at
 * the top) of square s at index s - 1. */
GG_EXPORT const int32_t *gg_snakes_cells(int handle)
{
    web_snakes *w = find(handle);
    return w ? w->cells : NULL;
}

/* Analyse the board under the game's rules for one player from the start:
 * least rolls and one least-roll path (gg_snakes_path), the expected
 * rolls, and the distribution of the game length (gg_snakes_distribution)
 * until P(length <= t) >= 1 - 1e-9, as `gridgames snakes --distribution`
 * prints it. Figures at gg_snakes_figures. A distribution cut short by
 * the engine's limits keeps what was computed (SF_DIST_CUT). */
GG_EXPORT int gg_snakes_analyse(int handle)
{
    web_snakes *w = find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    double *f = w->figures;
    int32_t *path = realloc(w->path, ((size_t)w->board.squares + 1) * sizeof *path);
    if (!path)
        return fail(GG_NO_MEMORY, WEB_NO_MEMORY);
    w->path = path;
    w->path_len = 0;
    int64_t least;
    gg_error err = {0, ""};
    gg_status st = snakes_least(&w->board, &w->rules, &least, path, &w->path_len);
    if (st != GG_OK)
        return fail_status(st, &err);
    if (least < 0)
        w->path_len = 0;
    f[SF_LEAST] = (double)least;
    st = snakes_expected(&w->board, &w->rules, &f[SF_EXPECTED], NULL, &err);
    if (st != GG_OK)
        return fail_status(st, &err);
    free(w->dist);
    w->dist = NULL;
    int64_t len = 0;
    st = snakes_distribution(&w->board, &w->rules, w->rules.start ? 1 : 0, WEB_TAIL, WEB_MAX_ROLLS, &w->dist,
                             &len, &f[SF_NEVER], &err);
    if (st == GG_NO_MEMORY)
        return fail_status(st, &err);
    f[SF_DIST_LEN] = (double)len;
    f[SF_DIST_CUT] = st != GG_OK;
    return 0;
}

/* Each player's chance of winning from the current positions, the player
 * to roll next rolling first (snakes_win_chances), into SF_WIN.. and
 * SF_NOBODY. Once the game is over the winner's chance is 1. */
GG_EXPORT int gg_snakes_chances(int handle)
{
    web_snakes *w = find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    double *f = w->figures;
    for (int i = 0; i < SNAKES_MAX_PLAYERS; i++)
        f[SF_WIN + i] = i == w->winner;
    f[SF_NOBODY] = 0;
    if (w->winner >= 0)
        return 0;
    gg_error err = {0, ""};
    gg_status st = snakes_win_chances(&w->board, &w->rules, w->pos, w->players, w->turn, &f[SF_WIN],
                                      &f[SF_NOBODY], &err);
    return st == GG_OK ? 0 : fail_status(st, &err);
}

/* The figures of the last gg_snakes_analyse and gg_snakes_chances (SF_*). */
GG_EXPORT const double *gg_snakes_figures(int handle)
{
    web_snakes *w = find(handle);
    return w ? w->figures : NULL;
}

/* One least-roll route of the last analysis: the start, then the square
 * each roll ends on; SF_LEAST + 1 entries (none when unreachable). */
GG_EXPORT const int32_t *gg_snakes_path(int handle)
{
    web_snakes *w = find(handle);
    return w ? w->path : NULL;
}

/* P(length = t) at index t - 1, SF_DIST_LEN entries. */
GG_EXPORT const double *gg_snakes_distribution(int handle)
{
    web_snakes *w = find(handle);
    return w ? w->dist : NULL;
}

/* Write the board to the game's text with `print`; returns its length. */
static int write_text(int handle, void (*print)(const snakes_board *, gg_out *))
{
    web_snakes *w = find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    w->text.len = 0;
    w->text.failed = 0;
    print(&w->board, &w->text);
    if (w->text.failed) {
        w->text.len = 0;
        return fail(GG_NO_MEMORY, WEB_NO_MEMORY);
    }
    return (int)w->text.len;
}

/* Write the board as LeetCode 909 JSON (snakes_print_json) to
 * gg_snakes_text; returns its length. */
GG_EXPORT int gg_snakes_json(int handle)
{
    return write_text(handle, snakes_print_json);
}

/* Write the board's code (`10_4-14_16-6`, snakescode_print) to
 * gg_snakes_text; returns its length. */
GG_EXPORT int gg_snakes_code(int handle)
{
    return write_text(handle, snakescode_print);
}

/* The text of the last gg_snakes_json or gg_snakes_code, SI_TEXT_LEN bytes,
 * no NUL. */
GG_EXPORT const char *gg_snakes_text(int handle)
{
    web_snakes *w = find(handle);
    return w ? w->text.data : NULL;
}

/* Add the jump from → to (a ladder when to > from, else a snake). Refused
 * with a sentence, changing nothing, when a square is off the board, from
 * == to, it starts or ends on square 1 or the last square, or a square is
 * already an end of another jump. The game starts afresh on success. */
GG_EXPORT int gg_snakes_add_jump(int handle, int from, int to)
{
    web_snakes *w = find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    gg_error err = {0, ""};
    gg_status st = snakes_add_jump(&w->board, from, to, &err);
    if (st != GG_OK)
        return fail_status(st, &err);
    restart(w);
    return 0;
}

/* Remove the jump starting on `from`; refused when there is none. The
 * game starts afresh on success. */
GG_EXPORT int gg_snakes_remove_jump(int handle, int from)
{
    web_snakes *w = find(handle);
    if (!w)
        return -GG_BAD_INPUT;
    gg_error err = {0, ""};
    gg_status st = snakes_remove_jump(&w->board, from, &err);
    if (st != GG_OK)
        return fail_status(st, &err);
    restart(w);
    return 0;
}
