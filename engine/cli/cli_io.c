/* cli_io.c — the CLI's plumbing (cli_io.h): input files, stdout, errors
 * and options. */
#define _DEFAULT_SOURCE /* fileno, fstat, mmap and MAP_POPULATE */
#include "cli/cli_io.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#if defined(__unix__) || defined(__EMSCRIPTEN__)
#include <sys/random.h> /* getentropy: the system's randomness, node's crypto under Emscripten */
#define CLI_ENTROPY 1
#endif
#if defined(__unix__) && !defined(__EMSCRIPTEN__)
#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>
#define CLI_MAP_FILES 1
#endif

int cli_read_input(const char *path, char **text, size_t *len)
{
    int use_stdin = path == NULL || strcmp(path, "-") == 0;
    FILE *f = use_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "gridgames: cannot read %s: %s\n", path, strerror(errno));
        return 0;
    }
    /* A file is read into a buffer of its size, and one byte more to see
     * its end, in one go; a pipe into a buffer that grows as it comes. */
    size_t cap = 1 << 16, n = 0;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uintmax_t)st.st_size < SIZE_MAX / 2)
        cap = (size_t)st.st_size + 1;
    char *buf = malloc(cap);
    int ok = buf != NULL;
    while (ok) {
        if (n == cap) {
            char *bigger = cap < ((size_t)-1) / 2 ? realloc(buf, cap * 2) : NULL;
            if (!bigger) {
                ok = 0;
                break;
            }
            buf = bigger;
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    int read_error = ferror(f);
    if (!use_stdin)
        fclose(f);
    if (!ok || read_error) {
        fprintf(stderr, "gridgames: cannot read %s: %s\n", use_stdin ? "stdin" : path,
                ok ? strerror(errno) : "out of memory");
        free(buf);
        return 0;
    }
    *text = buf;
    *len = n;
    return 1;
}

static void flush_file(void *ctx, const char *bytes, size_t len)
{
    fwrite(bytes, 1, len, (FILE *)ctx);
}

void cli_file_out(gg_out *out, FILE *f)
{
    gg_out_init(out, flush_file, f);
}

void cli_stdout(gg_out *out)
{
    cli_file_out(out, stdout);
}

int cli_outcome(const char *command, gg_status status, const gg_error *err, int failed_output, char *msg,
                size_t cap)
{
    msg[0] = '\0';
    if (status == GG_OK && failed_output)
        status = GG_NO_MEMORY;
    switch (status) {
    case GG_OK:
        return CLI_OK;
    case GG_BAD_INPUT:
    case GG_TOO_BIG:
        if (err->line > 0)
            gg_format(msg, cap, "gridgames %s: line %ld: %s\n", command, err->line, err->msg);
        else
            gg_format(msg, cap, "gridgames %s: %s\n", command, err->msg);
        return CLI_BAD;
    case GG_NO_MEMORY:
    default:
        gg_format(msg, cap, "gridgames %s: out of memory\n", command);
        return CLI_BAD;
    }
}

int cli_finish(const char *command, gg_status status, const gg_error *err, gg_out *out)
{
    gg_out_flush(out);
    int failed_output = out->failed;
    gg_out_free(out);
    fflush(stdout);
    char msg[CLI_OUTCOME_CAP];
    int code = cli_outcome(command, status, err, failed_output, msg, sizeof msg);
    fputs(msg, stderr);
    return code;
}

int cli_usage_error(const char *command, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "gridgames%s%s: ", command ? " " : "", command ? command : "");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry 'gridgames --help'.\n");
    return CLI_BAD;
}

/* A regular file mapped into memory, read-only: no copy, and its pages
 * come from the page cache already filled, where a buffer's would each be
 * a fresh page to clear (a 2 MB command file is 500 of them). Returns 0
 * when the file is no such thing or the system will not map it (node's
 * file system, a pipe): the caller reads it instead. */
static int map_input(const char *path, char **text, size_t *len)
{
#ifdef CLI_MAP_FILES
    int fd = path == NULL || strcmp(path, "-") == 0 ? STDIN_FILENO : open(path, O_RDONLY);
    struct stat st;
    void *map = MAP_FAILED;
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
        (uintmax_t)st.st_size < SIZE_MAX / 2) {
        int flags = MAP_PRIVATE;
#ifdef MAP_POPULATE
        flags |= MAP_POPULATE; /* all its pages at once, rather than a fault every few */
#endif
        map = mmap(NULL, (size_t)st.st_size, PROT_READ, flags, fd, 0);
    }
    if (fd > STDIN_FILENO)
        close(fd);
    if (map == MAP_FAILED)
        return 0;
    *text = map;
    *len = (size_t)st.st_size;
    return 1;
#else
    (void)path;
    (void)text;
    (void)len;
    return 0;
#endif
}

void cli_random_seed(char buf[CLI_SEED_CAP])
{
    uint32_t words[2] = {0, 0};
#ifdef CLI_ENTROPY
    if (getentropy(words, sizeof words) != 0)
#endif
    {
        /* No randomness from the system: the clock, which differs from run
         * to run all the same. */
        struct timespec ts;
        timespec_get(&ts, TIME_UTC);
        words[0] = (uint32_t)ts.tv_sec * 2654435761u ^ (uint32_t)ts.tv_nsec;
        words[1] = (uint32_t)ts.tv_nsec * 2246822519u ^ (uint32_t)clock();
    }
    /* Two draws of six digits, as the pages make theirs (ggRandomSeed). */
    snprintf(buf, CLI_SEED_CAP, "%llu",
             (unsigned long long)(words[0] % 1000000u) * 1000000u + words[1] % 1000000u);
}

const char *cli_seed(const char *command, const char *given, char buf[CLI_SEED_CAP], const char *what)
{
    if (given)
        return given;
    cli_random_seed(buf);
    fprintf(stderr, "gridgames %s: random seed %s (--seed %s gives this %s again)\n", command, buf, buf, what);
    return buf;
}

int cli_run_text(const char *command, const char *file, cli_text_runner run, void *ctx)
{
    char *text;
    size_t len;
    int mapped = map_input(file, &text, &len);
    if (!mapped && !cli_read_input(file, &text, &len))
        return CLI_BAD;
    gg_out out;
    gg_error err = {0, ""};
    cli_stdout(&out);
    gg_status status = run(ctx, text, len, &out, &err);
#ifdef CLI_MAP_FILES
    if (mapped)
        munmap(text, len);
    else
#endif
        free(text);
    return cli_finish(command, status, &err, &out);
}
