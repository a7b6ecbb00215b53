# solver.cmake — the solver, guess-free generator and self-play
# checked by tests/tools/brute_mines.c, an independent brute force that
# lists every mine layout agreeing with a small position. The unit tests
# (tests/unit/test_solver.c) and the case files (tests/cases/solve,
# generate, selfplay) register themselves through the root CMakeLists.txt.
# Included by the root CMakeLists.txt for the native build.

# The benchmark's timer (tests/bench.sh, solver section).
add_executable(bench_solver ${CMAKE_SOURCE_DIR}/tests/tools/bench_solver.c)
target_link_libraries(bench_solver PRIVATE ggengine)
set_target_properties(bench_solver PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tools)

# The review's timer and replay maker (tests/bench.sh, review section).
add_executable(bench_review ${CMAKE_SOURCE_DIR}/tests/tools/bench_review.c)
target_link_libraries(bench_review PRIVATE ggengine)
set_target_properties(bench_review PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tools)

add_executable(brute_mines ${CMAKE_SOURCE_DIR}/tests/tools/brute_mines.c)
target_link_libraries(brute_mines PRIVATE ggengine)
set_target_properties(brute_mines PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tools)

# Certainties and probabilities against every consistent layout, on
# random positions of random small games.
add_test(NAME solver/brute/positions COMMAND brute_mines positions 4000 1)
# Guess-free boards small enough to enumerate: cleared by perfect logic.
add_test(NAME solver/brute/noguess COMMAND brute_mines noguess 1500 2)
# The game review (play/review.h): every figure of every move of random
# small games against the layouts.
add_test(NAME solver/brute/review COMMAND brute_mines review 600 4)
set_tests_properties(solver/brute/review PROPERTIES LABELS "solver;native;review" TIMEOUT 300)
# Guess-free boards at the standard sizes: won by the solver, no guess.
add_test(NAME solver/noguess/sweep COMMAND brute_mines sweep 200 3)
set_tests_properties(solver/brute/positions solver/brute/noguess solver/noguess/sweep
  PROPERTIES LABELS "solver;native" TIMEOUT 300)

# Guess-free layouts are part of a game's name (a permalink's seed and
# start=noguess): the same board, byte for byte, for the same size, mines,
# seed and first click, whatever makes the generator faster. Each board of
# tests/noguess/known_layouts.in against the fingerprint recorded from a
# generator that solved every layout from scratch (tests/tools/noguess_digest.c).
# Every build, the web module's too, runs this one generator.
add_executable(noguess_digest ${CMAKE_SOURCE_DIR}/tests/tools/noguess_digest.c)
target_link_libraries(noguess_digest PRIVATE ggengine)
set_target_properties(noguess_digest PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tools)
add_test(NAME solver/noguess/known_layouts
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/run_case.sh ${CMAKE_SOURCE_DIR}/tests/noguess/known_layouts.in
          $<TARGET_FILE:noguess_digest>)
set_tests_properties(solver/noguess/known_layouts PROPERTIES LABELS "solver;native" TIMEOUT 300)

# The research harness's side of the comparison with the Java solver
# (tests/research/compare.sh runs both, outside ctest): built here too, so
# that it keeps compiling as the engine's folders and functions move.
add_executable(gg_research ${CMAKE_SOURCE_DIR}/tests/research/gg_research.c)
target_link_libraries(gg_research PRIVATE ggengine)
set_target_properties(gg_research PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/tools)
