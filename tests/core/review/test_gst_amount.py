"""A partly-taxable invoice (issue 26): an insurance premium's stamp duty carries no GST, so the review asks
what GST the invoice shows, and a decision for that one row records it (the BAS then takes it, not 1/11)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add, guess


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    create_category(ctx, data={"name": "Cover", "taxCategory": "business_expense", "isTaxDeductible": True})


def test_a_premium_is_asked_for_its_invoice_gst_and_the_answer_reaches_the_bas(ctx: AccountContext) -> None:
    _business(ctx)
    premium = add(ctx, "2025-07-18", "BPAY QBE INSURANCE PREMIUM", "-1342.88")
    asked = review_queue(ctx).items
    assert [i.transaction_ids for i in asked] == [[premium]]
    assert "what GST does the invoice show?" in asked[0].reason and "stamp duty" in asked[0].reason
    # what it is, without the invoice's GST: refused naming the figure (never 1/11 of the total, 122.08)
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, asked[0].id, data={"category": "Cover", "gstTreatment": "taxable"})
    assert [p.field for p in refused.value.fields] == ["gstAmount"]
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("0.00")  # nothing written
    decide_item(ctx, asked[0].id, data={"category": "Cover", "gstAmount": "112.00"})
    assert get_transaction(ctx, premium).gst_amount == Decimal("-112.00")
    assert review_queue(ctx).items == []
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("112.00")


def test_a_gst_amount_is_one_invoices_never_a_groups(ctx: AccountContext) -> None:
    _business(ctx)
    for month in (7, 8):
        add(ctx, f"2025-0{month}-18", "BPAY QBE INSURANCE PREMIUM", "-100.00")
    item = review_queue(ctx).items[0]
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item.id, data={"category": "Cover", "gstAmount": "9.00"})
    (problem,) = refused.value.fields
    assert problem.field == "gstAmount" and "2 rows" in problem.message


def test_a_premium_guessed_private_is_asked_what_it_is_and_its_gst_at_once(ctx: AccountContext) -> None:
    """A premium finkit guessed into private insurance below certainty may be the business's: the one
    question asks for the category and, if it is a business cost, the invoice's GST, so one answer settles
    it (on main the GST was a second question after the first answer)."""
    _business(ctx)
    premium = add(ctx, "2025-07-18", "BPAY QBE INSURANCE AUSTRALIA 815016859", "-1342.88")
    guess(ctx, premium, "Insurance", "0.7", flag=True)
    (item,) = review_queue(ctx).items
    assert "if it is a business cost, what GST does the invoice show?" in item.reason
    decide_item(ctx, item.id, data={"category": "Cover", "gstTreatment": "taxable", "gstAmount": "112.00"})
    assert review_queue(ctx).items == []
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("112.00")


def test_a_premium_paid_to_an_insurance_broker_is_asked_its_gst_with_what_it_is(ctx: AccountContext) -> None:
    """Round 17: a broker collects the premium, stamp duty and all ("BPAY TO GALLAGHER INS BROKERS"), so an
    uncategorised payment to an insurance broker is asked what it is and what GST its invoice shows at
    once; one answer settles it (on main: what it is, then the invoice's GST as a second question)."""
    _business(ctx)
    premium = add(ctx, "2025-07-22", "BPAY TO HARBOUR INS BROKERS 13085999", "-3318.60")
    (item,) = review_queue(ctx).items
    assert "if it is a business cost, what GST does the invoice show?" in item.reason  # main: not asked
    decide_item(ctx, item.id, data={"category": "Cover", "gstTreatment": "taxable", "gstAmount": "276.60"})
    assert get_transaction(ctx, premium).gst_amount == Decimal("-276.60")
    assert review_queue(ctx).items == []


def test_a_rego_renewal_paid_to_service_tasmania_is_asked_its_notices_gst(ctx: AccountContext) -> None:
    """Round 18 (the Launceston rideshare driver): Tasmania's registration is renewed through Service
    Tasmania ("BPAY TO SERVICE TASMANIA 7781 REG G42TKB"): the MAIB premium on the notice carries GST, the
    registration fees and duty none, so the notice's GST is asked with what it is (on main: filed at 1/11
    of the whole once answered, the credit over by 29.82)."""
    _business(ctx)
    rego = add(ctx, "2026-01-13", "BPAY to SERVICE TASMANIA 7781 REG G42TKB", "-684.52")
    (item,) = review_queue(ctx).items
    assert "what GST does the invoice show?" in item.reason
    decide_item(ctx, item.id, data={"category": "Cover", "gstAmount": "32.41", "gstFreePart": "328.01"})
    assert get_transaction(ctx, rego).gst_amount == Decimal("-32.41")
    assert bas_report(ctx, fy=2026, q=3).fields["1B"] == Decimal("32.41")
