# The engine's layering (tests/layers/check_layers.sh): no file includes a
# header of a layer above its own, and the front ends never include each
# other. The second test proves the checker fails on a wrong include.
add_test(NAME layers/engine
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/layers/check_layers.sh ${CMAKE_SOURCE_DIR}/engine)
add_test(NAME layers/catches_wrong_include
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/layers/catches_wrong_include.sh ${CMAKE_SOURCE_DIR}/engine)
set_tests_properties(layers/engine layers/catches_wrong_include PROPERTIES LABELS "layers;native")
