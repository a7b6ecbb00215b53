/* fuzz_selfplaytext.c — the readers of self-play's texts on any bytes:
 * shard reports (selfplaytext_read, then selfplaytext_merge on what it
 * read) and outcomes (selfplaytext_outcomes_read, then
 * selfplaytext_compare). The input is split at its first NUL byte into
 * two sides, A and B (no NUL: A and B are the same text). Checks: a known
 * status, an error with a message for bad input; outcomes read are in game
 * order, each once, within the run's games, and print back to a text that
 * reads as the same games; a side compared with itself differs in no game;
 * a comparison's output is whole lines. */
// fuzz-requires: engine/cli/cli_selfplay.c
#include <stdint.h>

#include "fuzz_common.h"
#include "cli/cli_selfplay.c" /* a CLI module, not in the engine library */

static void check_error(gg_status st, const gg_error *err)
{
    FUZZ_CHECK(st == GG_OK || st == GG_BAD_INPUT || st == GG_NO_MEMORY);
    if (st == GG_BAD_INPUT) {
        FUZZ_CHECK(memchr(err->msg, '\0', sizeof err->msg) != NULL);
        FUZZ_CHECK(err->msg[0] != '\0');
        FUZZ_CHECK(strchr(err->msg, '\n') == NULL);
    }
}

/* The games read: ascending numbers within 1..games, won 0 or 1. */
static FUZZ_NO_COVERAGE void check_outcomes(const selfplay_outcomes *o)
{
    FUZZ_CHECK(o->count >= 1);
    for (int64_t k = 0; k < o->count; k++) {
        FUZZ_CHECK(o->number[k] >= 1 && o->number[k] <= o->run.games);
        FUZZ_CHECK(k == 0 || o->number[k] > o->number[k - 1]);
        FUZZ_CHECK(o->won[k] <= 1 && o->guesses[k] >= 0);
    }
}

/* Printed back as one block when its games are one range, the text reads
 * as the same games. */
static FUZZ_NO_COVERAGE void check_round_trip(const selfplay_outcomes *o)
{
    if (o->number[o->count - 1] - o->number[0] + 1 != o->count)
        return;
    selfplay_report r = o->run;
    r.first = o->number[0] - 1;
    r.count = o->count;
    gg_out out;
    gg_out_init(&out, NULL, NULL);
    selfplaytext_outcomes_header(&r, &out);
    for (int64_t k = 0; k < o->count; k++)
        selfplaytext_outcome(o->number[k], o->won[k], o->guesses[k], &out);
    if (!out.failed) {
        selfplay_outcomes again;
        gg_error err = {0, ""};
        FUZZ_CHECK(selfplaytext_outcomes_read(out.data, out.len, &again, &err) == GG_OK);
        FUZZ_CHECK(again.count == o->count && again.run.games == o->run.games);
        for (int64_t k = 0; k < o->count; k++)
            FUZZ_CHECK(again.number[k] == o->number[k] && again.won[k] == o->won[k] &&
                       again.guesses[k] == o->guesses[k]);
        selfplaytext_outcomes_free(&again);
    }
    gg_out_free(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size ? size : 1);
    memcpy(text, data, size);
    const char *nul = memchr(text, '\0', size);
    size_t a_len = nul ? (size_t)(nul - text) : size;
    const char *b = nul ? nul + 1 : text;
    size_t b_len = nul ? size - a_len - 1 : size;

    /* Shard reports, and their merge. */
    selfplay_report *reports = NULL, whole;
    size_t n = 0;
    gg_error err = {0, ""};
    gg_status st = selfplaytext_read(text, size, &reports, &n, &err);
    check_error(st, &err);
    if (st == GG_OK) {
        FUZZ_CHECK(n >= 1);
        const char **names = malloc(n * sizeof *names);
        for (size_t i = 0; i < n; i++)
            names[i] = "input";
        st = selfplaytext_merge(reports, names, n, &whole, &err);
        check_error(st, &err);
        if (st == GG_OK) {
            FUZZ_CHECK(whole.count == whole.games && whole.won <= whole.games);
            fuzz_sink sink = {0};
            gg_out out;
            gg_out_init(&out, fuzz_sink_flush, &sink);
            selfplaytext_print(&whole, &out);
            gg_out_flush(&out);
            FUZZ_CHECK(sink.tail_len > 0 && sink.tail[sink.tail_len - 1] == '\n');
            gg_out_free(&out);
        }
        free(names);
    }
    free(reports);

    /* Outcomes, and the two sides compared. */
    selfplay_outcomes side[2];
    err.msg[0] = '\0';
    gg_status sa = selfplaytext_outcomes_read(text, a_len, &side[0], &err);
    check_error(sa, &err);
    gg_status sb = selfplaytext_outcomes_read(b, b_len, &side[1], &err);
    check_error(sb, &err);
    for (int k = 0; k < 2; k++)
        if ((k ? sb : sa) == GG_OK) {
            check_outcomes(&side[k]);
            check_round_trip(&side[k]);
        }
    if (sa == GG_OK && sb == GG_OK) {
        fuzz_sink sink = {0};
        gg_out out;
        gg_out_init(&out, fuzz_sink_flush, &sink);
        st = selfplaytext_compare(&side[0], "A", &side[1], "B", &out, &err);
        check_error(st, &err);
        gg_out_flush(&out);
        if (st == GG_OK)
            FUZZ_CHECK(fuzz_sink_last_line_is(&sink, "B - A: "));
        gg_out_free(&out);
        /* A side against itself: no game won by one only. */
        gg_out_init(&out, fuzz_sink_flush, &sink);
        st = selfplaytext_compare(&side[0], "A", &side[0], "A", &out, &err);
        FUZZ_CHECK(st == GG_OK || st == GG_NO_MEMORY);
        gg_out_flush(&out);
        if (st == GG_OK)
            FUZZ_CHECK(fuzz_sink_last_line_is(&sink, "B - A: +0.00 points"));
        gg_out_free(&out);
    }
    if (sa == GG_OK)
        selfplaytext_outcomes_free(&side[0]);
    if (sb == GG_OK)
        selfplaytext_outcomes_free(&side[1]);
    free(text);
    return 0;
}
