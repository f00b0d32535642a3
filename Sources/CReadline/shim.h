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
