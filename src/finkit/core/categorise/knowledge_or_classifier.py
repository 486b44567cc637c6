"""Which of the merchant knowledge base's guess and the account's own classifier's to take, in the
direction of the row (docs/categorisation.md, "How they combine"): a known merchant, unless the
account's history is at least ``HISTORY_OVERRIDES_KB`` sure of something else; otherwise the more
confident of the classifier and a generic word, raised when both agree.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from decimal import Decimal
from typing import Any

from finkit.core.categorise.direction import fits_direction
from finkit.core.categorise.guess import Guess
from finkit.core.categorise.knowledge import KEYWORD_CONFIDENCE, KnowledgeBase
from finkit.core.categorise.suppliers import digital_category

#: A classifier this sure overrides the knowledge base: the account's own history knows better.
HISTORY_OVERRIDES_KB = Decimal("0.9")


def _names_the_place(description: str | None, word: str) -> bool:
    """Whether the chain's ``word`` opens the bank's line and comes back later on it as the place the
    purchase was made (``BYRON BAY GENERAL STORE BYRON BAY AU``: a shop named after its town)."""
    words = re.findall(r"[\w'&.+-]+", (description or "").casefold())
    key = word.casefold()
    first = next((n for n, w in enumerate(words) if w == key), None)
    return first is not None and key in words[first + 1 :]


def knowledge_or_classifier(
    kb: KnowledgeBase,
    row: Any,
    prediction: tuple[str | None, Decimal | None],
    *,
    by_key: Mapping[str, str],
    kinds: Mapping[str, str],
    country: str | None = None,
) -> Guess:
    """The knowledge base's or the account's classifier's guess (``prediction``: its category id and
    probability) for ``row``; ``by_key`` and ``kinds``: the account's category ids by name key, and
    their kinds by id; ``country`` the account's (the profile's), when known.

    A merchant of one word the file knows only in another country (New Zealand's Farmers, a department
    store), named after other words of the row (``RIVERLAND FARMERS MKT``, a South Australian farmers'
    market) and not a digital supplier that bills across borders, is a word of a local business's name,
    not that chain: read as a generic word (a guess below certainty), never the chain at certainty. So
    is such a word opening the name when it comes back on the line as the place of the purchase (``BYRON
    BAY GENERAL STORE BYRON BAY AU``: a shop named after its town, not the UK's Byron burgers; round 21,
    the DJ's year), where opening a line alone (``COUNTDOWN AUCKLAND``, ``LULULEMON MAROOCHYDORE AU``) it
    is the chain. A
    chain of two words or more (``EZIDEBIT ANYTIME FITNESS``, behind a billing platform) is that chain."""
    match = kb.match(row.description, row.merchant)
    if (
        match is not None
        and match.kind == "merchant"
        and country
        and match.country
        and match.country != country.upper()
        and (not match.at_start or _names_the_place(row.description, match.merchant))
        and len(match.merchant.split()) == 1
        and not digital_category(match.category)
    ):
        match = replace(match, kind="keyword", confidence=KEYWORD_CONFIDENCE)
    kb_id = by_key.get(match.category.casefold()) if match else None
    model_id, model_conf = prediction
    # Direction is part of meaning: never money out as income, or money in as an expense.
    if kb_id and not fits_direction(kinds.get(kb_id), row.amount):
        match, kb_id = None, None
    if model_id and not fits_direction(kinds.get(model_id), row.amount):
        model_id, model_conf = None, None
    if match and kb_id and match.kind == "merchant":
        if model_id and model_conf and model_conf >= HISTORY_OVERRIDES_KB and model_id != kb_id:
            return Guess(model_id, model_conf, "model")
        return Guess(kb_id, match.confidence, "knowledge_base")
    options = []
    if model_id and model_conf is not None:
        options.append((model_id, model_conf, "model"))
    if match and kb_id:
        options.append((kb_id, match.confidence, "keyword"))
        if model_id == kb_id and model_conf is not None:  # two sources agree
            options.append((kb_id, max(model_conf, match.confidence) + Decimal("0.1"), "model"))
    if options:
        best = max(options, key=lambda o: o[1])
        return Guess(best[0], min(best[1], Decimal("0.99")), best[2])
    return Guess(None, None, None)
