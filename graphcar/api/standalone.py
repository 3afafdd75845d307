"""``graphcar viz``: one self-contained HTML file showing a document's authority chain.

The viewer page, its CSS, the vendored cytoscape and the data are inlined, so the file opens
offline from disk. Data is embedded as JSON with ``<`` escaped, so no title or text can close
the script element it sits in.
"""

from __future__ import annotations

import json
from pathlib import Path

from graphcar.api.routes.viewer import WEB_DIR
from graphcar.api.schemas import AuthorityChainResponse, DocumentResponse
from graphcar.api.views import chain_view, document_view
from graphcar.errors import NotFoundError
from graphcar.model import now_timestamp
from graphcar.store.base import GraphStore


def _script(body: str) -> str:
    if "</script" in body.lower():
        raise ValueError("inline script contains a closing script tag")
    return f"<script>{body}</script>"


def embed_json(payload: object) -> str:
    """JSON safe to place inside a script element."""
    text = json.dumps(payload, ensure_ascii=False)
    return text.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def standalone_html(chain: AuthorityChainResponse, documents: dict[str, DocumentResponse]) -> str:
    """The viewer page with assets and data inlined."""
    page = (WEB_DIR / "index.html").read_text(encoding="utf-8")
    css = (WEB_DIR / "app.css").read_text(encoding="utf-8")
    library = (WEB_DIR / "vendor" / "cytoscape.min.js").read_text(encoding="utf-8")
    viewer = (WEB_DIR / "app.js").read_text(encoding="utf-8")
    data = {
        "chain": chain.model_dump(mode="json"),
        "documents": {key: doc.model_dump(mode="json") for key, doc in documents.items()},
    }
    page = page.replace('<link rel="stylesheet" href="/static/app.css">', f"<style>{css}</style>")
    page = page.replace('<script src="/static/vendor/cytoscape.min.js"></script>', _script(library))
    page = page.replace(
        '<script src="/static/app.js"></script>',
        _script(f"window.GRAPHCAR_EMBED = {embed_json(data)};") + _script(viewer),
    )
    return page


def write_chain_html(
    store: GraphStore, doc_id: str, target: Path, access: tuple[str, ...] | None = None
) -> AuthorityChainResponse:
    """Write the chain of ``doc_id`` as seen with entitlements ``access`` to ``target``."""
    as_of = now_timestamp()
    graph = store.authority_chain(doc_id, access, as_of=as_of)
    if graph is None:
        raise NotFoundError(f"no document {doc_id!r} (or it is not visible with these labels)")
    chain = chain_view(graph, doc_id, as_of)
    documents: dict[str, DocumentResponse] = {}
    for node_id, node in graph.nodes.items():
        if not node.visible:
            continue
        stored = store.get_document(node_id, access)
        node_chain = store.authority_chain(node_id, access, as_of=as_of)
        if stored is not None and node_chain is not None:
            documents[node_id] = document_view(stored, node_chain, show_access=access is None)
    target.write_text(standalone_html(chain, documents), encoding="utf-8")
    return chain
