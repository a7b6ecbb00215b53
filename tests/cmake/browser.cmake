# browser.cmake — the browser tests (tests/browser/*.test.mjs): the site in
# GG_WEB_DIR (build/web, made by the wasm build) served on a free port and
# driven in headless Chromium through playwright-core, node's own test
# runner. The replay round trips run the native runner built here.
# Included by the root CMakeLists.txt for the native build; nothing is
# registered unless GG_WEB_DIR is set (./build.sh test sets it).

if(NOT GG_WEB_DIR)
  return()
endif()

find_program(GG_NODE node)
if(NOT GG_NODE)
  message(WARNING "GG_WEB_DIR is set but node is not on the PATH: no browser tests")
  return()
endif()

file(GLOB GG_BROWSER_TESTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/browser/*.test.mjs)
foreach(test_file ${GG_BROWSER_TESTS})
  get_filename_component(name ${test_file} NAME_WE)
  add_test(NAME browser/${name}
    COMMAND ${GG_NODE} --test --test-reporter=spec ${test_file}
    WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
  # Chromium wants both cores and the timing tests want quiet ones: one
  # browser test at a time, and nothing else beside it.
  set_tests_properties(browser/${name} PROPERTIES
    LABELS "browser"
    TIMEOUT 600
    RUN_SERIAL TRUE
    ENVIRONMENT "GG_WEB_DIR=${GG_WEB_DIR};GG_NATIVE_CLI=$<TARGET_FILE:gridgames>")
endforeach()

# The same tests in every browser engine (tests/browser/engines/*.test.mjs,
# driven through tests/browser/engines.mjs): browser/ENGINE/NAME for
# Chromium (playwright-core), Firefox ESR (puppeteer-core over WebDriver
# BiDi) and WebKitGTK (WebKitWebDriver under xvfb-run). Each file's pages
# are the site's, served with its headers and a probe that counts every
# problem (engines/probe.js).
file(GLOB GG_ENGINE_TESTS CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/browser/engines/*.test.mjs)
foreach(engine chromium firefox webkit)
  foreach(test_file ${GG_ENGINE_TESTS})
    get_filename_component(name ${test_file} NAME_WE)
    add_test(NAME browser/${engine}/${name}
      COMMAND ${GG_NODE} --test --test-reporter=spec ${test_file}
      WORKING_DIRECTORY ${CMAKE_SOURCE_DIR})
    set_tests_properties(browser/${engine}/${name} PROPERTIES
      LABELS "browser;${engine}"
      TIMEOUT 600
      RUN_SERIAL TRUE
      ENVIRONMENT "GG_ENGINE=${engine};GG_WEB_DIR=${GG_WEB_DIR};GG_NATIVE_CLI=$<TARGET_FILE:gridgames>")
  endforeach()
endforeach()
