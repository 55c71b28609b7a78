// The full-screen app's line editor and terminal capabilities, as the handful of C functions
// the app calls.
//
// libedit is loaded at run time (dlopen of the system's shared library), not linked: building
// the app needs no libedit headers, and a machine without the library still runs the app, with
// plain input. The functions and constants it uses are declared in CLibEdit.c from libedit's
// stable ABI. el_set and history take variable arguments, which Swift cannot call, so every use
// the app makes of them is a function here.
#ifndef SAILAWAY_CLIBEDIT_H
#define SAILAWAY_CLIBEDIT_H

#include <stddef.h>

/// An open line editor (libedit's `EditLine`).
typedef struct sailaway_editor sailaway_editor;

/// The prompt an editor shows: a C string that stays valid until the next call.
typedef const char *_Nullable (*_Nonnull sailaway_prompt_function)(void);

/// Tab: `typed` is the line before the cursor, `length` its bytes. Returns the text to put in
/// its place (owned by the caller of the callback until the next call), or NULL to ring the bell.
typedef const char *_Nullable (*_Nonnull sailaway_complete_function)(const char *_Nonnull typed, size_t length);

/// Whether libedit could be loaded; when not, `sailaway_line_editing_error` says why.
int sailaway_line_editing_available(void);

/// Why libedit could not be loaded (dlerror's text), or NULL when it was.
const char *_Nullable sailaway_line_editing_error(void);

/// An editor on standard input and output: emacs keys, `prompt` before the line, a history of
/// `history_size` lines kept once each on ↑ and ↓ (loaded from `history_path` when not NULL),
/// and Tab bound to `complete`. NULL when libedit is not available.
sailaway_editor *_Nullable sailaway_editor_open(const char *_Nonnull program, sailaway_prompt_function prompt, sailaway_complete_function complete, int history_size, const char *_Nullable history_path);

/// Reads a line (UTF-8, with its newline); NULL when the person leaves it (Ctrl-D or Ctrl-C on an
/// empty line). `typed_ahead`, when not NULL, is edited as if typed at the prompt.
const char *_Nullable sailaway_editor_read(sailaway_editor *_Nonnull editor, const char *_Nullable typed_ahead);

/// Adds `line` to the history, and saves the history to `history_path` when not NULL.
void sailaway_editor_remember(sailaway_editor *_Nonnull editor, const char *_Nonnull line, const char *_Nullable history_path);

/// Makes text typed at a terminal UTF-8 for the C library (and so for libedit): the
/// environment's character type when it is UTF-8, else C.UTF-8. Collation and number formats
/// stay as they are. Returns 1 when the character type is UTF-8 afterwards.
int sailaway_use_utf8_input(void);

/// The terminfo string `name` of the terminal `TERM` names, or NULL when it has none.
const char *_Nullable sailaway_terminfo_string(const char *_Nonnull name);

#endif
