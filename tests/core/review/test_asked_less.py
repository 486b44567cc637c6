"""The review asks only what finkit cannot know (issue 26: at most 15 % of rows asked). A question whose
answer finkit already holds is a defect: here, a card-payment provider's merchant service fee whose own
tax invoice shows GST (Tyro: its fees are shown GST-inclusive and invoiced monthly). Every row is invented;
on main each test fails."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import set_business_use, update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction, list_transactions


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )


def _add(ctx: AccountContext, description: str, amount: str, on: str = "2025-09-03") -> str:
    return create_transaction(ctx, data={"date": on, "description": description, "amount": amount}).id


def _asked(ctx: AccountContext) -> set[str]:
    return {tx for item in review_queue(ctx).items for tx in item.transaction_ids}


def test_tyros_merchant_service_fee_is_filed_with_its_gst_not_asked(ctx: AccountContext) -> None:
    """Tyro's monthly MSF debit: a business bank fee whose GST Tyro's tax invoice shows (gst_rules.csv,
    tyro.com/pricing). Filed taxable, its GST a credit at 1B, and not asked; with a share stated for Tyro
    it is not taken for a lease either (the commercial-rent question is for rent)."""
    _business(ctx)
    set_business_use(ctx, merchant="Tyro", percent=Decimal(100))
    fee = _add(ctx, "DIRECT DEBIT TYRO PAYMENTS LTD MSF JUL25", "-69.08", on="2025-08-03")
    categorise_transactions(ctx, options={"apply": True})
    stored = get_transaction(ctx, fee)
    assert stored.category is not None and stored.category.name == "Bank Fees"
    assert stored.gst_treatment == "taxable"
    assert fee not in _asked(ctx)
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("6.28")


def test_a_providers_fee_the_knowledge_does_not_vouch_for_is_still_asked(ctx: AccountContext) -> None:
    """Zeller's MSF: no source in finkit's knowledge says what its invoice shows, so it is asked, as before."""
    _business(ctx)
    fee = _add(ctx, "DIRECT DEBIT ZELLER MSF 55120934", "-48.40")
    categorise_transactions(ctx, options={"apply": True})
    assert fee in _asked(ctx)


def test_a_partner_held_private_once_is_not_asked_as_a_sale(ctx: AccountContext) -> None:
    """The person states once that their partner's money is private (a 0 % business share for the
    partner, as for any mixed-use payee): the partner's fortnightly transfers of the household's share
    are no sale, filed Transfers without a question, however the bank prints the name (a middle
    initial). Another person paying by Osko is still asked (a customer, or someone paying back)."""
    _business(ctx)
    set_business_use(ctx, merchant="Liam Okafor", percent=Decimal(0))
    share = _add(ctx, "Osko Payment From LIAM J OKAFOR Ref rent", "850.00")
    again = _add(ctx, "OSKO DEPOSIT FROM OKAFOR LIAM REF house", "850.00", on="2025-09-17")
    customer = _add(ctx, "Osko Payment From BEC NGUYEN Ref private class", "95.00")
    categorise_transactions(ctx, options={"apply": True})
    for row in (share, again):
        stored = get_transaction(ctx, row)
        assert stored.category is not None and stored.category.name == "Transfers"
        assert row not in _asked(ctx)
    assert customer in _asked(ctx)
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("95.00")


def test_a_processor_stated_once_with_its_fee_is_not_asked_per_payout(ctx: AccountContext) -> None:
    """The person names the processors paying out their sales once at set-up, with the fee each keeps
    (Wise, overseas clients' money booked as received: 0 %; Square 1.6 %): Wise's payouts are export
    sales (G2) and Square's are grossed up at the rate on import (the fee a cost of its own), none asked.
    A processor not stated (PayPal) is still asked its fee."""
    _business(ctx)
    update_profile(
        ctx,
        data={
            "clients": [
                {"name": "Wise", "overseas": True, "processorFeePercentage": "0"},
                {"name": "Square", "processorFeePercentage": "1.6"},
            ]
        },
    )
    import_file(
        ctx,
        data=(
            b"05/07/2025,835.51,DIRECT CREDIT SQUARE AUSTRALIA SQ58331706\n"
            b"07/07/2025,2143.97,WISE AUSTRALIA PTY LTD SAKURA LINGUISTIC KK INV1184\n"
            b"09/07/2025,409.32,PAYPAL AUSTRALIA 7842462782840\n"
        ),
        file_name="a.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    ids = {tx.description: tx.id for tx in list_transactions(ctx, {"limit": 50}).transactions}
    square = ids["DIRECT CREDIT SQUARE AUSTRALIA SQ58331706"]
    wise = ids["WISE AUSTRALIA PTY LTD SAKURA LINGUISTIC KK INV1184"]
    paypal = ids["PAYPAL AUSTRALIA 7842462782840"]
    asked = _asked(ctx)
    assert square not in asked and wise not in asked
    assert paypal in asked
    assert len(get_transaction(ctx, square).splits) == 2  # the gross sale 849.10 and the fee 13.59
    sale = get_transaction(ctx, wise)
    assert sale.category is not None and sale.category.name == "Sales Income"
    assert sale.gst_treatment == "gst_free" and "export" in sale.tags  # G2
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("849.10") + Decimal("2143.97") + Decimal(
        "409.32"
    )
