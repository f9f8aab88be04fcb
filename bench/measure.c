/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include <stdlib.h>
#include <string.h>

#include "cairn/common.h"
#include "harness.h"
#include "platform.h"

#define MAX_RUNS 101

/* Input bytes are fixed (a simple LCG) so every run and every build hashes
 * the same data; none of the algorithms is data-dependent in speed anyway. */
static void fill_input(uint8_t *p, size_t len)
{
    uint32_t x = 0x2545f491u;
    size_t i;

    for (i = 0; i < len; i++) {
        x = x * 1664525u + 1013904223u;
        p[i] = (uint8_t)(x >> 24);
    }
}

/* Runs n calls; returns the elapsed seconds, or a negative value on failure (*err set). */
static double timed_batch(const bench_impl *impl, void *state, uint64_t n, const uint8_t *in, uint8_t *out,
                          size_t len, int *err)
{
    uint64_t t0, t1, i;
    int rc = 0;

    t0 = bench_platform_now_ns();
    if (impl->bulk != NULL) {
        for (i = 0; i < n && rc == 0; i++)
            rc = impl->bulk(state, in, out, len);
    } else {
        for (i = 0; i < n && rc == 0; i++)
            rc = impl->op(state);
    }
    t1 = bench_platform_now_ns();
    if (rc != 0) {
        *err = rc;
        return -1.0;
    }
    /* a batch that lands inside one clock tick still counts as one tick */
    return t1 > t0 ? (double)(t1 - t0) * 1e-9 : 1e-9;
}

static int cmp_double(const void *pa, const void *pb)
{
    double a = *(const double *)pa, b = *(const double *)pb;
    return a < b ? -1 : a > b;
}

/* see harness.h */
double bench_median(double *v, unsigned n)
{
    qsort(v, n, sizeof v[0], cmp_double);
    return (n & 1) ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

void bench_measure(const bench_impl *impl, int bulk, const bench_options *opt, double budget, uint8_t *in,
                   uint8_t *out, bench_result *res)
{
    double sample[MAX_RUNS];
    double batch_target, t, warm_min, warm_spent = 0;
    size_t len = bulk ? opt->size : 0;
    unsigned runs = opt->runs, r;
    uint64_t n = 1;
    void *state;
    int rc = 0;

    memset(res, 0, sizeof(*res));
    if (impl->bulk == NULL && impl->op == NULL) {
        res->status = BENCH_CELL_ABSENT;
        return;
    }
    if (impl->available != NULL && !impl->available(impl->arg)) {
        res->status = BENCH_CELL_UNAVAILABLE;
        return;
    }
    if (runs == 0)
        runs = 1;
    if (runs > MAX_RUNS)
        runs = MAX_RUNS;

    state = calloc(1, impl->state_size > 0 ? impl->state_size : 1);
    if (state == NULL) {
        res->status = BENCH_CELL_ERROR;
        res->error = CAIRN_ERR_BAD_ARG;
        return;
    }
    if (bulk) {
        fill_input(in, len);
        memset(out, 0, len + BENCH_OUT_SLACK);
    }
    if (impl->setup != NULL)
        rc = impl->setup(state, impl->arg, bulk ? in : NULL, len);
    if (rc == CAIRN_ERR_UNSUPPORTED) {
        res->status = BENCH_CELL_UNAVAILABLE;
        goto done;
    }
    if (rc != 0)
        goto fail;

    /* 15% of the budget for warm-up and calibration, the rest for the runs */
    batch_target = budget * 0.85 / runs;
    warm_min = budget * 0.10;
    for (;;) {
        t = timed_batch(impl, state, n, in, out, len, &rc);
        if (t < 0)
            goto fail;
        warm_spent += t;
        if (t >= batch_target * 0.25 && warm_spent >= warm_min)
            break;
        if (t >= batch_target * 0.25)
            continue; /* long enough a batch; keep warming the CPU up at this size */
        if (warm_spent >= budget * 0.5 || n >= ((uint64_t)1 << 40))
            break; /* a clock too coarse to calibrate: settle for what we have */
        /* grow quickly while far from the target, gently when close */
        n *= t < batch_target * 0.01 ? 8 : 2;
    }
    {
        double scaled = (double)n * batch_target / t;
        n = scaled < 1.0 ? 1 : (uint64_t)scaled;
    }

    for (r = 0; r < runs; r++) {
        t = timed_batch(impl, state, n, in, out, len, &rc);
        if (t < 0)
            goto fail;
        sample[r] = bulk ? (double)n * (double)len / t / 1e6 : t * 1e3 / (double)n;
    }
    res->value = bench_median(sample, runs); /* sorts sample */
    res->min = sample[0];
    res->max = sample[runs - 1];
    res->runs = runs;
    res->iters = (double)n;
    res->status = BENCH_CELL_OK;
    goto done;

fail:
    res->status = BENCH_CELL_ERROR;
    res->error = rc;
done:
    if (impl->teardown != NULL)
        impl->teardown(state);
    cairn_wipe(state, impl->state_size > 0 ? impl->state_size : 1);
    free(state);
}
