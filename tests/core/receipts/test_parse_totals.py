"""Totals and GST lines as real Australian receipts print them (issue 12: "Total incl GST $1,335.25"
was read as a GST of 1,335.25 and no total; "GST included in total $36.62" was missed)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.receipts.parse import parse_receipt_text


@pytest.mark.parametrize(
    ("text", "total", "gst"),
    [
        ("ACME ELECTRICAL\nCable 1,200.00\nTotal incl GST $1,335.25\nGST $121.39", "1335.25", "121.39"),
        ("ACME\nTotal incl GST $1,335.25", "1335.25", None),
        ("BUNNINGS\nTotal (incl. GST) 402.80\nGST included in total $36.62", "402.80", "36.62"),
        ("BUNNINGS\nTOTAL INC GST 402.80\nGST INCLUDED 36.62", "402.80", "36.62"),
        ("CAFE\nAmount due: $12.50\nGST included in total $1.14", "12.50", "1.14"),
        ("PLUMBER\nSubtotal 100.00\nGST 10.00\nAmount Due $110.00", "110.00", "10.00"),
        ("SHOP\nTOTAL 11.00\nIncludes GST of $1.00", "11.00", "1.00"),
        ("SHOP\nTotal GST incl. 55.00\nTotal GST 5.00", "55.00", "5.00"),
    ],
)
def test_total_and_gst_variants(text: str, total: str, gst: str | None) -> None:
    parsed = parse_receipt_text(text)
    assert parsed.total == Decimal(total)
    assert parsed.gst_amount == (Decimal(gst) if gst else None)


def test_gst_larger_than_the_total_is_dropped() -> None:
    parsed = parse_receipt_text("SHOP\nGST 50.00\nTotal 20.00")
    assert parsed.total == Decimal("20.00") and parsed.gst_amount is None


def test_text_without_total_gst_or_date_is_not_a_receipt() -> None:
    assert parse_receipt_text("Dear Sam, see you on the weekend").looks_like_a_receipt() is False
    assert parse_receipt_text("Total 5.00").looks_like_a_receipt() is True
