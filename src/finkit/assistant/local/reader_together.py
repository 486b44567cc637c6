"""The things read, put together (issue 27): categories named together summed, a payee within a category,
a seller said by name over a word standing in for it, a payee said with a category its rows are not in.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query, Thing, Vocabulary, _name_words
from finkit.assistant.local.reader_sides import said_again
from finkit.assistant.local.reader_synonyms import known_as


def named_seller(things: list[Thing]) -> list[Thing]:
    """ "fill up at caltex" with "fill up" read as the fuel sellers paid (Caltex): Caltex, said by name."""
    named = {n for t in things if not t.stands_in for n in (t.merchants or (t.merchant,)) if n}
    return [t for t in things if not (t.stands_in and named & set(t.merchants))]


def spent_on(t: Thing, vocab: Vocabulary, low: str) -> bool:
    """Whether a thing said with only a weak verb ("get", "got") is money out: categories of spending or
    transfers, or a payee only ever paid and not said to pay ("got from Ampol" stays as said)."""
    if t.text:
        # words of the bank descriptions no deposit ever says ("car washes": CARWASH) are of money out
        deposits = vocab.deposit_word_payers
        said = re.findall(r"[a-z][a-z']{2,}", t.text.lower())
        return bool(said) and deposits is not None and not t.merchant and not any(w in deposits for w in said)
    if t.category_ids and not t.merchant and not t.merchants:
        return all(vocab.kind_of(i) in ("expense", "transfer") for i in t.category_ids)
    paid_only = (t.merchant or t.merchants) and not t.category_ids and not t.money_in
    return bool(paid_only) and re.search(r"\b(?:get|got)\s+(?:\w+\s+)?from\b", low) is None


def payee_in_category(t: Thing, vocab: Vocabulary, q: Query) -> Thing:
    """A payee said with a category word whose rows are in none of its categories ("paypal withdrawals": the
    PayPal rows are sales; "fill up at caltex": Caltex booked under Motor Vehicle) is not that category's rows
    (a figure of them would be nothing). The payee alone when the merchant knowledge base files it under that
    category (Caltex is a fuel seller); else the two readings are asked about."""
    names = t.merchants or ((t.merchant,) if t.merchant else ())
    if not names or not t.category_ids or vocab.merchant_categories is None or t.text:
        return t
    held = {i for n in names for i in vocab.merchant_categories.get(n, frozenset())}
    if not held or held & set(t.category_ids):
        return t
    said = [c.name for c in vocab.categories if c.id in t.category_ids]
    payee = " and ".join(names)
    name_words = {w for n in names for w in _name_words(n)}
    if set(t.words.split()) <= name_words:
        # "the department of education": every word said is of the payee's own name (Department for
        # Education), so the category word was read from the name: the payee alone
        return Thing(payee, t.words, merchant=t.merchant, merchants=t.merchants, money_in=t.money_in)
    # the same kind of payment booked under the person's own category of that kind ("hostplus contributions":
    # Super Contributions, the rows under Super; both super): the category word says what the payee's are
    kinds_said = {c.tax_category for c in vocab.categories if c.id in t.category_ids}
    kinds_held = {c.tax_category for c in vocab.categories if c.id in held}
    same_kind = kinds_said == kinds_held and not kinds_said & {
        "personal",
        "business_expense",
        "transfer",
        "income",
    }
    # "what did liam chip in for groceries": every one of the payee's rows says the category's word ("Ref
    # groceries"), the person's own note of what the money was for: the payee whole, said so
    every = vocab.merchant_words or {}
    category_words = {w for c in vocab.categories if c.id in t.category_ids for w in _name_words(c.name)}
    category_words |= set(t.words.split()) - name_words  # the word as said ("petrol" for Fuel)
    said_by_all: set[str] = set(every.get(names[0], frozenset()))
    for n in names[1:]:
        said_by_all &= every.get(n, frozenset())
    saying = sorted(category_words & said_by_all)
    # (not of earnings: "paypal withdrawals", sales that every row says WITHDRAWAL of, stay asked)
    if saying and not same_kind and all(vocab.kind_of(i) != "income" for i in held):
        booked = sorted({c.name for c in vocab.categories if c.id in held})
        label = f"{payee} (every payment says “{saying[0]}”; booked under {' and '.join(booked)})"
        return Thing(label, t.words, merchant=t.merchant, merchants=t.merchants, money_in=t.money_in)
    if same_kind or all(known_as(n) in said for n in names):
        booked = sorted({c.name for c in vocab.categories if c.id in held})
        label = f"{payee} (all its payments, booked under {' and '.join(booked)}, not {' and '.join(said)})"
        return Thing(label, t.words, merchant=t.merchant, merchants=t.merchants, money_in=t.money_in)
    q.ambiguous.append(
        f"none of {payee}'s payments is in {' or '.join(said)}: all of {payee}'s payments, or something else"
    )
    return t


def each_within(things: list[Thing]) -> list[Thing]:
    """Two payees compared within one category ("ampol vs bp, on fuel"): each payee's rows in it."""
    merchants = [t for t in things if t.merchant and not t.category_ids]
    categories = [t for t in things if t.category_ids and not t.merchant and not t.text]
    if len(merchants) != 2 or len(categories) != 1 or len(things) != 3:
        return things
    c = categories[0]
    return [
        Thing(f"{m.label} ({c.label})", f"{m.words} {c.words}", c.category_ids, merchant=m.merchant,
              money_in=m.money_in, transfer=c.transfer)
        for m in merchants
    ]  # fmt: skip


def things_together(things: list[Thing]) -> list[Thing]:
    """Categories named together ("brekkie and groceries") are one thing: those categories summed; one
    category with words of its rows ("transfers to savings") is that category's rows with those words; words
    that are part of a payee's name said with it ("kai for editing": Kai Ngata Editing) say that payee."""
    names = {w for t in things if t.merchant for n in (t.merchants or (t.merchant,)) for w in _name_words(n)}
    things = [
        t
        for t in things
        if not (t.text and not t.category_ids and set(_name_words(t.text)) <= names and len(things) > 1)
    ]
    categories = [t for t in things if t.category_ids and not t.text and not t.merchant]
    texts = [t for t in things if t.text and not t.category_ids]
    payees = [t for t in things if t.merchant and not t.category_ids]
    if len(categories) == 1 and len(payees) == 1 and len(things) == 2:  # "otr fuel": OTR's rows in Fuel
        c, m = categories[0], payees[0]
        return [
            Thing(f"{m.label} ({c.label})", f"{m.words} {c.words}", c.category_ids, merchant=m.merchant,
                  merchants=m.merchants, money_in=m.money_in, transfer=c.transfer)
        ]  # fmt: skip
    if len(categories) == 1 and len(texts) == 1 and len(things) == 2:
        c, t = categories[0], texts[0]
        if said_again(c.label, t.text or ""):  # "stall fees, both markets": Market Stall Fees, said again
            return [c]
        return [
            Thing(
                f"{c.label} mentioning “{t.text}”",
                f"{c.words} {t.words}",
                c.category_ids,
                text=t.text,
                transfer=c.transfer,
            )
        ]
    if len(things) < 2 or any(not t.category_ids for t in things):
        return things
    unique = list({t.category_ids: t for t in things}.values())
    if len(unique) == 1:
        return unique
    ids = tuple(dict.fromkeys(i for t in unique for i in t.category_ids))
    label = " and ".join(t.label for t in unique)
    return [
        Thing(
            label,
            " and ".join(t.words for t in unique),
            ids,
            transfer=any(t.transfer for t in unique),
            parts=tuple((t.label, t.category_ids) for t in unique),
        )
    ]
