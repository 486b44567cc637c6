"""Issue 26, round 26, the charter operator's year (tests/data/heldout_charter_fy2026): the product's
causes of rows filed wrong without a question. Invented rows (a Whitsundays sailing-day operator), not the
test year's.

- GetYourGuide pays its suppliers from its German company, and from some month the bank prints the
  company's short name, ``GYG DEUTSCHLAND GMBH``. "GYG" is also Guzman y Gomez, the burrito chain, so the
  payout was named Guzman y Gomez, grouped with private payers and filed one sale of the net: the
  marketplace's commission silently off G1, 1A and income. Now the company's names are GetYourGuide's (the
  longer name wins), it is a tour marketplace, and its payout is asked its commission; a GYG card purchase
  is still Guzman y Gomez.
- A ute's registration paid by BPAY to ``QLD TRANSPORT`` was taken as taxable at 1/11 of the whole: the
  state's registration fee and traffic improvement fee carry no GST, only the CTP premium does. Now a
  state transport department's or service centre's payment is asked the GST its notice shows, as
  ``TRANSPORT AND MAIN ROADS`` already was.
"""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.merchants.normalise import normalise_merchant
from finkit.core.review.flags import GST_AMOUNT_QUESTION
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

HEAD = b"Date,Amount,Description,Balance\n"
GYG_PAYOUT = "DIRECT CREDIT GYG DEUTSCHLAND GMBH 551208734"
GYG_LUNCH = "VISA DEBIT PURCHASE CARD 5512 GYG AIRLIE BEACH"
REGO = "BPAY PAYMENT QLD TRANSPORT 771204551"
STATEMENT = (
    HEAD
    + f"""05/08/2025,1836.00,{GYG_PAYOUT},11836.00
06/08/2025,-24.90,{GYG_LUNCH},11811.10
29/08/2025,-884.15,{REGO},10926.95
""".encode()
)


def _books(ctx: AccountContext) -> tuple[dict[str, Any], dict[str, str]]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Skipper of a sailing day-trip boat out of Airlie Beach",
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    by_id = {t.id: d for d, t in rows.items()}
    asked = {by_id[i]: item.reason for item in review_queue(ctx).items for i in item.transaction_ids}
    return rows, asked


def test_getyourguides_company_name_is_getyourguide_and_a_gyg_purchase_still_the_burrito_chain() -> None:
    # main: "Guzman y Gomez" for the payout
    assert normalise_merchant(GYG_PAYOUT) == "GetYourGuide"
    assert normalise_merchant("DIRECT CREDIT GETYOURGUIDE DEUTSCHL 8812") == "GetYourGuide"
    assert normalise_merchant(GYG_LUNCH) == "Guzman y Gomez"


def test_getyourguides_payout_under_its_company_name_is_asked_its_commission(ctx: AccountContext) -> None:
    rows, asked = _books(ctx)
    # main: grouped with private payers as Guzman y Gomez, filed a sale of the net (commission silently lost)
    assert rows[GYG_PAYOUT].merchant == "GetYourGuide"
    assert "pays out net of its fee" in asked.get(GYG_PAYOUT, "")


def test_a_state_transport_departments_rego_is_asked_the_gst_its_notice_shows(ctx: AccountContext) -> None:
    rows, asked = _books(ctx)
    # main: filed taxable at 1/11 of the whole (the registration fee has no GST in it), not asked
    assert GST_AMOUNT_QUESTION in asked.get(REGO, ""), (rows[REGO].category, asked.get(REGO))
