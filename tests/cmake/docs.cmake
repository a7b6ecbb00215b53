# docs.cmake — the docs' examples are tests (docs/README.md, "Examples are
# tests"; the tests in tests/docs/):
#  - docs/examples/native, docs/examples/wasm: every shell example of the
#    doc pages, its output, the inputs and the messages quoted, through the
#    native runner and through the wasm runner under node (examples.mjs);
#  - docs/runner: examples.mjs fails on a stale example (tests/docs/catches);
#  - docs/snippets/node: the JS snippets that run under Node, against the
#    packed package installed from its tarball;
#  - browser/docs_snippets: the HTML snippets and the JS and CSS ones marked
#    for a page, in Chromium (one browser test at a time, as the others).
# Included by the root CMakeLists.txt for the native build.

find_program(GG_NODE node)
if(NOT GG_NODE)
  message(WARNING "node is not on the PATH: the docs' examples are not tested")
  return()
endif()

add_test(NAME docs/examples/native
  COMMAND ${GG_NODE} ${CMAKE_SOURCE_DIR}/tests/docs/examples.mjs $<TARGET_FILE:gridgames>)
set_tests_properties(docs/examples/native PROPERTIES LABELS "docs;native" TIMEOUT 120)
add_test(NAME docs/runner
  COMMAND ${GG_NODE} --test ${CMAKE_SOURCE_DIR}/tests/docs/runner.test.mjs)
set_tests_properties(docs/runner PROPERTIES LABELS "docs;native" TIMEOUT 120
  ENVIRONMENT "GG_NATIVE_CLI=$<TARGET_FILE:gridgames>")
if(GG_WASM_CLI)
  add_test(NAME docs/examples/wasm
    COMMAND ${GG_NODE} ${CMAKE_SOURCE_DIR}/tests/docs/examples.mjs ${GG_NODE} ${GG_WASM_CLI})
  set_tests_properties(docs/examples/wasm PROPERTIES LABELS "docs;wasm" TIMEOUT 300)
endif()

# The snippets need the wasm build's package modules (GG_WEB_DIR says it
# was made) and node_modules (npm ci: the package's manifest analyzer,
# playwright-core).
if(GG_WEB_DIR AND EXISTS ${CMAKE_SOURCE_DIR}/node_modules/playwright-core/package.json)
  add_test(NAME docs/snippets/node
    COMMAND ${GG_NODE} --test --test-reporter=spec ${CMAKE_SOURCE_DIR}/tests/docs/snippets_node.test.mjs
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(docs/snippets/node PROPERTIES LABELS "docs;wasm" TIMEOUT 300)
  add_test(NAME browser/docs_snippets
    COMMAND ${GG_NODE} --test --test-reporter=spec ${CMAKE_SOURCE_DIR}/tests/docs/snippets_browser.test.mjs
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(browser/docs_snippets PROPERTIES
    LABELS "browser;docs"
    TIMEOUT 600
    RUN_SERIAL TRUE
    ENVIRONMENT "GG_WEB_DIR=${GG_WEB_DIR}")
endif()
