/* fuzz_wasm_snakes.c — random sequences of the Snakes & Ladders web
 * module's exported calls (engine/wasm/wasm_snakes.c, compiled natively) with
 * random arguments: classic, random and LeetCode boards (well-formed and
 * garbage JSON), setups with any players, start, rule and seed, rolls of
 * any value, analyses, win chances, JSON export loaded back, handles live,
 * freed and made up. Every call must work or fail with a negative status
 * and a message, never crash, leak or touch memory it was not given; what
 * it reports must agree with the board: tokens on it, probabilities in
 * [0, 1] that add up, a least-roll path that the rolls can walk. */
// fuzz-requires: engine/wasm/wasm_snakes.c
// fuzz-requires: engine/formats/lc909.c
#include <math.h>
#include <stdint.h>

#include "fuzz_bytes.h"
#include "fuzz_common.h"
#include "fuzz_handles.h"
#include "wasm/wasm_snakes.c"

static void close_all(void)
{
    for (int s = 0; s < WEB_MAX_GAMES; s++)
        if (board_slots[s]) {
            release(board_slots[s]);
            board_slots[s] = NULL;
        }
}

static const int odd_handles[8] = {0, -1, 1, 64, 65, INT32_MAX, INT32_MIN, 128 + 3};
static fuzz_handles handles = {{0}, 0, 32, odd_handles};

static void remember(int h)
{
    fuzz_handles_remember(&handles, h);
}

static int pick_handle(fuzz_bytes *b)
{
    return fuzz_handles_pick(&handles, b);
}

static void check_failure(int rc)
{
    FUZZ_CHECK(rc == -GG_BAD_INPUT || rc == -GG_NO_MEMORY || rc == -GG_TOO_BIG);
    FUZZ_CHECK(gg_snakes_error_message()[0] != '\0');
}

/* A LeetCode 909 board as text: mostly well-formed (a square of -1 and
 * destinations, some out of range), sometimes raw bytes. */
static size_t make_board(fuzz_bytes *b, char *text, size_t cap)
{
    uint8_t k = fb_u8(b);
    if (k >= 224) {
        size_t len = fb_u8(b) % cap;
        for (size_t i = 0; i < len; i++)
            text[i] = (char)fb_u8(b);
        return len;
    }
    int n = (int)fb_range(b, k < 200 ? 2 : 0, k < 200 ? 7 : 12);
    int cols = k >= 216 ? n + 1 : n; /* sometimes not square */
    size_t len = 0;
    if (k & 1)
        len += (size_t)snprintf(text, cap, "board = ");
    text[len++] = '[';
    for (int r = 0; r < n && len < cap - 64; r++) {
        text[len++] = '[';
        for (int c = 0; c < cols && len < cap - 32; c++) {
            uint8_t v = fb_u8(b);
            long value = v < 160 ? -1 : v < 250 ? (long)fb_range(b, 1, (int64_t)n * n) : (long)v - 252 + (long)n * n;
            len += (size_t)snprintf(text + len, cap - len, "%s%ld", c ? "," : "", value);
        }
        text[len++] = ']';
        if (r + 1 < n)
            text[len++] = ',';
    }
    text[len++] = ']';
    return len;
}

FUZZ_NO_COVERAGE static void check_game(int h)
{
    int32_t *in = gg_snakes_info(h);
    FUZZ_CHECK(in != NULL);
    int32_t n = in[SI_N], squares = in[SI_SQUARES], players = in[SI_PLAYERS];
    FUZZ_CHECK(n >= 2 && squares == n * n);
    FUZZ_CHECK(players >= 1 && players <= SNAKES_MAX_PLAYERS);
    FUZZ_CHECK(in[SI_STATE] >= 0 && in[SI_STATE] <= 2);
    FUZZ_CHECK(in[SI_TURN] >= 0 && in[SI_TURN] < players);
    FUZZ_CHECK(in[SI_WINNER] >= -1 && in[SI_WINNER] < players);
    FUZZ_CHECK((in[SI_STATE] == 2) == (in[SI_WINNER] >= 0));
    FUZZ_CHECK(in[SI_START] == 0 || in[SI_START] == 1);
    FUZZ_CHECK(in[SI_RULE] >= 0 && in[SI_RULE] <= 2);
    const int32_t *pos = gg_snakes_positions(h), *dest = gg_snakes_dest(h), *cells = gg_snakes_cells(h);
    FUZZ_CHECK(pos && dest && cells);
    for (int i = 0; i < players; i++)
        FUZZ_CHECK(pos[i] >= 0 && pos[i] <= squares);
    if (in[SI_WINNER] >= 0)
        FUZZ_CHECK(pos[in[SI_WINNER]] == squares);
    for (int32_t s = 0; s <= squares; s++)
        FUZZ_CHECK(dest[s] >= 0 && dest[s] <= squares);
    for (int32_t s = 1; s <= squares; s++)
        FUZZ_CHECK(cells[s - 1] >= 0 && cells[s - 1] < squares);
    if (in[SI_LAST_PLAYER] >= 0) {
        FUZZ_CHECK(in[SI_LAST_ROLL] >= 1 && in[SI_LAST_ROLL] <= 6);
        FUZZ_CHECK(in[SI_LAST_TO] >= 0 && in[SI_LAST_TO] <= squares);
        FUZZ_CHECK(in[SI_LAST_LANDED] >= 0 && in[SI_LAST_LANDED] <= squares);
    }
}

static int prob(double p)
{
    return p >= -1e-9 && p <= 1 + 1e-9;
}

/* The figures of a successful analysis, against the board. */
FUZZ_NO_COVERAGE static void check_analysis(int h)
{
    const web_snakes *w = find(h);
    const double *f = gg_snakes_figures(h);
    FUZZ_CHECK(w && f);
    double least = f[SF_LEAST];
    FUZZ_CHECK(least == -1 || (least >= 1 && least <= w->board.squares));
    if (least > 0) {
        /* The path: the start, then one roll's end after another, to n². */
        const int32_t *path = gg_snakes_path(h);
        FUZZ_CHECK(path && w->path_len == (int32_t)least + 1);
        FUZZ_CHECK(path[0] == (w->rules.start ? 1 : 0));
        FUZZ_CHECK(path[w->path_len - 1] == w->board.squares);
        for (int32_t k = 1; k < w->path_len; k++) {
            int ok = 0;
            for (int roll = 1; roll <= 6 && !ok; roll++)
                ok = snakes_move(&w->board, w->rules.rule, path[k - 1], roll, NULL) == path[k];
            FUZZ_CHECK(ok);
        }
        FUZZ_CHECK(isinf(f[SF_EXPECTED]) || f[SF_EXPECTED] >= least - 1e-9);
    } else {
        FUZZ_CHECK(isinf(f[SF_EXPECTED]));
    }
    FUZZ_CHECK(prob(f[SF_NEVER]));
    double len = f[SF_DIST_LEN], sum = 0;
    FUZZ_CHECK(len >= 0 && len == floor(len));
    const double *dist = gg_snakes_distribution(h);
    FUZZ_CHECK(len == 0 || dist != NULL);
    for (int64_t t = 0; t < (int64_t)len; t++) {
        FUZZ_CHECK(prob(dist[t]));
        sum += dist[t];
        if (least > 0 && t + 1 < (int64_t)least)
            FUZZ_CHECK(dist[t] == 0); /* no game is shorter than the least rolls */
    }
    FUZZ_CHECK(sum <= 1 + 1e-6);
    if (!f[SF_DIST_CUT])
        FUZZ_CHECK(sum + f[SF_NEVER] >= 1 - 1e-6);
}

FUZZ_NO_COVERAGE static void check_chances(int h)
{
    const double *f = gg_snakes_figures(h);
    const int32_t *in = gg_snakes_info(h);
    double sum = f[SF_NOBODY];
    FUZZ_CHECK(prob(f[SF_NOBODY]));
    for (int i = 0; i < SNAKES_MAX_PLAYERS; i++) {
        FUZZ_CHECK(prob(f[SF_WIN + i]));
        if (i >= in[SI_PLAYERS])
            FUZZ_CHECK(f[SF_WIN + i] == 0);
        sum += f[SF_WIN + i];
    }
    FUZZ_CHECK(fabs(sum - 1) <= 1e-6);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    handles.count = 0;
    /* FUZZ_TRACE=1 lists each call: for reading a saved input. */
    static int trace = -1;
    if (trace < 0)
        trace = getenv("FUZZ_TRACE") != NULL;
    for (int calls = 0; b.left && calls < 200; calls++) {
        uint8_t op = fb_u8(&b) % 12;
        int h = op <= 2 ? 0 : pick_handle(&b);
        web_snakes *w = find(h);
        last_error.msg[0] = '\0';
        int rc = 0;
        switch (op) {
        case 0:
            rc = gg_snakes_new_classic();
            break;
        case 1: {
            char seed[12];
            int n = fb_u8(&b) < 224 ? (int)fb_range(&b, 2, 12) : (int)fb_coord(&b, 21);
            int seed_len = (int)(fb_u8(&b) % sizeof seed);
            for (int i = 0; i < seed_len; i++)
                seed[i] = (char)fb_u8(&b);
            uint8_t k = fb_u8(&b);
            rc = gg_snakes_new_random(n, k == 255 ? NULL : seed, k == 254 ? -1 : seed_len);
            break;
        }
        case 2: {
            char text[1024];
            size_t len = make_board(&b, text, sizeof text);
            /* Exactly len bytes, no terminator: a read past them trips ASan. */
            char *copy = malloc(len ? len : 1);
            memcpy(copy, text, len);
            uint8_t k = fb_u8(&b);
            rc = gg_snakes_new_leetcode(k == 255 ? NULL : copy, k == 254 ? -1 : (int)len);
            free(copy);
            break;
        }
        case 3: {
            static const char *const rules[] = {"over", "exact", "bounce", "", "overx", "EXACT", "bounc", "over\0"};
            uint8_t k = fb_u8(&b);
            const char *rule = rules[k % 8];
            int rule_len = k % 8 == 7 ? 5 : (int)strlen(rule);
            char seed[8];
            int seed_len = (int)(fb_u8(&b) % sizeof seed);
            for (int i = 0; i < seed_len; i++)
                seed[i] = (char)fb_u8(&b);
            int players = (int)fb_range(&b, -1, 5), start = (int)fb_range(&b, -2, 2);
            if (k >= 250)
                players = INT32_MIN, start = INT32_MAX;
            rc = gg_snakes_setup(h, players, start, k == 249 ? NULL : rule, k == 248 ? -1 : rule_len, seed,
                                 seed_len);
            break;
        }
        case 4:
            rc = gg_snakes_restart(h);
            break;
        case 5: case 6: {
            uint8_t k = fb_u8(&b);
            int value = k < 220 ? (int)(k % 7) : (int)fb_coord(&b, 7);
            int32_t before = w && w->winner < 0 ? w->pos[w->turn] : -1;
            rc = gg_snakes_roll(h, value);
            if (rc >= 0) {
                FUZZ_CHECK(rc >= 1 && rc <= 6 && (value == 0 || rc == value));
                const int32_t *in = gg_snakes_info(h);
                FUZZ_CHECK(in[SI_LAST_FROM] == before && in[SI_LAST_ROLL] == rc);
            }
            break;
        }
        case 7:
            if (!w || w->board.squares <= 100 || fb_u8(&b) < 16) {
                rc = gg_snakes_analyse(h);
                if (rc >= 0)
                    check_analysis(h);
            }
            break;
        case 8:
            /* Win chances cost squares^players: big ones now and then. */
            if (!w || (int64_t)w->board.squares * w->players <= 64 || fb_u8(&b) < 4) {
                rc = gg_snakes_chances(h);
                if (rc >= 0)
                    check_chances(h);
            }
            break;
        case 9: {
            rc = gg_snakes_json(h);
            if (rc >= 0) {
                /* The export reads back as the same board. */
                FUZZ_CHECK(rc == gg_snakes_info(h)[SI_TEXT_LEN] && rc > 0);
                char *copy = malloc((size_t)rc);
                memcpy(copy, gg_snakes_text(h), (size_t)rc);
                int h2 = gg_snakes_new_leetcode(copy, rc);
                if (h2 > 0) {
                    const web_snakes *a = find(h), *c = find(h2);
                    FUZZ_CHECK(a->board.n == c->board.n);
                    FUZZ_CHECK(memcmp(a->board.dest, c->board.dest,
                                      ((size_t)a->board.squares + 1) * sizeof *a->board.dest) == 0);
                    remember(h2);
                } else {
                    /* Only a board larger than the page draws, or a full table. */
                    FUZZ_CHECK(find(h)->board.n > WEB_BOARD_MAX_SIDE || h2 == -GG_TOO_BIG ||
                               find(h)->board.dest[find(h)->board.squares] != find(h)->board.squares);
                }
                free(copy);
                rc = 0;
            }
            break;
        }
        case 10:
            if (w)
                check_game(h);
            else
                FUZZ_CHECK(!gg_snakes_info(h) && !gg_snakes_positions(h) && !gg_snakes_dest(h) &&
                           !gg_snakes_cells(h) && !gg_snakes_figures(h) && !gg_snakes_path(h) &&
                           !gg_snakes_distribution(h) && !gg_snakes_text(h));
            break;
        case 11:
            gg_snakes_free(h);
            FUZZ_CHECK(find(h) == NULL);
            break;
        }
        if (trace) {
            const web_snakes *t = find(h);
            fprintf(stderr, "op %d handle %d -> %d%s%s (n %d, players %d, rule %d, start %d)\n", op, h, rc,
                    rc < 0 ? ": " : "", rc < 0 ? gg_snakes_error_message() : "", t ? (int)t->board.n : 0,
                    t ? t->players : 0, t ? (int)t->rules.rule : 0, t ? t->rules.start : 0);
        }
        if (rc < 0) {
            check_failure(rc);
        } else if (op <= 2) {
            FUZZ_CHECK(rc > 0);
            remember(rc);
            check_game(rc);
        } else if (op != 11 && op != 10) {
            /* A call that worked had a live game to work on. */
            FUZZ_CHECK(w != NULL || (op >= 7 && op <= 8));
            if (w)
                check_game(h);
        }
    }
    close_all();
    return 0;
}
