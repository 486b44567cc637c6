from __future__ import annotations

import pytest

from finkit.core.bills.merchant import normalise_merchant


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ("SQ *BLUE BOTTLE COFFEE 0423 SYDNEY NSW AU", "BLUE BOTTLE COFFEE"),
        ("PAYPAL *NETFLIX.COM 866-579-7172 CA", "NETFLIX"),
        ("Netflix", "NETFLIX"),
        ("NETFLIX.COM", "NETFLIX"),
        ("WOOLWORTHS 1234 PARRAMATTA NSW", "WOOLWORTHS"),
        ("Woolworths Metro #0421", "WOOLWORTHS METRO"),
        ("VISA DEBIT PURCHASE CARD 1234 ORIGIN ENERGY MELBOURNE", "ORIGIN ENERGY"),
        ("SALARY ACME PTY LTD 123456", "SALARY ACME"),
        ("TELSTRA CORP LTD DIRECT DEBIT 12/06", "TELSTRA"),
        ("DD GYM MEMBERSHIP 01JUN", "GYM MEMBERSHIP"),
        ("EFTPOS PURCHASE SQ *CAFE ROMA 15/03/2026", "CAFE ROMA"),
        ("AGL SALES PTY LTD REF 12345", "AGL SALES"),
        ("", ""),
    ],
)
def test_noise_is_stripped(raw: str, key: str) -> None:
    assert normalise_merchant(raw).key == key


def test_name_is_for_people() -> None:
    assert normalise_merchant("ORIGIN ENERGY 9876").name == "Origin Energy"
