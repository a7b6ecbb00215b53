/* gen_snakes.c — a seeded LeetCode 909 board for the benchmark: n x n,
 * a snake or ladder on about PERCENT% of the squares, to any square, but
 * never six snake heads in a row (so that the game ends with probability
 * 1 and the expectation is finite).
 *
 *   gen_snakes N PERCENT SEED > board.txt
 *
 * Its own little generator (splitmix64), apart from the engine's. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t state;

static uint64_t next_random(void)
{
    uint64_t z = (state += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: gen_snakes N PERCENT SEED\n");
        return 2;
    }
    long n = atol(argv[1]), percent = atol(argv[2]);
    state = strtoull(argv[3], NULL, 10);
    if (n < 2 || n > 4000 || percent < 0 || percent > 100) {
        fprintf(stderr, "gen_snakes: N must be 2..4000 and PERCENT 0..100\n");
        return 2;
    }
    long last = n * n;
    long *dest = malloc((size_t)(last + 1) * sizeof *dest);
    if (!dest)
        return 1;
    int snake_run = 0;
    for (long s = 1; s <= last; s++) {
        long to = 0;
        if (s != 1 && s != last && (long)(next_random() % 100) < percent) {
            to = 1 + (long)(next_random() % (uint64_t)last);
            if (to == s || (to < s && snake_run == 5))
                to = 0;
        }
        dest[s] = to ? to : -1;
        snake_run = to && to < s ? snake_run + 1 : 0;
    }
    /* LeetCode's layout: rows from the top, squares boustrophedon from the
     * bottom-left. */
    putchar('[');
    for (long row = 0; row < n; row++) {
        long from_bottom = n - 1 - row;
        printf(row ? ",[" : "[");
        for (long col = 0; col < n; col++) {
            long along = from_bottom % 2 == 0 ? col : n - 1 - col;
            printf(col ? ",%ld" : "%ld", dest[from_bottom * n + along + 1]);
        }
        putchar(']');
    }
    printf("]\n");
    free(dest);
    return 0;
}
