"""Issue 26 (h26kb): the knowledge base knows the Australian chains and providers a household's or a sole
trader's statement commonly shows, from public lists (``categorise/data/merchants.csv``, each group's
source in a comment above it). A private everyday purchase at one is filed without a question; a
category whose rows may be the business's (power, a hotel) is still asked of a business; a chain that sells
to businesses and households alike stays asked. Invented bank lines; each test fails on main."""

from __future__ import annotations

import re
from typing import Any

import pytest

from finkit.core.categorise import knowledge
from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

#: Private whatever the answer: filed, not asked.
PRIVATE = {
    "VISA DEBIT PURCHASE CARD 4417 CHICKEN TREAT MIDLAND WA": "Meals & Dining",
    "EFTPOS PURCHASE SUPABARN KINGSTON ACT": "Groceries",
    "VISA PURCHASE SPORTSGIRL CHADSTONE VIC": "Clothing",
    "CARD PURCHASE CAPITAL CHEMIST BELCONNEN ACT": "Health & Medical",
    "DIRECT DEBIT 402931 G8 EDUCATION LTD": "Childcare",
    "DIRECT DEBIT TEACHERS HEALTH 77120345": "Insurance",
    "VISA PURCHASE VINTAGE CELLARS NORWOOD SA": "Entertainment",
    "VISA PURCHASE DENDY CINEMAS NEWTOWN NSW": "Entertainment",
}
#: Known now, but a business's own share or trip is possible: asked of a business.
ASKED = {
    "DIRECT DEBIT TANGO ENERGY 99120": "Utilities",
    "VISA PURCHASE SOFITEL MELBOURNE VIC": "Accommodation",
    "VISA PURCHASE CABCHARGE SYDNEY NSW": "Public Transport & Rideshare",
}
#: Sells to trades and households alike: as before, asked.
GENERAL = "EFTPOS PURCHASE BUNNINGS 6120 HOBART TAS"
LINES = [*PRIVATE, *ASKED, GENERAL]
STATEMENT = (
    "Date,Amount,Description\n"
    + "".join(f"{day + 3:02d}/09/2025,-{40 + day}.50,{text}\n" for day, text in enumerate(LINES))
).encode()


def _books(ctx: AccountContext, entity: str) -> tuple[dict[str, Any], set[str]]:
    data: dict[str, Any] = {"entityType": entity, "country": "AU"}
    if entity == "sole_trader":
        data |= {"gstRegistered": True, "gstBasis": "cash", "occupation": "graphic designer"}
    update_profile(ctx, data=data)
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    asked = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    return rows, asked


def _name(tx: Any) -> str | None:
    return tx.category.name if tx.category else None


def test_a_business_files_everyday_private_chains_without_a_question(ctx: AccountContext) -> None:
    rows, asked = _books(ctx, "sole_trader")
    for text, category in PRIVATE.items():
        assert _name(rows[text]) == category, text
        assert rows[text].id not in asked, text
        assert not rows[text].is_tax_deductible, text


def test_a_business_is_still_asked_about_power_a_hotel_a_taxi_and_a_hardware_chain(
    ctx: AccountContext,
) -> None:
    rows, asked = _books(ctx, "sole_trader")
    for text, category in ASKED.items():
        assert _name(rows[text]) == category, text
        assert rows[text].id in asked, text
    assert rows[GENERAL].id in asked


@pytest.mark.parametrize("entity", ["individual"])
def test_a_household_files_them_all(ctx: AccountContext, entity: str) -> None:
    rows, _ = _books(ctx, entity)
    for text, category in (PRIVATE | ASKED).items():
        assert _name(rows[text]) == category, text


def test_each_group_of_the_shipped_file_names_its_source_and_no_comment_is_a_merchant() -> None:
    lines = knowledge.SHIPPED.read_text(encoding="utf-8").splitlines()
    assert not any(p.startswith("#") for p, _, _ in knowledge._read(knowledge.SHIPPED))
    groups = [line for line in lines if re.match(r"# [A-Z][\w &]+ \((?:AU|NZ|UK)\): ", line)]
    assert len(groups) >= 20, "the h26kb groups are commented with their sources"
    for line in groups:
        assert any(s in line.casefold() for s in ("wikipedia", "gov.au", "register", "own site")), line
