// The one script: a page the browser restores from its back/forward cache was drawn before the
// app's state moved on, and showing it would skip the server's Back/Forward rules (docs/WEB.md).
// Such a page is asked for again instead. Everything else works without it.
window.addEventListener("pageshow", function (event) {
    if (event.persisted) {
        window.location.reload();
    }
});
