"""Merchants: one normaliser from bank descriptions to the names people use, and the account's renames.

``normalise_merchants`` is pure (no database); ``apply_renames`` maps normalised names through the
account's stored renames; ``rename_merchant`` (``finkit.core.usecases.merchants``) renames once for every row, past and future;
``list_merchants`` lists them with row counts and totals.
"""

from finkit.core.merchants.normalise import normalise_merchant, normalise_merchants
from finkit.core.merchants.schemas import (
    MerchantAliasRead,
    MerchantList,
    MerchantRead,
    MerchantRename,
    MerchantRenameResult,
)
from finkit.core.merchants.service import (
    apply_renames,
    list_merchants,
    list_renames,
    load_renames,
    name_merchants,
)

__all__ = [
    "MerchantAliasRead",
    "MerchantList",
    "MerchantRead",
    "MerchantRename",
    "MerchantRenameResult",
    "apply_renames",
    "list_merchants",
    "list_renames",
    "load_renames",
    "name_merchants",
    "normalise_merchant",
    "normalise_merchants",
]
