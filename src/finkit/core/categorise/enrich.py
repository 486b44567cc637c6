"""The categorisation enricher hook: something outside the local logic (a configured language model)
asked, in one batch, for a category for the rows the local logic is unsure of.

An enricher only *answers*; it never writes. ``finkit.core.categorise.suggestions`` checks every answer
against the account's own categories and stores it as a suggestion the person accepts or rejects.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol


@dataclass(frozen=True)
class CategoryQuestion:
    """One row to categorise, as the enricher sees it (no ids of other accounts, no notes)."""

    key: str  # the transaction's id: answers are matched back by it
    description: str
    merchant: str | None
    amount: Decimal  # signed: negative is money out
    local_guess: str | None  # the local logic's best (unsure) category name, if any


@dataclass(frozen=True)
class CategoryAnswer:
    """An enricher's category for one question; ``category`` must be one of the names it was given."""

    key: str
    category: str | None
    confidence: Decimal | None = None
    reason: str = ""


class CategoryEnricher(Protocol):
    """Answers a batch of questions with categories chosen from ``categories`` (the account's names).
    ``name`` says who answered (``openai:qwen2.5``). Raising ``UnavailableError`` (timeout, HTTP error,
    malformed answer) leaves the local result in place, said so."""

    name: str

    def __call__(
        self, questions: Sequence[CategoryQuestion], categories: Sequence[str]
    ) -> Sequence[CategoryAnswer]: ...
