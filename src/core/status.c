/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "cairn/common.h"

/* see cairn/common.h */
const char *cairn_strerror(int status)
{
    switch (status) {
    case CAIRN_OK: return "success";
    case CAIRN_ERR_BAD_ARG: return "bad argument";
    case CAIRN_ERR_BAD_LENGTH: return "length out of range";
    case CAIRN_ERR_BUFFER_TOO_SMALL: return "buffer too small";
    case CAIRN_ERR_AUTH: return "authentication failed";
    case CAIRN_ERR_BAD_SIGNATURE: return "bad signature";
    case CAIRN_ERR_INVALID_KEY: return "invalid key";
    case CAIRN_ERR_INVALID_POINT: return "invalid point";
    case CAIRN_ERR_RNG: return "random source failed";
    case CAIRN_ERR_UNSUPPORTED: return "unsupported";
    case CAIRN_ERR_NOT_FOUND: return "unknown algorithm";
    case CAIRN_ERR_BAD_PADDING: return "bad padding";
    case CAIRN_ERR_STATE: return "call out of sequence";
    case CAIRN_ERR_RESEED_REQUIRED: return "reseed required";
    case CAIRN_ERR_DECODE: return "malformed encoding";
    case CAIRN_ERR_FAULT: return "result failed its check (fault or inconsistent key)";
    default: return "unknown status";
    }
}

/* see cairn/common.h */
const char *cairn_version(void) { return CAIRN_VERSION_STRING; }
