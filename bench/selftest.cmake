# SPDX-License-Identifier: Apache-2.0 OR MIT
# ctest driver for cairn-bench's output contract:
#   cmake -DBENCH=path/to/cairn-bench -P selftest.cmake
# Runs it briefly in every format and checks what consumers rely on: exit
# status, the seven tables in order, hash rows in the reference order, a CSV
# header and well-formed lines, JSON that parses and agrees with the CSV, "-"
# for every hardware cell under CAIRN_CPU=none, and exit status 2 for bad options.
cmake_minimum_required(VERSION 3.20)
if(NOT BENCH)
  message(FATAL_ERROR "pass -DBENCH=path/to/cairn-bench")
endif()
set(fast --quiet --seconds 0.02 --runs 3 --size 1024)

function(run_bench outvar)
  execute_process(COMMAND ${BENCH} ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cairn-bench ${ARGN} exited with ${rc}: ${err}")
  endif()
  set(${outvar} "${out}" PARENT_SCOPE)
endfunction()

# --- text: the seven titles, in the reference order ---
run_bench(text ${fast})
set(pos -1)
foreach(title "Ciphers (MB/s)" "AEAD (MB/s)" "Hash (MB/s)" "Signatures (ms)" "EC signatures (ms)"
              "Key exchange (ms)" "EC key exchange (ms)")
  string(FIND "${text}" "\n${title}\n" p)
  if(p LESS_EQUAL pos)
    message(FATAL_ERROR "text: table '${title}' missing or out of order")
  endif()
  set(pos ${p})
endforeach()
foreach(key "CPU " "Compiler " "Library " "Features ")
  string(FIND "${text}" "\n${key}" p)
  if(p LESS 0)
    message(FATAL_ERROR "text: header line '${key}' missing")
  endif()
endforeach()

# --- CSV: header, ten fields a line, cipher and hash rows in the reference order ---
run_bench(csv ${fast} --format csv)
string(REGEX REPLACE "\n$" "" csv "${csv}")
string(REPLACE "\n" ";" lines "${csv}")
list(POP_FRONT lines header)
if(NOT header STREQUAL "table,algorithm,metric,implementation,unit,value,min,max,runs,status")
  message(FATAL_ERROR "csv: unexpected header '${header}'")
endif()
# every row of the reference benchmark, in its order (../shared/DESIGN.md); rows this build lacks are skipped
set(reference 3DES-CBC 3DES-CTR AES128-CBC AES192-CBC AES256-CBC AES128-CTR AES192-CTR AES256-CTR SM4-CBC SM4-CTR
              AES128-GCM AES192-GCM AES256-GCM AES128-CCM AES192-CCM AES256-CCM SM4-GCM SM4-CCM Ascon-AEAD128
              ChaCha20Poly1305
              MD5 SHA-1 SHA-224 SHA-256 SHA-384 SHA-512 SHA3-224 SHA3-256 SHA3-384 SHA3-512 SM3 Ascon-Hash256
              RSA-1024 RSA-2048 RSA-3072 RSA-4096 DSA-1024 DSA-2048
              ECDSA-P256 ECDSA-P384 ECDSA-P521 ECDSA-brainpoolP256r1 ECDSA-brainpoolP384r1 ECDSA-brainpoolP512r1 SM2
              Ed25519 Ed448
              DH-1024 DH-2048
              ECDH-P256 ECDH-P384 ECDH-P521 ECDH-brainpoolP256r1 ECDH-brainpoolP384r1 ECDH-brainpoolP512r1 ECDH-SM2
              X25519 X448)
list(LENGTH reference nref)
if(NOT nref EQUAL 58)
  message(FATAL_ERROR "the reference list has ${nref} rows, expected 58")
endif()
set(seen "")
set(ok 0)
foreach(line IN LISTS lines)
  string(REPLACE "," ";" f "${line}")
  list(LENGTH f n)
  if(NOT n EQUAL 10)
    message(FATAL_ERROR "csv: ${n} fields in '${line}'")
  endif()
  list(GET f 1 name)
  list(GET f 9 status)
  if(status STREQUAL "ok")
    math(EXPR ok "${ok} + 1")
  elseif(status STREQUAL "error")
    message(FATAL_ERROR "csv: failed cell '${line}'")
  endif()
  list(FIND seen "${name}" already)
  if(already LESS 0)
    list(APPEND seen "${name}")
  endif()
endforeach()
if(ok EQUAL 0)
  message(FATAL_ERROR "csv: no measured cell")
endif()
set(expected "")
foreach(name IN LISTS reference)
  list(FIND seen "${name}" i)
  if(i GREATER_EQUAL 0)
    list(APPEND expected "${name}")
  endif()
endforeach()
if(NOT seen STREQUAL expected)
  message(FATAL_ERROR "csv: rows '${seen}' are not in the reference order '${expected}'")
endif()

# --- JSON: parses, seven tables, the same rows as the CSV ---
run_bench(json ${fast} --format json)
string(JSON ntables LENGTH "${json}" tables)
if(NOT ntables EQUAL 7)
  message(FATAL_ERROR "json: ${ntables} tables, expected 7")
endif()
string(JSON hkey GET "${json}" tables 2 key)
# rows of every table (cipher and hash rows so far) against the CSV's rows
set(nrows 0)
foreach(t RANGE 6)
  string(JSON n LENGTH "${json}" tables ${t} rows)
  math(EXPR nrows "${nrows} + ${n}")
endforeach()
list(LENGTH seen ncsv)
if(NOT hkey STREQUAL "hash" OR NOT nrows EQUAL ncsv)
  message(FATAL_ERROR "json: table 2 is '${hkey}'; ${nrows} rows in all tables, csv has ${ncsv} rows")
endif()
string(JSON size GET "${json}" header buffer_size)
if(NOT size EQUAL 1024)
  message(FATAL_ERROR "json: buffer_size ${size}, expected 1024")
endif()

# --- markdown: a table header for the hash rows ---
run_bench(md ${fast} --format markdown)
string(FIND "${md}" "| Algorithm | Software | Hardware |" p)
if(p LESS 0)
  message(FATAL_ERROR "markdown: hash table header missing")
endif()

# --- CAIRN_CPU=none leaves no hardware cell measured ---
set(ENV{CAIRN_CPU} none)
run_bench(capped ${fast} --format csv)
unset(ENV{CAIRN_CPU})
string(REGEX MATCH ",hardware,[^,\n]*,[^,\n]*,[^,\n]*,[^,\n]*,[^,\n]*,ok" hw "${capped}")
if(hw)
  message(FATAL_ERROR "CAIRN_CPU=none: a hardware cell was still measured")
endif()
string(FIND "${capped}" ",software," p)
if(p LESS 0)
  message(FATAL_ERROR "CAIRN_CPU=none: no software cell")
endif()

# --- bad usage exits 2; --help exits 0 ---
foreach(bad "--format=xml" "--seconds=0" "--size=0" "--filter=(" "--nope")
  execute_process(COMMAND ${BENCH} ${bad} RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(NOT rc EQUAL 2)
    message(FATAL_ERROR "cairn-bench ${bad} exited with ${rc}, expected 2")
  endif()
endforeach()
# --- html: one self-contained page, the seven tables, a chart per measured table metric ---
run_bench(html ${fast} --format html --filter "^(SHA-256|AES128-CTR)$")
if(NOT html MATCHES "^<!DOCTYPE html>\n" OR NOT html MATCHES "</body></html>\n$")
  message(FATAL_ERROR "html: not a complete page")
endif()
string(REGEX MATCHALL "<h2>" h2s "${html}")
string(REGEX MATCHALL "<svg " svgs "${html}")
list(LENGTH h2s nh2)
list(LENGTH svgs nsvg)
if(NOT nh2 EQUAL 7 OR NOT nsvg EQUAL 3) # Ciphers: encrypt + decrypt, Hash: one
  message(FATAL_ERROR "html: ${nh2} tables and ${nsvg} charts, expected 7 and 3")
endif()
if(html MATCHES "<script")
  message(FATAL_ERROR "html: must not need a script")
endif()
execute_process(COMMAND ${BENCH} --help RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cairn-bench --help exited with ${rc}")
endif()
# --- --compare: one line per row with a peer, when built with OpenSSL ---
execute_process(COMMAND ${BENCH} --compare --quiet --seconds 0.06 --runs 3 --size 1024 --format csv --filter "^SHA-256$"
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0)
  if(NOT out MATCHES "^table,algorithm,metric,cairn_impl,unit,cairn,peer,peer_name,ratio,rounds\nhash,SHA-256,-,(sw|hw),MB/s,[0-9.]+,[0-9.]+,\"OpenSSL[^\n]*\",[0-9.]+,3\n$")
    message(FATAL_ERROR "--compare csv: unexpected output '${out}'")
  endif()
elseif(NOT err MATCHES "no selected row has an? openssl implementation")
  message(FATAL_ERROR "--compare exited with ${rc}: ${err}")
endif()
# --- --compare --peer libsodium: the same contract, when built with libsodium; a bad peer is a usage error ---
execute_process(COMMAND ${BENCH} --compare --peer libsodium --quiet --seconds 0.06 --runs 3 --size 1024 --format csv
                --filter "^SHA-256$" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(rc EQUAL 0)
  if(NOT out MATCHES "^table,algorithm,metric,cairn_impl,unit,cairn,peer,peer_name,ratio,rounds\nhash,SHA-256,-,(sw|hw),MB/s,[0-9.]+,[0-9.]+,\"libsodium [^\n]*\",[0-9.]+,3\n$")
    message(FATAL_ERROR "--compare --peer libsodium csv: unexpected output '${out}'")
  endif()
elseif(NOT err MATCHES "no selected row has an? libsodium implementation")
  message(FATAL_ERROR "--compare --peer libsodium exited with ${rc}: ${err}")
endif()
execute_process(COMMAND ${BENCH} --compare --peer nosuchlib RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "unknown --peer")
  message(FATAL_ERROR "--peer nosuchlib: expected a usage error (2), got ${rc}: ${err}")
endif()

message(STATUS "cairn-bench output checks passed (${ok} measured cells, rows: ${seen})")

