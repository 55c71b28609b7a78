// The one script. Everything works without it; it adds two things.
//
// A page the browser restores from its back/forward cache was drawn before the app's state moved
// on, and showing it would skip the server's Back/Forward rules (docs/WEB.md). Such a page is
// asked for again instead.
window.addEventListener("pageshow", function (event) {
    if (event.persisted) {
        window.location.reload();
    }
});

// Live pages: when the app's data changes — in this browser, the terminal, or any `sailaway`
// process — the server says so on /app/events, and the page is loaded again and put in place:
// the same scroll position, the same focused control, and whatever was typed into a field kept.
(function () {
    if (!window.EventSource || !window.location.pathname.startsWith("/app")) {
        return;
    }
    var loading = false, again = false;

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
                    swap(new DOMParser().parseFromString(html, "text/html"));
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

    function swap(next) {
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
        document.title = next.title;
        document.body.replaceWith(document.adoptNode(next.body));
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
        if (refocus) {
            refocus.focus({ preventScroll: true });
        }
        window.scrollTo(x, y);
    }

    new EventSource("/app/events").addEventListener("changed", refresh);
})();
