"""The partly-taxable question answered with the invoice's GST-free part (issue 26): the person reading an
insurance invoice gives its stamp duty as well as (or instead of) its GST, and the BAS takes that part to
the cent; a part is one invoice's, never a group's.

Hand-worked: QBE premium -1,342.88 = 1,120.00 + GST 112.00 + stamp duty 110.88. Answered with the stamp
duty alone, the GST is the rest's (1,232.00 / 11 = 112.00); G14 110.88, 1B 112.00.
"""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add, guess
from tests.core.review.test_gst_amount import _business


def _g14(ctx: AccountContext) -> Decimal:
    return next(line.amount for line in bas_report(ctx, fy=2026, q=1).worksheet if line.label == "G14")


def test_the_invoices_gst_free_part_answers_the_question_and_is_g14_to_the_cent(ctx: AccountContext) -> None:
    _business(ctx)
    premium = add(ctx, "2025-07-18", "BPAY QBE INSURANCE AUSTRALIA 815016859", "-1342.88")
    guess(ctx, premium, "Insurance", "0.7", flag=True)
    (item,) = review_queue(ctx).items
    decide_item(ctx, item.id, data={"category": "Cover", "gstTreatment": "taxable", "gstFreePart": "110.88"})
    row = get_transaction(ctx, premium)
    assert (row.gst_free_part, row.gst_amount) == (Decimal("110.88"), Decimal("-112.00"))
    assert review_queue(ctx).items == []  # answered: the GST is the rest's, nothing left to ask
    report = bas_report(ctx, fy=2026, q=1)
    assert (_g14(ctx), report.fields["1B"]) == (Decimal("110.88"), Decimal("112.00"))
    assert not any(note.startswith("G14 holds") for note in report.notes)


def test_gst_and_part_given_together_must_come_off_one_invoice(ctx: AccountContext) -> None:
    _business(ctx)
    premium = add(ctx, "2025-07-18", "BPAY QBE INSURANCE PREMIUM", "-1342.88")
    (asked,) = review_queue(ctx).items
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, asked.id, data={"category": "Cover", "gstAmount": "112.00", "gstFreePart": "11.88"})
    (problem,) = refused.value.fields
    assert problem.field == "gstFreePart" and "holds GST 121.00" in problem.message
    assert get_transaction(ctx, premium).gst_free_part is None  # nothing written
    decide_item(ctx, asked.id, data={"category": "Cover", "gstAmount": "112.00", "gstFreePart": "110.88"})
    assert _g14(ctx) == Decimal("110.88")


def test_a_gst_free_part_is_one_invoices_never_a_groups(ctx: AccountContext) -> None:
    _business(ctx)
    for month in (7, 8):
        add(ctx, f"2025-0{month}-18", "BPAY QBE INSURANCE PREMIUM", "-100.00")
    item = review_queue(ctx).items[0]
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item.id, data={"category": "Cover", "gstFreePart": "9.00"})
    (problem,) = refused.value.fields
    assert problem.field == "gstFreePart" and "2 rows" in problem.message
