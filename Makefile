# SPDX-License-Identifier: Apache-2.0 OR MIT
# Thin wrapper over CMake. `make test` and `make bench` install their own
# dependencies (scripts/deps.sh) and work from a clean clone.
BUILD ?= build
CMAKE_FLAGS ?=
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
BENCH_ARGS ?=

.PHONY: all deps configure test bench clean install

all: configure
	cmake --build $(BUILD) -j $(JOBS)

deps:
	@bash scripts/deps.sh

configure: deps
	@test -f $(BUILD)/CMakeCache.txt || cmake -S . -B $(BUILD) $(CMAKE_FLAGS)

test: all
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

bench: all
	$(BUILD)/bench/cairn-bench $(BENCH_ARGS)

install: all
	cmake --install $(BUILD)

clean:
	rm -rf $(BUILD)
