// The one script. Everything works without it; it adds seven things: a page restored from the
// back/forward cache is loaded again; actions are done in place, the history keeping only
// screens that still mean something; a page is put in place keeping the person's place; what
// was typed and not sent outlives leaving the screen; an editor opened takes the keyboard and
// Esc closes it; the top modal is the browser's own; and live pages.
//
// A page the browser restores from its back/forward cache was drawn before the app's state moved
// on, and showing it would skip the server's Back/Forward rules (docs/WEB.md). Such a page is
// asked for again instead.
window.addEventListener("pageshow", function (event) {
    if (event.persisted) {
        window.location.reload();
    }
});

// A page of the app drawn again in place of this one — after an action, or when the data
// changed — keeping what a person was doing: what was typed into a field, the scroll position
// and the focused control, or, on another screen, the top of it.
var Page = (function () {
    // A control's place on the page, the same before and after a refresh: its form, the
    // action it belongs to (by its subject: "check/ID" and "uncheck/ID" are one control), its name.
    function fieldKey(element) {
        // An editor's summary stands for its form.
        if (element && element.tagName === "SUMMARY") {
            var form = element.parentNode.querySelector("form");
            return form ? fieldKey(form.querySelector("[name=action]")) + "|summary" : null;
        }
        if (!element || !element.form) {
            return null;
        }
        var action = element.form.querySelector("[name=action]");
        var subject = action ? action.value.replace(/^[^\/]*\//, "") : "";
        return (element.form.getAttribute("action") || "") + "|" + subject + "|" + (element.name || element.tagName);
    }

    // The editor a control belongs to, by its action's identity: the same before and after.
    function editorKey(details) {
        var action = details.querySelector("input[name=action]");
        return action ? action.value : null;
    }

    // Puts `next` (a parsed document) in place. `how` is "moved" for another screen (its top,
    // its heading focused); "acted" or "changed" for this one, which keeps scroll, typing, the
    // editors open and focus — after an action whose control is gone, focus goes to the message
    // it left. `sent` is the form just sent: it is not filled in again (the page holds the
    // screen's new values, or the answers refused), and an editor that adds ("Add Item") opens
    // again, empty, for the next one.
    function swap(next, how, sent) {
        var focused = document.activeElement, focusKey = fieldKey(focused);
        var focusedID = focused && focused.id;
        var sentKey = sent ? fieldKey(sent.querySelector("[name=action]")) : null;
        var typed = {};
        document.querySelectorAll("input, textarea").forEach(function (field) {
            var key = fieldKey(field);
            if (key && field.value !== field.defaultValue && (!sent || field.form !== sent)) {
                typed[key] = field.value;
            }
        });
        var open = {};
        document.querySelectorAll("details.editor[open]").forEach(function (details) {
            var key = editorKey(details);
            if (key && (!sent || !details.contains(sent))) {
                open[key] = true;
            }
        });
        var sentEditor = sent && sent.closest("details.editor.add");
        var adding = sentEditor ? editorKey(sentEditor) : null;
        var x = window.scrollX, y = window.scrollY;
        // Where the focused control is in the window: it stays there, though a message appeared above.
        var anchor = focused && focused !== document.body ? focused.getBoundingClientRect().top : null;
        // A refresh for a change takes no notice: the message of what was just done here stays
        // until the next visit, though the change refreshing the page is that very action's.
        if (how === "changed" && !next.body.querySelector(".notice")) {
            var dialog = next.body.querySelector("dialog:not([inert])");
            var before = dialog ? dialog.firstChild : next.body.querySelector("main#screen");
            if (before) {
                document.querySelectorAll(".notice").forEach(function (notice) {
                    before.parentNode.insertBefore(next.importNode(notice, true), before);
                });
            }
        }
        document.title = next.title;
        // The modal shown is closed before its page goes: left to close as it leaves, it would
        // hand the focus back, later, to a control no longer there.
        document.querySelectorAll("dialog.modal[open]").forEach(function (dialog) {
            if (dialog.matches(":modal")) {
                dialog.close();
            }
        });
        document.body.replaceWith(document.adoptNode(next.body));
        Modals.promote();
        if (how === "moved") {
            Typed.restore();
            window.scrollTo(0, 0);
            focusHeading();
            // A modal closed with this page (a sheet answered) may still hold the focus back
            // for a moment as it leaves the top layer: the heading takes it then.
            window.setTimeout(function () {
                if (document.activeElement === document.body) {
                    focusHeading();
                }
            }, 0);
            return;
        }
        document.querySelectorAll("details.editor").forEach(function (details) {
            var key = editorKey(details);
            if (key && (open[key] || key === adding)) {
                details.open = true;
            }
        });
        document.querySelectorAll("input, textarea").forEach(function (field) {
            var key = fieldKey(field);
            if (key && key in typed) {
                field.value = typed[key];
            }
        });
        var refocus = focusedID ? document.getElementById(focusedID) : null;
        // The heading that had the focus has it again: a live update just after a screen
        // opened (the change that closed its sheet) does not drop it on <body>.
        if (!refocus && focused && focused.tagName === "H1") {
            focusHeading();
            refocus = document.activeElement;
        }
        if (!refocus && focusKey) {
            refocus = Array.prototype.find.call(document.querySelectorAll("input, textarea, button, summary"), function (element) {
                return fieldKey(element) === focusKey;
            });
        }
        // The next item is typed where the last one was: the editor that added it, empty.
        if (adding && how === "acted") {
            var again = Array.prototype.find.call(document.querySelectorAll("details.editor[open]"), function (details) {
                return editorKey(details) === adding;
            });
            var first = again && again.querySelector("input:not([type=hidden])");
            if (first) {
                refocus = first;
            }
        }
        // A refused form: its first field at fault.
        if (how === "acted" && sentKey) {
            var invalid = document.querySelector("[aria-invalid=true]");
            if (invalid && fieldKey(invalid) && fieldKey(invalid).split("|")[1] === sentKey.split("|")[1]) {
                refocus = invalid;
            }
        }
        // What was pressed is gone (the screen changed under it): the message says what happened.
        if (!refocus && how === "acted") {
            refocus = document.querySelector(".notice");
        }
        window.scrollTo(x, y);
        if (refocus) {
            refocus.focus({ preventScroll: true });
            if (anchor !== null && fieldKey(refocus) === focusKey) {
                window.scrollBy(0, refocus.getBoundingClientRect().top - anchor);
            }
        }
    }

    // The heading of the screen shown takes the focus: where a person reading goes on from.
    function focusHeading() {
        var heading = document.querySelector("dialog:not([inert]) h1, main h1");
        if (heading) {
            heading.setAttribute("tabindex", "-1");
            heading.focus({ preventScroll: true });
        }
    }

    // Says `text` at the top of the screen shown, as the server says what went wrong: an
    // error, announced at once, focused.
    function tell(text) {
        var notice = document.createElement("p");
        notice.className = "notice error";
        notice.setAttribute("role", "alert");
        notice.tabIndex = -1;
        notice.textContent = text;
        var dialog = document.querySelector("dialog.modal:not([inert])");
        var before = dialog ? dialog.firstChild : document.querySelector("main#screen");
        if (before) {
            before.parentNode.insertBefore(notice, before);
            notice.focus();
        }
    }

    function parse(html) {
        return new DOMParser().parseFromString(html, "text/html");
    }

    return { swap: swap, parse: parse, fieldKey: fieldKey, tell: tell };
})();

// What was typed into a form and not yet sent is kept for as long as the tab is open, by the
// page's address: a person who fills in a form, leaves it to choose something for it (a
// charter's checklist) and comes back finds every field as they left it. Sending the form
// forgets it; the server shows a refused form's answers itself.
var Typed = (function () {
    function storageKey() {
        return "sailaway-typed:" + window.location.pathname;
    }

    function read() {
        try {
            return JSON.parse(window.sessionStorage.getItem(storageKey()) || "{}");
        } catch (error) {
            return {};
        }
    }

    function write(values) {
        try {
            window.sessionStorage.setItem(storageKey(), JSON.stringify(values));
        } catch (error) {
            // No storage (a private window's quota): typing is kept only while the page is.
        }
    }

    function typedFields(root) {
        return Array.prototype.filter.call(root.querySelectorAll("input, textarea"), function (field) {
            return field.type !== "hidden" && Page.fieldKey(field);
        });
    }

    function restore() {
        var values = read();
        typedFields(document).forEach(function (field) {
            var key = Page.fieldKey(field);
            if (key in values) {
                field.value = values[key];
            }
        });
    }

    document.addEventListener("input", function (event) {
        var key = Page.fieldKey(event.target);
        if (!key || event.target.type === "hidden") {
            return;
        }
        var values = read();
        if (event.target.value === event.target.defaultValue) {
            delete values[key];
        } else {
            values[key] = event.target.value;
        }
        write(values);
    });
    // Before the form is sent (the capture phase runs first).
    document.addEventListener("submit", function (event) {
        var values = read();
        typedFields(event.target).forEach(function (field) {
            delete values[Page.fieldKey(field)];
        });
        write(values);
    }, true);
    restore();
    return { restore: restore };
})();

// Modals: the one on top is shown as the browser's own modal dialog (its top layer), so the
// page beneath is out of reach of the keyboard and of assistive technology, and Esc goes back
// as the page's Back does. Drawn again after every page put in place.
var Modals = (function () {
    function promote() {
        var dialogs = document.querySelectorAll("dialog.modal[open]");
        var top = dialogs[dialogs.length - 1];
        if (!top || !top.showModal) {
            return;
        }
        top.close();
        top.showModal();
        top.addEventListener("cancel", function (event) {
            event.preventDefault();
            var csrf = top.querySelector("input[name=csrf]");
            if (!csrf) {
                return;
            }
            var back = document.createElement("form");
            back.method = "post";
            back.setAttribute("action", "/app/back");
            back.hidden = true;
            var field = document.createElement("input");
            field.type = "hidden";
            field.name = "csrf";
            field.value = csrf.value;
            back.appendChild(field);
            top.appendChild(back);
            back.requestSubmit();
        });
    }
    promote();
    return { promote: promote };
})();

// Actions in place: a form of the app is posted by the script and the page it leads to put in
// place, so an action on a screen adds no entry to the browser's history (Back leaves the
// screen in one press) and the person stays where they were. An action that leads to another
// screen adds one entry, as a link does — unless the screen left is gone from the app (a form
// made into a charter, a choice made, a sheet closed), whose entry is replaced, or is the very
// step before, which is gone back to: Back never reaches a screen that no longer means
// anything. Back and Forward then load the page, and the server applies its Back/Forward rules
// (docs/WEB.md). A server that does not answer is said so on the page.
(function () {
    if (!window.fetch || !window.history.pushState || !window.location.pathname.startsWith("/app")) {
        return;
    }
    var busy = false;
    // The address of the page shown.
    var shown = window.location.pathname + window.location.search;
    // The page to put in place once the history has gone back to its entry.
    var afterBack = null;
    document.addEventListener("submit", function (event) {
        var form = event.target;
        // Read as attributes: `form.action` is the form's field named "action", when it has one.
        var target = new URL(form.getAttribute("action") || "", window.location.href);
        var method = (form.getAttribute("method") || "get").toLowerCase();
        // Ending the session leaves the app: that page is loaded as it is.
        if (method !== "post" || !target.pathname.startsWith("/app/") || target.pathname === "/app/end") {
            return;
        }
        event.preventDefault();
        if (busy) {
            return;
        }
        busy = true;
        document.dispatchEvent(new Event("sailaway:sending"));
        // A form with a file is sent as the browser sends it, multipart; any other URL-encoded.
        var body = form.enctype === "multipart/form-data" ? new FormData(form) : new URLSearchParams(new FormData(form));
        if (event.submitter && event.submitter.name) {
            body.append(event.submitter.name, event.submitter.value);
        }
        var headers = { "Accept": "text/html", "X-Sailaway-In-Place": "1" };
        fetch(target, { method: "POST", body: body, credentials: "same-origin", headers: headers })
            .then(function (response) {
                return response.text().then(function (html) {
                    var here = window.location.pathname + window.location.search;
                    var there = response.headers.get("X-Sailaway-Address");
                    if (!there) {
                        // A refusal of the request itself (an expired form): its page, as it is.
                        Page.swap(Page.parse(html), "moved");
                        return;
                    }
                    var state = window.history.state || {};
                    var step = response.headers.get("X-Sailaway-History");
                    shown = there;
                    if (step === "push") {
                        window.history.pushState({ from: here }, "", there);
                    } else if (step === "replace" && state.from === there) {
                        // Back to the step before, whose entry is there already: the page is
                        // put in place once the history is there, at its address.
                        afterBack = function () { Page.swap(Page.parse(html), "moved", form); };
                        window.history.back();
                        return;
                    } else if (step === "replace") {
                        window.history.replaceState({ from: state.from }, "", there);
                    }
                    Page.swap(Page.parse(html), there === here ? "acted" : "moved", form);
                });
            }, function () {
                Page.tell("The app's server did not answer, so nothing was done. Is sailaway-web still running? Try again once it is.");
            })
            // Sent, but not put in place: the page of where the app is now is loaded (the
            // action is never sent twice).
            .catch(function () { window.location.reload(); })
            .then(function () {
                busy = false;
                document.dispatchEvent(new Event("sailaway:sent"));
            });
    });
    // Back or Forward to an entry this script added: the page of its address is loaded. A
    // move within the page (the skip link's #screen) loads nothing.
    window.addEventListener("popstate", function () {
        var put = afterBack;
        afterBack = null;
        if (window.location.pathname + window.location.search !== shown) {
            window.location.reload();
        } else if (put) {
            put();
        }
    });
})();

// Editors: an action that asks for answers is a disclosure, its form opened when the action is
// chosen. Opened, its first field takes the keyboard; Esc closes it again, back on its summary.
(function () {
    document.addEventListener("toggle", function (event) {
        var details = event.target;
        if (!details.matches || !details.matches("details.editor") || !details.open) {
            return;
        }
        var first = details.querySelector("input:not([type=hidden]), textarea");
        if (first && document.activeElement === details.querySelector("summary")) {
            first.focus();
        }
    }, true);
    document.addEventListener("keydown", function (event) {
        if (event.key !== "Escape") {
            return;
        }
        var details = event.target.closest && event.target.closest("details.editor[open]");
        if (!details) {
            return;
        }
        // Not the modal's Esc, which goes back.
        event.preventDefault();
        event.stopPropagation();
        details.open = false;
        details.querySelector("summary").focus();
    }, true);
})();

// Live pages: when the app's data changes — in this browser, the terminal, or any `sailaway`
// process — the server says so on /app/events, and the page is loaded again and put in place:
// the same scroll position, the same focused control, and whatever was typed into a field kept.
// Each event carries the data's version after the change, and each page the version it shows
// (its body's `data-version`): a change the page shows already — this page's own action, whose
// page came back after its commit — loads nothing. An event heard while an action is on its way
// is looked at once that action's page is in place.
(function () {
    if (!window.EventSource || !window.location.pathname.startsWith("/app")) {
        return;
    }
    var loading = false, again = false, heard = null, sending = false;

    function changed(event) {
        heard = event.data;
        if (!sending) {
            consider();
        }
    }

    function consider() {
        var version = heard;
        heard = null;
        if (version !== null && version !== document.body.dataset.version) {
            refresh();
        }
    }

    function refresh() {
        if (loading) {
            again = true;
            return;
        }
        loading = true;
        // The page as the data is now: not a visit, so no navigation happens and no notice is
        // taken. Another face may have moved the app to another screen: this page is then left
        // as it is, and the next thing done here goes where the app is.
        fetch("/app/live", { credentials: "same-origin", headers: { "Accept": "text/html" } })
            .then(function (response) {
                var address = response.headers.get("X-Sailaway-Address");
                var here = window.location.pathname + window.location.search;
                return response.ok && address === here ? response.text() : null;
            })
            .then(function (html) {
                if (html) {
                    Page.swap(Page.parse(html), "changed");
                }
            })
            .catch(function () {})
            .then(function () {
                loading = false;
                if (again) {
                    again = false;
                    refresh();
                }
            });
    }

    document.addEventListener("sailaway:sending", function () { sending = true; });
    document.addEventListener("sailaway:sent", function () {
        sending = false;
        consider();
    });
    new EventSource("/app/events").addEventListener("changed", changed);
})();
