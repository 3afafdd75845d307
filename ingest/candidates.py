"""What edge derivation reasons over: documents with their scope keys, and a pool indexing them."""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from collections.abc import Collection, Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import cached_property

from graphcar.anchors.identifiers import ASSIGNED_ID_KINDS, CODE_KIND
from graphcar.domains.exclusions import (
    content_words,
    logical_lines,
    named_parts,
    phrase_pattern,
    strengths,
)
from graphcar.domains.packs import (
    FIGURED_ORDINAL,
    ORDINALS,
    DomainPack,
    designation_form,
    edition_marks,
    word_stem,
    writes_edition,
)
from graphcar.model import (
    AuthorityEdge,
    Document,
    EdgeSource,
    EdgeStatus,
    title_forms,
    to_timestamp,
)
from graphcar.months import MONTH_NAMES
from graphcar.versions import Bounds, Version
from ingest.cue_roles import ISSUING_PARTICIPLES
from ingest.effect_dates import (
    KEPT_IN_FORCE,
    SENTENCE_END,
    WRITTEN_DATE,
    acting_sentences,
    dates_written,
    iso_dates,
)
from ingest.series import written_singly
from ingest.spacy_pipeline import CueHit, firm_core
from ingest.versions import advisory_bounds, disclaims_fixes, rarity_weights, release_version

#: A document that is a draft or a proposal, by its title or doc type, or by its text.
DRAFT_NAME = re.compile(r"\b(?:draft|proposal|proposed)\b", re.IGNORECASE)
#: A title opening with a decision on what it names, a draft or a proposal among them.
DECIDING_TITLE = re.compile(
    r"\s*(?:final\s+)?(?:decision|determination|approval|ruling|response)s?\s+(?:on|of|to)\b",
    re.IGNORECASE,
)
DRAFT_TEXT = re.compile(
    # an exposure draft calling itself one, not one it follows ("They follow the October
    # 2023 exposure draft, with modifications")
    r"\bInternet-Draft\b|\(if approved\)|\bwork in progress\b|\bthis exposure draft\b"
    r"|\bdraft for (?:public )?comment\b|\bstatus:\s*draft\b",
    re.IGNORECASE,
)
#: Words before an identifier in a title that make the document about it, not named by it.
ABOUT_WORDS = (
    r"(?:ON|FOR|TO|OF|ABOUT|UNDER|PER|REGARDING|RE|FROM|WITH|AGAINST|IN|AMENDING|SEE|BY"
    r"|SUPPLEMENT|SUPPLEMENTING)"
)
#: Words before an act a title names that make the document about the act, not it: "...
#: against the revocation of ...".
CONTESTING_WORDS = r"(?:AGAINST|ON|ABOUT|REGARDING|CONCERNING|CHALLENGING)"
#: Words before a code section a title names as what it amends ("Order No. 25700-A-1342 -
#: Amendment to CR 7.4(c)"), its code's initials between.
AMENDING_WORDS = r"(?:AMENDMENTS?(?: NO\.? ?\d{1,3})? TO|AMENDING)"
#: Words opening a title that make it a correction of the document it names after a few words
#: of that document's title ("Erratum to Electrical Bulletin EB-5", "Correction Notice: Gifts
#: and Hospitality Guideline GH-01, Table 1", "...; Correction (AD 2021-09-14)").
CORRECTING_WORDS = (
    r"(?:ERRATUM|ERRATA|CORRIGENDUM|CORRECTIONS?|NOTICE OF CORRECTION)(?: NOTICE| SHEET)?"
    r"(?: TO| FOR| OF| IN|:| [-\u2013\u2014]| \()"
)
#: The words of a changed or corrected document's title that may stand before its name (five
#: at most), the name maybe in brackets ("Amendment No. 1 to the Business Travel Policy
#: (POL-HR-07, Edition 3)").
CHANGED_TITLE = r"(?:[A-Z.§&]+ ){0,5}\(?"
#: Words before an identifier in a title that name what the document itself replaces:
#: "Regulation (EU) 2016/679 on ... and repealing Directive 95/46/EC", "Rescission of AD X",
#: "IEEE Std 1588-2019 (Revision of IEEE Std 1588-2008)", "Notice 2024/09 - Suspension of
#: Circular 2024/06", "Class 3 Medicines Recall: ..., EL(22)A/33 (replaces EL(22)A/30)",
#: "Notice of policy retirement: POL-RA-007 ...", "Closure of risk exception EX-2024-031",
#: "Reinstatement of Executive Order 14003", "Recall of Technical Notice TN-24-18", "Sunset of
#: Technical Standard 3.1".
TITLE_ACT_WORDS = (
    r"(?:REPEALING|REPLACING|SUPERSEDING|OBSOLETING|RESCINDING|REVOKING|SUSPENDING"
    r"|REPEALS|REPLACES|SUPERSEDES|OBSOLETES|RESCINDS|REVOKES|WITHDRAWS|WITHDRAWING"
    # the end of a suspension a notice made: "Notice Lifting Compliance Notice CN-2025-031"
    r"|LIFTING|LIFTS"
    r"|(?:RESCISSION|REPEAL|REVOCATION|WITHDRAWAL|CANCELL?ATION|REVISION|SUSPENSION"
    r"|RETIREMENT|CLOSURE|REINSTATEMENT|SUNSET|DEFERRAL|POSTPONEMENT)(?: OF|:)|RECALL OF"
    # a start put off: "Postponed Entry into Application of Circular 2025/02"
    r"|(?:POSTPONED|DEFERRED) (?:[A-Z]+ ){0,3}OF\b"
    # a decision titled by the act it takes: "Decision to Revoke Inspection Station
    # Authorisation AS-4471" (not an intention to: "Notice of Intention to Revoke ...")
    r"|(?:DECISION|ORDER) TO (?:REVOKE|SUSPEND|WITHDRAW|CANCEL|RESCIND|REPEAL)\b"
    # an order's act set off by a dash: "Order of Suspension - Variance V-2019-03" (not a
    # revision's "Revision - HR-POL-7", an edition of it)
    r"|(?:SUSPENSION|REVOCATION|RESCISSION|WITHDRAWAL|CANCELL?ATION|REPEAL) [-\u2013\u2014]"
    # a notice's act in the participle closing its title's head: "Space Station Authorization
    # Surrendered - Meridian-3 (S2941)", "Boil Water Advisory Lifted (Final Notice)"
    r"|(?<!WAS )(?<!WERE )(?<!BEEN )(?:SURRENDERED|CANCELL?ED|REVOKED|RESCINDED|WITHDRAWN"
    r"|TERMINATED|LIFTED)(?= [-\u2013\u2014(]|:|$))"
)
#: A title's act as a participle after its kind ("Order Temporarily Suspending ...").
ACT_PARTICIPLES = (
    r"(?:SUSPENDING|REPEALING|RESCINDING|REVOKING|WITHDRAWING|SUPERSEDING|REPLACING|VACATING)"
)
#: Words after an identifier in a title naming the document's act on it: "SUSE notice:
#: distribution of glibc update SUSE-SU-2024:2180-1 suspended".
TITLE_ACT_AFTER = (
    r"\s+(?:(?:IS|ARE|HAS BEEN|HAVE BEEN)\s+)?(?:SUSPENDED|WITHDRAWN|RESCINDED|REVOKED|REPEALED"
    r"|SUPERSEDED|REPLACED|CANCELL?ED|RETRACTED|REINSTATED)\b"
)
#: An act named as a noun after an about word is the subject of a commentary: "Guidance on
#: the repeal of Directive 95/46/EC" is about the repeal, not the repealing act.
TITLE_ACT_NOUNS = (
    r"(?:RESCISSION|REPEAL|REVOCATION|WITHDRAWAL|CANCELL?ATION|REVISION|SUSPENSION|RETIREMENT"
    r"|CLOSURE|REINSTATEMENT|SUNSET) OF"
)
#: A notice named by its act, opening its title: "Rescission Notice 2019-R3", "Withdrawal
#: Notice WN-2020-07: Technical Assistance Documents" (its act on what its text names).
ACT_NOTICE = re.compile(
    r"(?:RESCISSION|REPEAL|REVOCATION|WITHDRAWAL|CANCELL?ATION|SUSPENSION|REINSTATEMENT)"
    r" (?:NOTICE|ORDER)\b"
)
#: A notice's own act named after it ("Notice of withdrawal of ..."): the notice is the act.
NOTICE_OF_ACT = re.compile(rf"\b(?:NOTICE|ANNOUNCEMENT) OF (?={TITLE_ACT_NOUNS})")
#: Words after an identifier in a title that say the document does not act on it:
#: "Clarification: ACME-SA-2025-011 is not withdrawn", "X is no longer withdrawn", "(see X,
#: which remains valid)".
NOT_OWN_AFTER = (
    r",?\s+(?:(?:IS|ARE|WAS|WERE)\s+)?(?:NOT\b|NO\s+LONGER\b|(?:WHICH\s+)?REMAINS?\s+VALID)"
)
#: A partial change titled after what it changes: "LMQ-2024-02 Amendment 1: 2.8 LTS line also
#: affected" is about LMQ-2024-02, no revision of it (two amendments stand side by side).
AMENDMENT_AFTER = r"(?:AMENDMENT|ADDENDUM|SUPPLEMENT|CORRIGENDUM)\b"
#: A numbered amendment set off after the amended document's title ("- Amendment No. 1"),
#: or an addendum however set off ("DSA-5850-1 openssl -- addendum (additional CVE)"), and
#: how long that title may be, in characters.
NUMBERED_AMENDMENT = (
    rf"\s?(?:[-\u2013\u2014:]\s*{AMENDMENT_AFTER}\s*(?:NO\.?\s*)?\d"
    rf"|[-\u2013\u2014:(]+\s*(?:ADDENDUM|CORRIGENDUM|ERRATUM)\b)"
)
AMENDED_TITLE_CHARS = 80
#: The key a denial naming a document by a noun alone is kept under ("the Policy").
DENIED_NOUN = "noun"
#: How many words describing it may stand between a title's act word and what it acts on.
DESCRIBING_WORDS = 5
#: Where a name in a title ends: "SOP-QA-1" is not the start of "SOP-QA-12".
NAME_END = r"(?![\w-]|[.:/]\d)"
#: The kinds of key naming a document by its title, as a cue may cite it ("supersedes the
#: 2016 ESC Guidelines for ...", "replaces Practice Note 12 (Revised)"): its whole title, or
#: its main title before a colon (``title_forms``) where no whole title is so cited. A title
#: of one word ("Overview") is never a citation (nor one of two, unless ``derive.citable``).
TITLE_KIND = "title"
#: The kind of a standard's or an issuer's designation ("RFC 2616", "OCC Bulletin 2013-29"),
#: as the general pack's entity patterns name it.
DESIGNATOR_KIND = "designator"
MAIN_TITLE_KIND = "maintitle"
TITLE_KINDS = (TITLE_KIND, MAIN_TITLE_KIND)
TITLE_WORDS = re.compile(r"\w+")
#: A spaced dash between a title's heading and its subject: "Civil Code section 1714.8 -
#: Notice of arbitration" is cited "Civil Code section 1714.8", as a colon's main title is.
HEADING_DASH = re.compile(r"\s[-\u2013\u2014]\s")
#: An instrument's title naming its subject in brackets after the statute it is made under:
#: "Radiocommunications (Licence Fees) Determination 2018" is cited "the Licence Fees
#: Determination 2018".
BRACKETED_SUBJECT = re.compile(
    r"^[a-z]+(?:\s[a-z]+)?\s\((?P<subject>[a-z][^()]*)\)\s(?P<rest>[a-z].*)$"
)
#: An acronym a title defines in brackets, and the words after it (its year, its edition).
BRACKETED_ACRONYM = re.compile(
    # a hyphenated one too, its edition after a comma: "... (IR-CIT), Edition 2" is cited
    # "IR-CIT Edition 2"
    # its kind's word too: "UK Code of ... Marketing (CAP Code), 14th Edition" is cited "CAP
    # Code, 14th Edition"
    r"\((?P<acronym>[A-Z][A-Z0-9]{1,9}(?:-[A-Z][A-Z0-9]{1,9})?(?: [A-Z][a-z]+)?)\)"
    r"[\s,]*(?P<rest>[^()]*)$"
)
#: A code closing a title in brackets: "Interim Remote Working Guidance (HR-GUID-2020-02)"
#: is cited as "the interim Remote Working Guidance issued in March 2020".
ID_SUFFIX = re.compile(r"\s*\((?=[^)]*\d)[a-z]+(?:[-/. ][a-z0-9]+)+\)\s*$", re.IGNORECASE)
#: An edition closing a title, which its editions differ by: "Personal Trading Policy
#: (Version 3.0)", "Code of Conduct, Rev. 4", "Handbook - 2023 edition", "Code of Ethics
#: (2018)", "... (October 2024 edition)", "Code of Business Conduct (Version 4, 2022)", a
#: rulemaking's stage and day: "... for Allowances (Interim Final Rule)", "... (Final Rule,
#: April 26, 2024)", a guidance's: "... (Draft Guidance, May 2019)", "(Final Guidance, October
#: 2021)".
_EDITION = (
    r"(?:(?:version|ver\.?|v|revision|rev\.?|issue|release)\s*[\w.]*\d[\w.]*"
    r"|(?:revision|rev\.?|issue)\s+[a-z](?![\w.])"  # a lettered revision: ", Revision B"
    r"|(?:[a-z]+\s+)?\d{4}\s+edition|edition\s+\d+|(?:[a-z]+\s+)?(?:\d{1,2},?\s+)?(?:19|20)\d\d"
    # an ordinal's: "UK Code of ... (CAP Code), 13th Edition", "(Third Edition, 2023)"
    r"|\d{1,3}(?:st|nd|rd|th)\s+edition"
    r"|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+edition"
    r"|\d{1,2}\s+[a-z]+\s+(?:19|20)\d\d"
    r"|(?:interim\s+|direct\s+)?final\s+rule|(?:draft|final|revised\s+draft)\s+guidance)"
)
EDITION_SUFFIX = re.compile(
    rf"\s*(?:\(|\[|,|\s-|\s\u2013|\s\u2014)\s*{_EDITION}(?:\s*,\s*{_EDITION})?\s*[)\]]?\s*$"
    # a revision written after the code: "P&WC SB 21878 Revision 3", "AMM 05-51 Rev 2"
    r"|\s+(?:revision|rev\.?|issue|version)\s*\d{1,3}\s*$",
    re.IGNORECASE,
)
#: A year opening a title, which its editions differ by: "2021 ESC Guidelines for the
#: diagnosis and treatment of acute and chronic heart failure".
EDITION_PREFIX = re.compile(r"^(?:19|20)\d\d\s+(?=[a-z])", re.IGNORECASE)


def title_key(cited: str, kind: str = TITLE_KIND) -> str:
    """The key of a document whose (whole or main) title, lower-cased, is ``cited``."""
    return f"{kind}:{cited}"


#: Words a header may write before the identifier it opens with ("Go vulnerability GO-2024-2871").
HEADER_WORDS = frozenset({"vulnerability", "advisory", "security", "bulletin", "notice", "update"})


#: What a text writes before an identifier it declares its own: its registration ("The recall
#: is listed in the FDA Enforcement Report as D-1478-2021", "is posted ... as recall number
#: D-0298-2024") or a header field ("Reference: COMP-M-2023-02").
DECLARED_AS = re.compile(
    r"(?:\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:posted|listed|published|recorded"
    r"|entered|registered|filed|tracked|classified)\b[^.;]{0,80}?\bas\s+(?:[A-Za-z]+\s+){0,2}?"
    r"(?:number\s+|No\.\s*)?"
    r"|\b(?:Reference|Our\s+reference|Ref\.|Advisory\s+ID|Document\s+(?:ID|No\.|number)"
    r"|Recall\s+(?:No\.|number)|Notice\s+(?:No\.|number))\s*:\s*"
    # its short title's bracketed alias: "may be cited as the ... Smoke Control Order 2016
    # (Smoke Control Order No. 4)"
    r"|\bcited\s+as\b(?:[^.;()]|\([^()]*\)){0,120}\(\s*(?:[A-Za-z]+\s+){0,3})$",
    re.IGNORECASE,
)
#: Words by which a sentence's subject is another, earlier document ("The original recall was
#: posted as D-0214-2024").
EARLIER_WORDS = re.compile(
    r"\b(?:original|earlier|previous|prior|initial|former|superseded|replaced)\b", re.IGNORECASE
)


#: A first sentence of a few words, one of them a number, ending at a full stop or a colon:
#: the document naming itself ("OCC Bulletin 2017-21.", "Supervisory Statement SS5/25.").
HEADER_SENTENCE = re.compile(r"\s*(?:[A-Za-z][\w./-]*\s+){0,3}[\w./-]*\d[\w./-]*\s*[.:](?=\s|$)")


#: A first sentence naming only an issuer: words, commas and brackets up to a full stop, no
#: number ("Order of the Health Officer of the County of Marlow.").
ISSUER_SENTENCE = re.compile(r"[A-Z][A-Za-z,'&()\- ]{2,120}?[a-z]\.(?=\s)")


def occurrences(key: str, text: str) -> Iterator[re.Match[str]]:
    """Where ``text`` writes the identifier ``key`` names, whole ("SOP-QA-1", not in
    "SOP-QA-12"), in any case; a series' member keyed by initials its text does not write,
    where a capitalised word stands before its number ("Policy 4.12" of "Brightwater County
    Personnel Policy 4.12", keyed "BCPP 4.12")."""
    kind, value = key.split(":", 1)
    name = re.escape(value)
    found = list(re.finditer(rf"(?<![\w-]){name}(?![\w-])", text, re.IGNORECASE))
    initialled = INITIALLED_MEMBER.fullmatch(value) if kind == DESIGNATOR_KIND else None
    if found or initialled is None:
        return iter(found)
    number = re.escape(initialled["number"])
    return re.finditer(rf"\b[A-Z][a-z]+ (?:No\. ?)?{number}(?![\w-])", text)


#: A designation by a series' initials and a number with a separator ("BCPP 4.12", "ICRR
#: 2014/2"), the number alone written where the initials are not.
INITIALLED_MEMBER = re.compile(r"[A-Z]{2,6} (?P<number>\d+[./-]\d+(?:[./-]\d+)?)")


def writings(key: str, text: str) -> Iterator[tuple[str, re.Match[str]]]:
    """Where ``text`` writes the identifier ``key`` names (``occurrences``), as written, then
    in the one spelling of designations ("GFI #152" names "GFI 152", "Implementing Decision
    (EU) 2016/1250" "DECISION 2016/1250"): each with the form of the text it was found in."""
    for written in (text, designation_form(text)):
        for found in occurrences(key, written):
            yield written, found


def named(key: str, text: str) -> bool:
    """Whether ``text`` writes the identifier ``key`` names (``writings``)."""
    return next(writings(key, text), None) is not None


#: Words making a name the basis of what a clause keeps in force, not what it keeps ("Tickets
#: purchased under FS-2022 remain valid", "Consents already issued in reliance on RPS 207 are
#: not affected").
ON_THE_BASIS = re.compile(
    r"\b(?:on\s+the\s+basis\s+of|pursuant\s+to|in\s+accordance\s+with|under"
    r"|in\s+reliance\s+on|relying\s+on|by\s+virtue\s+of)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


def named_as_kept(key: str, text: str) -> bool:
    """Whether a clause keeping something in force names ``key`` as what it keeps, not as the
    basis of it: "Contracts concluded before that date on the basis of Decision 2002/16/EC
    shall remain in force" keeps the contracts, not the decision it repeals."""
    return any(
        ON_THE_BASIS.search(written[: found.start()]) is None
        for written, found in writings(key, text)
    )


#: A clause keeping the rest of a document's measures: "keepers must continue to comply with
#: all other AIPZ biosecurity measures, which remain in force", "All other provisions of the
#: circular remain in force".
OTHERS_KEPT = re.compile(
    r"\b(?:all\s+)?other\b[^.;]{0,80}?\b(?:remains?|continues?|continuing|are|is)\b[^.;]{0,20}?"
    r"\b(?:in\s+(?:full\s+)?(?:force|effect)|to\s+apply|applicable|unchanged)\b",
    re.IGNORECASE,
)


def opens_header(words: Sequence[str]) -> bool:
    """Whether the words before an identifier leave it opening a header line: at most three,
    each capitalised or a document's noun ("Advisory", "Go vulnerability")."""
    return len(words) <= 3 and all(w[0].isupper() or w in HEADER_WORDS for w in words)


#: A word of a header line.
HEADER_WORD = re.compile(r"[A-Za-z]+")


#: What a title writes of its edition at its end: "(updated January 27, 2021)", ", Revised
#: 05/2020", "(Fiscal Year 2025)", "- July 2017", "(version 3.0)", "2024", "- 2024 Edition",
#: "(Errata)", a plan's "- 2017 Restatement" and "- Amended and Restated Effective January 1,
#: 2012".
TITLE_EDITION = re.compile(
    r"[\s,:;\u2013\u2014-]*(?:\([^()]*\d[^()]*\)"
    r"|\((?:errata|erratum|revised|corrected|updated|amended|reissued|substitute)\)"
    r"|(?:(?:19|20)\d\d\s+)?restatement|amended\s+and\s+restated(?:\s+effective)?"
    rf"|(?:revised|rev\.?|revision|updated|version|edition|issue|v)\s*(?:(?:{MONTH_NAMES})\.?\s+)?"
    r"[\d][\w./-]*(?:,\s*\d{4})?"
    # a day after its month ("January 27, 2021"), not a number's last digits ("Local 1440,
    # 2016-2019"); a span of years ("2016-2019")
    rf"|(?:(?:{MONTH_NAMES})\.?\s+)?(?:(?<!\d)\d{{1,2}},?\s+)?(?:19|20)\d\d(?:[-/\u2013]\d{{2,4}})?"
    # a year's edition: "GAF Competition and Technical Rules - 2024 Edition"
    r"(?:\s+(?:edition|version|revision|update|issue))?"
    # an ordinal edition: "Standards for Blood Banks and Transfusion Services, 32nd Edition"
    rf"|(?:{FIGURED_ORDINAL}|{'|'.join(list(ORDINALS)[1:])})\s+(?:edition|revision))\s*$",
    re.IGNORECASE,
)


#: A title adopting an edition of the document it names: "Order Adopting the 2021 Edition of
#: the Rules of Appellate Practice" is an edition of the Rules of Appellate Practice.
ADOPTED_EDITION = re.compile(
    r"^(?:[\w'.]+\s+){0,4}?(?:adopting|approving|promulgating)\s+(?:the\s+)?"
    r"(?:(?:19|20)\d\d(?:[-/\u2013]\d{2,4})?\s+(?:edition|revision)|edition\s+\d{1,3}"
    r"|[a-z]+\s+edition)\s+of\s+(?:the\s+)?(?P<name>\S.*)$",
    re.IGNORECASE,
)


#: An edition closing a title's heading, before the dash or colon its subject follows:
#: "Rule Book Module TW1 Issue 11 - Preparation and movement of trains".
HEADING_EDITION = re.compile(
    r"\s+(?:issue|revision|rev\.|version|edition)\s+\d{1,3}(?=\s*(?:\s[-\u2013\u2014]|:)\s)",
    re.IGNORECASE,
)


def edition_free_title(title: str | None) -> str:
    """A title without the edition it writes at its end, lower-cased: the editions of one
    document share it ("Conduct of Clinical Trials ... (updated June 3, 2020)" and "(updated
    January 27, 2021)"), as does an order adopting one of them (``ADOPTED_EDITION``)."""
    stem = (title or "").strip()
    if (adopted := ADOPTED_EDITION.match(stem)) is not None:
        stem = adopted["name"]
    stem = HEADING_EDITION.sub("", stem)
    # "2024 Uniform Standards of Professional Appraisal Practice": its year first
    stem = EDITION_PREFIX.sub("", stem)
    if (named := NAMED_EDITION_THEN_SUBTITLE.match(stem)) is not None:
        return named["name"].lower()
    # "Harbridge Licensing Fees and Charges 2024/25 (discretionary services)": the edition
    # before a closing qualifier, which its editions share
    qualifier = CLOSING_QUALIFIER.search(stem)
    if qualifier is not None and not TITLE_EDITION.search(qualifier.group()):
        body = stem[: qualifier.start()]
        if (bare := without_editions(body)) != body:
            return f"{bare}{qualifier.group()}".lower()
    return without_editions(stem).lower()


def without_editions(title: str) -> str:
    """``title`` without the editions written at its end (``TITLE_EDITION``)."""
    while (shorter := TITLE_EDITION.sub("", title)) != title:
        title = shorter
    return title


#: A name, its edition in brackets, then a subtitle its editions need not share: "NIST
#: Handbook 44 (2023 Edition) - Preface and Summary of Amendments", "... (2024 Edition) -
#: Preface"; a year alone is no edition there ("Bulletin No. 2 (2025): Northern Region").
NAMED_EDITION_THEN_SUBTITLE = re.compile(
    r"^(?P<name>\S.*?)\s*\((?:(?:19|20)\d\d(?:[-/]\d{2,4})?"
    r"\s+(?:edition|version|revision|update|issue)"
    r"|(?:edition|version|revision|issue)\s+\d[\w.]*(?:,\s*[A-Za-z]+\s+(?:19|20)\d\d)?)\)"
    r"\s*(?::|\s[-\u2013\u2014])\s*\S",
    re.IGNORECASE,
)
#: Words in brackets closing a title, no number among them: "(discretionary services)".
CLOSING_QUALIFIER = re.compile(r"\s*\([^()\d]+\)\s*$")
#: Words of a closing qualifier telling a document's editions or states apart ("(Revised)",
#: "(Consolidated)", "(Errata)").
STATUS_WORDS = frozenset(
    {"revised", "amended", "consolidated", "corrected", "draft", "errata", "erratum"}
    | {"corrigendum", "interim", "provisional", "withdrawn", "superseded", "archived"}
    | {"updated", "new", "final", "proposed", "temporary", "edition", "version", "revision"}
)



#: A day written whole, in words: "10 November 2021", "November 10, 2021".
WHOLE_DAY = (
    rf"\d{{1,2}}\s+(?:{MONTH_NAMES})\s+(?:19|20)\d\d"
    rf"|(?:{MONTH_NAMES})\s+\d{{1,2}},\s+(?:19|20)\d\d"
)
#: A title dating its document by the day it was made, after "of" and before any word of an
#: act on another ("Decree No. 2019-877 of 20 August 2019 on ...", "ANSM Decision of 2 March
#: 2023 suspending ...", not "... amending Decree No. 2019-877 of 20 August 2019").
TITLE_DAY = re.compile(
    rf"^(?P<before>[^()]*?)\bof\s+(?P<date>{WHOLE_DAY})\b",
    re.IGNORECASE,
)
#: Words before a title's date that make it another document's: "Correction to the Order of
#: ...", "Notice of non-conversion of Decree-Law No. 51 of 10 May 2023".
OTHERS_DATE_WORDS = re.compile(
    r"\b(?:to|amending|correcting|correction|withdrawing|suspending|repealing|revoking"
    r"|replacing|annulling|non-conversion|on|concerning|regarding)\b",
    re.IGNORECASE,
)
#: How long before its publication a title may date a document by the day it was made (a
#: decree signed, then published in the journal).
TITLE_DAY_REACH = timedelta(days=31)


def titled_day(title: str | None, published: str) -> str | None:
    """The day a title dates its own document by (``TITLE_DAY``), where it falls within
    ``TITLE_DAY_REACH`` before the ``published`` day (``YYYY-MM-DD``); None otherwise."""
    found = TITLE_DAY.match(title or "")
    if found is None or OTHERS_DATE_WORDS.search(found["before"]):
        return None
    return day_made(found["date"], published)


def day_made(written: str, published: str) -> str | None:
    """The day ``written`` names, where it falls within ``TITLE_DAY_REACH`` before the
    ``published`` day (``YYYY-MM-DD``): the day a document was made, published later."""
    days = list(iso_dates(WRITTEN_DATE.finditer(written)))
    if not days:
        return None
    gap = date.fromisoformat(published) - date.fromisoformat(days[0])
    return days[0] if timedelta(0) <= gap <= TITLE_DAY_REACH else None


def decided_day(text: str, published: str) -> str | None:
    """The day its opening sentence says its body took the decision (``DECIDED_ON``: "At its
    meeting on 10 November 2021 the Council decided to withdraw ..."), where it falls within
    ``TITLE_DAY_REACH`` before the ``published`` day: a decision published days later is
    cited by the day it was taken ("The decision of 10 November 2021 is quashed")."""
    found = DECIDED_ON.match(text)
    return day_made(found["date"], published) if found is not None else None


#: An opening sentence dating the decision it records: "At its meeting on 10 November 2021
#: the Council decided", "On 3 May 2024 the Board resolved".
DECIDED_ON = re.compile(
    rf"\s*(?:At\s+its\s+meeting\s+(?:held\s+)?on|On)\s+(?P<date>{WHOLE_DAY}),?\s+[^.]{{0,80}}?"
    r"\b(?:decided|resolved|determined|agreed)\b",
    re.IGNORECASE,
)


@dataclass
class Candidate:
    """A document derivation considers: its scope keys, title keys and governing packs."""

    document: Document
    keys: set[str]
    title_keys: set[str]
    packs: list[DomainPack]
    new: bool
    cues: list[CueHit] = field(default_factory=list)
    _scoped: dict[tuple[str, str], frozenset[str]] = field(
        default_factory=dict, repr=False, compare=False
    )
    _title_roles: dict[str, str] | None = field(default=None, repr=False, compare=False)
    _draft: bool | None = field(default=None, repr=False, compare=False)

    @property
    def id(self) -> str:
        return self.document.id

    def keys_for(self, pack: DomainPack, scope_key: str) -> frozenset[str]:
        """This document's entity keys for one of the pack's scope keys (memoised: rules ask
        once per pair they consider)."""
        cached = self._scoped.get((pack.name, scope_key))
        if cached is None:
            spec = pack.scope_keys[scope_key]
            if spec.source == "own_title":  # title roles read only where a pack asks
                source = self.title_keys - self.title_about()
            elif spec.source == "title_own":
                source = self.title_keys - self.title_about() - self.title_replaces()
            else:
                source = self.keys if spec.source == "text" else self.title_keys
            cached = frozenset(key for key in source if key.split(":", 1)[0] in spec.kinds)
            if spec.source == "title_own" and not cached:
                cached = frozenset(
                    key for key in self.opening_ids if key.split(":", 1)[0] in spec.kinds
                )
            if spec.source == "title_first":  # else, where its title names none, its text's
                cached = first_written(cached, self.document.title or "") or frozenset(
                    key for key in self.keys if key.split(":", 1)[0] in spec.kinds
                )
            self._scoped[(pack.name, scope_key)] = cached
        return cached

    def moment(self, order: str) -> str | None:
        """When the document counts, for the rule's time order."""
        if order == "published":
            return self.document.published_at or self.document.in_force_from
        return self.document.in_force_from

    def governed_by(self, pack: DomainPack) -> bool:
        return any(mine.name == pack.name for mine in self.packs)

    @cached_property
    def release(self) -> Version | None:
        """Its version as a release (``release_version``), parsed once: rules compare it with
        every release they walk past."""
        return release_version(self.document)

    @cached_property
    def stated_bounds(self) -> Bounds:
        """The versions its text states as fixed, affected or reported (``advisory_bounds``,
        without product names), parsed once: rules and fix cues both read them."""
        return advisory_bounds(self.document.text)

    @cached_property
    def dates_written(self) -> frozenset[str]:
        """The dates its title and text write (``YYYY-MM-DD``) other than its own (published,
        in force): "the NVDA blackout of 5 March 2025" names an earlier document by its date,
        "lifted today, 20 March 2025" names none."""
        return self._other_dates(acting=False)

    @cached_property
    def dates_acted_on(self) -> frozenset[str]:
        """Of ``dates_written``, those of a sentence with a verb of supersession ("This
        communication updates the Drug Safety Communication issued November 20, 2024")."""
        return self._other_dates(acting=True)

    def _other_dates(self, acting: bool) -> frozenset[str]:
        written = dates_written(f"{self.document.title or ''}\n{self.document.text}", acting)
        return written - self.own_days

    @cached_property
    def own_days(self) -> frozenset[str]:
        """The days it was published and took effect (``YYYY-MM-DD``), and the day its title
        dates it by (``titled_day``)."""
        moments = (self.document.published_at, self.document.effective_from)
        days = {moment[:10] for moment in moments if moment}
        published = self.document.published_at
        titled = titled_day(self.document.title, published[:10]) if published else None
        decided = decided_day(self.document.text, published[:10]) if published else None
        return frozenset(days | {day for day in (titled, decided) if day})

    @cached_property
    def fixes_nothing(self) -> bool:
        """Whether it says it fixes no security flaw ("No new security fixes in this
        release"): a later release carrying an earlier fix patches nothing by its version."""
        return disclaims_fixes(self.document.text)

    @cached_property
    def keeps_other_measures(self) -> bool:
        """Whether its text keeps the rest of what it acts on in force ("all other AIPZ
        biosecurity measures, which remain in force"; ``OTHERS_KEPT``), read once."""
        return OTHERS_KEPT.search(self.document.text) is not None

    @cached_property
    def kept_keys(self) -> dict[str, frozenset[str]]:
        """The identifiers its text says stay in force (``KEPT_IN_FORCE``: "the packages
        listed in USN-7206-1 for Ubuntu 24.10 ... are not affected and remain current"), each
        with the editions those clauses write ("Original Sheet No. 47 remains in effect": that
        edition alone, not the revised sheet withdrawn; none: any edition)."""
        clauses = re.split(r";|\n", self.document.text)
        kept = [
            part
            for clause in clauses
            for part in SENTENCE_END.split(clause)
            if KEPT_IN_FORCE.search(part)
        ]
        editions: dict[str, frozenset[str]] = {}
        for key in self.keys:
            naming = [part for part in kept if named_as_kept(key, part)]
            if naming:
                editions[key] = frozenset().union(*(edition_marks(part) for part in naming))
        return editions

    def kept_in_force(self, target: Candidate, keys: Collection[str]) -> bool:
        """Whether its text keeps ``target`` in force by one of ``keys`` its title carries: by
        the name alone, or by the name and the edition ``target``'s title writes."""
        return any(
            key in self.kept_keys
            and key in target.keys
            and (
                not self.kept_keys[key]
                or writes_edition(target.document.title, self.kept_keys[key])
            )
            for key in keys
        )

    @cached_property
    def acting_words(self) -> frozenset[str]:
        """The content words of its sentences dating what they act on (``acting_sentences``),
        but for how they date it ("issued on March 12, 2021")."""
        words = content_words(" ".join(acting_sentences(self.document.text)))
        return frozenset(words - ISSUING_PARTICIPLES)

    @cached_property
    def edition_free_title(self) -> str:
        """Its title without the edition written at its end (``edition_free_title``)."""
        return edition_free_title(self.document.title)

    @cached_property
    def title_stems(self) -> frozenset[str]:
        """The stems of its title's words (``word_stem``)."""
        return frozenset(word_stem(word) for word in self.title_words)

    @cached_property
    def title_words(self) -> frozenset[str]:
        """The lower-case words of its title."""
        return words_of_title(self.document.title)

    @cached_property
    def denied_keys(self) -> dict[str, frozenset[str]]:
        """Per relation kind, the documents a sentence of it names as not acted on so
        ("NRS-SA-2025-012 is not fixed in this release": patches): a negated cue phrase's keys
        of the kinds that name documents (a code, its packs' ``document_names``: an advisory
        id, a citation), not a ticker or product ("Any pre-clearance for TSLA that has not yet
        been executed is cancelled")."""
        kinds = {CODE_KIND, *(kind for pack in self.packs for kind in pack.document_names)}
        cues = {(pack.name, cue.name): cue for pack in self.packs for cue in pack.cues}
        denied: dict[str, set[str]] = {}
        for hit in self.cues:
            cue = cues.get((hit.pack, hit.cue))
            if hit.negated and cue is not None:
                named = {key for key in hit.keys if key.split(":", 1)[0] in kinds}
                # "This Amendment does not supersede or replace the Policy": what its title
                # calls a policy (a noun the cue's documents call themselves, not "the API")
                nouns = [word for word in hit.object if word not in ("the", "this", "that")]
                if not named and len(nouns) == 1 and nouns[0] in cue.self_nouns:
                    named = {f"{DENIED_NOUN}:{nouns[0]}"}
                denied.setdefault(cue.kind, set()).update(named)
        return {kind: frozenset(keys) for kind, keys in denied.items() if keys}

    def denies(self, older: Candidate, kind: str) -> bool:
        """Whether it says it does not act on ``older`` by ``kind`` (a negated cue of that
        kind names its own id, or a noun alone its title carries: "This Amendment does not
        supersede or replace the Policy"; "It does not lift RL-2025-061 for any other person"
        in an exception does not deny that it suspends RL-2025-061)."""
        keys = self.denied_keys.get(kind)
        if keys is None:
            return False
        return not keys.isdisjoint(older.own_title_keys()) or any(
            f"{DENIED_NOUN}:{word}" in keys for word in older.title_words
        )

    @cached_property
    def left_out(self) -> list[frozenset[str]]:
        """The words of each product its text says its act leaves out, by its packs'
        exclusions of acts (``ExclusionSpec.of_acts``: "LOMITREL capsules (5 mg and 10 mg)
        are not affected by this withdrawal", "does not extend to DAPRAXIL-D 12 HOUR"):
        names and strengths, not other numbers."""
        return [
            words
            for part in self.left_out_parts
            if len(words := frozenset(content_words(part) | strengths(part))) >= 2
        ]

    @cached_property
    def left_out_parts(self) -> list[str]:
        """The text of each product its packs' exclusions of acts say it leaves out."""
        phrases = [
            phrase
            for pack in self.packs
            for spec in pack.verdicts.exclusions.values()
            if spec.of_acts
            for phrase in spec.phrases
        ]
        if not phrases:
            return []
        return list(named_parts(self.document.text, phrase_pattern(phrases), of_acts=True))

    @cached_property
    def described(self) -> frozenset[str]:
        """The words and strengths its title and text write, but for what it says it leaves
        out itself (an earlier recall notice saying "Quenzal 10 mg tablets remain unaffected"
        is no notice about them): ``leaves_out`` compares them."""
        text = "\n".join(logical_lines(self.document.text))  # as ``named_parts`` read it
        for part in self.left_out_parts:
            text = text.replace(part, " ")
        text = f"{self.document.title or ''}\n{text}"
        return frozenset(content_words(text) | strengths(text)) | self.title_words

    def leaves_out(self, older: Candidate, *, wholly: bool = True) -> bool:
        """Whether it says its act leaves out a product ``older`` is of: every word and
        strength of what it leaves out in the older document, not all of them in its own title
        ("Withdraw Lomitrel Oral Suspension" leaves out the capsules' label; "Discontinuation
        of RIVENZA 40 mg tablets" the label of the 10, 20 and 40 mg tablets, whose 10 mg and
        20 mg "are not affected and remain available"). Where the act is not ``wholly`` on
        the older document (a recall of some lots: ``SupersessionRule.applies_to``), only one
        titled by what it leaves out."""
        own = self.title_words | strengths(self.document.title or "")
        older_words = older.described if wholly else older.title_words
        return any(words <= older_words and not words <= own for words in self.left_out)

    def names_date_of(self, older: Candidate, acting: bool = False) -> bool:
        """Whether this document writes the day ``older`` was published or took effect (in a
        sentence with a verb of supersession, if ``acting``)."""
        return older.dated_on(self.dates_acted_on if acting else self.dates_written)

    def dated_on(self, days: AbstractSet[str]) -> bool:
        """Whether this document was published or took effect on one of ``days`` (a month,
        ``YYYY-MM``, holds each of its days: "our March 2022 communication")."""
        return not self.own_days.isdisjoint(days) or any(day[:7] in days for day in self.own_days)

    @cached_property
    def letterhead(self) -> str | None:
        """The issuer its text's first line names before a dash, as letterheads do
        ("HALVORSEN GROUP - COMPLIANCE NOTICE 2023-14", "Castellan Systems — IT-STD-011
        Amendment 1"), lower-cased; None without one."""
        found = LETTERHEAD.match(self.first_line)
        if found is None:
            return None
        issuer = " ".join(found.group(1).lower().split())
        return issuer if ISSUER_NAME.fullmatch(issuer) else None

    @property
    def names(self) -> set[str]:
        """Every key it may be named by: its entities, its title's and its title's forms."""
        return self.keys | self.title_keys | self.title_names

    def named_by(self, key: str) -> bool:
        """Whether ``key`` is one of its ``names`` (without building them)."""
        return key in self.keys or key in self.title_keys or key in self.title_names

    @cached_property
    def declared_issuer(self) -> str:
        """The issuer its metadata declares, lower-cased ("" where none)."""
        for name in ISSUER_FIELDS:
            value = self.document.metadata.get(name)
            if isinstance(value, str) and value.strip():
                return " ".join(value.lower().split())
        return ""

    @cached_property
    def title_names(self) -> frozenset[str]:
        """The keys a cue citing this document by its title names it by (``TITLE_KINDS``)."""
        whole, main = title_forms(self.document.title)
        forms = {title_key(whole): whole}
        run_on = ""
        if main != whole:
            forms[title_key(main, MAIN_TITLE_KIND)] = main
        if ":" in whole:
            # "Memorandum 2022-02: Home Office Equipment Stipend" is cited "Memorandum 2022-02
            # (Home Office Equipment Stipend)"
            subtitle = whole.split(":", 1)[1].strip()
            for gloss in dict.fromkeys((subtitle, EDITION_SUFFIX.sub("", subtitle))):
                # (its edition left out too: "Statutory Document No. 1 (Good Repute and
                # Fitness), 2021 version" of "...: Good Repute and Fitness (Version 3, ...)")
                glossed = f"{main} ({gloss})"
                forms[title_key(glossed)] = glossed
            # and with its colon left out: "Enhanced Advisory Services: Schedule of Charges
            # 2026" is cited "the Enhanced Advisory Services Schedule of Charges 2026"
            run_on = f"{main} {subtitle}"
            forms[title_key(run_on)] = run_on
            if (heading_kind := HEADING_KIND.search(main)) is not None and " " in subtitle:
                # and by its kind "on" its subject: "Animal activity licensing statutory
                # guidance: providing boarding in kennels for dogs (version 3.0)" is cited
                # "version 3.0 of the guidance on providing boarding in kennels for dogs"
                for topic in dict.fromkeys((subtitle, EDITION_SUFFIX.sub("", subtitle))):
                    about = f"{heading_kind.group()} on {topic}"
                    forms[title_key(about)] = about
        named = NAMED_SUBTITLE.search(self.document.title or "")
        heading_words = set(TITLE_WORDS.findall(main)) - JOINING_WORDS
        if named is not None and len(heading_words) > 1 and not heading_words & MARKING_WORDS:
            # "Universal Service Conditions for Broadband: Consolidated Conditions 2021
            # (Notification 2021/09)" is cited "the Consolidated Conditions 2021": a subtitle
            # naming it under a heading that is a name too (not under a label or a marker:
            # "Corrigendum: Radiocommunications Licence Fees Determination 2021" is not that
            # determination, nor "Notice of Deferral: Schedule of Licence Fees 2025" that
            # schedule)
            forms[title_key(named["name"].lower())] = named["name"].lower()
        heading, *subject = HEADING_DASH.split(main, maxsplit=1)
        issued = []
        if subject:  # "Civil Code section 1714.8 - Notice of arbitration"
            forms[title_key(heading, MAIN_TITLE_KIND)] = heading
            if is_issuer(heading):
                # "Northgate University — Interim Guidance on Generative AI Tools" is cited by
                # its own words, with its issuer where the citing document shares it
                issued.append(f"{heading} {subject[0]}")
                forms[title_key(issued[0])] = issued[0]
        shorts = []
        if (bracketed := BRACKETED_SUBJECT.match(main)) is not None:
            shorts.append(f"{bracketed['subject']} {bracketed['rest']}")
        if (acronym := BRACKETED_ACRONYM.search(self.document.title or "")) is not None:
            # "International Standard for Therapeutic Use Exemptions (ISTUE) 2021" is cited
            # "the ISTUE 2021"
            shorts.append(" ".join(f"{acronym['acronym']} {acronym['rest']}".lower().split()))
            if EDITION_SUFFIX.fullmatch(f", {acronym['rest']}"):
                # its edition after a comma, which its editions' shared name leaves out
                shorts.append(f"{acronym['acronym']}, {acronym['rest']}".lower().strip())
        if (designation := DASHED_DESIGNATION.search(self.document.title or "")) is not None:
            # "Works to Protected Trees: How to Apply - Guidance Note TW1 (Third Edition,
            # 2023)" is cited "Guidance Note TW1 (third edition, ...)": the coded name closing
            # it after a dash
            shorts.append(designation["name"].lower())
        if (coded_edition := CODED_EDITION.search(self.document.title or "")) is not None:
            # "Guidance on Calling Line Identification, GN-CLI Rev. 4" is cited "GN-CLI Rev. 4":
            # the code and edition closing it after a comma
            shorts.append(coded_edition["name"].lower())
        kind = self.document.doc_type.replace("_", " ")
        if main.startswith(f"{kind} ") and re.search(r"\d", main[len(kind) :]):
            # "Interpretation INT 13 Customer Loyalty Programmes" (an interpretation) is cited
            # "INT 13 Customer Loyalty Programmes": its kind's name before its number
            shorts.append(main[len(kind) :].strip())
        if (owner := POSSESSIVE_ISSUER.match(main)) is not None and re.search(
            r"\d", main[owner.end() :]
        ):
            # "Senior Traffic Commissioner's Direction 1/2019: ..." is cited "Direction
            # 1/2019": a numbered name after its issuer's possessive
            shorts.append(main[owner.end() :])
        if (acronym := ISSUER_ACRONYM.match(self.document.title or "")) is not None and (
            acronym[1].lower() == issuer_initials(self.declared_issuer)
            and re.search(r"\d", main[acronym.end() :])
        ):
            # "PPPA Rule R-2025/03: ..." of the Plant Protection Products Authority is cited
            # "Rule R-2025/03": a numbered main title after its issuer's acronym
            forms[title_key(main[acronym.end() :], MAIN_TITLE_KIND)] = main[acronym.end() :]
        if (edition := EDITION_SUFFIX.search(whole)) is not None:
            # "Grid Code Operating Code OC6 (Demand Control), Issue 2" is cited "Operating Code
            # OC6, Issue 2": without the subject (or acronym: "Connection Conditions (CC), Issue
            # 6") in brackets before its edition
            body = whole[: edition.start()]
            if (bracketed := CLOSING_QUALIFIER.search(body)) is not None:
                shorts.append(f"{body[: bracketed.start()]}{edition.group()}")
        forms.update((title_key(short), short) for short in shorts)
        closing = CLOSING_QUALIFIER.search(main)
        if closing is not None and not STATUS_WORDS & set(TITLE_WORDS.findall(closing.group())):
            # "Pilotage Directions 2023 (Carrowmore Pilotage District)" is cited "the Pilotage
            # Directions 2023", not so "Practice Note 12 (Revised)": its status tells its
            # editions apart
            unqualified = main[: closing.start()].strip()
            forms.setdefault(title_key(unqualified, MAIN_TITLE_KIND), unqualified)
        # "HR-POL-22 Remote and Hybrid Working Policy" is cited "the Remote and Hybrid Working
        # Policy": the title after the code it opens with, unless that is only its edition
        # ("NS-TAST-GD-050 Revision 5" is not cited "Revision 5")
        coded = [
            rest
            for key in self.title_keys
            if (code := key.split(":", 1)[1].lower())
            and main.startswith(f"{code} ")
            and EDITION_SUFFIX.sub("", f"{code} {(rest := main[len(code) :].strip())}") != code
        ]
        if (edition := EDITION_SUFFIX.search(whole)) is not None:
            # "Airspace Change Process Guidance ASG-01, Revision 4" is cited "Revision 4 of the
            # Airspace Change Process Guidance": an edition's title without the code it closes
            # with, three words or more
            body = whole[: edition.start()]
            coded += [
                rest
                for key in self.title_keys
                if body.endswith(f" {(code := key.split(':', 1)[1].lower())}")
                and len(TITLE_WORDS.findall(rest := body[: -len(code)].strip())) >= 3
            ]
        # the editions' shared title, without its code
        # (and its run-on form's: "Nitrates Derogation Scheme: Terms and Conditions 2023
        # (DS/TC/2023)" is cited "the Nitrates Derogation Scheme Terms and Conditions 2023")
        for titled in (main, whole, *issued, *shorts, *coded, *([run_on] if run_on else [])):
            uncoded = ID_SUFFIX.sub("", EDITION_SUFFIX.sub("", titled))
            # an edition before a bracketed code, with it ("Restricted Substances List ...,
            # 2024 Edition (NPSA-RSL-2024)") and without ("EBSR Technical Guidance, Issue 2
            # (TransXChange 2.4)")
            for unnumbered in dict.fromkeys((uncoded, EDITION_SUFFIX.sub("", uncoded))):
                series = EDITION_PREFIX.sub("", unnumbered)
                if series not in (main, whole):
                    forms[title_key(series)] = series
        if (opening := issuer_opening(main, self.declared_issuer)) is not None:
            # "Hartwell Fair Access Protocol 2024" of Hartwell County Council is cited "the
            # Fair Access Protocol 2024": its issuer's name, or the place that name opens with,
            # before the name of its own (not its series' name: another issuer's series may
            # share it)
            forms.setdefault(title_key(own := main[len(opening) :].strip()), own)
        cited = [key for key, form in forms.items() if len(TITLE_WORDS.findall(form)) > 1]
        # a reported decision is cited by its party's name, however short ("we overrule
        # Boeing" of "The Boeing Company, 365 NLRB No. 154 (2017)")
        cited.extend(title_key(party) for party in party_names(self.document.title or ""))
        return frozenset(cited)

    @cached_property
    def opening_ids(self) -> frozenset[str]:
        """Where its title names no id of its own of those kinds or an assigned one
        ("deep-merge-plus vulnerable to Prototype Pollution"; not "RFC 9110: HTTP
        Semantics"), the ids its text opens with ("GHSA-x4v9-... — Updated 2024-04-02", "OCC
        Bulletin 2017-21.") or declares its own ("The recall is listed in the FDA Enforcement
        Report as D-1478-2021", "Reference: COMP-M-2023-02"), but for those its title is
        about ("... FAQs to Supplement OCC Bulletin 2013-29", "X Addendum 1"); else none."""
        named = {CODE_KIND, DESIGNATOR_KIND, *ASSIGNED_ID_KINDS}
        roles = {k: role for k, role in self.title_roles().items() if k.split(":", 1)[0] in named}
        if "own" in roles.values():
            return frozenset()
        # titled after another id, only a header line of its own names it ("OCC Bulletin
        # 2017-21." opening "... FAQs to Supplement OCC Bulletin 2013-29"; not "OPA-2024-0560
        # (CVE-2024-29011) needs ..." in a statement on CVE-2024-29011)
        opening = self.opening_keys(self.header_line)
        if not roles:
            opening |= self.opening_keys()
        return frozenset(
            key
            for key in opening | self.declared_keys
            if key.split(":", 1)[0] in named and key not in roles
        )

    @cached_property
    def header_line(self) -> str:
        """Its text's first sentence where that names nothing but the document ("OCC Bulletin
        2017-21.", "FIL-7-2025."): a few words ending at a full stop or colon; else empty. The
        second where the first names only its issuer ("City of Port Halden, Oregon. Ordinance
        No. 2022-11.": a sentence of words, no number)."""
        first = self.first_line
        issuer = ISSUER_SENTENCE.match(first)
        found = HEADER_SENTENCE.match(first, issuer.end() if issuer else 0)
        if issuer and found is None:
            found = HEADER_SENTENCE.match(first)
        return found.group(0) if found else ""

    @cached_property
    def declared_keys(self) -> frozenset[str]:
        """The identifiers its text declares as its own (``DECLARED_AS`` before the name, in a
        sentence naming no earlier document as its subject)."""
        declared = set()
        for sentence in SENTENCE_END.split(self.document.text):  # split once, not per name
            for key in self.keys:
                # as written or in its designation's spelling ("Smoke Control Order No. 3")
                for written, found in writings(key, sentence):
                    before = written[: found.start()]
                    if DECLARED_AS.search(before) and not EARLIER_WORDS.search(before):
                        declared.add(key)
        return frozenset(declared)

    def own_title_keys(self) -> frozenset[str]:
        """The title's identifiers that name the document, not what it is about or replaces:
        "RFC 9110" in "RFC 9110: HTTP Semantics", not in "A commentary on RFC 9110",
        "Addendum 2 to MSA-ACME-2021" or "... and repealing RFC 9110"; and its title."""
        own = {key for key, role in self.title_roles().items() if role == "own"}
        return frozenset(own) | self.title_names

    def header_keys(self, sentence: str) -> frozenset[str]:
        """The identifiers that open its text before ``sentence`` ("GHSA-wx7j-4f2p-9c8h /
        CVE-2023-51774 - final revision, 2024-06-30. This revision supersedes ...", "Go
        vulnerability GO-2024-2871 (aliases ..."): a document titled in words names itself
        there; not those of the sentence itself ("This agreement supersedes all prior
        agreements, not including MSA-HC-2018-04") or of prose before it ("This agreement is
        made under MSA-HC-2018-04 ...")."""
        return self.opening_keys(self.opening_before(sentence))

    def opening_before(self, sentence: str) -> str:
        """Its text's first line up to ``sentence`` (all of it where that is elsewhere)."""
        first = self.first_line
        at = first.find(sentence.strip()[:40])
        return first if at < 0 else first[:at]

    @cached_property
    def first_line(self) -> str:
        """Its text's first line, where a header names it."""
        return self.document.text.lstrip().split("\n", 1)[0]

    def opening_keys(self, header: str | None = None) -> frozenset[str]:
        """The identifiers ``header`` (by default its text's first line) opens with
        (``opens_header``)."""
        if header is None:
            header = self.first_line
        # found in the keys' spelling ("Order No. C19-07b." opens with ORDER C19-07B), the
        # words before it read as written
        form, words = designation_form(header), HEADER_WORD.findall(header)
        return frozenset(
            key
            for key in self.keys
            if (found := form.find(key.split(":", 1)[1].upper())) >= 0
            and opens_header(words[: len(HEADER_WORD.findall(form[:found]))])
        )

    def titled_as_act(self) -> bool:
        """Whether its title names an act of its own, whatever it names the act on
        ("Announcement: Retirement of the fax procedure", "Secretary Withdraws Informal
        Guidance", "Notice of withdrawal of ... opinion letters"), not the subject of a
        commentary ("Guidance on the repeal of ...")."""
        title = NOTICE_OF_ACT.sub("", designation_form(self.document.title or ""))
        return bool(
            re.search(rf"\b{TITLE_ACT_WORDS}", title) or ACT_NOTICE.match(title)
        ) and not re.search(rf"\b{ABOUT_WORDS} (?:THE )?{TITLE_ACT_NOUNS}", title)

    def title_about(self) -> frozenset[str]:
        """The title's identifiers of documents it is only about ("Withdrawal notice: X (see
        Y)", "X withdrawn as duplicate of Y": Y)."""
        return frozenset(key for key, role in self.title_roles().items() if role == "about")

    @cached_property
    def title_amends(self) -> frozenset[str]:
        """The title's identifiers of what the document is an amendment of ("Protocol KX-301
        Amendment 1 (Version 2.0)": KX-301; memoised: every cue hit of the document asks)."""
        title = designation_form(self.document.title or "")
        return frozenset(
            key
            for key in self.title_keys
            if re.search(rf"{re.escape(key.split(':', 1)[1])}{NAME_END}\s+{AMENDMENT_AFTER}", title)
        )

    def title_replaces(self) -> frozenset[str]:
        """The title's identifiers of what the document itself replaces ("... and repealing
        Directive 95/46/EC"): cue targets, though named in its title."""
        return frozenset(key for key, role in self.title_roles().items() if role == "replaces")

    def title_roles(self) -> dict[str, str]:
        """Each title key's role: "own", "about" or "replaces", by the word before it (codes
        and designations, matched in their canonical upper-case form; memoised: every cue hit
        of the document asks)."""
        if self._title_roles is None:
            # "Notice of Suspension of DOT-SP 21455": the notice's own act, no notice about one
            title = NOTICE_OF_ACT.sub(
                "", designation_form(written_singly(self.document.title or ""))
            )
            acronyms = frozenset(TITLE_ACRONYM.findall(self.document.title or ""))
            self._title_roles = {
                key: title_role(title, key, acronyms) for key in self.title_keys
            }
        return self._title_roles

    def is_draft(self) -> bool:
        """Whether the document says it is a draft or a proposal (its title or doc type says
        "draft", or its text "Internet-Draft", "(if approved)", "work in progress"): what it
        would supersede is proposed for review, never accepted (memoised: its text is read
        once)."""
        if self._draft is None:
            document = self.document
            # "Decision on Grid Code Modification Proposal GCM-063" decides a proposal
            title = "" if DECIDING_TITLE.match(document.title or "") else document.title or ""
            self._draft = bool(
                DRAFT_NAME.search(f"{title} {document.doc_type}")
                or DRAFT_TEXT.search(document.text)
            )
        return self._draft

    def edge_over(
        self,
        older: Candidate,
        kind: str,
        *,
        rule: str,
        source: EdgeSource,
        status: EdgeStatus,
        confidence: float,
        evidence: str,
        applies_to: tuple[str, ...] = (),
        starting: str | None = None,
        ending: str | None = None,
    ) -> AuthorityEdge:
        """This (newer) document's derived edge over ``older``: in force from this one's start,
        or from the later date its text says the act takes effect (``starting``), until the
        last instant its text gives (``ending``: a deferral's) or it stops holding ``kind``."""
        start = self.document.in_force_from
        stated = to_timestamp(starting)
        ends = to_timestamp(ending)
        if stated and ends and stated > ends:
            # the day a deferral names as the new start is when it ends, not when it holds
            # from ("the new fees will take effect on 1 July 2025 instead of 1 April 2025")
            stated = None
        return AuthorityEdge(
            newer_id=self.id,
            older_id=older.id,
            kind=kind,
            rule=rule,
            source=source,
            status=status,
            confidence=confidence,
            evidence=evidence,
            valid_from=max(start, stated) if start and stated else start or stated,
            valid_to=ends or self.document.holds_until(kind),
            applies_to=applies_to,
        )


#: Capitalised words and the acronym they define in brackets after them ("the Voluntary Voting
#: System Guidelines (VVSG)").
DEFINED_ACRONYM = re.compile(
    r"(?P<words>(?:[A-Z][\w'-]*\s+(?:(?:and|of|for|on|the|&)\s+)*){2,8})\((?P<acronym>[A-Z]{2,8})\)"
)


def spelled_acronym(words: Sequence[str], acronym: str) -> str | None:
    """The longest run of ``words`` up to their end, opening with a capitalised one, whose
    capitalised ones' initials are ``acronym``, joined ("the Council of the Meridian
    International Arbitration Centre (MIAC)": not "of the Meridian ..."); None where no run
    spells it."""
    for start in range(len(words)):
        run = words[start:]
        if run[0][:1].isupper() and initials(run) == acronym:
            return " ".join(run)
    return None


def issuer_initials(issuer: str) -> str:
    """The initials of a lower-cased issuer's words but its joining ones ("office of fair
    trading": "oft")."""
    return "".join(word[0] for word in issuer.split() if word not in JOINING_WORDS)


#: Lower-case words joining the capitalised words of a name ("Office of Fair Trading").
JOINING_WORDS = frozenset({"of", "and", "for", "on", "the", "&"})


def initials(words: Sequence[str]) -> str:
    """The initials of the capitalised ``words`` ("Northern Chamber of Commerce": "NCC")."""
    return "".join(word[0] for word in words if word[:1].isupper())


#: A run of capitalised words a title writes, lower-case joining words between them
#: ("Northern Chamber of Commerce Arbitration Institute"): what an acronym may spell.
CAPITALISED_RUN = re.compile(r"[A-Z][\w'-]*(?:\s+(?:(?:and|of|for|on|the|&)\s+)*[A-Z][\w'-]*)+")
#: A word written in capitals that may stand for a name (three letters or more).
WRITTEN_ACRONYM = re.compile(r"\b[A-Z]{3,8}\b")


def title_spellings(titles: Iterable[str], acronyms: AbstractSet[str]) -> dict[str, set[str]]:
    """For each of ``acronyms``, the runs of capitalised words in ``titles`` (lower-cased)
    whose initials spell it ("Pacific Rim Arbitration Centre Administered Arbitration Rules
    2013" spells "PRAC"), each run starting and ending with a capitalised word."""
    spellings: dict[str, set[str]] = defaultdict(set)
    for title in titles:
        for found in CAPITALISED_RUN.finditer(title):
            words = found.group().split()
            capitalised = [i for i, word in enumerate(words) if word[:1].isupper()]
            for first, start in enumerate(capitalised):
                for end in capitalised[first + 1 :]:
                    run = words[start : end + 1]
                    if (spelled := initials(run)) in acronyms:
                        spellings[spelled.lower()].add(" ".join(run).lower())
    return spellings


class Pool:
    """New and stored candidates, indexed by entity key."""

    def __init__(self, candidates: Iterable[Candidate]) -> None:
        self.by_id = {candidate.id: candidate for candidate in candidates}
        self.by_key: dict[str, set[str]] = defaultdict(set)
        self._rarity: dict[str, float] | None = None
        for candidate in self.by_id.values():
            for key in candidate.names:
                self.by_key[key].add(candidate.id)


    @cached_property
    def by_title_stem(self) -> dict[str, list[Candidate]]:
        """Candidates by the stems of their titles' words (``Candidate.title_stems``): where a
        description may name a title in other words, only those carrying its last word."""
        index: dict[str, list[Candidate]] = defaultdict(list)
        for candidate in self.by_id.values():
            for stem in candidate.title_stems:
                index[stem].append(candidate)
        return index

    @cached_property
    def by_edition_free_title(self) -> dict[str, list[Candidate]]:
        """Candidates by their titles less the editions written at their ends: the editions
        of one document titled in words."""
        index: dict[str, list[Candidate]] = defaultdict(list)
        for candidate in self.by_id.values():
            index[candidate.edition_free_title].append(candidate)
        # a name and the acronym it spells title one document's editions ("USPAP 2018-2019
        # Edition", "Uniform Standards of Professional Appraisal Practice 2020-2021 Edition")
        for acronym, spelled in self.acronyms.items():
            if acronym in index and spelled in index:
                index[acronym] = index[spelled] = [*index[spelled], *index[acronym]]
        return index

    @cached_property
    def issuers(self) -> frozenset[str]:
        """The issuers its documents' metadata declares, lower-cased."""
        return frozenset(c.declared_issuer for c in self.by_id.values() if c.declared_issuer)

    @cached_property
    def acronyms(self) -> dict[str, str]:
        """Acronyms of the pool, lower-cased, each by the words it spells: those its titles
        and texts define ("the Nursing and Midwifery Regulatory Council (NMRC)": "nmrc" ->
        "nursing and midwifery regulatory council"), else those written in capitals that a
        title spells out ("PRAC Administered Arbitration Rules 2013" in a text, "Pacific Rim
        Arbitration Centre Administered Arbitration Rules 2013" a title); one spelled two ways
        is left out."""
        defined: dict[str, set[str]] = defaultdict(set)
        written: set[str] = set()
        for candidate in self.by_id.values():
            document = candidate.document
            both = f"{document.title or ''}\n{document.text}"
            written.update(WRITTEN_ACRONYM.findall(both))
            for found in DEFINED_ACRONYM.finditer(both):
                spelled = spelled_acronym(found["words"].split(), found["acronym"])
                if spelled:
                    defined[found["acronym"].lower()].add(spelled.lower())
        titles = (candidate.document.title or "" for candidate in self.by_id.values())
        spellings = title_spellings(titles, written - {a.upper() for a in defined}) | defined
        return {
            acronym: next(iter(spelled))
            for acronym, spelled in spellings.items()
            if len(spelled) == 1
        }

    @cached_property
    def collections(self) -> tuple[str, ...]:
        """Names of collections, lower-cased, whose parts the pool's titles name after them:
        capitalised words opening the titles of ``COLLECTION_PARTS`` differently titled
        documents or more, a capitalised word after them ("Grid Code Connection Conditions
        (CC)", "Grid Code Operating Code OC6", "Grid Code Annex CC.A.9: ..."). Their parts are
        cited without it ("paragraph CC.6.3.2 of the Connection Conditions, Issue 6"); sorted,
        as citations try them in turn."""
        parts: dict[str, set[str]] = defaultdict(set)
        for candidate in self.by_id.values():
            words = (candidate.document.title or "").split()
            for count in COLLECTION_WORDS:
                opening = words[: count + 1]
                if len(words) > count + 1 and all(map(COLLECTION_WORD.fullmatch, opening)):
                    parts[" ".join(opening[:count]).lower()].add(candidate.edition_free_title)
        return tuple(
            sorted(name for name, titles in parts.items() if len(titles) >= COLLECTION_PARTS)
        )

    def rarity(self) -> dict[str, float]:
        """Word rarity over the pool's documents (computed once, for text evidence)."""
        if self._rarity is None:
            self._rarity = rarity_weights(c.document.text for c in self.by_id.values())
        return self._rarity

    def sharing(self, keys: Iterable[str]) -> set[str]:
        """Ids of candidates holding any of ``keys``."""
        found: set[str] = set()
        for key in keys:
            found |= self.by_key.get(key, set())
        return found

    def longer_case_names(self, keys: Iterable[str], source: str) -> list[str]:
        """For each case name of ``keys`` no document but ``source`` is titled by, the one
        longer name a title of the pool writes that it opens ("Hadley v. Brookfield Mutual"
        cited, "Hadley v. Brookfield Mutual Insurance Co." titled; "... School District" and
        "... School District No. 4"), where exactly one does."""
        found = []
        for key in keys:
            if not key.startswith("casename:") or self.titled_by(key) - {source}:
                continue
            longer = [
                held
                for held in self.by_key
                if held.startswith(f"{key} ") and self.titled_by(held) - {source}
            ]
            if len(longer) == 1:
                found.append(longer[0])
        return found

    def titled_by(self, key: str) -> set[str]:
        """Ids of candidates whose title carries ``key``."""
        return {i for i in self.by_key.get(key, set()) if key in self.by_id[i].title_keys}


#: An issuer opening a letterhead before a dash: up to four capitalised words ("Castellan
#: Systems", "HALVORSEN GROUP", "Carrow & Linde").
LETTERHEAD = re.compile(r"([A-Z][\w'.-]*(?:\s+(?:&|[A-Z][\w'.-]*)){0,3}),?\s+[-\u2013\u2014]\s")
#: An issuer's name as a title opens with it: words, "&" between them ("Carrow & Linde").
ISSUER_NAME = re.compile(r"[a-z][a-z'.-]*(?: (?:&|[a-z][a-z'.-]*))*")
#: The most words of an issuer's name a title opens with ("Harbor City Police Department").
ISSUER_WORDS = 4


#: A coded name closing a title after a spaced dash, its edition in brackets: "... - Guidance
#: Note TW1 (Third Edition, 2023)".
DASHED_DESIGNATION = re.compile(
    r"\s[-\u2013\u2014]\s(?P<name>(?:[A-Z][\w'-]*\s){0,4}[A-Z]+[A-Z0-9-]*\d[\w-]*"
    r"(?:\s\([^()]+\))?)$"
)
#: A code and its edition closing a title after a comma or in brackets: "..., GN-CLI Rev. 4",
#: "...: Door Supervision (SLQ-DS Version 3)".
CODED_EDITION = re.compile(
    r"(?:,\s+|\s\()(?P<name>(?:[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)+|[A-Z]+\d+[A-Z0-9]*)"
    r"\s+(?:Rev\.?|Revision|Issue|Version|Edition)\s*\d+(?:\.\d+)*)(?:$|\)$)"
)
#: A subtitle after a colon that names the document itself: capitalised words and a year,
#: before any bracketed reference ("...: Consolidated Conditions 2021 (Notification 2021/09)").
NAMED_SUBTITLE = re.compile(
    r":\s+(?P<name>[A-Z][\w'-]*(?:\s+(?:(?:of|and|for|on|the|in|to)\s+)*[A-Z][\w'-]*)*"
    # or its edition in brackets: "Food Hygiene Rating Scheme: Brand Standard (Revision 5)",
    # "Export of Objects of Cultural Interest: Guidance for Exporters (2022 edition)"
    r"(?:\s+(?:19|20)\d\d|\s+\((?:(?:Revision|Rev\.|Issue|Version|Edition)\s+\d+"
    r"|(?:19|20)\d\d\s+[Ee]dition)\)))"
    r"(?:\s+\([^()]*\))?\s*$"
)
#: Words of a title's heading marking what the document does or says about another: its
#: subtitle names that other document, not itself.
MARKING_WORDS = frozenset(
    {"corrigendum", "corrigenda", "erratum", "errata", "correction", "corrections"}
    | {"amendment", "amendments", "notice", "deferral", "consultation", "decision", "faq"}
    | {"withdrawal", "revocation", "suspension", "reinstatement", "variation", "review"}
    | {"questions", "summary", "response", "commentary", "guide", "explanatory", "status"}
)
#: Metadata fields naming a document's issuer.
ISSUER_FIELDS = ("issuer", "publisher", "issued_by")
#: An acronym opening a title before a capitalised word ("PPPA Rule R-2025/03").
ISSUER_ACRONYM = re.compile(r"([A-Z]{2,8})\s+(?=[A-Z][a-z])")


#: An issuer's name in the possessive opening a title: "senior traffic commissioner's ".
POSSESSIVE_ISSUER = re.compile(r"(?:the\s+)?[a-z][\w&.-]*(?:\s+[a-z][\w&.-]*){0,5}['\u2019]s\s+")


#: How many words a collection's name has (``Pool.collections``), how many differently titled
#: parts name it, and the capitalised words that may name it and open a part's name.
COLLECTION_WORDS = (2, 3)
COLLECTION_PARTS = 3
COLLECTION_WORD = re.compile(r"[A-Z][a-z]+")


#: The kind of document a title's heading closes with, a part numbered: "... statutory
#: guidance", "supporting guidance chapter 2" (not "... private rented property").
HEADING_KIND = re.compile(
    r"(?<![\w-])(?:guidance|guide|code|policy|standards?|rules|directions|note|manual|handbook"
    r"|specification|conditions|protocol|framework|scheme"
    r"|(?:chapter|part|section|annex|appendix) \d+(?:\.\d+)*)$"
)


def issuer_opening(title: str, issuer: str) -> str | None:
    """The declared ``issuer``'s name a lower-cased title opens with, whole or the place it
    opens with ("hartwell" of "hartwell county council"), where the title names more than
    that after it; else None."""
    words = issuer.split()
    place = list(itertools.takewhile(lambda word: word not in PLACE_BODY_WORDS, words))
    for opening in dict.fromkeys((" ".join(words), " ".join(place))):
        named = opening and title.startswith(f"{opening} ")
        if named and len(TITLE_WORDS.findall(title[len(opening) :])) > 1:
            return opening
    return None


#: The words that follow a place in the name of the body governing it ("Hartwell County
#: Council", "Brackenford Borough Council").
PLACE_BODY_WORDS = frozenset(
    {"county", "city", "borough", "district", "council", "parish", "town", "metropolitan"}
)


def is_issuer(text: str) -> bool:
    """Whether lower-cased ``text`` may be an issuer's name: a few words, no numbers."""
    return len(text.split()) <= ISSUER_WORDS and ISSUER_NAME.fullmatch(text) is not None


def first_written(keys: frozenset[str], title: str) -> frozenset[str]:
    """Of ``keys``, the one whose name ``title`` writes first (the longest where several start
    there: "VELTRAZINE XR" before "VELTRAZINE"); none where it writes none of them."""
    lowered = title.lower()
    placed = [
        (at, -len(name), key)
        for key in keys
        if (at := lowered.find(name := key.split(":", 1)[1].lower())) >= 0
    ]
    return frozenset([min(placed)[2]]) if placed else frozenset()


def words_of_title(title: str | None) -> frozenset[str]:
    """The lower-case words of a title (none without one)."""
    return frozenset(re.findall(r"[a-z]+", (title or "").lower()))


#: A reported decision's title: its party's name, then the reporter's citation ("The Boeing
#: Company, 365 NLRB No. 154 (2017)", "SuperShuttle DFW, Inc., 367 NLRB No. 75 (2019)").
REPORTED_DECISION = re.compile(
    r"^(?P<party>[^,]+(?:,\s+(?:Inc|LLC|Ltd|Corp|Co|L\.P|P\.C)\.?)?),\s+"
    r"\d{1,4}\s+[A-Z][A-Za-z.]*(?:\s+[A-Z][A-Za-z.]*)?\s+(?:No\.\s+)?\d{1,5}\b"
)


#: Two parties' caption ("Roe v. Wade").
CASE_CAPTION = re.compile(r"\s(?:v|vs)\.?\s")


def party_names(title: str) -> list[str]:
    """The names a reported decision is cited by: its party's name, lower-cased, and that name
    without its corporate form and a leading "The" ("the boeing company", "boeing")."""
    found = REPORTED_DECISION.match(title.strip())
    if found is None or CASE_CAPTION.search(found["party"]):
        return []  # "Roe v. Wade": a caption, which case names already cite
    party = " ".join(found["party"].lower().split())
    core = re.sub(r"^the\s+", "", firm_core(party))
    return list(dict.fromkeys(name for name in (party, core) if name))


def written_name(title: str, name: str) -> str:
    """How the title writes a designation keyed by its series' initials: "SPECIFIC EXEMPTION
    23-MI-02" for "SE 23-MI-02" (a series learned from the corpus, ``ingest.series``), or by
    its one word: "DECREE NO. 2019-877" for "DECREE 2019-877"; the name itself where the
    title writes it so or in no other way."""
    if name in title:
        return name
    # a series named by its words, its number written as one: "DECREE NO. 2019-877",
    # "NOTICE TO MARINERS NO. 12 OF 2022"
    if (split := NUMBERED_NAME.match(name)) is not None and (
        numbered := re.search(
            rf"\b{re.escape(split['words'])} (?:NO\. ?|# ?){re.escape(split['number'])}", title
        )
    ) is not None:
        return numbered.group(0)
    initials, _, number = name.partition(" ")
    if not number or not initials.isalpha():
        return name
    words = r"[A-Z][\w'&-]* " * len(initials)
    # its number written as one too: "CERTIFICATE OF EXEMPTION NO. 2019/04" for "COE 2019/04"
    for found in re.finditer(rf"\b({words})((?:NO\. ?|# ?)?){re.escape(number)}", title):
        if "".join(word[0] for word in found[1].split()) == initials:
            return f"{found[1]}{found[2]}{number}"
    return name


#: A designation's words and its number (within its year, if so numbered).
NUMBERED_NAME = re.compile(r"^(?P<words>.+?) (?P<number>\d\S*(?: OF (?:19|20)\d\d)?)$")
#: A word its title writes in capitals: an issuer's acronym ("OCC", "PRA"), where the
#: upper-cased title no longer tells it from a word ("BIDS" of "Invitation for Bids").
TITLE_ACRONYM = re.compile(r"\b[A-Z]{2,6}\b")


def title_role(title: str, key: str, acronyms: frozenset[str] | None = None) -> str:
    """What an identifier is to the document whose (upper-cased) title carries it;
    ``acronyms``: the words its title writes in capitals (None: any word may be one)."""
    name = re.escape(written_name(title, key.split(":", 1)[1])) + NAME_END
    # "Withdrawal of Colorado Homeowners Rate Filing HMRF-CO-2023-014": a few words of what
    # it is may stand between, none of them an about word ("Withdrawal of support for X")
    described = rf"(?:(?!{ABOUT_WORDS}\b)[A-Z][\w'&-]* ){{0,{DESCRIBING_WORDS}}}"
    # "... Ltd against the revocation of environmental permit EPR/GM3091/2015": an appeal
    # (not "Revocation of Suspension of Registration X": that suspension's revocation)
    contested = rf"\b{CONTESTING_WORDS} (?:THE )?{TITLE_ACT_NOUNS} (?:THE )?{described}{name}"
    acted_on = rf"\b{ABOUT_WORDS} (?:THE )?{TITLE_ACT_NOUNS} (?:THE )?{name}"
    if re.search(acted_on, title) or re.search(contested, title):
        return "about"
    listed = rf"(?:(?!{ABOUT_WORDS}\b)[\w.'&-]+ ){{1,{DESCRIBING_WORDS}}}"
    # the names listed before it: "Withdrawal of Formal Opinion 2012-05 and Formal Opinion
    # 2014-02" acts on each
    listed_before = rf"(?:{described}[\w./-]+,? (?:AND )?)*"
    issuer = (
        r"[A-Z]{2,6}"
        if acronyms is None
        else "|".join(re.escape(word) for word in sorted(acronyms)) or "(?!)"
    )
    issuer = f"(?:{issuer})"
    if (
        # "Withdrawal of Formal Opinion 2012-05 and Formal Opinion 2014-02": each of a list
        re.search(rf"\b{TITLE_ACT_WORDS} (?:THE )?{listed_before}{described}{name}", title)
        or re.search(rf"{name}{TITLE_ACT_AFTER}", title)
        # "Notice of Withdrawal of a Proposed Rule Change to Adopt ... (SR-NASDAQ-2022-079)":
        # the act the title opens with, on the filing the bracket closing it numbers
        # as does an order's: "Order Temporarily Suspending ... a Proposed Rule Change ...
        # (SR-CboeEDGX-2023-012)"
        or re.match(
            rf"(?:NOTICE OF |ORDER )?(?:TEMPORARILY )?(?:{TITLE_ACT_NOUNS}|{ACT_PARTICIPLES})"
            rf" [^()]+\({name}\)$",
            title.strip(),
        )
        # "Revocation Order RO-2022-02: Type-Approval Certificate NTA-2018-0093 (...)": the
        # act its heading names, on what it names after the colon
        # (its first name there, a few words describing it before: not "(see X, which ...)")
        or re.match(rf"{ACT_NOTICE.pattern}[^:]{{0,30}}:\s{described}{name}", title.strip())
        # or in brackets after its own number: "Suspension Order SO-2020-07 (Licence FDL-0921)"
        or re.match(rf"{ACT_NOTICE.pattern}[^:(]{{0,30}}\({described}{name}\)$", title.strip())
    ):
        return "replaces"
    if (
        # "... to Supplement OCC Bulletin 2013-29": its issuer's acronym may stand between
        # (not "Invitation for Bids MOH-T-2022-117")
        re.search(rf"\b{ABOUT_WORDS} (?:THE )?(?:{issuer} )?{name}", title)
        # "... feedback from the PRA review of firms' SS3/19 plans": someone's, not its own
        # (its issuer's when the title opens with it: "Administrator's Interpretation No. 2015-1")
        or (
            re.search(rf"[A-Z](?:S'|'S) {name}", title) is not None
            and re.match(rf"[\w.]+(?:S'|'S) {name}", title) is None
        )
        # "Statement on the 1.x branch and LW-2024-01": the last of what it is about
        or re.search(rf"\b{ABOUT_WORDS} (?:THE )?{listed}(?:AND|&) (?:THE )?{name}", title)
        # "Statement on standard rules SR2019 No 12": a few words of what it is between
        or re.search(rf"\b(?:ON|ABOUT|REGARDING) (?:THE )?(?:[A-Z][\w'&-]* ){{1,3}}{name}", title)
        or re.search(rf"{name}{NOT_OWN_AFTER}", title)
        # "Consultation: Draft Local Air Quality Management Technical Guidance LAQM.TG(26)":
        # what a draft or a consultation would become, not it
        or re.search(rf"\bDRAFT {described}{name}", title)
        or re.match(rf"CONSULTATION\b.*{name}", title)
        or re.search(rf"{name}\s+{AMENDMENT_AFTER}", title)
        # "HR-POL-031 Hybrid Working Policy - Amendment No. 1 (Section 7.2)": its title's
        # words between, the amendment set off by a dash or colon
        or re.search(rf"{name}[^\n]{{0,{AMENDED_TITLE_CHARS}}}?{NUMBERED_AMENDMENT}", title)
        or re.search(rf"\b{AMENDING_WORDS} {CHANGED_TITLE}{name}", title)
        or re.search(rf"\b{CORRECTING_WORDS} ?{CHANGED_TITLE}{name}", title)
        # "RFC 5672: RFC 4871 DomainKeys Identified Mail (DKIM) Signatures -- Update": a
        # designation after another that heads the title is what it is about
        or (
            key.startswith(f"{DESIGNATOR_KIND}:")
            and re.match(rf"(?![^:]*{name})[A-Z][^:]{{0,30}}\d[^:]{{0,12}}:\s.*{name}", title)
            is not None
            # not its own edition heading it: "Product defect recall, revision 1: ...
            # (VMD/DR/2022/014 rev. 1)"
            and re.search(r"\d", EDITION_IN_HEADING.sub("", title.split(":", 1)[0])) is not None
        )
    ):
        return "about"
    return "own"


#: An edition a title's heading writes (upper-cased, as ``title_role`` reads titles).
EDITION_IN_HEADING = re.compile(r"\b(?:REV\.|REVISION|ISSUE|VERSION|EDITION)\s*\d+\b")
