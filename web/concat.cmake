# concat.cmake — join the element sources into the one file emcc appends to
# the module:  cmake -DOUT=file -DIN="a.js|b.js" [-DBASE=dir] -P concat.cmake
# Each part gets a comment naming its source (its path below BASE). To
# keep the site small, leading blanks and whole-line `//` comments are
# dropped: do not rely on leading blanks inside multi-line template strings.
string(REPLACE "|" ";" IN "${IN}")
set(text "")
foreach(part ${IN})
  file(READ ${part} body)
  if(BASE)
    file(RELATIVE_PATH name ${BASE} ${part})
  else()
    get_filename_component(name ${part} NAME)
  endif()
  string(REGEX REPLACE "\n[ \t]+" "\n" body "\n${body}")
  string(REGEX REPLACE "\n//[^\n]*" "" body "${body}")
  string(REGEX REPLACE "\n\n+" "\n" body "${body}")
  string(APPEND text "\n// ---- ${name}" "${body}")
endforeach()
file(WRITE ${OUT}.tmp "${text}")
file(RENAME ${OUT}.tmp ${OUT})
