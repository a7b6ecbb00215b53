# installed.cmake — the command as `cmake --install` (./build.sh install)
# lays it out (cmake/install.cmake): the files under a temporary prefix,
# the command run from there, its man page and completions equal to what
# it says of itself, the page rendered without a warning; the completions
# offering what the declaration declares, in bash, fish and zsh; and the
# declaration checked against itself (each synopsis names declared options
# and shows them all).
add_test(NAME install/prefix
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/install/check_install.sh ${CMAKE_BINARY_DIR} ${GG_VERSION})
add_test(NAME install/completions
  COMMAND bash ${CMAKE_SOURCE_DIR}/tests/install/completions.sh $<TARGET_FILE:gridgames>)
add_test(NAME install/declaration COMMAND gridgames --generate check)
set_tests_properties(install/prefix install/completions install/declaration PROPERTIES LABELS "install;native")
