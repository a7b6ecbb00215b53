/* fuzz_common.h — what the libFuzzer targets share: an output buffer that
 * flushes into a running checksum (so that big outputs cost no memory and
 * the flush path is exercised), and the checks every text runner's result
 * must pass whatever the input. A failed check aborts: libFuzzer reports it
 * as a crash and keeps the input. */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/gg.h"

#define FUZZ_CHECK(cond)                                                          \
    do {                                                                          \
        if (!(cond)) {                                                            \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
            abort();                                                              \
        }                                                                         \
    } while (0)

/* For a target's own checking loops: no coverage feedback (it would steer
 * the fuzzer by the checker's branches) and none of its cost. */
#define FUZZ_NO_COVERAGE __attribute__((no_sanitize("coverage")))

typedef struct fuzz_sink {
    size_t bytes;     /* bytes flushed so far */
    unsigned hash;    /* a checksum, so the bytes are really read */
    char tail[64];    /* the last tail_len bytes flushed */
    size_t tail_len;
} fuzz_sink;

static inline void fuzz_sink_flush(void *ctx, const char *bytes, size_t len)
{
    fuzz_sink *s = ctx;
    for (size_t i = 0; i < len; i++)
        s->hash = s->hash * 31u + (unsigned char)bytes[i];
    for (size_t i = len > sizeof s->tail ? len - sizeof s->tail : 0; i < len; i++) {
        if (s->tail_len == sizeof s->tail) {
            memmove(s->tail, s->tail + 1, sizeof s->tail - 1);
            s->tail_len--;
        }
        s->tail[s->tail_len++] = bytes[i];
    }
    s->bytes += len;
}

/* 1 when the output's last line starts with `prefix`. */
static inline int fuzz_sink_last_line_is(const fuzz_sink *s, const char *prefix)
{
    if (s->tail_len == 0 || s->tail[s->tail_len - 1] != '\n')
        return 0;
    size_t start = s->tail_len - 1;
    while (start > 0 && s->tail[start - 1] != '\n')
        start--;
    size_t n = strlen(prefix);
    return s->tail_len - 1 - start >= n && memcmp(s->tail + start, prefix, n) == 0;
}

/* The checks on a text runner's outcome: a known status; an error with a
 * message and a line number for bad input; output made of whole lines. */
static inline void fuzz_check_outcome(gg_status st, const gg_error *err, gg_out *out, fuzz_sink *sink)
{
    FUZZ_CHECK(st == GG_OK || st == GG_BAD_INPUT || st == GG_NO_MEMORY || st == GG_TOO_BIG);
    if (st == GG_BAD_INPUT || st == GG_TOO_BIG) {
        FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL);
        FUZZ_CHECK(err->msg[0] != '\0');
        FUZZ_CHECK(strchr(err->msg, '\n') == NULL);
        FUZZ_CHECK(err->line >= 1);
    }
    gg_out_flush(out);
    FUZZ_CHECK(out->len == 0);
    if (sink->bytes)
        FUZZ_CHECK(sink->tail[sink->tail_len - 1] == '\n');
}

#endif
