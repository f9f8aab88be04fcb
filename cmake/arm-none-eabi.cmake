# SPDX-License-Identifier: Apache-2.0 OR MIT
# Toolchain file: Cortex-M7 with arm-none-eabi-gcc and newlib (Debian's
# gcc-arm-none-eabi + libnewlib-arm-none-eabi).
#   cmake -S . -B build-cm7 -DCMAKE_TOOLCHAIN_FILE=cmake/arm-none-eabi.cmake [-DCAIRN_ARM_FLOAT=soft]
# The library alone (-DCAIRN_BUILD_TESTS=OFF -DCAIRN_BUILD_BENCH=OFF) needs no
# OS and no libc beyond memcpy/memset. To link and run the tests and the
# benchmark on QEMU, add -DCAIRN_PORT=qemu-mps2-an500 (see docs/porting.md).
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER arm-none-eabi-gcc)
# no OS to link a test program against while CMake probes the compiler
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(CAIRN_ARM_FLOAT "hard" CACHE STRING "Cortex-M7 float ABI: hard (-mfpu=fpv5-d16 -mfloat-abi=hard) or soft")
set_property(CACHE CAIRN_ARM_FLOAT PROPERTY STRINGS hard soft)
# try_compile re-reads this file in a fresh project: pass the choice on
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES CAIRN_ARM_FLOAT)
if(CAIRN_ARM_FLOAT STREQUAL "hard")
  set(cairn_arm_fp "-mfpu=fpv5-d16 -mfloat-abi=hard")
elseif(CAIRN_ARM_FLOAT STREQUAL "soft")
  set(cairn_arm_fp "-mfloat-abi=soft")
else()
  message(FATAL_ERROR "CAIRN_ARM_FLOAT must be hard or soft, not '${CAIRN_ARM_FLOAT}'")
endif()
# function/data sections so an application's --gc-sections drops what it does not call
set(CMAKE_C_FLAGS_INIT "-mcpu=cortex-m7 -mthumb ${cairn_arm_fp} -ffunction-sections -fdata-sections")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
