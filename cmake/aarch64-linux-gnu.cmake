# SPDX-License-Identifier: Apache-2.0 OR MIT
# Cross build for 64-bit Arm Linux with clang (Debian's libc6-dev-arm64-cross,
# libgcc-12-dev-arm64-cross and binutils-aarch64-linux-gnu), run under qemu-user:
# `make test-arm64`. QEMU's "max" CPU has every ARMv8 crypto extension cairn uses
# (AES, PMULL, SHA-1/2/512, SHA-3, SM3, SM4), so every back end runs; CAIRN_CPU caps
# them as on x86-64.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
# clang by default; -DCMAKE_C_COMPILER=<an aarch64-linux-gnu gcc> for GCC (scripts/arm64.sh does both
# where it finds one)
if(NOT CMAKE_C_COMPILER)
  set(CMAKE_C_COMPILER clang)
endif()
set(CMAKE_C_COMPILER_TARGET aarch64-linux-gnu)
set(CMAKE_EXE_LINKER_FLAGS_INIT "-fuse-ld=bfd")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-fuse-ld=bfd")
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# qemu-user's qemu-aarch64 or qemu-user-static's qemu-aarch64-static (scripts/deps.sh)
find_program(CAIRN_QEMU_AARCH64 NAMES qemu-aarch64 qemu-aarch64-static REQUIRED)
set(CMAKE_CROSSCOMPILING_EMULATOR ${CAIRN_QEMU_AARCH64};-L;/usr/aarch64-linux-gnu;-cpu;max)
