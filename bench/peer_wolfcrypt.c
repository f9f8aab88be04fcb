#include "bench.h"
#ifdef CAIRN_BENCH_WOLFCRYPT
void bench_register_wolfcrypt_peers(bench_registry *reg) { (void)reg; }
#endif
