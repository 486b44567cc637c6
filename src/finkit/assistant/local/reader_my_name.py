"""A payee whose name reads as the person's own role for someone: "My Plan Manager" (issue 27, round 25).

A company may be named for what it is to its clients: "My Plan Manager" is one NDIS plan manager among
several that pay a physiotherapist. "How much did my plan manager pay me" then names that company, or
whoever manages the plan of the client the person has in mind: all the plan managers paying. Where other
payees share a word of the rest of the name (Plan Partners, Plancare WA), the two readings have two figures
and the question is asked, naming them. A name like that with no others of its kind is read as the payee.
"""

from __future__ import annotations

from finkit.assistant.local.reader_model import Query, Vocabulary, _name_words

#: The words that make a name read as the person's own ("my", "our"): said in a question, they are the pronoun.
_OWN = frozenset({"my", "our"})


def role_or_payee(q: Query, low: str, vocab: Vocabulary) -> str | None:
    """The question back when a payee named "My <role>" is said as "my <role>" and other payees' names share
    a word of the role; None otherwise."""
    for t in q.things:
        if not t.merchant or t.merchants or t.category_ids or t.text:
            continue
        words = _name_words(t.merchant)
        if len(words) < 2 or words[0] not in _OWN or f"{words[0]} {' '.join(words[1:])}" not in low:
            continue
        role = [w for w in words[1:] if len(w) >= 4]
        others = sorted(
            name
            for name, _ in vocab.merchants
            if name != t.merchant and any(n.startswith(w) for w in role for n in _name_words(name))
        )
        if others:
            return (
                f"“{' '.join(words)}” could be the payee {t.merchant} or everyone who is your "
                f"{' '.join(words[1:])} (also {', '.join(others[:4])})"
            )
    return None
