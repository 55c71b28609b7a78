// The system's HMAC-SHA256. See include/CLibCrypto.h.
#include "CLibCrypto.h"

#ifdef __APPLE__

#include <CommonCrypto/CommonHMAC.h>

int sailaway_hmac_sha256(const void *key, size_t key_length, const void *data, size_t data_length, unsigned char mac[32]) {
    CCHmac(kCCHmacAlgSHA256, key, key_length, data, data_length, mac);
    return 1;
}

const char *sailaway_libcrypto_error(void) { return NULL; }

#else

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// MARK: - OpenSSL's ABI (openssl/hmac.h, openssl/evp.h; stable since 1.1), declared here so no header is needed

typedef struct evp_md_st EVP_MD;

static struct {
    int loaded;                 // 1 loaded, -1 failed
    char error[512];
    const EVP_MD *(*EVP_sha256)(void);
    unsigned char *(*HMAC)(const EVP_MD *, const void *, int, const unsigned char *, size_t, unsigned char *, unsigned int *);
} libcrypto;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

/// The names the system's libcrypto goes by: OpenSSL 3's soname (Debian 12 and later, Ubuntu
/// 22.04 and later), 1.1's, and a development link.
static const char *const library_names[] = { "libcrypto.so.3", "libcrypto.so.1.1", "libcrypto.so" };

static void load_libcrypto(void) {
    void *library = NULL;
    // SAILAWAY_LIBCRYPTO names the library instead, for a system that keeps it elsewhere.
    const char *chosen = getenv("SAILAWAY_LIBCRYPTO");
    if (chosen != NULL && chosen[0] != '\0') {
        library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    } else for (size_t index = 0; library == NULL && index < sizeof library_names / sizeof *library_names; index++) {
        library = dlopen(library_names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(libcrypto.error, sizeof libcrypto.error,
                 "the system's OpenSSL library could not be loaded (%s); on Debian it is the package libssl3",
                 reason ? reason : "libcrypto.so.3 was not found");
        libcrypto.loaded = -1;
        return;
    }
    *(void **)&libcrypto.EVP_sha256 = dlsym(library, "EVP_sha256");
    *(void **)&libcrypto.HMAC = dlsym(library, "HMAC");
    if (libcrypto.EVP_sha256 == NULL || libcrypto.HMAC == NULL) {
        snprintf(libcrypto.error, sizeof libcrypto.error, "the system's OpenSSL library has no EVP_sha256 or HMAC");
        libcrypto.loaded = -1;
        return;
    }
    libcrypto.loaded = 1;
}

int sailaway_hmac_sha256(const void *key, size_t key_length, const void *data, size_t data_length, unsigned char mac[32]) {
    pthread_once(&load_once, load_libcrypto);
    if (libcrypto.loaded != 1 || key_length > 0x7fffffff) return 0;
    unsigned int length = 0;
    const EVP_MD *sha256 = libcrypto.EVP_sha256();
    return libcrypto.HMAC(sha256, key, (int)key_length, data, data_length, mac, &length) != NULL && length == 32;
}

const char *sailaway_libcrypto_error(void) {
    pthread_once(&load_once, load_libcrypto);
    return libcrypto.loaded == 1 ? NULL : libcrypto.error;
}

#endif
