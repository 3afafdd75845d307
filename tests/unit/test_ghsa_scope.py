"""Repository scope and version order for GitHub advisories and release notes without dates."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from graphcar.domains.packs import load_packs, parse_pack
from graphcar.errors import InputError
from graphcar.model import AuthorityEdge, Document
from graphcar.store.base import GraphStore
from ingest.car_benchmarks import GhsaPair, advisory_document, release_document
from ingest.derive import derive_edges
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from ingest.versions import (
    PLAIN_ENTRY_WEIGHT,
    advisory_bounds,
    fix_entries,
    fix_match_scores,
    parse_version,
    rarity_weights,
    release_fixes,
    release_version,
)

REPO = "repo:github.com/acme/widget"


@pytest.fixture(scope="module")
def extractor() -> SpacyExtractor:
    return SpacyExtractor(load_packs())


def keys(extractor: SpacyExtractor, document: Document) -> set[str]:
    return {entity.key for entity in extractor.extract([document])[0]}


def advisory(doc_id: str, text: str, repo: str = "Acme/Widget") -> SourceRecord:
    document = Document(
        id=doc_id,
        title=doc_id,
        text=text,
        domain="security",
        doc_type="advisory",
        url=f"https://github.com/advisories/{doc_id}",
        metadata={"source_code_location": f"https://github.com/{repo}"},
    )
    return SourceRecord(location=f"test:{doc_id}", document=document)


def release(tag: str, text: str = "Bug fixes.", repo: str = "acme/widget") -> SourceRecord:
    document = Document(
        id=f"release:{repo}@{tag}",
        title=f"{repo} {tag}",
        text=text,
        domain="security",
        doc_type="release_note",
        url=f"https://github.com/{repo}/releases/tag/{tag}",
    )
    return SourceRecord(location=f"test:{tag}", document=document)


def derive(
    records: Sequence[SourceRecord], store: GraphStore, extractor: SpacyExtractor
) -> dict[tuple[str, str], str]:
    edges: list[AuthorityEdge] = derive_edges(
        records, store, packs=extractor.packs, extractor=extractor
    )
    return {(e.newer_id, e.older_id): e.status for e in edges if e.kind == "patches"}


# -- repository scope --------------------------------------------------------------------------


def test_release_url_and_advisory_metadata_meet_on_one_repo_key(
    extractor: SpacyExtractor,
) -> None:
    note = release("v1.2.0").document
    filed = advisory("GHSA-aaaa-bbbb-cccc", "A flaw.", repo="ACME/widget").document
    assert REPO in keys(extractor, note)
    assert REPO in keys(extractor, filed)


def test_repo_urls_in_text_are_recognised_but_site_paths_are_not(
    extractor: SpacyExtractor,
) -> None:
    text = (
        "See https://github.com/Acme/Widget/issues/12 and github.com/acme/socket.io.git. "
        "Details: https://github.com/advisories/GHSA-aaaa-bbbb-cccc"
    )
    document = Document(id="d", text=text, domain="security", doc_type="advisory")
    found = {k for k in keys(extractor, document) if k.startswith("repo:")}
    assert found == {REPO, "repo:github.com/acme/socket.io"}


def test_repo_keys_stay_out_of_other_domains(extractor: SpacyExtractor) -> None:
    document = Document(
        id="d", text="Code at github.com/acme/widget", domain="legal", doc_type="opinion"
    )
    assert not {k for k in keys(extractor, document) if k.startswith("repo:")}


def test_ghsa_importer_puts_the_repository_on_both_documents(extractor: SpacyExtractor) -> None:
    pair = GhsaPair(
        id="GHSA-aaaa-bbbb-cccc",
        product="@acme/widget-server",
        disclosure_text="A flaw in the server.",
        patch_text="Fixes a flaw.",
        release_url="https://github.com/Acme/widget/releases/tag/v2.0.0",
        owner="Acme",
        repo="widget",
        tag="v2.0.0",
    )
    assert REPO in keys(extractor, advisory_document(pair))
    assert REPO in keys(extractor, release_document(pair))


# -- versions --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fixed", "affected"),
    [
        ("This is fixed in version 1.15.0.", ["1.15.0"], []),
        ("Affected versions: >= 1.0.0, < 2.3.1. Patched versions: 2.3.1", ["2.3.1"], []),
        ("Affected versions: 1.12.2", [], ["1.12.2"]),
        # trial 53: a range's end is the last affected version; "and later" has no end
        ("Affected versions: 3.2.0 through 3.2.5. A fix is planned for 3.2.6.", [], ["3.2.5"]),
        ("Affected versions: 3.2.0 and later.", [], []),
        ("Affected versions: 3.2.0 through 3.2.3. Fixed version: 3.2.4.", ["3.2.4"], ["3.2.3"]),
        ("Fixed versions are now 3.2.4 and 3.1.5.", ["3.2.4"], []),
        # trials 55 and 56: fields naming the product, a colon after "Fixed in", a dash range
        ("Affected: libquill 3.0.0 to 3.8.1 | Fixed: libquill 3.8.2", ["3.8.2"], ["3.8.1"]),
        ("Affected: Kestrel VPN Client 7.0.0 - 7.0.2 | Fixed in: 7.0.3", ["7.0.3"], ["7.0.2"]),
        ("The maintainers have released quillsign 1.8.0, which refuses them.", ["1.8.0"], []),
        # trial 58: a sentence about another flaw states that flaw's fix
        ("This issue is similar to, but distinct from, CVE-2025-41822 (SGSA-2025-004), which "
         "remains fixed in 4.2.3 and 3.9.12.\n\nAffected: stormglass 4.0.0 through 4.2.4\n"
         "Fixed in: 4.2.5", ["4.2.5"], ["4.2.4"]),
        # trial 57: a "Fixed in:" field listing a backport
        ("Fixed in: 4.2.7, 4.1.12\nSeverity: High", ["4.1.12", "4.2.7"], []),
        ("Versions <= 0.4.1 are vulnerable.", [], ["0.4.1"]),
        ("All versions prior to v3.7.0 are affected; upgrade to 3.7.0.", ["3.7.0"], []),
        ("No version is named here.", [], []),
        ("Users should upgrade to version **0.22.0** or later.", ["0.22.0"], []),
        ("This bug has been patched in Widget version 43.0.1.", ["43.0.1"], []),
        ("Release: https://github.com/acme/widget/releases/tag/v2.4.2", ["2.4.2"], []),
        ("in `acme/widget` \u2264 v2.4.1 allowed a path traversal", [], ["2.4.1"]),
        (
            "### Patches\n\nWidget 36.0.7, 42.0.2, and 43.0.1 have been issued.\n\nMore",
            ["36.0.7", "42.0.2", "43.0.1"],
            [],
        ),
        (
            "### Fixed Versions\n* `42.0.0-alpha.5`\n* `41.1.0`\n\n### Other 9.9.9",
            ["41.1.0", "42.0.0-alpha.5"],
            [],
        ),
        ("### Patches\n\nUpgrade to 4.39.16 or downgrade to 4.39.14.", ["4.39.16"], []),
        (
            "## Fixed Versions\n\n- Affected: `<= 2026.3.24`\n- Patched: `>= 2026.3.28`",
            ["2026.3.28"],
            ["2026.3.24"],
        ),
        ("#### Fixed in\n- Kedro 1.3.0\n\nUsers should upgrade.", ["1.3.0"], []),
        (
            "This vulnerability is patched in the following versions:\n\n* etcd 3.6.9\n"
            "* etcd 3.5.28\n* etcd 3.4.42\n\n### Workarounds\nRun etcd 9.9.9 behind a proxy.",
            ["3.4.42", "3.5.28", "3.6.9"],
            [],
        ),
    ],
)
def test_advisory_bounds(text: str, fixed: list[str], affected: list[str]) -> None:
    bounds = advisory_bounds(text)
    assert bounds.fixed == tuple(parse_version(v) for v in fixed)
    assert bounds.affected == tuple(parse_version(v) for v in affected)


@pytest.mark.parametrize(
    ("text", "names", "observed"),
    [
        ("Proof of Concept. Tested on Widget v2.2.2 with defaults.", (), ["2.2.2"]),
        ("| Product | Widget |\n| **Version** | 3.30.6 (latest) |", (), ["3.30.6"]),
        ("- fast-widget: 6.1.0 (repo HEAD)\n- Node.js: v24.13.1", ("fast-widget",), ["6.1.0"]),
        ("npm install widget@5.2.0, on Node.js v22.1.0", ("widget",), ["5.2.0"]),
        ("Output: BEGIN:VCALENDAR\nVERSION:2.0\nEND", (), []),
        ("Tested on 1.2.3; fixed in 1.2.4.", (), ["1.2.3"]),
    ],
)
def test_reported_versions(text: str, names: tuple[str, ...], observed: list[str]) -> None:
    bounds = advisory_bounds(text, names)
    assert bounds.observed == tuple(parse_version(v) for v in observed)


@pytest.mark.parametrize(
    ("tag", "expected"),
    [("v2.2.0", False), ("v2.2.2", False), ("v2.3.0", True), ("v1.9.9", None), ("v3.0.0", True)],
)
def test_release_after_a_reported_version(tag: str, expected: bool | None) -> None:
    version = parse_version(tag)
    assert version is not None
    assert release_fixes(version, advisory_bounds("Tested on Widget v2.2.2.")) is expected


def test_fix_entries_and_scores_prefer_the_note_describing_the_flaw() -> None:
    advisory_text = "The NO_PROXY check skips localhost. with a trailing dot (proxy bypass)."
    notes = [
        "* Fixed a no_proxy hostname normalisation bypass (SSRF).\n* Docs.",
        "* Fixed stored XSS in the settings page.",
        "* Faster builds.",
    ]
    assert fix_entries(notes[2]) == []
    rarity = rarity_weights([advisory_text, *notes, "plain words", "more plain words"])
    scores = fix_match_scores(advisory_text, notes, rarity)
    assert scores[0] > scores[1] >= scores[2] == 0.0


def test_release_version_from_tag_url_then_title() -> None:
    assert release_version(release("v2.24.0-beta.4").document) == parse_version("2.24.0-beta.4")
    untagged = Document(id="r", title="widget 1.3.0", text="x", doc_type="release_note")
    assert release_version(untagged) == parse_version("1.3.0")
    assert release_version(Document(id="r", text="x")) is None


def test_prerelease_sorts_before_its_release() -> None:
    beta, final = parse_version("v2.3.1-beta.1"), parse_version("2.3.1")
    assert beta is not None and final is not None and beta < final


@pytest.mark.parametrize(
    ("tag", "text", "expected"),
    [
        ("v1.15.0", "fixed in 1.15.0", True),
        ("v1.14.9", "fixed in 1.15.0", False),
        ("v1.15.0-rc.1", "fixed in 1.15.0", False),
        ("v2.0.0", "fixed in 1.15.0", True),
        ("v1.12.2", "Affected versions: 1.12.2", False),
        ("v1.12.3", "Affected versions: 1.12.2", True),
        ("v2.3.1", "< 2.3.1", True),
        ("v1.0.0", "nothing stated", None),
    ],
)
def test_release_fixes(tag: str, text: str, expected: bool | None) -> None:
    version = parse_version(tag)
    assert version is not None
    assert release_fixes(version, advisory_bounds(text)) is expected


def test_backported_fix_is_judged_on_its_own_line() -> None:
    bounds = advisory_bounds("Patched versions: 2.3.1. Users of 1.x: fixed in 1.9.4")
    old_line, new_line = parse_version("1.9.4"), parse_version("2.3.0")
    assert old_line is not None and new_line is not None
    assert release_fixes(old_line, bounds) is True
    assert release_fixes(new_line, bounds) is False


@pytest.mark.parametrize(
    ("tag", "expected"),
    [("v3.6.8", False), ("v3.6.9", True), ("v3.5.27", False), ("v3.5.30", True),
     ("v3.4.42", True), ("v3.3.0", False), ("v3.7.0", True)],
)
def test_fixes_on_several_minor_lines_are_judged_on_the_release_minor_line(
    tag: str, expected: bool
) -> None:
    """etcd-style advisories list one fix per maintained minor line: 3.6.8 is still vulnerable
    although it is above the 3.4 line's fix."""
    bounds = advisory_bounds("Patched in the following versions:\n* etcd 3.6.9\n* etcd 3.5.28\n"
                             "* etcd 3.4.42")
    version = parse_version(tag)
    assert version is not None
    assert release_fixes(version, bounds) is expected


# -- derivation ------------------------------------------------------------------------------


def test_earlier_release_does_not_patch_an_advisory_fixed_later(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    filed = advisory("GHSA-aaaa-bbbb-cccc", "Path traversal. Fixed in 1.15.0.")
    records = [filed, release("v1.14.9"), release("v1.15.0"), release("v1.16.0")]
    edges = derive(records, embedded_store, extractor)
    assert edges == {("release:acme/widget@v1.15.0", "GHSA-aaaa-bbbb-cccc"): "accepted"}


def test_each_fixed_line_keeps_its_own_first_fix_release(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Fixes named on two lines are two fix releases; later releases on a line are not."""
    filed = advisory("GHSA-aaaa-bbbb-cccc", "Patched versions: 2.3.1. Users of 1.x: fixed in 1.9.4")
    records = [filed, *(release(tag) for tag in ("v1.9.3", "v1.9.4", "v1.9.5", "v2.3.1", "v2.4.0"))]
    edges = derive(records, embedded_store, extractor)
    assert edges == {
        ("release:acme/widget@v1.9.4", "GHSA-aaaa-bbbb-cccc"): "accepted",
        ("release:acme/widget@v2.3.1", "GHSA-aaaa-bbbb-cccc"): "accepted",
    }


def test_other_repository_never_patches(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    filed = advisory("GHSA-aaaa-bbbb-cccc", "Path traversal. Fixed in 1.15.0.")
    edges = derive([filed, release("v1.15.0", repo="other/widget")], embedded_store, extractor)
    assert edges == {}


def test_unordered_single_candidate_is_accepted_several_are_proposed(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    one = derive(
        [advisory("GHSA-aaaa-bbbb-cccc", "A flaw."), release("v1.0.0")], embedded_store, extractor
    )
    assert one == {("release:acme/widget@v1.0.0", "GHSA-aaaa-bbbb-cccc"): "accepted"}
    two = derive(
        [advisory("GHSA-aaaa-bbbb-cccc", "A flaw."), release("v1.0.0"), release("v1.1.0")],
        embedded_store,
        extractor,
    )
    assert set(two.values()) == {"proposed"} and len(two) == 2


def test_stated_versions_decide_before_dates(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Coordinated disclosure: the fix release often comes out before the advisory. An
    advisory naming its fixed version is patched by the release reaching it whatever the
    dates, and never by a later release below it (dates decided both, wrongly, before)."""
    filed = advisory("GHSA-aaaa-bbbb-cccc", "Fixed in 1.0.0.")
    dated = filed.model_copy(
        update={"document": filed.document.model_copy(update={"published_at": "2025-06-01"})}
    )

    def dated_release(tag: str, published: str) -> SourceRecord:
        note = release(tag)
        return note.model_copy(
            update={"document": note.document.model_copy(update={"published_at": published})}
        )

    earlier_fix = dated_release("v1.0.0", "2025-01-01")
    later_backport = dated_release("v0.9.9", "2025-07-01")
    assert derive([dated, earlier_fix, later_backport], embedded_store, extractor) == {
        ("release:acme/widget@v1.0.0", "GHSA-aaaa-bbbb-cccc"): "accepted"
    }


def test_after_a_reported_version_the_first_release_with_a_security_fix_patches(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    filed = advisory("GHSA-aaaa-bbbb-cccc", "Lockout is not persisted. Tested on Widget v2.2.2.")
    records = [
        filed,
        release("v2.2.1", "* Fixed a security issue in uploads."),
        release("v2.2.3", "* Faster startup."),
        release("v2.3.0", "* 11 security fixes."),
        release("v2.4.0", "* Fixed a privilege escalation."),
    ]
    edges = derive(records, embedded_store, extractor)
    assert {pair for pair, status in edges.items() if status == "accepted"} == {
        ("release:acme/widget@v2.3.0", "GHSA-aaaa-bbbb-cccc")
    }


def test_unordered_release_whose_fix_entry_describes_the_advisory_is_accepted(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    filed = advisory(
        "GHSA-aaaa-bbbb-cccc",
        "The exportTemplate endpoint renders the templateTitle field unescaped: stored "
        "cross-site scripting through templateTitle in exportTemplate previews.",
    )
    noise = [
        release(f"build-{n}", f"* Fixed a security issue number {n} in module{n}.")
        for n in ("a", "b", "c", "d", "e", "f")
    ]
    records = [
        filed,
        release("build-x", "* Escape templateTitle in exportTemplate previews (stored XSS)."),
        release("build-y", "* Fixed stored XSS in comments."),
        *noise,
    ]
    edges = derive(records, embedded_store, extractor)
    accepted = {pair for pair, status in edges.items() if status == "accepted"}
    assert accepted == {("release:acme/widget@build-x", "GHSA-aaaa-bbbb-cccc")}
    assert edges[("release:acme/widget@build-y", "GHSA-aaaa-bbbb-cccc")] == "proposed"


def test_generic_fix_entries_do_not_decide_between_unordered_releases(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    filed = advisory("GHSA-aaaa-bbbb-cccc", "Stored XSS in the page editor.")
    records = [
        filed,
        release("build-x", "* Fixed stored XSS."),
        release("build-y", "* Fixed XSS in pages."),
    ]
    edges = derive(records, embedded_store, extractor)
    assert set(edges.values()) == {"proposed"} and len(edges) == 2


def test_competing_releases_left_for_review_share_the_evidence_as_confidence(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """No release clearly wins, so all go to review; each edge's confidence is its share of
    the fix-entry evidence (the note describing the flaw best ranks first for reviewers and
    in CAR results), equal shares where no note has a security-fix entry."""
    filed = advisory(
        "GHSA-aaaa-bbbb-cccc", "Stored XSS through the bannerCaption field of the page editor."
    )
    records = [
        filed,
        release("build-x", "* Fixed stored XSS in the bannerCaption field."),
        release("build-y", "* Fixed stored XSS in the editor."),
        release("build-z", "* Faster startup."),
    ]
    edges = {
        e.newer_id.rsplit("@", 1)[1]: e
        for e in derive_edges(records, embedded_store, packs=extractor.packs, extractor=extractor)
        if e.kind == "patches"
    }
    assert {e.status for e in edges.values()} == {"proposed"}
    shares = {tag: e.confidence for tag, e in edges.items()}
    assert shares["build-z"] == 0.0
    assert shares["build-x"] > shares["build-y"] > 0
    assert sum(shares.values()) == pytest.approx(1.0, abs=1e-5)
    plain = derive_edges(
        [filed, release("build-p"), release("build-q")],
        embedded_store,
        packs=extractor.packs,
        extractor=extractor,
    )
    assert sorted(e.confidence for e in plain if e.kind == "patches") == [0.5, 0.5]


def pack_yaml(**rule: Any) -> str:
    fields = "".join(f"    {key}: {value}\n" for key, value in rule.items())
    return (
        "name: t\ndomains: [t]\ndoc_types: {a: a, b: b}\n"
        "scope_keys: {s: {kinds: [repo]}}\n"
        f"rules:\n  - name: r\n    newer: [a]\n    older: [b]\n    match: [s]\n    kind: patches\n"
        f"{fields}"
    )


def test_pack_accepts_version_fallback_and_rejects_unknown_policy() -> None:
    pack = parse_pack(pack_yaml(fallback="version", unordered="unique", select="first"), "t.yaml")
    assert pack.rules[0].fallback == "version" and pack.rules[0].unordered == "unique"
    with pytest.raises(InputError) as caught:
        parse_pack(pack_yaml(unordered="maybe"), "t.yaml")
    assert "t.yaml:" in str(caught.value) and "unordered" in str(caught.value)


def test_a_release_loaded_later_is_ordered_against_the_stored_advisory(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    from ingest.derive import PackDeriver
    from ingest.load import load_records

    deriver = PackDeriver(extractor)
    filed = advisory("GHSA-aaaa-bbbb-cccc", "Path traversal. Fixed in 1.15.0.")
    load_records([filed], embedded_store, extractor=extractor, derive_edges=deriver)
    load_records(
        [release("v1.14.9"), release("v1.15.0")],
        embedded_store,
        extractor=extractor,
        derive_edges=deriver,
    )
    stored = {(e.newer_id, e.older_id, e.status) for e in embedded_store.edges()}
    assert stored == {("release:acme/widget@v1.15.0", "GHSA-aaaa-bbbb-cccc", "accepted")}


def test_a_plainly_worded_entry_is_fix_evidence_at_half_weight() -> None:
    advisory_text = "The TUS upload endpoint lets any uploader overwrite files by UUID."
    plain = "* Updated TUS validation\n* Faster builds."
    flagged = "* Fixed TUS validation bypass\n* Faster builds."
    unrelated = "* Fixed stored XSS in the settings page."
    rarity = rarity_weights([advisory_text, plain, unrelated, "plain words", "more words"])
    scores = fix_match_scores(advisory_text, [plain, flagged, unrelated], rarity)
    assert scores[0] > 0.0 and scores[2] == 0.0
    assert scores[0] == pytest.approx(scores[1] * PLAIN_ENTRY_WEIGHT)


def test_the_evidence_of_a_version_decided_edge_says_why_without_a_date_order(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """A fix released before its advisory is not "after" it: the edge says what the rule
    concluded and on which basis."""
    filed = advisory("GHSA-aaaa-bbbb-cccc", "Fixed in 1.0.0.")
    dated = filed.model_copy(
        update={"document": filed.document.model_copy(update={"published_at": "2025-06-01"})}
    )
    note = release("v1.0.0")
    early = note.model_copy(
        update={"document": note.document.model_copy(update={"published_at": "2025-01-01"})}
    )
    (edge,) = [
        e for e in derive_edges([dated, early], embedded_store, extractor=extractor)
        if e.older_id == "GHSA-aaaa-bbbb-cccc"
    ]
    assert edge.evidence.startswith("release_note patches advisory (version 1.0.0")
    assert "reaches the version the older document names as fixed" in edge.evidence
