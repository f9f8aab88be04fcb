/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/*
 * Base64 (RFC 4648 section 4) and PEM (RFC 7468) encoding and decoding,
 * strict. Internal: not installed.
 *
 * PEM carries private keys, so the base64 conversions are constant time:
 * characters are mapped to values and back with arithmetic on masks (no
 * table indexed by a character or a value, no branch on either), and the
 * decoder computes its status, its output length (which depends on the
 * padding) and its writes without a branch on the data. What is public: the
 * input length and, in PEM, the label and the position of the line breaks
 * (they follow from the length and the line width).
 *
 * Base64 decoding accepts only the canonical encoding: a length that is a
 * multiple of 4, the 64-character alphabet, '=' padding only as the last one
 * or two characters of the input, and zero bits under the padding. Anything
 * else is CAIRN_ERR_DECODE, with the output zeroed and *outlen 0.
 *
 * PEM decoding accepts exactly one block and nothing else:
 *   "-----BEGIN " label "-----" EOL, then base64 lines, then
 *   "-----END " label "-----" with an optional final EOL,
 * where EOL is "\n" or "\r\n" (the BEGIN line's choice, used throughout),
 * the label follows RFC 7468 (printable ASCII except '-', single spaces or
 * hyphens between label characters, possibly empty) and is the same in both
 * lines, and the body is the base64 encoding of the data in lines of exactly
 * 64 characters (RFC 7468) or exactly 76 (RFC 2045), the last line 1..64
 * (or 1..76) characters, each line ending in EOL. No headers (RFC 1421
 * "Proc-Type:" encrypted keys), no text before or after, no blank lines, no
 * spaces. PEM encoding writes 64-character lines and "\n", as OpenSSL does.
 */
#ifndef CAIRN_ENC_PEM_H
#define CAIRN_ENC_PEM_H

#include <stddef.h>
#include <stdint.h>

#include "cairn/common.h"

/* Characters of the base64 encoding of len bytes (no line breaks);
 * SIZE_MAX when that does not fit a size_t. */
size_t cairn_base64_encoded_len(size_t len);

/* out[0..*outlen) = base64 of in[0..len), with padding, no NUL added.
 * CAIRN_ERR_BUFFER_TOO_SMALL when outcap < cairn_base64_encoded_len(len);
 * CAIRN_ERR_BAD_ARG for NULL out/outlen or NULL in with len > 0. */
CAIRN_WARN_UNUSED int cairn_base64_encode(char *out, size_t outcap, size_t *outlen, const uint8_t *in, size_t len);

/* out[0..*outlen) = the bytes in[0..len) encode. CAIRN_ERR_DECODE for any
 * non-canonical input, CAIRN_ERR_BUFFER_TOO_SMALL when the decoded length
 * exceeds outcap. out[*outlen..) may be overwritten with zeros up to
 * 3 * len / 4 bytes (within outcap); on failure out holds no decoded byte
 * (the bytes written are zeroed) and *outlen is 0. */
CAIRN_WARN_UNUSED int cairn_base64_decode(uint8_t *out, size_t outcap, size_t *outlen, const char *in, size_t len);

/* Characters of the PEM encoding of len bytes under a label of labellen
 * characters (cairn_pem_encode's output); SIZE_MAX on overflow. */
size_t cairn_pem_encoded_len(size_t labellen, size_t len);

/* out[0..*outlen) = PEM block of data[0..len) with label (a NUL-terminated
 * RFC 7468 label, else CAIRN_ERR_BAD_ARG), lines of 64 characters and "\n".
 * CAIRN_ERR_BUFFER_TOO_SMALL when outcap < cairn_pem_encoded_len. */
CAIRN_WARN_UNUSED int cairn_pem_encode(char *out, size_t outcap, size_t *outlen, const char *label,
                                       const uint8_t *data, size_t len);

/* Decodes the single PEM block in[0..len): out[0..*outlen) the data and
 * *label, *labellen the label (pointing into in). CAIRN_ERR_DECODE for
 * anything the rules above refuse; CAIRN_ERR_BUFFER_TOO_SMALL as for
 * cairn_base64_decode. On failure *outlen is 0 and out holds no decoded
 * byte; *label and *labellen name the label when the BEGIN and END lines
 * were well-formed (the label is public; setting it does not wait for the
 * body's status) and are NULL and 0 otherwise. */
CAIRN_WARN_UNUSED int cairn_pem_decode(uint8_t *out, size_t outcap, size_t *outlen, const char **label,
                                       size_t *labellen, const char *in, size_t len);

#endif
