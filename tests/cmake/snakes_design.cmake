# snakes_design.cmake — `gridgames snakes --design` on every whole target
# of a range, for several sides and rule sets (tests/tools/check_snakes_design.sh):
# each board natural and within 0.5 rolls of its target by the engine's
# exact solver; on the smaller sides also by the separate reference
# tests/tools/ref_snakes.py, which needs python3 (without it those runs
# are skipped, saying so). Natively, and the 10 x 10 classic run through
# the wasm CLI too when GG_WASM_CLI is set. The statistics of random
# boards are tests/unit/test_snakesgen.c. Label "snakes_design".

set(GG_DESIGN_CHECK ${CMAKE_SOURCE_DIR}/tests/tools/check_snakes_design.sh)
find_program(GG_PYTHON3 python3)

# name side start rule from to ref
set(GG_DESIGN_RUNS
  "classic_10x10_15_to_80 10 0 exact 15 80 ref"
  "leetcode_6x6_8_to_26 6 1 over 8 26 ref"
  "bounce_8x8_start_1_14_to_60 8 1 bounce 14 60 ref"
  "bounce_14x14_20_to_100 14 0 bounce 20 100 noref"
  "exact_20x20_25_to_150 20 0 exact 25 150 noref")
foreach(run ${GG_DESIGN_RUNS})
  separate_arguments(args UNIX_COMMAND "${run}")
  list(GET args 0 name)
  list(SUBLIST args 1 6 params)
  list(GET params 5 ref)
  if(ref STREQUAL "ref" AND NOT GG_PYTHON3)
    add_test(NAME snakes_design/native/${name} COMMAND ${CMAKE_COMMAND} -E echo "skipped: needs python3")
    set_tests_properties(snakes_design/native/${name} PROPERTIES SKIP_REGULAR_EXPRESSION "skipped")
  else()
    add_test(NAME snakes_design/native/${name}
      COMMAND bash ${GG_DESIGN_CHECK} ${params} $<TARGET_FILE:gridgames>)
  endif()
  set_tests_properties(snakes_design/native/${name} PROPERTIES LABELS "snakes_design;native" TIMEOUT 1500)
endforeach()
if(GG_WASM_CLI)
  find_program(GG_NODE node)
  add_test(NAME snakes_design/wasm/classic_10x10_15_to_80
    COMMAND bash ${GG_DESIGN_CHECK} 10 0 exact 15 80 noref ${GG_NODE} ${GG_WASM_CLI})
  set_tests_properties(snakes_design/wasm/classic_10x10_15_to_80 PROPERTIES LABELS "snakes_design;wasm" TIMEOUT 1500)
endif()
