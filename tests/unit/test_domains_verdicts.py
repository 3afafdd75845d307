"""Verdict labels read off a real CAR assembly of a closure subgraph, declared by packs."""

from __future__ import annotations

from pathlib import Path

from graphcar.car import assemble
from graphcar.domains.packs import load_packs
from graphcar.domains.verdicts import rules_for, verdict_rules
from graphcar.model import CarResult, EdgeStatus, Verdict
from graphcar.store.base import Candidate, CarSubgraph, ClosureEdge, ClosureNode


def graph(
    docs: dict[str, tuple[str, str]],
    edges: list[tuple[str, str, str]],
    anchor: str,
    runner_up: str | None = None,
) -> CarSubgraph:
    """docs: id -> (domain, doc_type); edges: (newer, older, kind), all accepted; ``anchor``
    ranked first, ``runner_up`` (if any) second."""
    superseded = {older for _, older, _ in edges}
    anchors = [Candidate(id=anchor, rank=1, score=1.0)]
    if runner_up is not None:
        anchors.append(Candidate(id=runner_up, rank=2, score=0.5))
    return CarSubgraph(
        anchors=anchors,
        nodes={
            doc_id: ClosureNode(
                id=doc_id,
                visible=True,
                superseded=doc_id in superseded,
                domain=domain,
                doc_type=doc_type,
                published_at=f"2024-01-{index + 10:02d}T00:00:00Z",
            )
            for index, (doc_id, (domain, doc_type)) in enumerate(docs.items())
        },
        edges=[rule_edge(n, o, k) for n, o, k in edges],
    )


def overruling(newer: str, older: str, titles: dict[str, str]) -> CarSubgraph:
    """Two opinions, ``newer`` overruling ``older`` and ranked above it, with their titles."""
    subgraph = graph(
        {newer: ("legal", "opinion"), older: ("legal", "opinion")},
        [(newer, older, "overrules")],
        anchor=newer,
        runner_up=older,
    )
    for doc_id, title in titles.items():
        subgraph.nodes[doc_id].title = title
    return subgraph


def rule_edge(
    newer: str, older: str, kind: str, status: EdgeStatus = "accepted", confidence: float = 1.0
) -> ClosureEdge:
    return ClosureEdge(
        newer_id=newer,
        older_id=older,
        kind=kind,
        rule="test",
        source="rule",
        status=status,
        confidence=confidence,
    )


def verdict(subgraph: CarSubgraph) -> Verdict | None:
    result: CarResult = assemble(subgraph, k=10)
    for rule in rules_for(load_packs()):
        found = rule(result)
        if found is not None:
            return found
    return None


def label(subgraph: CarSubgraph) -> str | None:
    found = verdict(subgraph)
    return found.label if found else None


def test_security_patched_vulnerable_withdrawn() -> None:
    docs = {"adv": ("security", "advisory"), "fix": ("security", "release_note")}
    patched = verdict(graph(docs, [("fix", "adv", "patches")], anchor="adv"))
    assert patched is not None
    assert (patched.label, patched.rule, patched.document_id) == (
        "patched",
        "security:patched",
        "fix",
    )
    assert label(graph({"adv": ("security", "advisory")}, [], anchor="adv")) == "vulnerable"
    withdrawn = {"adv": ("security", "advisory"), "w": ("security", "withdrawal")}
    assert label(graph(withdrawn, [("w", "adv", "withdraws")], anchor="adv")) == "withdrawn"


def test_legal_overruled_only_for_the_overruled_case() -> None:
    docs = {"roe": ("legal", "opinion"), "dobbs": ("legal", "opinion")}
    edges = [("dobbs", "roe", "overrules")]
    assert label(graph(docs, edges, anchor="roe")) == "overruled"
    assert label(graph(docs, edges, anchor="dobbs")) == "good_law"


def test_legal_limits_keep_good_law() -> None:
    docs = {"a": ("legal", "opinion")}
    assert label(graph(docs, [], anchor="a")) == "good_law"


def test_finance_labels_follow_the_controlling_event() -> None:
    fin = "finance-compliance"
    pre, black = (fin, "pre_clearance_approved"), (fin, "blackout_announced")
    lifted, exception = (fin, "blackout_lifted"), (fin, "emergency_exception")
    assert label(graph({"p": pre}, [], anchor="p")) == "active"
    assert (
        label(graph({"p": pre, "b": black}, [("b", "p", "voids")], anchor="p")) == "non_compliant"
    )
    chain = [("b", "p", "voids"), ("e", "b", "supersedes")]
    assert label(graph({"p": pre, "b": black, "e": exception}, chain, anchor="p")) == "compliant"
    lift = [("b", "p", "voids"), ("l", "b", "rescinds")]
    assert label(graph({"p": pre, "b": black, "l": lifted}, lift, anchor="p")) == "non_compliant"
    # trials 57 and 60: asked about the blackout (or restriction) itself, or its lift, it is
    # over: no trade is forbidden by it any more
    assert label(graph({"b": black, "l": lifted}, [("l", "b", "rescinds")], anchor="b")) == (
        "compliant"
    )
    assert label(graph({"b": black, "l": lifted}, [("l", "b", "rescinds")], anchor="l")) == (
        "compliant"
    )


def test_a_trade_under_a_pre_clearance_in_force_is_compliant_the_pre_clearance_active() -> None:
    """Trials 62 and 64: "EMP2041 executing the DRSN buy under PC-24-0871 - compliant?" and
    "Is EMP0447 cleared to buy MNTL?" ask about the trade (compliant), as does "Does the XLQR
    notice kill the approval?"; "Is the pre-clearance still valid?" about the pre-clearance
    (active, as FinSuperQA labels it)."""
    subgraph = graph({"p": ("finance-compliance", "pre_clearance_approved")}, [], anchor="p")
    result = assemble(subgraph, k=5)
    rules = rules_for(load_packs())

    def asked(question: str) -> str | None:
        result.query = question
        found = next((v for v in (rule(result) for rule in rules) if v is not None), None)
        return found.label if found else None

    assert asked("EMP2041 executing the DRSN buy under PC-24-0871 - compliant?") == "compliant"
    assert asked("Is EMP0447 cleared to buy MNTL on 1 December 2026?") == "compliant"
    # trials 64, 70 and 74: whether something stops the trade asks about the trade too
    assert asked("Does the 4 June 2024 XLQR notice kill EMP0447's MNTL sale approval?") == (
        "compliant"
    )
    assert asked("EMP265 wants to buy ASHB - is that caught by today's restricted list?") == (
        "compliant"
    )
    assert asked("Is the pre-clearance granted to EMP013-Ferreira still valid?") == "active"
    assert asked("Can EMP060-Evans rely on their SLB pre-clearance to trade today?") == "active"
    voided = graph(
        {
            "p": ("finance-compliance", "pre_clearance_approved"),
            "b": ("finance-compliance", "blackout_announced"),
        },
        [("b", "p", "voids")],
        anchor="p",
    )
    voided_result = assemble(voided, k=5)
    voided_result.query = "Is EMP2041's DRSN buy compliant?"
    assert next(v for v in (rule(voided_result) for rule in rules) if v).label == "non_compliant"


def test_a_blackout_asked_about_after_its_end_lapsed() -> None:
    """Trial 63: "Is the Q4 2024 ALDG closed period still in force?" after its effective_to
    with no lift notice: lapsed (a pre-clearance lapsed is still non-compliant to trade on)."""
    fin = "finance-compliance"
    blackout = graph(
        {"b": (fin, "blackout_announced"), "b#lapsed": (fin, "lapse")},
        [("b#lapsed", "b", "expires")],
        anchor="b",
    )
    assert label(blackout) == "lapsed"
    pre = graph(
        {"p": (fin, "pre_clearance_approved"), "p#lapsed": (fin, "lapse")},
        [("p#lapsed", "p", "expires")],
        anchor="p",
    )
    assert label(pre) == "non_compliant"


def test_a_policy_repealing_another_is_itself_in_force() -> None:
    """Trial 63: "Did the new ICT circular repeal the complaints-handling circular?" was
    answered "repealed" from the new circular, which repeals another: only a notice asked
    about says what it retires is repealed."""
    policy = "versioned-policy"
    repealing = graph(
        {"new": (policy, "policy"), "old": (policy, "policy")},
        [("new", "old", "repeals")],
        anchor="new",
    )
    assert label(repealing) == "in_force"
    notice = graph(
        {"notice": (policy, "policy_retirement"), "old": (policy, "policy")},
        [("notice", "old", "repeals")],
        anchor="notice",
    )
    assert label(notice) == "repealed"


def test_pharma_and_policy_labels() -> None:
    docs = {"l1": ("pharma", "label"), "r": ("pharma", "recall")}
    assert label(graph(docs, [("r", "l1", "recalls")], anchor="l1")) == "recalled"
    # the notice itself asked about (its NDC, its impurity): the answer is the notice's
    assert label(graph(docs, [("r", "l1", "recalls")], anchor="r")) == "recalled"
    assert label(graph({"r": ("pharma", "recall")}, [], anchor="r")) == "recalled"
    withdrawn = {"l1": ("pharma", "label"), "w": ("pharma", "withdrawal")}
    assert label(graph(withdrawn, [("w", "l1", "withdraws")], anchor="w")) == "withdrawn"
    assert label(graph({"l2": ("pharma", "label")}, [], anchor="l2")) == "current_label"
    pol = {"v1": ("policy", "policy"), "v2": ("policy", "policy")}
    assert label(graph(pol, [("v2", "v1", "replaces")], anchor="v1")) == "superseded"
    assert label(graph(pol, [("v2", "v1", "replaces")], anchor="v2")) == "in_force"


def test_ungoverned_results_get_no_verdict() -> None:
    assert verdict(graph({"m": ("general", "memo")}, [], anchor="m")) is None


def test_only_one_pack_answers() -> None:
    result = assemble(graph({"adv": ("security", "advisory")}, [], anchor="adv"), k=5)
    answers = [rule(result) for rule in rules_for(load_packs())]
    assert [a.label for a in answers if a is not None] == ["vulnerable"]


def test_user_pack_verdicts(tmp_path: Path) -> None:
    from graphcar.config import Settings

    (tmp_path / "contracts.yaml").write_text(
        "name: contracts\ndomains: [contracts]\ndoc_types: {contract: c, termination: t}\n"
        "verdicts:\n  cases:\n    - {name: terminated, label: terminated, superseded_by: [voids]}\n"
        "  otherwise: in_force\n",
        encoding="utf-8",
    )
    rules = verdict_rules(Settings(domain_packs_dir=tmp_path))
    docs = {"c": ("contracts", "contract"), "t": ("contracts", "termination")}
    result = assemble(graph(docs, [("t", "c", "voids")], anchor="c"), k=5)
    labels = [v.label for v in (rule(result) for rule in rules) if v is not None]
    assert labels == ["terminated"]


def test_verdict_is_about_the_best_anchor_even_when_the_frontier_hides_it() -> None:
    """k=1: the frontier fills k, so the superseded disclosure (best anchor) comes only past
    it; an unrelated second anchor is in the frontier. The label must still come from the best
    anchor's controller."""
    subgraph = graph(
        {"adv": ("security", "advisory"), "fix": ("security", "patch_released"),
         "other": ("security", "advisory")},
        [("fix", "adv", "patches")],
        anchor="adv",
    )
    subgraph.anchors.append(Candidate(id="other", rank=2, score=0.5))
    result = assemble(subgraph, k=1)
    assert result.ids == ["fix", "other", "adv"]  # the best anchor past the frontier
    controlling = [(a.id, a.controlling) for a in result.anchors]
    assert controlling == [("adv", ["fix"]), ("other", ["other"])]
    found = next(v for v in (rule(result) for rule in rules_for(load_packs())) if v is not None)
    assert (found.label, found.document_id) == ("patched", "fix")


def test_a_fix_release_asked_about_is_patched() -> None:
    docs = {"fix": ("security", "patch_released")}
    assert label(graph(docs, [], anchor="fix")) == "patched"
    osv = {"rel": ("osv", "fix_release"), "adv": ("osv", "advisory")}
    with_advisory = graph(osv, [("rel", "adv", "patches")], anchor="rel")
    with_advisory.anchors.append(Candidate(id="adv", rank=2, score=0.5))
    assert label(with_advisory) == "patched"
    # a release that supersedes an advisory through 'patches' is a fix, whatever its type
    notes = {"note": ("security", "release_note"), "adv": ("security", "advisory")}
    fixing = graph(notes, [("note", "adv", "patches")], anchor="note")
    fixing.anchors.append(Candidate(id="adv", rank=2, score=0.5))
    assert label(fixing) == "patched"


def test_a_verdict_names_the_fix_candidates_still_pending_review() -> None:
    """The advisory is still controlling (nothing accepted patches it), so the label stays
    'vulnerable', but the verdict says which proposed fix releases could change it."""
    advisory = graph({"adv": ("security", "advisory")}, [], anchor="adv")
    for release, confidence in (("rel-a", 0.3), ("rel-b", 0.7)):
        advisory.edges.append(rule_edge(release, "adv", "patches", "proposed", confidence))
        advisory.candidates[release] = ClosureNode(
            id=release, visible=True, superseded=False, domain="security", doc_type="release_note"
        )
    found = verdict(advisory)
    assert found is not None
    assert (found.label, found.document_id) == ("vulnerable", "adv")
    assert found.pending_review == ["rel-b", "rel-a"]
    plain = verdict(graph({"adv": ("security", "advisory")}, [], anchor="adv"))
    assert plain is not None and plain.pending_review == []


def test_a_pending_proposer_inside_the_frontier_is_named_too() -> None:
    """A recall the question also anchored is a controlling row, not a candidate; its pending
    edge to the asked-about label still makes it a pending review of the verdict."""
    docs = {"label": ("pharma", "label"), "recall": ("pharma", "recall")}
    subgraph = graph(docs, [], anchor="label")
    subgraph.anchors.append(Candidate(id="recall", rank=2, score=0.5))
    subgraph.edges.append(rule_edge("recall", "label", "recalls", "proposed", 0.5))
    found = verdict(subgraph)
    assert found is not None
    assert (found.label, found.document_id, found.pending_review) == (
        "current_label",
        "label",
        ["recall"],
    )


def test_the_subject_is_the_best_anchor_naming_everything_the_question_names() -> None:
    """'Can EMP1 rely on their BLK pre-clearance?': a pre-clearance of EMP1 for another
    ticker ranks first on wording, but only the BLK one is about everything the question
    names, so its authority (voided by a blackout) gives the label."""
    subgraph = graph(
        {
            "pc-xom": ("finance", "pre_clearance_approved"),
            "pc-blk": ("finance", "pre_clearance_approved"),
            "blackout": ("finance", "blackout_announced"),
        },
        [("blackout", "pc-blk", "voids")],
        anchor="pc-xom",
        runner_up="pc-blk",
    )
    subgraph.nodes["pc-xom"].scope[:] = ["emp:EMP1", "ticker:XOM"]
    subgraph.nodes["pc-blk"].scope[:] = ["emp:EMP1", "ticker:BLK"]
    result = assemble(subgraph, k=5)
    rules = rules_for(load_packs())

    def decided(named: list[str]) -> Verdict:
        result.named = named
        return next(v for v in (rule(result) for rule in rules) if v is not None)

    about_blk = decided(["emp:EMP1", "ticker:BLK"])
    assert (about_blk.label, about_blk.document_id) == ("non_compliant", "blackout")
    assert decided(["emp:EMP1"]).document_id == "pc-xom", "both name EMP1: the best rank decides"
    result.named = ["emp:EMP1", "ticker:AAPL"]  # named_keys() keeps only stored tickers
    assert all(rule(result) is None for rule in rules), "no anchor about AAPL: no verdict"
    result.named = ["emp:EMP2", "ticker:BLK"]
    assert all(rule(result) is None for rule in rules), "another employee's pre-clearance"


def test_a_commentary_ranked_first_is_not_the_case_asked_about() -> None:
    """'Is Swift v. Tyson still good law?': a law-review note about the case ranks first on
    wording, but the legal pack's authority is made of opinions, so the overruled opinion is
    the subject; an untyped document still counts as authority (benefit of the doubt)."""
    subgraph = graph(
        {
            "note": ("legal", "commentary"),
            "swift": ("legal", "opinion"),
            "erie": ("legal", "opinion"),
        },
        [("erie", "swift", "overrules")],
        anchor="note",
        runner_up="swift",
    )
    found = verdict(subgraph)
    assert found is not None and (found.label, found.document_id) == ("overruled", "erie")
    for doc_id in ("note", "swift"):
        subgraph.nodes[doc_id].scope[:] = ["casename:swift v. tyson"]
    found = verdict(subgraph)
    assert found is not None and (found.label, found.document_id) == ("overruled", "erie")
    subgraph.nodes["note"].doc_type = "document"
    found = verdict(subgraph)
    assert found is not None and (found.label, found.document_id) == ("good_law", "note")


def test_an_authority_about_something_else_does_not_answer_for_a_commentary() -> None:
    """Trial 51: "What is FDA's current safety advice on Cardiflox?" ranked two
    communications about it first (no authority of the pack); the label came from the
    withdrawal of another drug, ranked fourth: "withdrawn"."""
    subgraph = graph(
        {"dsc": ("legal", "commentary"), "other": ("legal", "opinion"),
         "erie": ("legal", "opinion")},
        [("erie", "other", "overrules")],
        anchor="dsc",
        runner_up="other",
    )
    subgraph.nodes["dsc"].scope[:] = ["casename:swift v. tyson"]
    subgraph.nodes["other"].scope[:] = ["casename:roe v. page"]
    found = verdict(subgraph)
    assert found is not None and (found.label, found.document_id) == ("good_law", "dsc")


def test_no_verdict_when_no_anchor_is_about_what_the_question_names() -> None:
    """'Is CVE-2099-0001 patched?' with no such CVE stored: the anchors are other advisories
    found by wording, and a label read off them would answer about another vulnerability."""
    subgraph = graph(
        {"adv": ("security", "advisory"), "fix": ("security", "patch_released")},
        [("fix", "adv", "patches")],
        anchor="adv",
    )
    subgraph.nodes["adv"].scope[:] = ["cve:CVE-2024-0001"]
    result = assemble(subgraph, k=5)
    rules = rules_for(load_packs())
    result.named = ["cve:CVE-2099-0001"]
    assert all(rule(result) is None for rule in rules)
    result.named = ["cve:CVE-2024-0001"]
    assert [v.label for v in (rule(result) for rule in rules) if v is not None] == ["patched"]


def test_a_name_spelt_otherwise_still_gets_its_verdict() -> None:
    """Only assigned ids withhold the verdict: 'Is Brown v. Board of Education still good
    law?' names a case the store spells '... of Topeka'; the best anchor still answers."""
    subgraph = graph({"brown": ("legal", "opinion")}, [], anchor="brown")
    subgraph.nodes["brown"].scope[:] = ["casename:brown v. board of education of topeka"]
    result = assemble(subgraph, k=5)
    result.named = ["casename:brown v. board of education"]
    labels = [v.label for v in (rule(result) for rule in rules_for(load_packs())) if v]
    assert labels == ["good_law"]


def test_a_verdict_cites_the_document_whose_edge_decided_it() -> None:
    """A recalled label later replaced by a new edition: 'recalled' rests on the recall, not on
    the new edition, although both control the label and the edition is shown first."""
    docs = {
        "label-2021": ("pharma", "label"),
        "recall": ("pharma", "recall"),
        "label-2023": ("pharma", "label"),
    }
    subgraph = graph(
        docs, [("recall", "label-2021", "recalls"), ("label-2023", "label-2021", "replaces")],
        anchor="label-2021",
    )
    result = assemble(subgraph, k=10)
    assert next(row.id for row in result.rows if row.role == "controlling") == "label-2023"
    found = verdict(subgraph)
    assert found is not None and (found.label, found.document_id) == ("recalled", "recall")
    assert result.anchors[0].controlled_by == {
        "recalls": ["recall"], "replaces": ["label-2023"]
    }


def test_an_employee_restricted_document_answers_only_for_its_employee() -> None:
    """A blackout names no employee, so it holds for all; an exception names one, so it
    answers only for that employee; two employees in one question get no single label."""
    subgraph = graph(
        {
            "pc-chen-googl": ("finance", "pre_clearance_approved"),
            "exception-mueller": ("finance", "emergency_exception"),
            "blackout-msft": ("finance", "blackout_announced"),
        },
        [],
        anchor="pc-chen-googl",
        runner_up="exception-mueller",
    )
    subgraph.anchors.append(Candidate(id="blackout-msft", rank=3, score=0.2))
    subgraph.nodes["pc-chen-googl"].scope[:] = ["emp:EMP105-Chen", "ticker:GOOGL"]
    subgraph.nodes["exception-mueller"].scope[:] = ["emp:EMP103-Müller", "ticker:MSFT"]
    subgraph.nodes["blackout-msft"].scope[:] = ["ticker:MSFT"]
    result = assemble(subgraph, k=5)
    rules = rules_for(load_packs())

    def decided(named: list[str]) -> Verdict | None:
        result.named = named
        return next((v for v in (rule(result) for rule in rules) if v is not None), None)

    chen = decided(["emp:EMP105-Chen", "ticker:MSFT"])
    assert chen is not None and (chen.label, chen.document_id) == ("non_compliant", "blackout-msft")
    nobody = decided(["ticker:MSFT"])
    assert nobody is not None and nobody.document_id == "blackout-msft", "not Müller's exception"
    mueller = decided(["emp:EMP103-Müller", "ticker:MSFT"])
    assert mueller is not None and mueller.label == "compliant"
    assert decided(["emp:EMP103-Müller", "emp:EMP102-Lindqvist", "ticker:MSFT"]) is None


def test_a_blackout_listing_its_covered_persons_answers_for_each_of_them() -> None:
    """Trial 62: "Is EMP2207 still blocked from trading Telemond?" - the blackout lists
    EMP2201, EMP2207 and EMP3310 as covered; naming others besides the one asked about does
    not make it another employee's document (an HR notice naming nobody was answering)."""
    subgraph = graph(
        {
            "blackout": ("finance", "blackout_announced"),
            "hr-notice": ("policy", "notice"),
        },
        [],
        anchor="blackout",
        runner_up="hr-notice",
    )
    subgraph.nodes["blackout"].scope[:] = ["emp:EMP-2201", "emp:EMP-2207", "ticker:TLMD"]
    subgraph.nodes["hr-notice"].scope[:] = ["code:HRN-2024-06"]
    asked = _decided(subgraph, "Is EMP2207 still blocked?", ["emp:EMP-2207"])
    assert asked is not None and (asked.label, asked.document_id) == ("non_compliant", "blackout")
    other = _decided(subgraph, "Is EMP4102 still blocked?", ["emp:EMP-4102"])
    assert other is None or other.document_id != "blackout"


def test_a_question_naming_a_pre_clearance_by_its_code_names_its_employee() -> None:
    """'Is PC-2025-0502 valid for Priya Raman's sale of CRVN?' names her by name, not staff
    number: the pre-clearance it names by code is still the subject, not the CRVN blackout;
    a question naming another employee does not make it theirs."""
    subgraph = graph(
        {
            "blackout-crvn": ("finance", "blackout_announced"),
            "pc-0502": ("finance", "pre_clearance_approved"),
        },
        [],
        anchor="blackout-crvn",
        runner_up="pc-0502",
    )
    subgraph.nodes["pc-0502"].title = "Pre-Clearance Approval PC-2025-0502 (EMP-2207, CRVN)"
    subgraph.nodes["pc-0502"].scope[:] = ["emp:EMP-2207", "ticker:CRVN"]
    subgraph.nodes["blackout-crvn"].scope[:] = ["ticker:CRVN"]
    question = "Is PC-2025-0502 valid for Priya Raman's sale of CRVN?"
    named = _decided(subgraph, question, ["code:PC-2025-0502", "ticker:CRVN"])
    assert named is not None and (named.label, named.document_id) == ("active", "pc-0502")
    other = _decided(subgraph, question, ["code:PC-2025-0502", "emp:EMP-1111", "ticker:CRVN"])
    assert other is not None and other.document_id == "blackout-crvn"


def _decided(subgraph: CarSubgraph, question: str, named: list[str]) -> Verdict | None:
    result = assemble(subgraph, k=5)
    result.query, result.named = question, named
    return next((v for v in (rule(result) for rule in rules_for(load_packs())) if v), None)


def test_a_code_section_or_numbered_advisory_a_question_names_is_its_subject() -> None:
    """Trial 72: "... per ETA 3187.2020?" was answered "good_law" from ETA 3102.2023, which
    supersedes it and ranked first: a code section or numbered designation is one document's
    name, as a case citation is."""
    section = "section:3187.2020"
    subgraph = graph(
        {"eta23": ("legal", "guidance"), "eta20": ("legal", "guidance")},
        [("eta23", "eta20", "repeals")],
        anchor="eta23",
        runner_up="eta20",
    )
    subgraph.nodes["eta23"].title = "Excise Tax Advisory ETA 3102.2023 - Digital automated services"
    subgraph.nodes["eta20"].title = "Excise Tax Advisory ETA 3187.2020 - Remote hosting"
    for node in subgraph.nodes.values():
        node.scope[:] = [section]
    asked = "Can we keep treating hosting as outside digital automated services per ETA 3187.2020?"
    found = _decided(subgraph, asked, [section])
    assert found is not None and (found.label, found.document_id) == ("superseded", "eta23")


def test_the_document_a_question_names_is_the_subject_not_one_citing_it() -> None:
    """User trials: "Is Talbot v. Reyes still good law?" answered good_law from the opinion
    overruling Talbot (it names Talbot and ranked first); "Is CVE-2025-31004 still a
    vulnerability?" answered patched from a release note of a withdrawn advisory. A citation
    or advisory id names the document whose id or title carries it; of those, the superseded
    one is the document asked about (its fix and withdrawal notice name it as their target)."""
    talbot_name = "casename:talbot v. reyes"
    opinions = overruling(
        "ainsley",
        "talbot",
        {
            "talbot": "Talbot v. Reyes, 123 U.S. 456 (2001)",
            "ainsley": "Ainsley v. Ohio, 560 U.S. 1 (2010)",
        },
    )
    for node in opinions.nodes.values():
        node.scope[:] = [talbot_name]
    found = _decided(opinions, "Is Talbot v. Reyes still good law?", [talbot_name])
    assert found is not None and (found.label, found.document_id) == ("overruled", "ainsley")

    cve = "cve:CVE-2025-31004"
    advisories = graph(
        {
            "note": ("security", "release_note"),
            "GHSA-j3m4-p5q6-r7v8": ("security", "advisory"),
            "GHSA-j3m4-p5q6-r7v8#withdrawn": ("security", "withdrawal"),
        },
        [
            ("note", "GHSA-j3m4-p5q6-r7v8", "patches"),
            ("GHSA-j3m4-p5q6-r7v8#withdrawn", "GHSA-j3m4-p5q6-r7v8", "withdraws"),
        ],
        anchor="note",
        runner_up="GHSA-j3m4-p5q6-r7v8",
    )
    advisories.nodes["note"].title = "pdfmill 4.2.1"
    advisories.nodes["GHSA-j3m4-p5q6-r7v8"].title = (
        "Weak random in pdfmill (GHSA-j3m4-p5q6-r7v8, CVE-2025-31004)"
    )
    for node in advisories.nodes.values():
        node.scope[:] = [cve]
    found = _decided(advisories, "Is CVE-2025-31004 still a vulnerability?", [cve])
    assert found is not None
    assert (found.label, found.document_id) == ("withdrawn", "GHSA-j3m4-p5q6-r7v8#withdrawn")


def test_of_two_advisories_sharing_a_cve_the_better_ranked_answers() -> None:
    """The security engineer's second trial: a Go advisory with no fix ranked first, an npm
    advisory for the same CVE was patched; "Is CVE-2025-40003 fixed?" answered patched. Only
    a document its own fix or notice supersedes is preferred to the better-ranked one."""
    cve = "cve:CVE-2025-40003"
    subgraph = graph(
        {
            "GO-2025-7001": ("security", "advisory"),
            "GHSA-aaaa-bbbb-cccc": ("security", "advisory"),
            "rn-archivr-1.4.0": ("security", "release_note"),
        },
        [("rn-archivr-1.4.0", "GHSA-aaaa-bbbb-cccc", "patches")],
        anchor="GO-2025-7001",
        runner_up="GHSA-aaaa-bbbb-cccc",
    )
    subgraph.nodes["GO-2025-7001"].title = (
        "Path traversal in archivr-go (GO-2025-7001, CVE-2025-40003)"
    )
    subgraph.nodes["GHSA-aaaa-bbbb-cccc"].title = (
        "Path traversal in archivr (GHSA-aaaa-bbbb-cccc, CVE-2025-40003)"
    )
    subgraph.nodes["rn-archivr-1.4.0"].title = "archivr 1.4.0"
    for node in subgraph.nodes.values():
        node.scope[:] = [cve]
    found = _decided(subgraph, "Is CVE-2025-40003 fixed in archivr-go?", [cve])
    assert found is not None and (found.label, found.document_id) == (
        "vulnerable", "GO-2025-7001"
    )


def test_a_question_naming_a_title_is_about_that_version() -> None:
    """"Is IT-SEC-01 Password Policy v2 still in force?" is about v2, though v3 (which cites
    v2) ranks first; without the version the best-ranked edition answers."""
    versions = graph(
        {"v3": ("policy", "policy"), "v2": ("policy", "policy")},
        [("v3", "v2", "replaces")],
        anchor="v3",
        runner_up="v2",
    )
    for version in ("v2", "v3"):
        versions.nodes[version].title = f"IT-SEC-01 Password Policy {version}"
    named = _decided(versions, "Is IT-SEC-01 Password Policy v2 still in force?", [])
    assert named is not None and named.label == "superseded"
    spelt = _decided(versions, "Is the IT-SEC-01 Password Policy version 2 still in force?", [])
    assert spelt is not None and spelt.label == "superseded", "'version 2' names 'v2'"
    unnamed = _decided(versions, "Is the IT-SEC-01 password policy still in force?", [])
    assert unnamed is not None and unnamed.label == "in_force"
    for version in ("v2", "v3"):  # a longer title, named without its code (a curator's trial)
        versions.nodes[version].title = f"FIN-POL-3 Travel and Expenses Policy {version}"
    travel = _decided(versions, "Is the travel policy v2 still in force?", [])
    assert travel is not None and travel.label == "superseded"

    releases = graph(
        {
            "adv": ("security", "advisory"),
            "rn-3.1": ("security", "release_note"),
            "rn-3.2": ("security", "release_note"),
        },
        [("rn-3.2", "adv", "patches"), ("rn-3.2", "rn-3.1", "supersedes")],
        anchor="adv",
        runner_up="rn-3.1",
    )
    releases.nodes["adv"].title = "ReDoS in deepmerge-lite key filter (GHSA-7wq9-h3xp-c5r6)"
    releases.nodes["rn-3.1"].title = "deepmerge-lite 3.1.0"
    fixed = _decided(releases, "Is the ReDoS in deepmerge-lite fixed?", [])
    assert fixed is not None and fixed.label == "patched", "a release title is no better named"


def test_a_withdrawal_notice_asked_about_is_withdrawn() -> None:
    """The notice itself ranked first answered "vulnerable" (no case matched it)."""
    subgraph = graph(
        {"notice": ("security", "withdrawal"), "adv": ("security", "advisory")},
        [("notice", "adv", "withdraws")],
        anchor="notice",
    )
    assert label(subgraph) == "withdrawn"


def two_editions(kind: tuple[str, str], titles: dict[str, str], key: str) -> CarSubgraph:
    """An old edition (ranked first) replaced by a new one (second), both about ``key``."""
    old, new = titles
    editions = graph({old: kind, new: kind}, [(new, old, "replaces")], anchor=old, runner_up=new)
    for doc_id, node in editions.nodes.items():
        node.title = titles[doc_id]
        node.scope[:] = [key]
    return editions


def test_a_question_naming_no_edition_is_about_the_current_one() -> None:
    """A drug-safety analyst's trial: "Is the label for NDC 0071-0155-23 current?" answered
    outdated_label because the old edition ranked first; both editions carry the NDC, the
    question names neither, so it asks about the label in force."""
    ndc = "ndc:0071-0155-23"
    labels = two_editions(
        ("pharma", "label"),
        {
            "label-2019": "LIPITOR label, 2019 revision",
            "label-2024": "LIPITOR label, 2024 revision",
        },
        ndc,
    )
    current = _decided(labels, "Is the label for NDC 0071-0155-23 current?", [ndc])
    assert current is not None and current.label == "current_label"
    old = _decided(labels, "Is the 2019 LIPITOR label revision current?", [])
    assert old is not None and old.label == "outdated_label", "an edition the question names"
    labels.edges[0].kind = "recalls"
    recalled = _decided(labels, "Is the label for NDC 0071-0155-23 current?", [ndc])
    assert recalled is not None and recalled.label == "recalled", "only a replacing edition"


def test_a_code_every_edition_carries_asks_about_the_current_edition() -> None:
    """Trials 55 and 56: "Which version of IT-SEC-004 is current?" answered superseded from
    the old edition (of anchors naming the code, the one another of them controls: right for
    an advisory under its fix, not for editions); a code only the old policy carries still
    asks about it, and a question writing the edition about that edition."""
    code = "code:IT-SEC-004"
    editions = two_editions(
        ("policy", "policy"),
        {"v2": "IT-SEC-004 Password Standard v2.0", "v3": "IT-SEC-004 Password Standard v3.0"},
        code,
    )
    current = _decided(editions, "Which version of IT-SEC-004 is current?", [code])
    assert current is not None and (current.label, current.document_id) == ("in_force", "v3")
    old = _decided(editions, "Is IT-SEC-004 Password Standard v2.0 in force?", [code])
    assert old is not None and old.label == "superseded"
    editions.nodes["v3"].title = "IT-SEC-009 Authentication Standard v1.0"
    renamed = _decided(editions, "Is IT-SEC-004 still in force?", [code])
    assert renamed is not None and renamed.label == "superseded"


def test_a_retirement_notice_asked_about_is_repealed() -> None:
    """"Is the acceptable use policy IT-POL-20 still in force?" ranked the retirement notice
    first and answered in_force from it."""
    subgraph = graph(
        {"notice": ("policy", "policy_retirement"), "aup": ("policy", "policy")},
        [("notice", "aup", "repeals")],
        anchor="notice",
    )
    assert label(subgraph) == "repealed"


def test_a_question_naming_the_policy_a_notice_is_titled_after_asks_about_the_policy() -> None:
    """Trials 55 and 56: "Is the Car Allowance Policy in force in October 2025?" after its
    suspension lapsed ranked "Temporary suspension of the Car Allowance Policy (HR-POL-12)"
    first and answered "lapsed" (the notice's own lapse); the policy is in force again, and
    suspended while the suspension holds. A question asking about the suspension keeps it."""
    docs = {
        "notice": ("policy", "policy_suspension"),
        "policy": ("policy", "policy"),
        "notice#lapsed": ("policy", "lapse"),
    }
    lapsed = graph(docs, [("notice#lapsed", "notice", "expires")], anchor="notice",
                   runner_up="policy")
    holding = graph(docs, [("notice", "policy", "suspends")], anchor="notice",
                    runner_up="policy")
    for subgraph in (lapsed, holding):
        subgraph.nodes["notice"].title = (
            "Temporary suspension of the Car Allowance Policy (HR-POL-12)"
        )
        subgraph.nodes["policy"].title = "Car Allowance Policy (HR-POL-12) v2"
    question = "Is the Car Allowance Policy in force in October 2025?"
    found = _decided(lapsed, question, [])
    assert found is not None and found.label == "in_force"
    found = _decided(holding, question, [])
    assert found is not None and found.label == "suspended"
    asked = _decided(lapsed, "Is the suspension of the Car Allowance Policy still in effect?", [])
    assert asked is not None and asked.label == "lapsed"
    # trial 57: the question names the code, which the policy's title carries before its
    # edition ("(HR-POL-12) v2"): the policy goes by it as the notice does
    question = "Is the Car Allowance Policy HR-POL-12 in force?"
    by_code = _decided(lapsed, question, ["code:HR-POL-12"])
    assert by_code is not None and by_code.label == "in_force"


def test_legal_precedent_reversed_or_displaced_by_statute_is_superseded() -> None:
    """Only `overrules` had a label: a decision reversed on review answered good_law while
    its row showed it superseded."""
    docs = {"below": ("legal", "opinion"), "above": ("legal", "opinion")}
    for kind in ("supersedes", "repeals"):
        assert label(graph(docs, [("above", "below", kind)], anchor="below")) == "superseded"


def test_a_lapse_above_the_subject_leaves_what_it_did_to_the_subject() -> None:
    """A curator's trial: a statute abrogated Renn and later sunset; "Is Renn good law?" was
    answered "lapsed" (the lapse notice's kind) though Renn itself never lapsed."""
    docs = {
        "renn": ("legal", "opinion"),
        "statute": ("legal", "statute"),
        "statute#lapsed": ("legal", "lapse"),
        "v1": ("policy", "policy"),
        "v2": ("policy", "policy"),
        "v2#lapsed": ("policy", "lapse"),
    }
    chain = [("statute", "renn", "supersedes"), ("statute#lapsed", "statute", "expires")]
    assert label(graph(docs, chain, anchor="renn")) == "superseded"
    assert label(graph(docs, chain, anchor="statute")) == "lapsed"
    editions = [("v2", "v1", "replaces"), ("v2#lapsed", "v2", "expires")]
    assert label(graph(docs, editions, anchor="v1")) == "superseded"
    assert label(graph(docs, editions, anchor="v2")) == "lapsed"


def test_a_release_that_fixes_nothing_is_no_open_vulnerability() -> None:
    """A user's trial: "Any known vulnerabilities in quickjwt?" (no advisory loaded) was
    answered "vulnerable" from a release note, the security pack's otherwise label."""
    note = {"rel": ("security", "release_note")}
    assert verdict(graph(note, [], anchor="rel")) is None
    assert label(graph({"adv": ("security", "advisory")}, [], anchor="adv")) == "vulnerable"
    fixing = {"rel": ("security", "release_note"), "adv": ("security", "advisory")}
    assert label(graph(fixing, [("rel", "adv", "patches")], anchor="rel")) == "patched"


def test_a_question_about_one_package_of_several_counts_only_its_fixes() -> None:
    """An ops trial on the Go vulndb: GO-2020-0036 names github.com/go-yaml/yaml (no fix) and
    gopkg.in/yaml.v2 (fixed in 2.2.8); "Is github.com/go-yaml/yaml still vulnerable?" was
    answered "patched" from the other module's fix."""
    fix = "GO-2020-0036#fix:golang/gopkg.in/yaml.v2@2.2.8"
    subgraph = graph(
        {"GO-2020-0036": ("security", "advisory"), fix: ("security", "fix_release")},
        [(fix, "GO-2020-0036", "patches")],
        anchor="GO-2020-0036",
    )
    both = ["pkg:golang/github.com/go-yaml/yaml", "pkg:golang/gopkg.in/yaml.v2"]
    subgraph.nodes["GO-2020-0036"].scope[:] = ["cve:CVE-2019-11254", *both]
    subgraph.nodes[fix].scope[:] = ["cve:CVE-2019-11254", "pkg:golang/gopkg.in/yaml.v2",
                                    "product:github.com/go-yaml/yaml"]

    def asked(question: str) -> tuple[str, str] | None:
        found = _decided(subgraph, question, ["cve:CVE-2019-11254"])
        return (found.label, found.document_id) if found else None

    assert asked("Is github.com/go-yaml/yaml still vulnerable to CVE-2019-11254?") == (
        "vulnerable", "GO-2020-0036")
    assert asked("Is gopkg.in/yaml.v2 still vulnerable to CVE-2019-11254?") == ("patched", fix)
    assert asked("Is CVE-2019-11254 fixed?") == ("patched", fix)
    assert asked("Are github.com/go-yaml/yaml and gopkg.in/yaml.v2 fixed?") == ("patched", fix)
    assert asked("Is github.com/go-yaml/yaml/v3 affected by CVE-2019-11254?") == ("patched", fix)
    assert asked("We run github.com/go-yaml/yaml@v2.2.8: exposed to CVE-2019-11254?") == (
        "vulnerable", "GO-2020-0036"), "a version after @ still names the package"



def test_narrowing_keeps_what_no_package_decides_and_cites_the_asked_packages_fix() -> None:
    """A review: narrowing dropped a withdrawal of the whole advisory (it names no package),
    answering "vulnerable"; and with fixes for both packages it cited the other one's."""
    advisory = "GO-2020-0036"
    yaml_v2 = f"{advisory}#fix:golang/gopkg.in/yaml.v2@2.2.8"
    go_yaml = f"{advisory}#fix:golang/github.com/go-yaml/yaml@9.9.9"
    both = ["pkg:golang/github.com/go-yaml/yaml", "pkg:golang/gopkg.in/yaml.v2"]

    def subgraph(extra: dict[str, tuple[str, str]], edges: list[tuple[str, str, str]],
                 scopes: dict[str, list[str]]) -> CarSubgraph:
        built = graph({advisory: ("security", "advisory"), **extra}, edges, anchor=advisory)
        built.nodes[advisory].scope[:] = ["cve:CVE-2019-11254", *both]
        for doc_id, scope in scopes.items():
            built.nodes[doc_id].scope[:] = scope
        return built

    withdrawn = subgraph({f"{advisory}#withdrawn": ("security", "record_withdrawal")},
                         [(f"{advisory}#withdrawn", advisory, "withdraws")],
                         {f"{advisory}#withdrawn": ["osv:GO-2020-0036"]})
    question = "Is github.com/go-yaml/yaml still vulnerable to CVE-2019-11254?"
    found = _decided(withdrawn, question, ["cve:CVE-2019-11254"])
    assert found is not None and found.label == "withdrawn"
    fixed = subgraph({yaml_v2: ("security", "fix_release"), go_yaml: ("security", "fix_release")},
                     [(go_yaml, advisory, "patches"), (yaml_v2, advisory, "patches")],
                     {yaml_v2: ["pkg:golang/gopkg.in/yaml.v2"],
                      go_yaml: ["pkg:golang/github.com/go-yaml/yaml"]})
    asked = _decided(fixed, "Is gopkg.in/yaml.v2 still vulnerable to CVE-2019-11254?",
                     ["cve:CVE-2019-11254"])
    assert asked is not None and (asked.label, asked.document_id) == ("patched", yaml_v2)


def test_an_advisory_that_withdraws_a_fix_is_not_itself_withdrawn() -> None:
    """The "withdrawal asked" case read an unpatched advisory that withdrew an incomplete fix
    release as a withdrawal notice, answering "withdrawn"."""
    subgraph = graph(
        {"adv-45046": ("security", "advisory"), "log4j-2.15.0": ("security", "release_note")},
        [("adv-45046", "log4j-2.15.0", "withdraws")],
        anchor="adv-45046",
    )
    assert label(subgraph) == "vulnerable"


def test_an_advisory_that_mentions_the_asked_id_after_its_own_is_not_the_subject() -> None:
    """The demo's "Is Log4j still vulnerable to CVE-2021-44228?" was about the better-ranked
    "CVE-2021-45046: incomplete fix for CVE-2021-44228 in Log4j 2.15.0"."""
    subgraph = graph(
        {
            "adv-45046": ("security", "advisory"),
            "adv-44228": ("security", "advisory"),
            "log4j-2.16.0": ("security", "release_note"),
        },
        [("log4j-2.16.0", "adv-44228", "patches")],
        anchor="adv-45046",
        runner_up="adv-44228",
    )
    subgraph.nodes["adv-44228"].title = "CVE-2021-44228: remote code execution in Log4j"
    subgraph.nodes["adv-45046"].title = (
        "CVE-2021-45046: incomplete fix for CVE-2021-44228 in Log4j 2.15.0"
    )
    for node in subgraph.nodes.values():
        node.scope[:] = ["cve:CVE-2021-44228"]
    question = "Is Log4j 2.15.0 still vulnerable to CVE-2021-44228?"
    found = _decided(subgraph, question, ["cve:CVE-2021-44228"])
    assert found is not None and (found.label, found.document_id) == ("patched", "log4j-2.16.0")


def _releases(
    fixes: list[str], later: str | None = None, product: str = "product:vite"
) -> CarSubgraph:
    """Advisory ``adv`` (about ``product``) patched by a release note per fix version, the
    newest of them superseded by release ``later`` when given (the frontier is then a release
    that fixed nothing itself)."""
    docs = {"adv": ("security", "advisory")}
    docs.update({f"rel-{v}": ("security", "release_note") for v in fixes})
    edges = [(f"rel-{v}", "adv", "patches") for v in fixes]
    if later is not None:
        docs[f"rel-{later}"] = ("security", "release_note")
        edges.append((f"rel-{later}", f"rel-{fixes[-1]}", "supersedes"))
    subgraph = graph(docs, edges, anchor="adv")
    for doc_id, node in subgraph.nodes.items():
        node.scope[:] = [product]
        node.title = f"vite {doc_id.removeprefix('rel-')}" if doc_id != "adv" else "adv"
    return subgraph


def _at(subgraph: CarSubgraph, question: str) -> tuple[str, str | None, str]:
    found = _decided(subgraph, question, [])
    assert found is not None
    return found.label, found.version, found.document_id


def test_a_version_below_the_fixing_release_is_still_vulnerable() -> None:
    """A RAG engineer's question "Is vite 7.3.1 affected by the advisory?" was answered
    "patched" because 7.3.2 fixed it: the label was for the package, not the version asked."""
    subgraph = _releases(["7.3.2"], later="7.4.0")
    assert _at(subgraph, "Is vite 7.3.1 affected by adv?") == ("vulnerable", "7.3.1", "adv")
    assert _at(subgraph, "Is vite 7.3.2 affected by adv?") == ("patched", "7.3.2", "rel-7.3.2")
    assert _at(subgraph, "We run vite@8.0.0, still vulnerable?")[:2] == ("patched", "8.0.0")
    assert _at(subgraph, "Is version 7.3.0-beta.1 affected?")[:2] == ("vulnerable", "7.3.0-beta.1")
    assert _at(subgraph, "Is adv fixed?")[:2] == ("patched", None), "no version: the package"
    assert _at(subgraph, "Is vite affected on node 18.2?")[:2] == ("patched", None), (
        "a number next to another name is not vite's version"
    )
    assert _at(subgraph, "Upgraded vite 7.3.1 to vite 7.3.2: fixed?")[:2] == ("patched", None), (
        "two versions: one label cannot answer for both"
    )


def test_a_product_named_only_by_its_release_titles_is_versioned_by_them() -> None:
    """Trial 55: "Is libquill 3.8.1 still vulnerable to CVE-2025-22981?" answered "patched"
    from release "libquill 3.8.2" once that release's note was read as the fix: no metadata
    named the product, so the question's version was nobody's. The name a fixing release's
    title writes before its version names the product ("Kestrel VPN Client 7.0.3" too)."""
    for product, fixed in (("libquill", "3.8.2"), ("Kestrel VPN Client", "7.0.3")):
        subgraph = _releases([fixed], product="cve:CVE-2025-22981")
        subgraph.nodes[f"rel-{fixed}"].title = f"{product} {fixed}"
        below = fixed[:-1] + str(int(fixed[-1]) - 1)
        assert _at(subgraph, f"Is {product} {below} still vulnerable?")[:2] == (
            "vulnerable",
            below,
        )
        assert _at(subgraph, f"Is {product} {fixed} still vulnerable?")[:2] == ("patched", fixed)
        assert _at(subgraph, "Is node 18.2 affected?")[:2] == ("patched", None)


def test_backported_fixes_decide_on_their_own_release_line() -> None:
    """A version answer cites the fix it reaches (a review: 7.4.0 cited the 6.4.2 fix)."""
    subgraph = _releases(["6.4.2", "7.3.2"])
    assert _at(subgraph, "Is vite 7.4.0 affected?") == ("patched", "7.4.0", "rel-7.3.2")
    assert _at(subgraph, "Is vite 6.4.5 affected?") == ("patched", "6.4.5", "rel-6.4.2")
    assert _at(subgraph, "Is vite 6.4.1 affected?")[:2] == ("vulnerable", "6.4.1")
    assert _at(subgraph, "Is vite 6.4.3 affected?")[:2] == ("patched", "6.4.3")
    assert _at(subgraph, "Is vite 7.3.1 affected?")[:2] == ("vulnerable", "7.3.1")
    assert _at(subgraph, "Is vite 5.0.0 affected?")[:2] == ("vulnerable", "5.0.0")
    assert _at(subgraph, "Is vite 9.1.0 affected?")[:2] == ("patched", "9.1.0")


#: Log4j's two advisories and the releases 2.15.0 (an incomplete fix) and 2.16.0.
LOG4J = {
    "adv-44228": ("security", "advisory"),
    "adv-45046": ("security", "advisory"),
    "log4j-2.15.0": ("security", "release_note"),
    "log4j-2.16.0": ("security", "release_note"),
}


def test_a_fix_withdrawn_as_incomplete_does_not_count_for_a_version() -> None:
    """Log4j: 2.15.0 patched CVE-2021-44228, CVE-2021-45046 withdrew that fix as incomplete,
    2.16.0 patched both. 2.15.0 is not safe; the question naming CVE-2021-44228 is about its
    advisory, not the later one whose title starts with CVE-2021-45046 and mentions it."""
    edges = [
        ("log4j-2.15.0", "adv-44228", "patches"),
        ("adv-45046", "log4j-2.15.0", "withdraws"),
        ("log4j-2.16.0", "adv-44228", "patches"),
        ("log4j-2.16.0", "adv-45046", "patches"),
    ]
    subgraph = graph(LOG4J, edges, anchor="adv-45046", runner_up="adv-44228")
    subgraph.nodes["adv-44228"].title = "CVE-2021-44228: remote code execution in Log4j"
    subgraph.nodes["adv-45046"].title = (
        "CVE-2021-45046: incomplete fix for CVE-2021-44228 in Log4j 2.15.0"
    )
    for node in subgraph.nodes.values():
        node.scope[:] = ["pkg:maven/org.apache.logging.log4j/log4j-core", "cve:CVE-2021-44228"]
    subgraph.nodes["adv-45046"].scope.append("cve:CVE-2021-45046")

    def asked(question: str) -> tuple[str, str | None, str]:
        found = _decided(subgraph, question, ["cve:CVE-2021-44228"])
        assert found is not None
        return found.label, found.version, found.document_id

    assert asked("Is Log4j 2.14.1 vulnerable to CVE-2021-44228?") == (
        "vulnerable", "2.14.1", "adv-44228")
    assert asked("Is log4j-core 2.15.0 vulnerable to CVE-2021-44228?") == (
        "vulnerable", "2.15.0", "adv-44228")
    assert asked("Is Log4j 2.16.0 vulnerable to CVE-2021-44228?") == (
        "patched", "2.16.0", "log4j-2.16.0")


def test_a_version_of_one_package_is_compared_with_that_packages_fix() -> None:
    advisory = "GO-2020-0036"
    fix = f"{advisory}#fix:golang/gopkg.in/yaml.v2@2.2.8"
    other = f"{advisory}#fix:golang/github.com/go-yaml/yaml@3.0.0"
    subgraph = graph(
        {advisory: ("security", "advisory"), fix: ("security", "fix_release"),
         other: ("security", "fix_release")},
        [(fix, advisory, "patches"), (other, advisory, "patches")],
        anchor=advisory,
    )
    subgraph.nodes[advisory].scope[:] = [
        "pkg:golang/gopkg.in/yaml.v2", "pkg:golang/github.com/go-yaml/yaml"]
    subgraph.nodes[fix].scope[:] = ["pkg:golang/gopkg.in/yaml.v2",
                                    "pkg:golang/gopkg.in/yaml.v2@2.2.8"]
    subgraph.nodes[other].scope[:] = ["pkg:golang/github.com/go-yaml/yaml"]
    assert _at(subgraph, "Is gopkg.in/yaml.v2 2.2.7 affected?")[:2] == ("vulnerable", "2.2.7")
    assert _at(subgraph, "Is gopkg.in/yaml.v2 2.2.8 affected?")[:2] == ("patched", "2.2.8")
    assert _at(subgraph, "Is github.com/go-yaml/yaml 2.9.0 affected?")[:2] == (
        "vulnerable", "2.9.0")


def _derived_log4j() -> CarSubgraph:
    """Log4j as the rules derive it: 2.15.0 the first release after CVE-2021-44228, withdrawn
    by CVE-2021-45046, and 2.16.0 succeeding it and patching CVE-2021-45046."""
    edges = [
        ("log4j-2.15.0", "adv-44228", "patches"),
        ("adv-45046", "log4j-2.15.0", "withdraws"),
        ("log4j-2.16.0", "log4j-2.15.0", "supersedes"),
        ("log4j-2.16.0", "adv-45046", "patches"),
    ]
    subgraph = graph(LOG4J, edges, anchor="adv-44228")
    for node in subgraph.nodes.values():
        node.scope[:] = ["pkg:maven/org.apache.logging.log4j/log4j-core"]
    subgraph.nodes["adv-44228"].title = "Remote code execution in Apache Log4j"
    return subgraph


def test_a_withdrawn_fix_is_carried_by_the_release_that_succeeded_it() -> None:
    """A review: on the graph the rules derive (2.15.0 the first release after the advisory,
    2.16.0 succeeding it), the withdrawn fix dropped out and nothing took its place, so every
    version read "patched"."""
    subgraph = _derived_log4j()
    assert _at(subgraph, "Is Log4j 2.14.1 still vulnerable?")[:2] == ("vulnerable", "2.14.1")
    assert _at(subgraph, "Is Log4j 2.15.0 still vulnerable?")[:2] == ("vulnerable", "2.15.0")
    assert _at(subgraph, "Is Log4j 2.16.0 still vulnerable?")[:2] == ("patched", "2.16.0")


def test_a_minor_line_below_another_lines_fix_is_not_fixed() -> None:
    """A review: Log4j 2.12.2 and 2.16.0 patched it; 2.14.1 read "patched" from 2.12.2."""
    subgraph = _releases(["2.12.2", "2.16.0"])
    assert _at(subgraph, "Is vite 2.14.1 affected?")[:2] == ("vulnerable", "2.14.1")
    assert _at(subgraph, "Is vite 2.12.1 affected?")[:2] == ("vulnerable", "2.12.1")
    assert _at(subgraph, "Is vite 2.12.3 affected?")[:2] == ("patched", "2.12.3")
    assert _at(subgraph, "Is vite 2.17.0 affected?")[:2] == ("patched", "2.17.0")


def test_one_release_note_for_several_lines_fixes_each_of_them() -> None:
    """A review: "Django 4.2.8, 4.1.13, and 3.2.23 security releases" was read as 4.2.8."""
    subgraph = _releases(["4.2.8"])
    subgraph.nodes["rel-4.2.8"].title = "Django 4.2.8, 4.1.13, and 3.2.23 security releases"
    assert _at(subgraph, "Is vite 3.2.23 affected?")[:2] == ("patched", "3.2.23")
    assert _at(subgraph, "Is vite 3.2.22 affected?")[:2] == ("vulnerable", "3.2.22")
    assert _at(subgraph, "Is vite 4.0.5 affected?")[:2] == ("vulnerable", "4.0.5")


def test_versions_of_other_things_are_not_the_products() -> None:
    """A review: "on JDK version 1.8.0" and "CVSS v2.0" were taken as the product's version,
    and a package's stem ("python" of python-multipart) named the runtime."""
    subgraph = _releases(["7.3.2"])
    assert _at(subgraph, "Is vite still vulnerable on JDK version 1.8.0?")[:2] == ("patched", None)
    assert _at(subgraph, "Is vite vulnerable (CVSS v2.0 score 9.3)?")[:2] == ("patched", None)
    assert _at(subgraph, "Is vite 7.3.1 or 7.3.2 affected?")[:2] == ("patched", None)
    multipart = _releases(["0.0.7"], product="pkg:pypi/python-multipart")
    multipart.nodes["adv"].title = "python-multipart vulnerable to ReDoS"
    assert _at(multipart, "Is python-multipart vulnerable on Python 3.8.10?")[:2] == (
        "patched", None)
    assert _at(multipart, "Is python-multipart 0.0.5 vulnerable on Python 3.8.10?")[:2] == (
        "vulnerable", "0.0.5")


def test_an_advisory_known_by_its_repository_is_answered_for_a_version() -> None:
    subgraph = _releases(["7.3.2"], product="repo:github.com/vitejs/vite")
    assert _at(subgraph, "Is vite 7.3.1 affected by adv?")[:2] == ("vulnerable", "7.3.1")
    assert _at(subgraph, "Is vitejs/vite 7.3.2 affected?")[:2] == ("patched", "7.3.2")


def test_no_version_answer_for_an_unnamed_package_of_several_or_an_unversioned_label() -> None:
    """A review: fixes of two packages were pooled for "Is version 2.0.0 affected?", and a
    "withdrawn" label carried the version it did not use."""
    subgraph = _releases(["1.5.0"])
    subgraph.nodes["adv"].scope[:] = ["pkg:npm/aaa-lib", "pkg:npm/bbb-lib"]
    assert _at(subgraph, "Is version 1.0.0 still vulnerable to adv?")[:2] == ("patched", None)
    withdrawn = _releases(["7.3.2"])
    withdrawn.nodes["notice"] = withdrawn.nodes["rel-7.3.2"].model_copy(
        update={"id": "notice", "doc_type": "withdrawal", "superseded": False})
    withdrawn.edges.append(rule_edge("notice", "adv", "withdraws"))
    assert _at(withdrawn, "Is vite 7.3.1 affected by adv?")[:2] == ("withdrawn", None)


def test_a_multi_cve_advisory_is_the_subject_for_its_second_cve() -> None:
    """A review: "CVE-2023-44487, CVE-2023-39325: HTTP/2 rapid reset" lost the question
    naming CVE-2023-39325 to a release note whose title only mentions it."""
    subgraph = graph(
        {"adv-rr": ("security", "advisory"), "grpc-1.58.3": ("security", "release_note"),
         "ghsa-other": ("security", "advisory")},
        [("grpc-1.58.3", "ghsa-other", "patches")],
        anchor="adv-rr",
        runner_up="grpc-1.58.3",
    )
    subgraph.nodes["adv-rr"].title = "CVE-2023-44487, CVE-2023-39325: HTTP/2 rapid reset"
    subgraph.nodes["grpc-1.58.3"].title = "grpc-go 1.58.3: fixes CVE-2023-39325"
    for node in subgraph.nodes.values():
        node.scope[:] = ["cve:CVE-2023-39325"]
    found = _decided(subgraph, "Is CVE-2023-39325 still unpatched?", ["cve:CVE-2023-39325"])
    assert found is not None and (found.label, found.document_id) == ("vulnerable", "adv-rr")


def _ranged(subgraph: CarSubgraph, question: str, stated: dict[str, str]) -> tuple[str, str | None]:
    """``_at`` with the affected ranges the engine reads from metadata (``stated``: release id
    -> statement) put on the acting superseders, as ``CarEngine.attach_ranges`` does."""
    result = assemble(subgraph, k=5)
    result.query = question
    for anchor in result.anchors:
        for found in anchor.acting_superseders.values():
            for superseder in found:
                if superseder.stands_for is None:
                    superseder.affected = stated.get(superseder.id)
    verdict = next(v for v in (rule(result) for rule in rules_for(load_packs())) if v)
    return verdict.label, verdict.version


def test_stated_ranges_decide_exactly() -> None:
    """Fix releases whose metadata states the advisory's affected ranges for their package
    (OSV's introduced, fixed, last_affected): a version below every range is not affected,
    one in a range left open is affected, one between ranges is past a fix."""
    late = _releases(["1.13.7"])
    ranges = {"rel-1.13.7": ">=1.13.0 <1.13.7"}
    assert _ranged(late, "Is vite 1.12.0 affected?", ranges) == ("not_affected", "1.12.0")
    assert _ranged(late, "Is vite 1.13.0 affected?", ranges) == ("vulnerable", "1.13.0")
    assert _ranged(late, "Is vite 1.13.7 affected?", ranges) == ("patched", "1.13.7")
    reopened = _releases(["0.16.4"])
    ranges = {"rel-0.16.4": ">=0 <0.16.4; >=0.17.0"}
    assert _ranged(reopened, "Is vite 0.16.4 affected?", ranges) == ("patched", "0.16.4")
    assert _ranged(reopened, "Is vite 0.17.2 affected?", ranges) == ("vulnerable", "0.17.2")
    assert _ranged(reopened, "Is vite 0.16.0 affected?", ranges) == ("vulnerable", "0.16.0")
    both = _releases(["1.2.5", "2.0.3"])
    ranges = {"rel-1.2.5": ">=0 <1.2.5; >=2.0.0 <2.0.3", "rel-2.0.3": ">=0 <1.2.5; >=2.0.0 <2.0.3"}
    assert _ranged(both, "Is vite 1.9.0 affected?", ranges) == ("patched", "1.9.0")
    assert _ranged(both, "Is vite 2.0.1 affected?", ranges) == ("vulnerable", "2.0.1")
    assert _ranged(both, "Is vite 0.5.0 affected?", ranges) == ("vulnerable", "0.5.0")


def test_ranges_a_successor_carries_are_not_its_own() -> None:
    """A review: a withdrawn fix carried by the release that succeeded it took that release's
    ranges, which are about another advisory, and read "not_affected" for an affected one."""
    subgraph = _derived_log4j()
    stated = {"log4j-2.16.0": ">=2.13.0 <2.16.0"}  # 45046's ranges, not 44228's
    assert _ranged(subgraph, "Is Log4j 2.10.0 still vulnerable?", stated) == (
        "vulnerable", "2.10.0")


def test_a_distribution_advisory_asked_about_is_patched() -> None:
    """Trial 55: "Is Zephyr HTTP Server still vulnerable to CVE-2025-31877?" rested on an
    Ubuntu notice (USN-7421-2) nothing supersedes and was answered "vulnerable"; a
    distribution's advisory announces its own fixed packages. An upstream advisory nothing
    supersedes is still open."""
    titles = {
        "usn": "USN-7421-2: Zephyr HTTP Server regression",
        "nbsa": "NBSA-2025-004: HTTP request smuggling in Zephyr HTTP Server",
    }
    for doc_id, expected in (("usn", "patched"), ("nbsa", "vulnerable")):
        subgraph = graph({doc_id: ("security", "advisory")}, [], anchor=doc_id)
        subgraph.nodes[doc_id].title = titles[doc_id]
        assert label(subgraph) == expected


def test_a_case_asked_about_by_a_party_s_short_name_is_the_subject() -> None:
    """Trials 56 and 57: "Is Chevron deference still good law?" ranked Loper Bright first and
    answered "good_law" from it; lawyers name a case by its first party."""
    subgraph = overruling(
        "loper",
        "chevron",
        {
            "loper": "Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)",
            "chevron": "Chevron U.S.A. Inc. v. Natural Resources Defense Council, Inc., "
            "467 U.S. 837 (1984)",
        },
    )
    chevron = _decided(subgraph, "Is Chevron deference still good law?", [])
    assert chevron is not None and chevron.label == "overruled"
    loper = _decided(subgraph, "Is Loper Bright still good law?", [])
    assert loper is not None and loper.label == "good_law"
    # trial 63: the other party's name is no name of the case ("Westmarch's Rule 12-E" was
    # answered from Vance v. Westmarch Housing Authority): "Natural" asks about no case here
    natural = _decided(subgraph, "Is the Natural Gas Act rule still good law?", [])
    assert natural is not None and natural.label == "good_law"


def test_an_advisory_titled_in_words_is_the_subject_of_a_question_naming_its_cve() -> None:
    """Trial 59: GitHub titles an advisory in words ("XML External Entity injection in
    XMLKit"); "Is XMLKit 4.6.2 vulnerable to CVE-2025-52114?" was answered patched for the
    better-ranked release that "fixes CVE-2025-52114". Of the anchors mentioning the CVE the
    one another controls is the subject, and the product declared by its Maven coordinates is
    asked about by its artifact name."""
    subgraph = graph(
        {
            "xmlkit-4.6.3": ("security", "release_note"),
            "GHSA-9c4m-x2hp-7wq5": ("security", "advisory"),
            "GHSA-other": ("security", "advisory"),
        },
        [("xmlkit-4.6.3", "GHSA-9c4m-x2hp-7wq5", "patches")],
        anchor="xmlkit-4.6.3",
        runner_up="GHSA-9c4m-x2hp-7wq5",
    )
    subgraph.anchors.append(Candidate(id="GHSA-other", rank=3, score=0.1))
    subgraph.nodes["xmlkit-4.6.3"].title = "XMLKit 4.6.3"
    subgraph.nodes["GHSA-9c4m-x2hp-7wq5"].title = "XML External Entity injection in XMLKit"
    subgraph.nodes["GHSA-other"].title = "Denial of service in XMLKit"
    subgraph.nodes["xmlkit-4.6.3"].scope[:] = ["cve:CVE-2025-52114"]
    subgraph.nodes["GHSA-9c4m-x2hp-7wq5"].scope[:] = [
        "cve:CVE-2025-52114", "product:com.nordhaven:xmlkit"
    ]
    subgraph.nodes["GHSA-other"].scope[:] = ["product:com.nordhaven:xmlkit"]
    found = _decided(subgraph, "Is XMLKit 4.6.2 vulnerable to CVE-2025-52114?",
                     ["cve:CVE-2025-52114"])
    assert found is not None and (found.label, found.version) == ("vulnerable", "4.6.2")
    fixed = _decided(subgraph, "Is XMLKit 4.6.3 vulnerable to CVE-2025-52114?",
                     ["cve:CVE-2025-52114"])
    assert fixed is not None and (fixed.label, fixed.version) == ("patched", "4.6.3")


def _scoped(texts: dict[str, str], edges: list[tuple[str, str, str]], question: str) -> str:
    """The label for ``question`` over security documents with these texts, the first
    ranked first (a release note when its id starts with ``rel``)."""
    docs = {
        doc_id: ("security", "release_note" if doc_id.startswith("rel") else "advisory")
        for doc_id in texts
    }
    subgraph = graph(docs, edges, anchor=next(iter(texts)))
    for doc_id, text in texts.items():
        subgraph.nodes[doc_id].text = text
    found = _decided(subgraph, question, [])
    assert found is not None
    return found.label


def test_a_product_or_version_the_advisory_scopes_out_is_not_affected() -> None:
    """User trials: "Are Corvane SG-200 boxes exposed?" and "Is quill-xml 1.8.6 exposed?" were
    answered "vulnerable" by advisories in force that say "SG-200 appliances are not affected"
    and "| 1.8.x and earlier | not affected |"; "firmware 6.4" was answered "patched" by the
    release whose notes say "Units on the 6.x branch are not exposed"."""
    products = {"adv": "SG-400 affected; fixed in CorOS 7.2.6. SG-200 appliances are not affected."}
    assert _scoped(products, [], "Are Corvane SG-200 boxes exposed?") == "not_affected"
    assert _scoped(products, [], "Are Corvane SG-400 boxes exposed?") == "vulnerable"
    revised = {
        "adv-old": "Affected: 2.0.0 through 2.5.1. The 1.x branch is not affected.",
        "adv-new": "| 1.9.x | 1.9.0 - 1.9.4 | 1.9.5 |\n| 1.8.x and earlier | not affected | n/a |",
    }
    edges = [("adv-new", "adv-old", "supersedes")]
    assert _scoped(revised, edges, "Is quill-xml 1.8.6 exposed?") == "not_affected"
    # what the revision restated is no longer read from the revised advisory
    assert _scoped(revised, edges, "Is quill-xml 1.9.2 exposed?") == "vulnerable"
    patched = {
        "adv": "Edge Gateway 7.x before 7.2.2 is affected.",
        "rel-7.2.2": "Includes the fix. Units on the 6.x branch are not exposed to it.",
    }
    edges = [("rel-7.2.2", "adv", "patches")]
    assert _scoped(patched, edges, "Our fleet is on firmware 6.4. Exposed?") == "not_affected"
    assert _scoped(patched, edges, "Our fleet is on firmware 7.2.2. Exposed?") == "patched"


def test_an_advisory_stating_its_fix_answers_whether_there_is_one() -> None:
    """Trial 75: "corvane-xml XXE CVE-2025-1190 status" over an advisory in force saying
    "Fixed in 2.8.3" (no release note stored) was answered "vulnerable"; a version below the
    fix, a question about the asker's exposure, or an advisory stating no fix stay so."""
    fixed = {"adv": "CORV-2025-01 / CVE-2025-1190. Affected: 2.0.0 to 2.8.2. Fixed in 2.8.3."}
    assert _scoped(fixed, [], "corvane-xml XXE CVE-2025-1190 status") == "patched"
    assert _scoped(fixed, [], "Has CVE-2025-1190 been fixed?") == "patched"
    assert _scoped(fixed, [], "Is CVE-2025-1190 fixed in corvane-xml 2.8.1?") == "vulnerable"
    assert _scoped(fixed, [], "Is corvane-xml 2.8.4 patched for CVE-2025-1190?") == "patched"
    assert _scoped(fixed, [], "Are we exposed to CVE-2025-1190?") == "vulnerable"
    open_flaw = {"adv": "CVE-2025-1190. Affected: 2.0.0 to 2.8.2. No patch is available."}
    assert _scoped(open_flaw, [], "Has CVE-2025-1190 been fixed?") == "vulnerable"


def test_a_lift_keeping_named_people_restricted_is_not_lifted_for_them() -> None:
    """Trials 64 and 67: "The following members of the Project Lantern working group remain
    subject to a special blackout and may not trade SRWD until notified: EMP0412, EMP0588" was
    answered "compliant" for EMP0588, as for everyone the lift released."""
    fin = "finance-compliance"
    subgraph = graph(
        {"b": (fin, "blackout_announced"), "l": (fin, "blackout_lifted")},
        [("l", "b", "rescinds")],
        anchor="b",
    )
    subgraph.nodes["l"].text = (
        "The Q2 blackout has ended and the window is open. Exception: the following members of "
        "the Project Lantern working group remain subject to a special blackout and may not "
        "trade SRWD until notified: EMP0412, EMP0588, EMP0630."
    )
    asked = "Can EMP0588 sell SRWD now that the window has reopened?"
    found = _decided(subgraph, asked, [])
    assert found is not None and found.label == "non_compliant"
    released = _decided(subgraph, "Can EMP0485 sell SRWD now that the window reopened?", [])
    assert released is not None and released.label == "compliant"


def test_a_pre_clearance_a_corrected_approval_replaced_may_not_be_relied_on() -> None:
    """Trial 67: "Can EMP4120 use PC-25-0311 to buy HVSN?", PC-25-0311 voided by the corrected
    approval PC-25-0319, was answered "active" from the approval controlling it."""
    pre = ("finance-compliance", "pre_clearance_approved")
    subgraph = graph({"old": pre, "new": pre}, [("new", "old", "revokes")], anchor="old")
    found = _decided(subgraph, "Can EMP4120 use PC-25-0311 to buy HVSN?", [])
    assert found is not None and (found.label, found.document_id) == ("non_compliant", "new")


def test_a_release_line_asked_about_is_judged_by_the_fixes_on_that_line() -> None:
    """Trial 68: "was there a fixed vite build for the 4.x line?" was answered "patched" by
    the 5.x fix alone: a line is judged as its newest version, which a fix on it reaches."""
    assert _at(_releases(["5.1.3"]), "Is there a fixed vite build for the 4.x line?")[:2] == (
        "vulnerable",
        "4.x",
    )
    assert _at(_releases(["5.1.3", "4.9.8"]), "Is the vite 4.x line fixed?")[:2] == (
        "patched",
        "4.x",
    )


def test_a_notice_asked_about_what_it_leaves_out_does_not_answer_for_it() -> None:
    """Trial 65: "Are Lomitrel 10 mg capsules still marketed?" ranked the withdrawal of the
    oral suspension first and was answered "withdrawn", though it says "LOMITREL capsules (5
    mg and 10 mg) are not affected by this withdrawal"."""
    subgraph = graph({"notice": ("pharma", "withdrawal")}, [], anchor="notice")
    subgraph.nodes["notice"].text = (
        "Ferrant will withdraw LOMITREL oral suspension. LOMITREL capsules (5 mg and 10 mg) are "
        "not affected by this withdrawal and will remain available."
    )
    kept = _decided(subgraph, "Are Lomitrel 10 mg capsules still marketed?", [])
    assert kept is not None and kept.label == "current_label"
    pulled = _decided(subgraph, "Is Lomitrel oral suspension still marketed?", [])
    assert pulled is not None and pulled.label == "withdrawn"


def test_a_question_naming_an_edition_by_its_revision_month_asks_about_that_edition() -> None:
    """Trials 63 and 68: "I found a Zelvorin package insert dated March 2021. Is it still OK
    to hand out?" was answered "current_label" from the 2024 label ranked first."""
    label = ("pharma", "label")
    subgraph = graph(
        {"l-2024": label, "l-2021": label},
        [("l-2024", "l-2021", "replaces")],
        anchor="l-2024",
        runner_up="l-2021",
    )
    subgraph.nodes["l-2024"].title = "ZELVORIN (talparitide) injection (Revised 06/2024)"
    subgraph.nodes["l-2021"].title = "ZELVORIN (talparitide) injection (Revised 03/2021)"
    asked = "I found a Zelvorin package insert dated March 2021. Is it still OK to hand out?"
    found = _decided(subgraph, asked, [])
    assert found is not None and found.label == "outdated_label"
    current = _decided(subgraph, "Is the Zelvorin package insert current?", [])
    assert current is not None and current.label == "current_label"


def test_a_question_naming_an_edition_by_its_month_asks_about_the_one_published_then() -> None:
    """Trial 74: "Is the 12/2022 Ferrolux labeling still the current version?" was answered
    "current_label" from the 2024 label: no title writes its revision month, so the edition
    is the one published that month."""
    label = ("pharma", "label")
    subgraph = graph(
        {"l-2024": label, "l-2022": label},
        [("l-2024", "l-2022", "replaces")],
        anchor="l-2024",
        runner_up="l-2022",
    )
    for doc_id, at in (("l-2024", "2024-10-25"), ("l-2022", "2022-12-09")):
        subgraph.nodes[doc_id].title = "FERROLUX (ferric colvinate) injection"
        subgraph.nodes[doc_id].published_at = f"{at}T00:00:00Z"
    found = _decided(subgraph, "Is the 12/2022 Ferrolux labeling still the current one?", [])
    assert found is not None and found.label == "outdated_label"
    current = _decided(subgraph, "Is the Ferrolux labeling current?", [])
    assert current is not None and current.label == "current_label"


def test_what_a_revision_restated_is_not_read_when_the_fix_does_not_reach_the_version() -> None:
    """Trial 69: Rev 1 said "Helios Gateway 8.x ... is not affected"; Rev 2 superseded it
    ("8.x is affected when the Legacy User Portal is enabled") and release 10.2.4 patched
    Rev 1. For 8.6.12, which 10.2.4 does not reach, the fix was set aside, Rev 1 looked in
    force and its old statement answered "not affected"."""
    subgraph = graph(
        {
            "rev1": ("security", "advisory"),
            "rev2": ("security", "advisory"),
            "rel-10.2.4": ("security", "release_note"),
        },
        [("rev2", "rev1", "supersedes"), ("rel-10.2.4", "rev1", "patches")],
        anchor="rev1",
    )
    subgraph.nodes["rev1"].text = "Helios Gateway 8.x does not ship the module and is not affected."
    subgraph.nodes["rev2"].text = (
        "Helios Gateway 8.x is affected when the Legacy User Portal is enabled. Helios Gateway "
        "8.x with the Legacy User Portal disabled remains not affected."
    )
    for doc_id, node in subgraph.nodes.items():
        node.scope[:] = ["product:helios gateway"]
        node.title = "Helios Gateway 10.2.4" if doc_id == "rel-10.2.4" else "Helios Gateway SAML"
    asked = "We run Helios Gateway 8.6.12 with the legacy user portal switched on. Exposed?"
    found = _decided(subgraph, asked, [])
    assert found is not None and found.label == "vulnerable"


def test_a_lift_that_does_not_extend_to_people_or_leaves_them_prohibited() -> None:
    """Trial 70: "This lift does not extend to EMP311 and EMP318, who were wall-crossed ...;
    they remain restricted" and "The following remain prohibited from any dealing in KSTL
    until further notice: (i) all members of the desk; and (ii) deal-team members EMP217 and
    EMP230." answered "compliant" for the people named."""
    fin = "finance-compliance"
    for text, person in [
        ("The restriction on SLTX is lifted. This lift does not extend to EMP311 and EMP318, who "
         "were wall-crossed; they remain restricted.", "EMP318"),
        ("KSTL moves to the Watch List. The following remain prohibited from any dealing in KSTL "
         "until further notice: (i) all members of the desk; and (ii) deal-team members EMP217 "
         "and EMP230.", "EMP217"),
    ]:
        subgraph = graph(
            {"b": (fin, "blackout_announced"), "l": (fin, "blackout_lifted")},
            [("l", "b", "rescinds")],
            anchor="b",
        )
        subgraph.nodes["l"].text = text
        found = _decided(subgraph, f"Can {person} buy the stock now?", [])
        assert found is not None and found.label == "non_compliant", person
        other = _decided(subgraph, "Can EMP999 buy the stock now?", [])
        assert other is not None and other.label == "compliant"


def test_a_question_asking_whether_what_it_describes_still_holds_asks_about_that_edition() -> None:
    """Trial 61: "Can I still rely on the 2021 authentication standard that allowed SMS
    codes?" names no identifier; its words found the old edition, and the answer moved to
    the current one (in_force). A question naming the code every edition carries still asks
    about the current edition."""
    code = "code:IT-SEC-004"
    editions = two_editions(
        ("policy", "standard"),
        {"v2": "IT-SEC-004 Password Standard v2.0", "v3": "IT-SEC-004 Password Standard v3.0"},
        code,
    )
    old = _decided(editions, "Can I still rely on the standard that allowed SMS codes?", [])
    assert old is not None and old.label == "superseded"
    current = _decided(editions, "Is IT-SEC-004 still in force?", [code])
    assert current is not None and (current.label, current.document_id) == ("in_force", "v3")
