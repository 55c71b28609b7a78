// libedit (BSD editline) and terminfo, for the full-screen app's command line and its
// terminal capabilities. libedit's el_set and history take variable arguments, which Swift
// cannot call, so each use the app makes of them is a small inline function here.
#ifndef SAILAWAY_CLIBEDIT_H
#define SAILAWAY_CLIBEDIT_H

#include <stdio.h>
#include <histedit.h>
#include <curses.h>
#include <term.h>

typedef const char *(*sailaway_prompt_function)(EditLine *);
typedef unsigned char (*sailaway_command_function)(EditLine *, int);

/// An editor on standard input and output: emacs keys, `prompt` before the line, `history`
/// on ↑ and ↓, and Tab bound to `complete`.
static inline EditLine *sailaway_editor_open(const char *program, sailaway_prompt_function prompt, History *history_, sailaway_command_function complete) {
    EditLine *editor = el_init(program, stdin, stdout, stderr);
    if (editor == NULL) return NULL;
    el_set(editor, EL_EDITOR, "emacs");
    el_set(editor, EL_PROMPT, prompt);
    el_set(editor, EL_HIST, history, history_);
    el_set(editor, EL_ADDFN, "sailaway-complete", "Complete a command, a tab or an action", complete);
    el_set(editor, EL_BIND, "^I", "sailaway-complete", NULL);
    // Ctrl-C leaves the command line, as Ctrl-D on an empty line does: the terminal does not
    // turn it into a signal while editing, and ed-end-of-file ends el_gets with nothing.
    el_set(editor, EL_SETTY, "-d", "-isig", NULL);
    el_set(editor, EL_BIND, "^C", "ed-end-of-file", NULL);
    return editor;
}

/// A history that keeps `size` lines, each once.
static inline History *sailaway_history_open(int size) {
    History *history_ = history_init();
    if (history_ == NULL) return NULL;
    HistEvent event;
    history(history_, &event, H_SETSIZE, size);
    history(history_, &event, H_SETUNIQUE, 1);
    return history_;
}

static inline int sailaway_history_enter(History *history_, const char *line) {
    HistEvent event;
    return history(history_, &event, H_ENTER, line);
}

static inline int sailaway_history_load(History *history_, const char *path) {
    HistEvent event;
    return history(history_, &event, H_LOAD, path);
}

static inline int sailaway_history_save(History *history_, const char *path) {
    HistEvent event;
    return history(history_, &event, H_SAVE, path);
}

/// The terminfo string `name` of the terminal `TERM` names, or NULL when it has none.
static inline const char *sailaway_terminfo_string(const char *name) {
    static int ready = -1;
    if (ready == -1) {
        int error = 0;
        ready = setupterm(NULL, 1, &error) == OK ? 1 : 0;
    }
    if (!ready) return NULL;
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

#endif
