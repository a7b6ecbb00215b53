/* snakesodds_expected.c — the exact expected number of rolls of a game of
 * Snakes & Ladders (snakesodds.h): back substitution with a small dense
 * system, or preconditioned GMRES on boards with many back references. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "odds/snakesodds_internal.h"

/* ---- expected rolls ---------------------------------------------------- */

/* A reference from square s to square u is "near" when u is one of the six
 * squares after s (its value is known by the time back substitution gets
 * to s), "self" when u is s, and otherwise — a snake, a long ladder, a
 * bounce — it goes through an unknown y[index[u]]. */
static int is_near(int32_t s, int32_t u)
{
    return u > s && u <= s + 6;
}

/* Solve the J x J system a·y = rhs (a is J rows of J+1: the coefficients,
 * then the right-hand side) by Gaussian elimination with partial pivoting.
 * The system is nonsingular when every reached square is live. */
static void solve_dense(double *a, int32_t J)
{
    size_t w = (size_t)J + 1;
    for (int32_t k = 0; k < J; k++) {
        int32_t pivot = k;
        for (int32_t i = k + 1; i < J; i++)
            if (fabs(a[i * w + k]) > fabs(a[pivot * w + k]))
                pivot = i;
        if (pivot != k)
            for (size_t j = 0; j < w; j++) {
                double t = a[k * w + j];
                a[k * w + j] = a[pivot * w + j];
                a[pivot * w + j] = t;
            }
        double *rk = a + k * w;
        for (int32_t i = k + 1; i < J; i++) {
            double *ri = a + i * w;
            double f = ri[k] / rk[k];
            if (f == 0)
                continue;
            for (size_t j = (size_t)k; j < w; j++)
                ri[j] -= f * rk[j];
        }
    }
    for (int32_t k = J - 1; k >= 0; k--) {
        double *rk = a + k * w;
        double v = rk[J];
        for (int32_t j = k + 1; j < J; j++)
            v -= rk[j] * a[j * w + J];
        rk[J] = v / rk[k];
    }
}

/* Back substitution with every far reference an unknown: each square's
 * expectation is an affine form in the unknowns, kept for the six squares
 * after the current one; each unknown's own form closes one equation. */
static gg_status expected_direct(const chain *c, const int32_t *index, int32_t J, double *E)
{
    size_t w = (size_t)J + 1;
    double *forms = calloc(7 * w, sizeof *forms); /* ring: square s at s % 7 */
    double *a = malloc(((size_t)J * w + 1) * sizeof *a);
    if (!forms || !a) {
        free(forms);
        free(a);
        return GG_NO_MEMORY;
    }
    for (int32_t i = 0; i < c->count; i++) {
        int32_t s = c->order[i];
        double *f = forms + (size_t)(s % 7) * w;
        int self = 0;
        memset(f, 0, w * sizeof *f);
        f[0] = 6;
        for (int k = 0; k < 6; k++) {
            int32_t u = c->next[6 * (size_t)s + k];
            if (u == c->last)
                continue;
            if (u == s)
                self++;
            else if (is_near(s, u)) {
                const double *g = forms + (size_t)(u % 7) * w;
                for (size_t j = 0; j < w; j++)
                    f[j] += g[j];
            } else
                f[1 + index[u]] += 1;
        }
        double scale = 1.0 / (6 - self);
        for (size_t j = 0; j < w; j++)
            f[j] *= scale;
        if (index[s] >= 0) { /* y[index[s]] - (form of s) = its constant */
            double *row = a + (size_t)index[s] * w;
            for (int32_t j = 0; j < J; j++)
                row[j] = -f[1 + j];
            row[index[s]] += 1;
            row[J] = f[0];
        }
    }
    solve_dense(a, J);
    /* Now every unknown is known: substitute back once more for all. */
    for (int32_t i = 0; i < c->count; i++) {
        int32_t s = c->order[i];
        int self = 0;
        double sum = 6;
        for (int k = 0; k < 6; k++) {
            int32_t u = c->next[6 * (size_t)s + k];
            if (u == c->last)
                continue;
            if (u == s)
                self++;
            else if (is_near(s, u))
                sum += E[u];
            else
                sum += a[(size_t)index[u] * w + J];
        }
        E[s] = sum / (6 - self);
    }
    free(forms);
    free(a);
    return GG_OK;
}

/* The iterative solve, for boards with many back references: restarted
 * GMRES (Saad & Schultz, SIAM J. Sci. Stat. Comput. 7(3):856–869, 1986) on
 * (I − Q)·E = 1, right-preconditioned by the triangular part of I − Q (the
 * near moves and the stays), which back substitution inverts. A board that
 * keeps sending tokens back has one slow mode (the escape) that plain
 * sweeps need thousands of passes for; GMRES takes it out in a few steps.
 *
 * Unknowns are numbered by position in c->order (largest square first). */
typedef struct krylov {
    const chain *c;
    int32_t *to;      /* to[6*i+k]: position of move k from position i, -1 for n² */
    int32_t count;
} krylov;

/* The solve's vector kernels stay functions of their own (KERNEL): run
 * as WebAssembly, V8 compiles each function first with its baseline
 * compiler and optimises one only after it has run a while, and a call
 * already running never switches; kernels called again and again are
 * optimised after the first few calls, where one function holding the
 * whole solve would run to the end unoptimised. */
#define KERNEL static GG_NOINLINE

/* y = (I − Q)·x */
KERNEL void apply_a(const krylov *K, const double *x, double *y)
{
    for (int32_t i = 0; i < K->count; i++) {
        const int32_t *to = K->to + 6 * (size_t)i;
        double sum = 0;
        for (int k = 0; k < 6; k++)
            if (to[k] >= 0)
                sum += x[to[k]];
        y[i] = x[i] - sum / 6;
    }
}

/* y = M⁻¹·x, M the near-and-stay part of I − Q (upper triangular when
 * squares are taken largest first, i.e. positions in increasing order). */
KERNEL void apply_m_inverse(const krylov *K, const double *x, double *y)
{
    const chain *c = K->c;
    for (int32_t i = 0; i < K->count; i++) {
        int32_t s = c->order[i];
        const int32_t *to = K->to + 6 * (size_t)i;
        const int32_t *sq = c->next + 6 * (size_t)s;
        int self = 0;
        double sum = 6 * x[i];
        for (int k = 0; k < 6; k++) {
            if (sq[k] == s)
                self++;
            else if (to[k] >= 0 && is_near(s, sq[k]))
                sum += y[to[k]];
        }
        y[i] = sum / (6 - self);
    }
}

KERNEL double dot(const double *a, const double *b, int32_t n)
{
    double sum = 0;
    for (int32_t i = 0; i < n; i++)
        sum += a[i] * b[i];
    return sum;
}

/* y -= h·x */
KERNEL void subtract_scaled(double *y, double h, const double *x, int32_t n)
{
    for (int32_t k = 0; k < n; k++)
        y[k] -= h * x[k];
}

/* y = x / d */
KERNEL void divide_into(double *y, const double *x, double d, int32_t n)
{
    for (int32_t k = 0; k < n; k++)
        y[k] = x[k] / d;
}

/* y += x */
KERNEL void add_into(double *y, const double *x, int32_t n)
{
    for (int32_t k = 0; k < n; k++)
        y[k] += x[k];
}

/* y += h·x */
KERNEL void add_scaled(double *y, double h, const double *x, int32_t n)
{
    for (int32_t k = 0; k < n; k++)
        y[k] += h * x[k];
}

/* The true residual 1 − (I − Q)·x into r; returns ‖r‖∞ and sets *top to
 * max x. The error is then bounded componentwise by ‖r‖∞ · E, since
 * (I − Q)⁻¹ ≥ 0 and (I − Q)⁻¹·1 = E. */
KERNEL double residual(const krylov *K, const double *x, double *r, double *top)
{
    apply_a(K, x, r);
    double worst = 0;
    *top = 0;
    for (int32_t i = 0; i < K->count; i++) {
        r[i] = 1 - r[i];
        if (fabs(r[i]) > worst)
            worst = fabs(r[i]);
        if (x[i] > *top)
            *top = x[i];
    }
    return worst;
}

static gg_status expected_iterate(const chain *c, double *E, gg_error *err)
{
    int32_t n = c->count;
    /* The restart length: 40 basis vectors, fewer on huge boards. */
    int m = (int)(20000000 / ((int64_t)n + 1));
    m = m < 8 ? 8 : m > 40 ? 40 : m;
    size_t nn = (size_t)n;
    krylov K = {c, malloc(6 * nn * sizeof(int32_t)), n};
    int32_t *position = malloc(((size_t)c->last + 1) * sizeof *position);
    double *V = malloc((size_t)(m + 1) * nn * sizeof *V);
    double *x = calloc(nn, sizeof *x), *r = malloc(nn * sizeof *r), *w = malloc(nn * sizeof *w);
    double *H = calloc((size_t)(m + 1) * m, sizeof *H);
    double *cs = malloc((size_t)m * sizeof *cs), *sn = malloc((size_t)m * sizeof *sn);
    double *g = malloc((size_t)(m + 1) * sizeof *g), *y = malloc((size_t)m * sizeof *y);
    gg_status st = GG_OK;
    if (!K.to || !position || !V || !x || !r || !w || !H || !cs || !sn || !g || !y) {
        st = GG_NO_MEMORY;
        goto done;
    }
    for (int32_t i = 0; i < n; i++)
        position[c->order[i]] = i;
    for (int32_t i = 0; i < n; i++)
        for (int k = 0; k < 6; k++) {
            int32_t u = c->next[6 * (size_t)c->order[i] + k];
            K.to[6 * (size_t)i + k] = u == c->last ? -1 : position[u];
        }
    int64_t work = 0, per_step = 12 * (int64_t)n;
    double best = INFINITY;
    int stalled = 0;
    for (;;) {
        double top, worst = residual(&K, x, r, &top);
        /* 1e-12 relative, or as close as doubles can tell at this size */
        if (worst <= 1e-12 || worst <= 64 * DBL_EPSILON * (top > 1 ? top : 1))
            break;
        if (worst < best / 2) {
            best = worst;
            stalled = 0;
        } else if (++stalled >= 4 || work > SNAKES_MAX_WORK) {
            gg_fail(err, 0, "the expected number of rolls cannot be computed to 6 decimals: the solver "
                    "stalled at a residual near 1e%d, as it does when the board sends tokens back so often "
                    "that the expectation is past what doubles hold", snakes_decade(worst));
            st = GG_TOO_BIG;
            goto done;
        }
        double beta = sqrt(dot(r, r, n));
        divide_into(V, r, beta, n);
        memset(g, 0, (size_t)(m + 1) * sizeof *g);
        g[0] = beta;
        int j = 0;
        while (j < m) {
            double *v = V + (size_t)j * nn, *next = V + (size_t)(j + 1) * nn;
            apply_m_inverse(&K, v, w);
            apply_a(&K, w, next);
            work += per_step + 2 * (int64_t)(j + 1) * n;
            for (int i = 0; i <= j; i++) { /* modified Gram–Schmidt */
                double h = dot(next, V + (size_t)i * nn, n);
                H[(size_t)i * m + j] = h;
                subtract_scaled(next, h, V + (size_t)i * nn, n);
            }
            double h_next = sqrt(dot(next, next, n));
            H[(size_t)(j + 1) * m + j] = h_next;
            if (h_next > 0)
                divide_into(next, next, h_next, n);
            for (int i = 0; i < j; i++) { /* earlier Givens rotations */
                double a = H[(size_t)i * m + j], b = H[(size_t)(i + 1) * m + j];
                H[(size_t)i * m + j] = cs[i] * a + sn[i] * b;
                H[(size_t)(i + 1) * m + j] = -sn[i] * a + cs[i] * b;
            }
            double a = H[(size_t)j * m + j], b = H[(size_t)(j + 1) * m + j];
            double norm = hypot(a, b);
            cs[j] = norm > 0 ? a / norm : 1;
            sn[j] = norm > 0 ? b / norm : 0;
            H[(size_t)j * m + j] = norm;
            H[(size_t)(j + 1) * m + j] = 0;
            g[j + 1] = -sn[j] * g[j];
            g[j] = cs[j] * g[j];
            j++;
            if (fabs(g[j]) <= 1e-14 * beta || h_next == 0)
                break;
        }
        for (int i = j - 1; i >= 0; i--) {
            double v = g[i];
            for (int k = i + 1; k < j; k++)
                v -= H[(size_t)i * m + k] * y[k];
            y[i] = H[(size_t)i * m + i] != 0 ? v / H[(size_t)i * m + i] : 0;
        }
        /* x += M⁻¹·(V·y) */
        memset(r, 0, nn * sizeof *r);
        for (int i = 0; i < j; i++)
            add_scaled(r, y[i], V + (size_t)i * nn, n);
        apply_m_inverse(&K, r, w);
        add_into(x, w, n);
    }
    for (int32_t i = 0; i < n; i++)
        E[c->order[i]] = x[i];

done:
    free(K.to);
    free(position);
    free(V);
    free(x);
    free(r);
    free(w);
    free(H);
    free(cs);
    free(sn);
    free(g);
    free(y);
    return st;
}

gg_status snakes_expected(const snakes_board *b, const snakes_rules *r, double *expected,
                          double *per_square, gg_error *err)
{
    int32_t start = r->start ? 1 : 0;
    chain c;
    gg_status st = snakes_chain_build(&c, b, r->rule, &start, 1, err);
    if (st != GG_OK)
        return st;
    size_t squares = (size_t)c.last + 1;
    double *E = per_square ? per_square : malloc(squares * sizeof *E);
    int32_t *index = malloc(squares * sizeof *index);
    if (!E || !index) {
        st = GG_NO_MEMORY;
        goto done;
    }
    for (size_t s = 0; s < squares; s++)
        E[s] = NAN;
    E[c.last] = 0;
    if (!c.all_live) {
        /* A reached square cannot finish: the game may never end, and the
         * expectation from the start is infinite. (Per square it is finite
         * on squares that cannot fall into the trap; this marks them all
         * infinite, which is all a caller has needed.) */
        for (int32_t i = 0; i < c.count; i++)
            E[c.order[i]] = INFINITY;
        *expected = INFINITY;
        goto done;
    }
    int32_t J = 0;
    for (size_t s = 0; s < squares; s++)
        index[s] = -1;
    for (int32_t i = 0; i < c.count; i++) {
        int32_t s = c.order[i];
        for (int k = 0; k < 6; k++) {
            int32_t u = c.next[6 * (size_t)s + k];
            if (u != c.last && u != s && !is_near(s, u) && index[u] < 0)
                index[u] = J++;
        }
    }
    /* The direct method costs about 6·count·J + J³/3 operations. */
    double direct_cost = 6.0 * c.count * (J + 1) + (double)J * J * J / 3;
    if (J <= SNAKES_DIRECT_MAX && direct_cost <= 1e8)
        st = expected_direct(&c, index, J, E);
    else
        st = expected_iterate(&c, E, err);
    if (st == GG_OK)
        *expected = E[start];

done:
    if (E != per_square)
        free(E);
    free(index);
    snakes_chain_free(&c);
    return st;
}
