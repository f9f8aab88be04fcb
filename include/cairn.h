/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Umbrella header: everything cairn offers. */
#ifndef CAIRN_H
#define CAIRN_H

#include "cairn/common.h"
#include "cairn/accel.h"
#include "cairn/hash.h"
#include "cairn/mac.h"
#include "cairn/kdf.h"
#include "cairn/rng.h"
#include "cairn/cipher.h"
#include "cairn/aead.h"
#include "cairn/curve25519.h"
#include "cairn/curve448.h"
#include "cairn/pk.h"
#include "cairn/rsa.h"
#include "cairn/ec.h"
#include "cairn/sm2.h"
#include "cairn/dh.h"
#include "cairn/dsa.h"

#endif
