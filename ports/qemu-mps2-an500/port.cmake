# SPDX-License-Identifier: Apache-2.0 OR MIT
# The QEMU mps2-an500 (Cortex-M7) port, included by the root CMakeLists.txt
# when CAIRN_PORT=qemu-mps2-an500, with the toolchain file
# cmake/arm-none-eabi.cmake. Every executable defined after this point (the
# tests, cairn-bench) links the port's start-up code and runs on QEMU through
# run.sh, which ctest uses as the cross-compiling emulator.
if(NOT CMAKE_CROSSCOMPILING OR NOT CMAKE_C_COMPILER_ID STREQUAL "GNU")
  message(FATAL_ERROR "CAIRN_PORT=qemu-mps2-an500 needs -DCMAKE_TOOLCHAIN_FILE=cmake/arm-none-eabi.cmake")
endif()
set(cairn_port_dir "${CMAKE_CURRENT_LIST_DIR}")

# An OBJECT library: its vector table, _sbrk and printf wrappers must be in
# every image whatever the link order.
add_library(cairn_port OBJECT ${cairn_port_dir}/startup.c ${cairn_port_dir}/stdio_c99.c)
target_include_directories(cairn_port PUBLIC ${cairn_port_dir})
target_compile_options(cairn_port PRIVATE -Wall -Wextra -Wstrict-prototypes -Wmissing-prototypes
  $<$<BOOL:${CAIRN_WERROR}>:-Werror>)
set(cairn_port_wrap printf fprintf snprintf sprintf vprintf vfprintf vsnprintf vsprintf)
list(TRANSFORM cairn_port_wrap PREPEND "-Wl,--wrap=")
target_link_options(cairn_port INTERFACE
  -T${cairn_port_dir}/mps2-an500.ld -nostartfiles --specs=rdimon.specs -Wl,--gc-sections ${cairn_port_wrap})
link_libraries(cairn_port)

set(CMAKE_CROSSCOMPILING_EMULATOR ${cairn_port_dir}/run.sh)
# cairn-bench's clock and machine description on this board
set(CAIRN_BENCH_PLATFORM_SOURCE ${cairn_port_dir}/bench_platform.c)
set(CAIRN_BENCH_NO_REGEX ON)

# Ed448's 12 KiB fixed-base table instead of the 84 KiB one (include/cairn/config.h), unless
# -DCAIRN_ED448_SMALL_TABLE=ON/OFF chose: build_config.h was written before this file is read,
# so the port's default reaches the library (and what links it) as a compile definition.
if("${CAIRN_ED448_SMALL_TABLE}" STREQUAL "")
  target_compile_definitions(cairn PUBLIC CAIRN_ED448_SMALL_TABLE=1)
endif()
# The same for the Weierstrass curves' small base-point tables.
if("${CAIRN_EC_SMALL_TABLE}" STREQUAL "")
  target_compile_definitions(cairn PUBLIC CAIRN_EC_SMALL_TABLE=1)
endif()
