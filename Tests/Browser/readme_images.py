"""The README's pictures of the app in a browser: Home, Discover, a content page, an editor and
a charter's check-in, each at 1280 and 390 px, as a person first sees them (the window's height:
800 and 844 px), with `--full` the whole page too.

Run by `Tools/readme-images [--full] [FOLDER]` (docs/images by default), over a fresh data
directory with the sample content, through the same server `Tools/browser-test` drives.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

WIDTHS = ((1280, 800), (390, 844))
CHARTER = "550e8400-e29b-41d4-a716-446655440002"
CHECKLIST = "550e8400-e29b-41d4-a716-446655440000"


def main(web, folder, full):
    os.makedirs(folder, exist_ok=True)
    data = tempfile.mkdtemp(prefix="readme-images-")
    server = subprocess.Popen([web, "--data-dir", data, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    base = re.search(r"(http://\S+)", server.stdout.readline()).group(1)
    link = re.search(r"(http://\S+)", server.stdout.readline()).group(1)
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--hide-scrollbars"):
        options.add_argument(argument)
    browser = webdriver.Chrome(options=options, service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")))
    try:
        browser.set_window_size(*WIDTHS[0])
        browser.get(link)

        def settled():
            WebDriverWait(browser, 10).until(lambda b: b.execute_script("return document.readyState") == "complete")
            time.sleep(0.4)

        def press(label):
            old = browser.find_element(By.TAG_NAME, "body")
            found = browser.execute_script(
                "const b = [...document.querySelectorAll('dialog[open] button, main button')]"
                ".find(b => (b.title || b.textContent.trim()) === arguments[0]);"
                "if (!b) return false; setTimeout(() => b.click()); return true", label)
            assert found, f"no “{label}”"
            WebDriverWait(browser, 10).until(expected_conditions.staleness_of(old))
            settled()

        def shoot(name):
            for width, height in WIDTHS:
                browser.set_window_size(width, height)
                browser.execute_script("window.scrollTo(0, 0)")
                time.sleep(0.3)
                browser.save_screenshot(os.path.join(folder, f"web-{name}-{width}.png"))
                if full:
                    page = browser.execute_script("return document.documentElement.scrollHeight")
                    browser.set_window_size(width, max(height, min(page + 140, 6000)))
                    time.sleep(0.3)
                    browser.save_screenshot(os.path.join(folder, f"web-{name}-{width}-full.png"))
            browser.set_window_size(*WIDTHS[0])

        settled()
        press("Explore with Sample Content")
        browser.get(base + "/app/home")
        settled()
        shoot("home")
        browser.get(base + "/app/discover")
        settled()
        shoot("discover")
        browser.get(f"{base}/app/content/checklist/{CHECKLIST}")
        settled()
        shoot("content")
        browser.get(base + "/app/library")
        settled()
        press("Open Daily Boat Checks")
        press("Edit")
        # An item's editor open, as a person chooses it.
        browser.execute_script("document.querySelector('main li.row details.editor summary').click()")
        shoot("editor")
        browser.get(f"{base}/app/charter/{CHARTER}")
        settled()
        press("Open Check-in Checklist")
        press("Check: Bilge pump")
        shoot("check-in")
    finally:
        browser.quit()
        server.terminate()
        server.wait(timeout=10)
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    arguments = [a for a in sys.argv[1:] if a != "--full"]
    main(os.environ["SAILAWAY_WEB"], arguments[0] if arguments else "docs/images", "--full" in sys.argv)
