# seeds.cmake — the one rule for seeds (docs/seeds.md), in each front end:
# the command-line runner natively and under node (tests/seeds/cli_seeds.sh:
# no --seed, a random seed named, and that seed giving the same output
# again), and the headless engine (tests/seeds/headless_seeds.mjs: the
# seed named in params, the same layout again, and `gridgames generate`'s
# layout for it). The elements' own (a random seed in the seed attribute)
# is in tests/browser/. The npm package's bin runs cli_seeds.sh too
# (package.cmake).
add_test(NAME native/seeds COMMAND bash ${CMAKE_SOURCE_DIR}/tests/seeds/cli_seeds.sh $<TARGET_FILE:gridgames>)
set_tests_properties(native/seeds PROPERTIES LABELS "native")
find_program(GG_NODE node)
if(GG_WASM_CLI AND GG_NODE)
  add_test(NAME wasm/seeds COMMAND bash ${CMAKE_SOURCE_DIR}/tests/seeds/cli_seeds.sh ${GG_NODE} ${GG_WASM_CLI})
  set_tests_properties(wasm/seeds PROPERTIES LABELS "wasm")
endif()
if(GG_WEB_DIR AND GG_NODE)
  add_test(NAME wasm/headless_seeds
    COMMAND ${GG_NODE} --no-warnings --test ${CMAKE_SOURCE_DIR}/tests/seeds/headless_seeds.mjs)
  set_tests_properties(wasm/headless_seeds PROPERTIES LABELS "wasm" TIMEOUT 120
    ENVIRONMENT "GG_WEB_DIR=${GG_WEB_DIR};GG_GRIDGAMES=$<TARGET_FILE:gridgames>")
endif()
