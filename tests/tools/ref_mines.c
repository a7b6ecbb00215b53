/* ref_mines.c — a second, independent opinion on the Minesweeper game of
 * docs/minesweeper.md, written straight from those rules and sharing no code
 * with engine/. The large and differential tests compare gridgames against
 * it, and the benchmark times it as "the plain solution": scanf in, a queue
 * flood, qsort of the revealed cells, printf out — nothing clever.
 *
 *   ref_mines < game.txt > expected.txt
 *
 * Valid input only: on anything malformed it stops reading, without
 * crashing, and prints nothing more. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { HIDDEN, FLAGGED, SWEPT };

static int rows, cols;
static unsigned char *is_mine; /* 1 where the board has '*' */
static unsigned char *state;   /* HIDDEN, FLAGGED or SWEPT */
static unsigned char *number;  /* neighbouring mines, shown once swept */
static int *revealed;          /* cells swept by the current move, in order */
static long revealed_count;
static long safe_left;         /* safe cells not yet swept */

static int by_index(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* The sweep process on a hidden safe cell. The revealed list doubles as
 * the flood's queue: every cell enters it once, when it is swept, so no
 * recursion is needed however far the chain reaction runs. */
static void sweep_safe(int cell)
{
    long head = revealed_count;
    state[cell] = SWEPT;
    revealed[revealed_count++] = cell;
    safe_left--;
    while (head < revealed_count) {
        int cur = revealed[head++];
        if (number[cur] != 0)
            continue;
        int r = cur / cols, c = cur % cols;
        for (int dr = -1; dr <= 1; dr++)
            for (int dc = -1; dc <= 1; dc++) {
                int nr = r + dr, nc = c + dc;
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols)
                    continue;
                int next = nr * cols + nc;
                /* A 0 has no mine around, so this neighbour is safe; a flag
                 * on it is simply lost. */
                if (state[next] != SWEPT) {
                    state[next] = SWEPT;
                    revealed[revealed_count++] = next;
                    safe_left--;
                }
            }
    }
}

static void print_feedback(void)
{
    if (revealed_count == 0) {
        printf("no cell detected\n");
        return;
    }
    qsort(revealed, (size_t)revealed_count, sizeof revealed[0], by_index);
    printf("%ld cell(s) detected\n", revealed_count);
    for (long i = 0; i < revealed_count; i++) {
        int cell = revealed[i];
        printf("%d %d %d\n", cell / cols + 1, cell % cols + 1, number[cell]);
    }
}

static int count_around(int cell, const unsigned char *what, int value)
{
    int r = cell / cols, c = cell % cols, count = 0;
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++) {
            int nr = r + dr, nc = c + dc;
            if ((dr || dc) && nr >= 0 && nr < rows && nc >= 0 && nc < cols)
                count += what[nr * cols + nc] == value;
        }
    return count;
}

/* DSweep's targets: the neighbours neither swept nor flagged. */
static int is_target(int cell)
{
    return state[cell] == HIDDEN;
}

int main(void)
{
    /* Cell indices are ints: the limit of 1e8 cells (docs/minesweeper.md §7) fits. */
    if (scanf("%d %d", &rows, &cols) != 2 || rows < 1 || cols < 1 || (long long)rows * cols > 100000000)
        return 0;
    size_t cells = (size_t)rows * (size_t)cols;
    is_mine = calloc(cells, 1);
    state = calloc(cells, 1);
    number = calloc(cells, 1);
    revealed = malloc(cells * sizeof revealed[0]);
    char *row = malloc((size_t)cols + 1);
    if (!is_mine || !state || !number || !revealed || !row)
        return 1;

    char row_format[32];
    snprintf(row_format, sizeof row_format, "%%%ds", cols);
    for (int r = 0; r < rows; r++) {
        if (scanf(row_format, row) != 1)
            break;
        for (int c = 0; c < cols && row[c]; c++)
            is_mine[r * cols + c] = row[c] == '*';
    }
    free(row);
    safe_left = 0;
    for (size_t i = 0; i < cells; i++) {
        number[i] = (unsigned char)count_around((int)i, is_mine, 1);
        safe_left += !is_mine[i];
    }

    long steps = 0;
    const char *result = NULL;
    char word[16];
    while (!result && scanf("%15s", word) == 1) {
        if (strcmp(word, "Quit") == 0) {
            result = "give up";
            break;
        }
        int x, y;
        if (scanf("%d %d", &x, &y) != 2 || x < 1 || x > rows || y < 1 || y > cols)
            return 0;
        int cell = (x - 1) * cols + (y - 1);
        steps++;

        if (strcmp(word, "Flag") == 0) {
            if (state[cell] == SWEPT)
                printf("swept\n");
            else if (state[cell] == HIDDEN) {
                state[cell] = FLAGGED;
                printf("success\n");
            } else {
                state[cell] = HIDDEN;
                printf("cancelled\n");
            }
        } else if (strcmp(word, "Sweep") == 0) {
            if (state[cell] == SWEPT)
                printf("swept\n");
            else if (state[cell] == FLAGGED)
                printf("flagged\n");
            else if (is_mine[cell]) {
                printf("boom\n");
                result = "game over";
            } else {
                revealed_count = 0;
                sweep_safe(cell);
                print_feedback();
                if (safe_left == 0)
                    result = "finish";
            }
        } else if (strcmp(word, "DSweep") == 0) {
            if (state[cell] != SWEPT)
                printf("not swept\n");
            else if (number[cell] == 0 || count_around(cell, state, FLAGGED) != number[cell])
                printf("failed\n");
            else {
                /* Look for a mine among the targets before sweeping any, so
                 * a boom prints no cell list whatever the order. Sweeping a
                 * target never turns another target into a mine, nor a
                 * flagged cell into a target, so this check is the whole
                 * answer. */
                int r = x - 1, c = y - 1, boom = 0;
                for (int dr = -1; dr <= 1; dr++)
                    for (int dc = -1; dc <= 1; dc++) {
                        int nr = r + dr, nc = c + dc;
                        if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && is_target(nr * cols + nc) &&
                            is_mine[nr * cols + nc])
                            boom = 1;
                    }
                if (boom) {
                    printf("boom\n");
                    result = "game over";
                } else {
                    revealed_count = 0;
                    for (int dr = -1; dr <= 1; dr++)
                        for (int dc = -1; dc <= 1; dc++) {
                            int nr = r + dr, nc = c + dc;
                            /* An earlier target's flood may have swept it. */
                            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && is_target(nr * cols + nc))
                                sweep_safe(nr * cols + nc);
                        }
                    print_feedback();
                    if (safe_left == 0)
                        result = "finish";
                }
            }
        } else {
            return 0;
        }
    }
    if (result) {
        printf("%s\n", result);
        printf("total step %ld\n", steps);
    }
    return 0;
}
