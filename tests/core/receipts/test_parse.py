from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from finkit.core.receipts.parse import abn_is_valid, find_date, parse_receipt_text


@pytest.mark.parametrize(
    ("abn", "valid"),
    [
        ("51 824 753 556", True),  # the ATO's published example
        ("51824753556", True),
        ("53 004 085 616", True),
        ("51 824 753 557", False),  # last digit changed
        ("15 824 753 556", False),  # digits swapped
        ("5182475355", False),  # ten digits
        ("51 824 753 55a", False),
    ],
)
def test_abn_checksum(abn: str, valid: bool) -> None:
    assert abn_is_valid(abn) is valid


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Date: 14/06/2026", date(2026, 6, 14)),
        ("14-06-26 10:32", date(2026, 6, 14)),
        ("14.06.2026", date(2026, 6, 14)),
        ("3/7/2026", date(2026, 7, 3)),  # day first, as in Australia
        ("14 June 2026", date(2026, 6, 14)),
        ("Tue 14 Jun 2026", date(2026, 6, 14)),
        ("2026-06-14T09:00", date(2026, 6, 14)),
        ("June 14, 2026", date(2026, 6, 14)),
        ("31/02/2026", None),
        ("no date here", None),
    ],
)
def test_au_dates(text: str, expected: date | None) -> None:
    assert find_date(text) == expected


def test_tax_invoice_fields_and_line_items() -> None:
    parsed = parse_receipt_text(
        """Bunnings Warehouse
        TAX INVOICE
        ABN 51 824 753 556
        Date 02/05/2026
        Timber screws 2 x 12.50 25.00
        Drop saw blade 74.00
        Subtotal 99.00
        Total (inc GST) $99.00
        Includes GST of $9.00
        EFTPOS $99.00
        """
    )
    assert parsed.merchant == "Bunnings Warehouse"
    assert parsed.receipt_date == date(2026, 5, 2)
    assert parsed.total == Decimal("99.00")
    assert parsed.gst_amount == Decimal("9.00")
    assert parsed.gst_included
    assert parsed.is_tax_invoice
    assert (parsed.abn, parsed.abn_valid) == ("51824753556", True)
    assert parsed.line_items == [
        {"description": "Timber screws", "quantity": 2, "unitPrice": "12.50", "amount": "25.00"},
        {"description": "Drop saw blade", "quantity": 1, "unitPrice": "74.00", "amount": "74.00"},
    ]


def test_gst_line_variants_and_totals() -> None:
    parsed = parse_receipt_text(
        "Acme Plumbing\nLabour 200.00\nTotal ex GST 200.00\nGST 20.00\nTOTAL 1,220.00\n"
    )
    assert parsed.total == Decimal("1220.00")
    assert parsed.gst_amount == Decimal("20.00")
    assert parsed.abn is None and parsed.abn_valid is None
    assert not parsed.is_tax_invoice
    other = parse_receipt_text("Cafe\nTotal GST 1.50\nAmount due $16.50\nABN 51 824 753 557\n")
    assert other.total == Decimal("16.50")
    assert other.gst_amount == Decimal("1.50")
    assert other.abn_valid is False


def test_nothing_found_is_none_not_a_guess() -> None:
    parsed = parse_receipt_text("")
    assert (parsed.merchant, parsed.receipt_date, parsed.total, parsed.gst_amount) == (None, None, None, None)
    assert parsed.line_items == []
