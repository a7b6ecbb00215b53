# shards.cmake — selfplay at scale (docs/cli.md §6): shards merged by
# selfplay-merge are the one run of all their games, byte for byte, on any
# number of threads, natively and through the wasm CLI; and docs/cli.md's GNU
# Parallel recipe, run on this machine. The error cases are case files
# (tests/cases/selfplay, tests/cases/selfplay_merge).
# Included by the root CMakeLists.txt for the native build.
# Each script natively and through the wasm CLI: shards merged, and each
# game's outcomes compared (selfplay --outcomes, selfplay-compare).
foreach(script merge_equals_run outcomes_compare)
  add_test(NAME shards/native/${script}
    COMMAND bash ${CMAKE_SOURCE_DIR}/tests/shards/${script}.sh $<TARGET_FILE:gridgames>)
  set_tests_properties(shards/native/${script} PROPERTIES LABELS "selfplay;native" TIMEOUT 120)
  if(GG_WASM_CLI)
    add_test(NAME shards/wasm/${script}
      COMMAND bash ${CMAKE_SOURCE_DIR}/tests/shards/${script}.sh node ${GG_WASM_CLI})
    set_tests_properties(shards/wasm/${script} PROPERTIES LABELS "selfplay;wasm" TIMEOUT 300)
  endif()
endforeach()
add_test(NAME shards/native/parallel_recipe
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/shards/parallel_recipe.sh $<TARGET_FILE:gridgames>)
set_tests_properties(shards/native/parallel_recipe PROPERTIES LABELS "selfplay;native" TIMEOUT 120
  SKIP_RETURN_CODE 77)
