"""Grouping keys: the upper-cased normalised merchant, so every area groups rows the same way.

Bills (recurring detection, payment matching) and anything else that asks "is this the same payee?"
use :func:`merchant_key`. It re-normalises the stored merchant (idempotent on clean names) so a raw
merchant typed through the API groups with the imported rows of the same payee.
"""

from __future__ import annotations

from finkit.core.merchants.normalise import normalise_merchant


def merchant_name(merchant: str | None, description: str | None = None) -> str:
    """The display name of a row's merchant: its merchant, else its description, normalised ("" if none)."""
    return normalise_merchant(merchant) or normalise_merchant(description) or ""


def merchant_key(merchant: str | None, description: str | None = None) -> str:
    """The upper-case grouping key of a row's merchant ("" when the row names none)."""
    return merchant_name(merchant, description).upper()
