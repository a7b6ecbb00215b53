# install.cmake — what `cmake --install build/native --prefix P` (and
# ./build.sh install [PREFIX]) puts under P: the command, its man page, and
# its bash, zsh and fish completions where each shell looks for them. The
# page and the completions are made at build time by the program itself
# from its declaration of its commands and options (`gridgames --generate
# man|bash|zsh|fish`, engine/cli/cli_describe.h), so they say what it
# does; tests/install/ checks the installed files against it.
# Included by the root CMakeLists.txt for the native build.
include(GNUInstallDirs)

set(GG_DESCRIBED ${CMAKE_BINARY_DIR}/described)
set(GG_DESCRIBED_FILES)
# kind, file name, where it goes under the prefix
foreach(spec "man;gridgames.1;${CMAKE_INSTALL_MANDIR}/man1"
             "bash;gridgames;${CMAKE_INSTALL_DATAROOTDIR}/bash-completion/completions"
             "zsh;_gridgames;${CMAKE_INSTALL_DATAROOTDIR}/zsh/site-functions"
             "fish;gridgames.fish;${CMAKE_INSTALL_DATAROOTDIR}/fish/vendor_completions.d")
  list(GET spec 0 kind)
  list(GET spec 1 name)
  list(GET spec 2 destination)
  add_custom_command(OUTPUT ${GG_DESCRIBED}/${name}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${GG_DESCRIBED}
    COMMAND ${CMAKE_COMMAND} -DGRIDGAMES=$<TARGET_FILE:gridgames> -DKIND=${kind} -DOUT=${GG_DESCRIBED}/${name}
            -P ${CMAKE_SOURCE_DIR}/cmake/describe.cmake
    DEPENDS gridgames ${CMAKE_SOURCE_DIR}/cmake/describe.cmake
    COMMENT "gridgames --generate ${kind}")
  list(APPEND GG_DESCRIBED_FILES ${GG_DESCRIBED}/${name})
  install(FILES ${GG_DESCRIBED}/${name} DESTINATION ${destination})
endforeach()
add_custom_target(described ALL DEPENDS ${GG_DESCRIBED_FILES})

install(TARGETS gridgames RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
