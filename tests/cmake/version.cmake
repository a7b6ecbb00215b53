# version.cmake — `gridgames --version` prints the VERSION file's version
# (the root CMakeLists.txt reads it into GG_VERSION), natively and through
# the wasm runner, before a command or after one (`gridgames mines
# --version`); the package tests check the module's `version` export and
# the packed package.json against the same file.
add_test(NAME native/cli/version COMMAND gridgames --version)
add_test(NAME native/cli/version_after_a_command COMMAND gridgames mines --version)
set_tests_properties(native/cli/version native/cli/version_after_a_command PROPERTIES LABELS "native"
  PASS_REGULAR_EXPRESSION "^gridgames ${GG_VERSION}\n$")
if(GG_WASM_CLI)
  find_program(GG_NODE_FOR_VERSION node)
  if(GG_NODE_FOR_VERSION)
    add_test(NAME wasm/cli/version COMMAND ${GG_NODE_FOR_VERSION} ${GG_WASM_CLI} --version)
    add_test(NAME wasm/cli/version_after_a_command COMMAND ${GG_NODE_FOR_VERSION} ${GG_WASM_CLI} selfplay --version)
    set_tests_properties(wasm/cli/version wasm/cli/version_after_a_command PROPERTIES LABELS "wasm"
      PASS_REGULAR_EXPRESSION "^gridgames ${GG_VERSION}\n$")
  endif()
endif()
