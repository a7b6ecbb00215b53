/* json.h — the little JSON the LeetCode case files need: arrays, integers
 * and one-character strings, plus the `name = value` form the problem
 * texts use (`board = [[...]], click = [3,0]`). A scanner, not a DOM: the
 * LeetCode modules walk the text with it and keep what they need. */
#ifndef GG_JSON_H
#define GG_JSON_H

#include <stddef.h>
#include <stdint.h>

typedef struct gg_json {
    const char *p, *end; /* what is left of the text */
} gg_json;

void gg_json_init(gg_json *js, const char *text, size_t len);
/* Skip blanks (space, tab, CR, LF). */
void gg_json_skip(gg_json *js);
/* Skip blanks, then consume `c` if it is next. Returns 1 if consumed. */
int gg_json_eat(gg_json *js, char c);
/* 1 when only blanks are left. */
int gg_json_at_end(gg_json *js);
/* Skip blanks, then an optional `name =` (or `name:`) prefix. Returns 1 if
 * the prefix was there. */
int gg_json_label(gg_json *js, const char *name);
/* Skip blanks, then read an integer (optional '-', digits). Returns 0 when
 * none is there, 2 when it does not fit in int64, 1 with *v set. */
int gg_json_int(gg_json *js, int64_t *v);
/* Skip blanks, then read a string without escapes into (*s, *len).
 * Returns 0 when no string starts here or it does not end on this text,
 * 2 when it holds a backslash or a control character, 1 on success. */
int gg_json_string(gg_json *js, const char **s, size_t *len);

#endif
