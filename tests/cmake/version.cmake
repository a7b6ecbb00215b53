# version.cmake — `gridgames --version` prints the VERSION file's version
# (the root CMakeLists.txt reads it into GG_VERSION), natively and through
# the wasm runner; the package tests check the module's `version` export
# and the packed package.json against the same file.
add_test(NAME native/cli/version COMMAND gridgames --version)
set_tests_properties(native/cli/version PROPERTIES LABELS "native"
  PASS_REGULAR_EXPRESSION "^gridgames ${GG_VERSION}\n$")
if(GG_WASM_CLI)
  find_program(GG_NODE_FOR_VERSION node)
  if(GG_NODE_FOR_VERSION)
    add_test(NAME wasm/cli/version COMMAND ${GG_NODE_FOR_VERSION} ${GG_WASM_CLI} --version)
    set_tests_properties(wasm/cli/version PROPERTIES LABELS "wasm"
      PASS_REGULAR_EXPRESSION "^gridgames ${GG_VERSION}\n$")
  endif()
endif()
