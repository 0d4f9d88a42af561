#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Readline keeps its settings in mutable C globals, which Swift 6 code may not touch
   directly (strict concurrency); LineEditor reaches them only through these. */
#include <stdlib.h>
#include <string.h>

static inline void axtutor_rl_configure(const char *name, const char *word_breaks,
                                        rl_completion_func_t *completion) {
    rl_readline_name = strdup(name);
    rl_completer_word_break_characters = strdup(word_breaks);
    rl_attempted_completion_function = completion;
    rl_catch_signals = 0;      /* LineEditor handles SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGQUIT, SIGTSTP */
    rl_catch_sigwinch = 0;
    rl_change_environment = 0; /* leave LINES and COLUMNS alone */
}

/* Called from the completion function: no filename completion, no space appended. */
static inline void axtutor_rl_completion_settings(void) {
    rl_attempted_completion_over = 1;
    rl_completion_append_character = '\0';
}

static inline const char *axtutor_rl_line_buffer(void) { return rl_line_buffer; }

/* The newest history entry, or NULL when the history is empty. */
static inline const char *axtutor_history_last(void) {
    HIST_ENTRY *entry = history_length > 0 ? history_get(history_base + history_length - 1) : NULL;
    return entry ? entry->line : NULL;
}

/* Drops the newest history entry, if any. */
static inline void axtutor_history_remove_last(void) {
    if (history_length <= 0) return;
    HIST_ENTRY *entry = remove_history(history_length - 1);
    if (entry) free_history_entry(entry);
}

/* Ends the abandoned line on readline's output stream. */
static inline void axtutor_rl_newline(void) {
    FILE *out = rl_outstream ? rl_outstream : stdout;
    fputs("\n", out);
    fflush(out);
}
