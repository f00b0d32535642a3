// GNU readline is loaded with dlopen when the planner first needs a line editor, never at start-up: loading it (and
// libtinfo beside it) at every start cost a one-shot command about 0.3 ms, and only the planner on a terminal uses it
// (docs/benchmarks.md, "Start-up, fourth round"). Every readline function and variable Diario touches goes through
// this file. Readline's headers give the types; nothing links against the library (libreadline-dev to build).
// GNU readline's headers use FILE without including <stdio.h> themselves.
#include <stdio.h>
#include <dlfcn.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <strings.h>
#include <unistd.h>
#include <readline/readline.h>
#include <readline/history.h>

struct diario_rl_library {
    char *(*readline)(const char *prompt);
    void (*using_history)(void);
    void (*stifle_history)(int limit);
    int (*read_history)(const char *path);
    int (*history_truncate_file)(const char *path, int lines);
    void (*add_history)(const char *line);
    int (*append_history)(int count, const char *path);
    HIST_ENTRY *(*history_get)(int offset);
    char **(*completion_matches)(const char *text, rl_compentry_func_t *generator);
    int (*insert_text)(const char *text);
    void (*free_line_state)(void);
    int (*on_new_line)(void);
    void (*replace_line)(const char *text, int clear_undo);
    void (*redisplay)(void);
    // Readline's global variables, by address.
    const char **readline_name;
    int *catch_signals;
    rl_completion_func_t **attempted_completion_function;
    rl_cpvfunc_t **completion_word_break_hook;
    rl_hook_func_t **startup_hook;
    char **line_buffer;
    int *point;
    int *attempted_completion_over;
    rl_getc_func_t **getc_function;
    int *history_base;
    int *history_length;
};

// The loaded library and whether loading worked, in a function's static local: Swift 6 refuses to touch a mutable C
// global, and never sees this one. Only LineEditor.swift calls these functions, so there is one copy of the state.
struct diario_rl_state {
    pthread_once_t once;
    int loaded;
    struct diario_rl_library library;
};

static inline struct diario_rl_state *diario_rl_state(void) {
    static struct diario_rl_state state = {PTHREAD_ONCE_INIT, 0, {0}};
    return &state;
}

#define DIARIO_RL_FIND(field, symbol)                                                                                 \
    do {                                                                                                              \
        *(void **)&table.field = dlsym(handle, symbol);                                                               \
        if (!table.field) return; /* a readline without what Diario needs is as good as none */                      \
    } while (0)

static inline void diario_rl_load(void) {
    void *handle = dlopen("libreadline.so.8", RTLD_NOW | RTLD_LOCAL);
    if (!handle) handle = dlopen("libreadline.so", RTLD_NOW | RTLD_LOCAL);
    if (!handle) return;
    struct diario_rl_library table;
    DIARIO_RL_FIND(readline, "readline");
    DIARIO_RL_FIND(using_history, "using_history");
    DIARIO_RL_FIND(stifle_history, "stifle_history");
    DIARIO_RL_FIND(read_history, "read_history");
    DIARIO_RL_FIND(history_truncate_file, "history_truncate_file");
    DIARIO_RL_FIND(add_history, "add_history");
    DIARIO_RL_FIND(append_history, "append_history");
    DIARIO_RL_FIND(history_get, "history_get");
    DIARIO_RL_FIND(completion_matches, "rl_completion_matches");
    DIARIO_RL_FIND(insert_text, "rl_insert_text");
    DIARIO_RL_FIND(free_line_state, "rl_free_line_state");
    DIARIO_RL_FIND(on_new_line, "rl_on_new_line");
    DIARIO_RL_FIND(replace_line, "rl_replace_line");
    DIARIO_RL_FIND(redisplay, "rl_redisplay");
    DIARIO_RL_FIND(readline_name, "rl_readline_name");
    DIARIO_RL_FIND(catch_signals, "rl_catch_signals");
    DIARIO_RL_FIND(attempted_completion_function, "rl_attempted_completion_function");
    DIARIO_RL_FIND(completion_word_break_hook, "rl_completion_word_break_hook");
    DIARIO_RL_FIND(startup_hook, "rl_startup_hook");
    DIARIO_RL_FIND(line_buffer, "rl_line_buffer");
    DIARIO_RL_FIND(point, "rl_point");
    DIARIO_RL_FIND(attempted_completion_over, "rl_attempted_completion_over");
    DIARIO_RL_FIND(getc_function, "rl_getc_function");
    DIARIO_RL_FIND(history_base, "history_base");
    DIARIO_RL_FIND(history_length, "history_length");
    diario_rl_state()->library = table;
    diario_rl_state()->loaded = 1;
}

#undef DIARIO_RL_FIND

// Loads readline once, thread-safely; 1 when it can be used, 0 when it is missing or lacks a function.
static inline int diario_rl_available(void) {
    pthread_once(&diario_rl_state()->once, diario_rl_load);
    return diario_rl_state()->loaded;
}

static inline struct diario_rl_library *diario_rl(void) { return &diario_rl_state()->library; }

// The functions below may be called only after diario_rl_available() returned 1.

static inline char *diario_rl_readline(const char *prompt) { return diario_rl()->readline(prompt); }
static inline void diario_rl_using_history(int limit) {
    diario_rl()->using_history();
    diario_rl()->stifle_history(limit);
}
static inline void diario_rl_read_history(const char *path, int limit) {
    diario_rl()->read_history(path);
    diario_rl()->history_truncate_file(path, limit);
}
static inline void diario_rl_add_history(const char *line) { diario_rl()->add_history(line); }
static inline void diario_rl_append_history(const char *path) { diario_rl()->append_history(1, path); }
static inline char **diario_rl_completion_matches(const char *text, rl_compentry_func_t *generator) {
    return diario_rl()->completion_matches(text, generator);
}
static inline void diario_rl_insert_text(const char *text) { diario_rl()->insert_text(text); }

// Readline is configured through global variables, which Swift 6 refuses to touch outside an actor; these
// functions are the only places that read or write them.

static inline void diario_rl_configure(const char *name, rl_completion_func_t *complete,
                                       rl_cpvfunc_t *word_breaks, rl_hook_func_t *startup) {
    *diario_rl()->readline_name = name;
    *diario_rl()->catch_signals = 0;
    *diario_rl()->attempted_completion_function = complete;
    *diario_rl()->completion_word_break_hook = word_breaks;
    *diario_rl()->startup_hook = startup;
}

static inline const char *diario_rl_line_buffer(void) { return *diario_rl()->line_buffer; }
static inline int diario_rl_point(void) { return *diario_rl()->point; }
static inline void diario_rl_no_default_completion(void) { *diario_rl()->attempted_completion_over = 1; }

static inline const char *diario_last_history_line(void) {
    int length = *diario_rl()->history_length;
    if (length <= 0) return NULL;
    HIST_ENTRY *entry = diario_rl()->history_get(*diario_rl()->history_base + length - 1);
    return entry ? entry->line : NULL;
}

// Ctrl-C at the prompt: the line typed so far is dropped and a fresh prompt shown.
static inline void diario_rl_clear_line(void) {
    diario_rl()->free_line_state();
    diario_rl()->on_new_line();
    diario_rl()->replace_line("", 0);
    diario_rl()->redisplay();
}

// Multibyte editing needs a UTF-8 locale: the environment's if it is one, else C.UTF-8.
static inline void diario_use_utf8_locale(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL || (strcasecmp(codeset, "UTF-8") != 0 && strcasecmp(codeset, "UTF8") != 0)) {
        setlocale(LC_CTYPE, "C.UTF-8");
    }
}

// Ctrl-C while a quiz or a reply waits for input must end that input. Readline restarts reads interrupted by a
// signal, so it reads keys through this function instead (and so does the plain reader used without readline):
// when the interrupt handler has set `diario_end_read`, an interrupted read ends the line as end-of-file would.
static volatile sig_atomic_t diario_end_read = 0;
static volatile sig_atomic_t diario_read_ended = 0;

static inline int diario_getc(FILE *stream) {
    unsigned char c;
    for (;;) {
        ssize_t n = read(fileno(stream), &c, 1);
        if (n == 1) return c;
        if (n < 0 && errno == EINTR) {
            if (diario_end_read) { diario_read_ended = 1; return EOF; }
            continue;
        }
        return EOF;
    }
}

static inline void diario_rl_use_interruptible_getc(void) { *diario_rl()->getc_function = diario_getc; }
// The plain reader's prompt, after what stdio holds for standard output, and its next byte of standard input.
static inline void diario_plain_prompt(const char *prompt) {
    fputs(prompt, stdout);
    fflush(stdout);
}
static inline int diario_plain_getc(void) { return diario_getc(stdin); }
static inline void diario_set_end_read(int on) { diario_end_read = on; diario_read_ended = 0; }
static inline int diario_read_was_ended(void) { return diario_read_ended; }

// SIGINT without SA_RESTART, so that a read waiting for a key returns EINTR.
static inline void diario_install_interrupt_handler(void (*handler)(int)) {
    struct sigaction action;
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGINT, &action, NULL);
}
