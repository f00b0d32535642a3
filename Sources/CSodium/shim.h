// libsodium is loaded with dlopen the first time an encrypted sync folder is used, never at start-up: most diaries
// never encrypt, and a missing libsodium only makes encrypted sync say so. Only the header is needed to build
// (libsodium-dev); the functions are looked up by name and called through the table below.
#include <sodium.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

struct diario_sodium_functions {
    int (*init)(void);
    void (*randombytes_buf)(void *buffer, size_t size);
    int (*pwhash)(unsigned char *out, unsigned long long outlen, const char *passwd, unsigned long long passwdlen,
                  const unsigned char *salt, unsigned long long opslimit, size_t memlimit, int alg);
    int (*xchacha_encrypt)(unsigned char *c, unsigned long long *clen, const unsigned char *m,
                           unsigned long long mlen, const unsigned char *ad, unsigned long long adlen,
                           const unsigned char *nsec, const unsigned char *npub, const unsigned char *k);
    int (*xchacha_decrypt)(unsigned char *m, unsigned long long *mlen, unsigned char *nsec, const unsigned char *c,
                           unsigned long long clen, const unsigned char *ad, unsigned long long adlen,
                           const unsigned char *npub, const unsigned char *k);
    int (*chacha_ietf_decrypt)(unsigned char *m, unsigned long long *mlen, unsigned char *nsec,
                               const unsigned char *c, unsigned long long clen, const unsigned char *ad,
                               unsigned long long adlen, const unsigned char *npub, const unsigned char *k);
};

// The loaded functions and whether loading worked. State lives in a function's static locals: a header that Swift
// imports may define functions but not global variables.
struct diario_sodium_state {
    pthread_once_t once;
    int loaded;
    struct diario_sodium_functions functions;
};

static inline struct diario_sodium_state *diario_sodium_state(void) {
    static struct diario_sodium_state state = {PTHREAD_ONCE_INIT, 0, {0}};
    return &state;
}

static inline void diario_sodium_load(void) {
    // Debian 12 ships libsodium.so.23 (1.0.18); 1.0.19 and later are libsodium.so.26.
    void *library = dlopen("libsodium.so.23", RTLD_NOW | RTLD_LOCAL);
    if (!library) library = dlopen("libsodium.so.26", RTLD_NOW | RTLD_LOCAL);
    if (!library) library = dlopen("libsodium.so", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    struct diario_sodium_functions table;
    *(void **)&table.init = dlsym(library, "sodium_init");
    *(void **)&table.randombytes_buf = dlsym(library, "randombytes_buf");
    *(void **)&table.pwhash = dlsym(library, "crypto_pwhash");
    *(void **)&table.xchacha_encrypt = dlsym(library, "crypto_aead_xchacha20poly1305_ietf_encrypt");
    *(void **)&table.xchacha_decrypt = dlsym(library, "crypto_aead_xchacha20poly1305_ietf_decrypt");
    *(void **)&table.chacha_ietf_decrypt = dlsym(library, "crypto_aead_chacha20poly1305_ietf_decrypt");
    if (!table.init || !table.randombytes_buf || !table.pwhash || !table.xchacha_encrypt || !table.xchacha_decrypt ||
        !table.chacha_ietf_decrypt) {
        return;  // a libsodium without what Diario needs is as good as none
    }
    if (table.init() < 0) return;  // 1 (already initialised) is fine
    diario_sodium_state()->functions = table;
    diario_sodium_state()->loaded = 1;
}

// Loads libsodium once, thread-safely; 1 when it can be used, 0 when it is missing or broken.
static inline int diario_sodium_available(void) {
    pthread_once(&diario_sodium_state()->once, diario_sodium_load);
    return diario_sodium_state()->loaded;
}

// The functions below may be called only after diario_sodium_available() returned 1 in the same Swift file: each file
// that imports this header may get its own copy of the state (SyncSeal.swift is the only one).
static inline void diario_sodium_random(void *buffer, size_t size) {
    diario_sodium_state()->functions.randombytes_buf(buffer, size);
}

// Argon2id (version 1.3): 0 on success, -1 when the memory could not be had.
static inline int diario_sodium_argon2id(unsigned char *key, size_t key_size, const char *passphrase,
                                         size_t passphrase_size, const unsigned char *salt, unsigned long long ops,
                                         size_t memory) {
    return diario_sodium_state()->functions.pwhash(key, key_size, passphrase, passphrase_size, salt, ops, memory,
                                                   crypto_pwhash_ALG_ARGON2ID13);
}

// XChaCha20-Poly1305 (IETF): `sealed` gets the ciphertext and the 16-byte tag, `plain_size` + 16 bytes; 0 on success.
static inline int diario_sodium_xchacha_seal(unsigned char *sealed, const unsigned char *plain, size_t plain_size,
                                              const unsigned char *context, size_t context_size,
                                              const unsigned char *nonce, const unsigned char *key) {
    unsigned long long written = 0;
    return diario_sodium_state()->functions.xchacha_encrypt(sealed, &written, plain, plain_size, context, context_size,
                                                            NULL, nonce, key);
}

// Opens a payload sealed with XChaCha20-Poly1305 (`extended`, a 24-byte nonce) or with the IETF ChaCha20-Poly1305 of
// folders sealed before libsodium (a 12-byte nonce, read only). 0 when the tag holds (`plain` gets `sealed_size` - 16
// bytes), -1 when it does not.
static inline int diario_sodium_open(int extended, unsigned char *plain, const unsigned char *sealed,
                                     size_t sealed_size, const unsigned char *context, size_t context_size,
                                     const unsigned char *nonce, const unsigned char *key) {
    unsigned long long written = 0;
    if (extended) {
        return diario_sodium_state()->functions.xchacha_decrypt(plain, &written, NULL, sealed, sealed_size, context,
                                                                context_size, nonce, key);
    }
    return diario_sodium_state()->functions.chacha_ietf_decrypt(plain, &written, NULL, sealed, sealed_size, context,
                                                                context_size, nonce, key);
}
