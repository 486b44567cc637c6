"""Everyday words for a category (issue 27): "petrol", "eating out", "power"; a category's word that
stands in for the payees paid under it, or names one payee by a part of its name.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_clash import clash
from finkit.assistant.local.reader_model import CategoryInfo, Thing, Vocabulary, _name_words
from finkit.assistant.local.reader_norm import blank
from finkit.assistant.local.reader_sides import payees_categories
from finkit.assistant.local.reader_words import KIND_WORDS, NOUNS, PART
from finkit.core.categorise.knowledge import knowledge_base


def known_as(merchant: str) -> str | None:
    """The category the merchant knowledge base files a payee under ("Caltex": Fuel), by its name."""
    found = knowledge_base(None).match("", merchant=merchant)
    return found.category if found is not None and found.kind == "merchant" else None


def stand_in_for(c: CategoryInfo, said: str, vocab: Vocabulary) -> Thing | None:
    """A category read from the question that no transaction of the person's is in ("fuel" read as Fuel,
    the fuel booked under Motor Vehicle; "software and subscriptions", the person's is Software): the
    person's own categories named by part of its name ("Phone" and "Internet" for Phone & Internet), else
    the payees the merchant knowledge base files under it (Caltex for Fuel), said back as such. None when
    neither is there (the empty category is then asked about, never summed as nothing)."""
    if vocab.in_use is None or c.id in vocab.in_use or c.kind == "income":
        return None
    words = set(_name_words(c.name)) - {"and"}
    narrower = [
        o
        for o in vocab.categories
        if o.id in vocab.in_use and o.kind == c.kind and set(_name_words(o.name)) - {"and"} < words
    ]
    # "tolls" said of Parking & Tolls: only a category holding the part said stands in for it (the person's
    # Parking holds no tolls), nor do the payees of the whole category
    part_said = set(_name_words(said)) & words
    partly = bool(part_said) and bool(words - part_said)
    if partly:
        narrower = [o for o in narrower if part_said & set(_name_words(o.name))]
    # "business insurance" is not the (personal) Insurance: a kind word left over says another category
    if narrower and not (words - {w for o in narrower for w in _name_words(o.name)}) & KIND_WORDS:
        names = " and ".join(o.name for o in narrower)
        return Thing(
            names if len(narrower) > 1 else narrower[0].name,
            said,
            tuple(o.id for o in narrower),
            transfer=c.kind == "transfer",
            parts=tuple((o.name, (o.id,)) for o in narrower) if len(narrower) > 1 else (),
        )
    # a payee the knowledge base knows under it (Caltex for Fuel), or whose own name says the category's
    # words ("EG fuel": round 24, it was left out of "fill up the van" beside "AMPOL fuel" and "BP fuel")
    own = words - KIND_WORDS if len(words) == 1 else set()
    sellers = [
        n
        for n, income in vocab.merchants
        if not income and (known_as(n) == c.name or (own and own <= set(_name_words(n))))
    ]
    if partly:  # the payees of the part said, by their name ("EasyPark" for parking, none for tolls)
        sellers = [n for n in sellers if any(w[:4] in n.lower().replace(" ", "") for w in part_said)]
    if not sellers or c.kind != "expense":
        return None
    label = f"{c.name} payees ({', '.join(sellers)}; your {c.name} category holds none)"
    return Thing(
        label, said, merchant=sellers[0], merchants=tuple(sellers), stands_in=True, stands_for=(c.id,)
    )


#: Words saying whose super is meant: the person's own ("my own", "for myself", "put into super", "personal",
#: "D12") or an employee's ("staff", "employees", "SG", "the clearing house"); an employee or a fund named by
#: name is read as a payee first.
_WHOSE_SUPER = re.compile(
    r"\b(?:own|myself|for\s+me|personal|d12|put|putting|staff|employees?|workers?|sg|guarantee|clearing\s*house)\b"
)


def _whose_super(
    found: list[CategoryInfo], words: tuple[str, ...], text: str, things: list[Thing], vocab: Vocabulary
) -> str | None:
    """The question back when "super" names two of the person's categories that both hold rows (round 27, the
    charter operator's "how much super did i pay": the owner's own contributions and the deckhand's super
    guarantee), and nothing said tells whose: no payee named (the employee, the fund), no "my own", "put
    into", "for staff". Before, the category whose name says "super" the most was read (the owner's)."""
    if words != ("super",) or vocab.in_use is None or any(t.merchant for t in things):
        return None
    held = [c for c in found if c.id in vocab.in_use and c.kind != "income"]
    if len(held) < 2 or _WHOSE_SUPER.search(text):
        return None
    names = " or ".join(c.name for c in held)
    return f"“super” could be {names} (your own contributions, or the super paid for your employees)"


def read_synonym(
    text: str,
    m: re.Match[str],
    words: tuple[str, ...],
    vocab: Vocabulary,
    flow_hint: str | None,
    things: list[Thing],
    ambiguous: list[str],
    pattern: str = "",
    question: str = "",
) -> str:
    """An everyday word read as the person's category (or as two that compete); returns the text with
    it blanked, or unchanged when the person has no such category."""
    found = vocab.category_by_words(words)
    if len(found) > 1 and (held := payees_categories(things, found, vocab)):
        found = held  # "superloop nbn": Internet or Phone, and Superloop is paid under Internet only
    if vocab.in_use is not None and found and not any(c.id in vocab.in_use for c in found):
        # none of them holds a row: the person's own categories named by one of the everyday words ("power":
        # Utilities is empty, the bills are under the person's Electricity)
        named = [
            c
            for c in vocab.categories
            if c.id in vocab.in_use and pattern and re.fullmatch(pattern, " ".join(_name_words(c.name)))
        ]
        exactly = [c for c in named if " ".join(_name_words(c.name)) == " ".join(_name_words(m.group(0)))]
        found = exactly or named or found
    if (
        vocab.in_use is not None
        and len(found) > 1
        and not re.search(r"\b(?:the|that|this)\s+$", text[: m.start()])
    ):
        # "fuel": Fuel or Car - Fuel, but only one holds any rows: that one (the others would add nothing)
        found = [c for c in found if c.id in vocab.in_use] or found
    if flow_hint == "income":
        found = [c for c in found if c.kind == "income"] or found
    else:
        found = [c for c in found if c.kind != "income"] or found
    if (whose := _whose_super(found, words, question or text, things, vocab)) is not None:
        ambiguous.append(whose)  # "how much super did i pay": the person's own, or the employees'
        return blank(text, m.start(), m.end())
    # the person's own words in a category name first ("work clothes": Work Clothing & Uniforms, not
    # Clothing), then the category holding most of the everyday word's meanings ("hi-vis": clothing and
    # uniforms), then the category named exactly by it ("clothes": Clothing)
    said = {w for w in _name_words(m.group(0)) if len(w) >= 3 and w != "and"} - set(words)
    own = [c for c in found if said & set(_name_words(c.name))]
    scores = {c.id: len(set(words) & set(_name_words(c.name))) for c in found}
    best = [c for c in found if scores[c.id] == max(scores.values(), default=0)]
    exact = [c for c in found if " ".join(_name_words(c.name)) in words]
    if len(own) == 1:
        found = own
    elif len(best) == 1:
        found = best
    elif len(exact) == 1:
        found = exact
    if len(found) == 1 and (stand_in := stand_in_for(found[0], m.group(0), vocab)) is not None:
        things.append(stand_in)
        return blank(text, m.start(), m.end())
    if len(found) == 1:
        c = found[0]
        broad = bool(PART.fullmatch(m.group(0)))
        if broad and (payee := _payee_named_by_part(c, m.group(0), vocab)) is not None:
            # "the water bill": of the Utilities, the one payee whose name says water (Central Highlands Water)
            things.append(Thing(payee, m.group(0), merchant=payee))
            return blank(text, m.start(), m.end())
        # "meals and dining incl coffee": the category itself is said too, so the part is within it
        said_whole = any(c.id in t.category_ids and not t.merchant for t in things)
        payees = _payees_of(c, vocab) if broad and not said_whole else []
        if any(t.merchant in payees for t in things):
            # "the power bill from agl": a payee of the category is named, the part word only says what it is
            return blank(text, m.start(), m.end())
        if len(payees) > 1 and len(left := _not_named_as_another_part(payees, m.group(0))) == 1:
            # "phone bill" of Phone & Internet: Aussie Broadband's name says it is the internet, so Telstra
            if not _joins_parts(c.name) or _another_part_said(
                m.group(0), text[: m.start()] + " " + text[m.end() :], things
            ):
                # "power bill" of the Utilities (water is never power), or "the phone or the internet": the
                # person tells the parts apart, so the phone is Telstra
                things.append(Thing(left[0], m.group(0), merchant=left[0]))
                return blank(text, m.start(), m.end())
            # a category whose name joins the parts ("Phone & Internet", often one bundled bill) with the part
            # said alone: Telstra only by elimination, the phone alone, or the phone and internet bills
            # together (as the category holds them) are two fair readings, so both are said and asked
            others = ", ".join(p for p in payees if p != left[0])
            ambiguous.append(
                f"“{m.group(0)}” could be {left[0]} alone, or all of your category {c.name} (with {others})"
            )
            return blank(text, m.start(), m.end())
        if len(payees) > 1:
            # "how much was rego": only part of Vehicle Expenses (insurance, glass, parts are there too), and
            # no payee's name says which: the whole category would be a wider figure than asked, so ask
            shown = ", ".join(payees[:8]) + (" …" if len(payees) > 8 else "")
            ambiguous.append(
                f"“{m.group(0)}” is only part of your category {c.name}, which also holds other payments "
                f"(payees: {shown}): which payee is it, or do you want all of {c.name}"
            )
            return blank(text, m.start(), m.end())
        said_words = _name_words(m.group(0))
        if (
            len(said_words) == 1
            and not any(c.id in t.category_ids for t in things)
            and (two := clash(said_words[0], [c], vocab, things)) is not None
        ):
            # "tools": Tools & Equipment, or Sydney Tools paid under Depreciating Assets
            ambiguous.append(two)
            return blank(text, m.start(), m.end())
        things.append(Thing(c.name, m.group(0), (c.id,), transfer=c.kind == "transfer", broad=broad))
        return blank(text, m.start(), m.end())
    if len(found) > 1:
        ambiguous.append(f"“{m.group(0)}” could be {' or '.join(c.name for c in found)}")
        return blank(text, m.start(), m.end())
    return text


def _payees_of(c: CategoryInfo, vocab: Vocabulary) -> list[str]:
    """The payees with spending in category ``c`` (empty when not known)."""
    if vocab.merchant_categories is None:
        return []
    return sorted(
        name
        for name, income in vocab.merchants
        if not income and c.id in vocab.merchant_categories.get(name, frozenset())
    )


#: The words in a payee's name that say which part of a category it is (Aussie Broadband: the internet).
_PART_NAMES = {
    "internet": re.compile(r"broadband|internet|\bnbn\b|fibre|\bfiber"),
    "power": re.compile(r"energy|electric|power"),
    "gas": re.compile(r"\bgas\b"),
    "water": re.compile(r"\bwater\b"),
}


def _not_named_as_another_part(payees: list[str], said: str) -> list[str]:
    """The payees whose names say no part other than the one said ("phone bill": not Aussie Broadband)."""
    said_parts = {part for part, words in _PART_NAMES.items() if words.search(said) or part in said}
    others = [words for part, words in _PART_NAMES.items() if part not in said_parts]
    return [p for p in payees if not any(words.search(p.lower()) for words in others)]


def _joins_parts(name: str) -> bool:
    """Whether a category's name says two of the parts ("Phone & Internet"; "phone" counts as a part here)."""
    low = name.lower()
    parts = [p for p, words in _PART_NAMES.items() if words.search(low) or re.search(rf"\b{p}\b", low)]
    return len(parts) + bool(re.search(r"\b(?:phone|mobile)\b", low)) >= 2


def _another_part_said(said: str, rest: str, things: list[Thing]) -> bool:
    """Whether the question names a part of the category other than ``said`` ("the phone or the internet"),
    in its words not yet read (``rest``) or in a thing read from them."""
    elsewhere = " ".join([rest.lower(), *(t.words.lower() for t in things)])
    return any(
        words.search(elsewhere) or re.search(rf"\b{part}\b", elsewhere)
        for part, words in _PART_NAMES.items()
        if not (words.search(said) or part in said)
    )


def _payee_named_by_part(c: CategoryInfo, said: str, vocab: Vocabulary) -> str | None:
    """The one payee of category ``c`` whose name holds the word of a part of it said ("water" of "the water
    bill": Central Highlands Water among the Utilities); None when no one payee is so named."""
    words = {w for w in _name_words(said) if len(w) >= 3 and w not in NOUNS}
    named = [name for name in _payees_of(c, vocab) if words & set(_name_words(name))]
    return named[0] if len(named) == 1 else None
