/* solver_analyse.c — solver_analyse: every certainty and each cell's exact
 * mine probability from the whole view. solver_frontier.c counts each
 * component's solutions by mine count; here the components are combined
 * under the global count, each total F of frontier mines weighted by the
 * C(I, M-F) ways to put the rest in the I interior cells (next to no
 * number). Weights far past the range of double are carried as mantissa
 * and binary exponent; the arithmetic runs in a fixed order, so the
 * results are bit-identical natively and in wasm. */
#include "solver/solver.h"

#include <math.h>
#include <stdlib.h>

#include "solver/cellset.h"
#include "solver/solver_internal.h"

/* ---- numbers past double's range, and the sumsets ----------------------- */

/* A number as a double mantissa and a binary exponent, for weights far
 * past the range of double (C(10^8, 10^7)). frexp/ldexp are exact, so the
 * arithmetic rounds the same everywhere. */
typedef struct scaled {
    double m;
    long e;
} scaled;

static scaled scaled_norm(double m, long e)
{
    int k;
    double f = frexp(m, &k);
    scaled r = {f, e + k};
    return r;
}

/* out[0..L1) = in[0..span] (*) w[0..L], the terms with w[m] > 0 only;
 * with unit every such w counts 1 (no scaling: values only grow, so a
 * possible total never rounds to 0), else w / max(w) and the row scaled
 * to max 1. Returns the factor scaled out (1 with unit). */
static double convolve(double *out, const double *in, size_t span, const double *w, int32_t L, int unit,
                       size_t L1)
{
    double wmax = 0, rmax = 0;
    for (int32_t m = 0; m <= L; m++)
        wmax = w[m] > wmax ? w[m] : wmax;
    for (size_t t = 0; t < L1; t++)
        out[t] = 0;
    for (size_t t = 0; t <= span; t++)
        if (in[t] > 0)
            for (int32_t m = 0; m <= L; m++)
                if (w[m] > 0)
                    out[t + (size_t)m] += in[t] * (unit ? 1 : w[m] / wmax);
    if (unit)
        return 1;
    for (size_t t = 0; t < L1; t++)
        rmax = out[t] > rmax ? out[t] : rmax;
    for (size_t t = 0; t < L1 && rmax > 0; t++)
        out[t] /= rmax;
    return wmax * (rmax > 0 ? rmax : 1);
}

/* out[0..L1) = a[0..na] (*) b[0..nb]. */
static void convolve_rows(double *out, const double *a, size_t na, const double *b, size_t nb, size_t L1)
{
    for (size_t t = 0; t < L1; t++)
        out[t] = 0;
    for (size_t x = 0; x <= na; x++)
        if (a[x] > 0)
            for (size_t y = 0; y <= nb; y++)
                if (b[y] > 0) /* never inf * 0 */
                    out[x + y] += a[x] * b[y];
}

/* Rows c of pre: components 0..c-1 combined; rows c of suf: c..K-1.
 * Returns the product of the factors scaled out of pre's rows. */
static scaled prefix_suffix(const analysis *a, double *pre, double *suf, size_t K, size_t L1, int unit)
{
    scaled factor = {0.5, 1};
    size_t span = 0;
    for (size_t t = 0; t < L1; t++)
        pre[t] = suf[K * L1 + t] = t == 0;
    for (size_t c = 0; c < K; c++) {
        double f = convolve(pre + (c + 1) * L1, pre + c * L1, span, a->W + a->w_at[c], a->comp_len[c], unit, L1);
        factor = scaled_norm(factor.m * f, factor.e);
        span += (size_t)a->comp_len[c];
    }
    span = 0;
    for (size_t c = K; c-- > 0;) {
        convolve(suf + c * L1, suf + (c + 1) * L1, span, a->W + a->w_at[c], a->comp_len[c], unit, L1);
        span += (size_t)a->comp_len[c];
    }
    return factor;
}

/* ---- a frontier too big to combine ------------------------------------- */

/* Is unknown cell i in the interior, next to no number? */
static int is_interior(const analysis *a, size_t i)
{
    return !cellset_has(a->front_set, i);
}

/* A box outside the enumeration's budget: the mean of its numbers' local
 * densities (mines still needed over unknown cells), an estimate only. */
static double local_estimate(const analysis *a, const box *b)
{
    double p = 0;
    for (int32_t q = 0; q < b->ncons; q++)
        p += (double)a->cons_rem[b->cons[q]] / a->cons_unknown[b->cons[q]];
    return p / b->ncons;
}

/* The fallback for a frontier too big to combine: each component on its
 * own. A cell safe (or a mine) in every solution of its component is so
 * whatever the count says — sound, if fewer certainties; odds are each
 * component's own, the interior gets what the components leave on
 * average. Marks s->exact = 0. Returns the cells marked. */
static long local_only(solver *s, analysis *a, int64_t interior, int64_t M, int want_prob)
{
    long marked = 0;
    double expected = 0;
    s->exact = 0;
    for (size_t c = 0; c < a->ncomps; c++) {
        const double *W = a->W + a->w_at[c], *A = a->A + a->a_at[c];
        const uint8_t *bits = a->bits + a->a_at[c];
        int32_t L = a->comp_len[c], first = a->comp_box_start[c], nb = a->comp_box_start[c + 1] - first;
        double total = 0, mines = 0;
        for (int32_t m = 0; m <= L; m++) {
            total += W[m];
            mines += W[m] * m;
        }
        if (a->comp_exact[c] && total == 0)
            s->contradiction = 1; /* no solution at all */
        expected += total > 0 ? mines / total : 0;
        for (int32_t k = 0; k < nb; k++) {
            const box *b = &a->boxes[a->comp_boxes[first + k]];
            int seen = 0;
            double e = 0;
            for (int32_t m = 0; m <= L && a->comp_exact[c]; m++) {
                seen |= bits[(size_t)m * (size_t)nb + (size_t)k];
                e += A[(size_t)m * (size_t)nb + (size_t)k];
            }
            if (a->comp_exact[c] && (seen == 1 || seen == 2))
                for (int32_t q = 0; q < b->size; q++)
                    marked += solver_mark(s, a->cells[b->first + (uint32_t)q], seen == 1 ? SOLVER_MINE : SOLVER_SAFE);
            if (want_prob) {
                double p = a->comp_exact[c] && total > 0 ? e / total / b->size : local_estimate(a, b);
                for (int32_t q = 0; q < b->size; q++)
                    s->prob[a->cells[b->first + (uint32_t)q]] = p;
            }
        }
    }
    if (want_prob && interior > 0) {
        double p = ((double)M - expected) / (double)interior;
        p = p < 0 ? 0 : p > 1 ? 1 : p;
        size_t n = (size_t)s->rows * (size_t)s->cols;
        for (size_t i = 0; i < n; i++)
            if (s->view[i] < 0 && KNOW(s, i) == SOLVER_UNKNOWN && is_interior(a, i))
                s->prob[i] = p;
    }
    s->weight_m = 0; /* unknown: the look-ahead falls back */
    return marked;
}

/* ---- the components under the global count ------------------------------ */

/* The tables that combine the components, rows of L1 = Ltot + 1 entries
 * indexed by a count of frontier mines. Unit rows say which totals can
 * happen; weighted rows (want_prob) how many ways, each scaled to max 1. */
typedef struct combination {
    int64_t M;          /* mines among the unknown cells */
    int64_t interior;   /* unknown cells next to no number */
    size_t K;           /* components */
    size_t Ltot, L1;    /* frontier cells, and one more */
    double *pre, *suf;  /* (K+1) rows: unit prefix and suffix sumsets */
    double *others;     /* the other components' totals, unit */
    int32_t *ok_prefix; /* running count of the totals others can take */
    int64_t fmin, fmax; /* the frontier totals that leave the interior room */
    double *R;          /* R[F] * 2^r_exp = C(I, M-F) / C(I, M-fmax) */
    long r_exp;
    double *dpre, *dsuf, *dothers; /* pre, suf, others weighted */
    scaled z;           /* the factors scaled out of dpre's rows */
    int slack;          /* every total leaves the interior room (count_is_slack) */
} combination;

static void combination_free(combination *cb)
{
    free(cb->pre);
    free(cb->suf);
    free(cb->others);
    free(cb->ok_prefix);
    free(cb->dpre);
    free(cb->dsuf);
    free(cb->dothers);
    free(cb->R);
}

/* fmin..fmax: the totals the whole frontier can take with room left for
 * the rest in the interior. Returns 0 when there is none. */
static int possible_frontier_totals(combination *cb)
{
    const double *all = cb->pre + cb->K * cb->L1;
    cb->fmin = cb->fmax = -1;
    for (size_t t = 0; t <= cb->Ltot; t++)
        if (all[t] > 0 && cb->M - (int64_t)t >= 0 && cb->M - (int64_t)t <= cb->interior) {
            if (cb->fmin < 0)
                cb->fmin = (int64_t)t;
            cb->fmax = (int64_t)t;
        }
    return cb->fmin >= 0;
}

/* Relative weights of the totals: R(F) = C(I, M-F), scaled to max 1, from
 * F = fmax (k = M - fmax mines inside) downwards in F by
 * C(I, k+1) / C(I, k) = (I - k) / (k + 1). Returns 0 when out of memory. */
static int weigh_frontier_totals(combination *cb)
{
    const int64_t M = cb->M, interior = cb->interior, fmax = cb->fmax;
    scaled *sc = malloc(cb->L1 * sizeof *sc);
    if (!sc)
        return 0;
    long emax = 0;
    int any = 0;
    scaled cur = {0.5, 1};
    for (int64_t F = fmax; F >= 0; F--) {
        int64_t k = M - F;
        if (F < fmax)
            cur = scaled_norm(cur.m * ((double)(interior - (k - 1)) / (double)k), cur.e);
        if (k > interior)
            break;
        sc[F] = cur;
        if (!any || cur.e > emax)
            emax = cur.e;
        any = 1;
    }
    cb->r_exp = emax;
    for (size_t F = 0; F <= cb->Ltot; F++) {
        int64_t k = M - (int64_t)F;
        cb->R[F] = (int64_t)F <= fmax && k <= interior && k >= 0 ? ldexp(sc[F].m, (int)(sc[F].e - emax)) : 0;
    }
    free(sc);
    return 1;
}

/* The prefix and suffix rows with the weights, each row scaled to max 1
 * (a row's factor cancels in every ratio below; z keeps the prefix's).
 * Returns 0 when out of memory. */
static int weigh_components(const analysis *a, combination *cb)
{
    size_t K = cb->K, L1 = cb->L1;
    cb->dpre = malloc((K + 1) * L1 * sizeof *cb->dpre);
    cb->dsuf = malloc((K + 1) * L1 * sizeof *cb->dsuf);
    cb->dothers = malloc(L1 * sizeof *cb->dothers);
    if (!cb->dpre || !cb->dsuf || !cb->dothers)
        return 0;
    cb->z = prefix_suffix(a, cb->dpre, cb->dsuf, K, L1, 0);
    return 1;
}

/* Component c's certainties under the count: a box is certain when at
 * every mine count m the component can take beside some total t of the
 * others leaving 0..I mines for the interior (M - I <= m + t <= M), its
 * cells go one way only. cb->ok_prefix counts the others' totals. Returns
 * the cells marked. */
static long mark_component_certainties(solver *s, const analysis *a, const combination *cb, size_t c)
{
    const double *W = a->W + a->w_at[c];
    const uint8_t *bits = a->bits + a->a_at[c];
    int32_t L = a->comp_len[c], first = a->comp_box_start[c], nb = a->comp_box_start[c + 1] - first;
    long marked = 0;
    for (int32_t k = 0; k < nb; k++) {
        int any_mine = 0, any_safe = 0;
        for (int32_t m = 0; m <= L; m++) {
            if (!(W[m] > 0))
                continue;
            int64_t lo = cb->M - cb->interior - m, hi = cb->M - m;
            if (lo < 0)
                lo = 0;
            if (hi > (int64_t)cb->Ltot)
                hi = (int64_t)cb->Ltot;
            if (!cb->slack && (lo > hi || cb->ok_prefix[hi + 1] - cb->ok_prefix[lo] == 0))
                continue;
            uint8_t bt = bits[(size_t)m * (size_t)nb + (size_t)k];
            any_mine |= bt & 1;
            any_safe |= (bt & 2) != 0;
        }
        const box *b = &a->boxes[a->comp_boxes[first + k]];
        if (!any_mine || !any_safe)
            for (int32_t q = 0; q < b->size; q++)
                marked += solver_mark(s, a->cells[b->first + (uint32_t)q], any_mine ? SOLVER_MINE : SOLVER_SAFE);
    }
    return marked;
}

/* Component c's probabilities: each of its mine counts m weighed by the
 * others' weighted totals (cb->dothers) and the interior's ways R, then
 * each box's expected mines over all of that. Inexact components get the
 * local estimate. */
static void component_probabilities(solver *s, const analysis *a, const combination *cb, size_t c)
{
    const double *W = a->W + a->w_at[c], *A = a->A + a->a_at[c];
    int32_t L = a->comp_len[c], first = a->comp_box_start[c], nb = a->comp_box_start[c + 1] - first;
    double total = 0;
    double *mweight = a->wstack; /* L+1 entries, free now */
    for (int32_t m = 0; m <= L; m++) {
        double g = 0;
        if (W[m] > 0)
            for (size_t t = 0; t + (size_t)m <= cb->Ltot; t++)
                if (cb->dothers[t] > 0)
                    g += cb->dothers[t] * cb->R[t + (size_t)m];
        mweight[m] = g;
        total += W[m] * g;
    }
    for (int32_t k = 0; k < nb; k++) {
        const box *b = &a->boxes[a->comp_boxes[first + k]];
        double p;
        if (a->comp_exact[c] && total > 0) {
            double e = 0;
            for (int32_t m = 0; m <= L; m++)
                e += A[(size_t)m * (size_t)nb + (size_t)k] * mweight[m];
            p = e / total / b->size;
        } else {
            p = local_estimate(a, b);
        }
        for (int32_t q = 0; q < b->size; q++)
            s->prob[a->cells[b->first + (uint32_t)q]] = p;
    }
}

/* Component c against the others, whose frontier cells number sp_pre
 * before it and the rest after: its certainties, and with want_prob its
 * probabilities. Returns the cells marked. */
static long settle_component(solver *s, const analysis *a, combination *cb, size_t c, size_t sp_pre, int want_prob)
{
    size_t L1 = cb->L1, sp_suf = cb->Ltot - sp_pre - (size_t)a->comp_len[c];
    /* others[t] > 0: the other components can hold t mines together. */
    convolve_rows(cb->others, cb->pre + c * L1, sp_pre, cb->suf + (c + 1) * L1, sp_suf, L1);
    cb->ok_prefix[0] = 0;
    for (size_t t = 0; t <= cb->Ltot; t++)
        cb->ok_prefix[t + 1] = cb->ok_prefix[t] + (cb->others[t] > 0);
    long marked = a->comp_exact[c] ? mark_component_certainties(s, a, cb, c) : 0;
    if (want_prob) {
        convolve_rows(cb->dothers, cb->dpre + c * L1, sp_pre, cb->dsuf + (c + 1) * L1, sp_suf, L1);
        component_probabilities(s, a, cb, c);
    }
    return marked;
}

/* The number of layouts, into s->weight_m/e: what the weighted prefix row
 * sums to under R, times every factor scaled out of it and C(I, M-fmax). */
static void count_layouts(solver *s, const combination *cb)
{
    const int64_t M = cb->M, interior = cb->interior;
    const double *all = cb->dpre + cb->K * cb->L1;
    double tot = 0;
    for (int64_t F = cb->fmin; F <= cb->fmax; F++)
        tot += all[(size_t)F] * cb->R[F];
    scaled z = scaled_norm(cb->z.m * tot, cb->z.e + cb->r_exp);
    int64_t k0 = M - cb->fmax, k = k0 < interior - k0 ? k0 : interior - k0;
    for (int64_t j = 1; j <= k && j <= 1000000; j++)
        z = scaled_norm(z.m * ((double)(interior - k + j) / (double)j), z.e);
    if (k > 1000000)
        s->exact = 0; /* the count above stopped short: ratios of counts are estimates */
    s->weight_m = z.m;
    s->weight_e = z.e;
}

/* The interior's certainty: SOLVER_SAFE when every possible frontier
 * total leaves it no mine, SOLVER_MINE when nothing but mines, else 0. */
static int interior_certainty(const combination *cb)
{
    const double *all = cb->pre + cb->K * cb->L1;
    int can_zero = 0, can_full = 0, can_other = 0;
    for (int64_t F = cb->fmin; F <= cb->fmax; F++) {
        if (!(all[(size_t)F] > 0))
            continue;
        int64_t k = cb->M - F;
        if (k == 0)
            can_zero = 1;
        else if (k == cb->interior)
            can_full = 1;
        else
            can_other = 1;
    }
    return !can_other && can_zero != can_full ? (can_zero ? SOLVER_SAFE : SOLVER_MINE) : 0;
}

/* An interior cell's mine probability: the mines the frontier leaves,
 * averaged over the weighted totals, shared by the interior's cells. */
static double interior_probability(const combination *cb)
{
    const double *all = cb->dpre + cb->K * cb->L1;
    double num = 0, den = 0;
    for (int64_t F = cb->fmin; F <= cb->fmax; F++) {
        double t = all[(size_t)F] * cb->R[F];
        num += t * (double)(cb->M - F);
        den += t;
    }
    return den > 0 ? num / den / (double)cb->interior : 0;
}

/* The interior cells (unknown, no number around them): their probability
 * with want_prob, and marked when the count settles them. Returns the
 * cells marked. */
static long settle_interior(solver *s, const analysis *a, const combination *cb, int want_prob)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    int what = interior_certainty(cb);
    double pint = want_prob ? interior_probability(cb) : 0;
    long marked = 0;
    if (!what && !want_prob)
        return 0;
    for (size_t i = cellset_next(s->unknown_set, n, 0); i < n; i = cellset_next(s->unknown_set, n, i + 1)) {
        if (s->view[i] >= 0 || KNOW(s, i) != SOLVER_UNKNOWN || !is_interior(a, i))
            continue;
        if (want_prob)
            s->prob[i] = pint;
        if (what)
            marked += solver_mark(s, i, what);
    }
    return marked;
}

/* Is the count slack: does every total the frontier can hold leave the
 * interior some mines and some room (the components' fewest mines together
 * above M - I, their most below M)? Then every mine count of a component
 * goes with some totals of the others, the interior is settled neither
 * way, and a component's certainties are its own: without odds, nothing
 * needs combining. (A component with no solution is left to the full
 * combination, which finds the contradiction.) */
static int count_is_slack(const analysis *a, const combination *cb)
{
    int64_t fewest = 0, most = 0;
    for (size_t c = 0; c < cb->K; c++) {
        const double *W = a->W + a->w_at[c];
        int32_t lo = 0, hi = a->comp_len[c];
        while (lo <= hi && !(W[lo] > 0))
            lo++;
        while (hi >= lo && !(W[hi] > 0))
            hi--;
        if (lo > hi)
            return 0;
        fewest += lo;
        most += hi;
    }
    return fewest > cb->M - cb->interior && most < cb->M;
}

/* Which totals of frontier mines are possible (sumsets, prefix and
 * suffix, so each component sees the others'; unit weights, never 0 once
 * positive), then each component and the interior settled against them.
 * Returns the cells marked, or -1 when out of memory. */
static long combine_components(solver *s, const analysis *a, combination *cb, int want_prob)
{
    size_t K = cb->K, L1 = cb->L1;
    if (!want_prob && count_is_slack(a, cb)) {
        long marked = 0;
        cb->slack = 1;
        for (size_t c = 0; c < K; c++)
            if (a->comp_exact[c])
                marked += mark_component_certainties(s, a, cb, c);
        return marked;
    }
    cb->pre = malloc((K + 1) * L1 * sizeof *cb->pre);
    cb->suf = malloc((K + 1) * L1 * sizeof *cb->suf);
    cb->others = malloc(L1 * sizeof *cb->others);
    cb->ok_prefix = malloc((cb->Ltot + 2) * sizeof *cb->ok_prefix);
    if (!cb->pre || !cb->suf || !cb->others || !cb->ok_prefix)
        return -1;
    prefix_suffix(a, cb->pre, cb->suf, K, L1, 1);
    if (!possible_frontier_totals(cb)) {
        s->contradiction = 1;
        return 0;
    }
    cb->R = malloc(L1 * sizeof *cb->R);
    if (!cb->R)
        return -1;
    if (want_prob && (!weigh_frontier_totals(cb) || !weigh_components(a, cb)))
        return -1;
    long marked = 0;
    size_t sp_pre = 0;
    for (size_t c = 0; c < K; c++) {
        marked += settle_component(s, a, cb, c, sp_pre, want_prob);
        sp_pre += (size_t)a->comp_len[c];
    }
    if (want_prob)
        count_layouts(s, cb);
    if (cb->interior > 0)
        marked += settle_interior(s, a, cb, want_prob);
    return marked;
}

/* ---- the analysis ------------------------------------------------------- */

/* The analysis proper, once: certainties are marked (returned: how many),
 * probabilities written when want_prob. Returns -1 when out of memory. */
static long analyse_once(solver *s, int want_prob)
{
    analysis *a = solver_analysis_get(s);
    if (!a)
        return -1;
    int64_t interior = solver_build_frontier(s, a);
    int64_t M = s->mines - s->known_mines; /* mines among the unknown cells */
    s->exact = 1;
    if (!solver_count_solutions(s, a))
        return -1;
    if ((double)(a->ncomps + 1) * (double)(a->nfront + 1) > s->table_limit)
        return local_only(s, a, interior, M, want_prob);
    combination cb = {.M = M, .interior = interior, .K = a->ncomps, .Ltot = a->nfront, .L1 = a->nfront + 1,
                      .z = {0.5, 1}};
    long marked = combine_components(s, a, &cb, want_prob);
    combination_free(&cb);
    return marked;
}

gg_status solver_analyse(solver *s, int want_prob)
{
    size_t n = (size_t)s->rows * (size_t)s->cols;
    if (want_prob && !s->prob) {
        s->prob = malloc(n * sizeof *s->prob);
        if (!s->prob)
            return GG_NO_MEMORY;
    }
    /* Deduce, then look at the whole view, until a look finds nothing
     * new: then its probabilities describe the final state. */
    for (;;) {
        solver_deduce(s);
        if (want_prob)
            for (size_t i = 0; i < n; i++)
                s->prob[i] = KNOW(s, i) == SOLVER_MINE ? 1.0 : 0.0;
        /* Decided: one layout, or none. */
        if (s->unknown == 0 && s->known_mines != s->mines)
            s->contradiction = 1;
        s->weight_m = s->contradiction ? 0 : 0.5;
        s->weight_e = 1;
        if (s->contradiction || s->unknown == 0)
            break;
        s->rule_by = s->rule_with = -1;
        long got = analyse_once(s, want_prob);
        if (got < 0)
            return GG_NO_MEMORY;
        if (got == 0 || s->contradiction)
            break;
    }
    return GG_OK;
}

double solver_chance_all_safe(solver *scratch, const solver *s, const uint32_t *cells, int n, int *exact)
{
    solver_copy_view(scratch, s);
    for (int k = 0; k < n; k++)
        solver_mark(scratch, cells[k], SOLVER_SAFE);
    if (!scratch->contradiction && solver_analyse(scratch, 1) != GG_OK)
        return -1;
    /* A view too big to count its layouts (local_only) has weight 0. */
    *exact = s->exact && s->weight_m > 0 && (scratch->contradiction || scratch->exact);
    return scratch->contradiction ? 0 : solver_layouts_ratio(scratch, s);
}

double solver_layouts_ratio(const solver *part, const solver *s)
{
    /* Both counts as mantissa and binary exponent. */
    if (part->weight_m == 0 || s->weight_m == 0)
        return 0;
    long d = part->weight_e - s->weight_e;
    if (d < -1000)
        return 0;
    double share = ldexp(part->weight_m / s->weight_m, (int)(d > 1000 ? 1000 : d));
    return share < 1 ? share : 1;
}
