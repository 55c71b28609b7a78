"""Browser sessions walking flow 3 at once against a running `sailaway-web` (Tools/web-load).

Each session is a process of its own holding one keep-alive connection and its cookie, and
does what a person does in a browser, as fast as the server answers: opens the Charters tab,
makes a charter (name, boat, dates, crew, its check-in checklist), opens the check-in, checks
an item, notes another, goes back and deletes the charter (so every walk starts from the same
data). Every step is a form POST, answered 303, and the GET of the page it leads to. Errors
are any other status, a page without the form a step needs, or a failed connection.

    sessions.py --base http://127.0.0.1:PORT --start-link LINK --mint "sailaway-web link …" \
        --duration 10 --sessions 1 16

Prints one JSON object: for each count of sessions, the walks and requests done, requests per
second, p50 and p99 latency in ms, and the errors.
"""

import argparse
import html
import http.client
import json
import multiprocessing
import re
import shlex
import subprocess
import time
import urllib.parse

ACTION_FORM = re.compile(r'<form method="post" action="/app/action" class="action[^"]*">(.*?)</form>', re.S)
HIDDEN = re.compile(r'<input type="hidden" name="(csrf|action)" value="([^"]*)">')
INPUT = re.compile(r'<input id="[^"]*" name="([^"]*)" type="(?:text|number|date)"')
# A listed action's button says its label; a row that is the control carries it as its title.
BUTTON = re.compile(r'<button type="submit"(?: class="[^"]*")?(?: title="([^"]*)"[^>]*)?>(.*?)</button>', re.S)
CSRF = re.compile(r'name="csrf" value="([0-9a-f]{64})"')


class StepFailed(Exception):
    pass


class Session:
    """One browser: a cookie, a connection, the page it shows, and the time of each request."""

    def __init__(self, base):
        address = urllib.parse.urlsplit(base)
        self.connection = http.client.HTTPConnection(address.hostname, address.port, timeout=30)
        self.cookie = None
        self.page = ""
        self.latencies = []

    def send(self, method, path, body=None):
        headers = {"Cookie": self.cookie} if self.cookie else {}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        started = time.perf_counter()
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        text = response.read().decode()
        self.latencies.append(time.perf_counter() - started)
        return response.status, response, text

    def start(self, link):
        address = urllib.parse.urlsplit(link)
        status, response, _ = self.send("GET", f"{address.path}?{address.query}")
        if status != 303:
            raise StepFailed(f"the session link answered {status}")
        self.cookie = response.getheader("Set-Cookie").split(";", 1)[0]
        self.show("/app")

    def show(self, path):
        """GETs `path`, following the app's redirects to the visible screen's address."""
        for _ in range(3):
            status, response, text = self.send("GET", path)
            if status == 303:
                path = response.getheader("Location")
                continue
            if status != 200:
                raise StepFailed(f"GET {path} answered {status}")
            self.page = text
            return
        raise StepFailed(f"GET {path} redirected too often")

    def post(self, path, fields):
        status, response, _ = self.send("POST", path, urllib.parse.urlencode(fields))
        if status != 303:
            raise StepFailed(f"POST {path} answered {status}")
        self.show(response.getheader("Location"))

    def tap(self, label, *values):
        for form in ACTION_FORM.findall(self.page):
            button = BUTTON.search(form)
            if button and html.unescape(button.group(1) or button.group(2)).strip() == label:
                fields = dict(HIDDEN.findall(form))
                names = INPUT.findall(form)
                if len(names) != len(values):
                    raise StepFailed(f"“{label}” has {len(names)} fields")
                fields.update(zip(names, values))
                self.post("/app/action", fields)
                return
        raise StepFailed(f"no action “{label}” on the page")

    def select_tab(self, tab):
        self.post("/app/tab", {"csrf": CSRF.search(self.page).group(1), "tab": tab})

    def back(self):
        self.post("/app/back", {"csrf": CSRF.search(self.page).group(1)})


def walk_flow_3(session, number):
    session.select_tab("charters")
    session.tap("New Charter")
    session.tap("Choose Check-in Checklist")
    session.tap("Use Charter Check-in (Lefkada)")
    session.tap("Create Charter", f"Load walk {number}", "Dufour 412", "2027-07-03", "2027-07-17", "Alex, Priya, Tom")
    session.tap("Open Check-in Checklist")
    session.tap("Check: Bilge pump")
    session.tap("Add Note: Gas locker and solenoid", "Solenoid clicks but gas is slow")
    session.back()
    session.tap("Delete Charter")
    session.tap("Delete")


def run_session(base, link, duration, results):
    session = Session(base)
    walks, errors, messages = 0, 0, []
    try:
        session.start(link)
        deadline = time.monotonic() + duration
        while time.monotonic() < deadline:
            walk_flow_3(session, walks)
            walks += 1
    except (StepFailed, OSError, http.client.HTTPException, AttributeError) as error:
        errors += 1
        messages.append(str(error))
    results.put({"walks": walks, "errors": errors, "messages": messages, "latencies": session.latencies})


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p / 100))] if ordered else 0.0


def explore(base, link):
    """A new data directory starts in onboarding: its first session chooses the sample content."""
    session = Session(base)
    session.start(link)
    session.tap("Explore with Sample Content")


def run(base, links, duration):
    results = multiprocessing.Queue()
    workers = [multiprocessing.Process(target=run_session, args=(base, link, duration, results)) for link in links]
    started = time.monotonic()
    for worker in workers:
        worker.start()
    reports = [results.get() for _ in workers]
    for worker in workers:
        worker.join()
    elapsed = time.monotonic() - started
    latencies = [value for report in reports for value in report["latencies"]]
    return {
        "sessions": len(links),
        "walks": sum(r["walks"] for r in reports),
        "requests": len(latencies),
        "rps": round(len(latencies) / elapsed),
        "p50": round(percentile(latencies, 50) * 1000, 2),
        "p99": round(percentile(latencies, 99) * 1000, 2),
        "errors": sum(r["errors"] for r in reports),
        "messages": sorted({m for r in reports for m in r["messages"]})[:5],
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base", required=True)
    parser.add_argument("--start-link", required=True, help="the link sailaway-web printed at start")
    parser.add_argument("--mint", required=True, help="the command that prints a new one-time link")
    parser.add_argument("--duration", type=float, default=10)
    parser.add_argument("--sessions", type=int, nargs="+", default=[1, 16])
    arguments = parser.parse_args()

    def mint():
        return subprocess.run(shlex.split(arguments.mint), capture_output=True, text=True, check=True).stdout.strip()

    explore(arguments.base, arguments.start_link)
    runs = [run(arguments.base, [mint() for _ in range(count)], arguments.duration) for count in arguments.sessions]
    print(json.dumps({"duration": arguments.duration, "runs": runs}))


if __name__ == "__main__":
    main()
