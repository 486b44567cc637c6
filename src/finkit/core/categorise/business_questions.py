"""Which of a business's guesses are asked rather than filed (docs/categorisation.md, "Money in to a
business, and guesses that are asked"): every guess below certainty; one into a category whose rows are
business for some people and private for others (``data/mixed_use.csv``), unless the person gave its
business share once; a large purchase that may be a depreciating asset (``data/asset_purchases.csv``);
a private guess at a shop selling the tools of the stated trade (``data/trade_supplies.csv``); and a
purchase whose return line or GST credit general knowledge cannot vouch for (``data/suppliers.csv``).
A household's guesses are never asked this way: the caller holds them back.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from typing import Any

from finkit.core.categorise.guess import ASSET_QUESTION, Guess
from finkit.core.categorise.knowledge import KnowledgeBase, asset_thresholds, mixed_use_categories
from finkit.core.categorise.money_in import CERTAIN
from finkit.core.categorise.stated import Stated
from finkit.core.categorise.suppliers import (
    CategoryFacts,
    SupplierQuestion,
    guessed_purchase_question,
    without_gst_credit,
)
from finkit.core.categorise.trade_supplies import TradeSupply, trade_supply_question
from finkit.core.profile.names import names_row, row_texts
from finkit.core.tax.treatment import share_named_with_product

#: Why a guessed purchase of a large amount is asked (``data/asset_purchases.csv``).
LARGE_PURCHASE_WHY = f"{ASSET_QUESTION} a running expense?"
#: The confidence a guess asked for what it is (not for its own doubt) is capped just below.
ASKED_BELOW = CERTAIN - Decimal("0.05")


@cache
def whole_words(name: str) -> re.Pattern[str]:
    """A merchant share's name as whole words (how the tax derivation applies it to a row)."""
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")


@dataclass(frozen=True)
class BusinessQuestions:
    """What a business's guesses are held against, read once for a batch: the account's categories
    (``names`` and ``facts`` by id), the knowledge base, and what the profile states."""

    kb: KnowledgeBase
    names: Mapping[str, str]
    facts: Mapping[str, CategoryFacts]
    country: str
    gst_registered: bool
    #: Shops selling the tools of the stated trade (a surf coach's sunscreen and fins): asked there.
    trade_supplies: tuple[TradeSupply, ...]
    #: Shares the person gave once (``profile business-use``): a mixed-use row they cover is not asked.
    merchant_shares: tuple[re.Pattern[str], ...]
    category_shares: frozenset[str]
    #: The same shares by the names the person gave (``share_named_with_product``).
    shares_by_name: Mapping[str, Decimal] = field(default_factory=dict)
    #: The stated suppliers (``Stated``): one whose GST the person stated is never asked the GST credit.
    stated: Stated | None = None

    def _stated_supplier_filed_private(self, guess: Guess, row: Any) -> str | None:
        """The name of the business supplier the person stated (for what it supplies or its GST alone)
        that a purchase names when the guess files it in a private category (Kmart as clothing, a
        pharmacy as health): the person's word and general knowledge disagree, so neither is certain
        and the row is asked. None otherwise."""
        facts = self.facts.get(guess.category_id or "")
        if self.stated is None or facts is None or facts.kind != "expense" or facts.business:
            return None
        texts = row_texts(getattr(row, "merchant", None), row.description)
        return next(
            (
                s.name
                for s in self.stated.suppliers
                # a share stated with it is the person's word on the row: the derivation applies it
                if s.business_use_percentage is None and names_row(s.name, texts)
            ),
            None,
        )

    def asked(self, guess: Guess, row: Any, text: str) -> Guess:
        """``guess`` for a business's ``row`` (``text``: its merchant and description), asked when it
        is one of the kinds above; a mixed-use guess the person gave a share for is certain."""
        if guess.category_id is None or guess.confidence is None:
            return guess
        amount: Decimal = row.amount
        supplier = self._supplier(guess, row) if amount < 0 else None
        if supplier is not None:
            return guess._replace(
                confidence=min(guess.confidence, CERTAIN - Decimal("0.05")),
                ask=True,
                why=supplier.words,
                no_credit=supplier.no_credit,
            )
        name = self.names.get(guess.category_id, "").casefold()
        # General knowledge's guess only: the account's own history (the model) is the person's word.
        general = guess.source in ("knowledge_base", "keyword")
        why = (trade_supply_question(self.trade_supplies, name, text.casefold()) if general else None) or ""
        if why and amount < 0:
            return guess._replace(
                confidence=min(guess.confidence, CERTAIN - Decimal("0.05")), ask=True, why=why
            )
        mixed = mixed_use_categories()
        private = mixed.get(name)
        if name in mixed and (
            any(m.search(text.casefold()) for m in self.merchant_shares)
            or share_named_with_product(getattr(row, "merchant", None), self.shares_by_name) is not None
        ):
            # The person named this merchant's bill with its business share: a guess into a mixed-use
            # category is what they told us, not a question.
            return guess._replace(confidence=max(guess.confidence, CERTAIN), ask=False)
        named = self._stated_supplier_filed_private(guess, row) if amount < 0 else None
        if named is not None:
            # (a mixed-use bill whose share the person gave is theirs, above: not asked again)
            why = (
                f"you named {named} as a business supplier, but this purchase reads as private "
                f"({self.names.get(guess.category_id, '')}): the business's, or yours?"
            )
            return guess._replace(
                confidence=min(guess.confidence, CERTAIN - Decimal("0.05")), ask=True, why=why
            )
        if name in mixed and name not in self.category_shares and not (private and private.search(text)):
            why = "business or private: only you know"
        elif name in asset_thresholds() and -amount >= asset_thresholds()[name]:
            why = LARGE_PURCHASE_WHY
        if why:
            confidence = min(guess.confidence, ASKED_BELOW)
            return guess._replace(confidence=confidence, ask=True, why=why)
        ask = guess.confidence < CERTAIN
        return guess if guess.ask == ask else guess._replace(ask=ask)  # _replace: ~1 us a row of an import

    def _supplier(self, guess: Guess, row: Any) -> SupplierQuestion | None:
        """The supplier question of a knowledge-base guess (``suppliers.supplier_question``); the
        account's own history (the model) and rules are the person's word, never questioned here."""
        if guess.source not in ("knowledge_base", "keyword") or guess.category_id is None:
            return None
        question = guessed_purchase_question(
            self.kb,
            self.facts.get(guess.category_id),
            row.description,
            row.merchant,
            country=self.country,
            gst_registered=self.gst_registered,
        )
        if (
            question is not None
            and self.stated is not None
            and self.stated.gst_supplier(row.merchant, row.description)
        ):
            return without_gst_credit(question)  # the person said what its invoices show
        return question
