# fuzz.cmake — hardening tests, included by the root CMakeLists.txt for the
# native build:
#  - fuzz/TARGET: each libFuzzer target of tests/fuzz/ for a short run
#    (GG_FUZZ_SECONDS, 10 s), and fuzz/TARGET_msan, its MemorySanitizer
#    build, for 2 s (its seeds and the newest 200 corpus inputs, then a
#    little fuzzing; FUZZ_SMOKE in fuzz.sh), so a regression shows in CI.
#    tests/fuzz/fuzz.sh builds them with clang in
#    build/fuzz whatever this tree's compiler is. Label "fuzz"; one at a
#    time (RESOURCE_LOCK). Without a working clang -fsanitize=fuzzer, one
#    test, fuzz/unavailable, shows as skipped with the reason.
#  - limits/huge_inputs: the limits only a huge input shows (the most moves,
#    the longest line, the largest snakes boards), made in memory at test
#    time. Labels "native;limits".
# The web module's hardening tests are in wasm_exports.cmake.

set(GG_FUZZ_DIR ${CMAKE_SOURCE_DIR}/tests/fuzz)

add_executable(test_limits ${GG_FUZZ_DIR}/test_limits.c)
target_link_libraries(test_limits PRIVATE ggengine)
add_test(NAME limits/huge_inputs COMMAND test_limits)
set_tests_properties(limits/huge_inputs PROPERTIES LABELS "native;limits" TIMEOUT 120)

# Does clang build a libFuzzer target here? Probed at each configure until
# it does (then cached ON), so installing clang later turns the tests on.
if(NOT GG_FUZZ_WORKS)
  find_program(GG_CLANG clang)
  set(works OFF)
  set(GG_FUZZ_WHY "clang is not installed (./build.sh deps installs clang and libclang-rt-14-dev)")
  if(GG_CLANG)
    set(probe ${CMAKE_BINARY_DIR}/fuzz-probe)
    file(WRITE ${probe}.c "#include <stddef.h>\n#include <stdint.h>\n"
         "int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { return 0; }\n")
    execute_process(COMMAND ${GG_CLANG} -fsanitize=fuzzer,address,undefined ${probe}.c -o ${probe}
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE probe_err)
    if(rc EQUAL 0)
      set(works ON)
    else()
      string(REGEX REPLACE "\n.*" "" probe_err "${probe_err}")
      set(GG_FUZZ_WHY "${GG_CLANG} -fsanitize=fuzzer,address,undefined fails: ${probe_err}")
    endif()
  endif()
  set(GG_FUZZ_WORKS ${works} CACHE BOOL "clang -fsanitize=fuzzer works (the fuzz tests run)" FORCE)
  if(NOT works)
    message(STATUS "fuzz tests: SKIPPED, ${GG_FUZZ_WHY}")
  endif()
endif()

if(NOT GG_FUZZ_WORKS)
  # Visible in every ctest run, as a skipped test with its reason, rather
  # than fuzz tests that silently are not there.
  add_test(NAME fuzz/unavailable
    COMMAND ${CMAKE_COMMAND} -E echo "fuzz tests skipped: ${GG_FUZZ_WHY}")
  set_tests_properties(fuzz/unavailable PROPERTIES LABELS "fuzz"
    SKIP_REGULAR_EXPRESSION "fuzz tests skipped")
else()
  # The targets whose engine modules exist (`// fuzz-requires: FILE`).
  file(GLOB sources CONFIGURE_DEPENDS ${GG_FUZZ_DIR}/fuzz_*.c)
  set(targets "")
  foreach(src ${sources})
    get_filename_component(name ${src} NAME_WE)
    file(STRINGS ${src} requires REGEX "^// fuzz-requires: ")
    set(ready TRUE)
    foreach(line ${requires})
      string(REGEX REPLACE "^// fuzz-requires: *" "" file "${line}")
      if(NOT EXISTS ${CMAKE_SOURCE_DIR}/${file})
        set(ready FALSE)
      endif()
    endforeach()
    if(ready)
      list(APPEND targets ${name})
    endif()
  endforeach()
  # Each target fuzzes GG_FUZZ_SECONDS (10) under ASan + UBSan, then its
  # MemorySanitizer build replays the corpus and fuzzes 2 s more. One at a
  # time (RESOURCE_LOCK): the other tests share the remaining cores.
  set(GG_FUZZ_SECONDS 10 CACHE STRING "seconds each fuzz target runs in ctest")

  add_test(NAME fuzz/build COMMAND bash ${GG_FUZZ_DIR}/fuzz.sh build)
  set_tests_properties(fuzz/build PROPERTIES FIXTURES_SETUP gg_fuzz_build LABELS "fuzz"
                       RESOURCE_LOCK gg_fuzz TIMEOUT 600)
  foreach(name ${targets})
    add_test(NAME fuzz/${name} COMMAND bash ${GG_FUZZ_DIR}/fuzz.sh ${GG_FUZZ_SECONDS} ${name})
    set_tests_properties(fuzz/${name} PROPERTIES FIXTURES_REQUIRED gg_fuzz_build LABELS "fuzz"
                         RESOURCE_LOCK gg_fuzz TIMEOUT 420 ENVIRONMENT FUZZ_SMOKE=1)
    add_test(NAME fuzz/${name}_msan COMMAND bash ${GG_FUZZ_DIR}/fuzz.sh 2 ${name}_msan)
    set_tests_properties(fuzz/${name}_msan PROPERTIES FIXTURES_REQUIRED gg_fuzz_build LABELS "fuzz"
                         RESOURCE_LOCK gg_fuzz TIMEOUT 420 ENVIRONMENT FUZZ_SMOKE=1)
  endforeach()
endif()
