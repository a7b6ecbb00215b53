/* json.c — the scanner of json.h. */
#include "base/json.h"

#include <string.h>

#include "base/gg.h"

void gg_json_init(gg_json *js, const char *text, size_t len)
{
    js->p = text;
    js->end = text + len;
}

void gg_json_skip(gg_json *js)
{
    while (js->p < js->end && (*js->p == ' ' || *js->p == '\t' || *js->p == '\r' || *js->p == '\n'))
        js->p++;
}

int gg_json_eat(gg_json *js, char c)
{
    gg_json_skip(js);
    if (js->p < js->end && *js->p == c) {
        js->p++;
        return 1;
    }
    return 0;
}

int gg_json_at_end(gg_json *js)
{
    gg_json_skip(js);
    return js->p >= js->end;
}

int gg_json_label(gg_json *js, const char *name)
{
    gg_json_skip(js);
    size_t n = strlen(name);
    if ((size_t)(js->end - js->p) < n || memcmp(js->p, name, n) != 0)
        return 0;
    gg_json probe = {js->p + n, js->end};
    if (gg_json_eat(&probe, '=') || gg_json_eat(&probe, ':')) {
        *js = probe;
        return 1;
    }
    return 0;
}

int gg_json_int(gg_json *js, int64_t *v)
{
    gg_json_skip(js);
    return gg_parse_int(&js->p, js->end, v);
}

int gg_json_string(gg_json *js, const char **s, size_t *len)
{
    gg_json_skip(js);
    if (js->p >= js->end || *js->p != '"')
        return 0;
    const char *start = js->p + 1, *q = start;
    while (q < js->end && *q != '"') {
        if (*q == '\\' || (unsigned char)*q < 0x20)
            return 2;
        q++;
    }
    if (q >= js->end)
        return 0;
    *s = start;
    *len = (size_t)(q - start);
    js->p = q + 1;
    return 1;
}
