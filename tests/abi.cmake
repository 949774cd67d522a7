# The ABI check: abidiff compares the built libhoyito.so with the committed
# baseline abi/libhoyito.abi (made by abidw: docs/packages.md says how) and
# fails on any difference, the soname included, so an ABI change is made
# only with a new baseline (and, when incompatible, a new soname) in the same
# commit. A missing abidiff fails too: tools/setup.sh installs abigail-tools.
#   LIB       the built shared library (with debug info: the types come from it)
#   BASELINE  abi/libhoyito.abi
#   WORK      a scratch folder
#   WRITE     optional: 1 to write the baseline from LIB instead (abidw; the
#             source folder SOURCE is cut from its paths, so that the file
#             does not depend on where the checkout is): the build target
#             abi-baseline
#   HEADER_DIRS  with WRITE: the folders of the public headers: a type they only declare
#             (the opaque hoyito_ai) is private and the baseline keeps it as a
#             declaration (abidw --drop-private-types), which abidiff
#             compares with any layout as harmless: it may change without an
#             ABI change. (abidiff's own --headers-dir2 is not used: with it,
#             abidiff 2.2 filtered out the planted hoyito_pos change too.)
#   PLANT     optional: 1 to compare against a copy of the baseline in which
#             two fields of hoyito_pos are swapped, a changed struct the
#             check must report (ctest abi_planted)
cmake_minimum_required(VERSION 3.16)
foreach(var LIB BASELINE WORK)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "abi.cmake: -D${var}= is missing")
  endif()
endforeach()
if(WRITE)
  set(public "")
  foreach(dir IN LISTS HEADER_DIRS)
    list(APPEND public --headers-dir "${dir}")
  endforeach()
  list(APPEND public --drop-private-types)
  find_program(ABIDW abidw)
  if(NOT ABIDW)
    message(FATAL_ERROR "abidw not found: install abigail-tools (tools/setup.sh does)")
  endif()
  execute_process(COMMAND "${ABIDW}" --no-corpus-path --no-comp-dir-path --no-show-locs ${public}
                          "${LIB}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE xml ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "abidw ${LIB} failed (${rc}): ${err}")
  endif()
  string(REPLACE "path='${SOURCE}/" "path='" xml "${xml}")
  file(WRITE "${BASELINE}" "${xml}")
  message(STATUS "wrote ${BASELINE}")
  return()
endif()

find_program(ABIDIFF abidiff)
if(NOT ABIDIFF)
  message(FATAL_ERROR "abidiff not found: install abigail-tools (tools/setup.sh does)")
endif()
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")

set(baseline "${BASELINE}")
if(PLANT)
  # hoyito_pos's fields quiet and round swapped in the baseline: as if the
  # struct had been reordered since.
  file(READ "${BASELINE}" xml)
  set(at "layout-offset-in-bits='([0-9]+)'>[ \n]*<var-decl name='")
  string(REGEX MATCH "${at}quiet'" quiet "${xml}")
  set(quiet_at "${CMAKE_MATCH_1}")
  string(REGEX MATCH "${at}round'" round "${xml}")
  set(round_at "${CMAKE_MATCH_1}")
  if(NOT quiet OR NOT round)
    message(FATAL_ERROR "abi.cmake: the baseline describes no hoyito_pos quiet and round to swap")
  endif()
  string(REPLACE "${quiet}" "@QUIET@" xml "${xml}")
  string(REPLACE "${round}" "@ROUND@" xml "${xml}")
  string(REPLACE "'${quiet_at}'" "'${round_at}'" quiet "${quiet}")
  string(REPLACE "'${round_at}'" "'${quiet_at}'" round "${round}")
  string(REPLACE "@QUIET@" "${quiet}" xml "${xml}")
  string(REPLACE "@ROUND@" "${round}" xml "${xml}")
  set(baseline "${WORK}/planted.abi")
  file(WRITE "${baseline}" "${xml}")
endif()

execute_process(COMMAND "${ABIDIFF}" --no-show-locs "${baseline}" "${LIB}"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "libhoyito's ABI differs from ${BASELINE} (abidiff exit ${rc}):\n${out}${err}\n"
                      "If the change is meant, make a new baseline (docs/packages.md, \"The ABI\"), "
                      "and for an incompatible change a new minor version (the soname) with it.")
endif()
message(STATUS "libhoyito's ABI is the baseline's (${BASELINE})")
