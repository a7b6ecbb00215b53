/* snakesodds_length.c — how long a game of Snakes & Ladders lasts
 * (snakesodds.h): the distribution of its length, roll by roll, and each
 * player's chance of winning a game in progress. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "odds/snakesodds_internal.h"

/* ---- distributions ------------------------------------------------------ */

/* One roll of a distribution over the chain: cur (live squares) moves into
 * nxt; what reaches n² is returned, what falls into a square that cannot
 * finish is added to *dead. nxt must be zero on the live squares. */
static double roll_once(const chain *c, const int32_t *live, int32_t nlive, double *cur, double *nxt,
                        double *dead)
{
    double finished = 0, lost = 0;
    for (int32_t i = 0; i < nlive; i++) {
        int32_t s = live[i];
        double p = cur[s];
        if (p == 0)
            continue;
        cur[s] = 0;
        const int32_t *to = c->next + 6 * (size_t)s;
        const uint8_t *times = c->times + 6 * (size_t)s;
        /* Rolls that end on the same square move their mass together, so
         * that dyadic probabilities stay exact. */
        for (int k = 0; k < 6; k++) {
            if (!times[k])
                continue;
            int32_t u = to[k];
            double share = p * times[k] / 6;
            if (u == c->last)
                finished += share;
            else if (c->flags[u] & LIVE)
                nxt[u] += share;
            else
                lost += share;
        }
    }
    *dead += lost;
    return finished;
}

static int32_t *live_list(const chain *c, int32_t *nlive)
{
    int32_t *live = malloc(((size_t)c->count + 1) * sizeof *live);
    int32_t n = 0;
    if (live)
        for (int32_t i = 0; i < c->count; i++)
            if (c->flags[c->order[i]] & LIVE)
                live[n++] = c->order[i];
    *nlive = n;
    return live;
}

static gg_status check_position(const snakes_board *b, int32_t pos, gg_error *err)
{
    if (pos < 0 || pos >= b->squares)
        return gg_fail(err, 0, "position %ld is not a square a token can stand on before the end (0..%ld)",
                       (long)pos, (long)b->squares - 1);
    return GG_OK;
}

gg_status snakes_distribution(const snakes_board *b, const snakes_rules *r, int32_t from,
                              double tail, int64_t max_rolls, double **p, int64_t *len,
                              double *never, gg_error *err)
{
    *p = NULL;
    *len = 0;
    *never = 0;
    gg_status st = check_position(b, from, err);
    if (st != GG_OK)
        return st;
    chain c;
    st = snakes_chain_build(&c, b, r->rule, &from, 1, err);
    if (st != GG_OK)
        return st;
    size_t squares = (size_t)c.last + 1;
    int32_t nlive;
    int32_t *live = live_list(&c, &nlive);
    double *cur = calloc(squares, sizeof *cur), *nxt = calloc(squares, sizeof *nxt);
    size_t cap = 1024;
    double *out = malloc(cap * sizeof *out);
    int64_t t = 0, work = 0;
    if (!live || !cur || !nxt || !out) {
        st = GG_NO_MEMORY;
        goto done;
    }
    double dead = 0, cum = 0;
    if (c.flags[from] & LIVE)
        cur[from] = 1;
    else
        dead = 1;
    while (cum + dead < 1 - tail) {
        if (t >= max_rolls || work > SNAKES_MAX_WORK) {
            long long ppb = (long long)(cum * 1e9 + 0.5); /* cum in [0, 1) */
            gg_fail(err, 0, "P(length<=t) is still %lld.%09lld after %lld rolls: past the limit of %s",
                    ppb / 1000000000, ppb % 1000000000, (long long)t,
                    t >= max_rolls ? "rolls a distribution prints" : "work an analysis may do");
            st = GG_TOO_BIG;
            break;
        }
        if ((size_t)t == cap) {
            double *bigger = realloc(out, 2 * cap * sizeof *out);
            if (!bigger) {
                st = GG_NO_MEMORY;
                break;
            }
            out = bigger;
            cap *= 2;
        }
        double finished = roll_once(&c, live, nlive, cur, nxt, &dead);
        double *swap = cur;
        cur = nxt;
        nxt = swap;
        out[t++] = finished;
        cum += finished;
        work += 6 * (int64_t)nlive;
    }
    *never = dead;

done:
    *p = out;
    *len = t;
    free(live);
    free(cur);
    free(nxt);
    snakes_chain_free(&c);
    return st;
}

gg_status snakes_win_chances(const snakes_board *b, const snakes_rules *r, const int32_t *pos,
                             int players, int turn, double *win, double *none, gg_error *err)
{
    if (players < 1 || players > SNAKES_MAX_PLAYERS)
        return gg_fail(err, 0, "%d players: a game has 1 to %d", players, SNAKES_MAX_PLAYERS);
    if (turn < 0 || turn >= players)
        return gg_fail(err, 0, "turn %d: players are numbered 0 to %d", turn, players - 1);
    for (int i = 0; i < players; i++) {
        gg_status st = check_position(b, pos[i], err);
        if (st != GG_OK)
            return st;
        win[i] = 0;
    }
    *none = 1;
    chain c;
    gg_status st = snakes_chain_build(&c, b, r->rule, pos, players, err);
    if (st != GG_OK)
        return st;
    size_t squares = (size_t)c.last + 1;
    int32_t nlive;
    int32_t *live = live_list(&c, &nlive);
    double *mass = calloc(2 * (size_t)players * squares, sizeof *mass);
    if (!live || !mass) {
        st = GG_NO_MEMORY;
        goto done;
    }
    /* Per player (in turn order from `turn`): where its token may be (cur,
     * with nxt the zeroed buffer of the next roll), the chance it has not
     * finished yet (left) and that it never can (dead). */
    double *cur[SNAKES_MAX_PLAYERS], *nxt[SNAKES_MAX_PLAYERS];
    double left[SNAKES_MAX_PLAYERS], dead[SNAKES_MAX_PLAYERS];
    int order[SNAKES_MAX_PLAYERS];
    for (int a = 0; a < players; a++) {
        order[a] = (turn + a) % players;
        cur[a] = mass + 2 * (size_t)a * squares;
        nxt[a] = cur[a] + squares;
        left[a] = 1;
        dead[a] = 0;
        int32_t at = pos[order[a]];
        if (c.flags[at] & LIVE)
            cur[a][at] = 1;
        else
            dead[a] = 1;
    }
    double won = 0;
    int64_t work = 0;
    for (int64_t t = 1;; t++) {
        /* Round t: each player in order rolls once. Player a wins in this
         * round when those before have not finished by round t and those
         * after not by round t - 1. */
        double before = 1;
        double after_prev[SNAKES_MAX_PLAYERS + 1];
        after_prev[players] = 1;
        for (int a = players - 1; a >= 0; a--)
            after_prev[a] = after_prev[a + 1] * left[a];
        for (int a = 0; a < players; a++) {
            double finished = roll_once(&c, live, nlive, cur[a], nxt[a], &dead[a]);
            double *swap = cur[a];
            cur[a] = nxt[a];
            nxt[a] = swap;
            double chance = finished * before * after_prev[a + 1];
            win[order[a]] += chance;
            won += chance;
            left[a] -= finished;
            if (left[a] < 0)
                left[a] = 0;
            before *= left[a];
        }
        work += 6 * (int64_t)nlive * players;
        /* Still undecided and still able to end: all left, not all dead. */
        double all_dead = 1;
        for (int a = 0; a < players; a++)
            all_dead *= dead[a];
        if (before - all_dead < 1e-12)
            break;
        if (t >= SNAKES_MAX_ROLLS || work > SNAKES_MAX_WORK) {
            gg_fail(err, 0, "the game is still undecided with a probability near 1e%d after %lld rounds: "
                    "past the limit", snakes_decade(before), (long long)t);
            st = GG_TOO_BIG;
            break;
        }
    }
    *none = 1 - won < 0 ? 0 : 1 - won;

done:
    free(live);
    free(mass);
    snakes_chain_free(&c);
    return st;
}
