"""Supersessions stated the way blind trial 420 (insurance conduct rules) states them, where the
derivation missed or misread them: a spelled-out series' member cited by the series' last word
("Release 2014/2" of "Insurance Conduct Rulebook Release 2014/2"), a part the source's own title
is replaced whole, a part named "as made by" the document that made it, a provision of a part a
document is titled by, a suspension of a list of paragraphs, and the lifting of a suspension no
title names.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.extract import SpacyExtractor
from ingest.records import SourceRecord
from ingest.series import last_word_patterns
from tests.unit.test_derive_rules import derive, extractor, titled_record
from tests.unit.test_derive_stated_acts import found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests

CLAIMS_2014 = "Insurance Conduct Rulebook Release 2014/2: Chapter 7 (Claims Handling)"
CLAIMS_2018 = "Insurance Conduct Rulebook Release 2018/3: Chapter 7 (Claims Handling)"
CLAIMS_2022 = "Insurance Conduct Rulebook Release 2022/4: Chapter 7 (Claims Handling)"


def doc(doc_id: str, doc_type: str, title: str, text: str, at: str) -> SourceRecord:
    return titled_record("insurance", doc_id, doc_type, title, text, at)


def test_a_chapter_as_made_by_a_release_is_that_release(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Status: this Release replaces Chapter 7 as made by Release 2014/2 in its entirety" in
    the 2018 release of Chapter 7: the series "Insurance Conduct Rulebook Release" is cited by
    its last word, the release that made the chapter names which edition is meant, and the
    chapter replaced is the one the source's own title is, so it is replaced whole."""
    rows = [
        doc("r2014", "rule_release", CLAIMS_2014,
            "Rule 7.2.1: an insurer must acknowledge a claim within five business days.",
            "2014-05-12"),
        doc("r2018", "rule_release", CLAIMS_2018,
            "Status: this Release replaces Chapter 7 as made by Release 2014/2 in its "
            "entirety, with effect from 1 October 2018. Rule 7.2.1: an insurer must confirm "
            "receipt within three business days.", "2018-06-20"),
        doc("other", "rule_release", "Insurance Conduct Rulebook Release 2016/1: Chapter 3 "
            "(Disclosure)", "Rule 3.1.1: an insurer must give a policy summary.", "2016-01-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("r2018", "r2014", "supersedes")) == "accepted"
    assert not any(key[:2] == ("r2018", "other") for key in edges)


def test_a_series_last_word_shared_by_two_series_names_neither(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Two series ending with "Release" ("Insurance Conduct Rulebook Release", "Market Data
    Release"): "Release 2014/2" could be of either, so it names no document."""
    rows = [
        doc("rule", "rule_release", "Insurance Conduct Rulebook Release 2014/2: Claims",
            "Claims must be acknowledged within five days.", "2014-05-12"),
        doc("rule2", "rule_release", "Insurance Conduct Rulebook Release 2016/1: Disclosure",
            "A policy summary must be given.", "2016-01-20"),
        doc("data", "statistics", "Market Data Release 2014/2: Motor Claims",
            "Motor claims rose by 4 per cent.", "2014-06-01"),
        doc("data2", "statistics", "Market Data Release 2015/1: Home Claims",
            "Home claims fell by 2 per cent.", "2015-06-01"),
        doc("new", "notice", "Notice 2019/4: Claims Handling",
            "This Notice replaces Release 2014/2 with effect from 1 March 2019.", "2019-02-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert not any(key[0] == "new" for key in edges)


def test_a_rule_of_a_titled_chapter_is_a_part_of_it(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"Rule 7.4.2 of Chapter 7, as made by Release 2022/4, is deleted and replaced by the
    following": the rule is a provision of the chapter a release is titled by; the release
    stays in force, amended (not superseded)."""
    rows = [
        doc("r2022", "rule_release", CLAIMS_2022,
            "Rule 7.4.2: a settlement offer must be made without undue delay.", "2022-03-15"),
        doc("r2024", "rule_release", "Insurance Conduct Rulebook Release 2024/2: Amendment to "
            "Rule 7.4.2", "Rule 7.4.2 of Chapter 7, as made by Release 2022/4, is deleted and "
            "replaced by the following. Rule 7.4.2: a settlement offer must be made within 10 "
            "business days.", "2024-02-08"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("r2024", "r2022", "amends")) == "accepted"
    assert ("r2024", "r2022", "supersedes") not in edges


def test_a_suspension_of_listed_paragraphs_and_its_lifting(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """"The operation of paragraphs 3 and 4 of PS 2018/05 is suspended until further notice":
    a part of the policy statement, which stays in force read with the direction; "the
    suspension of paragraphs 3 and 4 of PS 2018/05 is lifted", no title naming that
    suspension: the statement applies again, read with the lifting direction."""
    rows = [
        doc("ps", "policy_statement", "Policy Statement PS 2018/05: Telephone Sales of Add-On "
            "Insurance", "Paragraph 3: a firm must not sell add-on insurance in the same call. "
            "Paragraph 4: the firm must wait two clear days.", "2018-04-18"),
        doc("susp", "direction", "Direction 2020/05: Suspension of the Add-On Deferral Period",
            "The operation of paragraphs 3 and 4 of PS 2018/05 is suspended until further "
            "notice.", "2020-04-09"),
        doc("end", "direction", "Direction 2021/03: Ending of the Suspension of the Add-On "
            "Deferral Period", "Direction 2020/05 is revoked with effect from 1 July 2021. From "
            "that date the suspension of paragraphs 3 and 4 of PS 2018/05 is lifted.",
            "2021-05-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("susp", "ps", "amends")) == "accepted"
    assert ("susp", "ps", "suspends") not in edges
    assert edges.get(("end", "ps", "reinstates")) == "accepted"
    assert edges.get(("end", "susp", "repeals")) == "accepted"


def test_a_lifting_of_a_suspension_a_title_names_ends_that_suspension(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Where a title names the suspension ("Notice 2020-31: Suspension of Rule 12-04"), "The
    suspension of Rule 12-04 is lifted" ends that notice, not the rule."""
    rows = [
        doc("rule", "rule", "Rule 12-04: Claims Reporting", "Claims must be reported monthly.",
            "2019-01-10"),
        doc("susp", "notice", "Notice 2020-31: Suspension of Rule 12-04",
            "Rule 12-04 is suspended until further notice.", "2020-03-20"),
        doc("end", "notice", "Notice 2021-07: Claims Reporting",
            "The suspension of Rule 12-04 is lifted with effect from 1 June 2021.",
            "2021-05-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("end", "susp", "rescinds")) == "accepted"


def test_a_circular_cited_by_its_series_last_word_is_of_that_series(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 401: "Circular 2019/07 is withdrawn and replaced by this circular" in the
    regulator's "Explosives Circular EC 2023/04" is its own "Explosives Circular EC 2019/07",
    not the inspectorate's "Mines and Quarries Inspectorate Circular 2019/07", which a pack's
    designation "Circular 2019/07" names too."""
    rows = [
        doc("ec16", "circular", "Explosives Circular EC 2016/02: Fees for explosives licences",
            "The fee for a store licence is GBP 185.", "2016-03-01"),
        doc("ec19", "circular", "Explosives Circular EC 2019/07: Charges for explosives stores",
            "This circular replaces Circular 2016/02. The fee is GBP 210.", "2019-02-18"),
        doc("mqi", "circular", "Mines and Quarries Inspectorate Circular 2019/07: Daily checks "
            "of explosives magazines", "Magazines must be checked daily.", "2019-06-03"),
        doc("ec23", "circular", "Explosives Circular EC 2023/04: Licensing charges from 2023",
            "Circular 2019/07 is withdrawn and replaced by this circular from 6 April 2023.",
            "2023-01-20"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("ec19", "ec16", "supersedes")) == "accepted"
    assert edges.get(("ec23", "ec19", "supersedes")) == "accepted"
    assert not any(key[:2] == ("ec23", "mqi") for key in edges)


def test_a_bare_description_is_what_the_title_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 414 and 423: "The certificate is accordingly revoked" under the title
    "Revocation of Pilotage Exemption Certificate No. 88 on Surrender" revokes the certificate
    so titled; "the ruling is suspended until the review is concluded" under "Ruling on Halden
    Gyms Ltd (A23-1201556): suspension pending Independent Review" suspends the ruling of that
    case, not another's; "The ruling has been removed from the website while the suspension
    lasts" removes it for as long as the suspension, no more. A title naming two certificates
    leaves "the certificate" naming neither."""
    rows = [
        doc("cert", "certificate", "Pilotage Exemption Certificate No. 88 - Captain Thomas Hale",
            "Captain Hale may navigate MV Brenna without a pilot.", "2019-04-01"),
        doc("other", "certificate", "Pilotage Exemption Certificate No. 91 - Captain Ann Lee",
            "Captain Lee may navigate MV Corrie without a pilot.", "2019-05-01"),
        doc("rev", "notice", "Revocation of Pilotage Exemption Certificate No. 88 on Surrender",
            "Captain Hale has surrendered his certificate to the Harbour Master. The certificate "
            "is accordingly revoked with effect from 1 December 2021.", "2021-11-20"),
        doc("both", "notice", "Review of Pilotage Exemption Certificate No. 88 and Pilotage "
            "Exemption Certificate No. 91", "The certificate is revoked.", "2021-12-01"),
        doc("gym", "ruling", "ASA Ruling on Halden Gyms Ltd (A23-1201556)",
            "The complaint was upheld.", "2023-05-03"),
        doc("power", "ruling", "ASA Ruling on Veridian Power Ltd (A21-110872)",
            "The complaint was upheld.", "2022-06-22"),
        doc("susp", "notice", "Ruling on Halden Gyms Ltd (A23-1201556): suspension pending "
            "Independent Review", "Halden Gyms Ltd has requested an Independent Review. The "
            "Council has decided that the ruling is suspended until the review is concluded. "
            "The ruling has been removed from the website while the suspension lasts.",
            "2023-05-24"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("rev", "cert", "repeals")) == "accepted"
    assert not any(key[:2] == ("rev", "other") for key in edges)
    assert not any(key[0] == "both" for key in edges)
    assert edges.get(("susp", "gym", "suspends")) == "accepted"
    assert ("susp", "gym", "supersedes") not in edges
    assert not any(key[:2] == ("susp", "power") for key in edges)


def test_a_series_last_word_and_a_year_name_no_member() -> None:
    """"Closure Order 2023" is an edition's year, no member of the "Emergency Closure Order"
    series; "Release 2014/2" is of the one series ending with "Release"."""
    found = [
        key
        for pattern in last_word_patterns(
            ["Insurance Conduct Rulebook Release", "Emergency Closure Order"]
        )
        for _, _, key in pattern.found_in("The Order 2023 is revoked; Release 2014/2 is not.")
    ]
    assert found == ["designator:ICRR 2014/2"]


def test_editions_counted_in_words_and_a_code_cited_by_its_bracketed_name(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 423: "The thirteenth edition ... supersedes the twelfth edition" of titles
    ending ", 12th Edition"; "Replaces the UK Code of ... Marketing (13th Edition) in full"
    cites the edition titled "UK Code of ... Marketing (CAP Code), 13th Edition"; "Erratum:
    CAP Code, 14th Edition (rule 13.6)" corrects the 14th edition, cited by the name its title
    gives in brackets."""
    code = "UK Code of Non-broadcast Advertising and Direct & Promotional Marketing"
    rows = [
        doc("e12", "code", f"{code} (CAP Code), 12th Edition", "The Code applies to press "
            "advertisements.", "2014-06-02"),
        doc("e13", "code", f"{code} (CAP Code), 13th Edition", "The thirteenth edition comes "
            "into force on 1 September 2019 and supersedes the twelfth edition from that date.",
            "2019-06-03"),
        doc("e14", "code", f"{code} (CAP Code), 14th Edition", f"Status: Replaces the {code} "
            "(13th Edition) in full with effect from 2 September 2024.", "2024-05-20"),
        doc("err", "erratum", "Erratum: CAP Code, 14th Edition (rule 13.6)", "In rule 13.6, "
            "the words 'more than 2 kg' should read 'more than 1 kg'.", "2024-07-08"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("e13", "e12", "supersedes")) == "accepted"
    assert edges.get(("e14", "e13", "supersedes")) == "accepted"
    assert edges.get(("err", "e14", "corrects")) == "accepted"
    assert not any(key[:2] in {("e14", "e12"), ("err", "e13")} for key in edges)
