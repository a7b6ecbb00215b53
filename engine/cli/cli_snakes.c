/* cli_snakes.c — `gridgames snakes` (docs/cli.md §4): a case file of
 * boards through lc909_run, or one board made by the engine — a natural
 * random board (snakesgen.h) or one designed to an expected length
 * (snakesdesign.h) — printed as LeetCode JSON or as its code. */
#include "cli/cli_snakes.h"

#include <stdlib.h>
#include <string.h>

#include "cli/cli_io.h"
#include "formats/lc909.h"
#include "formats/snakescode.h"
#include "rules/snakesgen.h"
#include "odds/snakesdesign.h"

/* The largest random board printed: the largest an analysis takes. */
#define CLI_RANDOM_MAX_SIDE 1000

/* A whole number 0..max with no sign or blanks, or -1. */
static int64_t whole(const char *v, int64_t max)
{
    int64_t x = 0;
    if (!*v)
        return -1;
    for (; *v; v++) {
        if (*v < '0' || *v > '9' || (x = x * 10 + (*v - '0')) > max)
            return -1;
    }
    return x;
}

/* Rolls as written, `40` or `39.25` (at most 3 decimals), in thousandths;
 * -1 when it is not such a number or is past 10⁹ rolls. */
static int64_t rolls_milli(const char *v)
{
    const char *dot = strchr(v, '.');
    size_t whole_len = dot ? (size_t)(dot - v) : strlen(v);
    if (whole_len == 0 || whole_len > 10)
        return -1;
    char whole_part[11];
    memcpy(whole_part, v, whole_len);
    whole_part[whole_len] = '\0';
    int64_t x = whole(whole_part, 1000000000), frac = 0;
    if (x < 0)
        return -1;
    if (dot) {
        size_t k = strlen(dot + 1);
        if (k == 0 || k > 3 || (frac = whole(dot + 1, 999)) < 0)
            return -1;
        for (; k < 3; k++)
            frac *= 10;
    }
    return x * 1000 + frac;
}

typedef struct snakes_options {
    lc909_mode mode;
    snakes_rules rules;
    const char *file;
    const char *maker;      /* "--random", "--design" or NULL */
    const char *side, *expected;
    const char *rule_given, *start_given, *mode_given, *seed_given;
} snakes_options;

/* Print the board the engine makes. */
static int make_board(const snakes_options *o)
{
    const char *maker = o->maker;
    if (o->file)
        return cli_usage_error("snakes", "%s reads no input, not '%s'", maker, o->file);
    if (o->mode_given && strcmp(o->mode_given, "--json") != 0 && strcmp(o->mode_given, "--code") != 0)
        return cli_usage_error("snakes", "%s does not go with %s", o->mode_given, maker);
    int design = strcmp(maker, "--design") == 0;
    if (!design && (o->rule_given || o->start_given))
        return cli_usage_error("snakes", "%s goes with --design, not --random", o->rule_given ? "--rule" : "--start");
    if (!o->side)
        return cli_usage_error("snakes", "%s needs --side N", maker);
    if (design && !o->expected)
        return cli_usage_error("snakes", "--design needs --expected T, the expected number of rolls");
    int64_t max_side = design ? SNAKES_DESIGN_MAX_SIDE : CLI_RANDOM_MAX_SIDE;
    int64_t side = whole(o->side, max_side);
    if (side < 2)
        return cli_usage_error("snakes", "--side must be a whole number from 2 to %lld for %s, not '%s'",
                               (long long)max_side, maker, o->side);
    int64_t target = design ? rolls_milli(o->expected) : 0;
    if (design && target < 1000)
        return cli_usage_error("snakes", "--expected must be a number of rolls from 1 to 1000000000 with at "
                               "most 3 decimals (like 40 or 39.5), not '%s'", o->expected);
    char random_seed[CLI_SEED_CAP];
    const char *seed_text = cli_seed("snakes", o->seed_given, random_seed, "board");
    uint64_t seed = gg_seed_from_text(seed_text, strlen(seed_text));
    snakes_board b;
    gg_error err = {0, ""};
    gg_status st = design ? snakes_design(&b, (int32_t)side, &o->rules, target, seed, NULL, &err)
                          : snakes_random(&b, (int32_t)side, seed);
    gg_out out;
    cli_stdout(&out);
    if (st == GG_OK) {
        if (o->mode == LC909_CODE) {
            snakescode_print(&b, &out);
            gg_out_char(&out, '\n');
        } else
            snakes_print_json(&b, &out);
        snakes_free(&b);
    }
    return cli_finish("snakes", st, &err, &out);
}

/* The boards of a LeetCode 909 file, analysed as the options say. */
static gg_status run_boards(void *ctx, const char *text, size_t len, gg_out *out, gg_error *err)
{
    const snakes_options *o = ctx;
    return lc909_run(text, len, o->mode, &o->rules, out, err);
}

int cli_snakes(const cli_args *a)
{
    snakes_options o;
    memset(&o, 0, sizeof o);
    o.mode = LC909_LEAST;
    o.rules.start = 1;
    o.rules.rule = SNAKES_OVER;
    o.file = a->file_count ? a->files[0] : NULL;
    int random = cli_has(a, "--random"), design = cli_has(a, "--design");
    if (random && design)
        return cli_usage_error("snakes", "--random and --design do not go together");
    o.maker = design ? "--design" : random ? "--random" : NULL;
    /* The mode given last counts; with --design, --expected is the length
     * to design for, not a mode. */
    static const char *const modes[] = {"--expected", "--distribution", "--json", "--code", "--natural"};
    static const lc909_mode mode_of[] = {LC909_EXPECTED, LC909_DISTRIBUTION, LC909_JSON, LC909_CODE,
                                         LC909_NATURAL};
    for (int k = design ? 1 : 0, last = 0; k < 5; k++) {
        int at = cli_given_at(a, modes[k]);
        if (at > last) {
            last = at;
            o.mode = mode_of[k];
            o.mode_given = modes[k];
        }
    }
    o.rules.rule = (snakes_rule)cli_choice_index(a, "--rule", SNAKES_OVER);
    o.rule_given = cli_get(a, "--rule");
    o.rules.start = cli_choice_index(a, "--start", 1);
    o.start_given = cli_get(a, "--start");
    o.side = cli_get(a, "--side");
    o.seed_given = cli_get(a, "--seed");
    if (design)
        o.expected = cli_get(a, "--expected");
    if (o.maker)
        return make_board(&o);
    if (o.side || o.seed_given)
        return cli_usage_error("snakes", "%s goes with --random or --design", o.side ? "--side" : "--seed");
    return cli_run_text("snakes", o.file, run_boards, &o);
}
