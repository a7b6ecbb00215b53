# package.cmake — the npm package as `npm publish` would send it, under
# node alone (no browser): packed once (web/package/pack.mjs, a fixture),
# then
#  - package/installed_bin: installed from the tarball, offline, into a
#    temporary prefix; every case file through its bin
#    (node_modules/.bin/gridgames), the same bytes and exit status as the
#    native runner's; `npm exec`; the seeds rule (tests/package/installed_bin.sh);
#  - package/publish_ready: publint and attw on the tarball
#    (tests/package/publish_ready.sh).
# Needs the wasm build (GG_WASM_CLI: the runner and the package's modules)
# and node_modules (./build.sh deps). The browser side of the package (a
# consumer's tsc, Vite) is tests/browser/package.test.mjs.

find_program(GG_NODE node)
find_program(GG_NPM npm)
if(NOT GG_WASM_CLI OR NOT GG_NODE OR NOT GG_NPM OR NOT EXISTS ${CMAKE_SOURCE_DIR}/node_modules/publint/package.json)
  return()
endif()
set(GG_PACK_DIR ${CMAKE_BINARY_DIR}/package-test)
add_test(NAME package/pack COMMAND ${GG_NODE} ${CMAKE_SOURCE_DIR}/web/package/pack.mjs ${GG_PACK_DIR}
  WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(package/pack PROPERTIES FIXTURES_SETUP gg_package LABELS "package;wasm" TIMEOUT 300)
add_test(NAME package/installed_bin COMMAND bash ${CMAKE_SOURCE_DIR}/tests/package/installed_bin.sh ${GG_PACK_DIR})
add_test(NAME package/publish_ready COMMAND bash ${CMAKE_SOURCE_DIR}/tests/package/publish_ready.sh ${GG_PACK_DIR})
set_tests_properties(package/installed_bin package/publish_ready PROPERTIES
  FIXTURES_REQUIRED gg_package LABELS "package;wasm" TIMEOUT 900)
