/* gg.c — the shared output buffer, error record and line cursor. */
#include "base/gg.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Append text[0..len) to buf (cap bytes, *at used), as much as fits
 * before the NUL. */
static void put(char *buf, size_t cap, size_t *at, const char *text, size_t len)
{
    size_t room = *at + 1 < cap ? cap - 1 - *at : 0;
    if (len > room)
        len = room;
    memcpy(buf + *at, text, len);
    *at += len;
}

void gg_vformat(char *buf, size_t cap, const char *fmt, va_list ap)
{
    size_t at = 0;
    if (cap == 0)
        return;
    while (*fmt) {
        const char *pct = strchr(fmt, '%');
        size_t plain = pct ? (size_t)(pct - fmt) : strlen(fmt);
        put(buf, cap, &at, fmt, plain);
        fmt += plain;
        if (!pct)
            break;
        fmt++; /* the '%' */
        int zero = *fmt == '0', width = 0, prec = -1, size = 0;
        fmt += zero;
        while (*fmt >= '0' && *fmt <= '9')
            width = width * 10 + (*fmt++ - '0');
        if (fmt[0] == '.' && fmt[1] == '*') {
            prec = va_arg(ap, int);
            fmt += 2;
        }
        for (; *fmt == 'l' || *fmt == 'z'; fmt++)
            size = *fmt == 'z' ? 3 : size + 1;
        char num[24];
        const char *text = num;
        size_t len = 0;
        switch (*fmt) {
        case 's':
            text = va_arg(ap, const char *);
            if (prec >= 0) {
                const char *nul = memchr(text, '\0', (size_t)prec);
                len = nul ? (size_t)(nul - text) : (size_t)prec;
            } else {
                len = strlen(text);
            }
            break;
        case 'c':
            num[0] = (char)va_arg(ap, int);
            len = 1;
            break;
        case 'd': {
            long long v = size == 0   ? va_arg(ap, int)
                          : size == 1 ? va_arg(ap, long)
                          : size == 2 ? va_arg(ap, long long)
                                      : va_arg(ap, ptrdiff_t);
            len = (size_t)(gg_fmt_int(num, (int64_t)v) - num);
            break;
        }
        case 'u':
        case 'x': {
            unsigned long long v = size == 0   ? va_arg(ap, unsigned)
                                   : size == 1 ? va_arg(ap, unsigned long)
                                   : size == 2 ? va_arg(ap, unsigned long long)
                                               : va_arg(ap, size_t);
            unsigned base = *fmt == 'x' ? 16 : 10;
            char *end = num + sizeof num;
            char *p = end;
            do {
                *--p = "0123456789abcdef"[v % base];
                v /= base;
            } while (v);
            text = p;
            len = (size_t)(end - p);
            break;
        }
        case '%':
            num[0] = '%';
            len = 1;
            break;
        default: /* not a conversion the engine writes: shown as is */
            text = fmt - 1;
            len = *fmt ? 2 : 1;
            break;
        }
        for (; (size_t)width > len; width--)
            put(buf, cap, &at, zero ? "0" : " ", 1);
        put(buf, cap, &at, text, len);
        if (*fmt)
            fmt++;
    }
    buf[at] = '\0';
}

void gg_format(char *buf, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gg_vformat(buf, cap, fmt, ap);
    va_end(ap);
}

gg_status gg_fail(gg_error *err, long line, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        err->line = line;
        va_start(ap, fmt);
        gg_vformat(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return GG_BAD_INPUT;
}

void gg_out_init(gg_out *out, void (*flush)(void *, const char *, size_t), void *ctx)
{
    memset(out, 0, sizeof *out);
    out->flush = flush;
    out->ctx = ctx;
}

void gg_out_free(gg_out *out)
{
    free(out->data);
    out->data = NULL;
    out->len = out->cap = 0;
}

void gg_out_flush(gg_out *out)
{
    if (out->flush && out->len) {
        out->flush(out->ctx, out->data, out->len);
        out->len = 0;
    }
}

char *gg_out_make_room(gg_out *out, size_t more)
{
    if (out->failed)
        return NULL;
    if (out->flush && out->len + more > GG_OUT_FLUSH_AT)
        gg_out_flush(out);
    if (out->len + more > out->cap) {
        size_t cap = out->cap ? out->cap : 4096;
        while (cap < out->len + more) {
            if (cap > SIZE_MAX / 2) {
                out->failed = 1;
                return NULL;
            }
            cap *= 2;
        }
        char *data = realloc(out->data, cap);
        if (!data) {
            out->failed = 1;
            return NULL;
        }
        out->data = data;
        out->cap = cap;
    }
    return out->data + out->len;
}

void gg_out_bytes(gg_out *out, const char *bytes, size_t len)
{
    if (len == 0)
        return; /* bytes may be NULL then (an empty buffer's data): memcpy must not see it */
    char *p = gg_out_reserve(out, len);
    if (p) {
        memcpy(p, bytes, len);
        out->len += len;
    }
}

void gg_out_str(gg_out *out, const char *s)
{
    gg_out_bytes(out, s, strlen(s));
}

void gg_out_char(gg_out *out, char c)
{
    gg_out_bytes(out, &c, 1);
}

char *gg_fmt_uint32(char *p, uint32_t u)
{
    /* Two digits a step from a table, right to left from the end, which
     * the count of digits gives: the feedback of a big flood is millions
     * of numbers. */
    static const char pairs[] = "00010203040506070809101112131415161718192021222324"
                                "25262728293031323334353637383940414243444546474849"
                                "50515253545556575859606162636465666768697071727374"
                                "75767778798081828384858687888990919293949596979899";
    /* The count of digits by comparisons, not a division a digit: the
     * numbers written are mostly a board's rows and columns, of the same
     * few lengths, so the branches are foreseen. */
    int digits = u < 10          ? 1
                 : u < 100       ? 2
                 : u < 1000      ? 3
                 : u < 10000     ? 4
                 : u < 100000    ? 5
                 : u < 1000000   ? 6
                 : u < 10000000  ? 7
                 : u < 100000000 ? 8
                 : u < 1000000000 ? 9
                                  : 10;
    char *end = p + digits, *q = end;
    for (; u >= 100; u /= 100) {
        unsigned d = u % 100 * 2;
        *--q = pairs[d + 1];
        *--q = pairs[d];
    }
    if (u >= 10) {
        *--q = pairs[u * 2 + 1];
        *--q = pairs[u * 2];
    } else {
        *--q = (char)('0' + u);
    }
    return end;
}

char *gg_fmt_int(char *p, int64_t v)
{
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    if (v < 0)
        *p++ = '-';
    if (u <= UINT32_MAX)
        return gg_fmt_uint32(p, (uint32_t)u);
    /* Past 32 bits, seldom: a digit a step in 64-bit arithmetic, which
     * WebAssembly does slowly. */
    char digits[20];
    int n = 0;
    for (; u > 0; u /= 10)
        digits[n++] = (char)('0' + u % 10);
    while (n > 0)
        *p++ = digits[--n];
    return p;
}

void gg_out_int(gg_out *out, int64_t v)
{
    char *p = gg_out_reserve(out, 21);
    if (p)
        out->len += (size_t)(gg_fmt_int(p, v) - p);
}

void gg_lines_init(gg_lines *ls, const char *text, size_t len)
{
    ls->p = text;
    ls->end = text + len;
    ls->line = 0;
}

int gg_lines_next(gg_lines *ls, const char **line, size_t *len)
{
    if (ls->p >= ls->end)
        return 0;
    const char *start = ls->p;
    const char *nl = memchr(start, '\n', (size_t)(ls->end - start));
    const char *stop = nl ? nl : ls->end;
    ls->p = nl ? nl + 1 : ls->end;
    if (stop > start && stop[-1] == '\r')
        stop--;
    ls->line++;
    *line = start;
    *len = (size_t)(stop - start);
    return 1;
}

int gg_parse_int(const char **pp, const char *end, int64_t *v)
{
    const char *p = *pp;
    int neg = 0, overflow = 0;
    uint64_t u = 0;
    if (p < end && *p == '-') {
        neg = 1;
        p++;
    }
    if (p >= end || *p < '0' || *p > '9')
        return 0;
    while (p < end && *p >= '0' && *p <= '9') {
        /* Past INT64_MAX / 10 + 1 the next digit overflows int64; below
         * it u * 10 + 9 cannot wrap uint64 (2^64 + 2 must not read as 2). */
        if (u > (uint64_t)INT64_MAX / 10 + 1)
            overflow = 1;
        else
            u = u * 10 + (uint64_t)(*p - '0');
        p++;
    }
    *pp = p;
    if (overflow || u > (uint64_t)INT64_MAX)
        return 2;
    *v = neg ? -(int64_t)u : (int64_t)u;
    return 1;
}

int gg_in_memory(const void *p, size_t n)
{
#ifdef __EMSCRIPTEN__
    /* 64 KiB pages; in 64 bits, as a 4 GiB memory's size overflows size_t. */
    uint64_t end = (uint64_t)__builtin_wasm_memory_size(0) * 65536u;
    uint64_t at = (uint64_t)(uintptr_t)p;
    return at <= end && (uint64_t)n <= end - at;
#else
    (void)p;
    (void)n;
    return 1;
#endif
}
