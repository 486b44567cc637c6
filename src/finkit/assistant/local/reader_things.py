"""The things a question names (issue 27): categories, payees and clients from the person's own data, with
typo tolerance, initials and first words of a name; two fair readings are asked.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_aliases import payee_aliases, said_of_all
from finkit.assistant.local.reader_apostrophe import bare_forms
from finkit.assistant.local.reader_clash import clash, full_name_clash, part_of_category, said_word_clash
from finkit.assistant.local.reader_model import Thing, Vocabulary, _name_words
from finkit.assistant.local.reader_norm import (
    blank,
    merchant_phrases,
    merchants_aliased,
    merchants_containing,
    phrase_at,
)
from finkit.assistant.local.reader_payers import different_clients
from finkit.assistant.local.reader_people import people_asked
from finkit.assistant.local.reader_roles import one_said_by_rows
from finkit.assistant.local.reader_side_names import one_on_side
from finkit.assistant.local.reader_staff import one_paid_wages
from finkit.assistant.local.reader_synonyms import read_synonym, stand_in_for
from finkit.assistant.local.reader_umbrella import umbrella_asked
from finkit.assistant.local.reader_words import (
    FILLERS,
    KIND_WORDS,
    MONEY_IN_AFTER,
    NAME_FILLERS,
    NICKNAMES,
    NOUNS,
    READER_WORDS,
    SAME_WORDS,
    SHORT_WORDS,
    SYNONYMS,
    WEAK,
)


def _beside(names: list[str], things: list[Thing], vocab: Vocabulary) -> str | None:
    """The one of ``names`` booked in the same categories as the payees said beside it ("woolies and coles":
    the supermarket Coles, not Shell Coles Express); None when not exactly one is."""
    held = vocab.merchant_categories
    named = [n for t in things for n in (t.merchants or ((t.merchant,) if t.merchant else ()))]
    if held is None or not named:
        return None
    beside = {i for n in named for i in held.get(n, frozenset())}
    alike = [n for n in names if held.get(n, frozenset()) and held.get(n, frozenset()) <= beside]
    return alike[0] if len(alike) == 1 else None


def read_things(
    text: str,
    vocab: Vocabulary,
    flow_hint: str | None,
    together: bool = False,
    side: bool | None = None,
    question: str = "",
    left_out_from: int | None = None,
) -> tuple[list[Thing], str, list[str]]:
    """Categories, groups and merchants named in ``text``; returns them, the text with their words
    blanked, and words that could be read two ways (unless said together: "both OTR servos" is all the
    payees the words name, summed). ``question`` is the whole question, for words read before (a pay said)."""
    things: list[Thing] = []
    ambiguous: list[str] = []
    pending: list[tuple[str, list[str], int]] = []  # a word naming several payees, decided after the others
    income_of = dict(vocab.merchants)
    payee_names = [n for n, _ in vocab.merchants]
    # 1. merchants (the longest name first): a name is what the person typed, so it wins over a synonym
    phrases = sorted(
        (
            (p, name, income)
            for name, income in vocab.merchants
            for p in [*merchant_phrases(name), *bare_forms(name, merchant_phrases(name), payee_names)]
            if len(p) >= 3
        ),
        key=lambda x: -len(x[0]),
    )
    for phrase, name, income in phrases:
        m = phrase_at(text, re.escape(phrase).replace(r"\ ", r"[\s-]+"))  # "hi fi" or "hi-fi"
        if m is None:
            continue
        # a merchant named like a category word ("Fuel Co") stays a category unless said as a name
        if any(phrase_at(phrase, pat) for pat, _ in SYNONYMS) and len(phrase.split()) == 1:
            continue
        text = blank(text, m.start(), m.end())
        others = merchants_containing(vocab, phrase, name) + _spelt_longer(phrase, name, vocab)
        others += [n for n in merchants_aliased(vocab, phrase, name) if n not in others]
        if others and _one_name([name, *others]):
            things.append(_all_of([name, *others], m.group(0), income_of))
            continue
        if others:  # "uber": Uber or Uber Eats; the person's words name more than one payee
            pending.append((m.group(0), [name, *others], m.start()))
            continue
        things.append(Thing(name, m.group(0), merchant=name, money_in=income))
    for nickname, full in NICKNAMES.items():  # after the full names ("jb hi-fi" is read whole)
        if full and (m := phrase_at(text, re.escape(nickname))):
            named = [(n, i) for n, i in vocab.merchants if n.lower().startswith(full)]
            if len(named) == 1:
                things.append(Thing(named[0][0], m.group(0), merchant=named[0][0], money_in=named[0][1]))
                text = blank(text, m.start(), m.end())
            elif len(named) > 1 and _one_name([n for n, _ in named]):
                # "woolies": Woolworths (Annerley) and Woolworths (Buranda), one name in two places
                things.append(_all_of([n for n, _ in named], m.group(0), income_of))
                text = blank(text, m.start(), m.end())
    for said, names, at in pending:
        if (
            one := _beside(names, things, vocab)
            or one_paid_wages(names, question, vocab)
            # the side said first when the name is a shortening ("how many times did cogb pay me": the
            # council paying, not its transfer station the card rows call COGB; round 27)
            or (one_on_side(names, side, vocab) if _said_by_alias_only(names, said) else None)
            or one_said_by_rows(names, question, vocab)
            or one_on_side(names, side, vocab)  # "tyro settlements": Tyro (card terminal), not Tyro's fees
        ) is not None:
            things.append(Thing(one, said, merchant=one, money_in=income_of.get(one, False)))
        elif together:  # "both OTR servos": all the payees the words name, summed
            things.append(_all_of(names, said, income_of))
        elif left_out_from is not None and at >= left_out_from and _one_business(names):
            # "not counting uber": Uber and Uber (rides + Uber Eats), one business by name, all left out
            things.append(_all_of(names, said, income_of))
        else:
            ambiguous.append(f"“{said}” could be {' or '.join(names)} (or all of them together)")
    # the first words of one merchant's name, its brand ("ledgerline", "brisbane brewing")
    category_words = {w for c in vocab.categories for w in _name_words(c.name)}
    for m in list(re.finditer(r"[a-z][a-z']+", text)):
        said = m.group(0)
        # "kobe's rent": the payee the possessive is of (its name holds the word, not the "'s")
        word = said[:-2] if said.endswith("'s") and len(said) > 4 else said
        # (a category's word said in the plural is the category's word too: "the markets" of Market Stall Fees)
        singular = word[:-1] if word.endswith("s") and len(word) > 4 else word
        if (
            word in FILLERS
            or word in NOUNS
            or word in category_words
            or singular in category_words
            or word in WEAK
        ):
            continue
        if (by_words := _named_by_first_words(text, m.start(), vocab)) is not None:
            # "st aidans": the first two words of one payee's name, said together (not "st" alone, which
            # starts several)
            (name, income), end = by_words
            things.append(Thing(name, text[m.start() : end], merchant=name, money_in=income))
            text = blank(text, m.start(), end)
            continue
        initials = [(n, i) for n, i in vocab.merchants if len(word) >= 3 and _initials(n) == word]
        if (
            len(word) < 4
            and not initials
            and (word in SHORT_WORDS or not any(_name_words(n)[:1] == [word] for n, _ in vocab.merchants))
        ):
            continue  # a short word is a payee only as the whole first word of one ("bp", "jb")
        if text[m.start() : m.end()] != said:
            continue  # already read as part of a name
        named = [(n, i) for n, i in vocab.merchants if _name_words(n)[:1] == [word]] or initials
        if not named and len(word) >= 5 and word not in READER_WORDS and word not in NAME_FILLERS:
            # a later word of one payee's name ("strata" for Norwood Strata Management)
            named = [(n, i) for n, i in vocab.merchants if word in _name_words(n)]
        stem = word[:-1] if word.endswith("s") and len(word) > 4 else word
        near = [n for n, _ in vocab.merchants if any(w.startswith(stem) for w in _name_words(n))]
        # "both otr servos", or "otr" for OTR (Kilburn) and OTR (Prospect): one name, so each payee so named
        if (
            len(near) > 1
            and len(named) > 1
            and (together or (_one_name(near) and set(near) == {n for n, _ in named}))
        ):
            things.append(_all_of([n for n, _ in named], word, income_of))
            text = blank(text, m.start(), m.end())
            continue
        holding = [n for n, _ in vocab.merchants if {word, stem} & set(_name_words(n))]
        if (
            len(holding) > 1
            and len(word) >= 4
            and all(_name_words(n)[0] != word for n in holding)  # ("st": the start of two names, asked)
            and set(near) == set(holding)
            and said_of_all(word, text[: m.start()], near, vocab.merchant_categories)
            and not different_clients(word, holding, vocab)  # "nguyen": Mai or Sarah Nguyen, asked
        ):
            # "hospital parking", "the hospitals": every payee so named, all of one kind (not "the airport")
            things.append(_all_of(holding, word, income_of))
            text = blank(text, m.start(), m.end())
            continue
        if len(near) > 1 and (one := one_on_side(near, side, vocab)) is not None:
            # "tyro takings": the one payee of the side said (Tyro's card customers, not its fees)
            things.append(Thing(one, word, merchant=one, money_in=income_of.get(one, False)))
            text = blank(text, m.start(), m.end())
            continue
        if len(near) > 1 and (one := one_paid_wages(near, question, vocab)) is not None:
            # "how many pays did jayden get": the employee paid wages, not their super fund
            things.append(Thing(one, word, merchant=one, money_in=income_of.get(one, False)))
            text = blank(text, m.start(), m.end())
            continue
        if len(near) > 1 and (named or word not in vocab.words or different_clients(word, holding, vocab)):
            # "camera": Teds Cameras, CameraPro or Camera Clinic; never one of them picked
            ambiguous.append(f"“{word}” could be {' or '.join(near[:6])}")
            text = blank(text, m.start(), m.end())
            continue
        if len(named) != 1 or (flow_hint == "income" and not named[0][1]):
            continue  # ("australian clients" is not Australian Retirement Trust, paid only money out)
        name, income = named[0]
        if _name_words(name)[:1] != [word] and not initials and kind_of_payee(word):
            # "the doctor": a kind of payee, not Royal Flying Doctor Service because a later word of its name
            # is "doctor" (a payee matched on part of its name is a guess): asked, saying both
            ambiguous.append(
                f"“{word}” could be {name} (its name holds the word) or any {word} you paid, under their own name"
            )
            text = blank(text, m.start(), m.end())
            continue
        end = m.end()
        name_words = _name_words(name)
        following = name_words[name_words.index(word) + 1 :] if word in name_words else []
        for extra in following:  # the next words of the name that follow
            nxt = re.match(rf"\s+{re.escape(extra)}(?![\w'])", text[end:])
            if nxt is None:
                break
            end += nxt.end()
        things.append(Thing(name, text[m.start() : end], merchant=name, money_in=income))
        text = blank(text, m.start(), end)
    # 3. categories by their full name
    for c in sorted(vocab.categories, key=lambda c: -len(c.name)):
        full = " ".join(_name_words(c.name))
        m = phrase_at(text, re.escape(full).replace(r"\ and\ ", r"\s+(?:and\s+)?"))
        if m is not None:
            text = blank(text, m.start(), m.end())
            wider_ones = [
                o
                for o in vocab.categories
                if o.id != c.id and set(_name_words(c.name)) < set(_name_words(o.name))
            ]
            used = [o for o in [c, *wider_ones] if vocab.in_use is not None and o.id in vocab.in_use]
            pointed = re.search(r"\b(?:the|that|this)\s+$", text[: m.start()])  # "the insurance": one payment
            if wider_ones and len(used) == 1 and not pointed:
                # "internet": Internet or Phone & Internet, but only one holds any rows: all of them comes to
                # that one's figure, so it is read (and said back by its name), unless the word said names
                # payees of the same kind paid elsewhere ("insurance": RACQ's, under Vehicle Expenses)
                c, wider_ones = used[0], []
                if (
                    " " not in full
                    # a payee said with the word ("galagher insurance") is what the word is of
                    and not any(t.merchant for t in things)
                    and (two := said_word_clash(full, c, vocab, things, by_words=True)) is not None
                ):
                    ambiguous.append(two)
                    continue
            wider = [o.name for o in wider_ones]
            if wider:  # "insurance": Insurance, or Business Insurance too?
                ambiguous.append(f"“{m.group(0)}” could be {' or '.join([c.name, *wider])} (or all of them)")
                continue
            if (two := full_name_clash(c, vocab, things)) is not None:  # "insurance": RACQ Insurance too?
                ambiguous.append(two)
                continue
            stand_in = stand_in_for(c, m.group(0), vocab)
            things.append(stand_in or Thing(c.name, m.group(0), (c.id,), transfer=c.kind == "transfer"))
    # 4. everyday words; one covering several of the person's categories ("transport") is asked
    text, covering = umbrella_asked(text, vocab)
    ambiguous += covering
    for pattern, words in SYNONYMS:
        while (m := phrase_at(text, pattern)) is not None:  # each time said ("restaurants and takeaway")
            read_text = read_synonym(text, m, words, vocab, flow_hint, things, ambiguous, pattern, question)
            if read_text == text:
                break  # the person has no such category: the words are left for the next steps
            text = read_text
    # 5. one distinctive word of a category name ("tools" → Tools & Equipment), singular or plural; never a
    # word that only says what kind ("business" is not Business Insurance)
    for word in re.findall(r"[a-z][a-z']{3,}", text):
        if word in FILLERS or word in NOUNS or word in KIND_WORDS:
            continue
        stem = word[:-1] if word.endswith("s") else word
        found = [
            c
            for c in vocab.categories
            if any(n in (word, stem, stem + "s", stem + "es") for n in _name_words(c.name) if len(n) >= 4)
        ]
        if len(found) == 1:
            m = phrase_at(text, re.escape(word))
            if m is not None and found[0].kind != "income" and MONEY_IN_AFTER.match(text, m.end()):
                continue  # "cash deposits": money in, not the Cash Withdrawal category
            if m is not None and (people := people_asked(word, found[0])):
                ambiguous.append(
                    people
                )  # "the kids": Kids & Sport holds only part of what was bought for them
                text = blank(text, m.start(), m.end())
                continue
            if (
                m is not None
                and not any(found[0].id in t.category_ids for t in things)  # "public transport": read
                and (two := clash(word, found, vocab, things)) is not None
            ):
                # "tools": Tools & Equipment, or Sydney Tools paid under Depreciating Assets
                ambiguous.append(two)
                text = blank(text, m.start(), m.end())
            elif (
                m is not None
                and not any(found[0].id in t.category_ids for t in things)
                and (part := part_of_category(word, found[0], vocab, text)) is not None
            ):
                # "linen": Northern Linen Service alone, or all of Guest Amenities & Linen
                ambiguous.append(part)
                text = blank(text, m.start(), m.end())
            elif m is not None:
                things.append(
                    Thing(found[0].name, word, (found[0].id,), transfer=found[0].kind == "transfer")
                )
                text = blank(text, m.start(), m.end())
    # a short word of a category already read, left over where the words were said in another order ("green
    # waste tip fees" of Tip & Green Waste Fees: "tip", too short for step 5, was not understood; round 27).
    # Only the short ones: a longer word is step 5's, or another reader's ("incl the ... fees")
    read_ids = {i for t in things for i in t.category_ids}
    read_words = {
        w for c in vocab.categories if c.id in read_ids for w in _name_words(c.name) if len(w) == SHORT_WORD
    }
    for m in list(re.finditer(r"[a-z][a-z']*", text)):
        if m.group(0) in read_words:
            text = blank(text, m.start(), m.end())
    if together and len(things) > 1 and all(t.merchant and not t.category_ids for t in things):
        payees = [n for t in things for n in (t.merchants or (t.merchant or "",))]
        things = [_all_of(payees, " and ".join(t.words for t in things), income_of)]
    # the same payee read twice ("jeffries soils": its first word and a later one) is one thing
    return (
        list({(t.merchant, t.merchants, t.category_ids, t.text): t for t in things}.values()),
        text,
        ambiguous,
    )


def _named_by_first_words(text: str, at: int, vocab: Vocabulary) -> tuple[tuple[str, bool], int] | None:
    """The one payee whose name's first two (or more) words are said from ``at`` ("st aidans" for St Aidan's
    Grammar, apostrophes aside), with where the words said end; None when no one payee is so named."""

    def bare(word: str) -> str:  # "aidan's", "aidans", "aidan": one word
        word = word.replace("'", "")
        return word[:-1] if word.endswith("s") and len(word) > 3 else word

    said = [(bare(w.group(0)), at + w.end()) for w in re.finditer(r"[a-z0-9][a-z0-9']*", text[at:])]
    best: list[tuple[tuple[str, bool], int, int]] = []
    for name, income in vocab.merchants:
        words = [bare(w) for w in _name_words(name)]
        n = 0
        while n < min(len(words), len(said)) and said[n][0] == words[n]:
            n += 1
        if n >= 2:
            best.append(((name, income), n, said[n - 1][1]))
    if not best:
        return None
    longest = max(n for _, n, _ in best)
    top = [b for b in best if b[1] == longest]
    if len(top) != 1:
        return None
    # "joshua nguyen" is Joshua Nguyen, but also in Nguyen Coffee Roasters (Joshua Nguyen): not one payee
    phrase = " ".join(w for w, _ in said[:longest])
    if any(
        n != top[0][0][0] and f" {phrase} " in f" {' '.join(bare(w) for w in _name_words(n))} "
        for n, _ in vocab.merchants
    ):
        return None
    return top[0][0], top[0][2]


def _spelt_longer(phrase: str, name: str, vocab: Vocabulary) -> list[str]:
    """Payees of the same kind whose one-word name is ``phrase`` (a one-word name) a few letters longer ("ampol":
    Ampol and Ampolex, the same servo as two card terminals word it): the name said may mean either or both."""
    held = vocab.merchant_categories
    if held is None or " " in phrase or len(phrase) < 4 or not held.get(name):
        return []
    return [
        n
        for n, _ in vocab.merchants
        if n != name
        and len(words := _name_words(n)) == 1
        and words[0] != phrase
        and words[0].startswith(phrase)
        and len(words[0]) - len(phrase) <= 3
        and held.get(n) == held.get(name)
    ]


#: The length of a category's word too short for step 5 to read alone ("tip", "gst"), read beside its category.
SHORT_WORD = 3


def _said_by_alias_only(names: list[str], said: str) -> bool:
    """Whether ``said`` is none of ``names``' own words, only what each of them is called (initials)."""
    low = said.lower()
    if any(re.search(rf"(?<![\w']){re.escape(low)}(?![\w'])", " ".join(_name_words(n))) for n in names):
        return False
    return all(low in payee_aliases(n) for n in names)


def _one_name(names: list[str]) -> bool:
    """Payees that are one name with a place in brackets ("OTR (Kilburn)", "OTR (Prospect)"): the name
    said covers them all (a partial name covers every payee holding it), said back with each."""
    notes = [re.search(r"\((.*?)\)", n) for n in names]
    if not all(note and re.fullmatch(r"[A-Za-z]+(?: [A-Za-z]+)?", note.group(1).strip()) for note in notes):
        return False  # "Wei Tan (friend, also a past client)" is another role, not another place
    bases = {" ".join(_name_words(re.sub(r"\(.*?\)", " ", n))) for n in names}
    return len(bases) == 1 and "" not in bases


def _one_business(names: list[str]) -> bool:
    """Payees whose names are one name once the notes in brackets are set aside ("Uber", "Uber (rides + Uber
    Eats)"): one business paid or paying in more than one way."""
    bases = {" ".join(_name_words(re.sub(r"\(.*?\)", " ", n))) for n in names}
    return len(bases) == 1 and "" not in bases


def _initials(name: str) -> str:
    """ "Australian Taxation Office" → "ato": a payee said by the first letters of its name."""
    words = [w for w in _name_words(name) if w not in WEAK]
    return "".join(w[0] for w in words) if len(words) >= 3 else ""


def _all_of(names: list[str], words: str, income_of: dict[str, bool]) -> Thing:
    """Several payees as one thing: their rows summed."""
    names = list(dict.fromkeys(names))
    return Thing(
        " and ".join(names),
        words,
        merchant=names[0],
        merchants=tuple(names),
        money_in=all(income_of.get(n, False) for n in names),
    )


def kind_of_payee(word: str) -> bool:
    """``word`` is an everyday word for a kind of payee ("doctor", "dentist", "chemist", "servo"), one the
    statement may name otherwise: a later word of one payee's name said alone is then not that payee."""
    return word in SAME_WORDS or any(re.fullmatch(pattern, word) for pattern, _ in SYNONYMS)
