# large.cmake — the Minesweeper game of docs/minesweeper.md at the original problem's full scale
# (1000 x 1000, 60,000 moves) and a differential test on random games, all
# checked byte for byte against tests/tools/ref_mines.c, an independent
# reference. Also builds the benchmark's tools (tests/bench.sh).
# Included by the root CMakeLists.txt for the native build.

set(GG_TOOLS_DIR ${CMAKE_BINARY_DIR}/tools)
set(GG_LARGE_DIR ${CMAKE_BINARY_DIR}/large)
set(GG_CHECK_LARGE ${CMAKE_SOURCE_DIR}/tests/large/check_large.sh)

foreach(tool gen_mines ref_mines runstat gen_snakes)
  add_executable(${tool} ${CMAKE_SOURCE_DIR}/tests/tools/${tool}.c)
  set_target_properties(${tool} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${GG_TOOLS_DIR})
endforeach()
# The engine's own time on a command file (the bench's wasm/native ratio).
add_executable(bench_mines ${CMAKE_SOURCE_DIR}/tests/tools/bench_mines.c)
target_link_libraries(bench_mines PRIVATE ggengine)
set_target_properties(bench_mines PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${GG_TOOLS_DIR})

# Generating a scenario and its expected output is a fixture, so that the
# native and the wasm run share one copy (and never race to write it).
foreach(scenario flood dense)
  add_test(NAME large/setup/${scenario}
    COMMAND bash ${GG_CHECK_LARGE} gen ${scenario} ${GG_LARGE_DIR}
            $<TARGET_FILE:gen_mines> $<TARGET_FILE:ref_mines>)
  set_tests_properties(large/setup/${scenario} PROPERTIES
    FIXTURES_SETUP gg_large_${scenario} LABELS "large;native" TIMEOUT 120)

  add_test(NAME large/native/${scenario}
    COMMAND bash ${GG_CHECK_LARGE} run ${scenario} ${GG_LARGE_DIR} $<TARGET_FILE:gridgames>)
  set_tests_properties(large/native/${scenario} PROPERTIES
    FIXTURES_REQUIRED gg_large_${scenario} LABELS "large;native" TIMEOUT 120)

  if(GG_WASM_CLI)
    add_test(NAME large/wasm/${scenario}
      COMMAND bash ${GG_CHECK_LARGE} run ${scenario} ${GG_LARGE_DIR} node ${GG_WASM_CLI})
    set_tests_properties(large/wasm/${scenario} PROPERTIES
      FIXTURES_REQUIRED gg_large_${scenario} LABELS "large;wasm" TIMEOUT 300)
  endif()
endforeach()

# 300 random games, natively: small boards where games boom, finish and go
# on past their end. Through the wasm CLI a smaller sample, since every game
# pays node's start-up.
add_test(NAME large/native/random
  COMMAND bash ${GG_CHECK_LARGE} random 300 ${GG_LARGE_DIR}/random-native
          $<TARGET_FILE:gen_mines> $<TARGET_FILE:ref_mines> $<TARGET_FILE:gridgames>)
set_tests_properties(large/native/random PROPERTIES LABELS "large;native" TIMEOUT 300)
if(GG_WASM_CLI)
  add_test(NAME large/wasm/random
    COMMAND bash ${GG_CHECK_LARGE} random 50 ${GG_LARGE_DIR}/random-wasm
            $<TARGET_FILE:gen_mines> $<TARGET_FILE:ref_mines> node ${GG_WASM_CLI})
  set_tests_properties(large/wasm/random PROPERTIES LABELS "large;wasm" TIMEOUT 300)
endif()
