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

# The languages' catalogs held to the English (tests/words/catalogs.test.mjs):
# the keys, the placeholders, the plural forms; with the built site, the
# engine's error formats its modules hold, each translated.
add_test(NAME web/words
  COMMAND ${GG_NODE} --test --test-reporter=spec ${CMAKE_SOURCE_DIR}/tests/words/catalogs.test.mjs
  WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(web/words PROPERTIES LABELS "web")
if(GG_WEB_DIR)
  set_tests_properties(web/words PROPERTIES ENVIRONMENT "GG_WEB_DIR=${GG_WEB_DIR}")
endif()

# Which languages a tag reads: an element's chain and a page's pick, one
# rule (tests/words/chain.test.mjs).
add_test(NAME web/chain
  COMMAND ${GG_NODE} --test --test-reporter=spec ${CMAKE_SOURCE_DIR}/tests/words/chain.test.mjs
  WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
set_tests_properties(web/chain PROPERTIES LABELS "web")

# The built site's scripts read the built-ins' own properties: the build's
# renaming of ours (all capitals) left Math.PI and the like alone
# (tests/web/minified.test.mjs).
if(GG_WEB_DIR)
  add_test(NAME web/minified
    COMMAND ${GG_NODE} --test --test-reporter=spec ${CMAKE_SOURCE_DIR}/tests/web/minified.test.mjs
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  set_tests_properties(web/minified PROPERTIES LABELS "web" ENVIRONMENT "GG_WEB_DIR=${GG_WEB_DIR}")
endif()
