"""The authority-chain viewer in real headless Chromium: search, open a chain, click a node.

The app runs under uvicorn in a thread on 127.0.0.1 (random port) over the real Neo4j store with
the demo corpus loaded and authentication disabled, as in the local demo. A screenshot is saved
to ``test-artifacts/viewer.png`` for people to look at.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from graphcar.api.app import create_app
from graphcar.config import Settings
from graphcar.runtime import ingest_paths
from graphcar.store.base import GraphStore

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
DEMO = Path(__file__).resolve().parents[2] / "graphcar" / "demo"
BROWSER_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

pytestmark = [pytest.mark.integration, pytest.mark.browser]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def served(neo4j_settings: Settings, neo4j_store: GraphStore) -> Iterator[str]:
    """Base URL of the demo app served by uvicorn in a background thread."""
    import uvicorn

    settings = neo4j_settings.model_copy(update={"auth_disabled": True, "dense": False})
    report = ingest_paths(settings, neo4j_store, sorted(DEMO.glob("*.jsonl")))
    assert report.ok, report.errors
    port = _free_port()
    server = uvicorn.Server(
        uvicorn.Config(
            create_app(settings, neo4j_store), host="127.0.0.1", port=port, log_level="warning"
        )
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)


def wait_until(page: object, expression: str, timeout: float = 15.0) -> None:
    """Poll ``expression`` in the page until truthy. (Playwright's wait_for_function compiles
    its predicate with eval, which the viewer's Content-Security-Policy rightly forbids.)"""
    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):  # type: ignore[attr-defined]
        assert time.monotonic() < deadline, f"timed out waiting for: {expression}"
        time.sleep(0.1)


def test_search_open_chain_and_click_node(served: str) -> None:
    if not CHROMIUM.exists():
        pytest.skip(
            "NO CHROMIUM at /usr/bin/chromium: run `apt-get update && apt-get install -y "
            "chromium` to run the viewer browser test"
        )
    playwright = pytest.importorskip("playwright.sync_api")
    errors: list[str] = []
    with playwright.sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=str(CHROMIUM), args=BROWSER_ARGS)
        page = browser.new_page(viewport={"width": 1440, "height": 860})
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(served + "/")
        wait_until(page, "document.querySelector('#whoami').textContent.length > 0")
        assert "auth disabled" in (page.text_content("#whoami") or "")

        page.fill("#q", "Is Log4j still vulnerable to remote code execution through JNDI lookups?")
        page.click("#search button")
        page.wait_for_selector("#results li.result")
        first = page.locator("#results li.result").first
        assert first.get_attribute("data-id") == "sec-log4j-2.16.0"
        assert "controlling" in (first.get_attribute("class") or "")

        page.locator('#results li.result[data-id="sec-cve-2021-44228"]').click()
        wait_until(
            page,
            "window.graphcarViewer.cy && window.graphcarViewer.cy.nodes('.controlling').length > 0",
        )
        assert "CVE-2021-44228" in (page.text_content("#chain-title") or "")
        ids = page.evaluate("window.graphcarViewer.cy.nodes().not('.tick').map(n => n.id()).sort()")
        assert ids == [
            "sec-cve-2021-44228",
            "sec-cve-2021-45046",
            "sec-log4j-2.15.0",
            "sec-log4j-2.16.0",
        ]
        controlling = page.evaluate(
            "window.graphcarViewer.cy.nodes('.controlling').map(n => n.id())"
        )
        assert controlling == ["sec-log4j-2.16.0"]

        box = page.locator("#graph").bounding_box()
        assert box is not None
        point = page.evaluate(
            "(() => { const p = window.graphcarViewer.cy.getElementById('sec-log4j-2.16.0')"
            ".renderedPosition(); return [p.x, p.y]; })()"
        )
        page.mouse.click(box["x"] + point[0], box["y"] + point[1])
        wait_until(
            page,
            "document.querySelector('#details .doc-title') && document.querySelector("
            "'#details .doc-title').textContent.includes('2.16.0')",
        )
        wait_until(page, "document.querySelector('#details .text').textContent.includes('JNDI')")
        details = page.text_content("#details") or ""
        assert "controlling" in details and "sec-cve-2021-45046 (patches" in details

        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "viewer.png"))
        browser.close()
    assert errors == []
