"""Edge derivation beyond what sources state explicitly: domain-pack rules and text cues.

Rule edges (``source='rule'``) come from a pack rule over doc types, time order and shared scope
keys; cue edges (``source='inferred'``, usually ``proposed`` for curator review) from a cue
phrase ("overruled", "fixed in") whose sentence names another document's entity. New records
are compared with each other and with stored documents sharing their scope keys, so loading a
fix release today links it to an advisory loaded last month. Stored documents also compete
with new ones for a rule's ``select`` (a stored release may be an advisory's first fix), but
pairs of two stored documents are not written again (their edges were derived when the later
one was loaded). Output is sorted and
depends only on the input and the store, so re-deriving gives the same edges.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace
from datetime import date, timedelta
from functools import cache
from itertools import pairwise, takewhile
from typing import NamedTuple

from graphcar.anchors.identifiers import CODE_KIND
from graphcar.domains.packs import (
    FIGURED_ORDINAL,
    CueRule,
    DomainPack,
    Governance,
    claiming,
    designation_form,
    edition_marks,
    installed_packs,
    word_stem,
    writes_edition,
)
from graphcar.model import (
    ACCOMPANYING_KINDS,
    ANNULLING_KINDS,
    COMPLEMENTARY_KINDS,
    DEFERRAL_KIND,
    DEFERRING_KINDS,
    GENERAL_DOMAIN,
    LAPSING_KINDS,
    REVIVING_KINDS,
    SUPERSEDING_KINDS,
    UNTYPED,
    AuthorityEdge,
    Document,
    title_forms,
)
from graphcar.months import MONTH_NAMES, MONTHS
from graphcar.store.base import GraphStore
from graphcar.versions import all_versions
from ingest.candidates import (
    DESIGNATOR_KIND,
    EDITION_SUFFIX,
    HEADING_DASH,
    ISSUER_WORDS,
    JOINING_WORDS,
    MAIN_TITLE_KIND,
    TITLE_KIND,
    TITLE_KINDS,
    TITLE_WORDS,
    Candidate,
    Pool,
    edition_free_title,
    is_issuer,
    title_key,
    words_of_title,
    writings,
)
from ingest.candidates import named as writes_identifier
from ingest.cue_roles import (
    DATE_IT_STARTS,
    INTRODUCTORY_WORDS,
    JOINING_PHRASES,
    NAMING_MEMBERS,
    NUMBERED_PART_WORDS,
    OWN_PART_AFTER,
    OWN_PARTS,
    PART_WORDS,
    RESTRICTIONS,
    START_OF,
    TITLE_DETERMINERS,
    YEAR,
    numbered_parts,
    titles_part,
)
from ingest.effect_dates import (
    NUMERIC_DATE,
    SENTENCE_END,
    WRITTEN_DATE,
    deferred_start,
    numeric_days,
    restated_day,
    restated_start,
    stated_end,
    stated_expiry,
    stated_start,
    written_days,
)
from ingest.extract import Analysis, SpacyExtractor
from ingest.records import SourceRecord
from ingest.retractions import RETRACTION_RULE, rejected_edge
from ingest.rules import Selection, linkable, rule_edges
from ingest.spacy_pipeline import POINTING_BACK, CitedTitle, CueHit

STORE_KEY_CHUNK = 1000
EVIDENCE_CHARS = 300
#: How far after a cited title its date is read, and how it is written: right after the
#: title ("(2018)"), after a date word ("dated 1 April 2020", "issued in September 2010",
#: "adopted by the Acme board in 2016"), or as an edition ("supersedes the 2019 edition"); not
#: any year ("following the 2020 customer survey").
CITED_DATE_CHARS = 60
#: A year naming an edition right before the title cited in apposition: "the Department's
#: 2024 Rule, Defining and Delimiting the Exemptions ...".
YEAR_BEFORE_TITLE = re.compile(r"\b((?:19|20)\d\d)\s+[a-z]+,\s*$")
DATED_YEAR = re.compile(
    r"^\W{0,3}(?:(?:dated|issued|published|adopted|approved|effective|of)\b"
    r"(?:\W+\w+){0,6}?\W+)?((?:19|20)\d\d)\b"
    # "the guidance from 2019", not the act's start: "replaces X 2020 from 1 January 2024"
    r"|^\W{0,3}from\s+((?:19|20)\d\d)\b"
    r"|^\W{0,3}(?:the\s+)?((?:19|20)\d\d)\s+(?:edition|version|issue|revision|update)\b"
)
#: A numbered part of a named title, as a cited text writes it ("section 20 of the banking
#: act of 1933").
PART_OF = re.compile(rf"((?:{NUMBERED_PART_WORDS}) [\w.()-]+) of (?:the )?(.+)")
#: What an amending document says it amends: "Amendment No. 2 to the X Standard (HMG-STD-014)",
#: "Amendments to Circular PMA/CIR/2021/02".
AMENDMENT_OF = re.compile(
    r"\bamendments?(?:\s+no\.?\s*\d+)?\s+to\s+(?:the\s+)?([^.:;\n]+)", re.IGNORECASE
)
#: The courts below a judgment of the same case names ("the judgment of the Court of
#: Appeals", "The panel's opinion is VACATED", "The decision of the First-tier Tribunal is set
#: aside") and how a decision's title marks a decision of that court ("45 F.3d 902 (9th Cir.
#: 1998)", "[2021] EWCA Civ 1102", "[2019] UKFTT 301 (TC)"); None: a decision of the same
#: docket ("No. 22-11045").
COURTS_BELOW: tuple[tuple[re.Pattern[str], re.Pattern[str] | None], ...] = (
    (
        re.compile(r"\bcourt\s+of\s+appeals\b", re.IGNORECASE),
        re.compile(r"\bCir\.|\bCourt of Appeals\b|\bApp\."),
    ),
    (
        re.compile(r"\bcourt\s+of\s+appeal\b", re.IGNORECASE),
        # "[2011] EWCA Civ 1187", "2010 ABCA 214", "[2019] NSWCA 12", "(2021) 68 Cal.App.5th"
        # (not "[2015] FCA 812": the Federal Court of Australia sits at first instance)
        re.compile(r"\b(?!FCA\b)[A-Z]{1,4}CA\b|\bCourt of Appeal\b|\bApp\."),
    ),
    (
        re.compile(r"\bdistrict\s+court\b", re.IGNORECASE),
        # a district court's civil docket too: "No. 6:20-cv-00176"
        re.compile(
            r"\((?:[NSEWCM]\.)?D\.\s?[A-Z]|\bDistrict Court\b|\bF\.\s?Supp\.|\b\d{1,2}:\d\d-cv-"
        ),
    ),
    (
        re.compile(r"\b(?:high\s+court|trial\s+(?:judge|court)|primary\s+judge)\b", re.IGNORECASE),
        re.compile(r"\bEWHC\b|\bHigh Court\b|\bFCA\b"),
    ),
    (re.compile(r"\bfirst-tier\s+tribunal\b", re.IGNORECASE), re.compile(r"\bUKFTT\b")),
    (re.compile(r"\bupper\s+tribunal\b", re.IGNORECASE), re.compile(r"\bUKUT\b")),
    (re.compile(r"\bpanel\b", re.IGNORECASE), None),
)
#: A case's docket number in a title ("No. 22-11045", "No. 2:23-cv-00145").
DOCKET = re.compile(r"\bNo\.\s?[\w:-]*\d[\w:-]*")
#: A cue subject naming its own document starts with one of these ("This standard", "The
#: present edition") and is short: "The valve that replaced the manual step" is not one.
SELF_DETERMINERS = frozenset({"this", "these", "the", "present", "current", "our"})
SELF_SUBJECT_WORDS = 5
#: Words by which the issuer names a document as its own ("My memorandum of 2 April 2020",
#: "our notice of 9 May 2024").
OWNING_SPEAKERS = frozenset({"my", "our"})
#: A last word by which a subject points into its own document: "The recommendations below
#: replace those provided in the May 6, 2021 communication", "The updated list below".
POINTING_INWARD = frozenset({"below", "herein", "hereunder"})
#: Words by which a document calls itself a new edition ("This revised Q&A").
REVISED_WORDS = frozenset({"revised", "updated", "amended", "consolidated", "reissued", "new"})
#: The issuer speaking ("We are superseding AD 2019-12-05", "We hereby rescind GN-12"): the
#: document's own act on a document of its own declared doc type (an agency's earlier AD);
#: a blog's "We are replacing GN-12 in our checklists" is only proposed.
FIRST_PERSON_WORDS = frozenset({"we", "are", "hereby", "now", "therefore", "accordingly", "also"})
#: An object naming an earlier edition of the document's own identifier: "This revision
#: supersedes SOP-QC-5 Rev B", "supersedes all previous editions", "Revision 1 of
#: NSB-2024-011 supersedes the original bulletin".
EDITION_WORDS = frozenset(
    {"revision", "rev", "edition", "editions", "version", "versions", "issue", "release"}
    | {"previous", "prior", "earlier", "former", "preceding", "amendment", "revisions"}
    | {"updated", "revised"}
)
#: A year opening an object ("replaces the 2016 ESC heart failure guidelines"), and how many
#: words of the document's own title after it name one of its editions (``names_own_series``).
OBJECT_YEAR = re.compile(r"^\W{0,3}(?:the\s+)?(?:19|20)\d\d\s+[A-Za-z]")
OWN_SERIES_WORDS = 2
#: Words of an object beside its self noun naming no other document: its owner ("the
#: company's announcement") and its number's marker ("Recall No. 23-095").
OBJECT_FILLERS = frozenset({"company", "firm", "agency", "board", "no", "number", "its", "our"})
#: An object standing for a document its sentence named before: "and replaces that notice".
REFERRING_OBJECT = re.compile(r"^\W{0,3}(?:that|the\s+said|said)\s+\w+", re.IGNORECASE)
#: Words right before a date naming a document by it, and how far before it they are read.
NAMING_DATE = re.compile(
    r"\b(?:published|issued|dated|adopted|announced|released|filed|decided|imposed|introduced"
    r"|communicated|circulated|posted|approved|accepted|declared|granted|signed|mailed|sent"
    r"|ordered|provided|reported|distributed|submitted|notified"
    # a notice by the day it was served: "the building preservation notice served by
    # Hallowby District Council on 1 March 2021"
    r"|served"
    # an instrument by the day it was laid: "the code laid before Parliament in January 2015"
    r"|laid(?:\s+before\s+(?:the\s+)?(?-i:[A-Z])[a-z]+)?"
    # a direction by the day it was given to whom: "the direction given to Pellham Assurance
    # Limited on 1 March 2021"
    r"|given"
    # an edition by the day it took effect: "replaces the schedule that took effect on 1
    # April 2016"
    r"|took\s+effect|came\s+into\s+(?:force|effect)"
    # "replace the procedures in force since March 2016"
    r"|in\s+force\s+(?:since|from)"
    # a section by its revision's month: "replaces DI 23022.415 as revised November 2020"
    r"|revised"
    # a court's order or judgment: "The stay entered March 26, 2021 is VACATED", "The
    # interim order made on 12 April 2024 is discharged"
    r"|entered|rendered|made"
    # a compendium's text by the day it became official: "the monograph official since 1
    # May 2019", "the CP 2018 text (official 1 August 2018)"
    r"|official(?:\s+(?:since|from|on|as\s+of))?"
    # an edition by the day it took effect, right after its capitalised name: "the Amended
    # and Restated Bylaws effective May 14, 2019" (not an act's start: ", effective July 1")
    r"|(?-i:[A-Z])[a-z]+\s+effective"
    r"|(?<!\bas\s)of)\s+"  # not "as of January 1, 2025": when, not which
    # "published at 85 FR 63918 on October 8, 2020": the page between; "declared by the
    # Department on June 3, 2022": who did it; "issued at 14:00 on August 3": its hour
    r"(?:at\s+\d{1,3}\s+FR\s+\d{3,6},?\s+|(?:by|to)\s+(?:the\s+)?(?:(?-i:[A-Z])[\w&'-]*\s+){1,5}"
    r"|at\s+\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?\s+)?"
    r"(?:on\s+|in\s+)?"
    # "issued on Tuesday, February 4, 2025": its weekday before it
    r"(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?$",
    re.IGNORECASE,
)
#: How far before a date its naming word may stand: "published at 85 FR 63918 on ", "issued by
#: the Senior Traffic Commissioner in ".
NAMING_REACH = 48
#: Words heading a revision history ("Revision history: Rev 2 supersedes Rev 1").
REVISION_LOG = frozenset({"history", "log", "changes", "record"})
#: A header line's participle with the document's subject left out ("Approved by the Board of
#: Directors on 10 November 2026", "Issued by the Cyber Governance Office"): it is the document.
HEADER_PARTICIPLES = frozenset({"approved", "issued", "adopted", "signed", "endorsed"})
#: Words of a header line listing the document's acts before the phrase ("Reissues and
#: Cancels:", "Incorporates and Cancels:").
HEADER_ACTS = frozenset({"reissues", "incorporates", "and", "supersedes", "replaces", "cancels"})
#: Words that date an object ("the FAQ published on 3 March 2023", "the report originally
#: published on 22 April 2024").
DATING_WORDS = frozenset(
    {"published", "issued", "dated", "adopted", "filed", "decided", "on", "of", "in", *MONTHS}
    | {"originally", "first", "previously", "initially"}
)
#: Words naming an earlier edition only before a self noun: "the original bulletin", not
#: "the original workaround".
FIRST_EDITION_WORDS = frozenset({"original", "initial"})
#: A rulemaking's earlier stage, an edition of the final rule's own title: "This final rule
#: supersedes the interim final rule" (not "the interim guidance", a document of its own).
EARLIER_STAGE = re.compile(r"\b(?:interim|direct)\s+(?:final\s+)?rule\b")


def derive_edges(
    records: Sequence[SourceRecord],
    store: GraphStore,
    *,
    analyses: Mapping[str, Analysis] | None = None,
    packs: Sequence[DomainPack] | None = None,
    extractor: SpacyExtractor | None = None,
    written_before: str | None = None,
    retracted: Collection[str] = (),
) -> list[AuthorityEdge]:
    """Rule-derived and inferred edges for ``records`` (explicit edges come with the records).

    ``analyses`` maps a document id to what ingest extracted from it (the loader passes it so
    nothing is extracted twice); documents missing from it are analysed here.
    ``written_before``: when the load began; stored documents written after it are the
    load's own (they are among ``records``), so the store need not send them back. Loads into
    one store are meant to run one at a time: documents another load writes meanwhile are
    not compared with this load's (re-ingesting either file derives the missing edges).
    ``retracted``: documents this load retracts (their edges may not be written yet); they
    and the stored documents retracted before take no part: a withdrawal notice the record
    no longer states must not withdraw the advisory again.
    """
    packs = list(packs) if packs is not None else installed_packs()
    governing = Governance(packs)
    governed = [r for r in records if governing(r.document)]
    if not governed:
        return []
    extractor = extractor or SpacyExtractor(packs)
    new = new_candidates(governed, governing, extractor, analyses or {})
    stored = stored_candidates(store, new, governing, extractor, written_before, retracted)
    pool = Pool([*stored, *new])
    ruled, selections = rule_edges(pool, packs)
    cued = cue_edges(pool, packs)
    edges = [
        *reselected(store, pool, packs, ruled, selections),
        *cued,
        *(edge for edge in titled_changes(pool) if not stated_otherwise(edge, cued)),
    ]
    edges = [*edges, *amendments_taken_along(pool, edges)]
    edges = without_fixes_of_later_revisions(edges, pool, store)
    edges = reinstated_past_actors(edges, pool, store)
    edges = [
        *edges,
        *restored_by_reversal(edges, pool, store),
        *restored_by_lifting(edges, pool, store),
        *restored_by_voiding(edges, pool, store),
        *deferred_by_suspension(edges, pool),
    ]
    explicit = {(e.newer_id, e.older_id) for record in records for e in record.edges}
    return finalise(edges, explicit)


#: A title marking its document as a change of another it names ("..., Change 1",
#: "Amendment No. 2", "Supplement 1 to ...", "Amendments to ...", a permit's "Variation of
#: Permit PER93544", a framework's "Variation Notice - CSF-2022 ...").
CHANGE_TITLE = re.compile(
    # numbered alone or within its year: "Amendment No. 1", "Amendment 2024/1 to the Code"
    r"\b(?:Change|Amendment|Supplement|Addendum)\s+(?:No\.\s*)?(?:(?:19|20)\d\d/)?\d{1,3}\b"
    r"(?!/)|\bAmendments?\s+to\b"
    # a notice of amendment numbered in its year: "Amendment notice 1/2023: standard rules
    # ...", "Rule Amendment Notice No. 2021-2: Public Float"
    r"|\bAmendment\s+Notice\s+(?:No\.\s*)?(?:\d{1,3}/(?:19|20)\d\d|(?:19|20)\d\d-\d{1,3})\b"
    # a heading labelling it an amendment of the name after it: "Amendment Notice: National
    # Diagnostic Reference Levels for Adult CT Examinations (2019 Edition)"
    r"|^(?:Amendment\s+Notice|Notice\s+of\s+Amendment)(?=\s*[:\u2013\u2014-]\s)"
    # what it varies before it too: "Licence Variation No. 1: TLCS 000118 (Horizon One)"
    # or its own number: "Variation Notice EPR/LL6620/V003: Calderwick ... Repository"
    r"|^(?:Licen[cs]e\s+|Permit\s+)?Variation(?:\s+Notice)?\s+"
    r"(?:No\.\s*\d{1,3}\s*|[A-Z0-9][\w/.-]*\d[\w/.-]*)?"
    r"(?:(?:of|to)\b|[-:\u2013\u2014])"
    # an instrument amending another of its name: "Westhaven Harbour (Amendment) Byelaws
    # 2023", "... (Amendment No. 2) Regulations 2021"
    r"|\s\(Amendment(?:\s+No\.\s*\d{1,2})?\)\s"
    # "... (Product Switches) Amendment Instrument 2021"
    r"|\sAmendment\s+(?:Instrument|Order|Regulations|Rules|Direction)\s+(?:19|20)\d\d\b",
    re.IGNORECASE,
)
#: A title marking its document as a correction of another it names ("Erratum to Electrical
#: Bulletin EB-5 (February 2019)", "Corrigendum to AP-11B (July 2021)", "Airworthiness
#: Directives; ...; Correction (AD 2021-09-14)"); not a prison service's name ("Department of
#: Corrections Policy 300.2").
CORRECTION_TITLE = re.compile(
    r"(?<!Department\sof\s)(?<!Division\sof\s)(?<!Bureau\sof\s)(?<!Board\sof\s)"
    r"\b(?:Errat(?:um|a)|Corrigend(?:um|a)|Corrections?)(?:\s+(?:Notice|Sheet|Slip))?"
    # numbered, or coded after the code it corrects ("Erratum NDC-STD-2025/E1: ...")
    r"(?:\s+(?:No\.\s*)?\d{1,3}|\s+[A-Z][A-Z0-9]*(?:[-/.][A-Z0-9]+)+)?"
    r"(?=\s*(?:to\b|for\b|of\b|in\b|[:;(\-\u2013\u2014]|$))"
    # an edition's title marked in brackets: "EDPB Guidelines 05/2020 - Version 1.1
    # (corrigendum)"
    r"|\((?:errat(?:um|a)|corrigend(?:um|a))\)\s*$",
    re.IGNORECASE,
)


#: A title writing about a change it names, not titling it: "Amendment No. 1 to the ADE
#: Anti-Doping Rules 2021: Questions and Answers", "FAQ on Amendment 2 to the Code".
ABOUT_A_CHANGE = re.compile(
    r"\b(?:questions\s+and\s+answers|Q\s*&\s*As?|FAQs?|frequently\s+asked\s+questions"
    r"|explanatory\s+(?:note|memorandum))\b",
    re.IGNORECASE,
)


def titled_changes(pool: Pool) -> list[AuthorityEdge]:
    """Relations of new documents titled as a change or a correction of what their title
    names by a designation (``DomainPack.titled_changes``). A change ``amends`` the one
    document published by then whose title carries that designation and the words the change
    names (``changed_title``) and is no change itself: "DoD Instruction 8500.01,
    Cybersecurity, Change 1" is read with "DoD Instruction 8500.01, Cybersecurity"; where
    several are, none: which one the change is of is left to its text. A correction
    ``corrects`` the edition its title names, else the latest by then (``changed_edition``):
    "Errata to TG-12 Version 2020-01"; so does a change whose named words no title carries."""
    edges: list[AuthorityEdge] = []
    for source in sorted(pool.by_id.values(), key=lambda c: c.id):
        title = source.document.title or ""
        change = CHANGE_TITLE.search(title)
        correction = CORRECTION_TITLE.search(title)
        kind = (
            None
            if ABOUT_A_CHANGE.search(title)
            # "Erratum: Amendment No. 1 to the ... Manual": a correction of that amendment
            else "corrects"
            if correction and (change is None or correction.start() < change.start())
            else "amends"
            if change
            else None
        )
        packs = [pack for pack in source.packs if pack.titled_changes]
        issued = source.moment("published")
        if not (source.new and kind and packs and issued):
            continue
        bases = changed_bases(pool, source, kind, issued)
        if len(bases) != 1:
            # none, or several documents the title may mean ("Protocol KX-301 Amendment 3":
            # the protocol, or its pharmacy manual titled "Protocol KX-301 Pharmacy Manual")
            continue
        (base,) = bases
        edges.append(
            source.edge_over(
                base,
                kind,
                rule=f"{packs[0].name}:titled_{'change' if kind == 'amends' else 'correction'}",
                source="inferred",
                status="accepted",
                confidence=0.7,
                evidence=title[:EVIDENCE_CHARS],
            )
        )
    return edges


def stated_otherwise(titled: AuthorityEdge, cued: Sequence[AuthorityEdge]) -> bool:
    """Whether the text of a change or a correction names what it changes, and that is not
    what its title was read to name ("Pilotage Directions (Amendment) 2024": "... amending the
    Pilotage Directions 2023", not the 2019 directions titled "Carrowmore Pilotage
    Directions 2019")."""
    return any(
        edge.newer_id == titled.newer_id
        and edge.kind == titled.kind
        and edge.status == "accepted"
        and edge.older_id != titled.older_id
        for edge in cued
    )


def changed_bases(pool: Pool, source: Candidate, kind: str, issued: str) -> list[Candidate]:
    """The documents a change or a correction (``kind``) published at ``issued`` may be of:
    those published by then whose title carries a designation its title does, that are no
    change or correction themselves; of a change, those whose title carries the words the
    change names (``changed_title``); else, of those titled by the designation as their own
    (not a commentary on it or a FAQ about it) and preferably headed by it ("NSB 4410:2019
    Fire resistance tests", not "Moving to NSB 4410:2019 - FAQ"), the edition its title
    names (``changed_edition``)."""
    title = source.document.title or ""
    named = {
        key
        for key in source.title_keys - source.title_replaces()
        if key.split(":", 1)[0] in (DESIGNATOR_KIND, CODE_KIND)
    }
    # its own code, the changed document's with a change's mark after it ("KHA-GD-2023/A1" of
    # "KHA-GD-2023")
    named |= {
        base
        for key in named
        if (marked := CHANGE_MARKED_CODE.fullmatch(key)) is not None
        and (base := marked["base"]) in pool.by_key
    }
    earlier = [
        base
        for base in documents_titled_by(pool, named, source)
        if not CHANGE_TITLE.search(base.document.title or "")
        and not CORRECTION_TITLE.search(base.document.title or "")
        and (base.moment("published") or issued)[:10] <= issued[:10]
    ]
    changed = changed_title(title) if kind == "amends" else None
    bases = [
        base
        for base in earlier
        if changed and changed in " ".join((base.document.title or "").lower().split())
    ]
    if bases:
        # of several, those the designation titles as their own ("AS 116 Leases", not the
        # "Basis for Conclusions on AS 116 Leases" of "... (Amendments to AS 116)")
        return [base for base in bases if named & base.own_title_keys()] or bases
    if not earlier:  # no designation, or its own ("Errata Sheet No. 1 to ...") titles none
        return changed_edition(title, changed_by_title(pool, source, kind, issued))
    own = [base for base in earlier if named & base.own_title_keys()]
    if changed and len(own) > 1:
        # "Amendments to the Revised Guidelines annexed to resolution A.1043(27)": the
        # resolution titled "... Revised Guidelines ...", not an interpretation of its annex
        most, best = carrying_most(own, text_words(changed))
        own = best if most else own
    headed = [
        base
        for base in own
        if any(
            designation_form(base.document.title or "").startswith(key.split(":", 1)[1])
            for key in named
        )
    ]
    return changed_edition(title, headed or own)


#: A code key with a change's or a correction's mark after the code it changes: "code:KHA-GD-
#: 2023/A1", "code:NDC-STD-2025/E1".
CHANGE_MARKED_CODE = re.compile(rf"(?P<base>{CODE_KIND}:.+)[/-][A-Z]{{1,3}}\d{{1,2}}")


def changed_by_title(pool: Pool, source: Candidate, kind: str, issued: str) -> list[Candidate]:
    """The editions of the document a correction's or change's (``kind``) title names in
    words after its marker ("Corrigendum No. 1 to the National Numbering Plan - Edition 6",
    "Amendment 2024/1 to the Broadcast Advertising Code (2022 Edition): Section 5 Children":
    its name before the subject its colon or dash opens), published by ``issued``, no change
    or correction themselves; none where the title names no such document."""
    title = source.document.title or ""
    marker = (CORRECTION_TITLE if kind == "corrects" else CHANGE_TITLE).search(title)
    if marker is not None and marker.group(0).strip().startswith("("):
        # "Westhaven Harbour (Amendment) Byelaws 2023": the name less its marker
        names: tuple[str, ...] = (f"{title[: marker.start()]} {title[marker.end() :]}",)
    else:
        named = CORRECTED_NAME.match(title, marker.end()) if marker is not None else None
        before = title[: marker.start()].strip(" ,;:-\u2013\u2014(") if marker else ""
        if named is None and not before:
            return []
        # else its name before the marker: "Food Law Code of Practice (2021 edition):
        # Amendment No. 1"
        whole = named["name"] if named is not None else before
        # the part it mends after the name: "Erratum: ADE Anti-Doping Rules 2021 (Article
        # 13.2.3)", "Errata: 2024 USPAP, Standards Rule 2-2(a)(xi)"
        names = (whole, SUBJECT_BREAK.split(whole, 1)[0], NAMED_PART_AFTER.sub("", whole))
        # an edition "of" its title: "Correction to Edition 3 of the Scaffolding Licence
        # Standard Conditions" is of "... Standard Conditions (Edition 3)"
        names += tuple(
            f"{edition['name']} ({edition['mark']})"
            for name in names
            if (edition := EDITION_OF_NAME.match(name)) is not None
        )
    # the document whose main title it writes whole, its edition too ("Erratum: Architects
    # Code 2021" of "Architects Code 2021: Code of Conduct and Practice", not of the 2017 "The
    # Architects Code: Standards of Conduct and Practice"), or whose title it writes with its
    # subtitle in brackets ("Statutory Document No. 1 (Good Repute and Fitness), 2021 version")
    # (the longest it names first: "Standard Civil Contract 2024: Specification - Correction
    # Notice" of the specification, not of "Standard Civil Contract 2024: Frequently Asked
    # Questions", which its head names too)
    for name in dict.fromkeys(names):
        whole_named = [
            base
            for base in documents_titled_by(
                pool,
                [title_key(name.lower(), MAIN_TITLE_KIND), title_key(edition_free_title(name))],
                source,
            )
            if not CORRECTION_TITLE.search(base.document.title or "")
            and not CHANGE_TITLE.search(base.document.title or "")
            and (base.moment("published") or issued)[:10] <= issued[:10]
        ]
        if whole_named:
            return whole_named
    # its "the" read either way: "Amendment No. 1 to the Broadcasting Code (2023 edition)" of
    # "The Broadcasting Code (2023 edition)"
    frees = [edition_free_title(name) for name in (*names, *(f"The {name}" for name in names))]
    # its acronym spelled out: "Corrigendum to TUE Policy Version 3.0" of "Therapeutic Use
    # Exemption Policy, Version 3.0"
    for free in dict.fromkeys((*frees, *spelled_out(frees, pool.acronyms))):
        bases = [
            base
            for base in issued_titled(pool, free)
            if base.id != source.id
            and not CORRECTION_TITLE.search(base.document.title or "")
            and not (kind == "amends" and CHANGE_TITLE.search(base.document.title or ""))
            and (base.moment("published") or issued)[:10] <= issued[:10]
        ]
        if bases:
            return bases
    return []


#: A name opening with the edition it is of: "Edition 3 of the Scaffolding Licence ...".
EDITION_OF_NAME = re.compile(
    r"^(?:the\s+)?(?P<mark>(?:edition|version|issue|revision)\s+\d[\w.]*)\s+of\s+(?:the\s+)?"
    r"(?P<name>.+)$",
    re.IGNORECASE,
)


def issued_titled(pool: Pool, free: str) -> list[Candidate]:
    """The documents whose title less its edition is ``free``, else is ``free`` after their
    issuer's name ("Errata Sheet No. 1 to Statewide Treatment Protocols Version 2023.1" of
    "Aldermont Statewide Treatment Protocols, Version 2023.1")."""
    exact = pool.by_edition_free_title.get(free, [])
    if exact or not free:
        return list(exact)
    after_issuer = [
        candidate
        for title, candidates in pool.by_edition_free_title.items()
        if title.endswith(f" {free}")
        and is_issuer(prefix := title[: -len(free) - 1])
        # no issuer ends joined to what follows ("Commencement of the Pilotage Directions",
        # "Erratum to Senate Regulation SR7")
        and JOINING_END.search(prefix) is None
        for candidate in candidates
    ]
    # else those it names by their title's head, before the subject its colon opens
    # ("Erratum to Senate Regulation SR7 (2023 edition)" of "Senate Regulation SR7: Conduct
    # of Examinations and Online Assessment (2023 edition)")
    return after_issuer or [
        candidate
        for title, candidates in pool.by_edition_free_title.items()
        if SUBJECT_BREAK.split(title, 1)[0] == free and title != free
        for candidate in candidates
    ]


#: Words joining a title's opening to the name after it: "Commencement of the", "Erratum to".
JOINING_END = re.compile(r"\b(?:of|to|for|on|in|the|and)$")
#: Where a title's name ends and the subject after its colon or spaced dash starts.
SUBJECT_BREAK = re.compile(r":\s|\s[-\u2013\u2014]\s")


#: The corrected document's title after a correction's marker: "to the National Numbering
#: Plan - Edition 6", ": ADE Anti-Doping Rules 2021".
#: (the marker may end with its "to" already: "Amendment to the Standards of ...").
CORRECTED_NAME = re.compile(
    # (not a year numbering the change: "... - Amendment No. 1 of 2024")
    r"\s*[:\u2013\u2014-]?\s+(?:(?:to|of|for)\s+)?(?:the\s+)?(?!(?:19|20)\d\d$)"
    r"(?P<name>[A-Z0-9].{3,150})$"
)
#: A numbered part a title names after its document's name: " (Article 13.2.3)", ",
#: Standards Rule 2-2(a)(xi)".
NAMED_PART_AFTER = re.compile(
    rf"(?:\s*\(\s*(?:{NUMBERED_PART_WORDS}|rule)s?\s+[\w.()-]+\)"
    rf"|,\s+(?:\w+\s+)?(?:{NUMBERED_PART_WORDS}|rule|table)s?\s+[\w.()-]+)\s*$",
    re.IGNORECASE,
)


def changed_edition(title: str, earlier: Sequence[Candidate]) -> list[Candidate]:
    """The edition a correction or change titled ``title`` is of, of the ``earlier``
    documents its title names: those whose title writes the edition it does ("Errata to TG-12
    Version 2020-01", "Amendment No. 1 to the Business Travel Policy (POL-HR-07, Edition 3)")
    or that were published in the month it names ("Corrigendum to AP-11B (July 2021)"), else
    the latest (a correction mends the edition then current)."""
    marks = edition_marks(title)

    def of_edition(base: Candidate) -> bool:
        published = base.moment("published") or ""
        return writes_edition(base.document.title, marks) or (
            f"{published[5:7]}/{published[:4]}" in marks
        )

    named = [base for base in earlier if of_edition(base)]
    newest = latest(named or list(earlier))
    return [newest] if newest is not None else []


def changed_title(title: str) -> str:
    """What a change's title names as changed, lower-cased: the words before its change
    marker ("DoD Manual 5200.01, Volume 3" of "DoD Manual 5200.01, Volume 3, Change 3": not
    Volume 4), or, where it opens the title, those after it ("IFRS 17" of "Amendments to
    IFRS 17"); after "to" wherever it stands ("the Revised Guidelines annexed to resolution
    A.1043(27)" of "Resolution MSC.510(105) - Amendments to the Revised Guidelines ...": the
    words before are the amending resolution's own)."""
    marker = CHANGE_TITLE.search(title)
    if marker is None:
        return ""
    before = title[: marker.start()].strip(" ,;:-\u2013\u2014(")
    after = title[marker.end() :].strip(" ,;:-\u2013\u2014")
    if after.endswith(")") and after.count(")") > after.count("("):
        after = after[:-1]  # "(Amendments to IFRS 17)"
    named = after if not before or marker.group(0).lower().endswith(" to") else before
    return " ".join(named.lower().split())


def without_fixes_of_later_revisions(
    edges: Sequence[AuthorityEdge], pool: Pool, store: GraphStore
) -> list[AuthorityEdge]:
    """``edges`` less a fix of an advisory revision published after the fix release: a
    revision (an advisory superseding an earlier edition of its own kind) written after the
    release states what that release fixes and what it does not ("firmware 3.6.2 sanitises
    the ping field but ... stays injectable"), so it is the later word, not something the
    release fixes; the release still fixes the first edition (a coordinated disclosure's
    advisory, published after its fix, is no revision and keeps its fix)."""
    later = {
        (edge.newer_id, edge.older_id)
        for edge in edges
        if edge.kind in COMPLEMENTARY_KINDS
        and (pool.by_id[edge.newer_id].moment("published") or "")
        < (pool.by_id[edge.older_id].moment("published") or "")
    }
    if not later:
        return list(edges)
    fixed = {older for _, older in later}
    stored = store.edges_touching(sorted(i for i in fixed if not pool.by_id[i].new))
    revisions = {
        edge.newer_id
        for edge in [*edges, *stored]
        if edge.newer_id in fixed
        and edge.status == "accepted"
        and edge.kind not in COMPLEMENTARY_KINDS
        and edge.older_id in pool.by_id
        and pool.by_id[edge.older_id].document.doc_type
        == pool.by_id[edge.newer_id].document.doc_type
    }
    return [
        edge
        for edge in edges
        if (edge.newer_id, edge.older_id) not in later or edge.older_id not in revisions
    ]


#: Rules by which a court reverses or vacates the decision below on review.
REVERSING_RULES = frozenset({"legal:reversed_on_review"})


def restored_by_reversal(
    edges: Sequence[AuthorityEdge], pool: Pool, store: GraphStore
) -> list[AuthorityEdge]:
    """What a reversal puts back in force: a decision reversing one that voided a document
    (the district court's judgment setting aside a rule, reversed on appeal: "We REVERSE the
    judgment of the district court") reinstates what that decision voided, beside itself, as
    the appellate court's "the rule is reinstated" says where it says it in words a reader
    can follow. The voiding may have been stored by an earlier load."""
    reversals = [e for e in edges if e.rule in REVERSING_RULES and e.status == "accepted"]
    if not reversals:
        return []
    voided = acted_on(pool, store, edges, {e.older_id for e in reversals}, ANNULLING_KINDS)
    return [
        reinstating(pool, reversal, target, "legal:reversal_restores", confidence=0.7)
        for reversal in reversals
        for target in voided.get(reversal.older_id, ())
    ]


def reinstating(
    pool: Pool,
    act: AuthorityEdge,
    target: str,
    rule: str,
    *,
    confidence: float,
    starting: str | None = None,
) -> AuthorityEdge:
    """The accepted reinstatement of ``target`` by the document making ``act`` (a reversal, a
    lifting), on that act's evidence."""
    return pool.by_id[act.newer_id].edge_over(
        pool.by_id[target],
        "reinstates",
        rule=rule,
        source="inferred",
        status="accepted",
        confidence=confidence,
        evidence=act.evidence,
        starting=starting,
    )


def acted_on(
    pool: Pool,
    store: GraphStore,
    edges: Sequence[AuthorityEdge],
    actors: AbstractSet[str],
    kinds: AbstractSet[str],
) -> dict[str, list[str]]:
    """For each of ``actors``, the documents of the pool an accepted edge of one of ``kinds``
    from it acts on, among ``edges`` or those stored by an earlier load."""
    stored = store.edges_touching(
        sorted(i for i in actors if i in pool.by_id and not pool.by_id[i].new)
    )
    targets: dict[str, list[str]] = defaultdict(list)
    for edge in [*edges, *stored]:
        if (
            edge.newer_id in actors
            and edge.kind in kinds
            and edge.status == "accepted"
            and edge.older_id in pool.by_id
            and edge.older_id not in targets[edge.newer_id]
        ):
            targets[edge.newer_id].append(edge.older_id)
    return targets


#: Acts ending a document: on a suspending one, the suspension ends.
ENDING_KINDS = frozenset({"rescinds", "revokes", "withdraws", "repeals"})


def restored_by_lifting(
    edges: Sequence[AuthorityEdge], pool: Pool, store: GraphStore
) -> list[AuthorityEdge]:
    """What ending a suspension puts back in force: a document rescinding one that suspended
    another ("The suspension of the Convention ..., introduced by Decree No. 412, is lifted")
    reinstates what it suspended, and the two govern together (the treaty, and the decree
    saying it applies again). The suspension may have been stored by an earlier load; a
    document acting on the suspended one itself (replacing it) reinstates nothing."""
    return restored_after(
        edges, pool, store, ENDING_KINDS, LAPSING_KINDS, "general:lifting_restores"
    )


def restored_by_voiding(
    edges: Sequence[AuthorityEdge], pool: Pool, store: GraphStore
) -> list[AuthorityEdge]:
    """What setting aside an act ending a document puts back in force: a tribunal voiding a
    revocation ("The appeal is allowed and Revocation Order RO 2021/03 is set aside")
    reinstates the certificate revoked, and the two govern together (the certificate, and the
    decision saying it has effect)."""
    return restored_after(
        edges,
        pool,
        store,
        ANNULLING_KINDS,
        ENDING_KINDS | LAPSING_KINDS,
        "general:voiding_restores",
    )


def restored_after(
    edges: Sequence[AuthorityEdge],
    pool: Pool,
    store: GraphStore,
    undoing: AbstractSet[str],
    undone: AbstractSet[str],
    rule: str,
) -> list[AuthorityEdge]:
    """For each accepted edge of ``undoing`` kinds, the reinstatement by its newer document of
    what its older one acted on by an accepted edge of ``undone`` kinds (among ``edges`` or
    stored), unless the newer acts on that document itself."""
    endings = [e for e in edges if e.kind in undoing and e.status == "accepted" and e.supersedes]
    if not endings:
        return []
    ended = acted_on(pool, store, edges, {e.older_id for e in endings}, undone)
    acted = {(e.newer_id, e.older_id) for e in edges}
    return [
        reinstating(
            pool, ending, target, rule, confidence=ending.confidence, starting=ending.valid_from
        )
        for ending in endings
        for target in sorted(ended.get(ending.older_id, ()))
        if (ending.newer_id, target) not in acted
    ]


def reinstated_past_actors(
    edges: Sequence[AuthorityEdge], pool: Pool, store: GraphStore
) -> list[AuthorityEdge]:
    """A reinstatement whose sentence names its document only by what ended it ("The appendix
    withdrawn by Notice 2023/02 is reinstated": the notice, read as the subject's only name)
    reinstates what that document ended, not the document itself."""
    reviving = {
        (edge.newer_id, edge.older_id)
        for edge in edges
        if edge.kind in REVIVING_KINDS
        and edge.status == "accepted"
        and ACTED_BY_BEFORE_NAME.search(edge.evidence or "")
    }
    if not reviving:
        return list(edges)
    ended = acted_on(pool, store, edges, {older for _, older in reviving}, SUPERSEDING_ENDS)
    kept: list[AuthorityEdge] = []
    for edge in edges:
        targets = ended.get(edge.older_id, []) if (edge.newer_id, edge.older_id) in reviving else []
        restored = [
            reinstating(
                pool, edge, target, edge.rule, confidence=edge.confidence, starting=edge.valid_from
            )
            for target in targets
        ]
        kept.extend(restored or [edge])
    return kept


#: What ends a document a reinstatement may put back: an ending act or a plain supersession
#: ("Appendix R.6-1 is withdrawn", read as superseded by the notice).
SUPERSEDING_ENDS = ENDING_KINDS | {"supersedes"}


def deferred_by_suspension(edges: Sequence[AuthorityEdge], pool: Pool) -> list[AuthorityEdge]:
    """What a suspension starting before the suspended document takes effect puts off: that
    day, until the day the suspension ends (a tariff sheet "suspended until August 12, 2025"
    days before its effective date never governs meanwhile, so the sheet it would cancel
    does). A suspension with no end day defers nothing: it may be lifted by a later document
    ("Pending ... Bulletin 24-09 is suspended", then rescinded), and a deferral would not end
    with it."""
    deferrals = []
    for edge in edges:
        if edge.kind not in LAPSING_KINDS or edge.status != "accepted" or not edge.valid_to:
            continue
        suspended = pool.by_id.get(edge.older_id)
        starts = suspended.document.in_force_from if suspended else None
        if suspended is None or not starts or not edge.valid_from or edge.valid_from >= starts:
            continue
        deferrals.append(
            pool.by_id[edge.newer_id].edge_over(
                suspended,
                "defers",
                rule="general:suspended_before_effect",
                source="inferred",
                status="accepted",
                confidence=edge.confidence,
                evidence=edge.evidence,
                ending=edge.valid_to,
            )
        )
    return deferrals


def reselected(
    store: GraphStore,
    pool: Pool,
    packs: Sequence[DomainPack],
    ruled: Sequence[AuthorityEdge],
    selections: Sequence[Selection],
) -> list[AuthorityEdge]:
    """The rule edges, settled against what the store holds for the stored documents a load's
    document competed for (``Selection``): the rule's stored edge to a document chosen before
    and displaced now (an advisory's first fix, an edition's latest predecessor) is rejected,
    as it no longer follows from the documents; a kept pair of two stored documents is not
    written over an edge a source stated. Only partners in the pool are judged (they
    competed here), and edges a curator reviewed stay as decided."""
    if not selections:
        return list(ruled)
    kept: dict[tuple[str, str, str], frozenset[str]] = {
        (s.rule, s.end, s.doc_id): s.partners for s in selections
    }
    stored = store.edges_touching(sorted({s.doc_id for s in selections}))
    stated = {(e.newer_id, e.older_id, e.kind) for e in stored if e.source != "rule"}
    settled = [
        edge
        for edge in ruled
        if (edge.newer_id, edge.older_id, edge.kind) not in stated
        or pool.by_id[edge.newer_id].new
        or pool.by_id[edge.older_id].new
    ]
    for edge in stored:
        if edge.source != "rule" or edge.status == "rejected" or edge.curated:
            continue
        for end, chooser, partner in (
            ("older", edge.older_id, edge.newer_id),
            ("newer", edge.newer_id, edge.older_id),
        ):
            partners = kept.get((edge.rule, end, chooser))
            if partners is None or partner not in pool.by_id or partner in partners:
                continue
            if linked_otherwise(packs, edge, pool):
                continue  # another rule of the kind may still derive it (a release's repository)
            chosen = ", ".join(sorted(partners))
            settled.append(rejected_edge(edge, f"{chosen} is the rule's choice now"))
    return settled


def linked_otherwise(packs: Sequence[DomainPack], edge: AuthorityEdge, pool: Pool) -> bool:
    """Whether a rule other than ``edge.rule`` of its pack links the same pair with the same
    kind (an edge stores one rule: the package rule's displaced choice may be the repository
    rule's too)."""
    pack_name, _, rule_name = edge.rule.partition(":")
    newer, older = pool.by_id.get(edge.newer_id), pool.by_id.get(edge.older_id)
    if newer is None or older is None:
        return False
    return any(
        rule.name != rule_name
        and rule.kind == edge.kind
        and newer.document.doc_type in rule.newer
        and older.document.doc_type in rule.older
        and linkable(pack, rule, newer, older)
        for pack in packs
        if pack.name == pack_name
        for rule in pack.rules
    )


def new_candidates(
    records: Sequence[SourceRecord],
    governing: Governance,
    extractor: SpacyExtractor,
    analyses: Mapping[str, Analysis],
) -> list[Candidate]:
    """Candidates for the new records, with scope, title keys and cue hits."""
    missing = [r.document for r in records if r.document.id not in analyses]
    analysed = zip([d.id for d in missing], extractor.analyse(missing), strict=True)
    found = {**analyses, **dict(analysed)}
    candidates = []
    for record in records:
        document = record.document
        analysis = found[document.id]
        candidates.append(
            Candidate(
                document=document,
                keys={e.key for e in analysis.entities} | {e.key for e in record.entities},
                title_keys=set(analysis.title_keys),
                packs=governing(document),
                new=True,
                cues=analysis.cues,
            )
        )
    return candidates


def stored_candidates(
    store: GraphStore,
    new: Sequence[Candidate],
    governing: Governance,
    extractor: SpacyExtractor,
    written_before: str | None = None,
    retracted: Collection[str] = (),
) -> list[Candidate]:
    """Stored documents sharing a rule scope key or a cue target key with the new documents,
    or titled as a cue of theirs cites a document, except retracted ones (by this load,
    ``retracted``, or an earlier one)."""
    wanted = sorted(lookup_keys(new))
    titles = sorted(lookup_titles(new))
    new_ids = {candidate.id for candidate in new}
    found: dict[str, Document] = {}
    keys_of: dict[str, set[str]] = defaultdict(set)
    for start in range(0, len(wanted), STORE_KEY_CHUNK):
        chunk = wanted[start : start + STORE_KEY_CHUNK]
        stored = store.documents_by_entities(chunk, written_before=written_before)
        for key, documents in stored.items():
            for document in documents:
                if document.id in new_ids:
                    continue
                found[document.id] = document
                keys_of[document.id].add(key)
    for start in range(0, len(titles), STORE_KEY_CHUNK):
        chunk = titles[start : start + STORE_KEY_CHUNK]
        for documents in store.documents_by_titles(chunk, written_before=written_before).values():
            found.update((d.id, d) for d in documents if d.id not in new_ids)
    gone = set(retracted) | store.superseded_by_rule(sorted(found), RETRACTION_RULE)
    documents = [document for doc_id, document in sorted(found.items()) if doc_id not in gone]
    # Every key of each document, not only those it shares with the new ones: a rule's
    # where_missing reads what the stored document lacks (a label with another NDC has one).
    keys_of.update(store.scope_keys([document.id for document in documents]))
    return [
        Candidate(
            document=document,
            keys=keys_of[document.id],
            title_keys=set(title_keys),
            packs=governing(document),
            new=False,
        )
        for document, title_keys in zip(documents, extractor.title_keys(documents), strict=True)
    ]


def lookup_keys(new: Sequence[Candidate]) -> set[str]:
    """Keys worth asking the store about: rule scope kinds, cue target kinds, and the title
    keys a cue may name its target by (``own_title_kinds``)."""
    wanted: set[str] = set()
    for candidate in new:
        for pack in candidate.packs:
            kinds = pack.scope_kinds()
            wanted |= {
                k for k in candidate.keys | candidate.title_keys if k.split(":", 1)[0] in kinds
            }
            for hit in candidate.cues:
                cue = cue_rule(pack, hit)
                if cue is not None:
                    wanted |= {k for k in hit.keys if k.split(":", 1)[0] in cue.target_kinds}
                    wanted |= set(hit.before) if cue.active else set()
                    wanted |= {
                        k for k in candidate.title_keys if k.split(":", 1)[0] in cue.own_title_kinds
                    }
    return wanted


def lookup_titles(new: Sequence[Candidate]) -> set[str]:
    """Texts worth asking the store for documents so titled: what the cues that may cite a
    title (``target_kinds`` holds ``title``) may cite one by, and the document's own title
    (its earlier editions: "This 2023 edition ... supersedes the 2019 edition")."""
    wanted: set[str] = set()
    for candidate in new:
        hits = [
            hit
            for pack in candidate.packs
            for hit in candidate.cues
            if (cue := cue_rule(pack, hit)) is not None and TITLE_KIND in cue.target_kinds
        ]
        title = candidate.document.title
        wanted |= {
            form
            for hit in hits
            for cited in (*hit.cited, *hit.cited_subject)
            for form in cited_forms(cited.text, title, candidate.letterhead)
        }
        if hits:
            wanted |= {key.split(":", 1)[1] for key in candidate.title_names}
    return wanted


# ---------------------------------------------------------------------------------------------
# Cues


def cue_rule(pack: DomainPack, hit: CueHit) -> CueRule | None:
    """The pack's cue rule a hit belongs to (hits carry ``pack:cue`` labels)."""
    if hit.pack != pack.name:
        return None
    return next((cue for cue in pack.cues if cue.name == hit.cue), None)


def cue_edges(pool: Pool, packs: Sequence[DomainPack]) -> list[AuthorityEdge]:
    """Inferred edges from cue phrases of new documents. A document declining the act on
    what a request or supposition named ("The bank urges us to overrule Greer. ... We decline
    the invitation to overrule Greer.") proposes nothing on it."""
    edges: list[AuthorityEdge] = []
    for source in sorted(pool.by_id.values(), key=lambda c: c.id):
        declined = {(hit.cue, key) for hit in source.cues if hit.negated for key in hit.keys}
        # packs reading it along (``read_with``, or an unclaimed pack beside its domain's)
        readers = {pack.name for pack in source.packs} - {
            pack.name for pack in claiming(source.packs)
        }
        # its own pack's rules chain its editions (a policy version), if any rule takes its type
        # and it has what that rule matches on (a final rule's RIN; a consolidated text has none)
        chained = any(
            source.document.doc_type in rule.newer
            and all(source.keys_for(pack, key) for key in rule.match)
            for pack in source.packs
            if pack.name not in readers
            for rule in pack.rules
        )
        own: list[AuthorityEdge] = []
        read: list[AuthorityEdge] = []
        for hit in source.cues:
            if hit.negated or (
                hit.indirect and hit.keys and {(hit.cue, k) for k in hit.keys} <= declined
            ):
                continue
            if hit.limited and replaces_own_part(hit, source.document.title):
                hit = replace(hit, limited=False)
            for pack in source.packs:
                cue = cue_rule(pack, hit)
                if cue is None or not cue_applies(pack, cue.doc_types, source.document.doc_type):
                    continue
                if pack.name in readers:
                    read.extend(apply_cue(pool, pack, cue, hit, source, editions=not chained))
                else:
                    own.extend(apply_cue(pool, pack, cue, hit, source))
        edges.extend(read_along(own, read))
    return edges


def replaces_own_part(hit: CueHit, title: str) -> bool:
    """Whether an active phrase's object names only the parts the source's own title is, and
    no restriction: an earlier edition of that part, acted on whole ("Status: this Release
    replaces Chapter 7 as made by Release 2014/2" in "... Release 2018/3: Chapter 7 (Claims
    Handling)"), not a part of a larger document."""
    parts = numbered_parts(object_text(hit))
    return (
        bool(parts)
        and all(titles_part(title, [part]) for part in parts)
        and RESTRICTIONS.isdisjoint(re.findall(r"[a-z]+", hit.sentence.lower()))
    )


#: An object taking in the amendments of what it names: "supersedes the 2010 Code on ...
#: and all amendments made to it", "... together with all amendments thereto", "X, as
#: amended".
ALL_AMENDMENTS = re.compile(
    r"\b(?:and|including|together\s+with)\s+(?:all|any|every)\s+(?:subsequent\s+)?"
    r"(?:amendments?|corrections?|variations?)\s+(?:(?:made|issued|adopted)\s+)?(?:to\s+it|thereto|to\s+them"
    r"|of\s+it|since)\b"
    # "replaces Determination No. 3 of 2020, as varied in May 2022", "the Local Civil Rules
    # effective January 1, 2015, as amended"
    r"|,\s*as\s+(?:amended|varied|modified|extended)\b"
    # "Marine Notice No. 07 of 2021, including the correction issued in April 2021, is
    # cancelled", "supersedes Edition 3 (2019) together with its erratum"
    r"|\b(?:including|together\s+with)\s+(?:the\s+|its\s+|their\s+)?(?:amendments?"
    r"|corrections?|errat(?:um|a)"
    r"|corrigend(?:um|a)|variations?)\b",
    re.IGNORECASE,
)


def amendments_taken_along(pool: Pool, edges: Sequence[AuthorityEdge]) -> list[AuthorityEdge]:
    """A document's accepted act on another "and all amendments made to it" (or "as
    amended"), on each earlier document derived to amend or correct that one (accepted, or
    proposed where it calls itself a change; by a cue or its title): "This
    Code supersedes the 2010 Code ... and all amendments made to it" takes the 2015
    amendment of its Rule 15 out of force too."""
    amending: dict[str, set[str]] = defaultdict(set)
    for edge in edges:
        if edge.kind in ACCOMPANYING_KINDS - REVIVING_KINDS and (
            edge.status == "accepted" or calls_itself_a_change(pool.by_id.get(edge.newer_id))
        ):
            amending[edge.older_id].add(edge.newer_id)
    stated = {(edge.newer_id, edge.older_id) for edge in edges}
    found: list[AuthorityEdge] = []
    for edge in edges:
        if (
            edge.status != "accepted"
            or edge.kind not in SUPERSEDING_KINDS - LAPSING_KINDS - COMPLEMENTARY_KINDS
            or not ALL_AMENDMENTS.search(edge.evidence)
        ):
            continue
        newer = pool.by_id.get(edge.newer_id)
        for amendment_id in sorted(amending.get(edge.older_id, ())):
            amendment = pool.by_id.get(amendment_id)
            if (
                newer is None
                or amendment is None
                or (edge.newer_id, amendment_id) in stated
                or (amendment.moment("published") or "") >= (newer.moment("published") or "")
            ):
                continue
            stated.add((edge.newer_id, amendment_id))
            found.append(edge.model_copy(update={"older_id": amendment_id}))
    return found


#: Words of a title or doc type calling the document a change of another.
CHANGE_WORDS = re.compile(r"amend|correct|variation|errat|corrigend", re.IGNORECASE)


def calls_itself_a_change(candidate: Candidate | None) -> bool:
    """Whether a document's title or doc type calls it an amendment or a correction (one
    only proposed to amend another is taken along with it only then: "COSTA: amendment to
    rules on breaks", not guidelines that discuss the text they are said to amend)."""
    if candidate is None:
        return False
    document = candidate.document
    return CHANGE_WORDS.search(f"{document.title or ''} {document.doc_type}") is not None


def read_along(own: Sequence[AuthorityEdge], read: Sequence[AuthorityEdge]) -> list[AuthorityEdge]:
    """A document's cue edges from its own packs and from the packs reading it along
    (``read_with``): the latter add pairs, not a second kind for a pair its own pack read
    ("HR-POL-9 replaces HR-POL-7": replaces, not supersedes too), unless they accept what its
    own pack only proposed ("This policy supersedes KHT-RM-02": the policy pack proposes any
    code another names; the general pack accepts the policy's own statement)."""
    accepted = {(e.newer_id, e.older_id) for e in read if e.status == "accepted"}
    settled = {(e.newer_id, e.older_id) for e in own if e.status == "accepted"}
    overruled = accepted - settled
    mine = [e for e in own if (e.newer_id, e.older_id) not in overruled]
    pairs = {(e.newer_id, e.older_id) for e in mine}
    return [*mine, *(e for e in read if (e.newer_id, e.older_id) not in pairs)]


def cue_applies(pack: DomainPack, listed: Sequence[str], doc_type: str) -> bool:
    """Whether a cue's document (or its target) may be of ``doc_type``: one the cue lists, or
    when it lists none, one the pack's authority is made of."""
    return doc_type in listed if listed else pack.carries_authority(doc_type)


def may_target(pack: DomainPack, cue: CueRule, target: Candidate) -> bool:
    """Whether the cue may act on ``target``: a document its pack governs, of a type the cue
    lists; with ``any_pack`` also an authority document of another pack (a court's judgment
    voids an adequacy decision the general pack governs), even where its own pack governs it
    too but knows no such type (an "adequacy_decision" in the legal domain)."""
    doc_type = target.document.doc_type
    if target.governed_by(pack) and (not cue.any_pack or pack.carries_authority(doc_type)):
        return cue_applies(pack, cue.target_doc_types, doc_type)
    return cue.any_pack and any(other.carries_authority(doc_type) for other in target.packs)


def apply_cue(
    pool: Pool,
    pack: DomainPack,
    cue: CueRule,
    hit: CueHit,
    source: Candidate,
    *,
    editions: bool = True,
) -> list[AuthorityEdge]:
    """Edges between the cue's document, or the one another identifier in the phrase's subject
    titles ("RFC 9110 replaces RFC 7231" in a commentary), and the documents it names
    (``editions=False``: none where it names only earlier editions of its own, unless by day)."""
    if cue.kind in COMPLEMENTARY_KINDS and source.fixes_nothing:
        return []  # "there are no new security fixes in this release"
    if cue.title_only and hit.start >= len(source.document.title or ""):
        return []  # "following the revocation of EX-2024-019" in its text
    if acts_on_some(pool, cue, hit, source):
        # the document stays in force, read with the one acting on its part, as with an
        # amendment
        cue = cue.model_copy(update={"kind": "amends", "whole": False, "parts": True})
    if cue.versions:
        return version_edges(pool, pack, cue, hit, source)
    written = object_dates(hit, source)
    cited = cited_title(pool, cue, hit, source)
    edges = citing_edges(pool, pack, cue, hit, source, cited, written, editions=editions)
    edges = [*edges, *changed_with_edges(pool, pack, cue, hit, source, edges)]
    named_after = bool(edges) and (
        (
            set(hit.after) <= set(hit.included)
            and LISTED_AFTER_EDITION.search(object_text(hit)) is not None
        )
        # an edition listed before a name, no title ("replaces the 2022 Edition and Circular
        # 02/2023"): one of its own, read as such
        or (cited is None and any(text.listed for text in hit.cited))
    )
    if (edges or cited is not None or names_absent_document(hit, source)) and not named_after:
        return edges
    earlier = titled_editions(pool, cue, hit, source)
    if named_after and not earlier:
        return edges
    if earlier:  # "This Fact Sheet replaces the previous version of this Fact Sheet"
        # a passive's edition by year is its own title's, as unmistakable ("the 2022/23
        # edition ceases to apply" in the Laws of the Game 2023/24); a draft's proposed only
        # ("a draft revised procedure which, if adopted, would replace the 2022 Procedure");
        # with what the list names after it ("supersedes the 2018 Edition, including ... all
        # Supplemental Specifications issued against it, among them SS-401-21 and ...")
        express = (cue.express or cue.passive) and not source.is_draft()
        edges = [
            *edges,
            *(
                edge
                for target in earlier
                if (edge := cue_edge(pack, cue, hit, source, target, express)) is not None
            ),
        ]
        if not LISTED_AFTER_EDITION.search(object_text(hit)):
            return edges
        # and what the list names after it ("replaces the 2023-2024 Handbook and Addendum
        # No. 1 (January 2024)")
    # naming nothing the other ways, the object may describe a title in other words, or a
    # document by its kind and what it is about
    described = described_title(pool, pack, cue, hit, source, written) or entity_described(
        pool, pack, cue, hit, source, written
    )
    if described is None:
        return edges
    described_edges = citing_edges(
        pool, pack, cue, hit, source, described, written, editions=editions
    )
    return [*edges, *(e for e in described_edges if e.older_id not in {t.id for t in earlier})]


#: A year before a numbered edition: "the 2023 Version 1.0" of a rulebook titled by its year.
YEAR_BEFORE_EDITION = re.compile(
    r"\b((?:19|20)\d\d)\s+(?:version|edition|issue|release|revision)\s+\d", re.IGNORECASE
)
#: A second item after an edition an object names: "the 2023-2024 Handbook and Addendum No. 1",
#: "the 2019 edition and the amendment notice issued in March 2022", "the Disciplinary Code
#: 2022, including the amendment to Article 47 adopted on ...", "the 2020 Industrial Stormwater
#: General Permit, as modified September 20, 2021".
LISTED_AFTER_EDITION = re.compile(
    r"^[^,;]*?(?:\s(?:and|as\s+well\s+as)\s+(?:[A-Z]|the\s)|,?\s+(?:including|together\s+with)\s"
    r"|,?\s+as\s+(?:amended|modified|varied|extended|corrected)\b)"
)


#: An object naming its own earlier editions: "the previous version of this Fact Sheet",
#: "all previous versions", "the prior version of these FAQs".
EARLIER_EDITIONS = re.compile(
    r"^\s*(?:(?P<one>(?:the|its)\s+(?:previous|prior|preceding|last)\s+)"
    r"|(?:all\s+)?(?:previous|prior|earlier)\s+)"
    r"(?:revision|version|edition|issue|release)s?\b(?:\s+of\s+(?:this|these|the|our|its)\s+[\w\s]{0,40}?)?"
    r"(?=\s*(?:[,.;(]|$|issued|published|dated|in\s+its|is|are|which))",
    re.IGNORECASE,
)
#: An object naming an edition by its number or letter alone: "Edition 4 (April 2017)", "v1.4",
#: "Revision A of the MRI Guidelines".
NUMBERED_EDITION = re.compile(
    # its code before it too: "replaces TW1 Issue 10 (December 2019)" in TW1 Issue 11
    r"^\s*(?:the\s+)?(?:[A-Z][\w/-]*\d[\w/-]*\s+)?"
    r"(?:(?:revision|version|edition|issue|release|rev\.?)\s+(?:\d|[A-Z]\b)"
    # an ordinal in figures: "replaces the 31st edition in its entirety"
    rf"|{FIGURED_ORDINAL}\s+(?:revision|edition)\b"
    r"|v\.?\s?\d)",
    re.IGNORECASE,
)
#: A span of years written as an edition: "2019-2022", "2016-19".
YEAR_SPAN = r"(?:19|20)\d\d\s*[-\u2013/]\s*(?:19|20)?\d\d"
#: A year or a span of years: "2021", "2022/23".
YEAR_OR_SPAN = r"(?:19|20)\d\d(?:\s*[-\u2013/]\s*(?:19|20)?\d\d)?"
#: An object naming its own earlier edition by its year or years: "the 2022-2023 edition",
#: "the 2021 edition of this handbook".
YEAR_EDITION = re.compile(
    # its month too: "replaces the June 2021 edition of Appendix A"
    rf"^\s*the\s+(?:(?P<month>{MONTH_NAMES})\s+)?(?P<year>{YEAR_OR_SPAN})\s+"
    r"(?:revision|version|edition|issue|release|restatement|text)\b",
    re.IGNORECASE,
)
#: An object naming an edition of the source's own kind by the year or years it covers: "the
#: 2019-2022 collective agreement", "the 2016 framework", "the Agreement between the parties
#: for the period 2016-2019" (``kind``: the noun, one of the source's doc type's words).
KIND_SPAN_EDITION = re.compile(
    rf"^\s*the\s+(?:(?P<year>{YEAR_SPAN}|(?:19|20)\d\d)\s+(?:[a-z]+\s+)?(?P<kind>[a-z]+)\b"
    rf"|(?P<noun>[a-z]+)\b[^,.;]{{0,60}}?\bfor\s+the\s+(?:period|term)\s+(?:of\s+)?"
    rf"(?P<span>{YEAR_SPAN}))",
    re.IGNORECASE,
)
#: Acts that, done to a part of a document, change it rather than take it out of force.
PARTIAL_ACT_KINDS = frozenset(
    {"supersedes", "replaces", "repeals", "withdraws", "revokes", "suspends"}
)


def acts_on_some(pool: Pool, cue: CueRule, hit: CueHit, source: Candidate) -> bool:
    """Whether the phrase acts on a part or one measure of what it names, not the whole
    document: "Section 7 of the Hybrid Working Policy (HR-POL-15 v2.0) is deleted and replaced
    by this standard", "clause 6.2 of the Business Travel Policy is suspended"; a deferral of
    one measure, its other terms unchanged ("the shutdown of Compute API v1 announced in the
    Compute API v2 Reference ... is deferred"), defers no document's start."""
    if cue.kind in DEFERRING_KINDS:
        return one_measure_of_several(hit, source)
    return cue.whole and (
        (cue.kind in PARTIAL_ACT_KINDS and acts_on_part(pool, hit, source))
        or (cue.kind in PARTIAL_ACT_KINDS | {"rescinds"} and one_measure_of_several(hit, source))
    )


def one_measure_of_several(hit: CueHit, source: Candidate) -> bool:
    """Whether a passive's subject names one measure a document conveyed ("The mandatory
    housing requirement introduced under the AIPZ declaration of 10 December 2024 is lifted")
    where the text keeps its other measures in force: a part of it, the declaration stays."""
    # not an act the document made ("The suspension of Marine Licence L/2019/0457 imposed by
    # the notice of 13 May 2024 is lifted": that notice's act, whole)
    return (
        source.keeps_other_measures
        and CONVEYED_BY.search(" ".join(hit.subject)) is not None
        and act_named(hit.subject) is None
    )


def acts_on_part(pool: Pool, hit: CueHit, source: Candidate) -> bool:
    """Whether the phrase acts on a numbered part of a document: a passive's subject names
    one ("Section 7 of the Hybrid Working Policy ... is deleted and replaced"), or the object
    does ("replaces Schedule 3 of MSA-HC-2018-04"); not the act on an act ("The suspension of
    FPB-07 Section 4 ... is lifted": the suspension is the target), nor on a part a document
    is titled by ("Section 20 of the Banking Act of 1933 is repealed": "Banking Act of 1933,
    section 20"; not the source's own title: "... handbook: revision to paragraph 231")."""
    if ACT_NOUNS & set(hit.subject):
        return False
    if hit.before and all(provision_named(key) for key in hit.before):
        # "Rule 4.3 is replaced by the following" in an amending instrument: a provision no
        # document is titled by, found in the text of the one it is part of
        others = pool.sharing(hit.before) - {source.id}
        return not any(pool.by_id[i].own_title_keys() & set(hit.before) for i in others)
    # a numbered provision of an instrument, named by its own kind ("Regulation 6(2) of the
    # 2018 Regulations is replaced by the following", "Direction 7.3 of the Pilotage
    # Directions 2023 is replaced"), also of a part a document is titled by ("Rule 7.4.2 of
    # Chapter 7, as made by Release 2022/4, is deleted and replaced")
    if NUMBERED_PROVISION_OF.search(hit.sentence[: max(phrase_at(hit), 0)]):
        return True
    if hit.parts and any(
        titles_part(target.document.title, hit.parts)
        for target in pool.by_id.values()
        if target is not source
    ):
        return False
    text = object_text(hit)
    own_kind = set(hit.subject[1:]) if hit.subject[:1] in (("this",), ("these",)) else set()
    parts = subject_parts(hit) | {
        word
        for word in hit.object
        if word in PART_WORDS
        # "This Schedule of Fees replaces the Schedule of Fees effective 1 January 2017": of
        # the source's own kind, a part only by its number ("replaces Schedule 3 of ...")
        and (part_reference(word, numbered=word in own_kind).search(text) is not None)
    }
    # of a document it names ("Section 4.2 is deleted and replaced with: ..." names none),
    # one part or a list ("paragraphs 3 and 4 of PS 2018/05 is suspended"), its gloss
    # between ("clause 21 (Protection of Personal Data) of the Model Services Contract"); not
    # its own ("Notice 2019/08 ... replaced in full by paragraph 5 of this Notice")
    return any(
        re.search(
            rf"\b(?i:{word})\b\s*{PART_NUMBERS}(?:\s+\([^()]*\))?\s+(?:of|in|to)\s", hit.sentence
        )
        is not None
        and re.search(rf"\b{word}{OWN_PART_AFTER}", hit.sentence, re.IGNORECASE) is None
        for word in parts
    )


#: The numbers of one part or a list of parts: "4.2", "3 and 4", "3, 4 and 6", "3 to 5".
PART_NUMBERS = r"(?:[\w.()§-]+(?:(?:\s*,\s*|\s+(?:and|or|to)\s+)[\w.()§-]+)*)?"


def provision_named(key: str) -> bool:
    """Whether an entity key names a numbered provision ("designator:RULE 4.3",
    "section:4.3"), not a document."""
    kind, _, name = key.partition(":")
    return kind == "section" or (
        kind == DESIGNATOR_KIND and PROVISION_DESIGNATION.match(name) is not None
    )


#: A designation of a provision by its kind's word and number: "RULE 4.3", "REGULATION 5.2".
PROVISION_DESIGNATION = re.compile(
    r"(?:RULE|REGULATION|SECTION|ARTICLE|PARAGRAPH|CLAUSE)\s+\d", re.IGNORECASE
)


#: A provision an instrument numbers by its own kind, of the instrument: "Regulation 6(2) of
#: the 2018 Regulations", "Rule 12 of the Rules", "Direction 7.3 of the Pilotage Directions".
NUMBERED_PROVISION_OF = re.compile(
    # (after the day it takes effect: "With effect from 1 August 2022, rule 11.6.3 of HFC 11")
    r"^\W*(?:(?i:with\s+effect\s+from|from|on)\s[^,]{1,30},\s+)?"
    r"(?:(?i:regulation|rule|direction|order)\s+\d{1,3}[A-Z]?(?:\.\d{1,3})*(?:\(\w{1,4}\))*"
    r"\s+of\s+(?:the\s+)?[A-Z0-9]"
    # a requirement the standards label by their acronym: "RTS 14D of the remote gambling
    # and software technical standards (April 2021) is replaced by the following"
    r"|[A-Z]{2,5}\s+\d{1,3}[A-Z]{0,2}(?:\.\d{1,3})*\s+of\s+the\s+\w)"
)


def titled_editions(pool: Pool, cue: CueRule, hit: CueHit, source: Candidate) -> list[Candidate]:
    """The document's own earlier editions an active phrase names by what they are to it
    ("This Fact Sheet replaces the previous version of this Fact Sheet", "This prescribing
    information replaces all previous versions"), where no identifier names them: the
    earlier documents of its domain titled as it is but for the edition its title writes
    (the one before it for "the previous version", the one whose title writes the edition the
    object names: "the previous version, Version 4.0.1"); none where its title writes no
    edition."""
    if (
        cue.active
        and cue.kind in DEFERRING_KINDS
        and BARE_EDITION.match(object_text(hit).strip().lower())
    ):
        # an edition alone, no title cited: "The Office has therefore put back the start of
        # Version 14 to 1 October 2023" in "ODFS Notice 2/2023: Exempt Appliances Register
        # Version 14 - Revised Start Date": the edition titled most like the notice
        return editions_titled_alike(pool, source, hit.editions)
    if cue.versions or not ((cue.active and cue.self_nouns) or cue.passive):
        return []
    if cue.passive and names_edition_only(hit, source.document.title):
        # "Rev. 1 is withdrawn and replaced by this revision" in "Procedure for reviews of
        # funding decisions, Rev. 2 (2024)": the earlier edition its title writes so; in a
        # notice of another series, the edition titled most like the notice ("Edition 5 will
        # now take effect on ..." in "Notice 2023/05: Further Deferral of Edition 5 of the
        # Standard Conditions": "Standard Conditions for Explosives Storage Licences (Edition
        # 5)")
        return of_editions(
            own_earlier_editions(pool, source), hit.subject_editions
        ) or editions_titled_alike(pool, source, hit.subject_editions)
    # a passive's subject, its edition by year ("from which date the 2022/23 edition ceases
    # to apply" in the Laws of the Game 2023/24)
    named = object_text(hit) if cue.active else passive_year_edition(hit)
    found = EARLIER_EDITIONS.match(named) if cue.active else None
    if found is None and cue.active:
        # "These conditions replace the previous conditions for mobile and temporary food
        # stalls": its own kind's previous one
        found = previous_of_kind(named, hit, source)
    year = YEAR_EDITION.match(named)
    if found is None and year is not None:  # "supersedes the 2022-2023 edition"
        found = year
    by_kind = None
    if found is None and cue.passive:
        # "The 2011 policy is rescinded" in a policy: its kind's edition of that year
        found = year = by_kind = passive_kind_edition(hit, source.document.doc_type)
    if found is None and cue.active:
        # "supersedes the 2019-2022 collective agreement" in the 2022-2026 one
        found = year = by_kind = span_edition(hit, source.document.doc_type)
        titled = title_year_edition(named, source.document.title) if found is None else None
        if titled is not None and (before := titled_before(pool, source, titled)):
            return before  # "replaces the 2024-25 Migratory Game Bird Season Order"
        if titled is not None:  # "the 2023 Minimum Clergy Stipend Schedule": its title's year
            found = year = TITLE_YEAR_EDITION.match(named)
        if found is None:  # "This list replaces the Prescribed Texts 2020-2024"
            found = year = titled_then_year(named, source.document.title)
    numbered = NUMBERED_EDITION.match(named) if hit.editions and cue.active else None
    found = found or numbered  # "This Edition 5 of the Plan supersedes Edition 4 (April 2017)"
    own = source.edition_free_title
    if found is None or not own:
        return []
    if own == (source.document.title or "").strip().lower():
        # its title writes no edition: the title its year is swapped in ("This edition of the
        # Specification supersedes the 2018 edition" in "Standard Civil Contract 2024:
        # Specification"), else those its designation titles, by their dates
        if found is not year or not year:
            return []
        return year_swapped(pool, source, year) or published_then(pool, source, [], year)
    earlier = own_earlier_editions(pool, source)
    if not earlier and found is numbered:
        # "Version 3.0 ... replaces version 2.0" in a policy renamed since ("... Data and Code
        # Availability Policy, version 3.0" after "... Data Availability Policy, version 2.0")
        earlier = renamed_editions(pool, source, hit.editions)
    marked = of_editions(earlier, most_specific(hit.editions)) if hit.editions else []
    if marked or (hit.editions and found is not year):
        # "supersedes the previous version, Version 4.0.1": that edition ("the 2023 Version
        # 1.0": of that year's title)
        return of_titled_years(marked, set(YEAR_BEFORE_EDITION.findall(object_text(hit))))
    if found is year and year is not None:  # the edition its title writes that year
        years = year.groupdict()
        written = plain_title(years["year"] or years["span"])
        titled_then = [
            candidate
            for candidate in earlier
            if written in plain_title(candidate.document.title or "")
        ]
        if titled_then:
            return titled_then
        if by_kind is None:
            then = published_then(pool, source, earlier, year)
            if then or earlier or not cue.active:
                return then
            # none titled as it is ("This edition replaces the 2020 edition of the BAT
            # technical guidance" in "...: BAT technical guidance for radioactive waste, 2026
            # edition", the 2020 one titled "...: best available techniques (BAT) for ...,
            # technical guidance, 2020 edition"): its kind's of that year the object's words
            # describe (not one titled most like it: a renamed series tells no edition apart)
            return kind_titled_in(pool, source, written, description_words(hit), alike=False)
        # its kind's document of that year titled otherwise ("These procedures supersede the
        # 2020 procedures for television and radio" in the procedures "... for broadcast and
        # on-demand services (2023)"): the one titled most like it
        return kind_titled_in(pool, source, written, description_words(hit) if cue.active else [])
    return previous_edition(earlier, source) if found["one"] else earlier


#: An object naming the previous document of a kind: "the previous conditions", "the prior
#: schedule of charges for ...".
PREVIOUS_OF_KIND = re.compile(
    r"^\s*(?P<one>(?:the|its)\s+(?:previous|prior|preceding|former)\s+)(?P<noun>[a-z]+)\b",
    re.IGNORECASE,
)


def previous_of_kind(named: str, hit: CueHit, source: Candidate) -> re.Match[str] | None:
    """``named`` where it names the previous document of the source's own kind: its noun is
    its subject's ("These conditions replace the previous conditions") or its doc type's."""
    found = PREVIOUS_OF_KIND.match(named)
    if found is None:
        return None
    noun = found["noun"].lower()
    kinds = {*hit.subject, *source.document.doc_type.lower().split("_")}
    return found if {noun, noun.removesuffix("s"), f"{noun}s"} & kinds else None


def editions_titled_alike(
    pool: Pool, source: Candidate, editions: AbstractSet[str]
) -> list[Candidate]:
    """The earlier document of the source's domain whose title writes one of ``editions``
    and shares the most words with the source's title, two at least; none where two do (not
    one whose title writes the edition "of" a title: another notice about it, "Notice
    2022/14: Commencement of Edition 5 of the Standard Conditions")."""
    written = [
        candidate
        for candidate in of_editions(earlier_of_domain(pool, source), editions)
        if EDITION_OF_TITLE.search(candidate.document.title or "") is None
    ]
    alike = titled_most_alike(source, written)
    if len(alike) != 1 or len(alike[0].title_words & source.title_words) < OWN_SERIES_WORDS:
        return []
    return alike


#: An edition a title writes as "of" another title: "Commencement of Edition 5 of the ...".
EDITION_OF_TITLE = re.compile(
    r"\b(?:edition|version|issue|revision)\s+\d[\w.]*\s+of\b", re.IGNORECASE
)


def year_swapped(pool: Pool, source: Candidate, named: re.Match[str]) -> list[Candidate]:
    """The earlier documents titled as the source is but for the one year its title writes,
    the year ``named`` in its place."""
    title = " ".join((source.document.title or "").lower().split())
    written = set(TITLED_YEAR.findall(title))
    then = named.groupdict().get("year")
    if len(written) != 1 or not then or not YEAR.fullmatch(then) or then in written:
        return []
    swapped = re.sub(rf"(?<!\d){written.pop()}(?!\d)", then, title)
    published = source.moment("published") or ""
    return [
        candidate
        for candidate in documents_titled_by(pool, [title_key(swapped)], source)
        if (candidate.moment("published") or "") < published
    ]


def published_then(
    pool: Pool, source: Candidate, earlier: Sequence[Candidate], named: re.Match[str]
) -> list[Candidate]:
    """The source's earlier editions published in the month and year or the year an object
    names ("This revision replaces the October 2015 version of this section") where their
    titles write no year: those titled as it is but for its edition, else those its own
    designation titles ("DI 23022.415 Pancreatic Cancer (...)" before "DI 23022.415 Pancreatic
    Cancer - Revised")."""
    found = named.groupdict()
    if not found.get("year") or not YEAR.fullmatch(found["year"]):
        return []
    month = MONTHS.get((found.get("month") or "").lower())
    then = f"{found['year']}-{month:02d}" if month else found["year"]
    editions = earlier or own_editions(pool, source) or coded_editions(pool, source)
    return [
        candidate
        for candidate in editions
        if (candidate.moment("published") or "").startswith(then)
        and not TITLED_YEAR.search(candidate.document.title or "")
    ]


def own_editions(pool: Pool, source: Candidate) -> list[Candidate]:
    """Earlier documents of the source's domain titled by a designation its own title
    carries: editions of one numbered document whose titles differ in words."""
    published = source.moment("published") or ""
    designations = {key for key in source.title_keys if key.startswith(f"{DESIGNATOR_KIND}:")}
    return [
        candidate
        for candidate in documents_titled_by(pool, designations, source)
        if candidate.document.domain == source.document.domain
        and (candidate.moment("published") or "") < published
    ]


def coded_editions(pool: Pool, source: Candidate) -> list[Candidate]:
    """Earlier documents of the source's domain and declared issuer whose title names as its
    own a lower number of the code series its own does ("HB/1" before "HB/2"): editions of one
    document renamed between them ("... Licence Conditions for Home Boarding of Dogs (HB/1)"
    before "Home Boarding of Dogs: Licence Conditions, 2021 edition (HB/2)")."""
    own = {
        found["series"]: int(found["number"])
        for key in source.own_title_keys()
        if (found := SERIES_CODE.fullmatch(key)) is not None
    }

    def earlier_member(candidate: Candidate) -> bool:
        return any(
            (found := SERIES_CODE.fullmatch(key)) is not None
            and int(found["number"]) < own.get(found["series"], 0)
            for key in candidate.own_title_keys()
        )

    if not own:
        return []
    return [
        candidate
        for candidate in earlier_of_domain(pool, source)
        if candidate.declared_issuer == source.declared_issuer and earlier_member(candidate)
    ]


#: A code numbering a small series: its letters and mark, then the number ("code:HB/2").
SERIES_CODE = re.compile(rf"{CODE_KIND}:(?P<series>[A-Z]{{1,6}}[/-])(?P<number>\d{{1,3}})")
#: The stems of the words naming an edition, or what an earlier name stands for ("the 2020
#: edition ... and Amendment 1 to it").
EDITION_STEMS = frozenset({word_stem(word) for word in (*EDITION_WORDS, "it", "them")})
#: A year a title writes.
TITLED_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def kind_titled_in(
    pool: Pool,
    source: Candidate,
    written: str,
    described: Sequence[str] = (),
    *,
    alike: bool = True,
) -> list[Candidate]:
    """The earlier document of the source's domain and doc type whose title writes the year
    or years ``written`` (as ``plain_title`` does) and carries most of the words the object
    ``described`` it by, two at least ("the 2019 guidance note on personal canvass visits to
    non-responding properties": all of them without ``alike``), else, with ``alike``, shares
    most words with the source's title, two at least; none where two are alike."""
    titled = [
        candidate
        for candidate in earlier_of_domain(pool, source)
        if candidate.document.doc_type == source.document.doc_type
        and written in plain_title(candidate.document.title or "")
    ]
    stems = {word_stem(word) for word in described if not word.isdigit()}
    carried = {candidate.id: len(stems & candidate.title_stems) for candidate in titled}
    most = max(carried.values(), default=0)
    best = [candidate for candidate in titled if carried[candidate.id] == most]
    # (without ``alike``, every word but its edition's: "the Dunmore Pilotage Directions
    # 2019" are no "Carrowmore Pilotage Directions 2019")
    naming = {stem for stem in stems if stem not in EDITION_STEMS}
    whole = alike or (len(best) == 1 and naming <= best[0].title_stems)
    if most >= OWN_SERIES_WORDS and len(best) == 1 and whole:
        return best
    most_alike = titled_most_alike(source, titled) if alike else []
    shared = most_alike[0].title_words & source.title_words if len(most_alike) == 1 else set()
    return most_alike if len(shared) >= OWN_SERIES_WORDS else []


#: An edition by its year or years right before a passive phrase: "the 2022/23 edition".
PASSIVE_YEAR_EDITION = re.compile(
    rf"\bthe\s+{YEAR_OR_SPAN}\s+"
    r"(?:revision|version|edition|issue|release)"
    # what it includes set off by commas: "the 2018 Edition, including the amendment to
    # Standard 5 adopted in June 2021 (Policy Bulletin 2021-03), ceases to have effect"
    r"(?:,\s*(?:including|together\s+with)\b[^,]*,)?\s*$",
    re.IGNORECASE,
)


#: An edition by its year and a noun right before a passive phrase: "The 2011 policy".
PASSIVE_KIND_EDITION = re.compile(
    rf"\bthe\s+(?P<year>{YEAR_OR_SPAN})\s+(?P<kind>[a-z]+)"
    # its changes set off by commas, a first act of the pair: "The 2017 Order, as extended in
    # 2020, is discharged and replaced by this Order"
    r"(?:,\s*as\s+(?:amended|extended|varied|modified|renewed|corrected)\b[^,]*,)?"
    r"(?:\s+(?:is|are)\s+(?:hereby\s+)?[a-z]+ed\s+and)?\s*$",
    re.IGNORECASE,
)


def passive_kind_edition(hit: CueHit, doc_type: str) -> re.Match[str] | None:
    """The edition of the source's own kind a passive's subject names by its year and a word
    of its doc type ("The 2011 policy is rescinded and replaced by this policy")."""
    found = PASSIVE_KIND_EDITION.search(hit.sentence[: max(phrase_at(hit), 0)])
    if found is None or word_stem(found["kind"].lower()) not in type_stems(doc_type):
        return None
    return found


def own_earlier_editions(pool: Pool, source: Candidate) -> list[Candidate]:
    """The documents of the source's domain published before it and titled as it is but for
    the edition its title writes (none where its title writes no edition), of its own issuer
    where another issuer's share that title (``of_declared_issuer``)."""
    own = source.edition_free_title
    if not own or own == (source.document.title or "").strip().lower():
        return []
    published = source.moment("published") or ""
    earlier = [
        candidate
        for candidate in pool.by_edition_free_title.get(own, ())
        if candidate.id != source.id
        and candidate.document.domain == source.document.domain
        and (candidate.moment("published") or "") < published
    ]
    # two issuers' "Conditions for Mobile and Temporary Food Stalls": its own issuer's
    return of_declared_issuer(earlier, source, []) or earlier


def passive_year_edition(hit: CueHit) -> str:
    """The words naming an edition by its year right before a passive phrase ("the 2022/23
    edition"), empty where none stands there."""
    found = PASSIVE_YEAR_EDITION.search(hit.sentence[: max(phrase_at(hit), 0)])
    return found.group(0) if found else ""


#: An active phrase whose object is the relative pronoun before it: ", which it supersedes".
RELATIVE_OBJECT = re.compile(
    r",\s*which\s+(?:it|this\s+[a-z]+|these\s+[a-z]+)\s+(?:hereby\s+)?$", re.IGNORECASE
)


def span_edition(hit: CueHit, doc_type: str) -> re.Match[str] | None:
    """The edition of the source's own kind an object names by the years it covers
    (``KIND_SPAN_EDITION``, or a relative object's antecedent: ``kind_span_antecedent``):
    "the 2022-2024 Synopsis" in a regulation synopsis."""
    span = KIND_SPAN_EDITION.match(object_text(hit)) or kind_span_antecedent(hit)
    if span is None:
        return None
    # the kind is either word after the years ("the 2022-2024 Synopsis in its entirety")
    kinds = [span["noun"]] if span["noun"] else span.group(0)[span.end("year") :].split()[:2]
    stems = type_stems(doc_type)
    return span if any(word_stem(kind.lower()) in stems for kind in kinds) else None


#: An object naming an edition by its year or years, then words ("the 2024-25 Migratory Game
#: Bird Season Order, including ...").
TITLE_YEAR_EDITION = re.compile(
    rf"^\s*the\s+(?P<year>{YEAR_OR_SPAN})\s+"
    r"(?P<words>[A-Za-z][A-Za-z' ]*)"
)
def title_year_edition(named: str, title: str | None) -> str | None:
    """The title an object names an edition of the document's own title by, its year or
    years first ("the 2024-25 Migratory Game Bird Season Order" in the 2025-26 order), as
    ``plain_title`` writes it: two words of that title at least after the year (a part of it
    is a restriction the phrase's reading sees: "... for the North Zone"); None where the
    object is not so."""
    found = TITLE_YEAR_EDITION.match(named)
    if found is None:
        return None
    own = words_of_title(title)
    titled = list(takewhile(lambda word: word in own, found["words"].lower().split()))
    if len(titled) < OWN_SERIES_WORDS:
        return None
    return plain_title(" ".join([found["year"], *titled]))


#: An object naming an edition by words, then its year or years ("the Prescribed Texts
#: 2020-2024 for examinations from June 2025").
TITLE_THEN_YEAR = re.compile(
    r"^\s*the\s+(?P<words>[A-Za-z][A-Za-z' ]*?)\s+"
    rf"(?P<year>{YEAR_OR_SPAN})\b"
)


def titled_then_year(named: str, title: str | None) -> re.Match[str] | None:
    """Where an object names an edition of the document's own title by words of that title
    (two at least), then its year or years ("the Prescribed Texts 2020-2024" in "... Prescribed
    Texts 2025-2027"), the match; None where it is not so."""
    found = TITLE_THEN_YEAR.match(named)
    if found is None:
        return None
    words = found["words"].lower().split()
    return found if len(words) >= OWN_SERIES_WORDS and set(words) <= words_of_title(title) else None


def plain_title(title: str) -> str:
    """A title lower-cased, its spans of years joined by a hyphen ("2024-25")."""
    return re.sub(r"\s*[-\u2013/]\s*", "-", title.strip().lower())


def titled_before(pool: Pool, source: Candidate, title: str) -> list[Candidate]:
    """The documents of the source's domain published before it, titled ``title``
    (``plain_title``), but for an edition their title writes at its end."""
    return [
        candidate
        for candidate in earlier_of_domain(pool, source)
        if (
            title
            in (
                plain_title(candidate.document.title or ""),
                plain_title(candidate.edition_free_title),
            )
            # its year written after its name, an acronym in brackets: "the 2010 Code on the
            # Scheduling of Television Advertising" is the "Code on the Scheduling of
            # Television Advertising (COSTA) 2010"
            or title_word_list(title) == title_word_list(candidate.document.title or "")
        )
    ]


#: How many capitalised words an edition renamed since still opens its title with alike (its
#: issuer and kind: "Halloran Scientific Press Data ...").
RENAMED_OPENING_WORDS = 2


#: A word of a title with a figure in it: a number, a code ("HB-112", "SS2").
TITLE_NUMBER = re.compile(r"\b[\w./-]*\d[\w./-]*")


def most_specific(editions: AbstractSet[str]) -> frozenset[str]:
    """Edition marks without a year a month mark of that year writes too ("the October 2022
    edition" is "10/2022", not any of 2022)."""
    months = {mark[-4:] for mark in editions if re.fullmatch(r"\d\d/(?:19|20)\d\d", mark)}
    return frozenset(mark for mark in editions if mark not in months)


def renamed_editions(
    pool: Pool, source: Candidate, editions: AbstractSet[str]
) -> list[Candidate]:
    """The earlier document of the source's doc type, of one of ``editions``, whose title opens
    as the source's does, writes the same numbers and codes besides its edition, and shares
    the most words with it: the edition a renamed document names by its number alone; none
    where several are so alike."""
    numbers = set(TITLE_NUMBER.findall(source.edition_free_title))
    opening = [
        target
        for target in of_editions(earlier_of_domain(pool, source), editions)
        if target.document.doc_type == source.document.doc_type
        and (
            shared_opening(target.document.title, source.document.title) >= RENAMED_OPENING_WORDS
            # or one's name closes the other's: "Domestic Mail Manual Issue 69" after "Mailing
            # Standards of the United States Postal Service, Domestic Mail Manual, Issue 68"
            or closes_name(target.edition_free_title, source.edition_free_title)
        )
        # numbered alike: not "Rule Book Section 9 Edition 3" for Section 8's "Edition 3"
        and set(TITLE_NUMBER.findall(target.edition_free_title)) == numbers
    ]
    alike = titled_most_alike(source, opening)
    return alike if len(alike) == 1 else []


def closes_name(title: str, other: str) -> bool:
    """Whether the shorter of two edition-free titles, brackets of words aside and of
    ``RENAMED_OPENING_WORDS`` words at least, is the end of the longer."""
    shorter, longer = sorted(
        (re.sub(r"\s*\([^()\d]*\)", "", name).strip() for name in (title, other)), key=len
    )
    return len(shorter.split()) > RENAMED_OPENING_WORDS and re.search(
        rf"(?:^|\W){re.escape(shorter)}$", longer
    ) is not None


def earlier_of_domain(pool: Pool, source: Candidate) -> list[Candidate]:
    """The other documents of the source's domain published before it."""
    published = source.moment("published") or ""
    return [
        candidate
        for candidate in pool.by_id.values()
        if candidate.id != source.id
        and candidate.document.domain == source.document.domain
        and (candidate.moment("published") or "") < published
    ]


def title_word_list(title: str) -> list[str]:
    """A title's words in any order (``plain_title``'s), less brackets holding no number."""
    return sorted(re.findall(r"[a-z0-9-]+", re.sub(r"\([^()\d]*\)", " ", plain_title(title))))


def kind_span_antecedent(hit: CueHit) -> re.Match[str] | None:
    """The edition by years (``KIND_SPAN_EDITION``) a relative object stands for: "the
    successor agreement to the 2019-2022 collective agreement between the parties, which it
    supersedes in its entirety"."""
    before = hit.sentence[: max(phrase_at(hit), 0)]
    relative = RELATIVE_OBJECT.search(before)
    if relative is None:
        return None
    antecedent = before[: relative.start()]
    starts = [found.start() for found in re.finditer(r"\bthe\s", antecedent, re.IGNORECASE)]
    return next(
        (
            found
            for start in reversed(starts)
            if (found := KIND_SPAN_EDITION.match(antecedent[start:])) is not None
        ),
        None,
    )


def names_absent_document(hit: CueHit, source: Candidate) -> bool:
    """Whether the object names a document by its number, one the store does not hold
    ("Cancelling Revised Cal. P.U.C. Sheet No. 53990-E"): no other document its words
    describe is meant; not by the source's own code ("This edition supersedes the 2016
    edition of CC20" in CC20's 2024 edition names its own earlier edition)."""
    own = source.own_title_keys()
    return any(
        key.split(":", 1)[0] in (DESIGNATOR_KIND, CODE_KIND) and key not in own
        for key in hit.after
    )


def citing_edges(
    pool: Pool,
    pack: DomainPack,
    cue: CueRule,
    hit: CueHit,
    source: Candidate,
    cited: Citation | None,
    written: frozenset[str],
    *,
    editions: bool,
) -> list[AuthorityEdge]:
    """``apply_cue``'s edges where the object cites the title ``cited`` (if any) and names
    editions by the days ``written``."""
    acting = acting_title(pool, cue, hit, source)
    roles = cue_roles(cue, hit, source, cited, acting, written=written)
    if roles is None or (roles[2] and not editions and not written):
        return []  # a rule chains its editions, unless the object names one by its day
    # a cited title ends the object: "for the diagnosis" in it restricts nothing
    qualified = cited.qualified if cited is not None and keys_cite(roles[1]) else hit.qualified
    agents, keys, own = roles
    keys = [*keys, *pool.longer_case_names(keys, source.id)]
    if (cue.passive and lists_after(hit)) or (
        cited is not None and cited.key in keys and not cue.passive
    ):  # each item of "The following are revoked (a) ...", "supersedes X, ..., and Y"
        keys = list(dict.fromkeys([*keys, *listed_titles(pool, cue, hit, source)]))
    elif cue.passive and cited is not None and cited.key in keys:
        # each title of "The Wireless Telegraphy (...) Regulations 2010 and the Wireless
        # Telegraphy (...) Regulations 2019 are revoked"
        keys = list(dict.fromkeys([*keys, *listed_titles(pool, cue, hit, source, subject=True)]))
    if cue.passive and cue.parts and hit.parts and not pool.sharing(keys) - {source.id}:
        # "Section 5.1 is amended to read" in "Amendment No. 2 to HMG-STD-014": that standard
        # (where the cue reaches such a name: a code section's amendment, not a circular's)
        keys = [
            key
            for key in amended_keys(pool, source, hit.sentence)
            if key.split(":", 1)[0] in cue.target_kinds
        ]
    # Another document's identifier as the subject: this one reports about that document
    # ("RFC 9110 replaces X": RFC 9110 is newer; "RFC 2616 is obsoleted by X": it is older).
    actors = (
        [actor for actor in documents_titled_by(pool, agents, source) if actor.governed_by(pack)]
        if agents
        else [source]
    )
    # "The residual restriction referred to in the Compliance notice of 30 October 2024 is
    # lifted": a passive naming no identifier names its target by the day it was issued
    dated = dated_subject(pool, pack, cue, hit, source) if cue.passive and not keys else []
    # "The appeal is allowed and the notice of revocation is quashed": what was appealed
    appealed = (
        appealed_subject(pool, pack, cue, hit, source)
        if (cue.passive or acts_on_pronoun(hit)) and not keys
        else []
    )
    # "The certificate is accordingly revoked" under the title "Revocation of Pilotage
    # Exemption Certificate No. 88 on Surrender": the certificate the title names
    titled = titled_subject(pool, pack, cue, hit, source) if cue.passive and not keys else []
    dated = dated or appealed or titled
    content = content_named(hit) if cue.self_nouns else None  # "These rates replace ..."
    act = act_named(hit.subject if cue.passive else hit.object)
    if act is not None and (makers := act_makers(hit, keys)):
        # "the suspension of PA/2020/0415 announced in Urgent Safety Notice USN 2022-03": the
        # notice that made it, not the certificate it suspended
        act, keys = None, makers
    if act == SUSPENSION and cue.kind in ENDING_KINDS and keys and not any(
        titles_act_on(pool.by_id[doc_id], act, keys) for doc_id in pool.sharing(keys)
    ):
        # "the suspension of paragraphs 3 and 4 of PS 2018/05 is lifted", no title naming
        # that suspension: what was suspended applies again, read with the lifting document
        # (as ``restored_by_lifting`` reads a suspension's end where the suspension is known)
        act, cue = None, cue.model_copy(update={"kind": "reinstates", "whole": False})
    edges: list[AuthorityEdge | None] = []
    for actor in actors:
        targets = dated or [
            pool.by_id[doc_id]
            for doc_id in sorted(pool.sharing(keys))
            if doc_id not in (source.id, actor.id)
            and may_target(pack, cue, pool.by_id[doc_id])
        ]
        if actor is source and cue.kind not in COMPLEMENTARY_KINDS and cue.direction == "forward":
            # its own act, on documents published by then: "Deployment of Service Campaign
            # SU-2021-03 is suspended" means no later notice titled by the campaign's code (a
            # release may fix an advisory published after it; "superseded by WI-8" names a
            # later one)
            targets = earlier_than(targets, source)
        if act is not None and keys:
            # "The suspension of Rule 12-04 is withdrawn": the document suspending it, by its
            # title ("Suspension of Rule 12-04"), not the rule; none where no title says so
            targets = [t for t in targets if titles_act_on(t, act, keys)]
        amended = bool(keys) and set(keys) <= source.title_amends
        if amended and own:
            # "replaces Amendment 1 (Version 2.0)": the amendments of what its title amends
            chosen = [t for t in targets if t.id in earlier_editions(source, targets)]
        elif amended:
            # "Supersedes: Protocol KX-301 Amendment 2 (Version 3.0)": that document or an
            # amendment of it, by the edition written (below)
            chosen = list(targets)
        else:
            chosen = titled_or_declared(targets, keys, source) or targets
        # two issuers' "Circular 2019/07": the one of the citing document's own issuer
        chosen = [t for t in chosen if not issued_apart(source, t, keys)]
        if owners := possessive_owners(pool, hit, keys):
            chosen = [t for t in chosen if not owned_elsewhere(t, owners)]
        chosen = of_own_series(chosen, source, keys) or chosen
        chosen = of_own_issuer(chosen, source, keys) or chosen
        chosen = of_own_organisation(chosen, source) or chosen
        chosen = of_declared_issuer(chosen, source, keys) or chosen
        chosen = of_own_subject(chosen, source, keys) or chosen
        if one_name_covers(pool, keys, chosen) and not (
            AMENDMENTS_TOO.search(hit.sentence) or any(map(calls_itself_a_change, chosen))
        ):
            # one name several documents carry, none a change of another ("Decree No. 2021-144
            # amending Decree No. 2019-877"): the one the sentence means
            meant = of_qualifying_words(chosen, cue, hit) or headed_alone(chosen, keys, source)
            chosen = meant or chosen
        chosen = cited_as_titled(chosen, hit, keys) or chosen
        if cue.passive and names_previous_edition(hit):  # of its editions, the one before it
            chosen = previous_edition(chosen, source)
        if cue.passive and subject_part_named(cue, hit):
            # "Section 20 of the Banking Act is repealed": that section's own document alone
            chosen = [t for t in chosen if titles_part(t.document.title, hit.parts)]
        dated_edition = False
        dated_day_described: list[Candidate] = []
        if not own:  # "supersedes drawing 55-120 Rev B": the revision its title writes
            marks = hit.subject_editions if cue.passive else hit.editions
            if not marks and cited is not None and cited.written and cited.key in keys:
                # the edition written after the cited title, past an object cut short:
                # "Supersedes: Remote gambling and software technical standards, June 2018
                # edition"
                marks = edition_marks(written_after(hit, cited.written))
            chosen = of_named_editions(chosen, marks, keys)
            # "the 2023 edition of the List ceases to apply": the one titled by that year
            # ("2023 Prohibited List"), where no title writes it as an edition
            chosen = of_titled_years(chosen, {mark for mark in marks if YEAR.fullmatch(mark)})
            # "replaces the Personal Trading Policy, Version 3.2, dated January 15, 2021": of
            # the editions the one name covers, the one of that day
            on_day = [t for t in chosen if t.dated_on(written)] if len(chosen) > 1 else []
            if len(on_day) == 1 and one_name_covers(pool, keys, chosen):
                chosen, dated_edition = on_day, True
        elif hit.editions and (not hit.after or not written):
            # "This Revision 2 replaces Revision 1", "replaces FSIS Directive 7120.1, Revision
            # 4" in its revision 5: of its own code's, the revision named (days the object
            # writes name its editions below: "Rev A (14 February 2023) and Rev B (2 May 2023)")
            chosen = of_editions(chosen, hit.editions) or chosen
        if own and (year := YEAR_EDITION.match(object_text(hit))) is not None:
            # "Upon its effective date this edition replaces the 2017 edition": of its own
            # code's editions, the one of that year
            chosen = [t for t in chosen if of_year(t, year["year"][:4])] or chosen
        if keys_cite(keys):
            chosen = of_cited_year(chosen, hit, cited or Citation(keys[0], hit.qualified))
            if own:  # "This 2023 edition of the handbook supersedes the 2019 edition"
                chosen = previous_edition(chosen, source)
            elif (days := cited_days(hit, cited, source)) and not any(
                t.dated_on(days) for t in chosen
            ):
                on_day = of_cited_day(pool, source, cited, days, hit)
                chosen, dated_edition = on_day or chosen, len(on_day) == 1
        if own and written:
            # "replaces the guidance note published on 14 July 2021": the edition of that day,
            # else the document of its kind of that day ("the company's announcement of April
            # 12, 2024" in a recall announcement titled otherwise); a day written without its
            # year ("the original bulletin published on 11 June") only where one matches
            on_day = [
                t for t in (targets if keys_cite(keys) else chosen) if t.dated_on(written)
            ] or of_its_kind_dated(pool, source, written, hit.sentence)
            # else the one document of that day its words describe, of another kind ("the
            # Company's announcement of 12 August 2024 regarding the halt in trading")
            described = [] if on_day else described_of_day(pool, source, written, hit)
            # else the one of that day sharing an entity with it ("This final prospectus
            # supersedes the preliminary prospectus dated October 16, 2023": its issuer's)
            scoped = [] if on_day or described else of_scope_dated(pool, source, written)
            on_day = on_day or described or scoped
            # the other days' documents it describes: "supersedes all previous versions,
            # including the label approved in May 2019 and the correction communicated by
            # letter of 4 November 2019" (the label of May, the letter of November)
            also_described = described_items_of_days(
                pool, source, uncovered_days(written, on_day), hit
            )
            on_day = [*on_day, *(t for t in also_described if t not in on_day)] if on_day else []
            on_day = best_described_each_day(hit, on_day)
            on_day = closest_of_each_day(source, on_day)
            titled_alike = False
            if len(on_day) > 1 and [len(day) for day in written] == [len("2019-05-01")]:
                # one day names one document, whichever of its days it is ("the monograph
                # official since 1 May 2019": Heparin's in force then, not another's issued
                # then): the one titled most like the source (a month may name several: "the
                # two July 2023 bulletins")
                kept = closest_titled(source, on_day)
                on_day = [t for t in on_day if t.id in kept]
                titled_alike = len(on_day) == 1 and bool(
                    on_day[0].title_words & source.title_words - DESCRIBING_WORDS
                )
            if on_day or object_dates(hit, source, yearless=False):
                chosen = on_day
            # or the one of that day its own identifier titles ("This document corrects
            # technical errors in the final rule published January 31, 2024" in "... (FR-2024);
            # Correction")
            dated_day_described = [t for t in also_described if t in chosen]
            dated_edition = (
                titled_alike
                or (len(described) == 1 and chosen == described)
                or (bool(scoped) and chosen == scoped)
                or (
                    len(chosen) == 1
                    and bool(chosen[0].own_title_keys() & source.own_title_keys())
                )
            )
        listed_dated = (
            dated_list_item(pool, hit, source, chosen) if cue.active and keys and not own else []
        )
        chosen = [*chosen, *listed_dated]
        if len(chosen) > cue.max_targets:
            continue
        # "replaces Taxation Ruling TR 93/30 Income tax: deductions for home office expenses":
        # the "for" continues the target's own title, it restricts nothing
        # (nor does it in a description of the target: "replaces the pneumococcal vaccine
        # recommendations for adults aged 65 years published in November 2019")
        restricted = qualified and not (
            chosen
            and all(
                title_runs_on(hit, t) or (written and described_by(hit, t)) or restates(hit, t)
                for t in chosen
            )
        )
        stated = (
            actor is source
            and not hit.indirect
            and (not restricted or cue.parts)  # a part's suspension "for travel in 2023"
            # "overrule the first paragraph of the syllabus in Dunmore": a part of it, for
            # review, unless the cue acts on parts ("amends Section 4 of Bulletin 24-01")
            and not (
                hit.limited and PART_WORDS & set(hit.object) and content is None and not cue.parts
            )
            # a proposal acts on the proposals it revises alone ("Amendment No. 1 replaces
            # and supersedes the original filing" of a proposed rule change), never on a rule
            and not (source.is_draft() and not all(t.is_draft() for t in chosen))
            and not (cue.active and named_elsewhere(pool, cue, source, hit))
        )
        express = set()
        fix = cue.kind in COMPLEMENTARY_KINDS
        if stated and cue.express and not own:
            express = express_targets(chosen, set(keys), editions=not fix, source=source)
            if amended:  # an amendment of its series, of the edition written
                express |= of_its_type_alone(source, chosen)
            if dated_edition:
                express |= {chosen[0].id}
            express |= {t.id for t in listed_dated}
            if fix:  # "fixes CVE-X" in the release X lists fixed
                express |= {t.id for t in chosen if states_fix(t, source)}
            if (
                (
                    speaks_first_person(hit)
                    or issuer_speaks(hit, source.declared_issuer)
                    or body_speaks(hit)
                )
                and not issuer_performs(hit)
                and not acts_on_other_types(cue, source)
            ):
                # "NIST has withdrawn SP 800-67 Revision 2" under the title "NIST Withdraws SP
                # 800-67 Revision 2": the act its title names, on a document of any type
                express &= own_titled(chosen, source.title_replaces()) | its_own_act(
                    cue, source, chosen
                )
        elif stated and cue.express and cue.self_nouns:  # "This revision supersedes X Rev B"
            express = earlier_editions(source, chosen)
            if dated_edition:
                express |= {chosen[0].id}
            express |= {t.id for t in dated_day_described}
            if len(express) > 1 and ONE_EARLIER_EDITION.search(" ".join(hit.object)):
                # "supersedes the previous revision" where its title's model code is in
                # several ADs' titles: the one titled most like it, the latest of those
                express = closest_titled(source, [t for t in chosen if t.id in express])
        elif stated and cue.express and own:
            express = reviewed_decision(hit, source, chosen) or decision_of_the_day(
                hit, source, chosen
            )
        elif stated and cue.passive and (
            plain_passive(hit, source, chosen)
            or keys_cite(keys)
            or lists_after(hit)
            or names_previous_edition(hit)
            # "This revision takes effect on 1 March 2025 and Rev. 3 is withdrawn"
            or names_edition_only(hit, source.document.title)
        ):
            # "Rev. Proc. 2022-9 is superseded." in a revenue procedure; "Notice 2024/060 is
            # withdrawn." in a withdrawal notice; "The following issuances are rescinded: X; Y"
            express = express_targets(
                chosen, set(keys), editions=not fix, source=source
            ) or of_its_type_alone(source, chosen)
            if not (
                acts_on_other_types(cue, source)
                or introduced_by_itself(hit, source)
                or dated_by_instrument(hit, source)
                # "MDA/2021/012 is withdrawn and replaced by this National Patient Safety Alert"
                or BY_ITSELF.match(object_text(hit))
                # an amending instrument's own words: "In byelaw 10 of the ... Byelaws 2016,
                # for the words 'seven metres' substitute 'nine metres'"
                or hit.phrase.lower() in OPERATIVE_IMPERATIVES
            ):
                express &= (
                    issuances_designated(source, chosen, keys)
                    | enacted_over(source, chosen)
                    | its_own_act(cue, source, chosen)
                )
        if (
            stated
            and one_of_each_day(dated)
            and (
                cue.express
                or ("this" in hit.subject and earlier_editions(source, dated))
                or bool(OWNING_SPEAKERS & set(hit.subject))
                or BY_ITSELF.match(object_text(hit)) is not None
                or (cue.passive and plain_passive(hit, source, dated))
                # "The Convention between Varenia and Kestria signed on 12 April 1995 ... shall
                # cease to have effect": the one of that day its title's words describe
                or (cue.passive and all(subject_describes(hit, t) for t in dated))
                # "the suspension of dealing ... announced on 3 October 2022 will be lifted":
                # the document of that day titled by the act ("... Suspension of Dealing")
                or (act is not None and all(titles_act(t, act) for t in dated))
                # or whose text states it: "The suspension of the Graveside Attendance ...
                # Policy, announced on 24 March 2020, is lifted" of the notice of that day
                # saying "It is suspended with immediate effect"
                or (act is not None and all(states_act(t, act) for t in dated))
                # a decision's act on what it says was appealed against, or on what it names
                # as its statement of the appeal does ("referred to the Tribunal the
                # Authority's decision of 15 August 2022 to revoke ...": "The Authority's
                # decision of 15 August 2022 is quashed")
                or bool(appealed)
                # a deferral's description of what its own title names: "the new fees will
                # take effect on 1 July 2025 instead of 1 April 2025" under "Deferral of Animal
                # Licence Fees 2025/26"
                or (bool(titled) and cue.kind in DEFERRING_KINDS)
                # "It is withdrawn ..." after "The Agency published an advisory note on
                # compounding ... in August 2017.": the one document of that month
                or issuing_sentence_before(hit, source) is not None
                or (
                    cue.kind == "voids"
                    and (repeats_appeal(hit, source) or respondent_made(hit, source))
                )
            )
        ):  # "The earlier version of this entry (9 May 2024) is superseded", "My memorandum
            # of 2 April 2020 ... is rescinded", "The October 2021 Drug Safety Communication
            # ... is superseded by this communication": the issuer's own document of that day;
            # "the July 28, 2020 memorandum is vacated": the one memorandum of that day ("the
            # relaxation granted by circulars dated April 17, 2020 and September 25, 2020
            # stands withdrawn": the one of each day)
            express = {t.id for t in dated}
        if stated and act is not None and keys:
            express |= {t.id for t in chosen}  # a title naming that act on what it names
        if stated and keys and AMENDMENTS_TOO.search(hit.sentence):
            # "Emergency Order No. 35, as amended by Notice No. 2, is rescinded": the order
            # and the amendments its name titles, where the source acts itself; those titled
            # as its amendments ("RVAS-2022 supersedes RVAS-2015, together with its
            # amendments": "RVAS-2015 Amendment 2: ...")
            chosen = [
                *chosen,
                *(t for t in targets if t not in chosen and t.title_amends & set(keys)),
            ]
            express |= with_amendments(cue, hit, source, chosen, keys)
        if keys_cite(keys):
            express = {t.id for t in chosen if t.id in express and same_publisher(t, source)}
        if content is not None:
            # "These rates replace the rates published in PN 2023/11": the document whose
            # title names those rates, or one of the source's own doc type (a rates notice)
            express = {
                t.id for t in chosen if t.id in express and holds_content(t, source, content[0])
            }
        if cue.kind not in ACCOMPANYING_KINDS | REVIVING_KINDS and (
            kept := set(keys) & set(source.kept_keys)
        ):
            # "... the packages listed in USN-7206-1 for Ubuntu 24.10 ... remain current": a
            # part of it at most, for a curator (what an amendment amends stays in force); of
            # the edition kept alone ("Original Sheet No. 47 remains in effect")
            express = {
                t.id for t in chosen if t.id in express and not source.kept_in_force(t, kept)
            }
        if hit.included:  # "..., including X": X must be of the kind the object supersedes
            express = {
                t.id for t in chosen if t.id in express and of_included_kind(t, hit, cue.passive)
            }
        edges.extend(
            cue_edge(pack, cue, hit, actor, target, target.id in express) for target in chosen
        )
    return [edge for edge in edges if edge is not None]


#: Words saying an act takes in what amended its target: "X, as amended by Notice No. 2,",
#: "X, together with Change 1 to X,", "X and its extension memorandum", "and all supplements
#: thereto" (not a co-actor opening the sentence: "Together with SEC-STD-016, this standard
#: supersedes SEC-STD-002 v2").
def changed_with_edges(
    pool: Pool,
    pack: DomainPack,
    cue: CueRule,
    hit: CueHit,
    source: Candidate,
    edges: Sequence[AuthorityEdge],
) -> list[AuthorityEdge]:
    """Where an active phrase supersedes a document "as amended by" or "as corrected by"
    others it names, the edges over those too, as sure as the act on the document ("This
    edition supersedes the 2023 Guidelines Manual, as amended by Amendment 2024-2 ... and as
    corrected by ... Errata Notice 2024-E1, all of which are incorporated")."""
    if not edges or not cue.active or cue.kind in ACCOMPANYING_KINDS:
        return []
    keys = {key for key in changed_with(hit) if key.split(":", 1)[0] in cue.target_kinds}
    acted = {edge.older_id for edge in edges} | {source.id}
    express = any(edge.status == "accepted" for edge in edges)
    targets = [
        target
        for doc_id in sorted(pool.sharing(keys) - acted)
        if (target := pool.by_id[doc_id]).own_title_keys() & keys
        and may_target(pack, cue, target)
    ]
    return [
        edge
        for target in earlier_than(targets, source)
        if (edge := cue_edge(pack, cue, hit, source, target, express)) is not None
    ]


def changed_with(hit: CueHit) -> list[str]:
    """The keys an active phrase's object names as what changed its target ("supersedes the
    2023 Guidelines Manual, as amended by Amendment 2024-2 ... and as corrected by ... Errata
    Notice 2024-E1, all of which are incorporated"), up to the end of that clause."""
    at = phrase_at(hit)
    if at < 0:
        return []
    rest = hit.sentence[at + len(hit.phrase) :]
    found = CHANGED_BY.search(rest)
    if found is None:
        return []
    clause = CHANGED_BY_END.split(rest[found.start() :], maxsplit=1)[0]
    return [key for key in hit.keys if any(True for _ in writings(key, clause))]


#: What an object goes on to say changed it: "as amended by", "as corrected by".
CHANGED_BY = re.compile(
    r"\bas\s+(?:amended|corrected|modified|supplemented|extended)\s+(?:by|in)\b", re.IGNORECASE
)
#: Where such a clause ends: a stop, a semicolon, or a clause about what it names.
CHANGED_BY_END = re.compile(r"[;.](?:\s|$)|,\s+(?:which|all\s+of\s+which|and\s+(?:it|this))\b")


AMENDMENTS_TOO = re.compile(
    r"\bas\s+amended\b|,\s+together\s+with\b"
    r"|\band\s+(?:its|all)\s+(?:\w+\s+)?(?:amendments?|supplements?|extensions?|changes?"
    r"|corrigend\w*|addend\w*|errat\w*)\b",
    re.IGNORECASE,
)


#: The words of ``AMENDMENTS_TOO`` and the amendments they name.
AMENDING_WORDS = frozenset(
    {"as", "amended", "by", "together", "with", "and", "its", "all", "thereto", "to"}
    | {"amendment", "amendments", "change", "changes", "supplement", "supplements", "notice"}
    | {"extension", "extensions", "corrigendum", "corrigenda", "addendum", "no"}
)


def with_amendments(
    cue: CueRule, hit: CueHit, source: Candidate, chosen: Sequence[Candidate], keys: Sequence[str]
) -> set[str]:
    """The targets a cited name titles (the document and its amendments, "Emergency Order No.
    35, Notice No. 2: Amendment of ..."), where the source states the act as its own: actively,
    or in a plain passive of an issuance acting on its own series, an act its title names or
    an enactment."""
    amended = {t.id for t in chosen if t.title_keys & set(keys)}
    if not cue.passive:
        return amended if cue.express else set()
    # the words taking in the amendments are no condition of the act
    subject = tuple(word for word in hit.subject if word not in AMENDING_WORDS)
    if not plain_passive(replace(hit, subject=subject), source, chosen):
        return set()
    own = (
        earlier_editions(source, chosen)
        | issuances_designated(source, chosen, keys)
        | acts_its_title_names(source, chosen)
        | enacted_over(source, chosen)
    )
    return amended if amended & own else set()


def one_name_covers(pool: Pool, keys: Sequence[str], chosen: Sequence[Candidate]) -> bool:
    """Whether one of ``keys`` names every chosen document (editions of one title or code),
    not each its own item of a list ("supersedes General Order 2.10, Pursuits, dated June 1,
    2016, and Special Order 18-04")."""
    ids = {target.id for target in chosen}
    return any(ids <= pool.sharing([key]) for key in keys)


def version_edges(
    pool: Pool, pack: DomainPack, cue: CueRule, hit: CueHit, source: Candidate
) -> list[AuthorityEdge]:
    """The edges of a cue naming releases by version alone: to the earlier releases of the
    source's own product (a key of the cue's target kinds both carry) whose version is the first
    its object writes ("replaces 7.4.1-EU, which ...": not the global 7.4.1), or for a
    passive the last its subject writes ("v4.6.0 is retracted and replaced by this
    release")."""
    if hit.negated or hit.indirect:
        return []
    at = hit.sentence.lower().find(hit.phrase.lower())
    written = (
        all_versions(hit.sentence[:at])[-1:] if cue.passive else all_versions(object_text(hit))[:1]
    )
    if not written:
        return []
    products = {key for key in source.keys if key.split(":", 1)[0] in cue.target_kinds}
    targets = [
        target
        for doc_id in sorted(pool.sharing(products) - {source.id})
        if may_target(pack, cue, target := pool.by_id[doc_id])
        and target.release == written[0]
    ]
    edges = [cue_edge(pack, cue, hit, source, target, cue.express) for target in targets]
    return [edge for edge in edges if edge is not None]


def cue_roles(
    cue: CueRule,
    hit: CueHit,
    source: Candidate,
    cited: Citation | None = None,
    acting: str | None = None,
    *,
    written: AbstractSet[str] = frozenset(),
) -> tuple[set[str], list[str], bool] | None:
    """Who acts and on what: the keys of other documents acting (the phrase's subject), the
    target keys, and whether those are the source's own (a sentence naming no target); None
    where the sentence states no supersession of the source's. ``cited``: a document's title
    the object cites (``cited_title``), the target where no identifier is named; ``acting``:
    another document's title the subject cites (``acting_title``), who acts; ``written``: the
    days the object names an edition by (``object_dates``)."""
    replacing = content_named(hit) if cue.self_nouns and not cue.passive else None
    # "is withdrawn until 1 March 2024" restricts the act to a while; a suspension lapses then
    # as "while the suspension lasts" does
    ending = cue.kind not in LAPSING_KINDS and (
        act_until(hit) is not None or LASTING_WHILE.search(act_clause(hit) or "") is not None
    )
    # what is put back by its name is put back whole, its changes read beside it ("EN/2018/06
    # is restored ..., save that the date for completion ... is to be read as 30 September
    # 2023"); not a description's ("The student's registration is restored pending that
    # hearing")
    reviving = cue.kind in REVIVING_KINDS and bool(hit.before)
    if cue.whole and (hit.limited or ending) and replacing is None and not reviving:
        return None  # a part of it; not "This Schedule replaces the Schedule published in X"
    own_names = source.own_title_keys() if cue.active or cue.passive else source.title_keys
    if cue.passive:  # "Directive 95/46/EC is repealed": the subject names the target
        if hit.indirect or (subject_part_named(cue, hit) and not hit.parts):
            return None  # "is repealed by X", "Articles of X are repealed"
        if cue.kind in EXPIRING_KINDS and about_named(hit):
            return None  # "Certifications to ISO/IEC 27001:2013 shall expire": not the standard
        agents: set[str] = set()
        named = hit.before or referred_names(hit) or hit.antecedent_keys or relative_target(hit)
        # not who acted on it before, in an aside ("Guidance Note GN-11, withdrawn by Notice
        # 2021/07, is reinstated": the note)
        named = tuple(key for key in named if key not in earlier_actors(hit)) or named
        # (not a number of the same series another title carries: "Harbour Master's
        # Direction 5/2019 is revoked" in Harbour Master's Direction 2/2024)
        if (
            not named
            and (cited is None or cited.key in own_names)
            and (names_edition_only(hit, source.document.title) or names_previous_edition(hit))
        ):
            # "v1.0 is superseded" in v2.0's history, "revision 1.0 of this bulletin should no
            # longer be used", "The previous version of this policy is superseded"
            named = tuple(sorted(own_names))
        if lists_after(hit):  # "The following are revoked: (a) ...": the list names them
            named = tuple(key for key in hit.keys if key not in hit.before)
        elif named == hit.before:  # "Circular 1/2020 is revoked, together with Circular 4/2022"
            named = (*named, *joined_after(hit))
    else:
        agents = (
            set(hit.before) - own_names - restated_amended(hit, source) - authorities(hit)
            if cue.active and not acts_with_others(cue, hit)
            else set()
        )
        agents |= {acting} if acting else set()
        if not agents and acts_on_pronoun(hit):
            # "The court finds that the direction was given unlawfully and sets it aside": what
            # "it" stands for is what the decision says was appealed (``appealed_subject``)
            return set(), [], False
        content = replaced_content(hit, replacing) if not agents else ()
        if (
            cue.self_nouns
            and not cue.title_only  # its title names what it is ("Notice of Withdrawal of X")
            and not agents
            and not content
            and not names_itself(
                cue,
                hit,
                source.document.title,
                source.opening_before(hit.sentence),
                source.document.doc_type,
                source.declared_issuer,
            )
        ):
            return None  # "Jane Doe replaces John Smith": not a document's act
        if (
            cue.self_nouns
            and not agents
            and not content
            and names_another_title(hit, source, cue.self_nouns)
            and not issuer_performs(hit)  # "The Federal Wage Standards Administration hereby"
            and not issuer_speaks(hit, source.declared_issuer)  # "The Federal Reserve Board has"
            and not body_speaks(hit)  # "The Authority has therefore decided to suspend"
        ):
            return None  # a newsletter's "The Northwind Customer Support Policy replaces X"
        named = content or (
            hit.after
            if cue.self_nouns
            # a phrase read either way, passive here: its subject's names ("The decision in
            # [2022] HC 233 is set aside and the decision in [2021] GLT 14 is restored")
            else hit.before
            if not cue.active and PASSIVE_PHRASE.match(hit.phrase) and passive_subject(hit)
            else hit.keys
        )
        if cue.title_only and not named:
            # "Notice of Withdrawal of a Proposed Rule Change ... (SR-NASDAQ-2022-079)": what
            # the title says the document acts on, past the words describing it
            named = tuple(key for key in hit.keys if key in source.title_replaces())
        if cue.self_nouns and not named and FOLLOWING_LIST.search(hit.sentence):
            named = tuple(key for key in hit.keys if key not in hit.before)
        if cue.self_nouns and not named and ACT_ANNOUNCED_IN.match(object_text(hit)):
            # "lifts the suspension announced in Health Advisory HA-2025-04": the document
            # the act was announced in, by the name after the participle
            named = tuple(key for key in hit.keys if key not in hit.before)
        if cue.active and not named:
            named = relative_object(hit)
    keys = [
        key
        for key in named
        if key.split(":", 1)[0] in cue.target_kinds
        # a passive's subject is its target, even one the source's title carries ("Guideline
        # withdrawal notice: CG-VTE-07" says "CG-VTE-07 is hereby withdrawn")
        and (
            cue.passive
            or key not in source.title_keys
            or key in source.title_replaces()
            # what a title naming its act, on nothing it names, is about: "Statement on
            # standard rules SR2019 No 12 (...): suspension of the rules set" suspends them
            # (not "Withdrawal of ACME-SA-2025-009 (replaced by ACME-SA-2025-007)")
            or (
                key in source.title_about()
                and source.titled_as_act()
                and not source.title_replaces()
            )
            # an amendment's title names what it amends ("Clarification of ... Bulletin 24-01"),
            # a deferral's what it defers ("Effective Date of IFRS 15 (Amendments to IFRS 15)")
            or (
                cue.kind in ACCOMPANYING_KINDS | DEFERRING_KINDS
                and key not in source.own_title_keys()
            )
            # its own code listed with others names its earlier editions ("The new standard
            # supersedes AS 2501, ..., and AS 2502" in the new AS 2501)
            or (key in hit.after and not set(hit.after) <= source.title_keys)
            # what its title says it amends, of an edition the object writes ("This amendment
            # supersedes Protocol KX-301 Version 1.0" in "Protocol KX-301 Amendment 1")
            or (key in hit.after and bool(hit.editions) and key in source.title_amends)
        )
        and key not in agents
    ]
    if cited is not None and (not keys or (cited.listed and cited.key not in keys)):
        # the title cited, or one listed before the names acted on with it
        keys = [*keys, cited.key]
    # A sentence naming no target may mean the document's own case (the decision below); a
    # caption can be shared by unrelated cases ("United States v. Jones"), so only proposed,
    # except a document calling itself a revision of its code (``earlier_editions``).
    own = not keys and not agents and not cue.passive
    if (
        own
        and cue.self_nouns
        and not (
            names_edition(hit.object, cue.self_nouns)
            or (hit.editions and not names_other_title(hit, source, cue.self_nouns))
            or names_own_edition(hit, cue.self_nouns, source.document.title)
            or written  # "replaces the 12 September text"
            or span_edition(hit, source.document.doc_type) is not None  # "the 2022-2024 Synopsis"
            # its own code, no other: its earlier editions ("This revision replaces RIS
            # 2005-20", "SSR-2/1 (Rev. 1) supersedes SSR-2/1, issued in 2012")
            or not own_names.isdisjoint(hit.after)
        )
    ):
        return None  # "This Addendum replaces the timeline": no earlier edition of its own
    if own:
        keys = sorted(k for k in own_names if k.split(":", 1)[0] in cue.own_title_kinds)
        # "This instruction cancels the previous version" in SECNAVINST 5211.5F: 5211.5E
        keys = sorted({*keys, *(earlier for key in keys for earlier in lettered_before(key))})
    if own and not keys:  # an advisory titled in words names itself in its first line
        keys = sorted(
            k for k in source.header_keys(hit.sentence) if k.split(":", 1)[0] in cue.own_title_kinds
        )
    if own and not keys and hit.editions:
        # "Protocol KX-301 Amendment 2 (Version 3.0) replaces Amendment 1 (Version 2.0)": an
        # edition of the amendments to what its title amends
        keys = sorted(k for k in source.title_amends if k.split(":", 1)[0] in cue.own_title_kinds)
    if own and not keys and TITLE_KIND in cue.target_kinds:  # its editions, by its title
        keys = sorted(k for k in source.title_names if k.startswith(f"{TITLE_KIND}:"))
    return agents, keys, own


#: A phrase in the passive: "is set aside", "are hereby restored".
PASSIVE_PHRASE = re.compile(r"(?:is|are|was|were|has\s+been|have\s+been)\s", re.IGNORECASE)


def passive_subject(hit: CueHit) -> bool:
    """Whether a passive phrase's subject names what it acts on: names, or a noun naming none
    ("and the variation is restored" restores no case the sentence named before), not a
    pronoun standing for one ("To the extent Ex parte Morrow holds ..., it is overruled")."""
    return bool(hit.before) or (
        len(hit.subject) >= 2 and hit.subject[0] in ("the", "a", "an")
    )


#: A designation revised by a letter after its number: "OPNAVINST 3500.39D", "DoDD 5205.02F".
LETTERED_REVISION = re.compile(
    r"^(designator:\S+ (?:[A-Z]{1,3}\d+-\d+|\d+(?:\.\d+)?))([A-Z])$"
)


def lettered_before(key: str) -> list[str]:
    """The keys of a lettered designation's earlier revisions ("SECNAVINST 5211.5E" and
    before for "SECNAVINST 5211.5F", the unlettered first issue too: "Order C19-10" for "Order
    C19-10A"); none for another key."""
    found = LETTERED_REVISION.match(key)
    if found is None:
        return []
    stem, letter = found.groups()
    return [stem, *(f"{stem}{chr(code)}" for code in range(ord("A"), ord(letter)))]


def restated_amended(hit: CueHit, source: Candidate) -> set[str]:
    """What the source's title says it amends, where the phrase's subject restates that title
    ("Protocol KX-301 Amendment 2 (Version 3.0) replaces ..." in that amendment): the source
    itself acts, not the amended document."""
    amended = source.title_amends
    own = words_of_title(source.document.title)
    if not amended or not all(word in own or word.isdigit() for word in hit.subject):
        return set()
    return set(amended)


#: Words before the provision a document acts under ("under section 512(e)", "pursuant to").
AUTHORITY_PREPOSITIONS = frozenset({"under", "to", "per"})
#: The same words right before a name the subject writes.
AUTHORITY_BEFORE = re.compile(
    r"\b(?:under|pursuant\s+to|in\s+accordance\s+with|according\s+to)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def earlier_actors(hit: CueHit) -> set[str]:
    """The names a passive's subject writes as what acted on its document before ("Guidance
    Note GN-11, withdrawn by Notice 2021/07, is reinstated")."""
    return subject_names_after(hit, ACTED_BY_BEFORE)


#: An act ending a document and "by" (not "as amended by": an act on the document takes its
#: amendments along).
ENDED_BY = r"\b(?:withdrawn|revoked|suspended|rescinded|cancell?ed|replaced|superseded)\s+by\s+"
#: A participle and "by" right before a name: what acted on the subject's document.
ACTED_BY_BEFORE = re.compile(rf"{ENDED_BY}(?:the\s+)?$", re.IGNORECASE)
#: An act with "by" before the name that made it (``ACTED_BY_BEFORE``), in a whole sentence.
ACTED_BY_BEFORE_NAME = re.compile(rf"{ENDED_BY}(?:the\s+)?[A-Z]")


def authorities(hit: CueHit) -> set[str]:
    """The names the phrase's subject writes as what the document is made under, no actor
    ("this Key Information Document, prepared under Regulation (EU) No 1286/2014, replaces
    ...")."""
    return subject_names_after(hit, AUTHORITY_BEFORE)


def subject_names_after(hit: CueHit, words_before: re.Pattern[str]) -> set[str]:
    """The names the phrase's subject writes right after words ``words_before`` matches."""
    before = hit.sentence[: max(phrase_at(hit), 0)]
    return {
        key
        for key in hit.before
        if any(
            words_before.search(written[: found.start()])
            for written, found in writings(key, before)
        )
    }


#: The words after a part word naming a part by what it is of, or as a subject.
PART_CONTINUATION = r"(?i:of|to|in|thereof|from|is|are|was|were|shall|has|have|will)\b"


@cache
def part_reference(word: str, *, numbered: bool = False) -> re.Pattern[str]:
    """How a part word refers to a part: by its number or letter ("Section 20", "Part B",
    "Chapter IV"), of or to what it is part of ("the annexes to the Act"), or as the subject
    itself ("the attachment is withdrawn"); not as a word of a description ("opinions
    addressing the small items and impracticable exceptions"). ``numbered``: only by its
    number or letter."""
    unnumbered = "" if numbered else rf"|{PART_CONTINUATION}"
    return re.compile(
        # not a title's year ("the Apparatus Licence Fee Schedule 2018") nor a code of the
        # document so called ("the fees in schedule LIC/FEE/25")
        rf"\b(?i:{re.escape(word)})\s*(?![A-Z][A-Z0-9]*/)"
        rf"(?:(?!(?:19|20)\d\d\b(?![.-]\d))[\d(§]|[A-Z](?![a-z])"
        rf"|[IVXLC]+\b|[ivxlc]+\b{unnumbered})"
    )


def subject_part_named(cue: CueRule, hit: CueHit) -> bool:
    """Whether a passive's subject names a part of what it acts on ("Section 20 of the
    Banking Act is repealed") where the cue does not act on parts or a list; not the part an
    act it names was on ("The suspension of paragraph 22 of Memorandum D1-8-1 announced in
    Customs Notice 20-11 is lifted": the notice is lifted)."""
    return (
        bool(subject_parts(hit))
        and not (cue.parts or lists_after(hit))
        and act_named(hit.subject) is None
    )


@cache
def coded_name_ending(word: str) -> re.Pattern[str]:
    """A name of capitalised words ending in a part's word, then a code: "Licence Condition
    Schedule LCS-11" (not "Schedule 2", "Annex A", "Part IV")."""
    return re.compile(rf"\b(?:[A-Z][a-z]+ )+{word.capitalize()} [A-Z]{{2,}}-?\d")


@cache
def document_named_as_part(word: str) -> re.Pattern[str]:
    """A document's name opening with a part's word, of capitalised words ending in a plural
    ("Schedule of Fees FS-2026", "Schedule of Listing Fees 2024"), no part's number after."""
    return re.compile(rf"\b{word} of (?:[A-Z][a-z]+ )*[A-Z][a-z]+s\b(?! (?!(?:19|20)\d\d\b)\d)")


def subject_parts(hit: CueHit) -> frozenset[str]:
    """The words of a passive's subject naming a part of a document ("Section 20 of the
    Banking Act is repealed"), not those of a bracketed title after its name ("Executive
    Order 13957 (Creating Schedule F in the Excepted Service) is hereby revoked") nor of the
    authority it acts under ("under section 512(e) of the Act, approval of NADA 035-688 ...
    is hereby withdrawn") nor of the kind the sentence calls the source ("The 2024 adult
    schedule is superseded by this schedule")."""
    named = frozenset(
        word
        for before, word in pairwise(("", *hit.subject))
        if word in PART_WORDS
        and before not in AUTHORITY_PREPOSITIONS
        and part_reference(word).search(hit.sentence)
        and re.search(rf"\b(?:this|these) {word}\b", hit.sentence, re.IGNORECASE) is None
        # a document's name: "Schedule of Fees FS-2026", "the Schedule of Listing Fees 2024",
        # not "Schedule 2 of the Act"
        and document_named_as_part(word.capitalize()).search(hit.sentence) is None
        # nor "Licence Condition Schedule LCS-11": the last word of a name before its code
        and coded_name_ending(word).search(hit.sentence) is None
        # nor a document its year names: "the 2025/26 schedule of charges for ... advice"
        and re.search(rf"\b{YEAR_OR_SPAN}\s+{word}\b", hit.sentence, re.IGNORECASE) is None
    )
    if not named:
        return named
    bracketed = {
        word
        for gloss in re.findall(r"\(([^()]*)\)", hit.sentence)
        for word in re.findall(r"[a-z]+", gloss.lower())
    }
    outside = re.findall(r"[a-z]+", re.sub(r"\([^()]*\)", " ", hit.sentence).lower())
    return named - (bracketed - set(outside))


#: Words a description of an earlier document writes besides what that document is about.
DESCRIBING_WORDS = frozenset(
    {"the", "a", "an", "of", "for", "on", "in", "to", "and", "with", "by", "its", "our"}
    | {"their", "this", "that", "these", "those", "previous", "prior", "earlier", "former"}
    | {"original", "current", "existing", "all"}
)
#: The words dating a described document ("the AI examination guidelines published on 22
#: September 2022").
DATING_PARTICIPLE = re.compile(r"\b(?:published|issued|dated|released|adopted|signed|served)\b")
#: The day an act takes effect, after what it acts on: "with effect from 1 July 2026".
EFFECT_FROM = re.compile(r"\bwith\s+effect\s+(?:from|on)\b", re.IGNORECASE)
#: Where a description of an earlier document ends: at the words dating it or a break.
DESCRIPTION_END = re.compile(
    rf"{DATING_PARTICIPLE.pattern}|[,;.(:]"
    # the document's next predicate: "... on Corvalis MX modular hip stems and sets out ..."
    r"|\band\s+(?:sets|provides|gives|includes|adds|updates|reflects|describes|contains"
    r"|introduces|explains|applies|makes|takes|recommends|requires|no\s+longer|will|shall"
    r"|is|are|has|have)\b"
    # the day the act takes effect: "... on charity reserves with effect from 1 July 2026"
    rf"|{EFFECT_FROM.pattern}"
)
#: The fewest words a description must write, and the share of them the described
#: document's title must carry.
DESCRIPTION_WORDS = 3
DESCRIBED_SHARE = 2 / 3


def subject_description(hit: CueHit) -> tuple[str, list[str]]:
    """A passive's subject as a title it cites (``CueHit.cited_subject``), and its words up
    to those dating it: what it is ("the AI examination guidelines published on 22 September
    2022")."""
    # else its words ("the building preservation notice served by Hallowby District Council
    # on 1 March 2021", no title's)
    described = hit.cited_subject[0].text if hit.cited_subject else " ".join(hit.subject)
    # "the application of the Convention ... is suspended": the convention is
    described = APPLYING_OPENING.sub("", described)
    dating = DATING_PARTICIPLE.search(described)
    return described, text_words(described[: dating.start()] if dating else described)


#: Words opening a subject that name a document's application or start, not another
#: document ("Commencement of the Regulator's 2026 guidance on charity reserves is deferred",
#: "The date of application of Chapter 4A (...), made by Release 2023/5, is deferred").
APPLYING_OPENING = re.compile(rf"^(?:(?:the\s+)?operation\s+of\s+|{START_OF.pattern})")


def own_title_describes(words: Sequence[str], source: Candidate) -> bool:
    """Whether a description's words, three at least, are all words the source's title writes
    after the act it names ("Notice: Suspension of the Fast-Track Scheme for Minor Works to
    Protected Trees"; not "SEPA notice of suspension: Kestrel Skips (Scotland) Ltd", whose
    act names nothing)."""
    acted = TITLED_ACT_ON.search(source.document.title or "")
    return (
        acted is not None
        and len(words) >= DESCRIBED_TITLE_WORDS
        and set(words) <= words_of_title(source.document.title[acted.end() :])
    )


#: The fewest words of a description its source's title must write to name it so.
DESCRIBED_TITLE_WORDS = 3
#: A title's act on what its words after it name: "Suspension of the", "Withdrawal of".
TITLED_ACT_ON = re.compile(
    r"\b(?:suspension|withdrawal|revocation|rescission|repeal|cancell?ation|reinstatement"
    r"|replacement|deferral|postponement)\s+of\s+(?:the\s+)?",
    re.IGNORECASE,
)


def subject_describes(hit: CueHit, target: Candidate) -> bool:
    """Whether a passive's subject describes ``target`` in its title's own words, every one of
    at least ``DESCRIPTION_WORDS`` ("The Convention between Varenia and Kestria signed on 12
    April 1995 ... shall cease to have effect")."""
    words = [word for word in subject_description(hit)[1] if not word.isdigit()]
    return len(words) >= DESCRIPTION_WORDS and title_carries(target, words) == len(words)


def described_by(hit: CueHit, target: Candidate) -> bool:
    """Whether the object describes ``target`` in its title's own words: "replaces the
    pneumococcal vaccine recommendations for adults aged 65 years published in November
    2019" of "Use of 13-Valent Pneumococcal Conjugate Vaccine ... Among Adults Aged 65 Years:
    Updated Recommendations ...", most of at least ``DESCRIPTION_WORDS`` words."""
    words = description_words(hit)
    if len(words) < DESCRIPTION_WORDS:
        return False
    return title_carries(target, words) >= DESCRIBED_SHARE * len(words)


def description_words(hit: CueHit) -> list[str]:
    """The words by which the object describes what it acts on, up to where the description
    ends (``DESCRIPTION_END``), less ``DESCRIBING_WORDS`` and month names."""
    at = phrase_at(hit)
    if at < 0:
        return []
    # "Supersedes: X"; "amends Section 703 of the 2024 Standard Specifications": what it is of
    rest = MANNER_OPENING.sub(" ", hit.sentence[at + len(hit.phrase) :].lower(), count=1)
    rest = part_owner(rest.lstrip(" :"))
    end = DESCRIPTION_END.search(rest)
    words = text_words(rest[: end.start() if end else len(rest)])
    if end is not None and (topic := TOPIC_AFTER_DATING.match(rest, end.start())) is not None:
        # what it is on, written after its day: "the guidance issued by the Authority in 2016
        # on the security of networked devices and their software"
        about = topic["topic"]
        stop = DESCRIPTION_END.search(about)
        words += text_words(about[: stop.start() if stop else len(about)])
    return words


#: The words dating a described document and the subject written after them ("issued by the
#: Authority in 2016 on the security of ...").
TOPIC_AFTER_DATING = re.compile(
    rf"{DATING_PARTICIPLE.pattern}[^,;.()]{{0,60}}?\bon\s+(?:the\s+)?(?P<topic>[a-z].*)"
)


def part_owner(described: str) -> str:
    """A description without the numbered part it opens with: what the part is of ("Section
    703 of the 2024 Standard Specifications" describes the 2024 Standard Specifications)."""
    part = PART_OF_OPENING.match(described)
    return described[part.end() :] if part else described


#: A numbered part opening an object, and the "of" before what it is a part of.
PART_OF_OPENING = re.compile(
    rf"^\s*(?:{'|'.join(sorted(PART_WORDS))})\s+[\w.()-]*\d[\w.()-]*\s+of\s+", re.IGNORECASE
)


def text_words(text: str) -> list[str]:
    """The words of a description that say what it is ("third-party" is "third" and
    "party", as a title's words are), less ``DESCRIBING_WORDS``, month names and single
    letters (a possessive's "s")."""
    return [
        word
        for word in re.findall(r"[a-z0-9]+", text.lower())
        if word not in DESCRIBING_WORDS and word not in MONTHS and len(word) > 1
    ]


def title_carries(target: Candidate, words: Sequence[str]) -> int:
    """How many of ``words`` the target's title carries, in any inflection (``word_stem``)."""
    title = target.title_stems
    return sum(word_stem(word) in title for word in words)


def best_described(hit: CueHit, candidates: list[Candidate]) -> list[Candidate]:
    """Of several documents of the day an object names, those whose titles carry most of its
    words ("the letter of authorization issued on March 12, 2021": the letter, not the fact
    sheet issued with it); all where no title carries any."""
    most, best = carrying_most(candidates, description_words(hit))
    return best if most else candidates


def best_described_each_day(hit: CueHit, dated: list[Candidate]) -> list[Candidate]:
    """Of documents named by their days, those of each day best described (``best_described``):
    "the Bylaws effective May 14, 2019, as amended by Amendment No. 1 adopted February 10,
    2021" names one document of each day, however many words either title carries."""
    kept = {t.id for same in by_day(dated).values() for t in best_described(hit, same)}
    return [t for t in dated if t.id in kept]


def by_day(dated: Sequence[Candidate]) -> dict[str, list[Candidate]]:
    """``dated`` grouped by the day each was published."""
    days: dict[str, list[Candidate]] = defaultdict(list)
    for target in dated:
        days[(target.moment("published") or "")[:10]].append(target)
    return days


def carrying_most(
    candidates: Sequence[Candidate], words: Sequence[str]
) -> tuple[int, list[Candidate]]:
    """How many of ``words`` the titles carrying most of them carry, and those candidates."""
    carried = {c.id: title_carries(c, words) for c in candidates}
    most = max(carried.values(), default=0)
    return most, [c for c in candidates if carried[c.id] == most]


def uncovered_days(written: AbstractSet[str], found: Sequence[Candidate]) -> frozenset[str]:
    """The days of ``written`` none of the documents ``found`` is dated on."""
    return frozenset(day for day in written if not any(t.dated_on({day}) for t in found))


#: Where an object's list goes on to its next item.
LIST_ITEM_BREAK = re.compile(r",\s*|\s+and\s+|\bincluding\b", re.IGNORECASE)


def described_items_of_days(
    pool: Pool, source: Candidate, days: AbstractSet[str], hit: CueHit
) -> list[Candidate]:
    """For each whole day of ``days``, the document of the source's domain of that day whose
    title carries most of the words of the object's item naming it, two at least ("...,
    including the label approved in May 2019 and the correction communicated by letter of 4
    November 2019": the letter correcting the label, of that day)."""
    published = source.document.published_at
    found: list[Candidate] = []
    for piece in LIST_ITEM_BREAK.split(object_text(hit)):
        for day in sorted(days & naming_dates(piece, published, describing=True)):
            if len(day) != len("2019-11-04"):
                continue  # a month names no one document
            most, best = carrying_most(of_domain_dated(pool, source, {day}), text_words(piece))
            found += [t for t in best if most >= 2 and t not in found]
    return found


def described_of_day(
    pool: Pool, source: Candidate, days: AbstractSet[str], hit: CueHit
) -> list[Candidate]:
    """The documents of the source's domain of one of ``days`` whose titles carry most of the
    object's words, two at least, of another type than the source's ("the Company's
    announcement of 12 August 2024 regarding the halt in trading" of "...: Trading Halt" in
    its resumption announcement); none where no title carries two, or no whole day is
    written (a title's "(June 2023)" is its own month), but for the one document of a month
    whose title also shares two words of the source's own title ("These standards replace the
    interim procedures issued in March 2022" in "...: Live Day-Old Poultry — Permanent
    Standards": "Interim Procedures — Acceptance of Live Day-Old Poultry ...")."""
    whole = {day for day in days if len(day) == len("2024-08-12")}
    words = description_words(hit)
    most, best = carrying_most(of_domain_dated(pool, source, whole or days), words)
    if most < 2:
        return []
    if whole:
        return best
    subject = {word for word in source.title_words - DESCRIBING_WORDS if len(word) > 2}
    best = [candidate for candidate in best if len(candidate.title_words & subject) >= 2]
    return best if len(best) == 1 else []


#: A relative pronoun right before a passive phrase: ", which is superseded".
RELATIVE_BEFORE = re.compile(r",\s*which\s+$", re.IGNORECASE)


def relative_target(hit: CueHit) -> tuple[str, ...]:
    """What a passive after "which" acts on: the name the relative follows ("this AD retains
    the requirements of EASA AD 2021-0101R2, which is superseded": that AD)."""
    if hit.subject or not hit.after:
        return ()
    at = phrase_at(hit)
    if at <= 0 or not RELATIVE_BEFORE.search(hit.sentence[:at]):
        return ()
    # "With Bulletin 2021-04, this bulletin completes the replacement of Bulletin 2017-11,
    # which is withdrawn": a singular verb, the last name alone
    if hit.phrase.lower().split()[0] not in ("is", "has", "was"):
        return hit.after
    before = hit.sentence[:at]
    # the name (and any key it is written as) closest before the relative
    return written_last(hit.after, before) or hit.after


def written_last(keys: Sequence[str], text: str) -> tuple[str, ...]:
    """Of ``keys``, those written last in ``text`` (a name and any key it is written as)."""

    def last_written(key: str) -> int:  # where the key's last writing ends
        return max((found.end() for _, found in writings(key, text)), default=-1)

    ends = {key: last_written(key) for key in keys}
    closest = max(ends.values(), default=-1)
    return tuple(key for key in keys if ends[key] == closest) if closest >= 0 else ()


def relative_object(hit: CueHit) -> tuple[str, ...]:
    """What an active phrase in a relative clause acts on: the name the relative follows
    ("the program piloted under Army Directive 2019-21, which it supersedes")."""
    at = phrase_at(hit)
    relative = RELATIVE_OBJECT.search(hit.sentence[: max(at, 0)])
    if hit.subject[:1] != ("which",) or relative is None:
        return ()
    return written_last(hit.keys, hit.sentence[: relative.start()])


def acts_with_others(cue: CueRule, hit: CueHit) -> bool:
    """Whether the subject opens with the document itself and joins others to it ("This
    publication and its companion volumes, SP 800-63A, SP 800-63B and SP 800-63C, supersede
    SP 800-63-2", "This document, together with RFC 7230 and RFCs 7232 through 7235,
    obsoletes RFC 2616", "This standard, with SEC-STD-002 v3, replaces ..."): the document
    acts, whatever the others named beside it do."""
    words = hit.subject
    return (
        len(words) > 2
        and words[0] in ("this", "these")
        and words[1] in cue.self_nouns
        and (words[2] in ("and", "with") or words[2:4] == ("together", "with"))
    )


def amended_keys(pool: Pool, source: Candidate, sentence: str) -> list[str]:
    """The keys of the document ``source`` says it amends in its title or in the text before
    ``sentence`` ("Amendment No. 2 to HMG-STD-014", "Amendment to the Employee Handbook (2022
    edition)"): an identifier written there that another document carries, else the title
    it cites (``titled``)."""
    text = source.document.text
    at = text.find(sentence.strip()[:40])
    for opening in (source.document.title or "", text[: max(at, 0)]):
        for found in AMENDMENT_OF.finditer(opening):
            named = found.group(1).upper()
            keys = [
                key
                for key in source.keys
                if key.split(":", 1)[1].upper() in named and pool.sharing([key]) - {source.id}
            ]
            if keys:
                return keys
            written = " ".join(found.group(1).lower().split())
            # "the Employee Handbook (2022 edition), effective 1 May 2023": up to its comma
            cited = [CitedTitle(text, qualified=False) for text in (written.split(",")[0], written)]
            for _, key, _ in titled(pool, cited, source):
                return [key]
    return []


def names_previous_edition(hit: CueHit) -> bool:
    """Whether a passive's subject is the document's one edition before it ("The previous
    version of this policy is superseded as of July 1, 2024"), its edition and month in
    brackets too ("The previous version of this procedure (v1.0, January 2016)"), after an
    opening phrase ("With the issuance of this revision, the previous version (Rev. 2,
    February 2022) is superseded")."""
    words = [word for word in hit.subject if word not in MONTHS]
    starts = [0]
    if words[:1] and words[0] in OPENING_PREPOSITIONS:
        starts = [i for i, word in enumerate(words) if word in ("the", "its")]
    return any(ONE_EARLIER_EDITION.search(" ".join(words[i:])) for i in starts)


#: Prepositions opening a phrase before a passive's subject: "With the issuance of ...".
OPENING_PREPOSITIONS = frozenset({"with", "upon", "on", "following", "after", "from"})


def names_edition_only(hit: CueHit, title: str | None = None) -> bool:
    """Whether a passive's subject is an edition mark alone ("v1.0 is superseded", "Rev. A
    is withdrawn"), or of this document as its title calls it ("revision 1.0 of this
    bulletin", "Rev. 3 of these standard rules"): an earlier edition of the document's own
    identifier or title."""
    own = {"of", "this", "these", "the"} | words_of_title(title)
    words = list(hit.subject)
    if (dated := DAY_IT_STARTS.fullmatch(" ".join(words))) is not None:
        # the day it starts: "The date from which Version 3 applies is moved back"
        words = dated["named"].split()
    if words[:1] and words[0] in OPENING_PREPOSITIONS and "the" in words:
        words = words[words.index("the") :]  # "From that date the 2023 edition of the List"
    # its clause's opening: "..., and Rev. 3 is withdrawn", "on which date Rev. 3 is
    # withdrawn", "; from that date Rev. 3 is withdrawn"
    while words and words[0] in EDITION_CLAUSE_OPENING:
        words.pop(0)
    if words[:1] in (["this"], ["these"]) and "and" in words:
        # a clause of its own before: "This revision takes effect on 1 March 2025 and Rev. 3
        # is withdrawn"
        words = words[len(words) - words[::-1].index("and") :]
    return bool(hit.subject_editions) and all(
        word in EDITION_WORDS or len(word) <= 2 or word in own for word in words
    )


#: Words opening the clause of a passive whose subject is an edition alone.
EDITION_CLAUSE_OPENING = frozenset({"and", "or", "from", "on", "which", "that", "date"})


def lists_after(hit: CueHit) -> bool:
    """Whether a passive's subject announces the list after it ("The following guidelines
    are repealed with effect from 30 September 2019: ..."), labels it, a plural naming no
    document ("Publications superseded by this regulation: AR 600-8-10, dated ..."), or says
    what the list after it is taken from ("The circulars listed in the Appendix stand
    repealed, including ...")."""
    if hit.subject[:2] == ("the", "following"):
        return True
    at = hit.sentence.find(hit.phrase)
    if at < 0 or hit.before:
        return False
    after = at + len(hit.phrase)
    # "the instructions contained in the circulars listed in the Appendix stand repealed,
    # including DBR.KYC.No.07/2014-15 dated July 15, 2014 and ...": the names it includes
    return INCLUDED_LIST.match(hit.sentence, after) is not None or (
        len(hit.subject) <= LABEL_WORDS
        and hit.subject[-1:] != ()
        and hit.subject[-1].endswith("s")
        and LABELLED_LIST.match(hit.sentence, after) is not None
    )


#: A list of what a passive's plural subject takes in, right after the phrase: "[stand
#: repealed], including".
INCLUDED_LIST = re.compile(r"\s*,\s*including\b")
#: The rest of a label announcing a list: "[superseded] by this regulation:".
LABELLED_LIST = re.compile(r"\s*(?:by\s+)?(?:(?:this|the\s+present)\s+)?(?:\w+\s*)?:")
#: The most words a label's subject writes ("Publications", "Army publications").
LABEL_WORDS = 3


def referred_names(hit: CueHit) -> tuple[str, ...]:
    """The names a demonstrative subject stands for: "under Directives 90/385/EEC and
    93/42/EEC, those Directives are repealed" repeals the names its sentence writes with
    that noun ("Directive 90/385/EEC"), none where the noun is not theirs."""
    if len(hit.subject) != 2 or hit.subject[0] not in POINTING_BACK:
        return ()
    noun = hit.subject[1].removesuffix("s")
    return tuple(key for key in hit.keys if key.split(":", 1)[1].lower().startswith(f"{noun} "))


def written_after(hit: CueHit, title: str) -> str:
    """What the longest text the phrase cites writes after ``title``, which it opens with
    (its edition: ", june 2018 edition")."""
    longest = max(
        (c.text for c in hit.cited if c.text.startswith(title)), key=len, default=title
    )
    return longest[len(title) :]


class Citation(NamedTuple):
    """A document's title a cue cites (its ``title_key``), whether the sentence leaves a
    doubt about the act on it (``CitedTitle.qualified``), the year written for it where a
    defined term cites it (``CitedTitle.year``), and the text that cites it (without the
    issuer its key may add: ``issuer_forms``)."""

    key: str
    qualified: bool
    year: str | None = None
    written: str | None = None
    #: An item listed before a name the phrase acts on too (``CitedTitle.listed``).
    listed: bool = False


def cited_title(pool: Pool, cue: CueRule, hit: CueHit, source: Candidate) -> Citation | None:
    """The longest text the object (a passive's subject) cites that is the title of a document
    other than ``source``, a whole title before a main one ("supersedes the Northwind Customer
    Support Policy dated 1 April 2020": the policy so titled, not a shorter title it starts
    with; "replaces Practice Note 12 (Revised)": the note of that main title)."""
    if TITLE_KIND not in cue.target_kinds:
        return None
    # ``titled`` reads the last text first: whole subjects before their list's items
    texts = (
        (*subject_items(hit), *hit.cited_subject)
        if cue.passive and not lists_after(hit)
        else hit.cited
    )
    published = source.moment("published") or ""
    found = (
        (cited, key, holders)
        for cited, key, holders in titled(pool, texts, source)
        if citable(cited.text, holders, source)
        # a title only later documents carry names none it acts on ("General Order 5.01"
        # in its 2021 revision: the 2017 order so main-titled, not the 2024 revision)
        and any((holder.moment("published") or "") <= published for holder in holders)
    )
    first = next(found, None)
    if first is None:
        return None
    cited, key, holders = first
    marks = hit.subject_editions if cue.passive else hit.editions
    if marks and not of_editions(holders, marks):
        # the edition named is another title kind's: "Edition 3 of MSD-G 07" is "MSD-G 07:
        # Pilot Transfer Arrangements (Edition 3)" (main title), not "MSD-G 07 (Edition 2):
        # Amendment 1" (whole title "MSD-G 07" but for its edition)
        cited, key, holders = next(
            (other for other in found if other[0] == cited and of_editions(other[2], marks)),
            first,
        )
    return Citation(key, cited.qualified, cited.year, cited.text, cited.listed)


#: The words opening a passive's subject that make it the source's own ("The
#: renewed authorisation expires on 11 February 2030").
OWN_NEW_SUBJECTS = frozenset({("the", "renewed"), ("the", "new")})


def described_title(
    pool: Pool,
    pack: DomainPack,
    cue: CueRule,
    hit: CueHit,
    source: Candidate,
    written: AbstractSet[str],
) -> Citation | None:
    """The title an active phrase's object (a passive's subject: "the FDIC's 2008 guidance
    for managing third-party risk is rescinded") describes in other words, where it cites none
    exactly ("replaces the 2019 statutory guidance on accessible private hire vehicles" of
    "Access to Taxis and Private Hire Vehicles: Statutory Guidance (2019)", "Supersedes:
    Stalking and Harassment legal guidance (revised 2 August 2021)"): of the earlier
    documents of its domain the pack may act on, the one whose title carries most of the
    description's words (``DESCRIBED_SHARE`` of them, two at least) and is of the day or year
    it writes; None where none or several are. Unless its title carries every word, or a
    day or year names it, the act is left to a curator (``Citation.qualified``)."""
    if TITLE_KIND not in cue.target_kinds:
        return None
    if cue.passive:  # "the FDIC's 2008 guidance for managing third-party risk is rescinded"
        if hit.before or not hit.cited_subject or hit.subject[:2] in OWN_NEW_SUBJECTS:
            return None  # "The renewed authorisation expires on ...": the source's own
        described, words = subject_description(hit)
        all_words = text_words(described)
    else:
        if hit.after or RESTRICTIONS & set(hit.subject):
            return None  # "This interim policy replaces ...": for a time
        described = part_owner(object_text(hit))
        words = all_words = description_words(hit)
    # its year, also where the words dating it write it: "... dosing schedules published in 2017"
    years = {word for word in all_words if YEAR.fullmatch(word)} | set(
        DATING_YEAR.findall(described)
    )
    described_so = hit.cited or years or own_title_describes(words, source)
    if not (hit.cited_subject if cue.passive else described_so):
        # in lower case, a description dates what it describes by its year, unless the
        # source's own title writes it ("the Council has suspended the fast-track scheme for
        # minor works to protected trees" under "Notice: Suspension of the Fast-Track Scheme
        # for Minor Works to Protected Trees")
        return None
    words = [word for word in words if not word.isdigit()]
    named = next((i for i, word in enumerate(words) if word in TITLING_WORDS), None)
    if named is not None:  # "the Drug Safety Communication titled FDA warns that ...": the title
        words = words[named + 1 :]
    if len(words) < 2 or UNRESTRICTED_OBJECT.match(described):
        return None
    # its days as the description writes them ("(revised 2 August 2021)"), if no naming word
    written = written or naming_dates(own_description(described), describing=True) - source.own_days
    last = word_stem(words[-1])  # what it names: not the policy "the Policy Addendum" amends
    published = source.moment("published") or ""
    scored = [
        (carried, candidate)
        for candidate in pool.by_title_stem.get(last, ())
        if candidate.id != source.id
        and candidate.document.domain == source.document.domain
        and (candidate.moment("published") or "") <= published
        and may_target(pack, cue, candidate)
        # not an act on what it describes ("Emergency Suspension of Carryout Bag Requirements"
        # for "Reinstating Carryout Bag Requirements")
        and not (ACT_NOUNS & candidate.title_words) - set(words)
        and (carried := title_carries(candidate, words)) >= max(2, DESCRIBED_SHARE * len(words))
        and (not years or of_any_year(candidate, years))
        and (not written or candidate.dated_on(written))
        and titles_parts_numbered(candidate, described)
    ]
    most = max((carried for carried, _ in scored), default=0)
    best = [candidate for carried, candidate in scored if carried == most]
    # not a document whose title is about the one described ("Errata No. 1 to the 2024
    # Standard Specifications", "Transition to the 2024 Standard Specifications")
    best = [t for t in best if not titled_about(t, words)] or best
    if len(best) != 1:
        return None
    target = best[0]
    key = whole_title_key(target)
    if key is None:
        return None
    # every word (but its owner's: "the Authority's guidance on tattoo and permanent make-up
    # inks"), or its day or year
    owner = OWNER_OPENING.match(described.strip())
    owned = [word for word in words if not owner or word not in owner["owner"].lower().split()]
    certain = (
        most == len(words)
        or (len(owned) >= 2 and title_carries(target, owned) == len(owned))
        or bool(written or years)
    )
    # its one year picks the edition its key titles ("The 2024 adult schedule is superseded")
    year = next(iter(years)) if len(years) == 1 else None
    return Citation(key, hit.qualified or not certain, year, " ".join(words))


#: A possessive owner opening a description: "the Authority's guidance on ...".
OWNER_OPENING = re.compile(r"^(?:the\s+)?(?P<owner>[a-z]+(?:\s+[a-z]+){0,3})['\u2019]s\s", re.I)
#: What a title writes right before the name of a document it is about: "Errata No. 1 to
#: the 2024 ...", "Guidance on the ...", "Transition to the ...".
ABOUT_BEFORE = re.compile(
    r"\b(?:to|on|about|for|regarding|under)\s+(?:the\s+)?(?:(?:19|20)\d\d\s+)?$", re.IGNORECASE
)


def titled_about(target: Candidate, words: Sequence[str]) -> bool:
    """Whether the target's title writes the first of a description's words right after a
    word making the title about it (``ABOUT_BEFORE``)."""
    title = (target.document.title or "").lower()
    found = re.search(rf"\b{re.escape(words[0])}\b", title) if words else None
    return found is not None and ABOUT_BEFORE.search(title[: found.start()]) is not None


#: A year the words dating a description write: "published in 2017", "issued 2019".
DATING_YEAR = re.compile(
    # its issuer between: "the guidance issued by the Authority in 2016"
    rf"(?:{DATING_PARTICIPLE.pattern})\s+(?:by\s+(?:the\s+)?[\w'-]+(?:\s+[\w'-]+){{0,3}}?\s+)?"
    r"(?:in\s+)?((?:19|20)\d\d)\b"
)
#: A relative clause after a description: ", which concludes on 31 January 2024".
RELATIVE_AFTER = re.compile(r",\s+(?:which|that|who)\b")


def own_description(described: str) -> str:
    """A description without a relative clause telling what else befell the document ("JCVI's
    advice for the autumn 2023 programme, which concludes on 31 January 2024": not the day it
    is named by), unless the clause dates it ("..., which was published on 3 May 2021")."""
    # nor the day the act itself takes effect ("... on charity reserves with effect from 1 July
    # 2026")
    described = EFFECT_FROM.split(described, maxsplit=1)[0]
    relative = RELATIVE_AFTER.search(described)
    if relative is None or DATING_PARTICIPLE.search(described, relative.end()):
        return described
    return described[: relative.start()]


def entity_described(
    pool: Pool,
    pack: DomainPack,
    cue: CueRule,
    hit: CueHit,
    source: Candidate,
    written: AbstractSet[str],
) -> Citation | None:
    """The document an object (a passive's subject) names by its kind and an entity it is
    about, citing no title ("supersedes the trading halt notice for BRVX issued at 09:42:18
    ET", "The LUDP pause notice for QNTM is superseded by this resumption notice"): of the
    earlier documents of its domain carrying every such entity that the pack may act on, the
    one whose title or doc type carries most of the other words of the description but its
    document noun (one at least: "the notice for BRVX" describes none); None where none or
    several are. A word its title lacks leaves the act to a curator."""
    if TITLE_KIND not in cue.target_kinds or hit.cited or hit.cited_subject:
        return None
    if cue.passive:
        entities = set(hit.before)
        described = re.split(r"[;:,]", hit.sentence[: max(phrase_at(hit), 0)])[-1]
        dating = DATING_PARTICIPLE.search(described)
        words = text_words(described[: dating.start()] if dating else described)
    else:
        if hit.after:
            return None
        entities = set(hit.keys) - set(hit.before)
        words = description_words(hit)
    if not entities or any(key.split(":", 1)[0] in cue.target_kinds for key in entities):
        return None
    spelled = {word for key in entities for word in text_words(key.split(":", 1)[1])}
    kind = [
        word
        for word in words
        if word not in spelled and word not in pack.document_nouns and not word.isdigit()
    ]
    if not kind:
        return None
    published = source.moment("published") or ""

    def carried(candidate: Candidate) -> int:
        stems = candidate.title_stems | type_stems(candidate.document.doc_type)
        return sum(word_stem(word) in stems for word in kind)

    scored = [
        (count, candidate)
        for doc_id in sorted(pool.sharing(sorted(entities)) - {source.id})
        if entities <= (candidate := pool.by_id[doc_id]).keys
        and candidate.document.domain == source.document.domain
        and (candidate.moment("published") or "") <= published
        and may_target(pack, cue, candidate)
        # the entity it is about names it, its kind words tell it from others about it
        and (count := carried(candidate)) >= len(kind) / 2
        and (not written or candidate.dated_on(written))
    ]
    most = max((count for count, _ in scored), default=0)
    best = [candidate for count, candidate in scored if count == most]
    key = whole_title_key(best[0]) if len(best) == 1 else None
    if key is None:
        return None
    return Citation(key, hit.qualified or most < len(kind), written=" ".join(kind))


def whole_title_key(target: Candidate) -> str | None:
    """The key a description citing ``target`` by its title names it by (its whole title)."""
    return next((k for k in sorted(target.title_names) if k.startswith(f"{TITLE_KIND}:")), None)


def act_named(words: Sequence[str]) -> str | None:
    """The act a phrase's subject or object opens with, on what follows ("the suspension of
    Rule 12-04", "its revocation of EUA 104"): the act is the target, not what it acted on."""
    words = [word for word in words if word not in TITLE_DETERMINERS | {"this", "that"}]
    # "of" right before the name ("The extension of Nepal's designation announced at 81 FR
    # 74470" is the extension itself), whatever describes the act after it ("the suspension
    # of Ethics Opinion 18-06 announced by the Committee on February 10, 2020")
    if words[1:2] == ["of"] and words[0] in ACT_NOUNS:
        return words[0]
    # a decision to act: "The delegate's decision of 17 June 2022 to cancel registration
    # SWD-2019-0113 is set aside" is the cancellation
    decided = DECISION_TO_ACT.search(" ".join(words))
    return ACT_OF_VERB[decided[1]] if decided is not None else None


#: A decision to act on what follows, and the act's verb (who made it and when between:
#: "the decision of Harrowmere District Council dated 16 September 2024 to revoke").
DECISION_TO_ACT = re.compile(
    r"^(?:\S+\s+)?decision\b(?:\s+\S+){0,8}?\s+to\s+"
    r"(cancel|revoke|suspend|withdraw|rescind|repeal|terminate)\b"
)
#: The act each verb of ``DECISION_TO_ACT`` makes.
ACT_OF_VERB = {
    "cancel": "cancellation", "revoke": "revocation", "suspend": "suspension",
    "withdraw": "withdrawal", "rescind": "rescission", "repeal": "repeal",
    "terminate": "termination",
}


#: A participle saying which document made an act, before that document's name ("the
#: suspension of continuing education requirements announced on April 9, 2020 in Emergency
#: Order 2020-2", "... announced on 4 April 2022 (PM-2022-03)").
ACT_MADE_IN = re.compile(
    r"\b(?i:announced|imposed|issued|ordered|published|declared|introduced|granted|made"
    r"|effected)\b"
    r"[^;]{0,40}?(?:\b(?i:in|by|under)\s+(?i:the\s+)?(?:[A-Z][\w-]*\s+){0,3}|\(\s*)$",
)


def act_makers(hit: CueHit, keys: Sequence[str]) -> list[str]:
    """The keys a phrase's subject names as the document that made the act it opens with,
    after a participle saying so ("the suspension of continuing education requirements
    announced on April 9, 2020 in Emergency Order 2020-2"), not what the act was on."""
    subject = hit.sentence[: max(phrase_at(hit), 0)]
    return [
        key
        for key in keys
        if any(
            ACT_MADE_IN.search(written[: found.start()])
            for written, found in writings(key, subject)
        )
    ]


def titles_act_on(target: Candidate, act: str, keys: Sequence[str]) -> bool:
    """Whether the target's title names ``act`` on one of ``keys`` ("Notice 2020-31:
    Suspension of Rule 12-04" for "the suspension of Rule 12-04")."""
    # its title names the act on one of them, or the act is its own ("Policy Memo
    # PM-2022-03: Temporary suspension of clause 6.2 ..." for "the suspension ... announced
    # on 4 April 2022 (PM-2022-03)")
    named = (target.title_replaces() | target.own_title_keys()) & set(keys)
    return bool(named) and titles_act(target, act)


def states_act(target: Candidate, act: str) -> bool:
    """Whether the target's text states ``act`` in the passive ("It is suspended with
    immediate effect")."""
    return ACTS_STATED[act].search(target.document.text or "") is not None


def titles_act(target: Candidate, act: str) -> bool:
    """Whether the target's title names ``act`` by its noun or its participle ("Notice of
    Temporary Suspension of Dealing", "Opinion 18-06 Suspended")."""
    return not {word_stem(act), word_stem(ACT_PARTICIPLES[act])}.isdisjoint(target.title_stems)


#: The act a lifting ends.
SUSPENSION = "suspension"
#: Nouns of an act on a document a title may open with ("Suspension of X", "Repeal of X"),
#: each with the participle a title may write its act with instead ("Opinion 18-06 Suspended
#: Pending Supreme Court Action" for "the suspension of Opinion 18-06").
ACT_PARTICIPLES = {
    SUSPENSION: "suspended", "repeal": "repealed", "rescission": "rescinded",
    "withdrawal": "withdrawn", "revocation": "revoked", "reinstatement": "reinstated",
    "cancellation": "cancelled", "termination": "terminated", "extension": "extended",
    "amendment": "amended", "retirement": "retired", "recall": "recalled",
}
ACT_NOUNS = frozenset(ACT_PARTICIPLES)
#: Each act stated in the passive: "is suspended", "are hereby withdrawn".
ACTS_STATED = {
    act: re.compile(rf"\b(?:is|are)\s+(?:hereby\s+)?{participle}\b", re.IGNORECASE)
    for act, participle in ACT_PARTICIPLES.items()
}
#: Words after which a description gives the title itself.
TITLING_WORDS = frozenset({"titled", "entitled", "called"})
#: An object naming every document of a kind, none in particular ("supersedes all prior
#: agreements").
UNRESTRICTED_OBJECT = re.compile(r"\s*(?:all|any|every|each|other)\b", re.IGNORECASE)


def titles_parts_numbered(target: Candidate, described: str) -> bool:
    """Whether the target's title names each numbered part a description names, and writes
    each compound number it writes: "Repealing and Re-enacting Chapter 2.50" describes no
    "Ordinance Repealing and Re-enacting Chapter 8.24" however many words they share, nor
    does "License Condition 2.C(4)" the "Order Modifying Licenses ... Conditions"."""
    title = target.document.title or ""
    own = numbered_parts(title)
    # the numbers of what it names, not of what the sentence goes on to say ("Cumulative
    # Update 1 (14.2.1) and contains the fix shipped in hotfix 14.2.0.1")
    named = NAMING_END.split(described, maxsplit=1)[0]
    return all(part in own for part in numbered_parts(described)) and all(
        number.lower() in title.lower() for number in COMPOUND_NUMBER.findall(named)
    )


#: Where the words naming a document end and the sentence goes on (a number's own full stop
#: or bracket, "2.C(4)", ends nothing).
NAMING_END = re.compile(r"[,;]|\s(?:and|which|that|including|with)\s", re.IGNORECASE)


#: A number of parts, as a provision, a condition or a document is numbered ("2.C(4)",
#: "12.1", "31(b)", "2020/03"), not a day or a month ("02/2021", "12/05/2020") or a span of
#: years ("2019-2022").
COMPOUND_NUMBER = re.compile(
    r"(?<![\w./-])(?!\d{1,2}[/.-]\d{4}\b|\d{1,2}/\d{1,2}/\d{2,4}\b|\d{4}[-/]\d{2,4}\b)"
    r"(\d[\w]*(?:[./-]\w+|\(\w{1,3}\))+)"
)


def of_any_year(target: Candidate, years: AbstractSet[str]) -> bool:
    """Whether the target was published in, or its title writes, one of ``years``."""
    published = (target.moment("published") or "")[:4]
    return published in years or any(year in (target.document.title or "") for year in years)


def listed_titles(
    pool: Pool, cue: CueRule, hit: CueHit, source: Candidate, *, subject: bool = False
) -> list[str]:
    """The title keys of the documents a list after the phrase (``subject``: a passive's
    subject, ``subject_items``) cites, one per item (a text spanning two items cites
    neither)."""
    if TITLE_KIND not in cue.target_kinds:
        return []
    texts = subject_items(hit) if subject else hit.cited
    if subject and not texts:
        return []
    # one title per text, the first it is read as ("the Managed Database SLA": not also the
    # "... Service Level Agreement" its acronym spells)
    first: dict[str, str] = {}
    for cited, key, holders in titled(pool, texts, source):
        if ";" not in cited.text and citable(cited.text, holders, source):
            first.setdefault(cited.text, key)
    return list(dict.fromkeys(first.values()))


#: Where a list of titles parts, outside brackets: "X 2010 and the Y 2019", "X, the Y".
TITLE_LIST_JOIN = re.compile(r",?\s+and\s+(?:of\s+)?(?=the\s)|,\s+(?=the\s)")


def same_opening(text: str, start: int, index: int) -> re.Match[str] | None:
    """An "and" at ``index`` joining two titles that open alike ("Local Law No. 2 of 2023 and
    Local Law No. 5 of 2023"), the item before it from ``start``; None elsewhere (not "Fire
    Safety and Building Code")."""
    found = AND_JOIN.match(text, index)
    if found is None:
        return None
    opening = text[start:].split()[:OPENING_WORDS]
    following = text[found.end() :].split()[:OPENING_WORDS]
    return found if len(opening) == OPENING_WORDS and opening == following else None


#: An "and" between two items of a list.
AND_JOIN = re.compile(r",?\s+and\s+")
#: How many opening words two titles of one list share ("Local Law").
OPENING_WORDS = 2


def subject_items(hit: CueHit) -> tuple[CitedTitle, ...]:
    """Each item of a list a passive subject's cited texts join ("The Wireless Telegraphy
    (Exemption and Amendment) Regulations 2010 and the Wireless Telegraphy (Exemption)
    (Amendment) Regulations 2019 are revoked") as a text of its own; none where no list is."""
    items: list[CitedTitle] = []
    for cited in hit.cited_subject:
        depth, start = 0, 0
        for index, char in enumerate(cited.text):
            depth += (char == "(") - (char == ")")
            found = (
                TITLE_LIST_JOIN.match(cited.text, index) or same_opening(cited.text, start, index)
                if depth == 0
                else None
            )
            if found and index > start:
                items.append(CitedTitle(cited.text[start:index], cited.qualified))
                start = found.end()
        if start:
            items.append(CitedTitle(cited.text[start:], cited.qualified))
    # an item's article may be no word of its title: "... and the Apparatus Licence Fee
    # Schedule 2018 are repealed" (but "The Wireless Telegraphy ... Regulations 2019" is so
    # titled)
    bare = [CitedTitle(LEADING_ARTICLE.sub("", i.text), i.qualified) for i in items]
    return tuple(dict.fromkeys([*items, *bare]))


#: The article opening a list's item.
LEADING_ARTICLE = re.compile(r"^the\s+")


def acting_title(pool: Pool, cue: CueRule, hit: CueHit, source: Candidate) -> str | None:
    """The title key of another document an active phrase's subject cites: "The Northwind
    Customer Support Policy replaces X" in a newsletter reports the policy's act (the source's
    own title, or an edition's sharing it, is the source itself)."""
    if not cue.active or TITLE_KIND not in cue.target_kinds:
        return None
    if writes_edition(source.document.title, hit.subject_editions):
        return None  # "General Order 5.01 (rev. 2021) supersedes ..." in that revision
    keys = (key for _, key, _ in titled(pool, hit.cited_subject, source))
    return next((key for key in keys if key not in source.title_names), None)


def titled(
    pool: Pool, texts: Sequence[CitedTitle], source: Candidate
) -> Iterator[tuple[CitedTitle, str, list[Candidate]]]:
    """For each text a phrase may cite a title by, longest first, and each title kind (whole
    before main): its key and the documents other than ``source`` so titled, where any are."""
    # "the 2015 Field Triage and Trauma Destination Guideline": that year's edition of the
    # title after the year, where no title writes the year first; read before the items of a
    # list the title's own "and" seems to make ("Trauma Destination Guideline")
    year_first: list[CitedTitle] = []
    others: list[CitedTitle] = []
    for written in reversed(texts):
        year = LEADING_YEAR.match(written.text) if written.year is None else None
        if year is None:
            others.append(written)
        else:
            after = written._replace(text=written.text[year.end() :], year=year[1])
            year_first += [written, after]
    # "this index replaces the Atlas Global Clean Energy Index" in a methodology: the "Atlas
    # Global Clean Energy Index Methodology", named without its kind
    own_kind = source.document.doc_type.replace("_", " ")
    for cited in [*year_first, *others]:
        if (edition_of := edition_titled_of(cited.text, source.document.title)) is not None:
            # an edition alone its notice's title says what it is of: "The date of application
            # of Revision 4 is deferred" in "Notice ... - Revision 4 of the Airspace Change
            # Process Guidance: Revised Date of Application"
            cited = cited._replace(text=edition_of)
        forms = cited_forms(cited.text, source.document.title, source.letterhead)
        typed = [f"{form} {own_kind}" for form in forms if not form.endswith(own_kind)]
        collected = [
            f"{name} {form}"
            for name in pool.collections
            for form in forms
            if not form.startswith(name) and not form.startswith("the ")
        ]
        for text in [*forms, *spelled_out(forms, pool.acronyms), *typed, *collected]:
            for kind in TITLE_KINDS:
                key = title_key(text, kind)
                holders = [
                    pool.by_id[doc_id] for doc_id in sorted(pool.sharing([key]) - {source.id})
                ]
                if holders:
                    yield cited, key, holders


#: A year opening a cited title, and the words after it.
LEADING_YEAR = re.compile(r"((?:19|20)\d\d) (?=[a-z])")


def spelled_out(forms: Sequence[str], acronyms: Mapping[str, str]) -> list[str]:
    """The cited ``forms`` with the acronyms the pool defines spelled out ("the NMRC
    (Registration) Rules 2015" cites "The Nursing and Midwifery Regulatory Council
    (Registration) Rules 2015"), where any is written."""
    spelled = []
    for form in forms:
        words = form.split(" ")
        if any(word in acronyms for word in words):
            spelled.append(" ".join(acronyms.get(word, word) for word in words))
    return spelled


#: A document's taking effect written after its name: "..., takes effect", "comes into force".
TAKES_EFFECT = re.compile(
    r",?\s+(?:takes?|comes?|enters?)\s+(?:into\s+)?(?:effect|force|operation|application)$"
)


def cited_forms(cited: str, own_title: str | None, letterhead: str | None = None) -> list[str]:
    """The titles a cited text may name: with the citing title's issuer (``issuer_forms``) or
    the issuer its letterhead names ("HALVORSEN GROUP - COMPLIANCE NOTICE": "the Code of
    Business Conduct (Version 4)" is "Halvorsen Group Code of Business Conduct (Version 4,
    2022)"), itself, and a part "of" a title as that title's part ("section 1714.8 of the
    civil code" is "civil code section 1714.8", a statute stored by section)."""
    # the issuer's own first: "the Code of Business Conduct" in Carrow & Linde's Code is
    # Carrow & Linde's, not an addendum whose heading is "Code of Business Conduct"
    issued = [f"{letterhead} {cited}"] if letterhead and not cited.startswith(letterhead) else []
    forms = [*issuer_forms(cited, own_title), *issued, *periodical_forms(cited, own_title), cited]
    if (owned := OWNER_BEFORE_TITLE.match(cited)) is not None:
        # its issuer's possessive before it: "the Borough's Home to School Transport Policy
        # 2021" (which issuer's, ``possessive_owners`` tells)
        forms += cited_forms(cited[owned.end() :], own_title, letterhead)
    part = PART_OF.fullmatch(cited)
    if part is not None:
        forms.append(f"{part.group(2)} {part.group(1)}")
        # a part titled after a comma, its edition left to the cue: "Chapter 8 of the Main
        # Board Listing Rules (Release 12)" is "Main Board Listing Rules, Chapter 8: ..."
        forms.append(f"{EDITION_SUFFIX.sub('', part.group(2))}, {part.group(1)}")
    if (start := START_OF.match(cited)) is not None and start.end() < len(cited):
        # the document whose start a subject names: "the date of application of the
        # Charging Scheme 2026 is deferred" cites "Charging Scheme 2026" (and, in "RSR Notice
        # 2026/11: Charging Scheme 2026", the issuer's "RSR Charging Scheme 2026")
        # (its edition told apart by the subject's marks: "the date of application of Rule
        # Book Module TW1 Issue 6" cites "Rule Book Module TW1: ..., Issue 6")
        heading = SUBJECT_BREAK.split(own_title or "", 1)[0]
        forms += named_forms(cited[start.end() :], heading, letterhead)
    if (dated := DAY_IT_STARTS.fullmatch(cited)) is not None:
        # the document named between a day's "which" and its start: "the date from which
        # version 3.0 of the guidance on providing boarding in kennels for dogs applies"
        forms += named_forms(dated["named"], own_title, letterhead)
    if (acted := ACT_ON.match(cited)) is not None and acted.end() < len(cited):
        # the document an act a subject names is on: "The suspension of Practice Direction
        # 1/2017 is lifted" cites "Practice Direction 1/2017"
        forms += cited_forms(cited[acted.end() :], own_title, letterhead)
    if (effect := TAKES_EFFECT.search(cited)) is not None and effect.start() > 0:
        # the document a clause's start names: "the date on which Approved Document L, 2026
        # edition, takes effect is deferred" cites "Approved Document L, 2026 edition"
        forms += named_forms(cited[: effect.start()], own_title, letterhead)
    if (edition := EDITION_OF.match(cited)) is not None and edition.end() < len(cited):
        # "Issue 2 of Annex CC.A.9": the annex's title, its edition told apart by the mark
        # the cue reads (``CueHit.subject_editions``)
        named = cited[edition.end() :]
        forms.append(named)
        if edition["numbered"] and f"{named} (" not in (own_title or "").lower():
            # "Revision 5 of the Brand Standard" is "...: Brand Standard (Revision 5)" (in an
            # edition of that series, its chain of editions names the others)
            forms.append(f"{named} ({edition['numbered']})")
    return forms


#: An owner's possessive opening a cited title: "the borough's ", "the council's ".
OWNER_BEFORE_TITLE = re.compile(r"(?:the\s+)?[a-z][\w-]*(?:\s[a-z][\w-]*){0,3}['\u2019]s\s+(?=\S)")


def edition_titled_of(cited: str, own_title: str | None) -> str | None:
    """What the citing title writes a bare edition ``cited`` ("revision 4") to be of
    ("revision 4 of the airspace change process guidance", up to its next mark) or the code
    it writes before it ("slq-ds version 3"); else None."""
    if BARE_EDITION.fullmatch(cited) is None or not own_title:
        return None
    title = " ".join(own_title.lower().split())
    found = re.search(rf"(?<!\w){re.escape(cited)} of (?:the )?[^:;,()\u2013\u2014]+", title)
    if found is None:
        found = re.search(rf"(?<![\w-])[a-z][a-z0-9]*(?:[-/][a-z0-9]+)+ {re.escape(cited)}$", title)
    return found.group().strip() if found else None


#: An edition named alone: "revision 4", "issue 2", "the 2026 edition".
BARE_EDITION = re.compile(
    r"(?:the\s+)?(?:(?:issue|edition|revision|rev\.|version)\s+\d[\w.]*"
    r"|(?:19|20)\d\d\s+(?:edition|issue|version|revision))"
)


def named_forms(named: str, own_title: str | None, letterhead: str | None) -> list[str]:
    """The titles a document a subject names (by its start, by its taking effect) may carry,
    and that name without its edition, which the subject's marks tell apart."""
    forms = cited_forms(named, own_title, letterhead)
    if (edition_free := EDITION_SUFFIX.sub("", named)) != named:
        forms.append(edition_free)
    return forms


#: A subject naming the day a document starts, the document between: "the date from which X
#: applies", "the date on which X comes into force".
DAY_IT_STARTS = re.compile(
    rf"{DATE_IT_STARTS.pattern}(?P<named>.+?)\s+"
    r"(?:applies|apply|commences|takes\s+effect|comes\s+into\s+(?:force|effect|operation))"
)
#: An act named before the document it is on: "the suspension of".
ACT_ON = re.compile(r"(?:the\s+)?suspension\s+of\s+(?:the\s+)?")
#: An edition named before the title it is of: "issue 2 of", "revision 3 of the", "the 2015
#: edition of".
EDITION_OF = re.compile(
    # by its number alone, kept: "revision 5 of"
    r"(?:the\s+)?(?:(?P<numbered>(?:issue|edition|revision|version)\s+\d+)(?=\s+of\s)"
    r"|(?:issue|edition|revision|rev\.|version)\s+[\w.]*\d[\w.]*"
    r"|(?:19|20)\d\d\s+(?:edition|issue|version|revision))\s+of\s+(?:the\s+)?"
)


def periodical_forms(cited: str, own_title: str | None) -> list[str]:
    """A cited text with the opening its citing title's first comma closes, where the cited
    text is no part of that opening: a periodical's items cite each other without its name
    ("This advice replaces Second Quarter 2019, Item 11" in "Coding Advice Quarterly, Fourth
    Quarter 2022, Item 3: ..." cites "Coding Advice Quarterly, Second Quarter 2019, Item
    11")."""
    opening, comma, _ = " ".join((own_title or "").lower().split()).partition(", ")
    if not comma or cited.startswith(opening) or "," not in cited:
        return []
    return [f"{opening}, {cited}"]


def issuer_forms(cited: str, own_title: str | None) -> list[str]:
    """A cited title with the issuer the citing document's own title opens with: in "DLSE
    Guidance 2024-01", "Guidance 2019-03 is withdrawn" cites "DLSE Guidance 2019-03", and in
    "Calder Systems Code of Business Conduct (2024)", "the Code of Ethics" is Calder's ("Calder
    Systems Code of Ethics (2018)"): the words before the cited title's first word there; else
    each name the title opens with ("Special Order 19-07" in "Harbor City Police Department
    General Order 4.12 — ..." is "Harbor City Police Department Special Order 19-07")."""
    title = " ".join((own_title or "").lower().split())
    first = cited.split(" ", 1)[0]
    if first == "the":
        return []
    at = f" {title} ".find(f" {first} ")
    if at == 0:
        return []
    if at > 0:
        issuer = title[: at - 1].strip()
        # no issuer's name ends with an article ("order amending the" before "certain medical
        # goods remission order" in "Order Amending the Certain Medical Goods ... No. 2")
        named = is_issuer(issuer) and issuer.rsplit(" ", 1)[-1] not in ("the", "a", "an")
        return [f"{issuer} {cited}"] if named else []
    words = HEADING_DASH.split(title, maxsplit=1)[0].split()
    openings = (" ".join(words[:count]) for count in range(min(len(words), ISSUER_WORDS), 0, -1))
    return [f"{issuer} {cited}" for issuer in openings if is_issuer(issuer)]


def presents_itself(hit: CueHit, self_nouns: Collection[str]) -> bool:
    """Whether a participle acts for what its subject presents as following: "The Port
    Authority gives the following direction amending the Pilotage Directions 2023" (the
    direction that follows, the document itself)."""
    return (
        hit.phrase.lower().endswith("ing")
        and hit.subject[-3:-1] == ("the", "following")
        and hit.subject[-1] in self_nouns
    )


def names_another_title(hit: CueHit, source: Candidate, self_nouns: Collection[str] = ()) -> bool:
    """Whether the subject is a title of three words or more that is not the source's own
    ("The Northwind Customer Support Policy replaces ..." in a newsletter): a document the
    store does not hold acting, not the source ("The Hybrid Working Policy replaces ..." in
    the Hybrid Working Policy is, as "C20 On its effective date this Standard" is)."""
    if not hit.cited_subject or hit.subject[:1] == ("it",):  # "It includes ... and replaces"
        return False
    if hit.subject[:1] and hit.subject[0] in HEADER_PARTICIPLES:
        return False  # "Approved by the Executive Committee on ..., the 2023 List ... replaces"
    if presents_itself(hit, self_nouns):
        return False
    subject = hit.cited_subject[0].text
    words = TITLE_WORDS.findall(subject)
    if len(words) < 3 or EDITION_WORDS & set(words):  # "Revision D replaces Revision C"
        return False
    at = hit.sentence.lower().find(subject)
    if at >= 0 and hit.sentence[at].islower():
        return False  # "The amendments in this Update ... supersede": words, no title
    if len(introduced(tuple(words), self_nouns)) < len(words):
        return False
    edition = TITLE_YEAR_EDITION.match(f"the {subject}")
    if edition and title_year_edition(edition.group(), source.document.title) and re.search(
        rf"(?<!\d){edition['year']}(?!\d)", source.document.title or ""
    ):
        return False  # "The 2023 Guidelines Manual ... supersedes" in its 2023 Edition
    whole, main = title_forms(source.document.title)
    return subject not in whole and subject != main


def citable(text: str, holders: Sequence[Candidate], source: Candidate) -> bool:
    """Whether a title is cited: one of three words or more, or a shorter one ("the
    Whistleblowing Procedure") every document so titled shares the source's declared doc type
    with; "the Support Policy" in a memo is a phrase."""
    doc_type = source.document.doc_type
    return len(TITLE_WORDS.findall(text)) >= 3 or (
        doc_type != UNTYPED and all(h.document.doc_type == doc_type for h in holders)
    )


def keys_cite(keys: Sequence[str]) -> bool:
    """Whether a cue's target keys are a cited title (``cue_roles``)."""
    return bool(keys) and keys[0].split(":", 1)[0] in TITLE_KINDS


def of_cited_year(chosen: Sequence[Candidate], hit: CueHit, citation: Citation) -> list[Candidate]:
    """Of the documents a cue cites by title, those published in the year written for it
    (``citation.year``, where a defined term's definition wrote it; else ``DATED_YEAR`` after
    the title as written, else after the phrase: "the Northwind Customer Support Policy dated
    1 April 2020", "supersedes the 2019 edition"): none where that year contradicts them ("the
    Code of Conduct adopted ... in 2016" is not a 2019 code); all where no year is written."""
    year = citation.year
    if year is None:
        sentence = hit.sentence.lower()
        cited = citation.written or citation.key.split(":", 1)[1]
        at = sentence.find(cited)
        end = at + len(cited) if at >= 0 else sentence.find(hit.phrase.lower()) + len(hit.phrase)
        dated = DATED_YEAR.match(sentence[end : end + CITED_DATE_CHARS]) or (
            # "the Department's 2024 Rule, Defining and Delimiting ..."
            YEAR_BEFORE_TITLE.search(sentence[max(0, at - CITED_DATE_CHARS) : at])
            if at > 0
            else None
        )
        year = next(group for group in dated.groups() if group) if dated else None
        year = year or completed_year(sentence[: max(at, 0)], citation)
        if year is None:
            return list(chosen)
    # the others a list names keep theirs ("supersedes the ... Policy 2019 and the Guidelines
    # on the Relevance of Convictions (2017)": 2017 is the guidelines' year)
    return [t for t in chosen if of_year(t, year) or not t.named_by(citation.key)]


def completed_year(before: str, citation: Citation) -> str | None:
    """The year written before a cited title the citing title's own words completed ("the CY
    2024 Physician and Professional Services Fee Schedule", cited as "Professional Services
    Fee Schedule" after the "and" and completed as "DHCF Physician and ..."): right before
    the completing words the sentence writes."""
    if not citation.written or ":" not in citation.key:
        return None
    titled = citation.key.split(":", 1)[1]
    if not titled.endswith(citation.written) or titled == citation.written:
        return None
    words = titled[: -len(citation.written)].split()
    for count in range(len(words), 0, -1):
        completing = " ".join(words[-count:]) + " "
        if before.endswith(completing):
            found = YEAR_RIGHT_BEFORE.search(before[: -len(completing)])
            return found[1] if found else None
    return None


#: A year ending a text, and the space after it.
YEAR_RIGHT_BEFORE = re.compile(r"\b((?:19|20)\d\d)\s+$")


def cited_days(hit: CueHit, cited: Citation | None, source: Candidate) -> frozenset[str]:
    """The days written right after the title ``cited`` ("the Flood Warning issued Tuesday"),
    not those of another name the sentence lists ("supersedes Temporary Stop-Sale Order
    24-SSO-007 and the Suspension Order of February 9, 2024")."""
    if cited is None or not cited.written:
        return frozenset()
    sentence = hit.sentence.lower()
    # the object's title after the phrase, else the passive subject's before it
    after = phrase_at(hit) + len(hit.phrase)
    at = sentence.find(cited.written, after) if after >= len(hit.phrase) else -1
    at = at if at >= 0 else sentence.find(cited.written)
    if at < 0:
        return frozenset()
    end = at + len(cited.written)
    clause = CITED_CLAUSE_END.split(hit.sentence[end:], maxsplit=1)[0]
    return naming_dates(clause, source.moment("published"))


#: Where the words after a cited title stop describing it: the next item or clause.
CITED_CLAUSE_END = re.compile(rf"\s(?:and|or)\s|;|{RELATIVE_AFTER.pattern}")


def dated_list_item(
    pool: Pool, hit: CueHit, source: Candidate, chosen: Sequence[Candidate]
) -> list[Candidate]:
    """A document a list names by its day after the names it cites ("replaces Notification No.
    2021/033 and the Secretariat's Notification of 3 March 2022 concerning Djibouti"): the
    one document of the source's kind of that day its words describe, where none of the named
    documents is of that day; none otherwise."""
    text = object_text(hit)
    item = DESCRIBED_ITEM.search(text)
    if item is None:
        return []
    days = naming_dates(text[item.end() :], source.moment("published")) - source.own_days
    if not days or any(target.dated_on(days) for target in chosen):
        return []
    named = {target.id for target in chosen}
    dated = [t for t in of_its_kind_dated(pool, source, days, hit.sentence) if t.id not in named]
    dated = best_described(hit, dated) if len(dated) > 1 else dated
    return dated if len(dated) == 1 else []


#: A second item of a list, a description by its owner or determiner: "and the Secretariat's
#: Notification of 3 March 2022", "and our letter of 9 May 2024".
DESCRIBED_ITEM = re.compile(r"\s(?:and|as\s+well\s+as)\s+(?:the|its|our|their)\s", re.IGNORECASE)


def of_cited_day(
    pool: Pool, source: Candidate, cited: Citation | None, days: AbstractSet[str], hit: CueHit
) -> list[Candidate]:
    """Where a title is cited with a day none of its holders is of ("replaces the Flood
    Warning issued Tuesday" of "Flood Warning: Ostrander River near Kell", issued Sunday): the
    document of the source's kind of that day whose title carries every word cited ("Flood
    Warning Extended: ..."); none where no such document is (the title's holders then: a
    code "adopted by the Board on 10 March 2022" may be published days later)."""
    words = text_words(cited.written or "") if cited is not None else []
    return [
        target
        for target in of_its_kind_dated(pool, source, days, hit.sentence)
        if words and title_carries(target, words) == len(words)
    ]


def title_writes_year(target: Candidate, year: str) -> bool:
    """Whether the target's title writes ``year`` as a word of its own ("2023 Prohibited
    List", not the end of a span: "2022-2023 Handbook")."""
    return re.search(rf"(?<![\d/-]){year}(?![\d/-])", target.document.title or "") is not None


def of_year(target: Candidate, year: str) -> bool:
    """Whether a document is of ``year``: published or in force from then, or its title
    writing it ("Personal Trading Policy, 2022 edition", published in December 2021)."""
    return (
        (target.moment("published") or "")[:4] == year
        or (target.moment("in_force") or "")[:4] == year
        or re.search(rf"\b{year}\b", target.document.title or "") is not None
    )


#: Where a group an object includes goes on to name its members (``cue_roles.NAMING_MEMBERS``).
MEMBERS_NAMED = re.compile(
    ",\\s*(?:" + "|".join("\\s+".join(words) for words in NAMING_MEMBERS) + ")\\b"
)


def of_included_kind(target: Candidate, hit: CueHit, passive: bool = False) -> bool:
    """Whether a target the object names only after "including" is of the kind the object
    supersedes: its title carries a noun of the object ("all prior agreements, ...
    including the Prior Agreement": a Master Services Agreement), not another kind ("all
    prior quotations and incorporates the standard terms, including DPA-X": an addendum)."""
    names = target.keys | target.title_keys
    if not set(hit.included) & names or (set(hit.after) - set(hit.included)) & names:
        return True  # named in the object itself
    # its title or doc type; the kind a passive's subject names ("the circulars listed in the
    # Appendix stand repealed, including DBR.KYC.No.07/2014-15")
    title = f"{target.document.title or ''} {target.document.doc_type}".lower()
    # the object as written up to "including": "Edition 5 together with all Numbering Plan
    # Notices issued under it, including NPN 2021-02"
    written, _, included = object_text(hit).lower().partition("including")
    listing = re.findall(r"[a-z]+", written)
    # the group the members are named of: "including all Supplemental Specifications issued
    # against it, among them SS-109-FA-22"
    group, *members = MEMBERS_NAMED.split(included, maxsplit=1)
    grouped = re.findall(r"[a-z]+", group) if members else []
    words = (*hit.object, *listing, *grouped, *(hit.subject if passive else ()))
    nouns = [word for word in words if len(word) > 3 and word not in EDITION_WORDS]
    stems = [word[:-3] + "y" if word.endswith("ies") else word.removesuffix("s") for word in nouns]
    return any(stem in title for stem in stems)


def title_issuer(title: str | None, key: str) -> str | None:
    """The words a title writes before an identifier it carries (its issuer: "FCB" in "FCB
    Circular 2019/07: ..."), None where it does not carry it or they are no issuer's name (a
    title's own words: "Guidance on ballast water sampling ... (BWM.2/Circ.42/Rev.2)")."""
    words = title_prefix(title, key)
    return words if words is not None and (not words or is_issuer(words.lower())) else None


def titled_or_declared(
    targets: Sequence[Candidate], keys: Sequence[str], source: Candidate
) -> list[Candidate]:
    """For each key, the targets whose title names it as their own, else those whose text
    declares it their own ("... may be cited as ... (Smoke Control Order No. 4)"): "Smoke
    Control Order No. 3 (Millbrook, 2014) and Smoke Control Order No. 4 (Eastfield, 2016) are
    revoked" acts on both; of the source's declared issuer's where only another issuer's
    title names it ("... is entered in the Council's register as Smoke Control Order No. 3",
    not Calderbrook Borough Council's "... Smoke Control Order No. 3 (Town Centre) 2021")."""
    own = source.declared_issuer
    chosen: list[Candidate] = []
    for key in keys:
        holding = [t for t in targets if key in t.keys or key in t.title_names]
        declared = [t for t in holding if key in t.declared_keys]
        titled = [t for t in holding if key in t.own_title_keys()]
        if titled and own and all(t.declared_issuer not in ("", own) for t in titled):
            titled = [t for t in declared if t.declared_issuer == own] or titled
        chosen += [t for t in titled or declared if t not in chosen]
    return chosen


def possessive_owners(pool: Pool, hit: CueHit, keys: Sequence[str]) -> list[str]:
    """The issuers the sentence's possessives name right before a name of ``keys`` ("They
    replace Calderbrook's previous home boarding conditions (HB/2, 2020)"), lower-cased: those
    the pool's documents declare (not "Ms Lennox's licence"), a few words before the name (not
    "Direction 1/2019 is suspended pending the Tribunal's determination")."""
    sentence = hit.sentence
    possessives = list(POSSESSIVE_OWNER.finditer(sentence))
    if not possessives:  # most sentences: no names to look for
        return []
    named_at = [
        found.start() for key in keys for written, found in writings(key, sentence)
        if written is sentence
    ]
    owners = [
        owner[1].lower()
        for owner in possessives
        if any(0 <= at - owner.end() <= OWNED_REACH for at in named_at)
    ]
    return [
        name
        for name in owners
        if any(re.search(rf"\b{re.escape(name)}\b", known) for known in pool.issuers)
    ]


def owned_elsewhere(target: Candidate, owners: Sequence[str]) -> bool:
    """Whether the target declares an issuer other than one the sentence's possessive names
    (``possessive_owners``): no Harrowmere District Council's "HB/2" for Calderbrook's."""
    issuer = target.declared_issuer
    return bool(issuer) and any(
        not re.search(rf"\b{re.escape(name)}\b", issuer) for name in owners
    )


#: A capitalised name in the possessive: "Calderbrook's".
POSSESSIVE_OWNER = re.compile(r"\b([A-Z][\w-]*(?: [A-Z][\w-]*){0,3})['\u2019]s\b")
#: How many characters past a possessive the name it owns may start.
OWNED_REACH = 60


def issued_apart(source: Candidate, target: Candidate, keys: Sequence[str]) -> bool:
    """Whether the source's title writes an issuer's name before the kind both titles write
    before a name naming each of them, and the target's the kind alone: "Harbour Islands Vehicle
    Inspectorate Technical Bulletin TB-08 Rev. 5" is no edition of the agency's "Technical
    Bulletin TB-08 Rev. 4" (its own Rev. 4 replaced)."""
    for key in keys:
        if key.split(":", 1)[0] in TITLE_KINDS or key not in source.own_title_keys():
            continue  # not what the source's title names ("Deferral of ... Notice WP 2024/02")
        theirs = title_prefix(target.document.title, key)
        ours = title_prefix(source.document.title, key)
        if theirs and ours and ours.endswith(f" {theirs}") and WORDS_ONLY.fullmatch(ours):
            return True
    return False


#: Capitalised words alone, as an issuer's name and a kind are written in a title.
WORDS_ONLY = re.compile(r"[A-Z][A-Z'&]*(?: [A-Z][A-Z'&]*){0,9}")


def title_prefix(title: str | None, key: str) -> str | None:
    """The words a title writes before the name ``key`` names, upper-cased (None where it does
    not write it)."""
    written = designation_form(title or "")
    at = written.find(key.split(":", 1)[1])
    return written[:at].strip(" -:") if at >= 0 else None


def of_own_series(
    chosen: Sequence[Candidate], source: Candidate, keys: Sequence[str]
) -> list[Candidate]:
    """Of targets one number's designations title, those a designation of the source's own
    series titles: "Circular 2019/07 is withdrawn" in "Explosives Circular EC 2023/04" is
    "Explosives Circular EC 2019/07" (the series' last word naming it, ``last_word_patterns``),
    not the inspectorate's "Mines and Quarries Inspectorate Circular 2019/07" the pack's
    designation "CIRCULAR 2019/07" names too; a list's other numbers stay ("TR 95/34, and
    Taxation Determination TD 93/113"); none where no key is of its series."""
    own = {
        key.rsplit(" ", 1)[0]
        for key in source.own_title_keys()
        if key.startswith(f"{DESIGNATOR_KIND}:")
    }
    designations = [key for key in keys if key.startswith(f"{DESIGNATOR_KIND}:")]
    of_own = {key for key in designations if key.rsplit(" ", 1)[0] in own}
    numbers = {key.rsplit(" ", 1)[-1] for key in of_own}
    others = {key for key in designations if key.rsplit(" ", 1)[-1] in numbers} - of_own
    if len(chosen) < 2 or not of_own or not others:
        return []
    return [
        target
        for target in chosen
        if target.own_title_keys() & of_own or not target.own_title_keys() & others
    ]


def of_own_issuer(
    chosen: Sequence[Candidate], source: Candidate, keys: Sequence[str]
) -> list[Candidate]:
    """Of targets titled by a cited identifier, those whose title puts the source's own
    issuer before it ("Circular 2019/07 ... is repealed" in "FCB Circular 2025/02" is the
    FCB's, not the ISC's Circular 2019/07), and those no other target shares a cited name
    with ("Regulatory Directive DIR2012-02 and Regulatory Proposal PRO2020-01 are withdrawn":
    both); where the source's title opens with its own identifier, those titled so too
    ("Circular 2019/07 is cancelled" in the agency's "Circular 2023/05: ..." is its
    "Circular 2019/07: ...", not "Harbour Islands Vehicle Inspectorate Circular 2019/07");
    none where the source's title names no issuer."""
    issuers = {
        title_issuer(source.document.title, key)
        for key in source.own_title_keys()
        if key.split(":", 1)[0] not in TITLE_KINDS  # its identifiers ("title:2023/05" none)
    }
    own = {issuer for issuer in issuers if issuer}
    if len(chosen) < 2:
        return []
    designations = [key for key in keys if key.startswith(f"{DESIGNATOR_KIND}:")]
    if not own and "" in issuers and designations:
        # a designation carries its kind's word ("CIRCULAR 2019/07"): the words before it are
        # an issuer's, not a kind's ("Implementation Guidance: CIP-007-6")
        titled = {
            t.id: {title_issuer(t.document.title, key) for key in designations} for t in chosen
        }
        bare = [t for t in chosen if "" in titled[t.id]]
        issued = [t for t in chosen if any(titled[t.id] - {"", None})]
        return bare if bare and issued else []
    if not own:
        return []
    cited = set(keys)
    return [
        target
        for target in chosen
        if any(title_issuer(target.document.title, key) in own for key in keys)
        or (
            bool(target.own_title_keys() & cited)
            and not any(
                other is not target and other.own_title_keys() & target.own_title_keys() & cited
                for other in chosen
            )
        )
    ]


#: A title opening with its organisation's name, set off by a comma ("Front Range Electric
#: Company, Colo. PUC No. 9 Electric, Third Revised Sheet No. 34, ...").
TITLE_ORGANISATION = re.compile(
    r"^([A-Z][\w&.'-]*(?: [A-Z&][\w&.'-]*){0,6} (?:Company|Corporation|Corp\.|Inc\.|LLC|Ltd\.?"
    r"|Co\.|Cooperative|Utility|Utilities|Authority|District)),"
)


def of_own_subject(
    chosen: Sequence[Candidate], source: Candidate, keys: Sequence[str]
) -> list[Candidate]:
    """Of documents one title names that are no editions of one document (two regions'
    "Heat-Health Alert Bulletin No. 2 (2025)"), the one titled most like the source (its
    region's, for the region's next bulletin), or that one number names by a margin (two
    issuers' "Fees Notice 2020/02"); none where the title names one, several are alike, or the
    keys are several names."""
    if (
        len(chosen) < 2
        or len(set(keys)) != 1
        or len({target.edition_free_title for target in chosen}) < len(chosen)
    ):
        return []
    closest = titled_most_alike(source, chosen)
    if keys[0].split(":", 1)[0] in TITLE_KINDS:
        return closest if len(closest) == 1 else []
    # two issuers' "Fees Notice 2020/02: ..." with subjects of their own: the one whose subject
    # the source's title repeats ("Fees Notice 2026/01: Annual fees for operating licences"),
    # by a margin (not of an order and its "Emergency Order No. 35, Notice No. 2")
    if not all(headed_by(t.document.title, keys[0]) for t in chosen):
        return []
    shared = {t.id: len(t.title_words & source.title_words) for t in chosen}
    rest = max((shared[t.id] for t in chosen if t not in closest), default=0)
    return closest if len(closest) == 1 and shared[closest[0].id] - rest >= SUBJECT_MARGIN else []


def of_qualifying_words(
    chosen: Sequence[Candidate], cue: CueRule, hit: CueHit
) -> list[Candidate]:
    """Of documents one name titles, the one whose title carries more of the capitalised words
    the sentence writes with the name than any other does ("Revision A of DII-3 for North
    Division is withdrawn": "DII-3 Rev. A (North Division)", not "DII-3 Rev. A (South
    Division)")."""
    if len(chosen) < 2:
        return []
    named = hit.sentence[: max(phrase_at(hit), 0)] if cue.passive else object_text(hit)
    words = {word.lower() for word in CAPITALISED_WORD.findall(named)}
    carried = {target.id: len(words & target.title_words) for target in chosen}
    most = max(carried.values())
    best = [target for target in chosen if carried[target.id] == most]
    return best if len(best) == 1 else []


def headed_alone(
    chosen: Sequence[Candidate], keys: Sequence[str], source: Candidate
) -> list[Candidate]:
    """Of documents one name titles, the one whose title it heads (``headed_by``: "Guidance
    Note GN-11: Working Near Overhead Powerlines", not "Discussion Paper: Review of Guidance
    Note GN-11"), where only one is and no other is of its doc type (an edition writing its
    version after the name: "Emergency Permit PER89012 (Version 2) - ..."); not where it is
    of the source's own type (``of_its_type_alone`` reads that, the others left to a
    curator)."""
    headed = [target for target in chosen if headed_by(target.document.title, keys[0])]
    if len(headed) != 1 or headed[0].document.doc_type == source.document.doc_type:
        return []
    kinds = [target.document.doc_type for target in chosen]
    return headed if kinds.count(headed[0].document.doc_type) == 1 else []


#: A capitalised word, a name's.
CAPITALISED_WORD = re.compile(r"\b[A-Z][a-z]+\b")


def cited_as_titled(
    chosen: Sequence[Candidate], hit: CueHit, keys: Sequence[str]
) -> list[Candidate]:
    """Of documents two issuers number alike, those whose title writes the words the sentence
    writes before the number (``CITED_PREFIX_WORDS``): "Compliance Notice CN-2024-019 is
    quashed" names "Compliance Notice CN-2024-019: Revocation of Consent ...", not another
    office's "Enforcement Notice CN-2024-019"; none where all or none are so titled."""
    if len(chosen) < 2:
        return []
    sentence = designation_form(hit.sentence)
    kept = []
    # one number all of them carry, not a list naming each ("Notices No. 2016-07 and No.
    # 2019-04")
    numbers = [
        key
        for key in keys
        if key.split(":", 1)[0] in (CODE_KIND, DESIGNATOR_KIND)
        and all(key in target.title_keys for target in chosen)
    ]
    for target in chosen:
        for key in numbers:
            prefix = title_prefix(target.document.title, key)
            name = key.split(":", 1)[1]
            written = " ".join([*prefix.split()[-CITED_PREFIX_WORDS:], name]) if prefix else ""
            if written and re.search(rf"\b{re.escape(written)}\b", sentence):
                kept.append(target)
                break
    return kept if len(kept) < len(chosen) else []


#: How many of the words a title writes before a number the citing sentence must write too.
CITED_PREFIX_WORDS = 2


def headed_by(title: str | None, key: str) -> bool:
    """Whether a title opens with the identifier ``key`` names, a few words of its kind before
    it, and a colon or a dash after it ("Fees Notice 2020/02: Remote gaming licence fees")."""
    written = designation_form(title or "")
    name = key.split(":", 1)[1]
    at = written.find(name)
    return (
        at >= 0
        and re.fullmatch(r"(?:[A-Z]+ ){0,3}", written[:at]) is not None
        and re.match(r"\s*[:\u2013\u2014-]", written[at + len(name) :]) is not None
    )


#: How many more title words the one of several documents a number names must share with
#: the citing title to be the one it names.
SUBJECT_MARGIN = 2


def of_own_organisation(chosen: Sequence[Candidate], source: Candidate) -> list[Candidate]:
    """Of targets one name titles, those whose title opens with the organisation the source's
    title opens with: "Cancels Second Revised Sheet No. 34" in a utility's tariff sheet is its
    own sheet, not another utility's of that number; none where its title names none."""
    own = TITLE_ORGANISATION.match(source.document.title or "")
    if own is None or len(chosen) < 2:
        return []
    return [
        target
        for target in chosen
        if (theirs := TITLE_ORGANISATION.match(target.document.title or "")) is None
        or theirs[1] == own[1]
    ]


def of_declared_issuer(
    chosen: Sequence[Candidate], source: Candidate, keys: Sequence[str]
) -> list[Candidate]:
    """Of targets a code or designation titles, those whose metadata declares the source's
    own issuer, where another declares a different one: two issuers' "Guidance Note GN-17",
    the one "WTHPO Bulletin 2023/02" of the Western Territories office withdraws; by a title,
    only where all are of the source's own kind (two councils' "Hackney Carriage and Private
    Hire Licensing Policy 2019", the one a council's new policy supersedes; a decision acts
    on another body's documents by their titles)."""
    if len(chosen) < 2:
        return []
    own = source.declared_issuer
    numbered = any(key.split(":", 1)[0] in (CODE_KIND, DESIGNATOR_KIND) for key in keys)
    peers = [
        target
        for target in chosen
        if numbered or target.document.doc_type == source.document.doc_type
    ]
    same = [target for target in peers if own and target.declared_issuer == own]
    other = [target for target in peers if target.declared_issuer not in ("", own)]
    if not (same and other):
        return []
    return same if numbered else [target for target in chosen if target not in other]


def same_publisher(target: Candidate, source: Candidate) -> bool:
    """Whether nothing says a document cited by its title comes from another organisation
    than the citing one (their domains differ): a title is no identifier, and Acme's "This
    Code replaces the Code of Conduct" is not about another domain's code. (A publisher may
    change its name: the FRC replaced the APB's Practice Note 12.)"""
    domains = (source.document.domain, target.document.domain)
    return domains[0] == domains[1] or GENERAL_DOMAIN in domains


#: An object naming one earlier edition: "the previous revision", "the prior version of
#: this policy" (not "all previous issues").
ONE_EARLIER_EDITION = re.compile(
    r"^(?:the|its)\s+(?:previous|prior|preceding|earlier|former|last)\s+"
    r"(?:revision|version|edition|issue|release)(?:\s+of\s+this\s+[a-z]+)?$"
)


def titled_most_alike(source: Candidate, candidates: Sequence[Candidate]) -> list[Candidate]:
    """Those of ``candidates`` whose titles share the most words with the source's."""
    shared = {t.id: len(t.title_words & source.title_words) for t in candidates}
    most = max(shared.values(), default=0)
    return [t for t in candidates if shared[t.id] == most]


def closest_titled(source: Candidate, earlier: Sequence[Candidate]) -> set[str]:
    """Of earlier editions, the latest of those whose titles share the most words with the
    source's ("... CF-2018-22R1 - Main Landing Gear Trailing Arm Corrosion (DHC-8-400)" for
    its revision 2, not the same model's nose gear AD)."""
    closest = titled_most_alike(source, earlier)
    # of those, the ones naming least else besides their edition ("Sodium Chloride Injection
    # - Official Monograph (CP 2020)", not "Bacteriostatic Sodium Chloride Injection - ...")
    extra = {
        t.id: len(words_of_title(t.edition_free_title) - source.title_words) for t in closest
    }
    fewest = min(extra.values(), default=0)
    latest = previous_edition([t for t in closest if extra[t.id] == fewest], source)
    return {t.id for t in latest}


def closest_of_each_day(source: Candidate, dated: Sequence[Candidate]) -> list[Candidate]:
    """Of documents named by their day, where several share one, the one titled most like the
    source ("This permit replaces the permit issued on 4 March 2019": the kiln's, not the
    clinker cooler's permit of that day); each day's own ("Rev A (14 February 2023) and Rev
    B (2 May 2023)": both)."""
    days = by_day(dated)
    kept = set().union(*(closest_titled(source, same) for same in days.values() if len(same) > 1))
    alone = {same[0].id for same in days.values() if len(same) == 1}
    return [t for t in dated if t.id in alone or t.id in kept]


def previous_edition(chosen: Sequence[Candidate], source: Candidate) -> list[Candidate]:
    """Of documents titled as the source is, its edition before it: of its domain and
    published before it, the latest ("the previous version" of a chain of editions)."""
    published = source.moment("published") or ""
    earlier = [
        t
        for t in chosen
        if t.document.domain == source.document.domain and (t.moment("published") or "") < published
    ]
    return [max(earlier, key=lambda t: (t.moment("published") or "", t.id))] if earlier else []


def names_edition(words: Sequence[str], self_nouns: Collection[str]) -> bool:
    """Whether an object's words name an earlier edition (``EDITION_WORDS``; "original" or
    "initial" before a self noun: "supersedes the original bulletin"; ``EARLIER_STAGE``)."""
    return (
        bool(EDITION_WORDS & set(words))
        or any(
            word in FIRST_EDITION_WORDS and following in self_nouns
            for word, following in pairwise(words)
        )
        or EARLIER_STAGE.search(" ".join(words)) is not None
    )


def names_other_title(hit: CueHit, source: Candidate, self_nouns: Collection[str]) -> bool:
    """Whether an object writing an edition names a document by words, other than the nouns
    any document is called by, none of which the source's title writes ("It replaces the
    Inspectorate's Advisory Leaflet AL 3 (2015)" in "Guidance Note GN 12: Ladders on
    vessels"): another document, not its own earlier one."""
    ignored = TITLE_DETERMINERS | DATING_WORDS | OBJECT_FILLERS | set(self_nouns)
    words = [word for word in hit.object if word.isalpha() and word not in ignored]
    return len(words) >= OTHER_TITLE_WORDS and words_of_title(source.document.title).isdisjoint(
        words
    )


#: How many words of its own an object names another document by.
OTHER_TITLE_WORDS = 2


def names_own_edition(hit: CueHit, self_nouns: Collection[str], title: str | None) -> bool:
    """Whether an object names an edition of the document's own by its year and words of its
    title ("This document replaces the 2016 ESC heart failure guidelines" in the 2021 ESC
    Guidelines for ... heart failure), or by the day it was published and a self noun or
    words of its title ("This edition replaces the guidance note published on 14 July
    2021", "supersedes Recall No. 23-095 of February 16, 2023", "replaces that notice")."""
    after = object_text(hit)
    words = [w for w in hit.object if w not in TITLE_DETERMINERS | DATING_WORDS | OBJECT_FILLERS]
    own = words_of_title(title)
    if OBJECT_YEAR.match(after) is not None:
        return len(words) >= OWN_SERIES_WORDS and all(word in own for word in words)
    referring = REFERRING_OBJECT.match(after) is not None  # its words read as a relative
    return (
        (bool(words) or referring)
        and all(word in own or word in self_nouns for word in words)
        and bool(naming_dates(after) or referring)
    )


def object_dates(hit: CueHit, source: Candidate, *, yearless: bool = True) -> frozenset[str]:
    """The days an object names an edition by: those it writes, or for "that notice" those
    its sentence writes before the phrase ("corrects the UPC published in our notice of 9 May
    2024 ... and replaces that notice in full"), other than the document's own (in its
    title, its own month too); ``yearless``:
    with those written without a year, in the last year that had them by its publication."""
    after = object_text(hit)
    published = source.document.published_at if yearless else None
    # where it names its target, not the days of what it goes on to include: "replaces AuS
    # 570 (Revised 2015), including the errata issued in May 2016" (but "supersedes all
    # previous announcements, including the January 28, 2021 update")
    general = UNRESTRICTED_OBJECT.match(after) or EARLIER_EDITIONS.match(after)
    naming = after if general else INCLUDING.split(after, maxsplit=1)[0]
    written = naming_dates(naming, published)
    if not written and REFERRING_OBJECT.match(after):
        written = naming_dates(hit.sentence[: len(hit.sentence) - len(after)], published)
    own = source.own_days
    if hit.start < len(source.document.title or ""):
        # a title dates itself by its month: "Retirement of Legacy SOPs (October 2024)"
        own = own | {day[:7] for day in own}
    return frozenset(written - own)


#: Where an object goes on to what the act includes besides what it names.
INCLUDING = re.compile(r",\s*including\b", re.IGNORECASE)


def naming_dates(
    text: str, published: str | None = None, *, describing: bool = False
) -> frozenset[str]:
    """The dates ``text`` names a document by ("published on 14 July 2021", "of February 16,
    2023", "dated 2 May 2019", "this entry (9 May 2024)", "the 12 September text"), not when
    something starts ("for policies written on or after January 1, 2022"); with the naming
    document's ``published`` day, also those written without a year ("the version of the
    advisory published on 10 October"): the last such day by then. ``describing``: every
    date, for a text that describes the document a later "That memo" points back to ("In
    April 2019 the Office issued a memo ...")."""

    def names(match: re.Match[str]) -> bool:
        return describing or names_by_date(text, match.start(), match.end())

    days = list(WRITTEN_DATE.finditer(text))
    # each date with its reading ("the label accepted on 04/12/2019": either day)
    readings = [(m, written_days) for m in days] + [
        (m, numeric_days) for m in NUMERIC_DATE.finditer(text)
    ]
    found: list[str] = []
    listed = None  # the end of the last naming date: "accepted on 04/12/2019 and 06/03/2021"
    for match, read in sorted(readings, key=lambda pair: pair[0].start()):
        if names(match) or (
            listed is not None and LISTED_AFTER.fullmatch(text[listed : match.start()])
        ):
            found += read(match)
            listed = match.end()
        else:
            listed = None
    if published:
        found += [
            day
            for match in YEARLESS_DATE.finditer(text)
            if names(match) and (day := last_before(match, published[:10])) is not None
        ]
    found += [  # "the Department's November 2021 notice", "issued in January 2024"
        f"{match['year']}-{MONTHS[match['month'].lower()]:02d}"
        for match in MONTH_OF_YEAR.finditer(text)
        if not any(day.start() <= match.start() < day.end() for day in days) and names(match)
    ]
    if published:  # "the Flood Warning issued Tuesday": the last Tuesday before
        found += [
            last_weekday_before(match["weekday"], published[:10])
            for match in WEEKDAY.finditer(text)
            if names(match)
        ]
    found += [  # "the prescribing information dated 05/2020"
        f"{match['year']}-{int(match['month']):02d}"
        for match in NUMERIC_MONTH.finditer(text)
        if names(match)
    ]
    return frozenset(found)


#: What stands between two dates of one list ("on 04/12/2019 and 06/03/2021", "of 3 May,
#: 9 June and 1 July 2024").
LISTED_AFTER = re.compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)")


def names_by_date(text: str, start: int, end: int) -> bool:
    """Whether the date at ``start:end`` names a document: after a naming word ("published
    on") or an opening bracket ("this entry (9 May 2024)"), or between a determiner and an
    edition's noun ("the 12 September text", "our March 2022 communication", "the
    Department's November 2021 notice")."""
    before = text[max(0, start - NAMING_REACH) : start]
    return bool(
        NAMING_DATE.search(before)
        or before.endswith("(")
        or (DATED_DETERMINER.search(before) and DATED_EDITION_NOUN.match(text[end:]))
    )


#: The noun after a date that names an edition by it ("the 12 September text"), a few words
#: of its kind between ("The October 2021 Drug Safety Communication on dorvaflox").
DATED_EDITION_NOUN = re.compile(
    r"\s+(?:[a-z-]+\s+){0,3}?(?:text|version|edition|issue|advisory|advisories|notice|bulletin|entry|update"
    r"|revision|publication|letter|announcement|circular|guidance|statement|communication"
    r"|memo|memorandum|labell?ing|label|recall|alert|warning|recommendation|decision|action"
    r"|article|sheet|advice|report|authori[sz]ation|rule|regulation|order|policy|standard"
    r"|guideline|directive|opinion|outlook|forecast|prospectus|schedule|agreement|release"
    r"|filing|notification|determination|ruling|supplement|addendum|specification|synopsis"
    r"|handbook|manual|procedure|protocol|instruction|guide)s?\b",
    re.IGNORECASE,
)
#: What a date naming an edition follows: "the", "our", "its", an issuer's "the Department's",
#: with a count ("the two July 2023 bulletins").
DATED_DETERMINER = re.compile(
    r"\b(?:the|our|its|their|[A-Za-z]+'s)\s+(?:(?:two|three|four|both)\s+)?$", re.IGNORECASE
)
#: A month of a year without its day ("November 2021"): a document named by the month it was
#: issued in (``Candidate.dated_on``), where a naming word or determiner says so.
MONTH_OF_YEAR = re.compile(
    rf"\b(?P<month>{MONTH_NAMES})\.?\s+(?P<year>(?:19|20)\d\d)\b", re.IGNORECASE
)
#: The days of the week, Monday first (``date.weekday``).
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: A day named by its weekday alone: "the warning issued Wednesday".
WEEKDAY = re.compile(
    rf"\b(?P<weekday>{'|'.join(WEEKDAYS)})\b(?!,?\s+(?:\d|(?:{MONTH_NAMES})\b))", re.IGNORECASE
)
#: A month of a year in figures ("revised 11/2022"), not a part of a day ("04/12/2019").
NUMERIC_MONTH = re.compile(
    r"(?<![\d/.-])(?P<month>0?[1-9]|1[0-2])/(?P<year>(?:19|20)\d\d)\b(?![/.-]\d)"
)
#: A day and month without a year ("10 October", "September 12"), not a date with one.
YEARLESS_DATE = re.compile(
    rf"\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<m1>{MONTH_NAMES})\b\.?"
    rf"|(?P<m2>{MONTH_NAMES})\b\.?\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?)(?!\d|\.?\s*,?\s*\d{{4}})",
    re.IGNORECASE,
)


def last_before(match: re.Match[str], published: str) -> str | None:
    """The last day on or before ``published`` (``YYYY-MM-DD``) with the matched day and
    month; None for a day no month has."""
    month = MONTHS[(match["m1"] or match["m2"]).lower()]
    day = int(match["d1"] or match["d2"])
    year = int(published[:4])
    for candidate_year in (year, year - 1):
        try:
            found = date(candidate_year, month, day).isoformat()
        except ValueError:
            return None
        if found <= published:
            return found
    return None


def last_weekday_before(weekday: str, published: str) -> str:
    """The last day before ``published`` (``YYYY-MM-DD``) falling on ``weekday``: a week back
    for the day's own name (a notice issued on a Friday writes "Friday" for another week's)."""
    day = date.fromisoformat(published)
    back = (day.weekday() - WEEKDAYS.index(weekday.lower())) % 7 or 7
    return (day - timedelta(days=back)).isoformat()


def of_its_kind_dated(
    pool: Pool, source: Candidate, days: AbstractSet[str], sentence: str
) -> list[Candidate]:
    """The documents of the source's domain and declared doc type published or taking effect
    on one of ``days`` (other than the source), the closest to it (``closest``)."""
    doc_type = source.document.doc_type
    dated = [
        candidate
        for candidate in of_domain_dated(pool, source, days)
        if candidate.document.doc_type == doc_type != UNTYPED
    ]
    return closest(pool, source, dated, sentence)


def of_scope_dated(pool: Pool, source: Candidate, days: AbstractSet[str]) -> list[Candidate]:
    """The document of the source's domain of one of ``days`` (whole days) sharing an entity
    with it that is not of its title (a firm's ticker), or its title's opening name
    (``title_opening``), where one alone does: a filing of its issuer named by its day, not
    another firm's of that day."""
    days = {day for day in days if len(day) == len("2024-08-12")}
    sharing = pool.sharing(source.keys - source.title_keys)
    dated = [
        candidate
        for candidate in of_domain_dated(pool, source, days)
        if candidate.id in sharing
        or shared_opening(source.document.title, candidate.document.title) >= OPENING_NAME_WORDS
    ]
    return dated if len(dated) == 1 else []


#: How many capitalised words two titles must open with alike to name one issuer
#: ("Peregrine Semiconductor Holdings Form S-1/A ..." and "... Final Prospectus").
OPENING_NAME_WORDS = 2


def shared_opening(title: str | None, other: str | None) -> int:
    """How many capitalised words (no digit in them) ``title`` and ``other`` open with alike."""
    pairs = zip((title or "").split(), (other or "").split(), strict=False)
    return sum(
        1
        for _ in takewhile(
            lambda pair: pair[0] == pair[1] and re.fullmatch(r"[A-Z][A-Za-z&'.-]+", pair[0]),
            pairs,
        )
    )


def of_domain_dated(pool: Pool, source: Candidate, days: AbstractSet[str]) -> list[Candidate]:
    """The documents of the source's domain published or taking effect on one of ``days``
    (other than the source), by id."""
    return [
        candidate
        for candidate in sorted(pool.by_id.values(), key=lambda c: c.id)
        if candidate.id != source.id
        and candidate.document.domain == source.document.domain
        and candidate.dated_on(days)
    ]


def closest(
    pool: Pool, source: Candidate, candidates: list[Candidate], sentence: str
) -> list[Candidate]:
    """Of documents a sentence names by a day, those carrying an identifier its header opens
    with (two advisories of one package published that day: GO-2024-2871's earlier edition,
    not GO-2024-2990), else one its title names it by, else those sharing an entity with it,
    else all."""
    header, own = source.header_keys(sentence), source.own_title_keys()
    sharing = pool.sharing(source.keys)
    return (
        [c for c in candidates if c.keys & header]
        or [c for c in candidates if c.keys & own]
        or [c for c in candidates if c.id in sharing]
        or candidates
    )


#: Where a second clause joins a sentence: ", and", "; but".
CLAUSE_JOIN = re.compile(r"[,;]\s+(?:and|but)\s+", re.IGNORECASE)
#: Who issued a document, in a subject's words: "served by hallowby district council on".
ISSUED_BY = re.compile(r"\bby\s+(?:the\s+)?(?:[a-z&'-]+\s+){1,5}?(?=on\b|in\b|dated\b|$)")
#: A predicate a passive's subject has before the cue's, joined by "and".
OTHER_PREDICATE = re.compile(r"\s+(?:is|are|was|were|has|have)\s+[^,;]*\band\s*(?:is\s+|are\s+)?$")


#: Imperatives by which an amending instrument makes its change itself ("... substitute '700
#: degree-days'").
OPERATIVE_IMPERATIVES = frozenset({"substitute"})
#: A pronoun opening a passive's sentence, standing for a document named before it.
PRONOUN_SUBJECT = re.compile(r"^\s*(?:It|They)\s+(?:is|are|was|were|will|shall|has|have)\b")
#: A sentence saying a document was issued, and when: "The Trust first published a Pitch
#: Allocation Code in January 2019", "The Council issued guidance on ... in October 2017".
ISSUED_WHEN = re.compile(
    r"\b(?:issued|published|adopted|introduced|approved|made)\b[^.;]{3,120}?\bin\s+"
    rf"(?:{MONTH_NAMES})\s+(?:19|20)\d\d\W*$",
    re.I,
)


def issuing_sentence_before(hit: CueHit, source: Candidate) -> str | None:
    """The sentence before a passive whose subject is a pronoun ("It is replaced by this
    Code"), where that sentence says a document was issued in a month (``ISSUED_WHEN``): what
    the pronoun stands for, named by that month."""
    if PRONOUN_SUBJECT.match(hit.sentence) is None:
        return None
    text = source.document.text or ""
    at = text.find(hit.sentence)
    if at <= 0:
        return None
    sentences = SENTENCE_END.split(text[:at].strip())
    previous = sentences[-1] if sentences else ""
    return previous if ISSUED_WHEN.search(previous) else None



def dated_subject(
    pool: Pool, pack: DomainPack, cue: CueRule, hit: CueHit, source: Candidate
) -> list[Candidate]:
    """The documents a passive's subject names by the day they were issued ("the Compliance
    notice of 30 October 2024 is lifted"): of the cue's target types, issued that day before
    the source, about something the source is about (the same ticker, product, policy), else
    of the source's own kind ("The Office's bulletin of 14 May 2018 ... ceases to have
    effect" in a later bulletin)."""
    published = source.document.published_at
    subject = hit.sentence[: hit.sentence.lower().find(hit.phrase.lower())]
    # its own clause: "Our memorandum of June 15, 2021 ... is rescinded, and DoD Instruction
    # 4515.14 is reinstated" names no day for the instruction
    clauses = list(CLAUSE_JOIN.finditer(subject))
    subject = subject[clauses[-1].end() :] if clauses else subject
    # its own subject's other predicate: "The suspension notice of 20 March 2023 is no longer
    # required and is superseded by this cancellation"
    subject = OTHER_PREDICATE.sub("", subject)
    days = naming_dates(subject, published)
    if not days and cue.kind == "voids" and respondent_made(hit, source):
        # an act the respondent made, and any day the subject writes: "The condition imposed
        # under section 26 of ... by the Traffic Commissioner ... on 22 April 2024 is quashed"
        days = naming_dates(subject, published, describing=True)
    if not days and hit.antecedent:  # "In April 2019 ... issued a memo ... That memo is withdrawn"
        days = naming_dates(hit.antecedent, published, describing=True)
    if not days and (issued := issuing_sentence_before(hit, source)) is not None:
        # "The Council issued guidance on burning wood at home in October 2017. It is replaced
        # by this edition": what "It" stands for, by the day it was issued
        days = naming_dates(issued, published, describing=True)
    days -= source.own_days
    if not days:
        return []
    moment = source.moment("published") or ""

    def named(candidate: Candidate) -> bool:
        return (
            may_target(pack, cue, candidate)
            and candidate.dated_on(days)
            and (candidate.moment("published") or "") <= moment
        )

    sharing = sorted(pool.sharing(source.keys) - {source.id})
    dated = [candidate for doc_id in sharing if named(candidate := pool.by_id[doc_id])]
    if dated:
        return closest(pool, source, dated, hit.sentence)
    if repeats_appeal(hit, source):
        # what a decision's statement of the appeal names so: the one document of that day,
        # of any domain (a tribunal's decisions filed apart from the regulator's acts)
        of_that_day = [
            candidate
            for candidate in sorted(pool.by_id.values(), key=lambda c: c.id)
            if candidate.id != source.id and named(candidate)
        ]
        if len(of_that_day) == 1:
            return of_that_day
    # "The boil water notice issued on 11 January 2025 for the Cedar Heights Zone is
    # rescinded": of that day's documents, the one whose title carries the subject's words
    words = [word for word in text_words(subject) if not word.isdigit()]
    of_day = [c for c in of_domain_dated(pool, source, days) if named(c)]
    described = described_of(of_day, words)
    if described:
        return described
    own_kind = [c for c in of_its_kind_dated(pool, source, days, hit.sentence) if named(c)]
    # "The temporary relaxation in the Liquidity Coverage Ratio granted by circulars dated
    # April 17, 2020 and September 25, 2020 stands withdrawn": those days' circulars on it,
    # not another of April 17 on dividends
    on_subject = [c for c in own_kind if title_carries(c, words) >= DESCRIBED_WORDS_MIN]
    if own_kind or not hit.subject:
        # "the circular dated April 17, 2020 on restriction on dividend payout": of that
        # day's circulars, the one on dividends, where no title carries two of its words
        return on_subject or best_of_each_day(own_kind, days, words)
    # by the subject's own words, less who issued it: "Listing notice: following the decision
    # to add the building to the List, the building preservation notice served by Hallowby
    # District Council on 1 March 2021 ceases to have effect"
    described = described_of(of_day, text_words(ISSUED_BY.sub(" ", " ".join(hit.subject))))
    if described:
        return described
    # "the July 28, 2020 memorandum is vacated" in a notice: of its domain, the documents of
    # that day the subject's noun names, by their type or title
    noun = word_stem(dated_noun(hit.subject))
    return [
        candidate
        for candidate in of_domain_dated(pool, source, days)
        if named(candidate)
        and (noun in candidate.title_stems or noun in type_stems(candidate.document.doc_type))
    ]


def titled_subject(
    pool: Pool, pack: DomainPack, cue: CueRule, hit: CueHit, source: Candidate
) -> list[Candidate]:
    """What a passive's bare description names ("The certificate is accordingly revoked",
    "the ruling is suspended until the review is concluded", a letter's "your registration is
    suspended", a deferral's "the date on which the code comes into force is deferred", "The
    date of commencement of the 2024 Scheme is deferred") where the source's own title names
    one earlier document so described: by an identifier both titles carry ("Ruling on Halden
    Gyms Ltd (A23-1201556): suspension pending Independent Review" of "ASA Ruling on Halden
    Gyms Ltd (A23-1201556)") or by that document's title ("Revocation of Pilotage Exemption
    Certificate No. 88 on Surrender"); its description's words are its title's or type's, a
    year its title's."""
    if hit.before or not hit.subject:
        return []
    at = phrase_at(hit)
    described = hit.sentence[: max(at, 0)]
    # the subject's own words ("... the Council has decided that the ruling")
    opening = described.lower().rfind(" ".join(hit.subject[:2]))
    if opening < 0 and ", " in described:
        # a year between its words ("To allow that to happen, the 2025/26 charges"): the
        # clause after the last comma
        opening = described.rfind(", ") + 2
    described = described[max(opening, 0) :]
    if cue.kind in DEFERRING_KINDS and (start := STARTING_WRAP.match(described)) is not None:
        described = start["described"]  # "the date on which the code comes into force"
    bare = BARE_DESCRIPTION.fullmatch(described.strip())
    if bare is None:
        return []  # "the notice of 4 March 2021": a day names it (``dated_subject``)
    words = bare["words"].lower().split()
    year = bare["year"] or bare["year_after"]
    if cue.kind in DEFERRING_KINDS:
        # "the new fees will take effect on 1 July 2025 instead of 1 April 2025" under
        # "Deferral of Animal Licence Fees 2025/26": the fees its title names, new or not
        words = [word for word in words if word not in REVISED_WORDS] or words
    stems = {word_stem(word) for word in words}
    if stems <= type_stems(source.document.doc_type):
        return []  # "the notice" in a notice: its own words
    title = spaced_words(source.document.title)
    moment = source.moment("published") or ""
    # a deferral's title writing the description too: "the Minimum Capital Requirement" under
    # "Notice: Deferral of the Minimum Capital Requirement" (not "The restricted area lapses"
    # in "Temporary Restricted Area TRA 2025-14": its own)
    titled_so = (
        cue.kind in DEFERRING_KINDS
        and len(words) > 1
        and spaced_words(" ".join(words)) in title
    )

    def named(candidate: Candidate) -> bool:
        return titled_so or bool(candidate.title_keys & source.title_keys) or any(
            spaced_words(name.split(":", 1)[1]) in title
            for name in candidate.title_names
            if name.count(" ") >= 2
        )

    found = [
        candidate
        for candidate in sorted(pool.by_id.values(), key=lambda c: c.id)
        if candidate.id != source.id
        and (candidate.moment("published") or "") <= moment
        and may_target(pack, cue, candidate)
        and stems <= candidate.title_stems | type_stems(candidate.document.doc_type)
        and (not year or year in (candidate.document.title or ""))
        and named(candidate)
    ]
    return found if len(found) == 1 else []


#: A bare description ending a passive's subject: "the", "your", a year at most (before or
#: after), one to three words ("the improvement notice", "the 2024 Scheme", "your
#: registration", "the 2025/26 charges", "the Byelaws 2024").
BARE_DESCRIPTION = re.compile(
    r"(?i:the|your)\s+(?:(?P<year>(?:19|20)\d\d(?:/\d\d)?)\s+)?"
    r"(?P<words>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2})"
    r"(?:\s+(?P<year_after>(?:19|20)\d\d(?:/\d\d)?))?"
)
#: A deferral's subject naming a document's start around its description: "the date on
#: which the code comes into force", "The date of commencement of the 2024 Scheme", "the
#: start of the Standard Conditions", "The date from which the Minimum Capital Requirement
#: applies".
STARTING_WRAP = re.compile(
    r"(?i:the\s+)?(?i:date\s+of\s+(?:application|commencement|implementation)\s+of"
    r"|date\s+(?:on|from)\s+which|start\s+of|commencement\s+of|implementation\s+of)"
    r"\s+(?P<described>.+?)"
    r"(?:\s+(?i:comes?\s+into\s+(?:force|operation|effect)|takes?\s+effect|appl(?:y|ies)))?\s*$"
)


def spaced_words(text: str) -> str:
    """``text``'s lower-case words and numbers, single-spaced between spaces, so one title
    is found whole in another ("pilotage exemption certificate no. 88")."""
    return f" {' '.join(re.findall(r'[a-z0-9.]+', text.lower()))} "


#: A decision's statement of what is before it: "The appellant appealed against the
#: Authority's notice of 7 March 2022 ...", "This is an appeal ... by the Office against
#: decision PRB/2023/31", "The claimant challenged the ... decision of 20 June 2025 to grant
#: drought permit DP/NV/2025/02", "Mr Pelham referred to the Tribunal the determination of
#: ... dated 4 September 2019" (its object: to the sentence's end).
#: A character of a clause, a full stop of an initial or a title too ("Appeal by Mr D.
#: Garside against enforcement notice EN/2019/041").
CLAUSE_CHARACTER = r"(?:[^.;]|(?<=\b[A-Z])\.|(?<=\bM[rs])\.|(?<=\bMrs)\.|(?<=\bDr)\.)"
APPEALED = re.compile(
    rf"\b(?:(?i:a)ppeal(?:ed|s|ing)?\b{CLAUSE_CHARACTER}{{0,80}}?\bagainst|challeng(?:es|ed)"
    # a claim's: "Claim for judicial review of the stop notice served ... on 2 March 2021"
    r"|judicial\s+review\s+of"
    r"|referred\s+to\s+the\s+[A-Z]\w+"
    # a reference to a tribunal: "This is a reference by Meridian Home Finance plc of the
    # Authority's decision of 18 April 2023", "Calder refers the Authority's decision of ..."
    r"|\breference\s+by\s+[^.;]{1,80}?\s+of|\brefers(?!\s+to\b))\s+(?P<object>[^.;]+)"
)
#: Words of a described subject that say nothing of what kind of document it is.
UNDESCRIBING_WORDS = frozenset({"the", "of", "under", "appeal", "its", "this", "that"})
#: How many words a subject describing what is appealed against may run to.
APPEALED_SUBJECT_WORDS = 6


def appealed_subject(
    pool: Pool, pack: DomainPack, cue: CueRule, hit: CueHit, source: Candidate
) -> list[Candidate]:
    """What a decision voids by a description of what was before it ("The appeal is allowed
    and the notice of revocation is quashed", "The Order is quashed", "the decision under
    appeal is set aside"): of the documents its statement of the appeal names, by identifier
    or day (``APPEALED``), those the description's words call so (a title or type word: the
    notice, not the licence it revoked), issued before it."""
    if cue.kind != "voids":
        return []
    pronoun = acts_on_pronoun(hit)
    subject = hit.subject[1:] if hit.subject[:1] in (("and",), ("but",)) else hit.subject
    last_clause = subject[len(subject) - subject[::-1].index("and") :] if "and" in subject else ()
    if len(last_clause) >= 2 and last_clause[0] == "the":
        # "The claim succeeds and the stop notice is quashed": the last clause's subject
        subject = last_clause
    if not pronoun and (hit.before or not subject or subject[0] != "the"):
        return []
    subject_at = hit.sentence.lower().find(" ".join(subject[:2]))
    if not pronoun and (
        len(subject) > APPEALED_SUBJECT_WORDS
        or any(char.isdigit() for char in hit.sentence[max(subject_at, 0) : phrase_at(hit)])
    ):
        return []  # a description, not a name or a day
    appeal = appeal_of(hit, source)
    if appeal is None:
        return []
    # what the description calls it, by its title or type: "the notice", not the licence
    stems = {word_stem(w) for w in subject if w not in UNDESCRIBING_WORDS | ISSUING_BODIES}
    moment = source.moment("published") or ""
    keyed = pool.sharing({key for key in source.keys if writes_identifier(key, appeal)}) | {
        candidate.id for candidate in pool.by_id.values() if titled_in(candidate, appeal)
    }
    # its days, not a name's number ("Harbour Master's Direction 2/2024" is no February)
    undesignated = NUMBER_AFTER_NAME.sub(r"\1", appeal)
    days = naming_dates(undesignated, source.document.published_at, describing=True)
    days -= source.own_days
    # of any domain: a tribunal's decisions are often filed apart from the regulator's acts
    found = {doc_id: pool.by_id[doc_id] for doc_id in sorted(keyed)} | {
        candidate.id: candidate
        for candidate in sorted(pool.by_id.values(), key=lambda c: c.id)
        if days and candidate.dated_on(days)
    }
    def earlier(candidate: Candidate) -> bool:
        return (
            candidate.id != source.id
            and may_target(pack, cue, candidate)
            and (candidate.moment("published") or "") <= moment
        )

    named = [
        candidate
        for candidate in found.values()
        if earlier(candidate)
        and (pronoun or stems & (candidate.title_stems | type_stems(candidate.document.doc_type)))
    ]
    if named or found or pronoun or len(stems) < DESCRIBED_WORDS_MIN:
        return named
    # named by neither: "against a listed building enforcement notice issued by Ashworth
    # District Council concerning windows ... of The Old Rectory": the one document titled by
    # all the description's words that carries most of the appeal's
    described = [
        candidate
        for candidate in sorted(pool.by_id.values(), key=lambda c: c.id)
        if earlier(candidate) and stems <= candidate.title_stems
    ]
    most, best = carrying_most(described, text_words(appeal))
    return best if len(best) == 1 and most > len(stems) else []


def appeal_of(hit: CueHit, source: Candidate) -> str | None:
    """What the source's statement of an appeal before the phrase's sentence says was
    appealed (``APPEALED``), if it has one."""
    text = source.document.text or ""
    appealed = APPEALED.search(text[: max(text.find(hit.sentence), 0)])
    return appealed.group("object") if appealed is not None else None


def repeats_appeal(hit: CueHit, source: Candidate) -> bool:
    """Whether a passive's subject, of a few words, is written as the statement of the appeal
    names what was appealed."""
    appeal = appeal_of(hit, source)
    subject = hit.sentence[: max(phrase_at(hit), 0)].strip().lower()
    subject = subject.removeprefix("the ")
    if appeal is None:
        return False
    appealed = " ".join(appeal.lower().split())
    # the one act of the day the appeal names, by its maker's name ("... against the
    # respondent's notice of 18 May 2022": "The respondent's decision of 18 May 2022 revoking
    # Certificate of Exemption No. 2019/04 is set aside") or in the appeal's own words ("...
    # against the alterations notice served on it on 11 February 2021": "The alterations
    # notice served on 11 February 2021 is set aside")
    maker = POSSESSIVE_OPENING.match(subject)
    # (its joining words aside: "The decision of 22 June 2022 is quashed" after "... review
    # of the ASA Council's decision, published on 22 June 2022")
    called_so = set(TITLE_WORDS.findall(subject)) - JOINING_WORDS <= set(
        TITLE_WORDS.findall(appealed)
    )
    return (
        len(subject.split()) >= DESCRIBED_WORDS_MIN + 1 and subject in appealed
    ) or (
        ((maker is not None and maker.group(0) in appealed) or called_so)
        and bool(naming_dates(subject) & naming_dates(appealed, describing=True))
    )


def respondent_made(hit: CueHit, source: Candidate) -> bool:
    """Whether a passive's subject names as the act's maker the respondent the source's case
    name writes after its "v" ("The decision of the Secretary of State of 28 November 2022
    refusing the export licence is set aside" in "R (Mereworth Coins Ltd) v Secretary of
    State for Culture and Heritage [2023] HC Admin 412"): by the head of that name, of two
    words at least ("Secretary of State", "Traffic Commissioner")."""
    found = RESPONDENT.search(source.document.title or "")
    if found is None:
        return False
    head = RESPONDENT_QUALIFIER.split(found["respondent"].strip(), maxsplit=1)[0]
    subject = hit.sentence[: max(phrase_at(hit), 0)]
    return len(head.split()) >= 2 and re.search(rf"\b{re.escape(head)}\b", subject) is not None


#: The respondent a case name writes after its "v", up to a citation, bracket or colon.
RESPONDENT = re.compile(r"\sv\.?\s+(?P<respondent>[A-Z][^\[(:]*?)\s*(?:[\[(:]|$)")
#: Where a respondent's name goes on to say of what or where it is ("... for Culture and
#: Heritage", "... for the North West of England").
RESPONDENT_QUALIFIER = re.compile(r"\s+(?:for|of\s+the)\s+")


#: A possessive opening a subject: the maker of the act it names ("respondent's decision").
POSSESSIVE_OPENING = re.compile(r"^[a-z]+['\u2019]s\s")


#: A number written after a capitalised word, a name's: "Direction 2/2024", "CR 2018/11".
NUMBER_AFTER_NAME = re.compile(r"\b([A-Z][\w'\u2019]*\s)\d{1,4}/\d{2,4}\b")


def titled_in(candidate: Candidate, text: str) -> bool:
    """Whether ``text`` writes a title form of ``candidate`` naming it (``title_names``) that
    carries a number: "against Harbour Master's Direction 2/2024 on personal watercraft"
    names "Harbour Master's Direction 2/2024 - Personal Watercraft"."""
    lowered = " ".join(text.lower().split())
    return any(
        re.search(rf"(?<![\w/-]){re.escape(form)}(?![\w/-])", lowered) is not None
        for key in candidate.title_names
        if re.search(r"\d", form := key.split(":", 1)[1])
    )


#: A phrase acting on a pronoun it holds: "sets it aside", "sets them aside".
PRONOUN_ACT = re.compile(r"\b(?:it|them)\b", re.IGNORECASE)


def acts_on_pronoun(hit: CueHit) -> bool:
    """Whether the phrase holds its object, a pronoun ("... and sets it aside in its
    entirety")."""
    return PRONOUN_ACT.search(hit.phrase) is not None


def dated_noun(subject: Sequence[str]) -> str:
    """The noun a subject names its document by, before the day it writes ("decision" of
    "the decision of 8 November 2022"; tokens hold no day numbers), else its last word."""
    words = list(subject)
    # "the order of 5 June 2023", "the notice dated 3 March", "the interim order made on"
    while len(words) > 1 and (words[-1] in DATING_WORDS or words[-1] == "made"):
        words.pop()
    return words[-1] if words else ""


def one_of_each_day(dated: Sequence[Candidate]) -> bool:
    """Whether ``dated`` (a subject's documents named by their days) holds one document of
    each day it has."""
    days = {candidate.moment("published") for candidate in dated}
    return bool(dated) and None not in days and len(days) == len(dated)


#: The fewest words of a subject a title carries to be the one of its day it describes.
DESCRIBED_WORDS_MIN = 2


def best_of_each_day(
    candidates: Sequence[Candidate], days: AbstractSet[str], words: Sequence[str]
) -> list[Candidate]:
    """Of ``candidates``, for each of ``days`` the one of that day whose title alone carries
    most of ``words`` (one at least), else all of that day's."""
    kept: dict[str, Candidate] = {}
    for day in sorted(days):
        of_day = [c for c in candidates if c.dated_on({day})]
        most, best = carrying_most(of_day, words)
        kept.update((c.id, c) for c in (best if most and len(best) == 1 else of_day))
    return [c for c in candidates if c.id in kept]


def described_of(candidates: Sequence[Candidate], words: Sequence[str]) -> list[Candidate]:
    """The one of ``candidates`` whose title carries most of ``words`` (``DESCRIBED_SHARE``
    of them, two at least); none where none does or several tie."""
    most, best = carrying_most(candidates, words)
    return best if len(best) == 1 and most >= max(2, DESCRIBED_SHARE * len(words)) else []


def type_stems(doc_type: str) -> set[str]:
    """The stems of a doc type's words ("policy_memorandum": "polici", "memorandum")."""
    return {word_stem(word) for word in doc_type.split("_") if word}


def object_text(hit: CueHit) -> str:
    """The cue sentence after its phrase, up to a second predicate ("rescinds its letter of
    April 8, 2022 revoking EUA 104 and reinstates the authorization ... dated September 20,
    2021": the first day alone) or a semicolon."""
    rest = hit.sentence[hit.sentence.lower().find(hit.phrase.lower()) + len(hit.phrase) :]
    if hit.antecedent and PRONOUN_OBJECT.match(rest):
        return hit.antecedent  # "... and supersedes it": what "it" stands for
    rest = MANNER_OPENING.sub(" ", rest, count=1)  # "replaces in its entirety the ..."
    second = SECOND_PREDICATE.search(rest)
    rest = rest[: second.start()] if second else rest
    # "CG191 (published December 2014) - replaced in full; NG138 (published September 2019)
    # - replaced in full": a semicolon ends it, but in a list a colon announces
    clause, semicolon, _ = rest.partition(";")
    return clause if semicolon and ":" not in clause else rest


#: An object that is a pronoun ("... and supersedes it from 1 October 2019", "overrule them").
PRONOUN_OBJECT = re.compile(r"^\s*(?:it|them)\b", re.IGNORECASE)
#: Words of manner before an object (``cue_roles.MANNER_BEFORE_OBJECT``).
MANNER_OPENING = re.compile(
    r"^\s*(?:in\s+(?:(?:its|their)\s+entirety|full)|,\s*with\s+immediate\s+effect\s*,)(?=\s+\w)",
    re.IGNORECASE,
)
#: A second predicate after an object: "... and reinstates the", "..., and replaces SOP-QA-3".
SECOND_PREDICATE = re.compile(
    r",?\s+and\s+(?:hereby\s+)?[a-z]{3,}s\s+(?=(?:the|its|our|this|that|these|those)\b|[A-Z])"
)


#: The same content of another document, named after it ("These rates replace [the rates
#: published last quarter in] Public Notice PN 2023/11", "This Schedule replaces [the
#: Schedule published in] PN 2023/08", "The packages in this erratum replace [those released
#: in] HLSA-2024:1187"): up to four words before the noun, up to four after it, none
#: restricting ("the rates for small employers in X" is not all of them).
CONTENT_OF = (
    r"\s+(?:(?:the|those)\s+(?:[\w-]+\s+){{0,4}}?{noun}|those)"
    r"\s+(?:(?!for\b|at\b)[a-z]+\s+){{0,4}}?(?:in|under)\s+"
)
#: How far after that the document's name may start ("Public Notice PN 2023/11").
CONTENT_NAME_REACH = 40


def content_named(hit: CueHit) -> tuple[str, str] | None:
    """The noun of a subject naming some of the document's content ("These rates", "This
    Schedule", "The packages in this erratum") and the text after the object naming the
    same content of another document (``CONTENT_OF``); None where the sentence is not so."""
    words = hit.subject
    if not (
        (len(words) == 2 and words[0] in ("this", "these"))
        or (len(words) == 5 and words[0] == "the" and words[2:4] == ("in", "this"))
    ):
        return None
    noun = words[1]
    at = hit.sentence.lower().find(hit.phrase.lower())
    rest = hit.sentence[at + len(hit.phrase) :]
    found = re.match(CONTENT_OF.format(noun=re.escape(noun)), rest, re.IGNORECASE)
    return (noun, rest[found.end() :]) if found else None


def holds_content(target: Candidate, source: Candidate, noun: str) -> bool:
    """Whether the target is all of the content a sentence replaces: its title names it
    ("Schedule of Withholding Tax Rates" for "the Schedule"), or it is of the source's own
    doc type (one rates notice after another)."""
    title = (target.document.title or "").lower()
    words = {singular(word) for word in re.findall(r"[a-z]+", title)}
    return singular(noun) in words or bool(earlier_editions(source, [target]))


def replaced_content(hit: CueHit, named: tuple[str, str] | None) -> tuple[str, ...]:
    """The key of the document whose same content the document's own replaces, named right
    after it ("... the rates published last quarter in Public Notice PN 2023/11"); none
    where the subject is no content of its own or the object no content of another
    (``named``: the sentence's ``content_named``)."""
    if named is None:
        return ()
    tail = named[1].upper()
    placed = sorted(
        (where, key)
        for key in hit.keys
        if 0 <= (where := tail.find(key.split(":", 1)[1].upper())) < CONTENT_NAME_REACH
    )
    return (placed[0][1],) if placed else ()


def names_itself(
    cue: CueRule,
    hit: CueHit,
    title: str | None = None,
    header: str = "",
    doc_type: str = "",
    issuer: str = "",
) -> bool:
    """Whether the phrase's subject, naming no other document, is its own document: none
    ("Supersedes: RFC 2616"), its own identifier ("RFC 7231 obsoletes"), an edition of its
    own title ("Version 3.0 of the Personal Trading Policy" in that policy's version 3.0), a
    determiner and a word of its own ``doc_type`` ("This campaign replaces Service Campaign
    SU-2020-07" in a software update campaign), a
    determiner and a ``self_nouns`` word ("This third edition cancels and replaces"), or
    "This" alone ("This is revision 2 of FQA-2023-0007 and replaces the text ...")."""
    if hit.before:
        return True
    words = hit.subject
    if words[:1] in (("and",), ("but",)):  # "..., and this declaration supersedes"
        words = words[1:]
    if words[-3:] in THAT_DAY:
        # "The Third Edition of FEB P 5400.2 takes effect October 1, 2022 and on that date
        # replaces the April 2018 Second Edition": when, after the shared subject's "and"
        words = words[:-3]
    own = words_of_title(title) | {"of", "the"}
    edition = shared_subject(words, cue.self_nouns)  # "Revision 2 cancels and supersedes"
    # its name and edition opening the subject, what follows them no name ("Module TW1 Issue
    # 11 comes into force ...; it replaces", "Module G1 Issue 9, in force from 4 June 2022,")
    naming = list(
        takewhile(
            lambda word: word in EDITION_WORDS | DATING_WORDS | REVISION_LOG
            or len(word) <= 2
            or word in own,
            edition,
        )
    )
    if (
        edition
        and (EDITION_WORDS & set(edition) or hit.subject_editions)
        and (
            len(naming) == len(edition)
            or (
                len(naming) >= 2
                and EDITION_WORDS & set(naming)
                and naming[0] in own
                and len(edition) - len(naming) <= NAMING_AFTER_WORDS
            )
        )
    ):
        # a revision history's "Rev C 2022 Supersedes Rev B", "Issue 5 obsoletes", "Revision
        # history: Rev 2 (15 April 2024) supersedes Rev 1", "Rev. B replaces Rev. A (2016)"
        return True
    before = hit.sentence[: max(phrase_at(hit), 0)]
    if words[-1:] == ("which",) and PUBLISHED_BEFORE.search(before):
        # "Castell publishes updated LRG criteria which will supersede ...": what its issuer
        # publishes, the document itself
        return True
    if STATED_INTENT.match(" ".join(words)):  # "It is the intent of the Legislature ... to"
        return True
    if words[:1] and words[0] in HEADER_PARTICIPLES:
        # "it" after the header "Approved by the Board on 10 November 2026; takes effect ..."
        return True
    if words and set(words) <= HEADER_ACTS and header_line(hit):
        # a header line of acts: "Reissues and Cancels: DoD Instruction 8510.01, ...",
        # "Incorporates and Cancels: Directive-type Memorandum 21-003"
        return True
    words = before_aside(hit, words)
    if words[:1] and words[0] in LEADING_CONDITIONS and "this" in words[1:]:
        # "When in force this issue supersedes SP Issue 4": when, then its own subject
        words = words[words.index("this", 1) :]
    if words[1:3] in (("purpose", "of"), ("intent", "of")):  # "The purpose of this Act is to"
        words = words[3:]
    if words[:1] and words[0] in EDITION_WORDS and words[1:3] == ("of", "this"):
        words = words[2:]  # "Revision 2 of this service bulletin supersedes Revision 1"
    if (
        words[:1] == ("this",)
        and words[1:2]
        and words[1] in EDITION_WORDS
        and words[2:3] == ("of",)
        and set(words[3:]) <= own
    ):
        return True  # "This edition of Statutory Document No. 2 supersedes the 2014 edition"
    words = introduced(words, cue.self_nouns)
    if words[-2:] in (("and", "it"), ("or", "it")):
        # "This is a revised version of the advisory ... and it replaces that version": "it"
        # is the first clause's subject
        words = words[:-1]
    if (
        2 <= len(words) <= 3
        and words[-1] in ("and", "or")
        and all(word.endswith("s") for word in words[:-1])
        and opens_with_itself(hit.sentence, cue.self_nouns)
    ):
        # "This rapid action revision to AR 614-200 ...: adds paragraph 5-21; incorporates and
        # rescinds Army Directive 2022-08": a predicate of the sentence's own subject
        return True
    if (
        len(words) > 2
        and words[-1] in ("and", "or")
        and words[0] in ("this", "these")
        and (words[1] in own or words[1] in cue.self_nouns)
        and re.match(rf"\s*{words[0]}\s+{re.escape(words[1])}\s", hit.sentence, re.IGNORECASE)
    ):
        # "These Requirements apply to designated providers from 1 March 2026 and replace the
        # Statement on ...": the sentence's own subject, named by its title's word, acting in
        # a second predicate
        return True
    if words == ("which", "it") and SELF_OPENING.match(hit.sentence):
        # "1. This directive makes permanent the program piloted under Army Directive
        # 2019-21, which it supersedes": "it" is the sentence's subject
        return True
    if words in (("and",), ("or",)) and SELF_OPENING.match(hit.sentence):
        # "This letter confirms that ..., and it rescinds Interpretive Letter 1179"
        return True
    if presents_itself(hit, cue.self_nouns):
        return True
    if coordinated(hit) and words[-1:] not in (("and",), ("or",)):
        # "This notice corrects the UPC published in our notice of 9 May 2024, which ..., and
        # replaces that notice": the subject shared with the first predicate, past its comma
        words = (*words, "and")
    words = shared_subject(words, cue.self_nouns, doc_type)
    return (
        not words
        or words in (("this",), ("this", "and"))
        # "It includes all of the fixes from KB5034770 and supersedes it."
        or (words[0] == "it" and coordinated(hit))
        or titled_acronym(words, f"{title or ''}\n{header}")
        or writes_own_title(hit, title)
        or edition_of_own_title(words, own, doc_type)
        or speaks_first_person(hit)
        or issuer_speaks(hit, issuer)
        or body_speaks(hit)
        or issuer_performs(hit)
        or (
            words[0] in SELF_DETERMINERS
            and len(words) <= SELF_SUBJECT_WORDS
            and (
                any(word in cue.self_nouns for word in words)
                or words[-1] in POINTING_INWARD
                # naming another document by its identifier (its own editions are read by
                # their titles: "This record supersedes the previous version")
                or (bool(hit.after) and word_stem(words[-1]) in type_stems(doc_type))
            )
        )
        # "This revised Q&A replaces ...": its own noun is no word ("Q&A", "FAQ's"); "this
        # index replaces ..." in "... Producers Index Methodology": a noun of its own title
        or (
            len(words) == 2
            and words[0] in ("this", "these")
            and (words[1] in REVISED_WORDS or words[1] in own - DESCRIBING_WORDS)
        )
        # "The new program replaces ..." in "... Approves New $1.0 Billion Share Repurchase
        # Program": a new thing its title names
        or (
            len(words) == 3
            and words[0] in ("the", "this")
            and words[1] in REVISED_WORDS
            and words[2] in own - {"of", "the"}
        )
    )


#: Words closing a subject that say when its act takes place: "... and on that date".
THAT_DAY = frozenset(
    (preposition, pointing, day)
    for preposition in ("on", "from")
    for pointing in ("that", "this", "the")
    for day in ("date", "day")
)


def opens_with_itself(sentence: str, self_nouns: Collection[str]) -> bool:
    """Whether a sentence opens with the document itself: "This" or "These" and one of its
    ``self_nouns`` within the next few words ("This rapid action revision to ...")."""
    opening = SELF_NOUN_OPENING.match(sentence)
    return opening is not None and any(
        word.lower() in self_nouns for word in opening["words"].split()
    )


#: "This" or "These" opening a sentence, and the words after it a self noun may be among.
SELF_NOUN_OPENING = re.compile(r"\s*(?:This|These)\s+(?P<words>(?:[A-Za-z-]+\s+){0,3}[A-Za-z-]+)")


#: An issuer publishing what a relative pronoun then makes act: "Northgate publishes updated
#: CLO Rating Criteria (NCR-SF-40), which replace ...".
PUBLISHED_BEFORE = re.compile(
    r"^[^,;]*?\b(?:publishes|issues|releases|is\s+publishing|is\s+issuing"
    r"|has\s+(?:published|issued|released))\s+(?:the\s+|its\s+|these\s+)?"
    r"(?:updated|revised|new|amended|consolidated)\s+[^;]*?,?\s*which\s*$",
    re.IGNORECASE,
)
#: Words opening a clause of when or how a subject acts, before it ("When in force this issue
#: supersedes ...", "Once approved this policy replaces ...").
LEADING_CONDITIONS = frozenset({"when", "once", "upon", "from", "after", "until", "while"})
#: Nouns naming an edition, as a subject's head ("This 2021 Edition of ...").
EDITION_NOUNS = frozenset({"edition", "version", "revision", "issue", "release"})


def edition_of_own_title(words: tuple[str, ...], own: AbstractSet[str], doc_type: str) -> bool:
    """Whether a subject is a determiner, an edition's noun and words of the document's own
    title (``own``) or of its ``doc_type`` after "of the": "This 2021 Edition of the Customer
    Agreement" in the "Stratus Cloud Customer Agreement (2021 Edition)" (its number is no
    word), "This version of the repossessions guidance" in temporary guidance."""
    stems = type_stems(doc_type)
    return (
        len(words) > 4
        and words[0] in SELF_DETERMINERS
        and words[1] in EDITION_NOUNS
        and words[2:4] == ("of", "the")
        and all(word in own or word_stem(word) in stems for word in words[4:])
    )


#: How many words may follow a subject's own name and edition ("Module G1 Issue 9, in force
#: from 4 June 2022, supersedes"), not a whole clause of what the edition does ("The 2023
#: edition reorganizes entry classification ..., replacing the fixed testing sequence").
NAMING_AFTER_WORDS = 4


def before_aside(hit: CueHit, words: tuple[str, ...]) -> tuple[str, ...]:
    """A self-naming subject without the aside commas set off after it ("This letter of
    authorization, reissued in its entirety, supersedes ..."); other subjects as they are."""
    found = ASIDE_SUBJECT.match(hit.sentence[: hit.sentence.find(hit.phrase)])
    return tuple(re.findall(r"[a-z0-9]+", found["subject"].lower())) if found else words


#: A subject opening with "This"/"These", then an aside between commas up to the phrase.
ASIDE_SUBJECT = re.compile(
    r"^\s*(?P<subject>(?:This|These)\s+[^,]{1,60}?),\s+[^,]{1,80},\s*$", re.IGNORECASE
)


def header_line(hit: CueHit) -> bool:
    """Whether the phrase ends a header label: a colon right after it ("Cancels: X")."""
    return re.search(rf"\b{re.escape(hit.phrase)}\s*:", hit.sentence) is not None


def reviewed_decision(hit: CueHit, source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """Of the earlier decisions of a judgment's own case, the one of the court below its
    sentence names ("The judgment of the Court of Appeals is reversed": the one titled "(9th
    Cir. 1998)"; "The panel's opinion is VACATED": the one of its docket), where exactly one
    is; none otherwise (a caption shared by an unrelated case stays for review). The district
    court's judgment on remand, filed later, is none of them."""
    title = source.document.title or ""
    docket = DOCKET.search(title)
    issued = (source.moment("published") or "9999")[:10]
    found = {
        target.id
        for _, marks in courts_named(hit)
        for target in chosen
        if (target.moment("published") or "")[:10] <= issued
        and (
            marks.search(target.document.title or "")
            if marks is not None
            else docket is not None and docket.group() in (target.document.title or "")
        )
    }
    return found if len(found) == 1 else set()


def courts_named(hit: CueHit) -> list[tuple[re.Pattern[str], re.Pattern[str] | None]]:
    """The courts below (``COURTS_BELOW``) the sentence names: the first after the phrase
    where one follows it ("set aside the order of the Court of Appeal and restore the order
    of the trial judge": the Court of Appeal's for the first, the trial judge's for the
    second), else all it names."""
    at = phrase_at(hit) + len(hit.phrase)
    named = [
        (found.start(), court)
        for court in COURTS_BELOW
        for found in court[0].finditer(hit.sentence)
    ]
    following = [pair for pair in named if pair[0] >= at]
    if following:
        return [min(following, key=lambda pair: pair[0])[1]]
    return list(dict.fromkeys(court for _, court in named))


def decision_of_the_day(hit: CueHit, source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """The one earlier decision of a judgment's own case issued on a day its sentence writes,
    before or after the phrase ("We VACATE the preliminary injunction entered December 20,
    2024", "Our order of October 24, 2023, staying the effective date of the Rule, is
    DISSOLVED"); none otherwise."""
    days = naming_dates(hit.sentence, describing=True) - source.own_days
    own = source.own_title_keys()
    found = {
        target.id
        for target in chosen
        if target.dated_on(days) and (target.own_title_keys() & own or same_docket(target, source))
    }
    return found if len(found) == 1 else set()


#: How far into a judgment its caption (and docket number) runs.
CAPTION_CHARS = 400


def same_docket(target: Candidate, source: Candidate) -> bool:
    """Whether the docket number the target's title writes ("No. 18-0552") heads the source's
    text too: one case, whatever the captions ("In re Bluebonnet Midstream, LLC")."""
    docket = DOCKET.search(target.document.title or "")
    return docket is not None and docket.group() in source.document.text[:CAPTION_CHARS]


def titled_acronym(words: tuple[str, ...], title: str | None) -> bool:
    """Whether a subject is "this" and the acronym its title (or the header its text opens
    with) names the document by ("This ETA supersedes ETA 3102.2019" in "Excise Tax Advisory
    ETA 3102.2023", "This SS replaces SS3/19" in "Supervisory Statement SS5/25", "This FIL
    rescinds" in "FIL-7-2025")."""
    return (
        len(words) == 2
        and words[0] == "this"
        and 2 <= len(words[1]) <= ACRONYM_LETTERS
        and re.search(rf"\b{re.escape(words[1].upper())}(?![A-Za-z])", title or "") is not None
    )


#: The most words a title's kind runs to before the act its title names ("Notice rescinding").
TITLING_KIND_WORDS = 2


def writes_own_title(hit: CueHit, title: str | None) -> bool:
    """Whether the sentence opens with the document's own title, its edition's number too:
    "The 2025 Monitoring Program replaces the 2024 Monitoring Program" in "2025 Monitoring
    Program" (the number tells it from the editions it names), or "This" and its title's
    opening words ("These Second Amended and Restated Bylaws supersede the Amended and
    Restated Bylaws" in "Second Amended and Restated Bylaws of Northgate Holdings, Inc.")."""
    at = phrase_at(hit)
    written = re.findall(r"[a-z0-9]+", hit.sentence[: max(at, 0)].lower())
    if coordinated(hit):  # "Question 119.24 is revised as follows and replaces ...": its name
        first = next((i for i, word in enumerate(written) if word in FIRST_PREDICATE_VERBS), None)
        written = written[:first]
    pointing = written[:1] in (["this"], ["these"])
    if written[:1] == ["the"] or pointing:
        written = written[1:]
    own = re.findall(r"[a-z0-9]+", (title or "").lower())
    # the title itself, its act right after its kind: "Notice rescinding enforcement notice
    # EPR/EN/2025/0088"
    titling = (
        hit.sentence.strip() == (title or "").strip()
        and len(written) <= TITLING_KIND_WORDS
        and all(word.isalpha() for word in written)
        and own[: len(written)] == written
    )
    return (
        at > 0
        and bool(written)
        and (
            any(word.isdigit() for word in written)
            or (pointing and len(written) >= 2 and own[: len(written)] == written)
            or titling
        )
        and set(written) <= set(own)
        and " ".join(written) in " ".join(own)
    )


#: Words opening a first predicate its subject shares with the phrase ("... is revised as
#: follows and replaces").
FIRST_PREDICATE_VERBS = frozenset({"is", "are", "was", "were", "has", "have"})
#: The most letters of an acronym a title names its kind of document by ("ETA", "TIB").
ACRONYM_LETTERS = 6
#: An object announcing a list ("replaces the following Standards and Interpretations: (a)
#: IAS 17 Leases; (b) IFRIC 4 ..."): the names after its colon are the targets.
FOLLOWING_LIST = re.compile(r"\bthe\s+following\b[^:.;]{0,80}:", re.IGNORECASE)
#: An act on a document the object names by where it was announced: "the suspension
#: announced in Health Advisory HA-2025-04", "the hold imposed by Order 2024-07".
ACT_ANNOUNCED_IN = re.compile(
    rf"^\s*(?:the|its|our)\s+(?:{'|'.join(sorted(ACT_NOUNS))}|hold|stay|ban|moratorium)\s+"
    r"(?:announced|imposed|issued|ordered|published|declared)\s+(?:in|by)\b"
    # relief a document granted: "terminates the temporary exemptions granted in Release No.
    # 34-64795, as extended by Release Nos. 34-66703 and 34-71485"
    r"|^\s*(?:the|its|our)\s+(?:temporary\s+|conditional\s+|interim\s+)?(?:exemptions?"
    r"|waivers?|relief|exceptions?|dispensations?)\s+(?:granted|issued|provided)\s+(?:in|by)\b",
    re.IGNORECASE,
)
#: Words that attach a noun phrase to what precedes it ("Section 5 of this Standard"): a
#: determiner after one is not where the subject starts.
LINKING_WORDS = frozenset({"of", "in", "to", "by", "under", "for", "with", "from", "and", "or"})


def introduced(words: tuple[str, ...], self_nouns: Collection[str]) -> tuple[str, ...]:
    """A subject after a paragraph number, a date or an introductory phrase, from its
    determiner: "C20 On its effective date this Standard replaces" -> "this standard", "14
    November 2024 This version replaces" -> "this version". Other subjects,
    and a determiner a linking word attaches ("Section 5 of this Standard"), as they are."""
    opening = words[0] if words else ""
    if not (any(c.isdigit() for c in opening) or opening in INTRODUCTORY_WORDS | MONTHS.keys()):
        return words
    for start in range(len(words) - 1, 0, -1):
        rest = words[start:]
        if (
            words[start] in SELF_DETERMINERS
            and words[start - 1] not in LINKING_WORDS
            and len(rest) <= SELF_SUBJECT_WORDS
            and any(word in self_nouns for word in rest)
        ):
            return rest
    return words


#: A sentence opening with the document itself as its subject ("This letter confirms").
SELF_OPENING = re.compile(r"\s*(?:This|These)\s+[a-z]+\s+[a-z]+s\b")


#: Words joining a name to a passive's subject after its phrase: ", together with".
JOINED_AFTER = re.compile(
    r"\s*,?\s*(?:"
    + "|".join(r"\s+".join(phrase) for phrase in JOINING_PHRASES)
    + r")\s+(?P<named>[^,;.]+)",
    re.IGNORECASE,
)


def joined_after(hit: CueHit) -> tuple[str, ...]:
    """The names a passive phrase joins to its subject right after it ("Circular 1/2020 is
    revoked, together with Circular 4/2022, which amended it"), up to the next break."""
    at = phrase_at(hit)
    joined = JOINED_AFTER.match(hit.sentence, at + len(hit.phrase)) if at >= 0 else None
    if joined is None:
        return ()
    named = joined["named"].lower()
    return tuple(
        key
        for key in hit.keys
        if key not in hit.before and key.split(":", 1)[1].lower() in named
    )


def phrase_at(hit: CueHit) -> int:
    """Where the cue phrase starts in its sentence (-1 where the sentence does not hold it)."""
    return hit.sentence.lower().find(hit.phrase.lower())


def coordinated(hit: CueHit) -> bool:
    """Whether the phrase is a second predicate, after "and" or "or"."""
    at = phrase_at(hit)
    return at > 0 and COORDINATED.search(hit.sentence[:at]) is not None


def shared_subject(
    words: tuple[str, ...], self_nouns: Collection[str], doc_type: str = ""
) -> tuple[str, ...]:
    """A subject shared with a first predicate naming nothing, up to its self-noun or, with
    none, the first word of its ``doc_type`` there: "This procedure defines sampling
    responsibilities and supersedes SOP-QA-3" -> "this procedure", "This special provision
    cancels and replaces SP-20-IC" -> "this special provision". Other subjects as they
    are."""
    if not words or words[-1] not in ("and", "or"):
        return words
    stems = type_stems(doc_type)
    noun = next((i for i, word in enumerate(words) if word in self_nouns), None)
    if noun is None:  # else its doc type's word ("This special provision cancels and ...")
        noun = next((i for i, word in enumerate(words) if word_stem(word) in stems), None)
    return words[: noun + 1] if noun is not None and noun < SELF_SUBJECT_WORDS else words


def named_elsewhere(pool: Pool, cue: CueRule, source: Candidate, hit: CueHit) -> bool:
    """Whether the identifier the phrase's subject names the source by is also the own title
    name of a document of another doc type published no later: "IFRS 16 replaces IAS 17" in
    a summary titled "IFRS 16 at a glance", the standard "IFRS 16 Leases" stored, may report
    the standard's act (editions of one code share the doc type; a commentary comes later).
    Only a name of a document counts (a kind the cue targets), not the product both are
    about ("Version 1.1 of the Halden Server 2019 Security Configuration Baseline
    supersedes version 1.0" beside a notice about Halden Server 2019)."""
    own = {
        key
        for key in set(hit.before) & source.own_title_keys()
        if key.split(":", 1)[0] in {*cue.target_kinds, *cue.own_title_kinds}
    }
    if not own:
        return False
    published = source.moment("published") or ""
    return any(
        other.document.doc_type != source.document.doc_type
        and (other.moment("published") or "") <= published
        and bool(other.own_title_keys() & own)
        for other in (pool.by_id[doc_id] for doc_id in pool.sharing(own) - {source.id})
    )


def speaks_first_person(hit: CueHit) -> bool:
    """Whether the phrase's subject is the issuer's "we" (``FIRST_PERSON_WORDS``), or a
    release's report of what its issuer does ("Norvane Therapeutics, Inc. announced today
    that it is withdrawing its full-year 2024 financial guidance": ``ANNOUNCED_OWN_ACT``)."""
    words = hit.subject
    return bool(words) and (
        (words[0] == "we" and set(words) <= FIRST_PERSON_WORDS)
        or ANNOUNCED_OWN_ACT.fullmatch(" ".join(words)) is not None
    )


#: A release's subject announcing its issuer's own act, in the present: "announced today that
#: it is", "announces that the Company has" (the issuer's name before it is no subject word).
ANNOUNCED_OWN_ACT = re.compile(
    r"(?:announced|announces|said|says|confirmed|confirms)(?: today)? that"
    r" (?:it|the company|we) (?:is|are|has|have)"
)


#: An agency announcing its own act by its acronym, in the present: "The FAA is superseding
#: AD 2022-18-03", "FDA is revising ...", "The Wage and Hour Division (WHD) is withdrawing",
#: after an opening clause ("After reconsidering ..., OSHA is rescinding")
#: (not "The FAA superseded AD X in 2019").
ISSUER_SPEAKING = re.compile(
    r"(?:^|[.:,]\s+)(?:The\s+)?(?:(?:[A-Z][\w&'-]*|and|of|for)\s+){0,6}?\(?"
    r"(?P<issuer>[A-Z]{2,6})\)?\s+(?:is|are)\s+\w+ing\b"
)


#: An issuing body a guidance or rule names as the actor of its own act, in the present: "The
#: Department rescinds Bulletin 2019-06", "The Office withdraws Advisory Opinion 2020-02" (a
#: past "The Department rescinded" reports; it is no phrase).
ISSUING_BODIES = frozenset(
    {"department", "office", "commission", "agency", "board", "bureau", "authority"}
    | {"administration", "division", "ministry", "secretary", "commissioner", "director"}
    | {"superintendent", "regulator", "directorate", "service", "staff", "committee", "council"}
    | {"exchange"}  # a stock exchange's "The Exchange has withdrawn SR-CboeEDGX-2023-012"
    # a local issuer's "The Town has rescinded the nitrate advisory issued on 9 February 2024"
    | {"utility", "district", "town", "city", "county", "village", "municipality"}
    # a body deciding on another's act: "the Tribunal quashes Classification Direction 2022/01"
    | {"tribunal", "court", "panel"}
    | {"senate"}  # a university's: "Senate has decided to revoke ..."
    # a safety executive's, an inspectorate's, a land registry's, a sport's federation's:
    # "The Executive therefore revokes Certificate of Exemption No. 2019/04"
    | {"executive", "inspectorate", "registrar", "registry", "federation"}
)


#: Adverbs between an acting body and its verb: "The Agency therefore revokes", "The
#: Department hereby rescinds".
ACT_ADVERBS = frozenset({"hereby", "therefore", "accordingly", "also", "now", "consequently"})
#: How many words a body's subject may run to with a first predicate of its own before the
#: phrase's "and" ("the board allows the appeal and").
FIRST_PREDICATE_WORDS = 12


#: Words opening the statement of the power a body acts under ("Under section 23 of ...",
#: "Pursuant to regulation 4 ...", "In exercise of its powers under ...").
POWER_OPENERS = frozenset({"under", "pursuant", "in"})


def body_speaks(hit: CueHit) -> bool:
    """Whether the phrase's subject is "the" or the issuer's acronym and an issuing body's
    noun ("The Department", "NSRA staff withdraws Interpretive Letter IL-2021-07", "The
    Division is rescinding", "the staff has withdrawn"): the document's issuer acting by it,
    read as its "we" is; adverbs between do not count ("The Agency therefore revokes")."""
    words = [word for word in hit.subject if word not in ACT_ADVERBS]
    if words[-2:] == ["decided", "to"]:  # "The Agency has decided to defer ..."
        words = words[:-2]
    if (
        words[-1:] == ["and"]
        and 4 <= len(words) <= FIRST_PREDICATE_WORDS
        and words[2].endswith("s")
        and words[1] in ISSUING_BODIES
    ):  # its first predicate the body's too: "The Board allows the appeal and quashes ..."
        words = words[:2]
    if words[-1:] and words[-1] in PRESENT_AUXILIARIES:  # "The Division is rescinding"
        words = words[:-1]
    opening = (bool(words) and words[0] in POWER_OPENERS) or words[:3] == ["at", "its", "meeting"]
    if opening and words[-2:-1] == ["the"]:
        # the power it acts under first, with no comma: "Under section 23 of the Weights and
        # Measures Act 2009 the Office revokes certificate TA-0721"; or the meeting it acts at
        # ("At its meeting on 10 November 2021 the Council decided to withdraw ...")
        words = words[-2:]
    if words[:1] == ["the"] and len(words) == 3:
        words = words[1:]  # "The NSRA staff"
    if len(words) == 1 and words[0] in ISSUING_BODIES:
        # a body named by its bare noun: "Senate has decided to revoke the Code of Practice"
        return re.search(rf"\b{words[0].capitalize()}\b", hit.sentence) is not None
    if len(words) != 2 or words[1] not in ISSUING_BODIES:
        return False
    acronym = words[0].upper()
    return words[0] == "the" or (
        2 <= len(acronym) <= ACRONYM_LETTERS
        and re.search(rf"\b{re.escape(acronym)}\b", hit.sentence) is not None
    )


def issuer_speaks(hit: CueHit, issuer: str = "") -> bool:
    """Whether the phrase's subject is an issuer by its acronym or its name announcing its act
    in the present ("FDA rescinds its letter of April 8, 2022", "The FAA is superseding AD X",
    "the Federal Reserve is rescinding SR 06-17", "The Federal Reserve Board has withdrawn SR
    22-6"), or by the words its declared ``issuer`` opens with ("Harwick Airport suspends ..." of
    Harwick Airport Ltd), as the issuer's "we" does (the same acceptance: on a document of its
    own declared doc type)."""
    words = [word for word in hit.subject if word != "the" and word not in ACT_ADVERBS]
    if (
        len(words) == 1
        and PRESENT_ACT.search(hit.phrase)
        and acronym_written(words[0], hit.sentence)
    ):
        return True
    if named_issuer(hit, words, issuer):  # one word too: "The Company has withdrawn its outlook"
        return True
    if len(words) < 2 or words[-1] not in ("is", "are"):
        return False
    found = ISSUER_SPEAKING.search(hit.sentence)
    return found is not None and found["issuer"].lower() == words[-2]


#: The auxiliaries of an act in the present: "The Division is rescinding", "has withdrawn".
PRESENT_AUXILIARIES = frozenset({"is", "are", "has", "have"})
#: An issuer's proper name right before the phrase (and its auxiliary): "..., the Federal
#: Reserve is rescinding", "The Federal Reserve Board has withdrawn", after an opening phrase
#: with no comma ("With effect from 17 August 2026 the Environment Agency suspends ...").
ISSUER_NAME_BEFORE = re.compile(
    r"(?:^|[.:;,]\s+|\bthat\s+|(?<=\w\s)(?=the\s))(?:[Tt]he\s+)?(?P<name>[A-Z][\w&'-]*"
    r"(?:\s+(?:(?:of|and|for)\s+)?(?:the\s+)?[A-Z][\w&'-]*){0,6})\s+(?:(?:is|are|has|have)\s+)?$"
)

#: An aside between commas after a subject (or its present perfect's auxiliary), up to the
#: phrase.
SUBJECT_ASIDE = re.compile(
    r"(?:\s+(?P<auxiliary>ha(?:s|ve)))?\s*,\s+[^,]{1,120},\s*$", re.IGNORECASE
)


def named_issuer(hit: CueHit, words: Sequence[str], issuer: str = "") -> bool:
    """Whether the subject ``words`` are a proper name written in capitals right before the
    phrase, with an auxiliary of the present where the phrase needs one ("the Federal Reserve
    is rescinding"; not "the Federal Reserve rescinded")."""
    at = phrase_at(hit)
    before = hit.sentence[:at] if at > 0 else ""
    # an aside between commas after the name or its auxiliary: "The Environment Agency,
    # under regulation 22 of ..., revokes permit X", "the Environment Agency has, with the
    # Secretary of State's agreement, deferred ..."
    aside = SUBJECT_ASIDE.search(before)
    if aside is not None:
        before = f"{before[: aside.start()]} {aside['auxiliary'] or ''} "
    found = ISSUER_NAME_BEFORE.search(before) if before else None
    if found is None:
        return False
    name = [word for word in re.findall(r"[a-z&'-]+", found["name"].lower()) if word != "the"]
    if aside is not None:
        # the subject is the name (and its auxiliary), what the aside adds is no part of it
        auxiliary = [aside["auxiliary"].lower()] if aside["auxiliary"] else []
        if list(words[: len(name) + len(auxiliary)]) != [*name, *auxiliary]:
            return False
        words = [*name, *auxiliary]
    present = (
        PRESENT_ACT.search(hit.phrase) is not None
        or words[-1:] in (["is"], ["are"])
        or (aside is not None and words[-1:] in (["has"], ["have"]))
    )
    if not present:
        return False
    spoken = [word for word in words if word not in PRESENT_AUXILIARIES]
    # a body's name ("the Federal Reserve Board", "the Department of Labor", "The Office for
    # Disability Rights": its head before "of" or "for"), not a document's title ("The
    # Northwind Customer Support Policy replaces ...")
    joined = next((at for at, word in enumerate(name) if at and word in ("of", "for")), None)
    head = name[:joined] if joined is not None else name
    # any name acting on a document it calls its own ("Kestrel Automotive amends its Part 573
    # report dated March 19, 2021"): its issuer
    owned = hit.object[:1] in (("its",), ("their",))
    declared = issuer.split()
    return (
        bool(head)
        and name == spoken
        and (
            owned
            or head[-1] in ISSUING_BODIES | ISSUER_NAME_ENDS
            # the issuer its metadata declares, by the words its name opens with
            or (len(name) >= 2 and declared[: len(name)] == name)
        )
    )


#: Last words of an issuing body's proper name besides ``ISSUING_BODIES``: "the Federal
#: Reserve", "the Basel Committee", "the European Council".
ISSUER_NAME_ENDS = frozenset(
    {"reserve", "committee", "council", "court", "corporation", "institute", "government"}
    | {"treasury", "parliament", "legislature", "governor", "administrator", "bank"}
    | {"company"}  # "Sierra Coast Gas and Electric Company has withdrawn Advice Letter 4140-G"
    # a utility's or a firm's: "Coastal Ranges Water rescinds Boil Water Advisory BWA 24-03"
    | {"water", "energy", "power", "gas", "electric", "electricity", "rail", "railway"}
    | {"railways", "trust", "ltd", "limited", "inc", "plc", "llc"}
    # an office's: "the Chief Inspector of Mines suspends Exemption EX 2022/11"
    | {"inspector", "inspectorate", "registrar", "ombudsman"}
)


#: A phrase in the present tense's third person or its perfect ("rescinds", "hereby
#: withdraws", "has withdrawn"), or an act announced for a day ("will withdraw").
PRESENT_ACT = re.compile(r"[a-z]s$|^ha(?:s|ve)\s|^will\s", re.IGNORECASE)


def acronym_written(word: str, sentence: str) -> bool:
    """Whether lower-cased ``word`` is written in ``sentence`` as an acronym ("FDA")."""
    acronym = word.upper()
    return 2 <= len(acronym) <= ACRONYM_LETTERS and (
        re.search(rf"\b{re.escape(acronym)}\b", sentence) is not None
    )


#: A phrase after a conjunction: "..., and replaces", "... or supersedes".
COORDINATED = re.compile(r"\b(?:and|or)\s+$", re.IGNORECASE)
#: An enacting body's stated intent, the act's own: "It is the intent of the Legislature in
#: enacting section 1 to supersede the holding in Trent".
STATED_INTENT = re.compile(
    r"^(?:it is )?the (?:intent|intention|purpose) of (?:the )?"
    r"(?:legislature|congress|parliament|general assembly|council)\b"
)
#: A party acting by the document itself: "Harrowgate Mutual hereby withdraws filing X", "...
#: of its guidance inventory, the Bureau hereby rescinds G-2020-11".
HEREBY_ACTOR = re.compile(
    r"(?:^|[.:;,]\s+|\n)(?:[Tt]he\s+)?"
    # "The Ministry of Health hereby cancels": a name's "of", "for", "and" between
    r"(?P<actor>[A-Z][\w&'.-]*(?:\s+(?:(?:of|for|and|on|the)\s+)*[A-Z&][\w&'.-]*){0,4})"
    r"\s+hereby\s+\w+"
)


def issuer_performs(hit: CueHit) -> bool:
    """Whether a named party performs the act "hereby", by this document: its own act on what
    it names, whatever that document's type (a filing withdrawn by the withdrawal letter)."""
    words = [word for word in hit.subject if word not in ("the", "hereby")]
    if not words or not ("hereby" in hit.phrase.lower() or hit.subject[-1:] == ("hereby",)):
        return False
    return any(
        re.findall(r"[a-z]+", found["actor"].lower()) == words
        for found in HEREBY_ACTOR.finditer(hit.sentence)
    )


#: The only words a passive statement's subject may carry besides its names: "Notice 2020-41
#: and Rev. Rul. 2020-5 are obsoleted", "Rev. Proc. 2022-14, as modified by Rev. Proc.
#: 2023-24, is superseded", "NIST SP 800-231 (June 2021) is superseded"; not "When SOP-QA-3
#: is withdrawn", "every copy of SOP-QA-3 is".
PLAIN_PASSIVE_WORDS = frozenset(
    {"and", "or", "the", "as", "modified", "amended", "supplemented", "by", "accordingly"}
    | {"therefore", "consequently", "also", "further", "of", "on", "together", "with"}
    | {"amending"}
    # a letter's addressee's own: "your registration is suspended"
    | {"your"}
    # an edition and a genre's noun: "Recall notice VMD/DR/2022/014 rev. 1 is no longer in
    # effect"
    | {"rev", "revision", "version", "edition", "notice"}
    # its day: "The Penalty Guidelines issued in September 2015 are revoked"
    | {"issued", "published", "dated", "in"}
    | {"january", "february", "march", "april", "may", "june", "july", "august"}
    | {"september", "october", "november", "december"}
    # its start: "With effect from that date, Circular 2019/07 ... is repealed"; the start
    # a deferral moves ("the commencement of Direction 2020/2 is deferred to 1 October 2021")
    | {"effect", "effective", "from", "that", "date", "commencement", "implementation"}
    # its working as a whole: "the operation of Scheme LS-1 is suspended", "The date of
    # application of Classification Notice 2025/06 is deferred", "the entry into force of"
    | {"operation", "application", "entry", "into", "force"}
    # "Use of PG-5 is suspended from 1 November 2024"
    | {"use"}
    # "The date from which Classification Notice 2024/09 applies is deferred", "the date on
    # which the Pilotage Directions 2023 come into operation"
    | {"which", "applies", "apply", "come", "comes", "takes", "take", "commences", "commence"}
    # its issue: "Device Safety Information DSI/2022/004, issued on 10 May 2022, is cancelled"
    | {"issued", "published", "dated", "released", "announced", "circulated", "distributed"}
    # a court's: "The stay entered March 26, 2021 is VACATED", "The interim order made on 12
    # April 2024 is discharged"
    | {"entered", "rendered", "made"}
    # the whole of what a document says: "the provisions of circular X are kept in abeyance"
    | {"provisions", "instructions", "contained"}
    # an act named by its day: "the suspension ordered on July 8, 2022 is rescinded", "The
    # suspension notified on 14 March 2025 is lifted"
    | {"ordered", "imposed", "granted", "notified", "served", "given"}
    # what else acted on it: "Resolution 2022-12, as corrected by Resolution 2022-15, is
    # repealed", "The moratorium established by X and extended by Y is terminated"
    | {"corrected", "extended"}
    | ACT_NOUNS
    # its availability: "Distribution of SUSE-SU-2024:2180-1 is reinstated"
    | {"distribution", "publication"}
    # the issuer's earlier ones: "Previous rulings: Taxation Rulings MT 2027 and TR 95/34 ..."
    | {"previous", "prior", "earlier"}
    # a status line's label: "KRV-RM-290 Rev 7 (May 2020) - status: superseded"
    | {"status"}
)


#: Participles with which an act's title says what it does ("Decision 2010/87/EU ...
#: establishing ...", "Deliberation n° 2013-378 ... adopting a recommendation on cookies").
DESCRIBING_PARTICIPLES = frozenset({"adopting", "establishing", "laying", "implementing"})
#: An issuer announcing what follows "that": "Harrow Valley Water advises that ...".
SPEAKER_THAT = re.compile(
    r"^(?:[a-z&'-]+ ){1,6}(?:advises|announces|confirms|notifies|declares|states) that\b"
)
#: An aside between commas saying when and how a named document was issued or changed.
DESCRIBING_ASIDE = re.compile(
    r",\s*((?:as\s+)?(?:issued|published|dated|made|adopted|extended|amended|varied|modified)"
    r"\b[^,]*),"
)


#: A kind's word and its number's abbreviation before a name: "Approval No. CC-2019-003".
NUMBERED_KIND = re.compile(r"\b([A-Z][a-z]+)\s+(No|Nos|Number)\.?\s+(?=[A-Z0-9])")


#: A passive's agent that is the document itself: "X is superseded by this procedure", "X and
#: Y are withdrawn and replaced by this Code".
BY_ITSELF = re.compile(
    r"\s*(?:and\s+\w+\s+)?(?:from\s+(?:that|the\s+same)\s+date\s+)?by\s+"
    r"(?:(?:this|the\s+present)\s+[A-Za-z]+"
    # "... are replaced by the following." : the text that follows, its own
    r"|the\s+following\s*(?:[.:]|(?:provisions|instructions|paragraphs?|text)\b)"
    # "... are also replaced from that date by Parts 3 and 4 of this schedule": its own parts
    rf"|{OWN_PARTS})",
    re.I,
)


def plain_passive(hit: CueHit, source: Candidate, targets: Sequence[Candidate] = ()) -> bool:
    """Whether a passive cue states the act itself, not a condition or a task around it; the
    issuer its source's title shares may stand before the name ('FINMA Circular 2008/21
    "Operational risks - banks" of 20 November 2008 is repealed' in FINMA Circular
    2023/1), and words of the targets' titles after it ("Circular 2019/07 on outsourcing of
    material functions, together with the amending Circulars ..., is repealed"); any subject
    where the document itself is the agent ("... are withdrawn and replaced by this Code")."""
    if BY_ITSELF.match(object_text(hit)):
        return True  # "... are withdrawn and replaced by this Code"
    allowed = PLAIN_PASSIVE_WORDS | source.title_words | PART_WORDS
    # the targets' titles and kinds: "The provisions of circular DBOD.NO.BP.BC.88/... are kept
    # in abeyance"
    titled = set().union(
        *(target.title_words | set(target.document.doc_type.split("_")) for target in targets)
    )
    allowed = allowed | titled
    allowed |= acronyms_spelled(hit.sentence)
    # a kind numbered before its name: "Approval No. CC-2019-003 for CureSeal 40 is suspended"
    allowed |= {
        word.lower() for found in NUMBERED_KIND.finditer(hit.sentence) for word in found.groups()
    }
    subject = list(hit.subject)
    if (speaker := SPEAKER_THAT.match(" ".join(subject))) is not None:
        # "Harrow Valley Water advises that Boil Water Notice BWN-2023-07 ... is lifted": its
        # issuer announcing the act, the subject after "that"
        subject = subject[len(speaker.group(0).split()) :]
    # what an aside between commas says of the name: "BWN-2023-07, issued on 14 March 2023
    # and extended on 16 March 2023 to Kingsley Road and Ferris Lane, is lifted"
    described = {
        word
        for aside in DESCRIBING_ASIDE.findall(hit.sentence[: max(phrase_at(hit), 0)])
        for word in re.findall(r"[a-z0-9]+", aside.lower())
    }
    if (lead := leading_clause(hit)) is not None:
        # "Pending the Court's action, Ethics Opinion 18-06 (...) is suspended": the clause
        # before the name says when, not what
        said = re.findall(r"[a-z0-9]+", lead.lower())
        if subject[:1] == said[:1]:  # the subject runs from the clause: past its words
            while subject and subject[0] in said:
                subject = subject[1:]
    if (conveyed := CONVEYED_BY.search(" ".join(subject))) is not None:
        # "The restriction on dividend payout imposed by circular dated April 22, 2021 is
        # withdrawn": what that circular imposed, its whole act
        subject = (conveyed.group("naming") or "").split()
    if describing := [i for i, word in enumerate(subject) if word in DESCRIBING_PARTICIPLES]:
        # "Deliberation n° 2013-378 of 5 December 2013 adopting a recommendation on cookies is
        # repealed": the rest is what its title says it does
        subject = subject[: describing[0]]
    if "for" in hit.subject:
        # "The boil water notice issued on 11 January 2025 for the Cedar Heights Zone": what
        # follows "for" is the target's own title, no restriction
        after = hit.subject[len(hit.subject) - hit.subject[::-1].index("for") :]
        # (or names alone: "the operating authority granted in DA 14-0826 for Kestrel-2
        # (S2877) is suspended")
        if all(word in titled | {"the"} for word in after):
            allowed |= {"for"}
    return all(
        word in allowed
        or word in described
        or singular(word) in allowed
        or acronym_written(word, hit.sentence)  # its issuer's: "the FDIC's 2008 guidance ..."
        or word in ISSUING_BODIES  # "the suspension imposed by the Agency's notice of ..."
        for word in subject
    )


#: Words opening an adverbial clause before a sentence's subject ("Pending the Court's
#: action, ...", "Due to staffing shortages, ...", "In light of the order, ...").
LEAD_OPENERS = frozenset(
    {"pending", "following", "due", "because", "in", "with", "upon", "on", "after", "given"}
    | {"as", "for", "under", "since", "owing", "accordingly", "consequently", "therefore"}
)


def leading_clause(hit: CueHit) -> str | None:
    """The clause a passive's sentence opens with, set off by a comma, before the subject
    that names what is acted on ("Pending the Court's action, Ethics Opinion 18-06 ... is
    suspended"); None where the clause names it itself or none is set off."""
    before = hit.sentence[: max(phrase_at(hit), 0)]
    lead, comma, rest = before.partition(",")
    if not comma or not hit.before or lead[-1:].isdigit():  # not a date's "April 9, 2020"
        return None
    opening = lead.split()[0].lower() if lead.split() else ""
    if not (opening in LEAD_OPENERS or opening.endswith("ing")):
        return None  # "The 2015 Edition of the Rules, including ...": the subject itself
    named_in = [k for k in hit.before if writes_identifier(k, rest)]
    if not named_in or any(writes_identifier(k, lead) for k in hit.before):
        return None
    return lead


#: A subject naming a document's act by what it conveyed: "the temporary relaxation ...
#: granted by circulars dated ...", "the restriction imposed by circular ...", "the Expedited
#: Site Plan Review Program established by Bulletin 2019-02", "the moratorium under Ordinance
#: 1270", "Accordingly, implementation of the transition adopted in Decision 22-11-014", "the
#: naloxone program described in Training Bulletin 19-03".
CONVEYED_BY = re.compile(
    r"^(?:(?:accordingly|consequently|therefore)\s+)?"
    r"(?:(?:implementation|application|operation)\s+of\s+)?"
    r"(?:the|a|an)\s+(?:[a-z0-9-]+\s+){1,12}?(?:(?:imposed|granted|introduced|prescribed"
    # its day between: "the suspension ... announced on April 9, 2020 in Emergency Order"
    # or set out: "the random daytime sampling regime set out in Information Letter 05/2018"
    r"|announced|established|adopted|described|set\s+out|made|effected)"
    r"\s+(?:on\s+[a-z0-9]+\s+(?:[0-9]+\s+)?)?(?:by|in|under)"
    r"|under)(?:\s+(?P<naming>.+))?$"
)


def acronyms_spelled(sentence: str) -> set[str]:
    """The lower-cased words of runs of capitalised words that spell out an acronym the
    sentence writes: a designation's kind ("Taxation Rulings MT 2027 and TR 95/34, and
    Taxation Determination TD 93/113, are withdrawn")."""
    written = set(ACRONYM.findall(sentence))
    spelled: set[str] = set()
    for run in CAPITALISED_RUN.finditer(sentence):
        words = run.group(0).split()
        for first in range(len(words) - 1):
            for last in range(first + 2, len(words) + 1):
                if "".join(w[0] for w in words[first:last]) in written:
                    spelled.update(w.lower() for w in words[first:last])
    return spelled


#: An acronym: two to six capitals.
ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")
#: A run of two to five capitalised words.
CAPITALISED_RUN = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,4}\b")


def singular(word: str) -> str:
    """A plural noun's singular, as titles write it ("policies": "policy", "circulars")."""
    return word[:-3] + "y" if word.endswith("ies") else word.removesuffix("s")


def title_runs_on(hit: CueHit, target: Candidate) -> bool:
    """Whether the object's words (two or more) are words of the target's title, in order,
    and the title goes on with a restricting word there: the object's "for home office
    expenses" that read as a restriction is the rest of the title it cites."""
    said = hit.object
    if len(said) < 2:
        return False
    title = re.findall(r"[a-z]+", (target.document.title or "").lower())
    at = 0
    for word in said:
        try:
            at = title.index(word, at) + 1
        except ValueError:
            return False
    return at < len(title) and title[at] in RESTRICTING_WORDS


def restates(hit: CueHit, target: Candidate) -> bool:
    """Whether each case the object names after "for" is what the target's title is about
    ("reinstates the Emergency Use Authorization for relvanimab" of "Reissued Letter of
    Authorization: Relvanimab"): it says which document, not which cases."""
    cases = FOR_CASE.findall(object_text(hit).lower())
    return bool(cases) and all(case in target.title_words for case in cases)


#: The first word of a case an object names after "for" ("for relvanimab", "for Site B").
FOR_CASE = re.compile(r"\bfor\s+(?:the\s+|its\s+)?([a-z0-9][a-z0-9-]*)")
#: Words opening a restriction after an object ("for Site B", "at Plant 2", "in respect of").
RESTRICTING_WORDS = frozenset({"for", "at", "in"})


#: A sentence opening with the document's own issue or coming into force as what the act
#: follows ("With the issue of this Master Direction, the instructions ... stand repealed",
#: "With their coming into force, ...") or with the document as the agent ("By this Order,
#: ..."): the document's act.
OWN_EVENT = (
    r"(?:issue|issuance|publication|adoption|entry\s+into\s+force"
    r"|coming\s+into\s+(?:force|effect)|commencement|effective\s+date|application)"
)
SELF_INTRODUCED = re.compile(
    rf"^\s*(?:(?:with|upon|on|from|following)\s+(?:the\s+)?{OWN_EVENT}\s+of\s+(?:this|these)"
    rf"|(?:with|upon|on|from|following)\s+(?:its|their)\s+{OWN_EVENT}"
    r"|by\s+(?:this|these))\b[^,;:]{0,40},",
    re.IGNORECASE,
)


#: The sentence closing on the document's own coming into force after the phrase: "Interim
#: Order IO 2019-01 is lifted and ceases to have effect on the commencement of this
#: determination".
SELF_CONCLUDED = re.compile(
    rf"\b(?:with|upon|on|from|as\s+of)\s+(?:the\s+)?{OWN_EVENT}\s+of\s+(?:this|these)\s+[a-z]+"
    # its end, or the colon before the list it acts on ("The following Interpretations are
    # withdrawn on application of this Standard: INT 13 ..."), or a comma before why ("... is
    # withdrawn as of the effective date of this edition, since its elements are now policy")
    r"(?:\W*$|\s*:|,\s+(?:since|as|because)\b)",
    re.IGNORECASE,
)


#: A sentence opening with a named document's issue or coming into force: "With the adoption
#: of AS 2501, Staff Audit Practice Alert No. 10 is withdrawn" (in AS 2501).
NAMED_EVENT = re.compile(
    rf"^\s*(?:with|upon|on|from|following)\s+(?:the\s+)?{OWN_EVENT}\s+of\s+(?P<named>[^,;:]{{1,60}}),",
    re.IGNORECASE,
)


def dated_by_instrument(hit: CueHit, source: Candidate) -> bool:
    """Whether an instrument by its doc type (a notice, an order, a direction) dates the act
    its passive states ("The suspension of Practice Direction 1/2017 is lifted from 1
    September 2021" in a notice): the instrument's act, though it carries no number."""
    after = hit.sentence[max(phrase_at(hit), 0) + len(hit.phrase) :]
    return typed_as(source, INSTRUMENT_TYPE_WORDS) and (
        stated_start(hit.sentence) is not None or DATED_AFTER_PHRASE.match(after) is not None
    )


#: A day right after the phrase its act takes effect on: "is lifted from 1 September 2021".
DATED_AFTER_PHRASE = re.compile(r"\s+(?:from|on)\s+(?:the\s+)?" + WRITTEN_DATE.pattern, re.I)


#: An act taking effect as the document is issued ("with effect from the date of this
#: circular") or as it starts ("is withdrawn on the date this Statement takes effect").
IMMEDIATE_EFFECT = re.compile(
    r"\bwith\s+immediate\s+effect\b|\b(?:with\s+effect\s+)?from\s+the\s+date\s+of\s+this\s+"
    r"[a-z]+\b|\b(?:on|from)\s+the\s+(?:date|day)\s+(?:on\s+which\s+)?this\s+[a-z]+\s+"
    r"(?:takes\s+effect|comes\s+into\s+(?:force|effect|operation)|applies)\b",
    re.IGNORECASE,
)


def introduced_by_itself(hit: CueHit, source: Candidate) -> bool:
    """Whether the sentence opens with the document's own issue or coming into force (by
    "this" or by its own identifier), or with the document as the agent
    (``SELF_INTRODUCED``), or closes on its coming into force (``SELF_CONCLUDED``), or
    takes effect at once ("with immediate effect, Practice Direction 1/2017 is suspended"):
    the passive is the document's act, on documents of any type."""
    opening = NAMED_EVENT.match(hit.sentence)
    return (
        SELF_INTRODUCED.match(hit.sentence) is not None
        or SELF_CONCLUDED.search(object_text(hit)) is not None
        or IMMEDIATE_EFFECT.search(hit.sentence) is not None
        or (
            opening is not None
            and any(writes_identifier(key, opening["named"]) for key in source.own_title_keys())
        )
    )


def acts_on_other_types(cue: CueRule, source: Candidate) -> bool:
    """Whether the cue's pack lists the source's doc type among those acting and not among
    those acted on: a withdrawal notice's "The Wage and Hour Division (WHD) is withdrawing
    Opinion Letter FLSA2019-6" is the issuer's act on its guidance, where a bulletin's "we"
    acts on earlier bulletins alone (``earlier_editions``)."""
    doc_type = source.document.doc_type
    return (
        doc_type in cue.doc_types
        and bool(cue.target_doc_types)
        and doc_type not in cue.target_doc_types
    )


def issuances_designated(
    source: Candidate, chosen: Sequence[Candidate], keys: Sequence[str]
) -> set[str]:
    """Of the targets, those a numbered issuance names by a designation their own titles
    carry: a revenue procedure's "Notice 2019-07 is superseded", a notice's "Announcement
    2022-13 is obsoleted" (an issuer's numbered series act on one another); the source must
    be designated by its own title too (a commentary is not), and of the same domain. Codes
    number a series as designations do ("PRN-2023-04 is withdrawn" in a notice numbered
    PRN-2024-01), each acting on its own kind: a procedure's code never makes it an issuer of
    RFCs; a designated notice may act on its issuer's coded guidance ("QSO/G/19 is withdrawn"
    in "Notice to Awarding Bodies NAB 2021/03: ...")."""
    numbered = {
        kind
        for key in source.own_title_keys()
        if (kind := key.split(":", 1)[0]) in (DESIGNATOR_KIND, CODE_KIND)
    }
    if DESIGNATOR_KIND in numbered:
        numbered.add(CODE_KIND)
    designations = {key for key in keys if key.split(":", 1)[0] in numbered}
    return own_titled(of_its_domain(source, chosen), designations)


#: Words of doc types whose documents enact what they say ("rule", "final_rule",
#: "regulation", "ordinance"): a passive in one is its own act.
ENACTING_TYPE_WORDS = frozenset(
    {"rule", "regulation", "regulations", "ordinance", "statute", "act", "decree"}
)


def its_own_act(cue: CueRule, source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """Of the targets, those the source's own act is on, by what the source is: an edition of
    the same document, a document titled as that act ("Notice of Withdrawal of X"), a decision
    on the act it reviews ("the Tribunal quashes Classification Direction 2022/01"), a deferral
    or a change so titled ("Board Notice 2024/09: Commencement of the CPD Rules 2024", "Rule
    Amendment Notice No. 2021-2"), a numbered instrument ("Safety Notice SN 2020/04: ...")."""
    return (
        earlier_editions(source, chosen)
        | acts_its_title_names(source, chosen)
        | annulled_on_review(cue, source, chosen)
        | deferral_titled(cue, source, chosen)
        | change_titled(cue, source, chosen)
        | numbered_instrument(source, chosen)
    )


def numbered_instrument(source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """Of the targets, those of its domain where the source is an instrument its issuer acts
    by (a notice, an order, a direction, a decision by its doc type) titled by a number of its
    own ("Safety Notice SN 2020/04: Temporary arrangements for respirator fit testing"): its
    issuer's act stated in it is the instrument's, not news of one."""
    numbered = any(
        key.split(":", 1)[0] in (CODE_KIND, DESIGNATOR_KIND) for key in source.own_title_keys()
    )
    if not typed_as(source, INSTRUMENT_TYPE_WORDS) or not numbered:
        return set()
    return {t.id for t in of_its_domain(source, chosen)}


def typed_as(source: Candidate, kinds: AbstractSet[str]) -> bool:
    """Whether the source's doc type has a word of ``kinds`` and none of a draft's."""
    words = set(source.document.doc_type.lower().split("_"))
    return bool(words & kinds) and not words & DRAFT_WORDS


#: Doc type words of instruments an issuer acts by.
INSTRUMENT_TYPE_WORDS = frozenset(
    {"notice", "order", "direction", "decision", "determination", "circular"}
)


def change_titled(cue: CueRule, source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """Of the targets, those of its domain where an amendment or a correction, so titled,
    changes what the cue names ("Paragraph 5.3 of Shipment Guidance SG1 (2022 edition) is
    replaced by the following" in "Shipment Guidance SG1 (2022 edition): Amendment No. 1"):
    the change is the document's own, not news of it."""
    marker = CORRECTION_TITLE if cue.kind == "corrects" else CHANGE_TITLE
    if cue.kind not in ACCOMPANYING_KINDS - REVIVING_KINDS or not marker.search(
        source.document.title or ""
    ):
        return set()
    return {t.id for t in of_its_domain(source, chosen)}


def deferral_titled(cue: CueRule, source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """Of the targets, those of its domain where a deferral's title names the start it moves
    ("Notice WSRA/N/2026/09: Date of Application of TGN 11 (2025 edition)", "Odour management
    plans guidance: new start date"): the notice is the deferral, not news of it."""
    if cue.kind not in DEFERRING_KINDS or not START_TITLED.search(source.document.title or ""):
        return set()
    return {t.id for t in of_its_domain(source, chosen)}


#: A title naming the start of a document's application, which a deferral moves.
START_TITLED = re.compile(
    r"\b(?:date\s+of\s+(?:application|commencement|entry\s+into\s+force|effect)"
    # "Sustainability Disclosure Code - Revised Implementation Date"
    r"|(?:new|later|revised|commencement|start|effective)"
    r"\s+(?:start\s+|implementation\s+|application\s+)?date"
    r"|commencement\s+of"
    # "Flood Defence Byelaws 2026: Notice of Deferred Commencement"
    r"|deferred\s+(?:commencement|application|implementation|start))\b"
    # an order named after the instrument whose start it moves: "... Regulations 2024
    # (Deferral of Application) Order 2024", "... Regulations 2026 (Commencement) (Amendment)
    # Order 2026"
    r"|\((?:deferral\s+of\s+(?:application|commencement)|commencement(?:\s+deferral)?)\)",
    re.IGNORECASE,
)


def enacted_over(source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """Of the targets, those of its domain where the source is an enacting instrument by its
    doc type: a final rule's "Advisory Opinions 2014-09, 2018-04 and 2024-08 are superseded"
    is the rule's act, though the rule carries no number of its own."""
    if not typed_as(source, ENACTING_TYPE_WORDS):
        return set()
    return {t.id for t in of_its_domain(source, chosen)}


def annulled_on_review(cue: CueRule, source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """The targets a decision voids, whatever their domain: an appeal board's "The Bureau's
    Order RV-2021-006 revoking Variance V-2018-014 is vacated" is its own act on the order it
    reviews (a body deciding on another's act, not an issuer on its own series)."""
    deciding = set(source.document.doc_type.lower().split("_")) & DECIDING_TYPE_WORDS
    return {t.id for t in chosen} if cue.kind in ANNULLING_KINDS and deciding else set()


#: Words of doc types whose documents decide on others' acts: "appeal_decision", "judgment".
DECIDING_TYPE_WORDS = frozenset({"decision", "judgment", "judgement", "ruling", "opinion"})


def acts_its_title_names(source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """Of the targets, those of its domain, where its title names an act of its own: the
    "IT-PRC-014 ... is rescinded" of "Announcement: Retirement of the fax procedure" is that
    act, though the announcement carries no number of its own; so is an act its title writes
    after the name it acts on ("Committee Notice: Opinion 18-06 Suspended Pending Supreme
    Court Action"), on that document."""
    if not source.titled_as_act():
        acted_on = source.title_replaces()
        return {t.id for t in of_its_domain(source, chosen) if t.own_title_keys() & acted_on}
    return {t.id for t in of_its_domain(source, chosen)}


def of_its_domain(source: Candidate, chosen: Sequence[Candidate]) -> list[Candidate]:
    """The targets of the source's own domain (an issuer acts on its own documents)."""
    return [t for t in chosen if t.document.domain == source.document.domain]


def own_titled(chosen: Sequence[Candidate], keys: AbstractSet[str]) -> set[str]:
    """Of the targets, those whose own titles carry one of ``keys``."""
    return {target.id for target in chosen if target.own_title_keys() & keys}


def of_its_type_alone(source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """The one target of the source's own doc type, where a name several documents carry
    says which by it: "CIP-007-6 is retired" in a reliability standard retires that standard,
    not the implementation guidance titled "Implementation Guidance: CIP-007-6 ..."."""
    same = earlier_editions(source, chosen)
    return same if len(same) == 1 else set()


def earlier_editions(source: Candidate, chosen: Sequence[Candidate]) -> set[str]:
    """Of the targets, those of the source's own (declared) doc type: when "this revision"
    supersedes a document by its own code, its earlier revisions, not a form or a training
    record carrying that code; what a revenue procedure declares superseded in the passive,
    the revenue procedures it names, not a notice; a draft of its type is one of its editions
    (a final guidance "finalizes the draft guidance ... issued in May 2019")."""
    doc_type = source.document.doc_type
    if doc_type == UNTYPED:
        return set()
    own = DRAFT_OF_TYPE.sub("", doc_type)
    return {
        target.id for target in chosen if DRAFT_OF_TYPE.sub("", target.document.doc_type) == own
    }


#: Words of a doc type's draft stage.
DRAFT_WORDS = frozenset({"draft", "proposed"})
#: A doc type's draft stage ("draft_guidance", "proposed_rule"): an edition of that type.
DRAFT_OF_TYPE = re.compile(r"^(?:draft|proposed)[_ -]")


def of_editions(chosen: Sequence[Candidate], editions: AbstractSet[str]) -> list[Candidate]:
    """The targets whose title writes one of ``editions`` (none when no edition is named)."""
    return [t for t in chosen if writes_edition(t.document.title, editions)]


def of_titled_years(chosen: Sequence[Candidate], years: AbstractSet[str]) -> list[Candidate]:
    """Of several ``chosen``, those whose titles write one of ``years``; all where none does
    (or one alone is chosen)."""
    if len(chosen) < 2 or not years:
        return list(chosen)
    return [t for t in chosen if any(title_writes_year(t, y) for y in years)] or list(chosen)


def of_named_editions(
    chosen: Sequence[Candidate], editions: AbstractSet[str], keys: Sequence[str]
) -> list[Candidate]:
    """Per name of ``keys`` a target's title carries, the targets so named whose title writes
    one of ``editions``, or all of them where none does: "Supersedes: POL-IT-019 v3.0;
    Compliance Memo COMP-M-2023-02" picks version 3.0 of the policy and keeps the memo."""
    kept = []
    # a name as a title or a main title alike ("General Order 5.01" of both editions)
    named = {t.id: {key.split(":", 1)[1] for key in t.own_title_keys() & set(keys)} for t in chosen}
    for target in chosen:
        names = named[target.id]
        peers = [t for t in chosen if named[t.id] & names] if names else chosen
        written = of_editions(peers, editions)
        if not written or target in written:
            kept.append(target)
    return kept


def documents_titled_by(pool: Pool, keys: Collection[str], source: Candidate) -> list[Candidate]:
    """Documents (other than ``source``) whose title carries one of ``keys``."""
    return [
        pool.by_id[doc_id]
        for doc_id in sorted(pool.sharing(keys))
        if doc_id != source.id
        and (pool.by_id[doc_id].title_keys | pool.by_id[doc_id].title_names) & set(keys)
    ]


def cue_edge(
    pack: DomainPack, cue: CueRule, hit: CueHit, actor: Candidate, target: Candidate, express: bool
) -> AuthorityEdge | None:
    """The edge a cue states between its actor and one target, unless the dates contradict
    it (the same day is fine: a release note stating the fix on disclosure day), but for a
    release the advisory it names states as its fix (coordinated disclosure: "This release
    fixes CVE-2021-45046" a day before the advisory listing 2.16.0 as patched)."""
    newer, older = (actor, target) if cue.direction == "forward" else (target, actor)
    newer_at, older_at = newer.moment("published"), older.moment("published")
    if newer_at is None or older_at is None:
        return None
    if older_at[:10] > newer_at[:10] and not (
        cue.kind in COMPLEMENTARY_KINDS and states_fix(older, newer)
    ):
        return None
    ending = None
    kind = cue.kind
    if cue.kind in DEFERRING_KINDS:
        ending = deferral_end(
            hit.sentence, newer, older, restating=RESTATING_PHRASE.match(hit.phrase) is not None
        )
        if ending is None:
            return None
    elif cue.kind in LAPSING_KINDS and (until := act_until(hit)) is not None:
        ending = end_before(until)  # "is suspended until August 12, 2025": through the 11th
    elif cue.kind == "amends" and (moved := moved_start(hit.sentence, older)) is not None:
        # its start amended: "In article 1(2) of the ... Order 2025, for '1st October 2025'
        # substitute '1st April 2026'" puts the Order off to that day
        kind, ending = DEFERRAL_KIND, end_before(moved)
    return newer.edge_over(
        older,
        kind,
        rule=f"{pack.name}:{cue.name}",
        source="inferred",
        status="accepted" if express else cue.status,
        confidence=cue.confidence,
        evidence=hit.sentence[:EVIDENCE_CHARS],
        starting=expiry_start(hit) if cue.kind in EXPIRING_KINDS else stated_start(hit.sentence),
        ending=ending,
    )


#: The words a substitution replaces and those it puts in: "for '1st October 2025' substitute
#: '1st April 2026'".
SUBSTITUTED_WORDS = re.compile(
    r"\bfor\s+(?:the\s+words?\s+)?['\u2018\"](?P<old>[^'\u2019\"]{1,60})['\u2019\"]\s+"
    r"substitute\s+['\u2018\"](?P<new>[^'\u2019\"]{1,60})['\u2019\"]",
    re.IGNORECASE,
)


def moved_start(sentence: str, target: Candidate) -> str | None:
    """The later day an amendment puts in place of the day the target was to start on (its
    ``effective_from``), where the sentence writes that day: by substitution ("for '1st
    October 2025' substitute '1st April 2026'") or restated ("is amended so that the 2021
    Order comes into force on 1 October 2022 instead of 1 April 2022")."""
    starts = (target.document.in_force_from or "")[:10]
    written = [day for found in WRITTEN_DATE.finditer(sentence) for day in written_days(found)]
    if not starts or starts not in written:
        return None
    moved = restated_day(sentence)
    if (substituted := SUBSTITUTED_WORDS.search(sentence)) is not None:
        old = WRITTEN_DATE.search(substituted["old"])
        new = WRITTEN_DATE.search(substituted["new"])
        if old is None or new is None or written_days(old)[:1] != [starts]:
            return None
        moved = next(iter(written_days(new)), None)
    return moved if moved is not None and moved > starts else None


def expiry_start(hit: CueHit) -> str | None:
    """When a document another says lapses is out of force: the day after the one the
    phrase's clause names ("W-2023-01 lapses at the end of the day on September 30, 2023"),
    else the day its start words name."""
    clause = act_clause(hit)
    return (stated_expiry(clause) if clause is not None else None) or stated_start(hit.sentence)


#: Kinds whose edge holds from the day after the one its sentence says a document ends on.
EXPIRING_KINDS = frozenset({"expires"})
#: Prepositions before a name that make the subject something about it ("Certifications to
#: ISO/IEC 27001:2013", "The recommendation in ECB/2020/62"), not the document.
COMPLEMENTING = frozenset({"to", "in", "under", "for", "of", "with", "by"})


def about_named(hit: CueHit) -> bool:
    """Whether a passive's subject is something about the document it names, a noun and a
    preposition before the name ("Each approval under Class Waiver W-2023-01 lapses"), not
    the document itself ("Bulletin 2020-02, as extended by Bulletin 2021-03, expired")."""
    words = hit.subject
    at = next((i for i, word in enumerate(words) if word in COMPLEMENTING), None)
    return at is not None and any(
        word not in PLAIN_PASSIVE_WORDS | {"extended", "each", "every", "all", "any"}
        for word in words[:at]
    )


def act_until(hit: CueHit) -> str | None:
    """The day the phrase's own clause says its act lasts until ("is suspended until August
    12, 2025"; not the new decision's own period after a second predicate: "replaces the
    decision adopted on 16 June 2020 and applies from ... until 18 December 2020", nor a
    relative clause's: "supersedes the 2021 edition, which remains in force until ...")."""
    clause = act_clause(hit)
    return stated_end(clause) if clause is not None else None


def act_clause(hit: CueHit) -> str | None:
    """The sentence after the phrase, up to where the phrase's own clause ends
    (``ACT_CLAUSE_END``); None where the sentence does not hold the phrase."""
    at = phrase_at(hit)
    if at < 0:
        return None
    return ACT_CLAUSE_END.split(hit.sentence[at + len(hit.phrase) :], maxsplit=1)[0]


#: A clause making an act last as long as something else does: "The ruling has been removed
#: from the ASA website while the suspension lasts"; not a while something is done ("is
#: withdrawn with immediate effect while the Council reviews its evidence requirements").
LASTING_WHILE = re.compile(
    r"\b(?:for\s+as\s+long\s+as|so\s+long\s+as|(?:while|whilst)\b[^.;]{0,60}?\b(?:lasts"
    r"|continues|remains|is\s+in\s+(?:force|effect|place)|has\s+effect))\b",
    re.IGNORECASE,
)

#: Where the phrase's own clause ends: a second predicate, a semicolon, a relative clause.
ACT_CLAUSE_END = re.compile(rf"\sand\s|;|{RELATIVE_AFTER.pattern}")


#: A deferral that names no day because it has none yet.
_INDEFINITELY = re.compile(r"\b(?:indefinitely|until\s+further\s+notice)\b", re.IGNORECASE)


#: A phrase stating a start ("will now take effect", "shall come into force on"): it defers
#: only where its sentence says the day takes the place of another (``restated_day``).
RESTATING_PHRASE = re.compile(r"(?:will|shall)\s+(?:now\s+)?(?!not\b|be\b)\w", re.IGNORECASE)


def deferral_end(
    sentence: str, deferring: Candidate, deferred: Candidate, *, restating: bool = False
) -> str | None:
    """The last instant a deferral holds: the day before the one ``sentence`` (or the next,
    ``restated_start``) says the deferred document now takes effect (``deferred_start``); ""
    for a deferral "until further notice" (it holds while the deferring document does); None
    when it names no new day, or one not after the deferring document's start (no deferral to
    read). ``restating``: the phrase states a start ("shall come into force on"), which
    defers only by a day said to replace the one stated before."""
    if restating:
        day = restated_day(sentence)
    else:
        day = deferred_start(sentence, deferred.document.in_force_from)
        text = deferring.document.text
        if day is None and (at := text.find(sentence)) >= 0:
            day = restated_start(text[at + len(sentence) :])
        if day is None:
            return "" if _INDEFINITELY.search(sentence) else None
    if day is None or day <= (deferring.document.in_force_from or "")[:10]:
        return None
    return end_before(day)


def end_before(day: str) -> str:
    """The last instant of the day before ``day`` (``YYYY-MM-DD``): what holds until a day
    ends as it starts."""
    return (date.fromisoformat(day) - timedelta(days=1)).isoformat() + "T23:59:59Z"


def express_targets(
    chosen: Sequence[Candidate],
    named: set[str],
    *,
    editions: bool = True,
    source: Candidate | None = None,
) -> set[str]:
    """Targets a cue sentence names by their own title (or, titled in words, by the id their
    text opens with), where no other target's title carries that name as its own: the
    documents an express statement ("X is overruled") is unmistakably about (a commentary
    titled "What changed from IPC-A-610G to IPC-A-610H" is about both, named by neither); with
    ``editions``, also the latest of the few editions of one organisation's code by the
    ``source``'s publication (``editions_of_one``: the others are superseded already), not for
    a fix: a release fixes the advisory edition it came after, not a later revision titled by
    the same code. But for a fix, a document published after the source shares no name
    with a target: the source cannot mean it ("Local Civil Rule 12.1 is amended" before a
    later notice titled "(Local Civil Rule 12.1(e))"); a release may fix a later advisory."""
    counted = chosen if source is None or not editions else earlier_than(chosen, source)
    names = {t.id: (t.own_title_keys() | t.opening_ids | t.declared_keys) & named for t in counted}
    # a title the sentence names at more length names no editions of the shorter ("the Food
    # Law Code of Practice (Ardmore) 2016": not the editions of "Food Law Code of Practice")
    lengthened = {
        key
        for key in named
        if key.startswith(f"{TITLE_KIND}:")
        and any(other.startswith(f"{key} ") or other.startswith(f"{key},") for other in named)
    }
    holders: dict[str, list[Candidate]] = defaultdict(list)
    for target in counted:
        for key in names[target.id]:
            holders[key].append(target)
    return {
        t.id
        for t in counted
        if any(
            len(holders[key]) == 1
            or t is issued_alike(holders[key], source)
            or (
                editions
                and key not in lengthened
                and editions_of_one(key, holders[key])
                and t is latest(holders[key], source)
            )
            for key in names[t.id]
        )
    }


def issued_alike(holders: Sequence[Candidate], source: Candidate | None) -> Candidate | None:
    """Of documents of one name from different issuers (their metadata says), the one issued
    by the source's issuer, where one alone is: Carrowmere's "Amendment to Pilotage Directions
    2019" is of Carrowmere's "Pilotage Directions 2019", not Lessing's."""
    issuer = source.declared_issuer if source is not None else ""
    issuers = {holder.declared_issuer for holder in holders}
    if not issuer or "" in issuers or len(issuers) < len(holders):
        return None
    own = [holder for holder in holders if holder.declared_issuer == issuer]
    return own[0] if len(own) == 1 else None


def latest(candidates: Sequence[Candidate], source: Candidate | None = None) -> Candidate | None:
    """The last published of ``candidates`` (of two editions, the one in force) by the time
    ``source`` was published (a later edition is none it could act on)."""
    earlier = candidates if source is None else earlier_than(candidates, source)
    return max(earlier, key=lambda c: (c.moment("published") or "", c.id), default=None)


def earlier_than(candidates: Sequence[Candidate], source: Candidate) -> list[Candidate]:
    """Those of ``candidates`` published by the time ``source`` was (all where it is undated)."""
    by = source.moment("published") or ""
    return [c for c in candidates if not by or (c.moment("published") or "") <= by]


#: The most editions a code titles that a statement naming the code acts on together.
MAX_EDITIONS = 3


def editions_of_one(key: str, holders: Sequence[Candidate]) -> bool:
    """Whether the documents an organisation's code titles are editions of one document,
    which a statement naming the code acts on together ("Policies COMP-12 and COMP-15 are
    withdrawn" where COMP-12's 2019 and 2021 revisions are stored): a code (not a
    designation two issuers use alike, unless the titles after the first write their edition:
    "Emergency Permit PER89012 (Version 2) - ..."), few documents, of one doc type and
    domain."""
    first = holders[0].document
    name = key.split(":", 1)[1]
    # an edition its title writes besides the name (the "04/2019" of "G-04/2019" is none)
    marked = [
        h
        for h in holders
        if edition_marks(re.sub(re.escape(name), " ", h.document.title or "", flags=re.I))
    ]
    # one document's editions write the code after the same word ("Northern Pharmacy Board
    # Guidance Note G-04/2019" is none of "Guidance for ... on the Internet (G-04/2019)")
    before = {
        tuple(re.findall(r"\w+", title_prefix(h.document.title, key) or "")[-1:]) for h in holders
    }
    dated_apart = len(marked) >= len(holders) - 1
    return (
        (
            (key.startswith(f"{CODE_KIND}:") and (len(before) == 1 or dated_apart))
            or (key.startswith(f"{DESIGNATOR_KIND}:") and dated_apart)
            # one title's editions, each writing its own ("... Reporting Guide (Appendix 27),
            # 2015" and "..., 2019 Edition")
            or (
                key.startswith(f"{TITLE_KIND}:")
                and len({h.edition_free_title for h in holders}) == 1
                and all(
                    h.edition_free_title != (h.document.title or "").lower() for h in holders
                )
            )
        )
        and len(holders) <= MAX_EDITIONS
        and all(
            h.document.doc_type == first.doc_type and h.document.domain == first.domain
            for h in holders
        )
        # one issuer's, as far as their metadata says (two harbour authorities' "Pilotage
        # Directions 2019" are no editions of one)
        and len({h.declared_issuer for h in holders} - {""}) <= 1
    )


def states_fix(advisory: Candidate, release: Candidate) -> bool:
    """Whether an advisory states ``release``'s version as a fixed one."""
    return release.release is not None and release.release in advisory.stated_bounds.fixed


def finalise(edges: Sequence[AuthorityEdge], explicit: set[tuple[str, str]]) -> list[AuthorityEdge]:
    """One edge per (newer, older, kind): explicit beats rule beats inferred, then accepted
    beats proposed and the more confident wins (a citation parenthetical "(overruling X)"
    must not outvote the express "We now overrule X" further on); none superseding what the
    same document puts back in force (a notice typed as a withdrawal saying "Distribution of
    SUSE-SU-2024:2180-1 is reinstated" withdraws nothing); no proposal of one superseding kind
    for a pair another kind supersedes accepted ("Withdrawal of X" withdraws X: its text's "X,
    Interim Recommendations ..., is withdrawn" proposes nothing more); sorted."""
    rank = {"rule": 0, "inferred": 1, "explicit": 2}
    chosen: dict[tuple[str, str, str], AuthorityEdge] = {}
    revived = {
        (e.newer_id, e.older_id)
        for e in edges
        if e.kind in REVIVING_KINDS and e.status == "accepted"
    }
    # a rule's rejection (a displaced choice) is no reason to drop a cue naming the pair, nor
    # a rule's mere link ("relates": consecutive releases) a cue stating that one supersedes
    # the other ("This update supersedes KB5034129")
    ruled_pairs = {
        (e.newer_id, e.older_id)
        for e in edges
        if e.source == "rule" and e.status != "rejected" and e.supersedes
    }

    def preference(edge: AuthorityEdge) -> tuple[int, bool, float, str, str]:
        return (
            rank[edge.source],
            edge.status != "accepted",
            -edge.confidence,
            edge.rule,
            edge.evidence,
        )

    settled = {(e.newer_id, e.older_id) for e in edges if e.supersedes and e.status == "accepted"}
    for edge in sorted(edges, key=preference):
        pair = (edge.newer_id, edge.older_id)
        if pair in explicit or (edge.supersedes and pair in revived):
            continue
        if edge.supersedes and edge.status == "proposed" and pair in settled:
            continue
        if edge.source == "inferred" and pair in ruled_pairs and edge.kind not in REVIVING_KINDS:
            continue
        chosen.setdefault((edge.newer_id, edge.older_id, edge.kind), edge)
    return sorted(chosen.values(), key=lambda e: (e.newer_id, e.older_id, e.kind, e.rule))


class PackDeriver:
    """``derive_edges`` bound to packs and the ingest extractor (same gazetteer, no reload)."""

    def __init__(self, extractor: SpacyExtractor) -> None:
        self.extractor = extractor

    def __call__(
        self,
        records: Sequence[SourceRecord],
        store: GraphStore,
        *,
        analyses: Mapping[str, Analysis] | None = None,
        written_before: str | None = None,
        retracted: Collection[str] = (),
    ) -> list[AuthorityEdge]:
        return derive_edges(
            records,
            store,
            analyses=analyses,
            packs=self.extractor.packs,
            extractor=self.extractor,
            written_before=written_before,
            retracted=retracted,
        )
