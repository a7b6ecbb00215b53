/* snakes.c — Snakes & Ladders: moves, least rolls, expected rolls, the
 * distribution of the game length, win chances (docs/snakes.md; see snakes.h). */
#include "rules/snakes.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>


/* The power of ten nearest below x > 0 (for messages: gg_fail formats no
 * floating point). */
static int decade(double x)
{
    int d = 0; /* a loop, not log10: libm's log10 is a large part of a small module */
    for (; x > 0 && x < 1; x *= 10)
        d--;
    for (; x >= 10; x /= 10)
        d++;
    return d;
}

gg_status snakes_init(snakes_board *b, int32_t n)
{
    memset(b, 0, sizeof *b);
    if (n < 2 || n > SNAKES_MAX_SIDE)
        return GG_TOO_BIG;
    b->n = n;
    b->squares = n * n;
    b->dest = malloc(((size_t)b->squares + 1) * sizeof *b->dest);
    if (!b->dest)
        return GG_NO_MEMORY;
    for (int32_t s = 0; s <= b->squares; s++)
        b->dest[s] = s;
    return GG_OK;
}

void snakes_free(snakes_board *b)
{
    free(b->dest);
    b->dest = NULL;
}

void snakes_square_cell(int32_t n, int32_t square, int32_t *row, int32_t *col)
{
    int32_t from_bottom = (square - 1) / n, along = (square - 1) % n;
    *row = n - 1 - from_bottom;
    *col = from_bottom % 2 == 0 ? along : n - 1 - along;
}

int32_t snakes_cell_square(int32_t n, int32_t row, int32_t col)
{
    int32_t from_bottom = n - 1 - row;
    int32_t along = from_bottom % 2 == 0 ? col : n - 1 - col;
    return from_bottom * n + along + 1;
}

/* Where a bounce past the last square stops: the walk turns at n² and, on
 * boards so small that it comes back past square 1, turns there too. */
static int32_t bounce(int32_t last, int64_t target)
{
    int64_t period = 2 * (int64_t)(last - 1);
    int64_t x = (target - 1) % period;
    if (x > last - 1)
        x = period - x;
    return (int32_t)(x + 1);
}

int32_t snakes_move(const snakes_board *b, snakes_rule rule, int32_t from, int roll, int32_t *landed)
{
    int32_t last = b->squares;
    int64_t target = (int64_t)from + roll;
    int32_t at;
    if (target <= last)
        at = (int32_t)target;
    else if (rule == SNAKES_OVER)
        at = last;
    else if (rule == SNAKES_EXACT)
        at = from;
    else
        at = bounce(last, target);
    if (landed)
        *landed = at;
    return rule == SNAKES_EXACT && at == from ? from : b->dest[at];
}

gg_status snakes_least(const snakes_board *b, const snakes_rules *r, int64_t *rolls,
                       int32_t *path, int32_t *path_len)
{
    int32_t last = b->squares;
    int32_t start = r->start ? 1 : 0;
    /* Breadth-first from the start; prev[] also marks what was seen. */
    int32_t *prev = malloc(((size_t)last + 1) * sizeof *prev);
    int32_t *queue = malloc(((size_t)last + 1) * sizeof *queue);
    if (!prev || !queue) {
        free(prev);
        free(queue);
        return GG_NO_MEMORY;
    }
    for (int32_t s = 0; s <= last; s++)
        prev[s] = -1;
    size_t head = 0, tail = 0;
    prev[start] = start;
    queue[tail++] = start;
    while (head < tail && prev[last] < 0) {
        int32_t s = queue[head++];
        for (int roll = 1; roll <= 6; roll++) {
            int32_t to = snakes_move(b, r->rule, s, roll, NULL);
            if (prev[to] < 0) {
                prev[to] = s;
                queue[tail++] = to;
            }
        }
    }
    int64_t count = -1;
    if (prev[last] >= 0) {
        count = 0;
        for (int32_t s = last; s != start; s = prev[s])
            count++;
        if (path) {
            int32_t k = (int32_t)count;
            for (int32_t s = last; k >= 0; s = prev[s])
                path[k--] = s;
        }
    }
    if (path_len)
        *path_len = count < 0 ? 0 : (int32_t)count + 1;
    *rolls = count;
    free(prev);
    free(queue);
    return GG_OK;
}

/* ---- the chain behind the analyses ---------------------------------- */

enum { REACHED = 1, LIVE = 2 }; /* reached from the origins; can reach n² */

/* The part of the Markov chain the origins can get to: the six moves of
 * every square, the reached squares largest first, and which of them can
 * still reach n² ("live"; the others never finish). */
typedef struct chain {
    int32_t last;     /* n², the absorbing square */
    int32_t *next;    /* next[6*s + roll-1]: where a roll from s ends */
    uint8_t *times;   /* times[6*s + k]: how many rolls from s end on next[6*s+k]
                         when k is the first of them, else 0 */
    uint8_t *flags;   /* REACHED | LIVE per square 0..last */
    int32_t *order;   /* reached squares below last, largest first */
    int32_t count;    /* entries in order */
    int all_live;     /* 1 when every reached square is live */
} chain;

static void chain_free(chain *c)
{
    free(c->next);
    free(c->times);
    free(c->flags);
    free(c->order);
}

static gg_status chain_build(chain *c, const snakes_board *b, snakes_rule rule, const int32_t *origins,
                             int norigins, gg_error *err)
{
    memset(c, 0, sizeof *c);
    int32_t last = c->last = b->squares;
    if (last > SNAKES_MAX_ANALYSIS_SQUARES) {
        gg_fail(err, 0, "a board of %ld squares is past the %d an analysis takes (n <= 1000)", (long)last,
                SNAKES_MAX_ANALYSIS_SQUARES);
        return GG_TOO_BIG;
    }
    size_t squares = (size_t)last + 1;
    c->next = malloc(6 * squares * sizeof *c->next);
    c->times = calloc(6 * squares, 1);
    c->flags = calloc(squares, 1);
    c->order = malloc(squares * sizeof *c->order);
    int32_t *stack = malloc(squares * sizeof *stack);
    int32_t *rev_start = NULL, *rev = NULL;
    if (!c->next || !c->times || !c->flags || !c->order || !stack)
        goto no_memory;
    for (int32_t s = 0; s < last; s++) {
        int32_t *to = c->next + 6 * (size_t)s;
        uint8_t *times = c->times + 6 * (size_t)s;
        for (int k = 0; k < 6; k++) {
            to[k] = snakes_move(b, rule, s, k + 1, NULL);
            int first = 0;
            while (to[first] != to[k])
                first++;
            times[first]++;
        }
    }

    size_t top = 0;
    for (int i = 0; i < norigins; i++)
        if (!(c->flags[origins[i]] & REACHED)) {
            c->flags[origins[i]] = REACHED;
            stack[top++] = origins[i];
        }
    while (top > 0) {
        int32_t s = stack[--top];
        if (s == last)
            continue;
        for (int k = 0; k < 6; k++) {
            int32_t to = c->next[6 * (size_t)s + k];
            if (!(c->flags[to] & REACHED)) {
                c->flags[to] = REACHED;
                stack[top++] = to;
            }
        }
    }
    for (int32_t s = last - 1; s >= 0; s--)
        if (c->flags[s] & REACHED)
            c->order[c->count++] = s;

    /* Live squares: backwards from n² over the reversed moves. */
    rev_start = calloc(squares + 1, sizeof *rev_start);
    rev = malloc(6 * (size_t)c->count * sizeof *rev + 1);
    if (!rev_start || !rev)
        goto no_memory;
    for (int32_t i = 0; i < c->count; i++)
        for (int k = 0; k < 6; k++)
            rev_start[c->next[6 * (size_t)c->order[i] + k] + 1]++;
    for (size_t s = 0; s < squares; s++)
        rev_start[s + 1] += rev_start[s];
    for (int32_t i = 0; i < c->count; i++) {
        int32_t s = c->order[i];
        for (int k = 0; k < 6; k++)
            rev[rev_start[c->next[6 * (size_t)s + k]]++] = s;
    }
    for (size_t s = squares; s > 0; s--) /* undo the shift of the fill */
        rev_start[s] = rev_start[s - 1];
    rev_start[0] = 0;
    top = 0;
    if (c->flags[last] & REACHED) {
        c->flags[last] |= LIVE;
        stack[top++] = last;
    }
    while (top > 0) {
        int32_t s = stack[--top];
        for (int32_t e = rev_start[s]; e < rev_start[s + 1]; e++)
            if (!(c->flags[rev[e]] & LIVE)) {
                c->flags[rev[e]] |= LIVE;
                stack[top++] = rev[e];
            }
    }
    c->all_live = 1;
    for (int32_t i = 0; i < c->count; i++)
        if (!(c->flags[c->order[i]] & LIVE))
            c->all_live = 0;
    free(stack);
    free(rev_start);
    free(rev);
    return GG_OK;

no_memory:
    free(stack);
    free(rev_start);
    free(rev);
    chain_free(c);
    return GG_NO_MEMORY;
}

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
                    "that the expectation is past what doubles hold", decade(worst));
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
    gg_status st = chain_build(&c, b, r->rule, &start, 1, err);
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
    chain_free(&c);
    return st;
}

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
    st = chain_build(&c, b, r->rule, &from, 1, err);
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
    chain_free(&c);
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
    gg_status st = chain_build(&c, b, r->rule, pos, players, err);
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
                    "past the limit", decade(before), (long long)t);
            st = GG_TOO_BIG;
            break;
        }
    }
    *none = 1 - won < 0 ? 0 : 1 - won;

done:
    free(live);
    free(mass);
    chain_free(&c);
    return st;
}

/* ---- boards -------------------------------------------------------------- */

gg_status snakes_classic(snakes_board *b)
{
    /* Milton Bradley's Chutes and Ladders (1943), as listed by Althoen,
     * King & Schilling (1993). */
    static const int16_t jumps[][2] = {
        {1, 38},  {4, 14},  {9, 31},  {21, 42}, {28, 84}, {36, 44}, {51, 67},
        {71, 91}, {80, 100}, {16, 6},  {47, 26}, {49, 11}, {56, 53}, {62, 19},
        {64, 60}, {87, 24}, {93, 73}, {95, 75}, {98, 78},
    };
    gg_status st = snakes_init(b, 10);
    if (st != GG_OK)
        return st;
    for (size_t i = 0; i < sizeof jumps / sizeof jumps[0]; i++)
        b->dest[jumps[i][0]] = jumps[i][1];
    return GG_OK;
}

void snakes_print_json(const snakes_board *b, gg_out *out)
{
    int32_t n = b->n;
    gg_out_char(out, '[');
    for (int32_t row = 0; row < n; row++) {
        char *p = gg_out_reserve(out, (size_t)n * 12 + 24);
        if (!p)
            return;
        char *q = p;
        if (row)
            *q++ = ',';
        *q++ = '[';
        for (int32_t col = 0; col < n; col++) {
            int32_t s = snakes_cell_square(n, row, col);
            if (col)
                *q++ = ',';
            q = gg_fmt_int(q, b->dest[s] == s ? -1 : b->dest[s]);
        }
        *q++ = ']';
        gg_out_commit(out, (size_t)(q - p));
    }
    gg_out_str(out, "]\n");
}
