"""Merchant renames: every row renamed now, and its tax treatment derived again (it reads merchant
knowledge)."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.merchants.schemas import MerchantRename, MerchantRenameResult
from finkit.core.merchants.service import rename_rows
from finkit.core.pipeline import settle
from finkit.core.schemas import parse

__all__ = ["rename_merchant"]


def rename_merchant(ctx: AccountContext, *, from_name: str, to_name: str) -> MerchantRenameResult:
    """Call ``from_name`` ``to_name`` on every row now (matched case-insensitively) and on every row
    written later. Renames chain: after A -> B, renaming B -> C makes A's rows and future A rows C too."""
    data = parse(MerchantRename, {"fromName": from_name, "toName": to_name})
    with ctx.db.session() as session:
        result, changes = rename_rows(session, ctx, data)
        settle(session, ctx, changes)
        return result
