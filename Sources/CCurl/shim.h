// libcurl is loaded with dlopen the first time the coach talks to a server, never at start-up: the planner runs
// without it, and a missing or broken libcurl only makes the coach say so. Every libcurl function Diario uses goes
// through a wrapper here; curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call, so each use
// of them has a typed wrapper too. Only the headers are needed to build (libcurl4-openssl-dev).
#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

typedef size_t (*diario_curl_write_fn)(char *data, size_t size, size_t count, void *context);
typedef int (*diario_curl_progress_fn)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
                                       curl_off_t ulnow);

struct diario_curl_functions {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *curl);
    CURLcode (*easy_perform)(CURL *curl);
    const char *(*easy_strerror)(CURLcode code);
    CURLcode (*easy_setopt)(CURL *curl, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *curl, CURLINFO info, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
};

// The loaded functions and whether loading worked. State lives in a function's static locals: a header that Swift
// imports may define functions but not global variables.
struct diario_curl_state {
    pthread_once_t once;
    int loaded;
    struct diario_curl_functions functions;
};

static inline struct diario_curl_state *diario_curl_state(void) {
    static struct diario_curl_state state = {PTHREAD_ONCE_INIT, 0, {0}};
    return &state;
}

static inline void diario_curl_load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) library = dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
    struct diario_curl_functions table;
    *(void **)&table.global_init = dlsym(library, "curl_global_init");
    *(void **)&table.easy_init = dlsym(library, "curl_easy_init");
    *(void **)&table.easy_cleanup = dlsym(library, "curl_easy_cleanup");
    *(void **)&table.easy_perform = dlsym(library, "curl_easy_perform");
    *(void **)&table.easy_strerror = dlsym(library, "curl_easy_strerror");
    *(void **)&table.easy_setopt = dlsym(library, "curl_easy_setopt");
    *(void **)&table.easy_getinfo = dlsym(library, "curl_easy_getinfo");
    *(void **)&table.slist_append = dlsym(library, "curl_slist_append");
    *(void **)&table.slist_free_all = dlsym(library, "curl_slist_free_all");
    if (!table.global_init || !table.easy_init || !table.easy_cleanup || !table.easy_perform ||
        !table.easy_strerror || !table.easy_setopt || !table.easy_getinfo || !table.slist_append ||
        !table.slist_free_all) {
        return;  // a libcurl without what Diario needs is as good as none
    }
    if (table.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return;
    diario_curl_state()->functions = table;
    diario_curl_state()->loaded = 1;
}

// Loads libcurl once, thread-safely; 1 when it can be used, 0 when it is missing or broken.
static inline int diario_curl_available(void) {
    pthread_once(&diario_curl_state()->once, diario_curl_load);
    return diario_curl_state()->loaded;
}

// The functions below may be called only after diario_curl_available() returned 1.
static inline CURL *diario_curl_easy_init(void) { return diario_curl_state()->functions.easy_init(); }
static inline void diario_curl_easy_cleanup(CURL *curl) { diario_curl_state()->functions.easy_cleanup(curl); }
static inline CURLcode diario_curl_easy_perform(CURL *curl) { return diario_curl_state()->functions.easy_perform(curl); }
static inline const char *diario_curl_easy_strerror(CURLcode code) { return diario_curl_state()->functions.easy_strerror(code); }
static inline struct curl_slist *diario_curl_slist_append(struct curl_slist *list, const char *text) {
    return diario_curl_state()->functions.slist_append(list, text);
}
static inline void diario_curl_slist_free_all(struct curl_slist *list) { diario_curl_state()->functions.slist_free_all(list); }

static inline CURLcode diario_curl_set_long(CURL *curl, CURLoption option, long value) {
    return diario_curl_state()->functions.easy_setopt(curl, option, value);
}
static inline CURLcode diario_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return diario_curl_state()->functions.easy_setopt(curl, option, value);
}
static inline CURLcode diario_curl_set_headers(CURL *curl, struct curl_slist *headers) {
    return diario_curl_state()->functions.easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
}
// The body is copied by libcurl, so the caller's buffer may go away after this call.
static inline CURLcode diario_curl_set_body(CURL *curl, const char *body, long length) {
    diario_curl_state()->functions.easy_setopt(curl, CURLOPT_POSTFIELDSIZE, length);
    return diario_curl_state()->functions.easy_setopt(curl, CURLOPT_COPYPOSTFIELDS, body);
}
static inline CURLcode diario_curl_set_write(CURL *curl, diario_curl_write_fn function, void *context) {
    diario_curl_state()->functions.easy_setopt(curl, CURLOPT_WRITEDATA, context);
    return diario_curl_state()->functions.easy_setopt(curl, CURLOPT_WRITEFUNCTION, function);
}
static inline CURLcode diario_curl_set_header_callback(CURL *curl, diario_curl_write_fn function, void *context) {
    diario_curl_state()->functions.easy_setopt(curl, CURLOPT_HEADERDATA, context);
    return diario_curl_state()->functions.easy_setopt(curl, CURLOPT_HEADERFUNCTION, function);
}
static inline CURLcode diario_curl_set_progress(CURL *curl, diario_curl_progress_fn function, void *context) {
    diario_curl_state()->functions.easy_setopt(curl, CURLOPT_XFERINFODATA, context);
    diario_curl_state()->functions.easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
    return diario_curl_state()->functions.easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, function);
}
static inline long diario_curl_response_code(CURL *curl) {
    long code = 0;
    diario_curl_state()->functions.easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}
// Seconds from the start until the connection was made; 0 when it never was.
static inline double diario_curl_connect_time(CURL *curl) {
    double seconds = 0;
    diario_curl_state()->functions.easy_getinfo(curl, CURLINFO_CONNECT_TIME, &seconds);
    return seconds;
}
