# shards.cmake — selfplay at scale (docs/cli.md §6): shards merged by
# selfplay-merge are the one run of all their games, byte for byte, on any
# number of threads, natively and through the wasm CLI; and README's GNU
# Parallel recipe, run on this machine. The error cases are case files
# (tests/cases/selfplay, tests/cases/selfplay_merge).
# Included by the root CMakeLists.txt for the native build.
add_test(NAME shards/native/merge_equals_run
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/shards/merge_equals_run.sh $<TARGET_FILE:gridgames>)
set_tests_properties(shards/native/merge_equals_run PROPERTIES LABELS "selfplay;native" TIMEOUT 120)
if(GG_WASM_CLI)
  add_test(NAME shards/wasm/merge_equals_run
    COMMAND bash ${CMAKE_SOURCE_DIR}/tests/shards/merge_equals_run.sh node ${GG_WASM_CLI})
  set_tests_properties(shards/wasm/merge_equals_run PROPERTIES LABELS "selfplay;wasm" TIMEOUT 300)
endif()
add_test(NAME shards/native/parallel_recipe
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/shards/parallel_recipe.sh $<TARGET_FILE:gridgames>)
set_tests_properties(shards/native/parallel_recipe PROPERTIES LABELS "selfplay;native" TIMEOUT 120
  SKIP_RETURN_CODE 77)
add_test(NAME shards/native/outcomes_compare
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/shards/outcomes_compare.sh $<TARGET_FILE:gridgames>)
set_tests_properties(shards/native/outcomes_compare PROPERTIES LABELS "selfplay;native" TIMEOUT 120)
if(GG_WASM_CLI)
  add_test(NAME shards/wasm/outcomes_compare
    COMMAND bash ${CMAKE_SOURCE_DIR}/tests/shards/outcomes_compare.sh node ${GG_WASM_CLI})
  set_tests_properties(shards/wasm/outcomes_compare PROPERTIES LABELS "selfplay;wasm" TIMEOUT 300)
endif()
