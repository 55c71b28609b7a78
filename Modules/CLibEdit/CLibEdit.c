// libedit through dlopen, and terminfo. See include/CLibEdit.h.
#include "CLibEdit.h"

#include <dlfcn.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <curses.h>
#include <term.h>

// MARK: - libedit's ABI (histedit.h, libedit 3.x), declared here so no header is needed

typedef struct EditLine EditLine;
typedef struct History History;
typedef struct { int num; const char *str; } HistEvent;
typedef struct { const char *buffer; const char *cursor; const char *lastchar; } LineInfo;

enum { EL_PROMPT = 0, EL_EDITOR = 2, EL_BIND = 4, EL_SETTY = 8, EL_ADDFN = 9, EL_HIST = 10 };
enum { H_SETSIZE = 1, H_ENTER = 10, H_LOAD = 17, H_SAVE = 18, H_SETUNIQUE = 20 };
enum { CC_REFRESH = 4, CC_ERROR = 6, CC_REFRESH_BEEP = 9 };

static struct {
    int loaded;                 // 0 not tried, 1 loaded, -1 failed
    char error[512];
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    int (*el_set)(EditLine *, int, ...);
    const char *(*el_gets)(EditLine *, int *);
    void (*el_push)(EditLine *, const char *);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    void (*el_deletestr)(EditLine *, int);
    void (*el_end)(EditLine *);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
} libedit;

/// The names the system's libedit goes by: Debian's and most Linux distributions' soname, a
/// development link, and macOS's.
static const char *const library_names[] = { "libedit.so.2", "libedit.so.0", "libedit.so", "libedit.3.dylib", "libedit.dylib" };

static int load_libedit(void) {
    if (libedit.loaded != 0) return libedit.loaded == 1;
    void *library = NULL;
    // SAILAWAY_LIBEDIT names the library instead, for a system that keeps it elsewhere (and for
    // the tests of the app without it).
    const char *chosen = getenv("SAILAWAY_LIBEDIT");
    if (chosen != NULL && chosen[0] != '\0') {
        library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
    } else for (size_t index = 0; library == NULL && index < sizeof library_names / sizeof *library_names; index++) {
        library = dlopen(library_names[index], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(libedit.error, sizeof libedit.error, "%s", reason ? reason : "libedit.so.2 was not found");
        libedit.loaded = -1;
        return 0;
    }
#define SAILAWAY_SYMBOL(name) \
    if ((*(void **)&libedit.name = dlsym(library, #name)) == NULL) { \
        snprintf(libedit.error, sizeof libedit.error, "libedit has no %s", #name); \
        libedit.loaded = -1; \
        return 0; \
    }
    SAILAWAY_SYMBOL(el_init) SAILAWAY_SYMBOL(el_set) SAILAWAY_SYMBOL(el_gets) SAILAWAY_SYMBOL(el_push)
    SAILAWAY_SYMBOL(el_line) SAILAWAY_SYMBOL(el_insertstr) SAILAWAY_SYMBOL(el_deletestr) SAILAWAY_SYMBOL(el_end)
    SAILAWAY_SYMBOL(history_init) SAILAWAY_SYMBOL(history_end) SAILAWAY_SYMBOL(history)
#undef SAILAWAY_SYMBOL
    libedit.loaded = 1;
    return 1;
}

int sailaway_line_editing_available(void) { return load_libedit(); }

const char *sailaway_line_editing_error(void) {
    return load_libedit() ? NULL : libedit.error;
}

// MARK: - The editor

struct sailaway_editor {
    EditLine *editor;
    History *history;
};

// libedit's callbacks are plain C functions: one editor per process, so what they call back
// into is kept here.
static sailaway_prompt_function current_prompt;
static sailaway_complete_function current_complete;

static const char *prompt_callback(EditLine *editor) {
    (void)editor;
    const char *text = current_prompt();
    return text ? text : "";
}

static unsigned char complete_callback(EditLine *editor, int key) {
    (void)key;
    const LineInfo *info = libedit.el_line(editor);
    if (info == NULL) return CC_ERROR;
    size_t length = (size_t)(info->cursor - info->buffer);
    const char *completed = current_complete(info->buffer, length);
    if (completed == NULL) return CC_REFRESH_BEEP;
    // el_deletestr counts characters (code points), not bytes.
    int characters = 0;
    for (size_t index = 0; index < length; index++) {
        if (((unsigned char)info->buffer[index] & 0xC0) != 0x80) characters++;
    }
    libedit.el_deletestr(editor, characters);
    libedit.el_insertstr(editor, completed);
    return CC_REFRESH;
}

sailaway_editor *sailaway_editor_open(const char *program, sailaway_prompt_function prompt, sailaway_complete_function complete, int history_size, const char *history_path) {
    if (!load_libedit()) return NULL;
    History *history = libedit.history_init();
    if (history == NULL) return NULL;
    HistEvent event;
    libedit.history(history, &event, H_SETSIZE, history_size);
    libedit.history(history, &event, H_SETUNIQUE, 1);
    if (history_path != NULL) libedit.history(history, &event, H_LOAD, history_path);

    EditLine *editor = libedit.el_init(program, stdin, stdout, stderr);
    if (editor == NULL) {
        libedit.history_end(history);
        return NULL;
    }
    current_prompt = prompt;
    current_complete = complete;
    libedit.el_set(editor, EL_EDITOR, "emacs");
    libedit.el_set(editor, EL_PROMPT, prompt_callback);
    libedit.el_set(editor, EL_HIST, libedit.history, history);
    libedit.el_set(editor, EL_ADDFN, "sailaway-complete", "Complete a command, a tab or an action", complete_callback);
    libedit.el_set(editor, EL_BIND, "^I", "sailaway-complete", NULL);
    // Ctrl-C leaves the command line, as Ctrl-D on an empty line does: the terminal does not
    // turn it into a signal while editing, and ed-end-of-file ends el_gets with nothing.
    libedit.el_set(editor, EL_SETTY, "-d", "-isig", NULL);
    libedit.el_set(editor, EL_BIND, "^C", "ed-end-of-file", NULL);

    sailaway_editor *result = malloc(sizeof *result);
    if (result == NULL) {
        libedit.el_end(editor);
        libedit.history_end(history);
        return NULL;
    }
    result->editor = editor;
    result->history = history;
    return result;
}

const char *sailaway_editor_read(sailaway_editor *editor, const char *typed_ahead) {
    if (typed_ahead != NULL && typed_ahead[0] != '\0') libedit.el_push(editor->editor, typed_ahead);
    int count = 0;
    const char *line = libedit.el_gets(editor->editor, &count);
    return (line != NULL && count > 0) ? line : NULL;
}

void sailaway_editor_remember(sailaway_editor *editor, const char *line, const char *history_path) {
    HistEvent event;
    libedit.history(editor->history, &event, H_ENTER, line);
    if (history_path != NULL) libedit.history(editor->history, &event, H_SAVE, history_path);
}

// MARK: - Text and terminal

static int codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "utf8") == 0);
}

int sailaway_use_utf8_input(void) {
    if (setlocale(LC_CTYPE, "") != NULL && codeset_is_utf8()) return 1;
    if (setlocale(LC_CTYPE, "C.UTF-8") != NULL && codeset_is_utf8()) return 1;
    if (setlocale(LC_CTYPE, "C.utf8") != NULL && codeset_is_utf8()) return 1;
    if (setlocale(LC_CTYPE, "en_US.UTF-8") != NULL && codeset_is_utf8()) return 1;
    return 0;
}

const char *sailaway_terminfo_string(const char *name) {
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
