# web.cmake — the web side's types: tsc over web/src (JSDoc, checkJs) and
# web/package/types-match.ts, which holds the package's declarations to
# the sources (web/tsconfig.json). Needs node_modules (./build.sh deps).

find_program(GG_NODE node)
if(NOT GG_NODE OR NOT EXISTS ${CMAKE_SOURCE_DIR}/node_modules/typescript/package.json)
  return()
endif()
add_test(NAME web/tsc
  COMMAND ${GG_NODE} ${CMAKE_SOURCE_DIR}/node_modules/typescript/bin/tsc -p ${CMAKE_SOURCE_DIR}/web/tsconfig.json
  WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(web/tsc PROPERTIES LABELS "web")
