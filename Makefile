# SPDX-License-Identifier: Apache-2.0 OR MIT
# Thin wrapper over CMake. `make test` and `make bench` install their own
# dependencies (scripts/deps.sh) and work from a clean clone.
BUILD ?= build
CMAKE_FLAGS ?=
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BENCH_ARGS ?=
# New build trees use Ninja where it is installed (scripts/deps.sh installs it): a fifth less CPU
# than CMake's Makefile generator for the same compiles (no recursive make, no dependency-scan
# passes), which CI's eight trees feel. A tree keeps the generator it was configured with (CMake
# reads CMAKE_GENERATOR only for a new cache); set CMAKE_GENERATOR to choose another.
ifeq ($(origin CMAKE_GENERATOR),undefined)
export CMAKE_GENERATOR = $(if $(shell command -v ninja 2>/dev/null),Ninja,Unix Makefiles)
endif

.PHONY: all deps configure test test-long bench clean install

all: configure
	cmake --build $(BUILD) -j $(JOBS)

deps:
	@bash scripts/deps.sh

configure: deps
	@test -f $(BUILD)/CMakeCache.txt || cmake -S . -B $(BUILD) $(CMAKE_FLAGS)

# cm7-test, test32 and test-arm64 first, so ctest's summary of the host suite is the last line.
# Tests labelled "long" (RSA key generation at 3072 and 4096 bits, the whole tree rebuilt with the
# other compiler) are left to test-long.
test: all cm7-test test32 test-arm64
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS) -LE long

# the symmetric primitives' suites and the constant-flow check built for aarch64 and run under
# qemu-aarch64 (scripts/arm64.sh; ARM64_BUILD, default build-arm64)
.PHONY: test-arm64
test-arm64: deps
	bash scripts/arm64.sh

# the slow cases only (ctest label "long"), on the host build; then the 32-bit suite's slowest tests
# where make test32 left them out (32-bit programs under QEMU: see TEST32_SLOW); then the reduced
# configurations (test-configs)
test-long: all
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS) -L long
	$(MAKE) --no-print-directory test32-long
	$(MAKE) --no-print-directory test-configs

# the library, tests, cairn-bench and the CLI built and run with algorithms left out (each
# CAIRN_ENABLE_* switch off in turn, AES and SM4 off, all of them off, a typical device's set): scripts/configs.sh;
# CONFIGS="no-SHA1 mcu" runs some only
.PHONY: test-configs
test-configs: deps
	bash scripts/configs.sh

bench: all
	$(BUILD)/bench/cairn-bench $(BENCH_ARGS)

install: all
	cmake --install $(BUILD)

clean:
	rm -rf $(BUILD)

# ---- Cortex-M7 on QEMU mps2-an500, code size, 32-bit host build (docs/porting.md) ----
CM7_FLOAT ?= hard
# CM7_PROFILE=small: the small-footprint profile (CAIRN_SMALL, include/cairn/config.h), in its own build directory
CM7_PROFILE ?= default
CM7_BUILD ?= build-cm7-$(CM7_FLOAT)$(if $(filter small,$(CM7_PROFILE)),-small)
CM7_BENCH_ARGS ?=
# a ctest -E regex of tests cm7-test leaves out (default: none)
CM7_TEST_EXCLUDE ?=
BUILD32 ?= build-32
CM7_PORT = ports/qemu-mps2-an500
# A bare-metal test cannot read the host environment: the vector directory is compiled in.
CM7_VECTORS = $(if $(CAIRN_VECTORS),-DCAIRN_VECTORS=$(abspath $(CAIRN_VECTORS)))
LIB32 = /usr/lib/i386-linux-gnu

.PHONY: cm7-build cm7-test cm7-bench size test32 report

cm7-build: deps
	@cmake -S . -B $(CM7_BUILD) $(if $(wildcard $(CM7_BUILD)/CMakeCache.txt),,-DCMAKE_TOOLCHAIN_FILE=cmake/arm-none-eabi.cmake) -DCAIRN_PORT=qemu-mps2-an500 \
	  -DCAIRN_ARM_FLOAT=$(CM7_FLOAT) -DCAIRN_SMALL=$(if $(filter small,$(CM7_PROFILE)),ON,OFF) -DCAIRN_TEST_OPENSSL=OFF $(CM7_VECTORS) >/dev/null
	cmake --build $(CM7_BUILD) -j $(JOBS)

# every test driver except the OpenSSL differential test (and CM7_TEST_EXCLUDE), on the emulated Cortex-M7
cm7-test: cm7-build
	ctest --test-dir $(CM7_BUILD) --output-on-failure -j $(JOBS) $(if $(CM7_TEST_EXCLUDE),-E '$(CM7_TEST_EXCLUDE)')

# cairn-bench under -icount shift=0 (CM7_BENCH_ARGS=--quick for CI); checks every host row is printed
cm7-bench: all cm7-build
	bash $(CM7_PORT)/bench.sh $(BUILD)/bench/cairn-bench $(CM7_BUILD)/bench/cairn-bench $(CM7_BENCH_ARGS)

# one self-contained HTML page from short benchmark runs (host with peers, Cortex-M7 beside the
# reference figures, docs/size.md) and its screenshot by headless Chromium: REPORT_DIR/index.html
# and report.png (docs/benchmarks.md); REPORT_SECONDS per row (default 0.05)
REPORT_DIR ?= $(BUILD)/report
# (the Cortex-M7 cairn-bench alone once CM7_BUILD is configured, else the whole cm7-build first)
report: all
	@if [ -f $(CM7_BUILD)/CMakeCache.txt ]; then cmake --build $(CM7_BUILD) -j $(JOBS) --target cairn-bench; \
	else $(MAKE) --no-print-directory cm7-build; fi
	bash scripts/report/make-report.sh $(BUILD)/bench/cairn-bench $(CM7_BUILD)/bench/cairn-bench $(REPORT_DIR)

# flash/RAM per algorithm at -Os and -O2 and stack per benchmarked operation -> docs/size.md
size: deps
	bash $(CM7_PORT)/size.sh docs/size.md

# the whole host suite, OpenSSL differential test included, as 32-bit x86 code
# Without a 32-bit libcrypto (deps.sh installs it when the mirror allows) the OpenSSL differential
# test is left out of this build, and the target says so.
# Left out as well, as repeats under -m32: the AES no-vector variants (i386 builds no vector path)
# and the bignum variants that -m32 turns back into what
# runs here anyway: src/bn/bn.h picks 32-bit limbs for 32-bit pointers, and i386 has neither the
# x86-64 rows nor a 128-bit type, so test_bn32, test_bn_cpu_none, test_bn_inv32 and test_diff_bn32
# are test_bn, test_bn, test_bn_inv and test_diff_bn, and test_bn_noasm is test_bn_noint128;
# likewise test_ec_field32, test_ec_engine32 and test_diff_ec_field32 are their 32-bit-limb originals.
# test_bn_noint128 stays: 64-bit limbs (the portable product) on a 32-bit target run only here.
# The family drivers the Cortex-M7 suite runs (TEST32_DRIVERS: the same C, the same 32-bit limbs,
# the same vector files, on the emulated core in cm7-test, part of make test) are left out too, and
# so are the tests labelled "heavy" (the public-key vector sweeps, among them): what runs here is
# what needs a hosted 32-bit process, the OpenSSL differential tests above all, with the variants
# that stay, the CLI, the benchmark's checks, the fuzz regressions and the install check.
TEST32_DRIVERS = test_core|test_core_cpu_.*|test_algorithms|test_hash|test_mac|test_drbg|test_port|test_cipher|test_aead|test_gcm|test_ccm|test_chacha|test_ascon_aead|test_curve25519|test_curve448|test_bn|test_enc|test_dh|test_dh_der|test_dsa|test_dsa_gen|test_rfc8410|test_rsa_der|test_rsa_gen|test_sm2|test_ecdsa_brainpool|test_bn_inv|test_ec_field|test_ec_engine|test_badinput|test_badinput_coverage
TEST32_NOT32 = test_install|test_cipher_novector|test_gcm_novector|test_ccm_novector|test_bn32|test_bn_cpu_none|test_bn_inv32|test_diff_bn32|test_bn_noasm|test_ec_field32|test_ec_engine32|test_diff_ec_field32
TEST32_EXCLUDE = ^($(TEST32_DRIVERS)|$(TEST32_NOT32))$$
# Where the kernel runs no 32-bit x86 program, scripts/i386-exec.sh has them run under user-mode QEMU
# (binfmt_misc), five to ten times slower: there the slowest 32-bit tests (TEST32_SLOW, each half a
# minute to five minutes under QEMU: the bignum, RSA, DSA-generation and Weierstrass differential
# tests against OpenSSL, the RSA padding and key-generation differentials, the CLI and benchmark
# output checks, the portable 64-bit-limb bignum and field, the other base-table engine) move to
# `make test-long` (test32-long), as the budget of `make test` asks; natively they run in test32.
# What they exercise runs in `make test` elsewhere as well: the same C at 32-bit limbs on the
# emulated Cortex-M7 (test_bn, test_rsa, test_rsa_gen, test_ec_engine, test_dsa_gen, ...) and
# against OpenSSL on the host (test_diff_bn32, test_diff_ec_field32, test_ec_engine32,
# test_bn_noint128, test_diff_rsa_pad, test_cli). Under QEMU the 32-bit run then holds no variant
# test, so test32-build leaves the variants out of the tree there (CAIRN_TEST_VARIANTS=OFF, a fifth
# of its compiles) and test32-long configures them back in (T32_VARIANTS=ON).
TEST32_SLOW = test_diff_bn|test_diff_rsa|test_diff_rsa_pad|test_diff_rsa_gen|test_bn_noint128|test_ec_field_noint128|test_diff_ec|test_diff_ec_engine|test_diff_dsa_gen|test_ec_engine_table[01]|test_cli|bench_output
SSL32 = $(if $(wildcard $(LIB32)/libcrypto.so),-DOPENSSL_CRYPTO_LIBRARY=$(LIB32)/libcrypto.so -DOPENSSL_SSL_LIBRARY=$(LIB32)/libssl.so,-DCAIRN_TEST_OPENSSL=OFF -DCAIRN_BENCH_OPENSSL=OFF)
.PHONY: test32-build test32-long
# T32_VARIANTS: ON or OFF (default: OFF where 32-bit programs run under QEMU, else ON)
T32_VARIANTS ?=
test32-build: deps
	@bash scripts/i386-exec.sh
	@test -f $(LIB32)/libcrypto.so || echo "test32: no 32-bit libcrypto ($(LIB32)/libcrypto.so): test_diff_openssl is left out of the 32-bit run"
	@v='$(T32_VARIANTS)'; [ -n "$$v" ] || { [ "$$(bash scripts/i386-exec.sh --mode)" = emulated ] && v=OFF || v=ON; }; \
	cmake -S . -B $(BUILD32) -DCMAKE_C_FLAGS=-m32 -DCAIRN_ENABLE_X86_ACCEL=OFF -DCAIRN_BENCH_SODIUM=OFF -DCAIRN_TEST_VARIANTS=$$v $(SSL32) >/dev/null
	cmake --build $(BUILD32) -j $(JOBS)

test32: test32-build
	@mode=$$(bash scripts/i386-exec.sh --mode) || exit 1; \
	if [ "$$mode" = emulated ]; then \
	  echo "test32: 32-bit programs run under qemu-i386 here: $$(echo '$(TEST32_SLOW)' | tr '|' ' ') are left to make test-long"; \
	  excl='^($(TEST32_DRIVERS)|$(TEST32_NOT32)|$(TEST32_SLOW))$$'; \
	else excl='$(TEST32_EXCLUDE)'; fi; \
	echo "ctest --test-dir $(BUILD32) --output-on-failure -j $(JOBS) -E '$$excl' -LE '^(long|heavy)$$'"; \
	ctest --test-dir $(BUILD32) --output-on-failure -j $(JOBS) -E "$$excl" -LE '^(long|heavy)$$'
	@# the install check builds consumers of the 32-bit library: they need -m32 too
	CFLAGS=-m32 ctest --test-dir $(BUILD32) --output-on-failure -R '^test_install$$'

# the TEST32_SLOW set where test32 left it out (32-bit programs under QEMU); nothing to do where they run natively
test32-long: deps
	@mode=$$(bash scripts/i386-exec.sh --mode) || exit 1; \
	if [ "$$mode" = emulated ]; then \
	  $(MAKE) --no-print-directory test32-build T32_VARIANTS=ON && \
	  ctest --test-dir $(BUILD32) --output-on-failure -j $(JOBS) -R '^($(TEST32_SLOW))$$' -E '^($(TEST32_NOT32))$$' -LE '^(long|heavy)$$'; \
	else echo "test32-long: 32-bit programs run natively here: test32 ran $$(echo '$(TEST32_SLOW)' | tr '|' ' ')"; fi

# ---- Security verification (docs/constant-time.md; each target builds in its own directory) ----
.PHONY: ct ct-doc sanitize fuzz fuzz-smoke lint verify debug-build

# constant-time check: division grep, then the harness and its self-test under valgrind, gcc and clang at -O3
ct: deps
	bash tests/ct/run.sh

# rewrite docs/constant-time.md's table of harness entries from the compiled harness (gcc)
ct-doc: deps
	@cmake -S tests/ct -B build-ct/gcc -DCMAKE_C_COMPILER=gcc -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build build-ct/gcc -j $(JOBS) >/dev/null
	@build-ct/gcc/ct_harness --list-md > build-ct/entries.md
	@sed -i -e '/^<!-- BEGIN ct_harness --list-md/,/^<!-- END ct_harness --list-md/{//!d}' \
	  -e '/^<!-- BEGIN ct_harness --list-md/r build-ct/entries.md' docs/constant-time.md
	@echo "docs/constant-time.md: $$(grep -c '^| `' build-ct/entries.md) entries"

# ctest under ASan+UBSan (clang, gcc), then the test executables under valgrind memcheck; with self-tests
sanitize: deps
	bash scripts/sanitize.sh

# libFuzzer targets seeded from the vector files; FUZZ_SECONDS per target (default 300)
fuzz: deps
	bash scripts/fuzz.sh

# the CI smoke run: every fuzz target for 10 s (two at a time)
fuzz-smoke: deps
	FUZZ_SECONDS=$${FUZZ_SECONDS:-10} bash scripts/fuzz.sh

# cppcheck and clang-tidy over src/ (suppressions: scripts/lint-suppressions.txt)
lint: deps
	bash scripts/lint.sh

# the whole tree (library, tests, fuzz replays, bench) and the ct harness at -O0 (CMake Debug) with
# gcc, built and not run: gcc's -O0 flow analysis warns where -O2's does not (-Wformat-truncation).
# The test variants (copies of src/bn, src/ec and AES under other macros) are left out: their
# sources are the tree's own, compiled here once.
DEBUG_BUILD ?= build-debug
debug-build: deps
	cmake -S . -B $(DEBUG_BUILD) -DCMAKE_C_COMPILER=gcc -DCMAKE_BUILD_TYPE=Debug -DCAIRN_TEST_VARIANTS=OFF >/dev/null
	cmake --build $(DEBUG_BUILD) -j $(JOBS)
	cmake -S tests/ct -B $(DEBUG_BUILD)/ct -DCMAKE_C_COMPILER=gcc -DCMAKE_BUILD_TYPE=Debug >/dev/null
	cmake --build $(DEBUG_BUILD)/ct -j $(JOBS)

# everything above that CI runs, in CI's order (then `make test`)
verify: lint debug-build ct sanitize fuzz-smoke
