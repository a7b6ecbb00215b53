/* layouts_native.c — the native half of the determinism test
 * (layouts_match.mjs): engine/wasm/wasm_api.c compiled natively, driven exactly
 * as the page drives the web module. For each line `rows cols mines seed
 * mode r c` on stdin it makes the game, sweeps (r, c) (1-based) — which
 * lays the mines — and prints the game's replay (its layout and moves)
 * then a line `--`. The web module, given the same lines, must print the
 * same bytes. */
#include <stdio.h>
#include <string.h>

#include "../../engine/wasm/wasm_api.c"
#include "../../engine/wasm/wasm_replay.c"

int main(void)
{
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        int rows, cols, r, c;
        double mines;
        char seed[64], mode[16];
        if (sscanf(line, "%d %d %lf %63s %15s %d %d", &rows, &cols, &mines, seed, mode, &r, &c) != 7)
            continue;
        int h = gg_mines_new(rows, cols, mines, seed, (int)strlen(seed), mode, (int)strlen(mode));
        if (h < 0) {
            printf("error: %s\n--\n", gg_error_message());
            continue;
        }
        char move[48];
        int n = snprintf(move, sizeof move, "Sweep %d %d", r, c);
        if (gg_mines_play(h, move, n) < 0 || gg_mines_replay(h) < 0) {
            printf("error: %s\n--\n", gg_error_message());
        } else {
            fwrite(gg_mines_text(h), 1, (size_t)gg_mines_info(h)[INFO_TEXT_LEN], stdout);
            printf("--\n");
        }
        gg_mines_free(h);
    }
    return 0;
}
