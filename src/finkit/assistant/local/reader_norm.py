"""The question's text as the reader reads it (issue 27): short forms spelt out, words blanked once read,
and where a payee's name is said in it.
"""

from __future__ import annotations

import itertools
import re

from finkit.assistant.local.reader_aliases import payee_aliases, year_pairs
from finkit.assistant.local.reader_model import Vocabulary, _name_words
from finkit.assistant.local.reader_words import MONTH, SHORT, WEAK


def normalised(text: str) -> str:
    """The question as the reader reads it (short forms spelt out, "q1 or q2 of fy26": the year on both)."""
    low = text.lower().replace("’", "'").replace("—", "-").replace("&", " and ")
    low = year_pairs(low)  # "for 25-26": FY2026
    for pattern, written in SHORT:
        low = re.sub(pattern, written, low)
    # "Q1 or Q2 of FY26", "q4 than q3 fy26": the year belongs to both quarters
    low = re.sub(
        r"\bq([1-4])\s+(or|and|vs\.?|versus|to|than)\s+q([1-4])\s+(?:of\s+)?(fy\s*'?\d{2,4})",
        r"q\1 \4 \2 q\3 \4",
        low,
    )
    # "the 1st or 2nd half of fy26": "half" belongs to both
    low = re.sub(
        r"\b(first|second)\s+(or|and|vs\.?|versus|than)\s+(first|second)\s+half\b", r"\1 half \2 \3 half", low
    )
    # "the first half or the second": the second is a half too
    low = re.sub(
        r"\b(first|second)\s+half\s+(or|vs\.?|versus|than)\s+(the\s+)?(first|second)\b(?!\s+half)",
        r"\1 half \2 \3\4 half",
        low,
    )
    # "the first half or second half of fy26": both halves of that year
    low = re.sub(
        r"\b(?:the\s+)?(first|second)\s+half\s+(or|and|vs\.?|versus|than)\s+(?:the\s+)?(first|second)\s+half\s+"
        r"(of\s+(?:the\s+)?(?:fy\s*'?\d{2,4}|(?:19|20)\d\d|(?:last|this)\s+(?:financial year|fy)))",
        r"\1 half \4 \2 \3 half \4",
        low,
    )
    # "nov vs dec 2025": the year belongs to both months
    return re.sub(
        rf"\b{MONTH}\s+(or|vs\.?|versus|than|and)\s+{MONTH}\s+((?:19|20)\d\d)\b", r"\1 \4 \2 \3 \4", low
    )


def blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def payees_blanked(low: str, vocab: Vocabulary) -> str:
    """``low`` with the person's payees said by at least their first two name words blanked: "plan" in
    "Plan Partners" or "top" in "Top End Physio" is a name, not another area's word."""
    for name, _ in vocab.merchants:
        words = _name_words(name)
        if len(words) >= 2 and (m := phrase_at(low, re.escape(" ".join(words[:2])))):
            low = blank(low, m.start(), m.end())
    return low


def merchant_phrases(name: str) -> list[str]:
    """The words a person would use for a merchant: its full name, and its name without the company
    suffix ("ABC Builders Pty Ltd" → "abc builders pty ltd", "abc builders")."""
    words = _name_words(name)
    strong = list(words)
    while strong and strong[-1] in WEAK:
        strong.pop()
    out = {" ".join(words)}
    if strong:
        out.add(" ".join(strong))
    out.update(payee_aliases(name))
    return sorted(out, key=len, reverse=True)


def merchants_containing(vocab: Vocabulary, phrase: str, name: str) -> list[str]:
    """Other payers or payees whose names hold ``phrase`` as whole words ("uber" in "Uber Eats")."""
    pattern = re.compile(rf"(?<![\w']){re.escape(phrase)}(?![\w'])")
    return [
        n
        for n, _ in vocab.merchants
        if n != name and pattern.search(" ".join(_name_words(n))) and n.lower() != name.lower()
    ]


def merchants_aliased(vocab: Vocabulary, phrase: str, name: str) -> list[str]:
    """Other payers or payees called ``phrase`` besides their names (``payee_aliases``): "cogb" for City of
    Greater Bendigo, for its rates and for its transfer station alike."""
    return [n for n, _ in vocab.merchants if n != name and phrase in payee_aliases(n)]


def phrase_at(text: str, phrase: str) -> re.Match[str] | None:
    return re.search(rf"(?<![\w'])(?:{phrase})(?![\w'])", text)


def joined_statement_words(low: str, vocab: Vocabulary) -> str:
    """Two words said apart that the statement writes as one ("car washes": SUDS EXPRESS CARWASH) joined, so
    they are read as that word of the bank descriptions (one word, not "car" the vehicle and "washes"
    unread). Words the reader knows on their own ("pay out", a flow) are left."""
    from finkit.assistant.local.reader_words import FILLERS, NOUNS, READER_WORDS

    words = list(re.finditer(r"[a-z]+", low))
    # two words said apart as a payee's name says them ("barber dts": Barber DTS, whose online orders' bank
    # words are BARBERDTS.COM.AU) name that payee: joined, they would read only the rows written as one word
    named = {f" {' '.join(_name_words(name))} " for name, _ in vocab.merchants if len(_name_words(name)) >= 2}
    for a, b in itertools.pairwise(words):
        first, second = a.group(0), b.group(0)
        if low[a.end() : b.start()].strip() or len(first) < 3 or len(second) < 3:
            continue
        if any(f" {first} {second} " in n for n in named):
            continue
        if first in FILLERS or first in READER_WORDS or second in FILLERS:
            continue
        whole = first + second
        forms = [whole, whole[:-2] if whole.endswith("es") else whole, whole.rstrip("s")]
        said = [w for w in forms if len(w) >= 6 and w in vocab.words and w not in NOUNS and w not in FILLERS]
        if said:  # the statement's own form ("car washes": carwash)
            low = low[: a.start()] + said[0].ljust(b.end() - a.start()) + low[b.end() :]
    return low


def said_in_full(low: str, vocab: Vocabulary) -> str:
    """Nicknames said in full: a place ("launnie airport": launceston airport), a shop's nickname before
    the rest of a payee's name ("woolies online": Woolworths Online), and as the bank descriptions say it when no payee is named for it
    ("maccas", the payee being "takeaway": MCDONALDS)."""
    from finkit.assistant.local.reader_words import NICKNAMES, PLACE_NICKNAMES

    low = _given_names(low, vocab)
    for nickname, full in PLACE_NICKNAMES.items():
        low = re.sub(rf"\b{re.escape(nickname)}\b", full, low)
    for nickname, full in NICKNAMES.items():
        if not full or " " in full or not re.search(rf"(?<![\w']){re.escape(nickname)}(?![\w'])", low):
            continue
        if any(name.lower().startswith(full) for name, _ in vocab.merchants):
            # a payee of that name: read as one (``read_things``), but where the next word goes on with a
            # payee's own name ("woolies online": Woolworths Online) it is said as that name
            for m in reversed(list(re.finditer(rf"(?<![\w']){re.escape(nickname)} ([a-z]+)\b", low))):
                if any(name.lower().startswith(f"{full} {m.group(1)}") for name, _ in vocab.merchants):
                    low = low[: m.start()] + full + low[m.start() + len(nickname) :]
            continue
        written = sorted(w for w in vocab.words if w.startswith(full))
        if len(written) == 1:
            low = re.sub(rf"(?<![\w']){re.escape(nickname)}(?![\w'])", written[0], low)
    return low


def _given_names(low: str, vocab: Vocabulary) -> str:
    """A person said by the short form of their given name ("how much did kasia put in": Katarzyna Nowak) said
    as the name their payee is printed with, when no payee's name holds the short form itself and a payee's
    first name is one of its full forms (round 28, the cleaner's set)."""
    from finkit.assistant.local.reader_words import GIVEN_NAMES

    for short, fulls in GIVEN_NAMES.items():
        if not re.search(rf"(?<![\w']){short}(?:'s)?(?![\w'])", low):
            continue
        words = [_name_words(name) for name, _ in vocab.merchants]
        if short in vocab.words or any(x == short or x.startswith(f"{short}'") for w in words for x in w):
            continue  # a payee or the bank's words say the short form itself ("Dan's Plumbing")
        firsts = sorted({w[0] for w in words if w and w[0] in fulls})
        if len(firsts) == 1:
            low = re.sub(rf"(?<![\w']){short}(?=(?:'s)?(?![\w']))", firsts[0], low)
    return low


#: "what direct debits come out of my account", "which direct debits go out": the payees paid that way.
_DEBITS_OUT = re.compile(
    r"\b(?:what|which)\s+(?:are\s+)?(?:the\s+|my\s+)?direct\s+debits\s+(?:come|comes|go|goes|came|went|get\s+taken|are\s+taken)"
    r"\s+out(?:\s+of\s+(?:my|the|our)\s+(?:bank\s+)?(?:account|acct))?\b"
)


def debits_said_as_a_way(low: str, vocab: Vocabulary) -> str:
    """ "What direct debits come out of my account" said as "what goes out by direct debit" (the payees the
    bank's words say were paid by direct debit) when the statement says DIRECT DEBIT; without those words the
    question stays the recurring payments' (``intents_bills``), the only direct debits finkit can tell then."""
    low = _PAY_BY_WAY.sub(lambda m: _pay_by_way(m, vocab), low)
    if not {"direct", "debit"} <= vocab.words:
        return low
    return _DEBITS_OUT.sub("what goes out by direct debit", low)


#: "who do i pay by bpay", "who did i pay via direct debit", "who have i been paying by bpay": the payees paid
#: that way, a list with "who" and a present- or past-tense verb (round 26).
_PAY_BY_WAY = re.compile(
    r"^\s*(?:(?:list|show(?:\s+me)?)\s+)?(?:who|which\s+(?:payees|companies|businesses|bills))\s+"
    r"(?:do|did|have|am)\s+i\s+(?:been\s+)?(?:pay|paid|paying)\s+(?:by|via|through|thru|with|using)\s+"
    r"(bpay|direct\s+debit|direct\s+debits|dd)\b"
)


def _pay_by_way(m: re.Match[str], vocab: Vocabulary) -> str:
    """The way said as the bank's words say it, when they do; otherwise the question is left as it was asked."""
    way = "direct debit" if m.group(1).startswith("d") else "bpay"
    if not set(way.split()) <= vocab.words:
        return m.group(0)
    return f"what goes out by {way}"
