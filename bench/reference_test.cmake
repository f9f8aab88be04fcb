# SPDX-License-Identifier: Apache-2.0 OR MIT
# ctest driver for cairn-bench --reference (bench/reference.h):
#   cmake -DBENCH=path/to/cairn-bench -DREFERENCE=path/to/cyclonecrypto-published.csv -P reference_test.cmake
# Every row of the build matches a reference line by name, the figures and
# ratios in the JSON are the file's, the ESP32-S3 page's per-mode names map to
# cairn's rows, and a missing file or platform is a usage error (exit 2).
cmake_minimum_required(VERSION 3.20)
if(NOT EXISTS "${REFERENCE}")
  message("SKIPPED: no reference file at '${REFERENCE}' (../shared/reference beside the source tree)")
  return()
endif()
set(fast --quiet --seconds 0.02 --runs 3 --size 1024)

function(run_bench outvar)
  execute_process(COMMAND ${BENCH} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cairn-bench ${ARGN} exited with ${rc}: ${err}")
  endif()
  set(${outvar} "${out}" PARENT_SCOPE)
endfunction()

# the published line of one cell of the SAME70 page: "<algorithm>,<metric>,Software,<value>"
function(published outvar platform algo metric)
  file(STRINGS "${REFERENCE}" lines REGEX "^${platform}[^,]*,.*,${algo},${metric},Software,")
  list(LENGTH lines n)
  if(NOT n EQUAL 1)
    message(FATAL_ERROR "${REFERENCE}: ${n} lines for ${platform} ${algo} ${metric}")
  endif()
  string(REGEX REPLACE ".*,Software,([0-9.]+),[^,]*$" "\\1" v "${lines}")
  set(${outvar} "${v}" PARENT_SCOPE)
endfunction()

# --- every row and metric of the build matched: the header counts them over all rows, measured or not ---
run_bench(json ${fast} --format json --reference "${REFERENCE}" --filter "^(SHA-256|RSA-1024|X25519)$")
string(JSON matched GET "${json}" header reference rows_matched)
string(JSON cells GET "${json}" header reference cells_matched)
run_bench(list --list)
string(REGEX MATCHALL "[^\n]* sw: [^\n]*" rows "${list}") # one line per row, one " sw: " per metric
string(REGEX MATCHALL " sw: " listed_cells "${list}")
list(LENGTH rows nrows)
list(LENGTH listed_cells ncells)
if(NOT matched EQUAL nrows OR NOT cells EQUAL ncells)
  message(FATAL_ERROR "--reference: ${matched} rows and ${cells} cells matched; the build has ${nrows} rows, ${ncells} cells")
endif()

# --- figures and ratios are the file's: SHA-256 (MB/s, ratio = cairn / reference) and RSA-1024 (ms, the inverse) ---
function(check_cell table row algo metric_index metric bulk)
  published(expected "SAME70" "${algo}" "${metric}")
  foreach(t RANGE 6)
    string(JSON n LENGTH "${json}" tables ${t} rows)
    if(n EQUAL 0)
      continue()
    endif()
    math(EXPR last "${n} - 1")
    foreach(r RANGE ${last})
      string(JSON name GET "${json}" tables ${t} rows ${r} name)
      if(name STREQUAL row)
        string(JSON v GET "${json}" tables ${t} rows ${r} results ${metric_index} reference value)
        string(JSON ratio GET "${json}" tables ${t} rows ${r} results ${metric_index} reference ratio)
        string(JSON mine GET "${json}" tables ${t} rows ${r} results ${metric_index} software value)
        if(NOT v EQUAL expected)
          message(FATAL_ERROR "${row} ${metric}: reference ${v}, the file says ${expected}")
        endif()
        if(bulk)
          set(expr "${mine} / ${expected}")
        else()
          set(expr "${expected} / ${mine}")
        endif()
        # CMake has no floating point: awk checks the ratio; 6 significant digits on both sides agree within 0.1 %
        execute_process(COMMAND awk "BEGIN { r = ${expr}; d = (r - ${ratio}) / r; if (d < 0) d = -d; exit !(d < 0.001) }"
                        RESULT_VARIABLE bad)
        if(bad)
          message(FATAL_ERROR "${row} ${metric}: ratio ${ratio}, expected ${expr}")
        endif()
        return()
      endif()
    endforeach()
  endforeach()
  message(FATAL_ERROR "row ${row} not in the JSON")
endfunction()
check_cell(hash SHA-256 SHA-256 0 Hash 1)
check_cell(signatures RSA-1024 "RSA \\(1024 bits\\)" 0 Generation 0)
check_cell(signatures RSA-1024 "RSA \\(1024 bits\\)" 1 Verification 0)
check_cell(ec_key_exchange X25519 "ECDH \\(X25519\\)" 1 "Shared secret" 0)

# --- the text report: a header line and the platform's column ---
run_bench(text ${fast} --filter "^SHA-256$" --reference "${REFERENCE}")
if(NOT text MATCHES "\nReference  [^\n]*SAME70[^\n]*rows matched" OR NOT text MATCHES "\\| +SAME70 +ratio\n")
  message(FATAL_ERROR "text: no Reference header or SAME70 column:\n${text}")
endif()

# --- ESP32-S3 names its metrics per mode: "AES-128", "CBC Encrypt" is AES128-CBC's Encrypt ---
run_bench(esp ${fast} --format json --filter "^AES128-CBC$" --reference "${REFERENCE}" --reference-platform esp32)
string(JSON v GET "${esp}" tables 0 rows 0 results 0 reference value)
published(expected "ESP32-S3" "AES-128" "CBC Encrypt")
if(NOT v EQUAL expected)
  message(FATAL_ERROR "ESP32-S3 AES128-CBC encrypt: ${v}, the file says ${expected}")
endif()

# --- none turns it off; a missing file or platform is a usage error ---
run_bench(off ${fast} --format json --filter "^MD5$" --reference none)
string(JSON kind TYPE "${off}" header reference)
if(NOT kind STREQUAL "NULL")
  message(FATAL_ERROR "--reference none: header reference is ${kind}")
endif()
foreach(bad "--reference=/nonexistent/reference.csv" "--reference-platform=NOSUCHBOARD")
  execute_process(COMMAND ${BENCH} ${fast} --filter "^MD5$" --reference "${REFERENCE}" ${bad}
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(NOT rc EQUAL 2 OR NOT err MATCHES "--reference")
    message(FATAL_ERROR "${bad}: expected exit 2 with a message, got ${rc}: ${err}")
  endif()
endforeach()
message(STATUS "cairn-bench --reference checks passed (${matched} rows, ${cells} cells matched)")
