"""Asking less without asking less about what matters (issue 26): a bank's mobile-banking channel word
is not a phone bill, and a digital supplier whose Australian company invoices GST keeps its credit
without a question. Invented rows; each test fails on main."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.categorise.normalise import clean_description, transfer_wording
from finkit.core.categorise.suppliers import CategoryFacts, supplier_question


def test_a_mobile_banking_transfer_is_a_transfer_not_a_phone_bill() -> None:
    text = "WITHDRAWAL MOBILE 4417702 TFR Bendigo goal saver"
    assert "mobile" not in clean_description(text).split()
    assert transfer_wording(text)


@pytest.mark.parametrize("supplier", ["Amazon Web Services", "AWS AUSTRALIA PTY LTD", "QuickBooks Online"])
def test_a_digital_supplier_that_invoices_australian_gst_is_not_asked(supplier: str) -> None:
    software = CategoryFacts(
        "Software & Subscriptions", "expense", "business_expense", True, "taxable", Decimal(10)
    )
    found = supplier_question(
        software, supplier, text=supplier, country="AU", gst_registered=True, known_country="AU"
    )
    assert found is None
