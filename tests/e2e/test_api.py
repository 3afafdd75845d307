"""The HTTP API against a real Neo4j store: auth, scopes, entitlements, bad input, ingest,
curation, health and metrics."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from graphcar.api.app import create_app
from graphcar.api.standalone import write_chain_html
from graphcar.api.views import restricted_id
from graphcar.config import Settings
from graphcar.store.base import GraphStore
from tests.e2e.conftest import assert_no_canary, auth

pytestmark = pytest.mark.integration

LOG4J = "Is Log4j still vulnerable to remote code execution through JNDI lookups?"
WIDGET = "widget firmware update guide"
HIDDEN = restricted_id("sec-guide-canary")
PROBLEM = "application/problem+json"


def is_problem(response: Any, status: int) -> dict[str, Any]:
    """Assert an RFC 9457 response with ``status`` and return its body."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body: dict[str, Any] = response.json()
    assert body["status"] == status and body["title"] and str(body["type"]).startswith("urn:")
    return body


# -- authentication and scopes -----------------------------------------------------------------
def test_missing_and_unknown_keys_are_401(client: TestClient) -> None:
    missing = is_problem(client.post("/v1/query", json={"query": LOG4J}), 401)
    assert "missing API key" in str(missing["detail"])
    bad = client.post("/v1/query", json={"query": LOG4J}, headers={"X-API-Key": "nope" * 8})
    assert is_problem(bad, 401)["detail"] == "unknown API key"
    assert bad.headers["www-authenticate"] == "Bearer"


def test_key_in_either_header_works(client: TestClient) -> None:
    bearer = client.get("/v1/me", headers=auth("insider"))
    header = client.get("/v1/me", headers={"X-API-Key": auth("insider")["Authorization"][7:]})
    assert bearer.json() == header.json()
    both = client.get("/v1/me", headers={**auth("insider"), "X-API-Key": "stale" * 8})
    assert "send one" in str(is_problem(both, 401)["detail"]), "neither key chosen silently"
    assert bearer.json() == {
        "name": "insider",
        "scopes": ["read"],
        "restricted": True,
        "labels": ["secret"],
        "auth_disabled": False,
    }


@pytest.mark.parametrize(
    ("key", "method", "path", "body"),
    [
        ("reader", "POST", "/v1/ingest", None),
        ("reader", "GET", "/v1/edges", None),
        ("reader", "POST", "/v1/edges/review", {}),
        ("loader", "POST", "/v1/query", {"query": LOG4J}),
        ("loader", "GET", "/v1/documents/law-brown", None),
        ("loader", "GET", "/v1/entities/cve:CVE-2021-44228", None),
        ("curator", "POST", "/v1/ingest", None),
    ],
)
def test_wrong_scope_is_403(
    client: TestClient, key: str, method: str, path: str, body: dict[str, object] | None
) -> None:
    response = client.request(method, path, json=body, headers=auth(key))
    assert key in str(is_problem(response, 403)["detail"])


# -- query and context -------------------------------------------------------------------------
def test_query_returns_controlling_first(client: TestClient) -> None:
    response = client.post("/v1/query", json={"query": LOG4J, "k": 5}, headers=auth("admin"))
    assert response.status_code == 200
    rows = response.json()["rows"]
    log4j = [row for row in rows if row["id"].startswith("sec-")]
    assert log4j[0] == next(row for row in log4j if row["role"] == "controlling")
    assert log4j[0]["id"] == "sec-log4j-2.16.0"
    superseded = {row["id"] for row in log4j if row["role"] == "superseded"}
    assert "sec-cve-2021-44228" in superseded


def test_context_packet_orders_and_labels(client: TestClient) -> None:
    response = client.post("/v1/context", json={"query": LOG4J, "k": 6}, headers=auth("admin"))
    packet = response.json()
    roles = [section["role"] for section in packet["sections"]]
    assert roles == sorted(roles, key=lambda role: role != "controlling")
    cve = next(s for s in packet["sections"] if s["id"] == "sec-cve-2021-44228")
    assert "SUPERSEDED on 2021-12-13 by sec-log4j-2.16.0 (patches)" in cve["label"]
    assert cve["text"].startswith("Apache Log4j 2 versions")
    controlling = packet["sections"][0]
    assert controlling["label"] == "CONTROLLING" and controlling["text"]
    assert packet["text"].index(controlling["text"]) < packet["text"].index(cve["text"])


BAD_QUERIES = [
    ({"query": ""}, "query"),
    ({"query": "   "}, "query"),
    ({"query": "log4j", "k": 0}, "k"),
    ({"query": "log4j", "k": 5000}, "k"),
    ({"query": "log4j", "k": 500}, "k"),
    ({"query": "log4j\x00 jndi"}, "query"),
    ({"query": "log4j\x1b[31m"}, "query"),
    ({"query": "x" * 2001}, "query"),
    ({"query": "log4j", "as_of": "yesterday"}, "as_of"),
    ({"query": "log4j", "known_at": "secret-token-abc"}, "known_at"),
    ({"query": "log4j", "arms": ["psychic"]}, "arms"),
    ({"query": "log4j", "arms": []}, "arms"),
    ({"query": "log4j", "arms": ["dense"]}, "arms"),  # dense is off in this app: not "no rows"
    ({"query": "log4j", "domain": "a b"}, "domain"),
    ({"query": "log4j", "unexpected": 1}, "unexpected"),
    ({"text": "log4j"}, "query"),
    # wrong JSON types are refused, not coerced (a user's trial: true became k=1)
    ({"query": "log4j", "k": True}, "k"),
    ({"query": "log4j", "k": "5"}, "k"),
    ({"query": "log4j", "trace": "yes"}, "trace"),
    ({"query": 42}, "query"),
]


@pytest.mark.parametrize(("body", "field"), BAD_QUERIES)
@pytest.mark.parametrize("path", ["/v1/query", "/v1/context"])
def test_bad_queries_are_422_naming_the_field(
    client: TestClient, path: str, body: dict[str, object], field: str
) -> None:
    problem = is_problem(client.post(path, json=body, headers=auth("admin")), 422)
    locations = [item["loc"] for item in problem["errors"]]
    assert any(field in loc for loc in locations), problem
    assert "\x00" not in json.dumps(problem) and "xxxxxxxxxx" not in json.dumps(problem)
    assert "yesterday" not in json.dumps(problem) and "secret-token" not in json.dumps(problem)


def test_an_unknown_domain_is_422_naming_the_known_ones(client: TestClient) -> None:
    body = {"query": "password", "domain": "astrology"}
    problem = is_problem(client.post("/v1/query", json=body, headers=auth("admin")), 422)
    assert "'astrology'; domains: legal, policy, security" in json.dumps(problem), problem


def test_a_json_body_sent_as_a_form_says_so(client: TestClient) -> None:
    """A user's trial: curl -d sends a form content type; the answer "Input should be a valid
    dictionary" said nothing about it."""
    response = client.post(
        "/v1/query", content=json.dumps({"query": "log4j"}),
        headers={**auth("admin"), "Content-Type": "application/x-www-form-urlencoded"},
    )
    problem = is_problem(response, 422)
    assert "Content-Type: application/json" in problem["detail"]


def test_malformed_json_is_422(client: TestClient) -> None:
    response = client.post(
        "/v1/query",
        content=b"{not json",
        headers={**auth("admin"), "Content-Type": "application/json"},
    )
    is_problem(response, 422)


# -- entitlements: a restricted document superseding a public one ---------------------------
def test_hidden_superseder_in_query_and_trace(client: TestClient) -> None:
    response = client.post(
        "/v1/query", json={"query": WIDGET, "k": 10, "trace": True}, headers=auth("reader")
    )
    for canary in ("CANARY", "sec-guide-canary"):
        assert canary not in response.text
    result = response.json()
    guide = next(row for row in result["rows"] if row["id"] == "pub-guide-v1")
    assert guide["role"] == "superseded"
    assert guide["note"] == "superseded by a document you cannot access"
    assert guide["superseded_by"] == [HIDDEN]
    assert [(link["valid_from"], link["recorded_at"]) for link in guide["chain"]] == [(None, None)]
    hidden = next(row for row in result["rows"] if row["id"] == HIDDEN)
    assert hidden["visible"] is False and hidden["title"] is None and hidden["text"] is None
    assert HIDDEN in result["frontier"]
    assert HIDDEN in result["trace"]["closure"]


def test_hidden_proposer_not_leaked_by_query(client: TestClient) -> None:
    response = client.post(
        "/v1/query", json={"query": WIDGET, "k": 10, "trace": True}, headers=auth("reader")
    )
    assert_no_canary(response.text)


def test_insider_sees_the_restricted_superseder(client: TestClient) -> None:
    response = client.post("/v1/query", json={"query": WIDGET, "k": 10}, headers=auth("insider"))
    rows = {row["id"]: row for row in response.json()["rows"]}
    assert rows["sec-guide-canary"]["title"].startswith("CANARYTITLE")
    assert rows["pub-guide-v1"]["superseded_by"] == ["sec-guide-canary"]
    assert rows["pub-guide-v1"]["note"] == "has superseding edges pending review"


def test_hidden_superseder_in_context(client: TestClient) -> None:
    response = client.post("/v1/context", json={"query": WIDGET, "k": 10}, headers=auth("reader"))
    assert_no_canary(response.text)
    sections = {s["id"]: s for s in response.json()["sections"]}
    assert sections[HIDDEN]["text"] is None and sections[HIDDEN]["role"] == "controlling"
    guide = sections["pub-guide-v1"]
    assert guide["label"] == ("SUPERSEDED by a document you cannot access (replaces)")
    assert guide["text"].startswith("How to update widget firmware")


def test_hidden_superseder_in_documents(client: TestClient) -> None:
    response = client.get("/v1/documents/pub-guide-v1", headers=auth("reader"))
    assert_no_canary(response.text)
    body = response.json()
    assert body["status"] == "superseded"
    assert body["note"] == "superseded by a document you cannot access"
    # no date either: a hidden superseder's dates are its own (a user's trial read them here)
    assert body["superseded_by"] == [
        {"id": HIDDEN, "visible": False, "kind": "replaces", "since": None, "until": None}
    ]
    admin = client.get("/v1/documents/pub-guide-v1", headers=auth("admin")).json()
    assert admin["superseded_by"][0]["since"] == "2024-01-01T00:00:00Z"
    assert body["document"]["access"] is None
    is_problem(client.get("/v1/documents/sec-guide-canary", headers=auth("reader")), 404)
    is_problem(client.get(f"/v1/documents/{HIDDEN}", headers=auth("reader")), 404)
    insider = client.get("/v1/documents/sec-guide-canary", headers=auth("insider"))
    assert insider.status_code == 200 and "CANARYTEXT" in insider.json()["document"]["text"]


def test_hidden_superseder_in_authority_chain(client: TestClient) -> None:
    response = client.get("/v1/documents/pub-guide-v1/authority", headers=auth("reader"))
    assert_no_canary(response.text)
    chain = response.json()
    nodes = {node["id"]: node for node in chain["nodes"]}
    assert nodes[HIDDEN] == {
        "id": HIDDEN,
        "visible": False,
        "role": "controlling",
        "focus": False,
        "title": None,
        "doc_type": None,
        "domain": None,
        "published_at": None,
        "in_force_from": None,
        "note": "a document you cannot access",
    }
    assert nodes["pub-guide-v1"]["focus"] and nodes["pub-guide-v1"]["role"] == "superseded"
    assert {(e["newer_id"], e["older_id"], e["status"]) for e in chain["edges"]} >= {
        (HIDDEN, "pub-guide-v1", "accepted"),
        ("pub-guide-draft", "pub-guide-v1", "proposed"),
    }
    insider = client.get("/v1/documents/pub-guide-v1/authority", headers=auth("insider"))
    assert "sec-guide-canary" in insider.json()["controlling"]


def test_hidden_superseder_in_entity_scope(client: TestClient) -> None:
    response = client.get("/v1/entities/product:widget-x", headers=auth("reader"))
    assert_no_canary(response.text)
    scope = response.json()
    assert {doc["id"] for doc in scope["documents"]} == {"pub-guide-v1", "pub-guide-draft"}
    assert set(scope["frontier"]) == {HIDDEN, "pub-guide-draft"}
    admin = client.get("/v1/entities/product:widget-x", headers=auth("admin")).json()
    assert set(admin["frontier"]) == {"sec-guide-canary", "pub-guide-draft"}
    unknown = client.get("/v1/entities/product:nothing", headers=auth("reader"))
    is_problem(unknown, 404)
    # an entity only a hidden document mentions looks unknown: it cannot be probed for
    hidden = client.get("/v1/entities/product:canary-gadget", headers=auth("reader"))
    is_problem(hidden, 404)
    assert hidden.json()["detail"] == unknown.json()["detail"].replace("nothing", "canary-gadget")
    admin_view = client.get("/v1/entities/product:canary-gadget", headers=auth("admin"))
    assert admin_view.status_code == 200


def test_entity_keys_with_slashes(client: TestClient) -> None:
    response = client.get(
        "/v1/entities/pkg:maven/org.apache.logging.log4j/log4j-core", headers=auth("reader")
    )
    assert response.json()["frontier"] == ["sec-log4j-2.16.0"]


def test_hidden_edges_not_listed_for_public_curator(client: TestClient) -> None:
    response = client.get("/v1/edges", params={"status": "proposed"}, headers=auth("curator"))
    assert_no_canary(response.text)
    pairs = {(e["newer_id"], e["older_id"]) for e in response.json()["edges"]}
    assert ("pub-guide-draft", "pub-guide-v1") in pairs
    admin = client.get("/v1/edges", params={"status": "proposed"}, headers=auth("admin")).json()
    assert ("sec-note-canary", "pub-guide-draft") in {
        (e["newer_id"], e["older_id"]) for e in admin["edges"]
    }


def test_hidden_superseder_in_standalone_viewer(loaded_store: GraphStore, tmp_path: Path) -> None:
    public = write_chain_html(loaded_store, "pub-guide-v1", tmp_path / "public.html", ())
    html = (tmp_path / "public.html").read_text(encoding="utf-8")
    assert_no_canary(html)
    assert HIDDEN in html and public.focus == "pub-guide-v1"
    write_chain_html(loaded_store, "pub-guide-v1", tmp_path / "secret.html", ("secret",))
    assert "CANARYTITLE" in (tmp_path / "secret.html").read_text(encoding="utf-8")


# -- ingest --------------------------------------------------------------------------------
GOOD = {"id": "up-1", "title": "Upload one", "text": "Uploaded document about gizmo safety."}
NEWER = {
    "id": "up-2",
    "title": "Upload two",
    "text": "Gizmo safety, revised.",
    "supersedes": [{"id": "up-1", "kind": "replaces"}],
}


def jsonl(*records: object) -> bytes:
    return "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in records).encode(
        "utf-8"
    )


def test_ingest_loads_and_reports(client: TestClient) -> None:
    response = client.post(
        "/v1/ingest",
        params={"name": "gizmo.jsonl"},
        content=jsonl(GOOD, NEWER),
        headers={**auth("loader"), "Content-Type": "application/x-ndjson"},
    )
    assert response.status_code == 200, response.text
    report = response.json()
    assert (report["read"], report["created"], report["rejected"]) == (2, 2, 0)
    chain = client.get("/v1/documents/up-1", headers=auth("admin")).json()
    assert chain["superseded_by"][0]["id"] == "up-2"


def test_document_ids_with_slashes(client: TestClient) -> None:
    records = [
        {"id": "team/a-1", "text": "Team doc."},
        {
            "id": "team/a-2",
            "text": "Team doc v2.",
            "supersedes": [{"id": "team/a-1", "kind": "replaces"}],
        },
    ]
    loaded = client.post("/v1/ingest", content=jsonl(*records), headers=auth("loader"))
    assert loaded.status_code == 200, loaded.text
    document = client.get("/v1/documents/team%2Fa-1", headers=auth("reader")).json()
    assert document["document"]["id"] == "team/a-1" and document["status"] == "superseded"
    chain = client.get("/v1/documents/team/a-1/authority", headers=auth("reader")).json()
    assert chain["focus"] == "team/a-1" and chain["controlling"] == ["team/a-2"]
    bad = client.get("/v1/documents/team/a-1/authority?as_of=2024-13-01<b>", headers=auth("reader"))
    assert bad.status_code == 422 and "2024-13-01" not in bad.text, "the value is not echoed"
    assert bad.json()["errors"][0]["loc"] == ["as_of"]


def test_ingest_streams_chunks_and_names_bad_record(client: TestClient) -> None:
    bad = {"id": "up-bad", "title": "No text here"}

    def body() -> Iterator[bytes]:
        yield jsonl(GOOD)
        yield jsonl(bad)
        yield jsonl("{broken json", NEWER)

    response = client.post(
        "/v1/ingest", params={"name": "batch.jsonl"}, content=body(), headers=auth("loader")
    )
    problem = is_problem(response, 422)
    errors = problem["errors"]
    assert [e["location"] for e in errors] == ["batch.jsonl:2:text", "batch.jsonl:3"]
    assert "graphcar-upload" not in response.text
    report = problem["report"]
    assert (report["read"], report["loaded"], report["rejected"]) == (4, 2, 2)
    assert client.get("/v1/documents/up-2", headers=auth("admin")).status_code == 200
    assert client.get("/v1/documents/up-bad", headers=auth("admin")).status_code == 404


def test_ingest_rejects_bad_names_and_empty_bodies(client: TestClient) -> None:
    headers = auth("loader")
    for name in ("../etc.jsonl", "x.json", "a b.jsonl"):
        problem = is_problem(
            client.post("/v1/ingest", params={"name": name}, content=jsonl(GOOD), headers=headers),
            400,
        )
        assert problem["errors"][0]["loc"] == ["name"]
    empty = is_problem(client.post("/v1/ingest", content=b"", headers=headers), 422)
    assert "empty" in json.dumps(empty["errors"])
    assert "nothing was loaded" in empty["detail"], "not 'the others were loaded'"


def test_an_upload_links_only_to_documents_its_key_may_see(client: TestClient) -> None:
    """A user's trial: an ingest key without the label could tell a hidden id from a missing
    one by naming it as a link target (and a link would change the hidden document's
    authority). A hidden target is refused exactly as a missing one."""
    def send(key: str, target: str) -> Any:
        record = {"id": f"probe-{target}", "text": "probe",
                  "relations": [{"id": target, "kind": "cites"}]}
        return client.post("/v1/ingest", params={"name": "probe.jsonl"}, content=jsonl(record),
                           headers=auth(key))

    hidden, missing = send("intern", "sec-guide-canary"), send("intern", "sec-guide-nope")
    details = [is_problem(r, 422)["errors"][0]["msg"] for r in (hidden, missing)]
    assert details[0].replace("sec-guide-canary", "X") == details[1].replace("sec-guide-nope", "X")
    assert client.get("/v1/documents/probe-sec-guide-canary", headers=auth("admin")).status_code \
        == 404, "nothing loaded"
    assert send("admin", "sec-guide-canary").status_code == 200


def test_an_upload_is_stored_under_its_own_name(client: TestClient) -> None:
    """A user's trial: a retraction's evidence quoted the server's temporary upload path."""
    lapsing = {"id": "up-lapse", "text": "Lapsing rule.", "published_at": "2024-01-01",
               "effective_to": "2024-06-30"}
    for record in (lapsing, {**lapsing, "effective_to": None}):
        sent = client.post("/v1/ingest", params={"name": "rules.jsonl"}, content=jsonl(record),
                           headers=auth("loader"))
        assert sent.status_code == 200, sent.text
    edges = [
        edge
        for status in ("accepted", "rejected")
        for edge in client.get("/v1/edges", params={"status": status, "doc_id": "up-lapse"},
                               headers=auth("admin")).json()["edges"]
    ]
    assert edges and all("graphcar-upload" not in edge["evidence"] for edge in edges)
    assert any("(rules.jsonl:1)" in edge["evidence"] for edge in edges), edges


@pytest.fixture
def small_client(api_settings: Settings, loaded_store: GraphStore) -> Iterator[TestClient]:
    settings = api_settings.model_copy(update={"max_request_bytes": 2048})
    with TestClient(create_app(settings, loaded_store)) as test_client:
        yield test_client


def test_oversized_bodies_are_413_and_load_nothing(
    small_client: TestClient, loaded_store: GraphStore
) -> None:
    before = loaded_store.counts()
    big = [{"id": f"big-{i}", "text": "padding " * 40} for i in range(20)]
    declared = small_client.post("/v1/ingest", content=jsonl(*big), headers=auth("loader"))
    is_problem(declared, 413)

    def chunked() -> Iterator[bytes]:
        for record in big:
            yield jsonl(record)

    streamed = small_client.post("/v1/ingest", content=chunked(), headers=auth("loader"))
    is_problem(streamed, 413)
    query = small_client.post("/v1/query", json={"query": "x " * 3000}, headers=auth("admin"))
    is_problem(query, 413)
    assert loaded_store.counts() == before


# -- curation ------------------------------------------------------------------------------
def review(client: TestClient, key: str, **body: object) -> Any:
    payload: dict[str, object] = {
        "newer_id": "pub-guide-draft",
        "older_id": "pub-guide-v1",
        "kind": "replaces",
        "decision": "accept",
        "reason": "draft was published as the new guide",
    }
    payload.update(body)
    return client.post("/v1/edges/review", json=payload, headers=auth(key))


def test_review_accept_records_audit_and_changes_the_frontier(client: TestClient) -> None:
    response = review(client, "curator")
    assert response.status_code == 200, response.text
    edge = response.json()
    assert edge["status"] == "accepted" and edge["reviewed_by"] == "curator"
    assert edge["review_reason"] == "draft was published as the new guide"
    assert edge["reviewed_at"] and edge["reviewed_at"].endswith("Z")
    accepted = client.get(
        "/v1/edges",
        params={"status": "accepted", "doc_id": "pub-guide-draft"},
        headers=auth("curator"),
    ).json()["edges"]
    assert [e["reviewed_by"] for e in accepted] == ["curator"]
    draft = client.get("/v1/documents/pub-guide-v1", headers=auth("reader")).json()
    assert {s["id"] for s in draft["superseded_by"]} == {HIDDEN, "pub-guide-draft"}


def test_review_reject_and_errors(client: TestClient) -> None:
    rejected = review(client, "admin", decision="reject", reason="not an authority change")
    assert rejected.json()["status"] == "rejected"
    is_problem(review(client, "admin", reason=""), 422)
    is_problem(review(client, "admin", decision="maybe"), 422)
    is_problem(review(client, "admin", older_id="law-roe"), 404)
    hidden = review(client, "curator", newer_id="sec-note-canary", older_id="pub-guide-draft")
    assert_no_canary(is_problem(hidden, 404)["title"])
    cycle = review(client, "admin", newer_id="cyc-old", older_id="cyc-new")
    assert "cycle" in str(is_problem(cycle, 409)["detail"])


def test_a_curator_adds_an_edge_audited_as_the_key(client: TestClient) -> None:
    def add(key: str, **body: object) -> Any:
        payload: dict[str, object] = {
            "newer_id": "pol-travel-2022",
            "older_id": "pol-hr-remote-2019",
            "reason": "the 2022 travel policy replaces the remote-work travel rules",
        }
        payload.update(body)
        return client.post("/v1/edges", json=payload, headers=auth(key))

    added = add("curator")
    assert added.status_code == 201, added.text
    edge = added.json()
    assert (edge["status"], edge["kind"], edge["rule"], edge["reviewed_by"]) == (
        "accepted", "supersedes", "curator:added", "curator"
    )
    old = client.get("/v1/documents/pol-hr-remote-2019", headers=auth("reader")).json()
    assert "pol-travel-2022" in {s["id"] for s in old["superseded_by"]}
    assert "review it instead" in str(is_problem(add("curator"), 409)["detail"])
    is_problem(add("reader"), 403)
    is_problem(add("curator", older_id="pol-travel-2022"), 400)
    is_problem(add("curator", reason=""), 422)
    hidden = add("curator", newer_id="sec-note-canary", older_id="pol-travel-2022")
    assert_no_canary(is_problem(hidden, 404)["title"])


# -- operations ----------------------------------------------------------------------------
def test_health_ready_and_metrics(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200 and ready.json()["status"] == "ready"
    assert ready.json()["indexes"]["document_fulltext"] == "ONLINE"
    client.get("/v1/documents/law-brown", headers=auth("reader"))
    client.post("/v1/query", json={"query": LOG4J}, headers=auth("reader"))
    metrics = client.get("/metrics").text
    assert 'route="/v1/documents/{doc_id}",status="200"' in metrics
    assert 'graphcar_car_queries_total{endpoint="query"} 1.0' in metrics
    assert "law-brown" not in metrics


def test_unreachable_store_is_not_ready_quickly(api_settings: Settings) -> None:
    from graphcar.store.neo4j import Neo4jStore

    store = Neo4jStore("bolt://127.0.0.1:9", "neo4j", "x")
    try:
        with TestClient(create_app(api_settings, store)) as down:
            started = time.monotonic()
            ready = down.get("/readyz")
            assert time.monotonic() - started < 10
            assert ready.status_code == 503 and ready.headers["retry-after"] == "5"
            assert ready.json()["status"] == "not-ready" and "bolt" not in ready.text
    finally:
        store.close()


def test_openapi_is_complete(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    expected = {
        "/v1/query",
        "/v1/context",
        "/v1/documents/{doc_id}",
        "/v1/documents/{doc_id}/authority",
        "/v1/entities/{key}",
        "/v1/ingest",
        "/v1/edges",
        "/v1/edges/review",
        "/healthz",
        "/readyz",
        "/metrics",
        "/v1/me",
    }
    assert expected <= set(spec["paths"])
    query = spec["paths"]["/v1/query"]["post"]
    assert "application/problem+json" in query["responses"]["422"]["content"]
    assert spec["components"]["schemas"]["QueryRequest"]["examples"]
    assert "application/x-ndjson" in spec["paths"]["/v1/ingest"]["post"]["requestBody"]["content"]


def test_viewer_page_and_assets_are_served(client: TestClient) -> None:
    page = client.get("/")
    assert (
        page.status_code == 200 and "default-src 'self'" in page.headers["content-security-policy"]
    )
    assert "/static/vendor/cytoscape.min.js" in page.text
    library = client.get("/static/vendor/cytoscape.min.js")
    assert library.status_code == 200 and len(library.content) > 100_000
