# wasm_exports.cmake — the web module's hardening tests, included by the
# root CMakeLists.txt for the native build when GG_WEB_DIR names the built
# site (./build.sh test sets it):
#  - wasm/exports_garbage: every export of build/web/gg-mines.wasm and gg-snakes.wasm called
#    with garbage under node: each must fail with a message, never trap;
#    memory growth stops at the module's maximum with "out of memory".
#  - wasm/layouts_match: the same seeds give the same mine layouts in the
#    web module as in the same API compiled natively (layouts_native).
#  - wasm/board_analysis: the web module's analysis of random positions
#    (gg_board_analyse) is the native `gridgames solve`'s report, and its
#    board files and codes are `gridgames board`'s.
# Label "wasm".

if(GG_WEB_DIR AND EXISTS ${CMAKE_SOURCE_DIR}/tests/wasm/exports_garbage.mjs)
  find_program(GG_NODE node)
  if(GG_NODE)
    add_test(NAME wasm/exports_garbage
      COMMAND ${GG_NODE} --no-warnings --test ${CMAKE_SOURCE_DIR}/tests/wasm/exports_garbage.mjs)
    set_tests_properties(wasm/exports_garbage PROPERTIES LABELS "wasm" TIMEOUT 120
                         ENVIRONMENT "GG_WEB_DIR=${GG_WEB_DIR}")
    add_executable(layouts_native ${CMAKE_SOURCE_DIR}/tests/wasm/layouts_native.c)
    target_link_libraries(layouts_native PRIVATE ggengine)
    add_test(NAME wasm/layouts_match
      COMMAND ${GG_NODE} --no-warnings --test ${CMAKE_SOURCE_DIR}/tests/wasm/layouts_match.mjs)
    set_tests_properties(wasm/layouts_match PROPERTIES LABELS "wasm" TIMEOUT 120
      ENVIRONMENT "GG_WEB_DIR=${GG_WEB_DIR};GG_LAYOUTS_NATIVE=$<TARGET_FILE:layouts_native>")
    add_test(NAME wasm/board_analysis
      COMMAND ${GG_NODE} --no-warnings --test ${CMAKE_SOURCE_DIR}/tests/wasm/board_analysis.mjs)
    set_tests_properties(wasm/board_analysis PROPERTIES LABELS "wasm" TIMEOUT 120
      ENVIRONMENT "GG_WEB_DIR=${GG_WEB_DIR};GG_GRIDGAMES=$<TARGET_FILE:gridgames>")
  else()
    add_test(NAME wasm/exports_unavailable COMMAND ${CMAKE_COMMAND} -E echo "wasm export tests skipped: no node")
    set_tests_properties(wasm/exports_unavailable PROPERTIES LABELS "wasm" SKIP_REGULAR_EXPRESSION "skipped")
  endif()
endif()
