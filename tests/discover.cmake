# Run after a test binary is built (tests/CMakeLists.txt): asks it for its
# cases (--list) and writes one add_test per case into OUT, which ctest
# reads. So a case is named once, where it is written (check.h, TEST).
# -DEXE=binary -DOUT=file -DPREFIX=name prefix [-DENV=VAR=value]
execute_process(COMMAND "${EXE}" --list OUTPUT_VARIABLE names RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} --list failed (${rc})")
endif()
string(REGEX REPLACE "\n$" "" names "${names}")
string(REPLACE "\n" ";" names "${names}")
set(text "")
foreach(name IN LISTS names)
  string(APPEND text "add_test([=[${PREFIX}${name}]=] [=[${EXE}]=] [=[${name}]=])\n")
  if(ENV)
    string(APPEND text "set_tests_properties([=[${PREFIX}${name}]=] PROPERTIES ENVIRONMENT [=[${ENV}]=])\n")
  endif()
endforeach()
file(WRITE "${OUT}" "${text}")
