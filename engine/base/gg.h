/* gg.h — what every engine module shares: the status codes, the error
 * record a parser fills in, and the output buffer the text printers write
 * through.
 *
 * The engine does no I/O. A printer appends to a gg_out; when the buffer
 * passes GG_OUT_FLUSH_AT bytes and the caller gave a flush callback, the
 * bytes are handed to it (the CLI writes them to stdout), otherwise the
 * buffer grows and the caller reads it whole (the wasm API does). */
#ifndef GG_H
#define GG_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

/* Status of every entry point that can fail. */
typedef enum gg_status {
    GG_OK = 0,
    GG_BAD_INPUT = 2, /* the input broke a rule in docs/; see gg_error */
    GG_NO_MEMORY = 3, /* an allocation failed; nothing was half-done */
    GG_TOO_BIG = 4    /* the input is valid but past a documented limit */
} gg_status;

/* What went wrong with an input: the 1-based line, and a sentence. */
typedef struct gg_error {
    long line;      /* 1-based line of the input at fault; 0 when none */
    char msg[200];  /* NUL-terminated, no line number, no trailing newline */
} gg_error;

/* printf's formatting for what the engine's messages hold, and only that:
 * %s and %.*s, %c, %d, %u and %x with l, ll or z, a width (0-padded with
 * a leading 0), %%. No floating point: that is printf's largest part, and
 * without it the web build carries no printf at all. Writes at most cap
 * bytes, NUL included (cap > 0), truncating. */
void gg_vformat(char *buf, size_t cap, const char *fmt, va_list ap);
void gg_format(char *buf, size_t cap, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Record an error: the line and a message as gg_format writes it. Returns
 * GG_BAD_INPUT so that parsers can `return gg_fail(err, line, "...")`. */
gg_status gg_fail(gg_error *err, long line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* GG_SMALL is 1 in a build for size (-Os, -Oz: the web's wasm files): the
 * loops that take eight cells or bytes at a step, which only make the
 * command line faster, are left out, and the cell-by-cell loops after
 * them do the same work alone. `if (!GG_SMALL)` rather than #if, so both
 * are compiled everywhere; the unit tests run each (unit/test_mines_small). */
#ifndef GG_SMALL
#ifdef __OPTIMIZE_SIZE__
#define GG_SMALL 1
#else
#define GG_SMALL 0
#endif
#endif

/* Inlining decided by hand where the compiler's choice is slower (each
 * use says why): GG_NOINLINE keeps a function of its own (which V8 can
 * optimise apart: the web's wasm too), GG_ALWAYS_INLINE copies it into
 * each caller (but in a build for size); where the compiler has no such
 * attribute, it decides. */
#if defined(__GNUC__) || defined(__clang__)
#define GG_NOINLINE __attribute__((noinline))
#else
#define GG_NOINLINE
#endif
#if (defined(__GNUC__) || defined(__clang__)) && !GG_SMALL
#define GG_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define GG_ALWAYS_INLINE inline
#endif

/* Bits set in x (portable: a few shifts and one multiply). */
static inline int gg_popcount64(uint64_t x)
{
    x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
    x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
    x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
    return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
}

/* The index of x's lowest set bit; x must not be 0. One instruction where
 * the compiler offers it (GCC, Clang, Emscripten), else a loop. */
static inline int gg_lowest_bit(uint64_t x)
{
#if defined(__GNUC__)
    return __builtin_ctzll(x);
#else
    int k = 0;
    while (!(x >> k & 1))
        k++;
    return k;
#endif
}

/* The bytes a gg_out with a flush callback holds before it flushes; a
 * build may choose its own (the node CLI's writes cost more each). */
#ifndef GG_OUT_FLUSH_AT
#define GG_OUT_FLUSH_AT 65536
#endif

/* A growable output buffer with an optional flush callback. Zero-initialise,
 * or use gg_out_init; release with gg_out_free. A failed allocation sets
 * `failed` and drops the bytes; printers carry on and the caller checks
 * `failed` once at the end. */
typedef struct gg_out {
    char *data;      /* bytes not yet flushed; owned by the buffer */
    size_t len;      /* bytes in data */
    size_t cap;      /* allocated size of data */
    int failed;      /* 1 once an allocation has failed */
    void (*flush)(void *ctx, const char *bytes, size_t len); /* or NULL */
    void *ctx;       /* handed to flush */
} gg_out;

void gg_out_init(gg_out *out, void (*flush)(void *, const char *, size_t), void *ctx);
void gg_out_free(gg_out *out);
/* Hand what is buffered to the flush callback (no-op without one). */
void gg_out_flush(gg_out *out);
/* gg_out_reserve when the room is not there yet: flush, grow, or fail. */
char *gg_out_make_room(gg_out *out, size_t more);
/* Make room for `more` bytes; returns a pointer to write them at, or NULL
 * (and sets failed). Call gg_out_commit with the count actually written.
 * Inline for the common case, room there and no flush due: a printer
 * calls it a line or two a move. */
static inline char *gg_out_reserve(gg_out *out, size_t more)
{
    size_t need = out->len + more;
    if (need <= out->cap && !out->failed && (!out->flush || need <= GG_OUT_FLUSH_AT))
        return out->data + out->len;
    return gg_out_make_room(out, more);
}
static inline void gg_out_commit(gg_out *out, size_t written)
{
    out->len += written;
}
void gg_out_bytes(gg_out *out, const char *bytes, size_t len);
void gg_out_str(gg_out *out, const char *s);
void gg_out_char(gg_out *out, char c);
void gg_out_int(gg_out *out, int64_t v);
/* Writes `v` in decimal at `p` (room for 20 bytes), returns the end. */
char *gg_fmt_int(char *p, int64_t v);
/* Writes `u` in decimal at `p` (room for 10 bytes), returns the end. */
char *gg_fmt_uint32(char *p, uint32_t u);

/* A cursor over input text, line by line. Lines end at '\n'; a '\r' before
 * it is dropped. Used by every text-format parser. */
typedef struct gg_lines {
    const char *p, *end;
    long line; /* number of the line last returned (1-based) */
} gg_lines;

/* The longest line a text format takes (docs/cli.md §11, "Limits"): 1 GiB, room for
 * the largest LeetCode board (100,000,000 cells) written with blanks. The
 * command file allows less (minesfile.h). */
#define GG_MAX_LINE ((size_t)1 << 30)

void gg_lines_init(gg_lines *ls, const char *text, size_t len);
/* The next line without its end, or 0 at the end of the input. */
int gg_lines_next(gg_lines *ls, const char **line, size_t *len);

/* Parse a decimal integer at *p (optional '-'), advancing *p. Returns 0 when
 * there is no digit; 1 with *v set; 2 when it does not fit in int64. */
int gg_parse_int(const char **p, const char *end, int64_t *v);

/* 1 when the n bytes at p lie in memory the program may address. Under
 * WebAssembly: inside the module's linear memory, so that the exports can
 * refuse a (pointer, length) from JS that runs past its end instead of
 * trapping. Natively there is nothing to check against: always 1. */
int gg_in_memory(const void *p, size_t n);

#endif
