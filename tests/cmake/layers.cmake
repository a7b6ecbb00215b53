# The engine's layering (tests/layers/check_layers.sh): no file includes a
# header of a layer above its own or beside it. The second test proves the
# checker fails on a wrong include.
add_test(NAME layers/engine
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/layers/check_layers.sh ${CMAKE_SOURCE_DIR}/engine)
add_test(NAME layers/catches_wrong_include
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/layers/catches_wrong_include.sh ${CMAKE_SOURCE_DIR}/engine)
set_tests_properties(layers/engine layers/catches_wrong_include PROPERTIES LABELS "layers;native")

# Every engine path the repository names exists (tests/layers/check_paths.sh);
# the second test proves the checker fails on a stale path.
add_test(NAME layers/paths
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/layers/check_paths.sh ${CMAKE_SOURCE_DIR})
add_test(NAME layers/catches_stale_path
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/layers/catches_stale_path.sh)
set_tests_properties(layers/paths layers/catches_stale_path PROPERTIES
  LABELS "layers;native" SKIP_RETURN_CODE 77)
