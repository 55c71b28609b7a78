// HMAC-SHA256 from the system's cryptography library, loaded at run time: OpenSSL's libcrypto
// (libcrypto.so.3, which every Swift image on Linux has, since Foundation's networking links
// it) or, on Apple platforms, CommonCrypto. Building needs no headers and no dependency, and
// the web host gets the same HMAC the system's TLS uses, rather than a hand-written one.
#ifndef CLIBCRYPTO_H
#define CLIBCRYPTO_H

#include <stddef.h>

/// Writes the HMAC-SHA256 of `data` under `key` to `mac` (32 bytes). Returns 1, or 0 when the
/// system's library could not be loaded: `sailaway_libcrypto_error` then says why. Safe to call
/// from any thread.
int sailaway_hmac_sha256(const void *key, size_t key_length, const void *data, size_t data_length, unsigned char mac[32]);

/// Why the library could not be loaded, or NULL when it was.
const char *sailaway_libcrypto_error(void);

#endif
