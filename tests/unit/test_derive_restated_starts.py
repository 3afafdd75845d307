"""Deferrals and amendments stated the way blind batch 31 (446 reservoir safety, 447 school
transport, 448 society lotteries, 449 ballast water, 450 private water supplies, 451
apprenticeship funding, 452 explosives licensing, 453 burial grounds) states them, where the
derivation missed them: a start restated on a later day ("will now take effect on D rather
than D0", "shall come into force on D instead", "will not ... on D0 ..., but on D"), a start
put back or moved ("is put back from D0 to D", "is moved back from", "be postponed from"), a
bare edition a notice of another series names, a body's decision dated before its "that", and an
issuer's possessive before the title a part of which is amended.
"""

from __future__ import annotations

from graphcar.store.base import GraphStore
from ingest.effect_dates import restated_day
from ingest.extract import SpacyExtractor
from tests.unit.test_derive_referring_subjects_and_issuer_titles import doc
from tests.unit.test_derive_rules import derive, extractor
from tests.unit.test_derive_stated_acts import found

__all__ = ["derive", "extractor"]  # the module-scoped fixture, shared with the derivation tests


def test_the_day_a_start_is_restated_on() -> None:
    """The new day, only where the sentence says it replaces the stated one."""
    assert restated_day("Edition 3 will now take effect on 1 July 2024 rather than 1 January "
                        "2024.") == "2024-07-01"
    assert restated_day("By that Direction, the Order made on 26 June 2023 shall come into "
                        "force on 1 January 2024 instead of 1 October 2023.") == "2024-01-01"
    assert restated_day("The Code shall not come into effect on 1 October 2023 as stated in its "
                        "paragraph 1.2, but on 15 January 2024.") == "2024-01-15"
    assert restated_day("The Regulations will not come into operation on 1 April 2023 as "
                        "originally stated; they will come into operation on 2 October "
                        "2023.") == "2023-10-02"
    assert restated_day("TS-2 will not be brought into force on 1 January 2025; the "
                        "Inspectorate will instead apply it from 1 July 2025.") == "2025-07-01"
    # a start stated, none replaced: no deferral
    assert restated_day("The Fees Order 2024 will come into force on 1 April 2024 and apply to "
                        "invoices issued up to 31 March 2025.") is None


def test_a_start_restated_or_moved_defers_the_document(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 446, 449, 450, 451, 453: "... decided that the Amendment Direction shall come
    into force on 1 April 2023 instead" two sentences after "will not come into force on 1
    October 2022"; "The Code of Practice on Subcontracting 2022 will now come into force on 1
    January 2023 rather than 1 August 2022"; "The start of the Post-16 Transport Policy
    Statement 2024/25 is put back from 1 September 2024 to 6 January 2025"; "Cabinet resolved
    that the implementation of Version 3 of the ... Policy be postponed from 1 April 2024 until
    2 September 2024"; "Cabinet agreed on 4 March 2025 that Version 3 of the Private Water
    Supply Sampling Policy will commence on 1 September 2025 rather than on 1 April 2025". A
    plain start stated ("The Fees Order 2024 will come into force on 1 April 2024") defers
    nothing."""
    rows = [
        doc("direction", "direction", "Reservoirs (Flood Plans) (Amendment) Direction 2022",
            "Paragraph 6 of the Reservoirs (Flood Plans) Direction 2021 is amended.",
            "2022-06-01", "2022-10-01"),
        doc("direction-def", "notice", "Notice: Commencement of the Reservoirs (Flood Plans) "
            "(Amendment) Direction 2022", "The Department gives notice that the Reservoirs "
            "(Flood Plans) (Amendment) Direction 2022 will not come into force on 1 October 2022 "
            "as stated in paragraph 1 of that Direction. Forums told the Department that they "
            "could not schedule the exercises before winter. The Minister has therefore decided "
            "that the amending instrument shall come into force on 1 April 2023 instead.",
            "2022-09-20"),
        doc("code", "code", "Code of Practice on Subcontracting 2022",
            "Providers must publish their subcontracting fees.", "2022-03-01", "2022-08-01"),
        doc("code-def", "notice", "Funding Notice 2022/05",
            "The Code of Practice on Subcontracting 2022 will now come into force on 1 January "
            "2023 rather than 1 August 2022.", "2022-06-20"),
        doc("statement", "policy", "Post-16 Transport Policy Statement 2024/25",
            "Learners aged 16 to 18 may apply for a travel pass.", "2024-05-01", "2024-09-01"),
        doc("statement-def", "notice", "Transport Notice TN 2024/03",
            "The start of the Post-16 Transport Policy Statement 2024/25 is put back from 1 "
            "September 2024 to 6 January 2025.", "2024-07-15"),
        doc("burial-2", "policy", "Natural Burial Ground Management Policy (Version 2)",
            "Bulbs of any kind may be planted on graves.", "2019-01-10"),
        doc("burial", "policy", "Natural Burial Ground Management Policy (Version 3)",
            "Only native bulbs may be planted on graves.", "2024-01-10", "2024-04-01"),
        doc("burial-def", "notice", "Cabinet Decision Notice: Hollins Wood Natural Burial Ground",
            "Following representations from families, Cabinet resolved that the implementation "
            "of Version 3 of the Natural Burial Ground Management Policy be postponed from 1 "
            "April 2024 until 2 September 2024. Version 2 of the policy continues to govern the "
            "site in the meantime.",
            "2024-03-20"),
        doc("sampling", "policy", "Private Water Supply Sampling Policy (Version 3)",
            "Small supplies are sampled every year.", "2024-11-20", "2025-04-01"),
        doc("sampling-def", "notice", "Notice of Deferred Commencement: Private Water Supply "
            "Sampling Policy (Version 3)", "Cabinet agreed on 4 March 2025 that Version 3 of the "
            "Private Water Supply Sampling Policy will commence on 1 September 2025 rather than "
            "on 1 April 2025.", "2025-03-10"),
        doc("fees", "order", "Fees Order 2024", "A fee of 50 pounds is payable.", "2024-01-10",
            "2024-04-01"),
        doc("fees-news", "notice", "Notice 2024/02", "The Fees Order 2024 will come into force "
            "on 1 April 2024 and apply to invoices issued up to 31 March 2025.", "2024-02-01"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("direction-def", "direction", "defers")) == "accepted"
    assert edges.get(("code-def", "code", "defers")) == "accepted"
    assert edges.get(("statement-def", "statement", "defers")) == "accepted"
    # (accepted in trial 453's corpus; alone here, proposed for a curator)
    assert edges.get(("burial-def", "burial", "defers")) in ("accepted", "proposed")
    assert edges.get(("sampling-def", "sampling", "defers")) == "accepted"
    assert not any(key[0] == "fees-news" for key in edges)


def test_an_edition_a_notice_of_another_series_names(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trials 448, 452: "The date from which Version 3 applies is moved back from 1 April 2025
    to 1 October 2025" in "Regulatory Notice 2025/02: Gaming Machine Permits Guidance Version 3
    - Revised Start Date" is the "Guidance to Licensing Authorities on Gaming Machine Permits
    (Version 3)"; "Edition 5 will now take effect on 1 January 2024 rather than on 1 July 2023"
    in "Notice 2023/05: Further Deferral of Edition 5 of the Standard Conditions" the "Standard
    Conditions for Explosives Storage Licences (Edition 5)", not the earlier notice about it
    ("Notice 2022/14: Commencement of Edition 5 of the Standard Conditions")."""
    rows = [
        doc("permits", "guidance", "Guidance to Licensing Authorities on Gaming Machine Permits "
            "(Version 3)", "Authorities must decide applications within 8 weeks.", "2025-01-13",
            "2025-04-01"),
        doc("permits-def", "notice", "Regulatory Notice 2025/02: Gaming Machine Permits Guidance "
            "Version 3 - Revised Start Date", "The date from which Version 3 applies is moved "
            "back from 1 April 2025 to 1 October 2025.", "2025-03-17"),
        doc("conditions", "conditions", "Standard Conditions for Explosives Storage Licences "
            "(Edition 5)", "Stores must be inspected yearly.", "2022-08-01", "2023-01-01"),
        doc("conditions-start", "notice", "Notice 2022/14: Commencement of Edition 5 of the "
            "Standard Conditions", "Edition 5 of the Standard Conditions applies to licences "
            "renewed from 1 July 2023.", "2022-11-28"),
        doc("conditions-def", "notice", "Notice 2023/05: Further Deferral of Edition 5 of the "
            "Standard Conditions", "Edition 5 will now take effect on 1 January 2024 rather than "
            "on 1 July 2023.", "2023-05-30"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("permits-def", "permits", "defers")) == "accepted"
    assert edges.get(("conditions-def", "conditions", "defers")) == "accepted"
    assert ("conditions-def", "conditions-start", "defers") not in edges


def test_a_part_of_the_issuers_own_title_amended(
    embedded_store: GraphStore, extractor: SpacyExtractor
) -> None:
    """Trial 447: "Paragraph 5.2 of the Borough's Home to School Transport Policy 2021 is
    amended" in Hallam Vale Borough Council's amendment: its own policy, not Marrowby County
    Council's of the same title."""
    rows = [
        doc("borough", "policy", "Home to School Transport Policy 2021",
            "Pupils living over three miles from school qualify.", "2021-02-01",
            issuer="Hallam Vale Borough Council"),
        doc("county", "policy", "Home to School Transport Policy 2021",
            "Pupils living over two miles from school qualify.", "2021-03-01",
            issuer="Marrowby County Council"),
        doc("amendment", "policy", "Home to School Transport Policy - Amendment No. 1 (2024)",
            "Paragraph 5.2 of the Borough's Home to School Transport Policy 2021 is amended to "
            "include families receiving Universal Credit.", "2024-04-22",
            issuer="Hallam Vale Borough Council"),
    ]
    edges = found(rows, embedded_store, extractor)
    assert edges.get(("amendment", "borough", "amends")) == "accepted"
    assert ("amendment", "county", "amends") not in edges
