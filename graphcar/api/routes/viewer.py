"""The authority-chain viewer: ``/`` serves the page, ``/static`` its assets (no CDN)."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter, FastAPI
from fastapi.responses import HTMLResponse
from fastapi.staticfiles import StaticFiles

WEB_DIR = Path(__file__).resolve().parent.parent.parent / "web"

router = APIRouter(include_in_schema=False)

SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}


@router.get("/", response_class=HTMLResponse)
async def index() -> HTMLResponse:
    """The viewer page (it talks to /v1 with the key the user types, kept in sessionStorage)."""
    html = (WEB_DIR / "index.html").read_text(encoding="utf-8")
    return HTMLResponse(html, headers=SECURITY_HEADERS)


def mount_static(app: FastAPI) -> None:
    """Serve ``graphcar/web`` (the viewer's JS, CSS and the vendored cytoscape) at /static."""
    app.mount("/static", StaticFiles(directory=WEB_DIR), name="static")
