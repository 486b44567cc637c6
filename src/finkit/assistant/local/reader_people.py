"""Spending "on the kids": people are not what a category says was bought (issue 27).

A category is read from one distinctive word of its name ("tools" for Tools & Equipment). When that word
names people or animals the person spends on ("the kids" for Kids & Sport), the category holds only part of
what was bought for them: their clothes, school costs or food are booked under what was bought (Shopping,
Gifts, Groceries). The category's figure would answer a narrower question than asked, so it is asked back,
naming the category, never summed. A question naming the category whole ("kids sport stuff": Kids & Sport by
its name) or naming payees ("footy and netball rego for the kids") is read as before.
"""

from __future__ import annotations

from finkit.assistant.local.reader_model import CategoryInfo
from finkit.assistant.local.reader_words import PEOPLE_SPENT_ON


def people_asked(word: str, category: CategoryInfo) -> str | None:
    """The question back when ``word`` (read as ``category`` by one word of its name) names people spent on,
    else None."""
    if not PEOPLE_SPENT_ON.fullmatch(word):
        return None
    return (
        f"“{word}” names your category {category.name}; what you bought for them may be booked under "
        f"other categories too (clothes, school costs, food): only {category.name}, or everything bought for them"
    )
