"""Everyday words that cover costs of several kinds (``reader_words.UMBRELLAS``): "what did transport cost
me" with the car's costs, rides and flights each in a category of the person's own is asked (which of them,
or all), never answered with the one category whose name holds the word (Public Transport & Rideshare)."""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Vocabulary, _name_words
from finkit.assistant.local.reader_words import UMBRELLAS


def umbrella_asked(text: str, vocab: Vocabulary) -> tuple[str, list[str]]:
    """``text`` with each umbrella word blanked that covers two or more of the person's categories in use,
    and the question back for each; a word covering one or none is left to be read as it is."""
    asked: list[str] = []
    for pattern, covers in UMBRELLAS:
        m = re.search(rf"(?<![\w'])(?:{pattern})(?![\w'])", text)
        if m is None or vocab.in_use is None:
            continue
        found = [
            c.name
            for c in vocab.categories
            if c.id in vocab.in_use
            and c.kind == "expense"
            and (set(_name_words(c.name)) & set(covers) or c.tax_category == "car")
        ]
        if len(found) < 2:
            continue
        asked.append(f"“{m.group(0)}” could be {', '.join(found[:-1])} or {found[-1]} (or all of them)")
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return text, asked
