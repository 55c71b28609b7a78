// The one script. Everything works without it; it adds six things: a page restored from the
// back/forward cache is loaded again; actions are done in place; a page is put in place keeping
// the person's place; what was typed and not sent outlives leaving the screen; the top modal is
// the browser's own; and live pages.
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
        if (!element || !element.form) {
            return null;
        }
        var action = element.form.querySelector("[name=action]");
        var subject = action ? action.value.replace(/^[^\/]*\//, "") : "";
        return (element.form.getAttribute("action") || "") + "|" + subject + "|" + (element.name || element.tagName);
    }

    // Puts `next` (a parsed document) in place. `how` is "moved" for another screen (its top,
    // its heading focused); "acted" or "changed" for this one, which keeps scroll, typing and
    // focus — after an action whose control is gone, focus goes to the message it left.
    function swap(next, how) {
        var focused = document.activeElement, focusKey = fieldKey(focused);
        var focusedID = focused && focused.id;
        var typed = {};
        document.querySelectorAll("input, textarea").forEach(function (field) {
            var key = fieldKey(field);
            if (key && field.value !== field.defaultValue) {
                typed[key] = field.value;
            }
        });
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
        document.body.replaceWith(document.adoptNode(next.body));
        Modals.promote();
        if (how === "moved") {
            Typed.restore();
            window.scrollTo(0, 0);
            var heading = document.querySelector("dialog:not([inert]) h1, main h1");
            if (heading) {
                heading.setAttribute("tabindex", "-1");
                heading.focus({ preventScroll: true });
            }
            return;
        }
        document.querySelectorAll("input, textarea").forEach(function (field) {
            var key = fieldKey(field);
            if (key && key in typed) {
                field.value = typed[key];
            }
        });
        var refocus = focusedID ? document.getElementById(focusedID) : null;
        if (!refocus && focusKey) {
            refocus = Array.prototype.find.call(document.querySelectorAll("input, textarea, button"), function (element) {
                return fieldKey(element) === focusKey;
            });
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

    function parse(html) {
        return new DOMParser().parseFromString(html, "text/html");
    }

    return { swap: swap, parse: parse, fieldKey: fieldKey };
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
// screen adds one entry, as a link does; Back and Forward then load the page, and the server
// applies its Back/Forward rules (docs/WEB.md).
(function () {
    if (!window.fetch || !window.history.pushState || !window.location.pathname.startsWith("/app")) {
        return;
    }
    var busy = false;
    // The address of the page shown.
    var shown = window.location.pathname + window.location.search;
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
        // A form with a file is sent as the browser sends it, multipart; any other URL-encoded.
        var body = form.enctype === "multipart/form-data" ? new FormData(form) : new URLSearchParams(new FormData(form));
        if (event.submitter && event.submitter.name) {
            body.append(event.submitter.name, event.submitter.value);
        }
        fetch(target, { method: "POST", body: body, credentials: "same-origin", headers: { "Accept": "text/html" } })
            .then(function (response) {
                return response.text().then(function (html) {
                    var address = new URL(response.url);
                    var here = window.location.pathname + window.location.search;
                    var there = address.pathname + address.search;
                    if (there !== here) {
                        window.history.pushState(null, "", there);
                    }
                    shown = there;
                    Page.swap(Page.parse(html), there === here ? "acted" : "moved");
                });
            }, function () {
                // Not sent at all: the browser sends it as it would without the script.
                form.submit();
            })
            // Sent, but not put in place: the page of where the app is now is loaded (the
            // action is never sent twice).
            .catch(function () { window.location.reload(); })
            .then(function () { busy = false; });
    });
    // Back or Forward to an entry this script added: the page of its address is loaded. A
    // move within the page (the skip link's #screen) loads nothing.
    window.addEventListener("popstate", function () {
        if (window.location.pathname + window.location.search !== shown) {
            window.location.reload();
        }
    });
})();

// Live pages: when the app's data changes — in this browser, the terminal, or any `sailaway`
// process — the server says so on /app/events, and the page is loaded again and put in place:
// the same scroll position, the same focused control, and whatever was typed into a field kept.
(function () {
    if (!window.EventSource || !window.location.pathname.startsWith("/app")) {
        return;
    }
    var loading = false, again = false;

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

    new EventSource("/app/events").addEventListener("changed", refresh);
})();
