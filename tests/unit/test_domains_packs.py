"""Domain packs: built-ins load, user packs validate with file:line:field errors, CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from graphcar.cli import app
from graphcar.config import Settings
from graphcar.domains.packs import (
    Governance,
    builtin_packs,
    installed_packs,
    load_pack,
    load_packs,
    packs_for,
    type_stems,
)
from graphcar.errors import InputError
from graphcar.model import Document

GOOD = """\
name: contracts
description: supplier contracts and their amendments
domains: [contracts]
doc_types:
  contract: a signed contract
  termination: a termination notice
scope_keys:
  contract_id:
    kinds: [code]
    from: title
rules:
  - name: termination_voids_contract
    newer: [termination]
    older: [contract]
    match: [contract_id]
    kind: voids
verdicts:
  cases:
    - name: terminated
      label: terminated
      superseded_by: [voids]
  otherwise: in_force
"""


def write(tmp_path: Path, text: str, name: str = "pack.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def error_of(tmp_path: Path, text: str) -> InputError:
    path = write(tmp_path, text)
    with pytest.raises(InputError) as caught:
        load_pack(path)
    return caught.value


def test_builtin_packs_cover_the_five_domains_and_the_unclaimed() -> None:
    names = {pack.name for pack in builtin_packs()}
    assert names == {
        "security", "legal", "pharma", "finance-compliance", "versioned-policy", "general"
    }
    for pack in builtin_packs():
        if pack.unclaimed:  # what the text states only: cues, no rules, no verdicts
            assert pack.cues and not pack.rules and not pack.verdict_labels(), pack.name
        else:
            assert pack.rules and pack.verdicts.cases, pack.name


def test_a_user_pack_loads_without_python(tmp_path: Path) -> None:
    pack = load_pack(write(tmp_path, GOOD))
    assert pack.rules[0].kind == "voids"
    assert pack.scope_keys["contract_id"].source == "title"


def test_misspelt_relation_kind_names_line_and_field(tmp_path: Path) -> None:
    error = error_of(tmp_path, GOOD.replace("kind: voids", "kind: viods"))
    assert error.location == f"{tmp_path / 'pack.yaml'}:16"
    assert error.field == "rules.0.kind"
    assert "unknown relation kind 'viods'" in str(error)


def test_a_name_shape_is_a_regex_of_a_kind(tmp_path: Path) -> None:
    """A pack's ``name_shapes`` gives the regex every name of a kind matches whole; a
    pattern that does not compile names its kind and field."""
    pack = load_pack(write(tmp_path, GOOD + "name_shapes:\n  ticker: '[A-Z]{1,5}'\n"))
    assert pack.fits_shape("ticker", "ORCL") and not pack.fits_shape("ticker", "CA 7/2018")
    assert pack.fits_shape("code", "anything")  # no shape given: any name
    error = error_of(tmp_path, GOOD + "name_shapes:\n  ticker: '[A-Z'\n")
    assert error.field == "name_shapes"
    assert "ticker:" in str(error)


def test_scope_key_sources_and_a_misspelt_one(tmp_path: Path) -> None:
    """``from: own_title`` (session 21) loads; a source of no such name is refused by line
    and field, listing them all."""
    pack = load_pack(write(tmp_path, GOOD.replace("from: title", "from: own_title")))
    assert pack.scope_keys["contract_id"].source == "own_title"
    error = error_of(tmp_path, GOOD.replace("from: title", "from: own_titel"))
    assert error.location == f"{tmp_path / 'pack.yaml'}:10"
    assert error.field == "scope_keys.contract_id.from"
    assert "'text', 'title', 'own_title', 'title_own' or 'title_first'" in str(error)


def test_release_lines_need_select_latest(tmp_path: Path) -> None:
    """``release_lines`` orders a chain of releases; on another selection it is refused."""
    lines = GOOD.replace("    kind: voids\n", "    kind: voids\n    release_lines: true\n", 1)
    error = error_of(tmp_path, lines)
    assert error.location.startswith(f"{tmp_path / 'pack.yaml'}:")
    assert "release_lines" in str(error) and "select: latest" in str(error)
    pack = load_pack(write(tmp_path, lines.replace("kind: voids\n", "kind: voids\n    select: "
                                                   "latest\n", 1)))
    assert pack.rules[0].release_lines


def test_cue_max_targets_below_one_names_line_and_field(tmp_path: Path) -> None:
    cue = (
        "cues:\n"
        "  - name: termination_notice\n"
        "    phrases: [terminated]\n"
        "    kind: voids\n"
        "    target_kinds: [code]\n"
        "    max_targets: 0\n"
    )
    error = error_of(tmp_path, GOOD.replace("verdicts:\n", cue + "verdicts:\n"))
    assert error.field == "cues.0.max_targets"
    assert error.location == f"{tmp_path / 'pack.yaml'}:22"
    assert "greater than or equal to 1" in str(error)


def test_cue_self_nouns_must_be_single_words(tmp_path: Path) -> None:
    cue = (
        "cues:\n"
        "  - name: termination_notice\n"
        "    phrases: [terminates]\n"
        "    kind: voids\n"
        "    target_kinds: [code]\n"
        "    self_nouns: [notice, this notice]\n"
    )
    error = error_of(tmp_path, GOOD.replace("verdicts:\n", cue + "verdicts:\n"))
    assert error.field == "cues.0.self_nouns"
    assert error.location == f"{tmp_path / 'pack.yaml'}:22"
    assert "single words" in str(error)


def test_cue_versions_must_be_a_flag(tmp_path: Path) -> None:
    cue = (
        "cues:\n"
        "  - name: newer_release\n"
        "    phrases: [replaces]\n"
        "    kind: replaces\n"
        "    target_kinds: [product]\n"
        "    versions: sometimes\n"
    )
    error = error_of(tmp_path, GOOD.replace("verdicts:\n", cue + "verdicts:\n"))
    assert error.field == "cues.0.versions"
    assert error.location == f"{tmp_path / 'pack.yaml'}:22"
    cue = cue.replace("sometimes", "true")
    pack = load_pack(write(tmp_path, GOOD.replace("verdicts:\n", cue + "verdicts:\n")))
    assert pack.cues[0].versions


def test_cue_title_only_must_be_a_flag(tmp_path: Path) -> None:
    cue = (
        "cues:\n"
        "  - name: titled_revocation\n"
        "    phrases: [revocation of]\n"
        "    kind: revokes\n"
        "    target_kinds: [code]\n"
        "    title_only: in titles\n"
    )
    error = error_of(tmp_path, GOOD.replace("verdicts:\n", cue + "verdicts:\n"))
    assert error.field == "cues.0.title_only"
    assert error.location == f"{tmp_path / 'pack.yaml'}:22"
    cue = cue.replace("in titles", "true")
    pack = load_pack(write(tmp_path, GOOD.replace("verdicts:\n", cue + "verdicts:\n")))
    assert pack.cues[0].title_only


def test_unknown_field_names_its_line(tmp_path: Path) -> None:
    error = error_of(
        tmp_path, GOOD.replace("    match: [contract_id]", "    matches: [contract_id]")
    )
    assert error.field == "rules.0.matches"
    assert error.location is not None and error.location.endswith(":15")
    assert "unknown field 'matches'" in str(error)


def test_rule_naming_an_undeclared_doc_type(tmp_path: Path) -> None:
    error = error_of(tmp_path, GOOD.replace("newer: [termination]", "newer: [terminaton]"))
    assert error.field == "rules.0.newer"
    assert error.location is not None and error.location.endswith(":13")
    assert "unknown doc type 'terminaton'" in str(error)


def test_rule_naming_an_undeclared_scope_key(tmp_path: Path) -> None:
    error = error_of(tmp_path, GOOD.replace("match: [contract_id]", "match: [contract]"))
    assert error.field == "rules.0.match"
    assert "unknown scope key 'contract'" in str(error)


def test_where_missing_a_matched_key_is_refused(tmp_path: Path) -> None:
    text = GOOD.replace(
        "match: [contract_id]", "match: [contract_id]\n    where_missing: [contract_id]"
    )
    error = error_of(tmp_path, text)
    assert error.field is not None and error.field.startswith("rules.0")
    assert "'contract_id' is also in match" in str(error)


@pytest.mark.parametrize("field", ["where_missing", "where_absent"])
def test_a_key_a_side_must_lack_cannot_be_matched(tmp_path: Path, field: str) -> None:
    """``where_absent`` (neither side may have the key) is refused with a matched key as
    ``where_missing`` is: the rule could never link."""
    text = GOOD.replace("match: [contract_id]", f"match: [contract_id]\n    {field}: [contract_id]")
    error = error_of(tmp_path, text)
    assert error.field is not None and error.field.startswith("rules.0")
    assert "'contract_id' is also in match" in str(error)


def test_where_absent_naming_an_undeclared_scope_key(tmp_path: Path) -> None:
    text = GOOD.replace("match: [contract_id]", "match: [contract_id]\n    where_absent: [ndc]")
    error = error_of(tmp_path, text)
    assert error.field == "rules.0.where_absent"
    assert "unknown scope key 'ndc'" in str(error)


def test_where_missing_naming_an_undeclared_scope_key(tmp_path: Path) -> None:
    text = GOOD.replace("match: [contract_id]", "match: [contract_id]\n    where_missing: [ndc]")
    error = error_of(tmp_path, text)
    assert error.field == "rules.0.where_missing"
    assert "unknown scope key 'ndc'" in str(error)


def test_bad_regex_and_missing_field(tmp_path: Path) -> None:
    text = GOOD + "entity_patterns:\n  - kind: contract\n    regex: '([A-Z'\n"
    error = error_of(tmp_path, text)
    assert error.field == "entity_patterns.0.regex"
    assert error.location is not None and error.location.endswith(":25")
    missing = error_of(tmp_path, GOOD.replace("domains: [contracts]\n", ""))
    assert missing.field == "domains"


def test_an_unknown_canonical_form_is_refused_and_initials_name_a_spelled_out_kind(
    tmp_path: Path,
) -> None:
    """``canonical: initials`` reads "Binding Operational Directive 22-01" as BOD 22-01; a
    value the schema does not know is refused by line and field, naming the ones it knows."""
    pattern = (
        "entity_patterns:\n  - kind: designator\n"
        "    regex: '(?:[A-Z][a-z]+ )+Directive [0-9-]+'\n"
    )
    error = error_of(tmp_path, GOOD + pattern + "    canonical: initialz\n")
    assert error.field == "entity_patterns.0.canonical"
    assert error.location is not None and error.location.endswith(":26")  # the canonical line
    assert "'initials'" in str(error)
    pack = load_pack(write(tmp_path, GOOD + pattern + "    canonical: initials\n"))
    found = list(pack.entity_patterns[0].found_in("Binding Operational Directive 22-01 applies."))
    assert [key for *_, key in found] == ["designator:BOD 22-01"]


def test_list_items_without_a_regex_and_a_bad_items_regex(tmp_path: Path) -> None:
    text = GOOD + "entity_patterns:\n  - kind: rfc\n    phrases: [RFC]\n    items: '\\d+'\n"
    error = error_of(tmp_path, text)
    assert error.field == "entity_patterns.0" and "'items' splits the matches" in str(error)
    text = GOOD + "entity_patterns:\n  - kind: rfc\n    regex: 'RFCs [0-9, ]+'\n    items: '(['\n"
    assert error_of(tmp_path, text).field == "entity_patterns.0.items"


def test_query_names_must_be_entity_kinds(tmp_path: Path) -> None:
    error = error_of(tmp_path, GOOD + "query_names: [Ticker Symbol]\n")
    assert error.field == "query_names"
    assert error.location is not None and error.location.endswith(":23")
    assert "entity kind 'Ticker Symbol'" in str(error)


def test_query_words_must_be_entity_kinds(tmp_path: Path) -> None:
    error = error_of(tmp_path, GOOD + "query_words: [Drug Brand]\n")
    assert error.field == "query_words"
    assert error.location is not None and error.location.endswith(":23")
    assert "entity kind 'Drug Brand'" in str(error)


def test_yaml_syntax_error_names_the_line(tmp_path: Path) -> None:
    error = error_of(tmp_path, GOOD.replace("  contract: a signed contract", "  contract: [a, b"))
    assert error.location is not None and ":" in error.location
    assert "invalid YAML" in str(error)


def test_not_a_mapping(tmp_path: Path) -> None:
    assert "must be a YAML mapping" in str(error_of(tmp_path, "- a\n- b\n"))


def test_user_directory_adds_and_replaces_packs(tmp_path: Path) -> None:
    write(tmp_path, GOOD, "contracts.yaml")
    legal = (Path(__file__).parents[2] / "graphcar/domains/legal.yaml").read_text()
    write(tmp_path, legal.replace("otherwise: good_law", "otherwise: still_good"), "legal.yml")
    packs = {pack.name: pack for pack in load_packs(tmp_path)}
    assert "contracts" in packs
    assert packs["legal"].verdicts.otherwise == "still_good"
    settings = Settings(domain_packs_dir=tmp_path)
    assert "contracts" in {pack.name for pack in installed_packs(settings)}


def test_missing_user_directory_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="does not exist"):
        load_packs(tmp_path / "nope")


def test_packs_govern_by_domain_then_doc_type() -> None:
    packs = builtin_packs()
    assert [p.name for p in packs_for(packs, "legal", "opinion")] == ["legal"]
    # a type the domain's packs do not declare goes first to the packs that do (shared
    # ones too); the domain's packs still read it
    assert [p.name for p in packs_for(packs, "legal", "policy")] == [
        "versioned-policy",
        "legal",
        "general",
    ]
    assert [p.name for p in packs_for(packs, "security", "standard")] == [
        "versioned-policy",
        "security",
        "general",
    ]
    # ... and a type no pack declares stays with the domain's packs, which read it as
    # commentary, while the unclaimed pack reads the act it states ("Ordinance 1187 is
    # repealed" in an ordinance filed under ``legal``)
    assert [p.name for p in packs_for(packs, "legal", "press_release")] == ["legal", "general"]
    assert [p.name for p in packs_for(packs, "legal", "ordinance")] == ["legal", "general"]
    assert [p.name for p in packs_for(packs, "general", "blackout_announced")] == [
        "finance-compliance",
        "general",
    ]
    assert [p.name for p in packs_for(packs, "general", "memo")] == ["general"]
    # a type a domain pack declares, filed under a domain no pack claims: that pack's, and
    # the unclaimed pack reads it along (a scientific committee's "opinion" is no court's)
    assert [p.name for p in packs_for(packs, "general", "opinion")] == ["legal", "general"]
    assert [p.name for p in packs_for(packs, "standards", "standard")] == ["general"]
    # shared doc types: read under the pack's own domains, never claimed by type
    assert [p.name for p in packs_for(packs, "quality", "procedure")] == ["general"]
    assert [p.name for p in packs_for(packs, "eu", "regulation")] == ["general"]
    # a pack's readers follow it: the general pack reads policies along
    assert [p.name for p in packs_for(packs, "policy", "procedure")] == [
        "versioned-policy",
        "general",
    ]


def test_a_verdict_case_is_asked_with_lower_case_words(tmp_path: Path) -> None:
    words = "superseded_by: [voids]\n      asked_with: [Compliant]"
    text = GOOD.replace("superseded_by: [voids]", words)
    error = error_of(tmp_path, text)
    assert "asked_with: lower-case words only" in str(error)


def test_read_with_must_name_another_pack(tmp_path: Path) -> None:
    """A pack reading along must exist: a typo would silently drop its reading."""
    text = GOOD.replace("scope_keys:", "read_with: [generall]\nscope_keys:")
    (tmp_path / "contracts.yaml").write_text(text)
    with pytest.raises(ValueError, match="read_with names no other pack: 'generall'"):
        load_packs(tmp_path)


def test_shared_doc_types_must_be_declared(tmp_path: Path) -> None:
    error = error_of(tmp_path, GOOD.replace("scope_keys:", "shared_doc_types: [memo]\nscope_keys:"))
    assert "shared_doc_types: unknown doc type 'memo'; declared: contract, termination" in str(
        error
    )


def test_a_pack_claims_a_domain_unless_it_governs_the_unclaimed(tmp_path: Path) -> None:
    error = error_of(tmp_path, GOOD.replace("domains: [contracts]", "domains: []"))
    assert "list at least one domain name (or set unclaimed: true)" in str(error)
    fallback = load_pack(write(tmp_path, GOOD.replace("domains: [contracts]",
                                                      "domains: []\nunclaimed: true")))
    assert fallback.unclaimed and fallback.carries_authority("memo")


def test_cli_validate_reports_line_and_field(tmp_path: Path) -> None:
    bad = write(tmp_path, GOOD.replace("kind: voids", "kind: viods"), "bad.yaml")
    good = write(tmp_path, GOOD, "good.yaml")
    runner = CliRunner()
    result = runner.invoke(app, ["domains", "validate", str(good), str(bad), "--json"])
    assert result.exit_code == 1
    assert f"{bad}:16:rules.0.kind" in result.output
    assert runner.invoke(app, ["domains", "validate", str(good)]).exit_code == 0


def test_cli_list_shows_packs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    write(tmp_path, GOOD, "contracts.yaml")
    monkeypatch.setenv("GRAPHCAR_DOMAIN_PACKS_DIR", str(tmp_path))
    result = CliRunner().invoke(app, ["domains", "list", "--json"])
    assert result.exit_code == 0
    assert '"contracts"' in result.output and '"finance-compliance"' in result.output
    (finance,) = [row for row in json.loads(result.output) if row["name"] == "finance-compliance"]
    assert finance["doc_type_aliases"]["blackout"] == "blackout_announced"
    assert finance["doc_type_meanings"]["blackout_lifted"] == "the end of a trading blackout"


def test_version_answer_settings_are_checked(tmp_path: Path) -> None:
    """A user pack's version settings: an unknown relation kind, and version names not keyed
    by an entity key or naming nothing, are refused naming the field."""
    verdicts = "  otherwise: in_force\n"
    kind = error_of(tmp_path, GOOD.replace(verdicts, verdicts + "  versioned_by: [pathces]\n"))
    assert kind.field is not None and kind.field.startswith("verdicts.versioned_by")
    bare = "  version_names:\n    stdlib: [Go]\n"
    error = error_of(tmp_path, GOOD.replace(verdicts, verdicts + bare))
    assert error.field == "verdicts.version_names"
    assert "'stdlib' is not an entity key" in str(error)
    empty = "  version_names:\n    \"pkg:golang/stdlib\": []\n"
    error = error_of(tmp_path, GOOD.replace(verdicts, verdicts + empty))
    assert "needs one or more non-empty names" in str(error)


def test_a_name_pattern_without_its_name_group_is_refused(tmp_path: Path) -> None:
    text = GOOD + "name_patterns:\n  - kind: drug\n    regex: '[A-Z]+ \\([a-z]+\\)'\n"
    error = error_of(tmp_path, text)
    assert error.field == "name_patterns.0.regex"
    assert error.location is not None and error.location.endswith(":25")
    assert "(?P<name>" in str(error)


def test_doc_type_aliases_name_declared_types(tmp_path: Path) -> None:
    """An integrator's name for a declared type ("Notice of Termination") is read as that
    type, in any case or spacing, also where it picks the pack of an unclaimed domain."""
    aliased = GOOD.replace(
        "scope_keys:", "doc_type_aliases:\n  Notice of Termination: termination\nscope_keys:"
    )
    pack = load_pack(write(tmp_path, aliased))
    assert pack.declared_type("notice-of-termination") == "termination"
    assert pack.declared_type("Contract") == "contract"
    assert pack.declared_type("amendment") is None
    governed = Governance([pack])
    sent = Document(
        id="t1", text="Terminated.", domain="procurement", doc_type="NOTICE OF TERMINATION"
    )
    assert [p.name for p in governed(sent)] == ["contracts"]
    assert governed.declared(sent).doc_type == "termination"
    other = sent.model_copy(update={"doc_type": "amendment"})
    assert governed.declared(other) is other


def test_another_inflection_of_a_declared_type_or_alias_names_it(tmp_path: Path) -> None:
    """Trial 110: "blackout_announcement" and "Blackout Lift" are the finance pack's
    ``blackout_announced`` and ``blackout_lifted``; a stem two types share names neither."""
    finance = next(pack for pack in load_packs() if pack.name == "finance-compliance")
    assert finance.declared_type("blackout_announcement") == "blackout_announced"
    assert finance.declared_type("Blackout Lift") == "blackout_lifted"
    assert finance.declared_type("Emergency Exceptions") == "emergency_exception"
    assert finance.declared_type("preclearance_denial") is None
    assert type_stems("release_notes") == type_stems("release_note") == ("releas", "note")
    assert type_stems("ruling") == ("ruling",)  # a stem keeps four letters
    shared = GOOD.replace(
        "scope_keys:", "doc_type_aliases:\n  contracted: termination\nscope_keys:"
    )
    pack = load_pack(write(tmp_path, shared))
    assert pack.declared_type("terminations") == "termination"
    assert pack.declared_type("contract") == "contract"  # as declared
    assert pack.declared_type("contracts") is None  # "contract" or "contracted": neither


def test_an_alias_of_an_undeclared_type_names_its_line(tmp_path: Path) -> None:
    aliased = GOOD.replace("scope_keys:", "doc_type_aliases:\n  notice: terminaton\nscope_keys:")
    error = error_of(tmp_path, aliased)
    assert error.field == "doc_type_aliases.notice"
    assert error.location is not None and error.location.endswith(":8")
    assert "unknown doc type 'terminaton'" in str(error)


def test_an_alias_may_not_rename_a_declared_type(tmp_path: Path) -> None:
    aliased = GOOD.replace("scope_keys:", "doc_type_aliases:\n  Contract: termination\nscope_keys:")
    error = error_of(tmp_path, aliased)
    assert error.field == "doc_type_aliases.contract"
    assert "'contract' is a declared doc type" in str(error)


def test_answers_for_all_naming_an_undeclared_scope_key(tmp_path: Path) -> None:
    verdicts = "  otherwise: in_force\n"
    error = error_of(tmp_path, GOOD.replace(verdicts, verdicts + "  answers_for_all: [lots]\n"))
    assert error.field == "verdicts.answers_for_all"
    assert "unknown scope key 'lots'" in str(error)


def test_when_dated_takes_an_edge_status(tmp_path: Path) -> None:
    dated = GOOD.replace("    kind: voids\n", "    kind: voids\n    when_dated: accept\n")
    error = error_of(tmp_path, dated)
    assert error.field == "rules.0.when_dated"
    assert "accepted" in str(error)


def test_an_exclusion_set_is_a_list_of_phrases_or_one_that_reads_acts_too() -> None:
    """A pack's exclusions: a plain list reads only what a document excludes from what it
    says; ``of_acts`` also what it leaves out of its own act; a case must name a set."""
    from pydantic import ValidationError

    from graphcar.domains.packs import VerdictSpec

    spec = VerdictSpec.model_validate(
        {"exclusions": {"flaw": ["not affected"], "act": {"of_acts": True, "phrases": ["x"]}}}
    )
    assert not spec.exclusions["flaw"].of_acts and spec.exclusions["act"].of_acts
    with pytest.raises(ValidationError, match="non-empty"):
        VerdictSpec.model_validate({"exclusions": {"flaw": []}})
    with pytest.raises(ValidationError, match="which exclusions does not name"):
        VerdictSpec.model_validate(
            {"cases": [{"name": "c", "label": "l", "excluded": "nope"}], "exclusions": {}}
        )


@pytest.mark.parametrize(
    ("text", "marks"),
    [
        ("ZELVORIN (talparitide) injection (Revised 06/2024)", {"06/2024"}),
        ("I found a Zelvorin package insert dated March 2021", {"03/2021"}),
        ("This labeling supersedes the prescribing information revised 3/2021", {"03/2021"}),
        ("Homeowners Policy HM-HO-3 (05/18)", {"05/18"}),
        ("Password Policy v2 (2015)", {"2", "2015"}),
        ("Effective on 03/15/2021 for all staff", set()),
        # trial 70: an opinion's title dates it by its day, a question by its month
        ("State v. Calloway, No. 2022-0417 (Wm. Ct. App. Mar. 3, 2023)", {"03/2023"}),
        ("Can I still cite the March 2023 Calloway opinion?", {"03/2023"}),
        # the time a question asks at is no edition
        ("As of March 2023, was the Calloway opinion good law?", set()),
        # trial 75: "v2" is the policy titled "version 2.0", not a release "version 2.4.1"
        ("HR-POL-014 Remote Work Policy, version 2.0", {"2"}),
        ("can I still rely on HR-POL-014 v2", {"2"}),
        ("Download version 2.4.1 of the agent", set()),
    ],
)
def test_editions_are_read_from_revisions_months_and_versions(text: str, marks: set[str]) -> None:
    """Trials 63 and 68: a label revised "03/2021" is the one a question calls the insert
    "dated March 2021"; a full date names no edition."""
    from graphcar.domains.packs import edition_marks

    assert edition_marks(text) == marks


def test_a_pack_file_with_a_bad_exclusion_set_is_refused_by_line_and_field(
    tmp_path: Path,
) -> None:
    """A user pack whose exclusion set lists no phrase, or whose case names a set it does not
    declare, is refused with the file's line and the field; no pack is loaded from it."""
    empty = GOOD.replace("verdicts:\n", "verdicts:\n  exclusions:\n    kept: []\n")
    error = error_of(tmp_path, empty)
    assert error.field == "verdicts.exclusions.kept.phrases"
    assert error.location.startswith(f"{tmp_path / 'pack.yaml'}:")
    assert "non-empty phrases" in str(error)
    unknown = GOOD.replace(
        "      label: terminated\n", "      label: terminated\n      excluded: kept\n"
    )
    error = error_of(tmp_path, unknown)
    assert error.location.startswith(f"{tmp_path / 'pack.yaml'}:")
    assert "which exclusions does not name" in str(error)


def test_a_pack_file_with_a_bad_fix_stated_flag_is_refused_by_line_and_field(
    tmp_path: Path,
) -> None:
    """``fix_stated`` (a case reading the fix an advisory states) takes true or false: a user
    pack writing anything else is refused with the file's line and the field."""
    bad = GOOD.replace(
        "      label: terminated\n", "      label: terminated\n      fix_stated: sometimes\n"
    )
    error = error_of(tmp_path, bad)
    assert error.location.startswith(f"{tmp_path / 'pack.yaml'}:")
    assert error.field is not None and error.field.endswith("fix_stated")
