"""``normalise_merchants``: raw bank descriptions -> the merchant a person would name.

``SERVICEM8 PTY LTD SYDNEY NS AUS Card xx4821`` -> ``ServiceM8``; ``BUNNINGS 452000 BLACKTOWN NS
AUS`` -> ``Bunnings``; ``FAST TRANSFER FROM J SMITH ELECTRICAL WORK`` -> ``J Smith``; ``SQ *BLUE BEAN
CAFE 4021 SURRY HILLS NSW`` -> ``Blue Bean Cafe``. Pure and deterministic; the only merchant
normaliser in finkit (imports, bank feeds, rules' ``setMerchant``, bills and analytics use it).

Per description:

0. Upper-case and *shape* it (runs of 2+ digits -> ``00``, ``tokens.shape``). The result is a pure
   function of the shaped text, cached: a million rows that differ only in store numbers, dates,
   card masks and references cost one normalisation per merchant layout, not per row. The cache keys
   of a batch are made in C over the whole batch (``tokens.batch_keys``: every digit ``0``, zero runs
   ``00``); a key with a lone digit (``7-ELEVEN``, ``CAFE 4U``) is resolved per text instead, so
   results never depend on which description came first.
1. Tokenise (``tokens.raw_tokens``; field breaks become markers, ``SQ *`` / ``PAYPAL *`` go).
2. From the left: skip bank prefixes (``VISA PURCHASE``, ``EFTPOS``, ``DIRECT CREDIT``, ...; a
   transfer prefix such as ``FAST TRANSFER FROM`` means a person's name follows: two words, initials
   aside, unless an organisation word such as ``PTY`` or ``GROUP`` says it is a business's name, kept
   whole) and noise (numbers, card masks); a known merchant (``known.py``) there is the answer.
3. Otherwise collect words until a number, field break, reference word (``CARD``, ``REF``, ``PTY``),
   street word, or place code at the tail (``NS AUS``, ``NSW``, ``AU``); drop a trailing suburb or
   city; title-case.

``bench/merchant_bench.py`` measures accuracy and speed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from finkit.core.merchants.known import Known, known
from finkit.core.merchants.phrases import PhraseTable
from finkit.core.merchants.tokens import MARK, batch_keys, clean, is_exact, noisy, raw_tokens, shape
from finkit.core.merchants.vocabulary import (
    COUNTRIES,
    KEEP_UPPER,
    LEAD_SKIP,
    LOWER,
    STATES,
    STOP,
    STREET,
    US_STATES,
    channel_words,
    is_organisation_word,
)

_PREFIXES: PhraseTable[bool] = PhraseTable.build(
    (tuple(phrase.split()), kind == "transfer") for phrase, kind in channel_words()
)
_TAIL = STATES | COUNTRIES | US_STATES
_NO_VOWELS = str.maketrans("", "", "AEIOUY")
_WORD_PART = re.compile(r"[^\W\d_]+")
MAX_WORDS = 4
PERSON_WORDS = 2
#: Only this many leading tokens are read: prefixes, a name and its tail fit well within it.
MAX_TOKENS = 16
_CACHE_LIMIT = 500_000
_cache: dict[str, str | None] = {}  # batch key -> name, or _BY_TEXT
_exact: dict[str, str | None] = {}  # shape -> name, for keys with a lone digit
_BY_TEXT = "\x00by text"


def _title(token: str) -> str:
    if token.isalpha():
        if len(token) > 3:
            return token.capitalize()
        if token in KEEP_UPPER or token.translate(_NO_VOWELS) == token:
            return token  # JB, BP, TPG: letters people say one by one
        return token.capitalize()
    # Hyphens and apostrophes: HI-FI -> Hi-Fi, O'BRIEN -> O'Brien, JOE'S -> Joe's
    titled = _WORD_PART.sub(lambda m: m.group(0).capitalize(), token.lower())
    return titled[:-2] + "'s" if titled.endswith("'S") else titled


def _drop_place(words: list[str], table: Known, suburb_expected: bool) -> None:
    """Remove a trailing suburb or city; with ``suburb_expected`` (a layout that always prints one,
    such as CommBank's ``NS AUS`` tail) an unlisted last word goes too."""
    if len(words) < 2:
        return
    if len(words) >= 4 and (words[-3], words[-2], words[-1]) in table.three_word_places:
        size = 3
    elif len(words) >= 3 and (words[-2], words[-1]) in table.two_word_places:
        size = 2
    elif words[-1] in table.places or suburb_expected:
        size = 1
    else:
        return
    if words[-size - 1] in LOWER:  # "THE GROUNDS OF ALEXANDRIA", "CITY OF GOLD COAST": the place is the name
        return
    del words[-size:]


def _ends_name(tokens: list[str], index: int, table: Known) -> bool:
    """Whether nothing name-like follows ``tokens[:index]`` (noise, a reference word, a place)."""
    if index >= len(tokens):
        return True
    token = tokens[index]
    return (
        token == MARK
        or token in STOP
        or token in _TAIL
        or token in table.places
        or token in STREET
        or (not token.isalpha() and noisy(token))
    )


def _names_organisation(tokens: list[str], start: int) -> bool:
    """Whether the payer or payee after a transfer prefix is an organisation (a legal form or an
    organisation word before the name ends), whose name is kept whole rather than cut to two words."""
    end = min(len(tokens), start + MAX_WORDS + 2)
    for index in range(start, end):
        token = tokens[index]
        if token == MARK or (not token.isalpha() and noisy(token) and token != "P/L"):
            return False
        if is_organisation_word(token, last=index == len(tokens) - 1):
            return True
    return False


def _tokens(shaped: str) -> list[str]:
    tokens: list[str] = []
    for token in raw_tokens(shaped, MAX_TOKENS):
        if token.isalpha():
            tokens.append(token)
        else:
            clean(token, tokens)
    return tokens


def normalise_shaped(shaped: str) -> str | None:
    """The merchant in one upper-cased, shaped description (``tokens.shape``)."""
    table = known()
    tokens = _tokens(shaped)
    count = len(tokens)
    start = 0
    transfer = False
    prefix_heads = _PREFIXES.longest
    merchant_heads = table.merchants.longest
    while start < count:  # prefixes and leading noise, then the first word
        token = tokens[start]
        if token in prefix_heads:
            prefix = _PREFIXES.match(tokens, start)
            if prefix is not None:
                start += prefix[0]
                transfer = transfer or prefix[1]
                continue
        if token in merchant_heads:
            found = table.merchants.match(tokens, start)
            if found is not None:
                size, (name, alone) = found
                if not alone or _ends_name(tokens, start + size, table):
                    return name or None
        if token == MARK or token in LEAD_SKIP or (not token.isalpha() and noisy(token)):
            start += 1
            continue
        if token == "IN" and start >= 2 and tokens[start - 2] == "RECEIPT" and noisy(tokens[start - 1]):
            start += 1  # ING, the card's kind first: "Visa Purchase - Receipt 146567 In QANTAS AIRWAYS ..."
            continue
        break
    if start == count:
        return None
    limit = MAX_WORDS + 2  # room for a suburb after a four-word name
    organisation = transfer and _names_organisation(tokens, start)
    if transfer and not organisation:
        initials = 0
        while start + initials < count and len(tokens[start + initials]) == 1:
            initials += 1
        limit = max(PERSON_WORDS, initials + 1)
    words: list[str] = []
    # NAB: V<card> <date> NAME SUBURB <reference>, its card after the channel words where the export's
    # Transaction Type leads the description ("MISCELLANEOUS DEBIT V2218 11/06 PAVING WORLD WINGFIELD")
    suburb_expected = "V00" in tokens[: start + 1]
    index = start
    while index < count and len(words) < limit:
        token = tokens[index]
        index += 1
        if token == MARK or (not token.isalpha() and noisy(token)):
            break
        if words:
            if token in STOP:
                break
            if token in STREET and len(words) > 1:
                words.pop()
                break
            if token in _TAIL:
                following = tokens[index] if index < count else MARK
                if following == MARK or following in _TAIL or noisy(following) or index + 1 == count:
                    if token in STATES:
                        suburb_expected = suburb_expected or following in COUNTRIES
                    elif len(words) >= 3:
                        suburb_expected = True  # NAME SUBURB AUS
                    break
        words.append(token)
    if organisation:  # a name cut off mid-word: "FORTITUDE PROPERTY GROUP P" (PTY)
        while len(words) > 1 and (len(words[-1]) == 1 or words[-1] in ("PT", "LT")):
            words.pop()
        del words[MAX_WORDS:]
    elif transfer:  # SMITH J R: initials after a surname belong to it
        while index < count and len(tokens[index]) == 1 and tokens[index].isalpha() and len(words) < 5:
            words.append(tokens[index])
            index += 1
    else:
        _drop_place(words, table, suburb_expected)
        del words[MAX_WORDS:]
    if not words:
        return None
    return " ".join([_title(words[0]), *[w.lower() if w in LOWER else _title(w) for w in words[1:]]])


def normalise_merchant(text: str | None) -> str | None:
    """The merchant named in one description (``None`` when it names none)."""
    if not text:
        return None
    return normalise_merchants([text])[0]


def normalise_merchants(descriptions: Sequence[str]) -> list[str | None]:
    """The merchant named in each description, in order (``None`` where it names none).

    Idempotent (a name normalises to itself), so it is safe on a merchant column that is already
    clean. Results are cached per shaped description (see the module docstring).
    """
    keys = batch_keys(descriptions)
    cache = _cache
    distinct = set(keys)
    missing = distinct.difference(cache)
    if missing:
        if len(cache) + len(missing) > _CACHE_LIMIT:
            cache.clear()
            _exact.clear()
            missing = distinct
        for key in missing:
            cache[key] = (normalise_shaped(key) if key else None) if is_exact(key) else _BY_TEXT
    names = list(map(cache.__getitem__, keys))
    if any(cache[key] is _BY_TEXT for key in distinct):
        for index, name in enumerate(names):
            if name is _BY_TEXT:  # a lone digit: the text's own shape decides (7-ELEVEN, CAFE 4U)
                shaped = shape(descriptions[index].upper())
                if shaped not in _exact:
                    _exact[shaped] = normalise_shaped(shaped)
                names[index] = _exact[shaped]
    return names
