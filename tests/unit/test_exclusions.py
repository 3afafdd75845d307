"""Reading what an advisory says is not affected (graphcar.domains.exclusions)."""

from __future__ import annotations

from graphcar.domains.exclusions import (
    Exclusion,
    excludes,
    exclusions_in,
    name_units,
)
from graphcar.versions import Version, parse_version

PHRASES = ["not affected", "unaffected", "not vulnerable", "not exposed", "does not affect"]


def read(text: str) -> list[tuple[list[str], tuple[str, ...]]]:
    """Each statement as its ranges (``start..end``, ``]`` when the end is included) and
    names."""
    return [
        (
            [
                f"{r.start or ''}..{r.end or ''}{']' if r.inclusive else ')'}"
                for r in statement.ranges
            ],
            statement.names,
        )
        for statement in exclusions_in(text, PHRASES)
    ]


def version(text: str) -> Version:
    found = parse_version(text)
    assert found is not None
    return found


def test_a_sentence_names_what_it_scopes_out_before_the_phrase() -> None:
    text = (
        "The SG-200 investigation is complete: SG-200 appliances are not affected, because "
        "the management plane ignores the header."
    )
    assert read(text) == [([], ("SG-200",))]
    assert read("Units on the 6.x branch are not exposed to VSA-2024-007.") == [
        (["6.0.0..7.0.0)"], ())
    ]
    assert read("Versions prior to 1.2.0 are not affected.") == [(["..1.2.0)"], ())]


def test_lists_tables_and_headings_name_it_in_their_own_places() -> None:
    listed = "Fixed releases:\n- SG-400: CorOS 7.2.6\n- SG-200: not affected"
    assert read(listed) == [([], ("SG-200",))]
    table = "| Branch | Affected | Fixed |\n|---|---|---|\n| 1.8.x and before | not affected | - |"
    assert read(table) == [(["..1.9.0)"], ())]
    section = "Products confirmed not vulnerable\nEdgeGate 3000 series; EdgeGate Cloud Manager.\n"
    assert read(section) == [([], ("EdgeGate 3000", "EdgeGate Cloud Manager"))]
    introduced = "The following products are not affected:\n- Foo Router 3000\n- bar-lib package"
    assert read(introduced) == [([], ("Foo Router 3000", "bar-lib"))]
    assert read("This issue does not affect the 1.x branch.") == [(["1.0.0..2.0.0)"], ())]


def test_prose_wrapped_at_line_breaks_is_one_sentence() -> None:
    text = (
        "The codec was\nintroduced in relay-core 4.0.0; releases 3.0.0 through 3.9.4 use the "
        "older codec, which does\nnot deserialise types, and are not affected by CVE-2024-22051."
    )
    assert read(text) == [(["3.0.0..3.9.4]"], ())]
    module = (
        "The v2 module, github.com/norrin/kvstore/v2, replaced archive-based snapshots with a "
        "segment\nformat and is not affected."
    )
    assert read(module) == [([], ("github.com/norrin/kvstore/v2",))]


def test_corrected_conditional_and_carved_out_statements_are_not_read() -> None:
    assert read("The statement that the 1.x branch is unaffected was wrong.") == []
    assert read("Installations that disable the plugin are not affected unless they load it.") == []
    assert read("EdgeGate 5000 appliances without an RCM-2 installed remain not affected.") == []
    # left out of an act, not of a flaw (trial 66)
    assert read("CVE-2024-22872 in pyrenoid-cli is unaffected by this decision.") == []


def test_names_are_marked_words_from_the_first_one_in_a_run() -> None:
    assert name_units("Corvane SG-200 and the EdgeGate 3000 series") == ["SG-200", "EdgeGate 3000"]
    # identifiers are what a statement is about, common hyphenated words no product
    assert name_units("CVE-2024-1234 in a hand-written tokenizer") == []
    assert name_units("the `fastform-parser` package") == ["fastform-parser"]


def test_a_version_statement_decides_by_the_asked_version() -> None:
    branch = exclusions_in("Units on the 6.x branch are not exposed.", PHRASES)
    assert excludes(branch, "Is firmware 6.4 exposed?", version("6.4"))
    assert not excludes(branch, "Is firmware 7.1 exposed?", version("7.1"))
    assert not excludes(branch, "Is it exposed?", None)


def test_a_name_statement_needs_the_name_and_no_other_product_of_the_documents() -> None:
    statement = [Exclusion(names=("SG-200",))]
    others = ["SG-200", "SG-400", "CorOS"]
    assert excludes(statement, "Are Corvane SG-200 boxes exposed?", None, others)
    assert not excludes(statement, "Are SG-400 boxes exposed?", None, others)
    assert not excludes(statement, "We run SG-200 and SG-400: exposed?", None, others)
    # a longer name is another product ("fastform-parser-lite" is not "fastform-parser")
    lite = [Exclusion(names=("fastform-parser",))]
    assert not excludes(lite, "Is fastform-parser-lite 1.4.2 affected?", None, [])
    assert excludes(lite, "Is fastform-parser 3.3.0 (not the lite one) affected?", None, [])


def test_a_list_after_the_phrase_and_a_scoped_name_written_with_spaces() -> None:
    """Trials 67 and 68: the people a lift keeps restricted follow its colon ("The following
    members ... remain subject to a special blackout ...: EMP0412, EMP0588"); "Not affected:"
    opens a sentence after another; a question writes "@brightloom/session-store" as
    "brightloom session-store"."""
    kept = exclusions_in(
        "Exception: the following members of the working group remain subject to a special "
        "blackout and may not trade SRWD until notified: EMP0412, EMP0588.",
        ["remain subject to"],
    )
    assert [e.names for e in kept] == [("EMP0412", "EMP0588")]
    text = "Affected: Kestrel TLS 2.0.0 through 2.8.3. Not affected: Kestrel TLS 3.0 and later."
    assert read(text) == [(["3.0.0..)"], ())]
    scoped = exclusions_in("Not affected: @brightloom/session-store (all versions).", PHRASES)
    assert excludes(scoped, "Must we upgrade brightloom session-store?", None, [])
    assert not excludes(scoped, "Must we upgrade brightloom cookie-signer?", None, [])


def test_words_qualifying_the_versions_must_be_asked_too() -> None:
    """Trial 66: "Tunnel-mode-only deployments on 7.4.4 are not exposed" answered "not
    affected" for "NetEdge firewall on 7.4.4 with SSL-VPN web mode turned on"; generic nouns
    ("Units on the 6.x branch") and the product's name qualify nothing the question lacks."""
    tunnel = exclusions_in("Tunnel-mode-only deployments on 7.4.4 are not exposed.", PHRASES)
    assert [e.qualifiers for e in tunnel] == [("mode", "tunnel")]
    assert not excludes(tunnel, "NetEdge on 7.4.4 with web mode on: exposed?", version("7.4.4"))
    assert excludes(tunnel, "We run tunnel mode on 7.4.4: exposed?", version("7.4.4"))
    named = exclusions_in("Not affected: Kestrel TLS 3.0 and later.", PHRASES)
    assert excludes(named, "Does Kestrel TLS 3.1 need patching?", version("3.1"))


def test_conditions_after_versions_and_tables_flattened_into_prose() -> None:
    """Trial 69: "Helios Gateway 8.x with the Legacy User Portal disabled (the default)
    remains not affected" answered "not affected" for 8.6.12 with the portal on; "| Tarn
    T500 | 5.0.0-5.0.2 | 5.0.3 | The Tarn T200 remains not affected" (a table written on one
    line) named versions, not the T200; a date is no product name."""
    portal = exclusions_in(
        "Helios Gateway 8.x with the Legacy User Portal disabled (the default) remains not "
        "affected.",
        PHRASES,
    )
    asked = "We run Helios Gateway 8.6.12 with the legacy user portal switched on. Exposed?"
    assert not excludes(portal, asked, version("8.6.12"))
    assert excludes(portal, asked.replace("switched on", "disabled"), version("8.6.12"))
    flattened = exclusions_in(
        "Fixed firmware: | Model | First fixed | | Tarn T500 | 5.0.3 | The Tarn T200 remains not "
        "affected by CVE-2023-38841.",
        PHRASES,
    )
    assert [e.names for e in flattened] == [("T200",)]
    assert name_units("Published 30 September 2023 for Tarn T500, firmware 4.1.7") == ["T500"]
