// GNU readline's headers use FILE without including <stdio.h> themselves.
#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <strings.h>
#include <readline/readline.h>
#include <readline/history.h>

// Readline is configured through global variables, which Swift 6 refuses to touch outside an actor; these
// functions are the only places that read or write them.

static inline void diario_rl_configure(const char *name, rl_completion_func_t *complete,
                                       rl_cpvfunc_t *word_breaks, rl_hook_func_t *startup) {
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_attempted_completion_function = complete;
    rl_completion_word_break_hook = word_breaks;
    rl_startup_hook = startup;
}

static inline const char *diario_rl_line_buffer(void) { return rl_line_buffer; }
static inline int diario_rl_point(void) { return rl_point; }
static inline void diario_rl_no_default_completion(void) { rl_attempted_completion_over = 1; }

static inline const char *diario_last_history_line(void) {
    if (history_length <= 0) return NULL;
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
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
// signal, so it reads keys through this function instead: when the interrupt handler has set
// `diario_end_read`, an interrupted read ends the line as end-of-file would.
#include <errno.h>
#include <signal.h>
#include <unistd.h>

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

static inline void diario_rl_use_interruptible_getc(void) { rl_getc_function = diario_getc; }
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
