// libcurl's curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: each use goes through
// one of these typed wrappers.
#include <curl/curl.h>

typedef size_t (*diario_curl_write_fn)(char *data, size_t size, size_t count, void *context);
typedef int (*diario_curl_progress_fn)(void *context, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal,
                                       curl_off_t ulnow);

static inline CURLcode diario_curl_set_long(CURL *curl, CURLoption option, long value) {
    return curl_easy_setopt(curl, option, value);
}
static inline CURLcode diario_curl_set_string(CURL *curl, CURLoption option, const char *value) {
    return curl_easy_setopt(curl, option, value);
}
static inline CURLcode diario_curl_set_headers(CURL *curl, struct curl_slist *headers) {
    return curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
}
// The body is copied by libcurl, so the caller's buffer may go away after this call.
static inline CURLcode diario_curl_set_body(CURL *curl, const char *body, long length) {
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, length);
    return curl_easy_setopt(curl, CURLOPT_COPYPOSTFIELDS, body);
}
static inline CURLcode diario_curl_set_write(CURL *curl, diario_curl_write_fn function, void *context) {
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, context);
    return curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, function);
}
static inline CURLcode diario_curl_set_header_callback(CURL *curl, diario_curl_write_fn function, void *context) {
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, context);
    return curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, function);
}
static inline CURLcode diario_curl_set_progress(CURL *curl, diario_curl_progress_fn function, void *context) {
    curl_easy_setopt(curl, CURLOPT_XFERINFODATA, context);
    curl_easy_setopt(curl, CURLOPT_NOPROGRESS, 0L);
    return curl_easy_setopt(curl, CURLOPT_XFERINFOFUNCTION, function);
}
static inline long diario_curl_response_code(CURL *curl) {
    long code = 0;
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &code);
    return code;
}
// Seconds from the start until the connection was made; 0 when it never was.
static inline double diario_curl_connect_time(CURL *curl) {
    double seconds = 0;
    curl_easy_getinfo(curl, CURLINFO_CONNECT_TIME, &seconds);
    return seconds;
}
