"""A large purchase from a supplier the business buys from again and again is a supply, not an asset
(round 24, fewer rows asked).

A guessed purchase in a cost-of-sales category at or above ``data/asset_purchases.csv``'s amount is asked
"a depreciating asset, or a running expense?" (``business_questions``). A depreciating asset is bought
once; materials and trading stock are bought over and over. So when the same merchant's purchases that
finkit files in that same cost-of-sales category number at least ``REPEAT_PURCHASES`` (this batch and
the account's stored rows together: an electrical wholesaler's monthly invoices, a roaster's beans, a
charter operator's seats), a large one whose amount is usual for that supplier (at most ``USUAL_RATIO``
times the median of its purchases) is filed as the supply it repeats, not asked. One that stands out (a
$4,000 vacuum pump among a refrigeration wholesaler's $800 orders) is still asked, and so is every large
purchase from a supplier bought from only a few times, and every tool (a tool is a depreciating asset at
any price, ITAA 1997 s40-30: only cost-of-sales categories are read here). A guess that was below
certainty before the question capped it stays asked.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from decimal import Decimal
from statistics import median
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categorise.business_questions import ASKED_BELOW
from finkit.core.categorise.guess import ASSET_QUESTION, Guess
from finkit.core.categorise.money_in import CERTAIN
from finkit.core.categorise.suppliers import CategoryFacts
from finkit.core.context import AccountContext
from finkit.core.transactions.models import Transaction

#: How many purchases from one supplier in one cost-of-sales category make it a repeated supply.
REPEAT_PURCHASES = 6
#: The most a large purchase may be, times the median of the supplier's purchases, to be a usual one.
USUAL_RATIO = Decimal(2)
#: Why such a row is filed, not asked.
REPEAT_SUPPLY_WHY = "a supply bought again and again from this supplier: materials or stock, not an asset"


def _supplier_key(merchant: str | None) -> str:
    """A supplier as its purchases are counted together: its merchant name, case and edges aside."""
    return (merchant or "").strip().casefold()


def _supplier(row: Any) -> str:
    return _supplier_key(getattr(row, "merchant", None))


def file_repeat_supplies(
    session: Session,
    ctx: AccountContext,
    rows: Sequence[Any],
    guesses: list[Guess],
    facts: Mapping[str, CategoryFacts],
) -> None:
    """Files the large purchases of ``rows`` that repeat a supply (module docstring) at certainty, not
    asked: their ``guesses`` are replaced. ``facts``: the account's categories by id."""
    found = [
        n
        for n, (row, guess) in enumerate(zip(rows, guesses, strict=True))
        if guess.ask
        and ASSET_QUESTION in guess.why
        and guess.category_id is not None
        and guess.confidence is not None
        and guess.confidence >= ASKED_BELOW  # sure of the category before the question capped it
        and row.amount < 0
        and _supplier(row)
        and (fact := facts.get(guess.category_id)) is not None
        and fact.tax_category == "cost_of_sales"
    ]
    if not found:
        return
    keys = {(_supplier(rows[n]), guesses[n].category_id) for n in found}
    amounts: dict[tuple[str, str | None], list[Decimal]] = defaultdict(list)
    for row, guess in zip(rows, guesses, strict=True):
        key = (_supplier(row), guess.category_id)
        if key in keys and row.amount < 0:
            amounts[key].append(-row.amount)
    # The account's stored rows besides (a row a month from a feed has its supplier's history there);
    # a batch of stored rows (``categorise --apply``) is not counted twice.
    batch = {row_id for row in rows if (row_id := getattr(row, "id", None))}
    stored = session.execute(
        select(Transaction.id, Transaction.merchant, Transaction.category_id, Transaction.amount).where(
            Transaction.account_id == ctx.account_id,
            Transaction.amount < 0,
            Transaction.category_id.in_({category for _, category in keys}),
        )
    ).all()
    for row_id, merchant, category_id, amount in stored:
        key = (_supplier_key(merchant), category_id)
        if key in keys and row_id not in batch:
            amounts[key].append(-amount)
    for n in found:
        key = (_supplier(rows[n]), guesses[n].category_id)
        bought = amounts[key]
        if len(bought) >= REPEAT_PURCHASES and -rows[n].amount <= USUAL_RATIO * median(bought):
            # a stated supplier's words stay ("Actrol, a supplier you named"), the question goes
            said = guesses[n].why.split(f"; {ASSET_QUESTION}")[0]
            why = REPEAT_SUPPLY_WHY if ASSET_QUESTION in said else f"{said}; {REPEAT_SUPPLY_WHY}"
            guesses[n] = guesses[n]._replace(confidence=CERTAIN, ask=False, why=why)
