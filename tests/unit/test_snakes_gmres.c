/* test_snakes_gmres.c — test_snakes.c once more with the direct solve
 * switched off, so that every expectation goes through GMRES and is
 * checked against the plain dense solve too. */
#define SNAKES_DIRECT_MAX (-1)
#include "../../engine/odds/snakesodds_expected.c"
#include "test_snakes.c"
