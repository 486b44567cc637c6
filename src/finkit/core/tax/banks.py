"""Banks and their accounts' own fees (``data/banks.csv``): a business share the person gave their bank
by name ("St.George monthly account fee: 50 %") is the share of that account's own fees, which a
statement shows with no payee ("MONTHLY ACCOUNT FEE")."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from finkit.core.datafiles import data_rows

BANKS = Path(__file__).with_name("data") / "banks.csv"


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    found: dict[str, list[str]] = {"bank": [], "account_fee": []}
    for record in data_rows(BANKS):
        found[record["kind"].strip()].append(f"(?:{record['pattern'].strip()})")
    return {kind: re.compile("|".join(parts) or r"(?!)", re.IGNORECASE) for kind, parts in found.items()}


def is_bank(name: str) -> bool:
    """Whether ``name`` (a merchant share's name, as the person said it) is a bank's."""
    return bool(_patterns()["bank"].search(name))


def is_account_fee(text: str) -> bool:
    """Whether ``text`` (merchant and description) is an account's own periodic fee."""
    return bool(_patterns()["account_fee"].search(text))
