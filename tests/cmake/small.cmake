# small.cmake — the engine as the web's wasm files build it (for size:
# GG_SMALL, engine/base/gg.h), natively: no loop of eight cells or bytes at
# a step, every flood listed at once, the compiler choosing what to
# inline. The Minesweeper unit tests, the Minesweeper case files and the
# 1000 x 1000 games and random games against the reference run on it, as
# on the CLI's own build (where those loops are).
# Included by the root CMakeLists.txt for the native build.

if(EMSCRIPTEN)
  return()
endif()
add_library(ggengine_small STATIC ${GG_ENGINE_SOURCES})
target_include_directories(ggengine_small PUBLIC ${CMAKE_SOURCE_DIR}/engine)
target_compile_definitions(ggengine_small PUBLIC GG_SMALL=1)
target_link_libraries(ggengine_small PUBLIC m)

add_executable(test_mines_small ${CMAKE_SOURCE_DIR}/tests/unit/test_mines.c)
target_link_libraries(test_mines_small PRIVATE ggengine_small)
add_test(NAME unit/test_mines_small COMMAND test_mines_small)
set_tests_properties(unit/test_mines_small PROPERTIES LABELS "unit;native")

add_executable(gridgames_small ${GG_CLI_SOURCES})
target_link_libraries(gridgames_small PRIVATE ggengine_small)
target_compile_definitions(gridgames_small PRIVATE GG_VERSION="${GG_VERSION}")

foreach(group mines click cli review)
  file(GLOB cases CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/tests/cases/${group}/*.in)
  foreach(case ${cases})
    get_filename_component(name ${case} NAME_WE)
    add_test(NAME small/${group}/${name}
      COMMAND bash ${CMAKE_SOURCE_DIR}/tests/run_case.sh ${case} $<TARGET_FILE:gridgames_small>)
    set_tests_properties(small/${group}/${name} PROPERTIES LABELS "cases;native")
  endforeach()
endforeach()

foreach(scenario flood dense)
  add_test(NAME large/small/${scenario}
    COMMAND bash ${CMAKE_SOURCE_DIR}/tests/large/check_large.sh run ${scenario} ${CMAKE_BINARY_DIR}/large
            $<TARGET_FILE:gridgames_small>)
  set_tests_properties(large/small/${scenario} PROPERTIES
    FIXTURES_REQUIRED gg_large_${scenario} LABELS "large;native" TIMEOUT 120)
endforeach()
add_test(NAME large/small/random
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/large/check_large.sh random 100 ${CMAKE_BINARY_DIR}/large/random-small
          $<TARGET_FILE:gen_mines> $<TARGET_FILE:ref_mines> $<TARGET_FILE:gridgames_small>)
set_tests_properties(large/small/random PROPERTIES LABELS "large;native" TIMEOUT 300)
