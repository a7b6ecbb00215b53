# describe.cmake — run at build time (cmake -P): write what `gridgames
# --generate KIND` prints to OUT, so that the files installed beside the
# program are the program's own description of itself.
#   cmake -DGRIDGAMES=path -DKIND=man|bash|zsh|fish -DOUT=file -P describe.cmake
execute_process(COMMAND ${GRIDGAMES} --generate ${KIND} OUTPUT_FILE ${OUT}.tmp RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "gridgames --generate ${KIND} failed (${status})")
endif()
file(RENAME ${OUT}.tmp ${OUT})
