"""``normalise_merchants``: raw bank descriptions -> the merchant a person would name, in one pass.

``SERVICEM8 PTY LTD SYDNEY NS AUS Card xx4821`` -> ``ServiceM8``; ``BUNNINGS 452000 BLACKTOWN NS
AUS`` -> ``Bunnings``; ``FAST TRANSFER FROM J SMITH ELECTRICAL WORK`` -> ``J Smith``; ``SQ *BLUE BEAN
CAFE 4021 SURRY HILLS NSW`` -> ``Blue Bean Cafe``. Pure and deterministic; the only merchant
normaliser in finkit (imports, rules' ``setMerchant``, bills and analytics all use it).

How, in order, per description (cached per distinct description):

1. Upper-case; strip stacked bank prefixes with one anchored regex (``VISA PURCHASE``, ``EFTPOS``,
   ``DIRECT CREDIT``, ``SQ *``, ``PAYPAL *`` ...). A transfer prefix (``FAST TRANSFER FROM``,
   ``PAYMENT TO`` ...) means the name that follows is a person's: at most two words (initials extend it).
2. Tokenise (``tokens.scan``). Skip leading noise: numbers, card masks, references, markers.
3. If the leading tokens are a known merchant (``known.py``), that is the answer.
4. Otherwise collect words until the first number, field break, reference word (``CARD``, ``REF``,
   ``VALUE DATE``, ``PTY LTD``) or place code at the tail (``NS AUS``, ``NSW``, ``AU``); drop a trailing
   suburb or city; title-case.

Speed matters (1M-row imports): one regex for prefixes, one for tokens, then set lookups per token.
``bench/merchant_bench.py`` measures it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from finkit.core.merchants.known import Known, known
from finkit.core.merchants.tokens import MARK, clean, noisy, raw_tokens

#: Bank boilerplate before the merchant, as token sequences. Transfer prefixes say that a person's
#: name follows; the others are card, payment and bank-feed wording. Matched longest first.
TRANSFER_PREFIXES = (
    "FAST TRANSFER FROM|FAST TRANSFER TO|TRANSFER FROM|TRANSFER TO|INTERNET TRANSFER FROM|INTERNET TRANSFER TO"
    "|INTERNET TRANSFER|ONLINE TRANSFER FROM|ONLINE TRANSFER TO|ONLINE TRANSFER|MOBILE TRANSFER FROM"
    "|MOBILE TRANSFER TO|BANK TRANSFER FROM|BANK TRANSFER TO|BANK TRANSFER|TRANSFER|TFR FROM|TFR TO|TFR"
    "|PAYMENT FROM|PAYMENT TO|PAYMENT RECEIVED FROM|PAYMENT RECEIVED|DEPOSIT FROM|CREDIT FROM"
    "|OSKO PAYMENT FROM|OSKO PAYMENT TO|OSKO PAYMENT|OSKO DEPOSIT FROM|OSKO|NPP PAYMENT FROM|NPP PAYMENT TO"
    "|PAYID PAYMENT FROM|PAYID PAYMENT TO|PAY ANYONE TO|PAY ANYONE|INSTANT PAYMENT FROM|INSTANT PAYMENT TO"
    "|ANZ INTERNET BANKING FUNDS TFER TRANSFER|ANZ M-BANKING FUNDS TFER TRANSFER|ANZ MOBILE BANKING FUNDS TFER"
    "|INTERNET BANKING FUNDS TFER|FUNDS TFER TRANSFER|FUNDS TFER|FUNDS TRANSFER FROM|FUNDS TRANSFER TO"
    "|FUNDS TRANSFER|FPI|FPO|FASTER PAYMENT FROM|FASTER PAYMENT TO|FASTER PAYMENT|FASTER PAYMENTS RECEIVED"
    "|FASTER PAYMENTS|BGC|BACS|STO|STANDING ORDER TO|STANDING ORDER|BILL PAYMENT TO|AUTOMATIC PAYMENT TO"
    "|AUTOMATIC PAYMENT|AP TO|NETBANK TRANSFER FROM|NETBANK TRANSFER TO|COMMBANK APP TRANSFER FROM"
    "|COMMBANK APP TRANSFER TO|TO|FROM"
)
OTHER_PREFIXES = (
    "VISA DEBIT PURCHASE CARD|VISA DEBIT PURCHASE|VISA PURCHASE|VISA DEBIT|VISA CREDIT|VISA|MASTERCARD PURCHASE"
    "|MASTERCARD|DEBIT CARD PURCHASE|CREDIT CARD PURCHASE|CARD PURCHASE|CARD PAYMENT TO|CARD PAYMENT"
    "|CONTACTLESS PAYMENT|CONTACTLESS PURCHASE|CONTACTLESS|APPLE PAY|GOOGLE PAY|SAMSUNG PAY|TAP AND PAY"
    "|EFTPOS PURCHASE|EFTPOS DEBIT|EFTPOS W/D|EFTPOS WD|EFTPOS|DEBIT EFTPOS|POS W/D|POS WD|POS PURCHASE|POS"
    "|DEBIT PURCHASE|PURCHASE AUTHORISATION|PURCHASE AUTHORIZATION|PURCHASE|PENDING|AUTHORISATION"
    "|AUTHORIZATION|INTERNATIONAL PURCHASE|DIRECT DEBIT|DIRECT CREDIT|DIRECT DEPOSIT|DIRECT DEP|DD|DDR"
    "|BPAY PAYMENT|BPAY|BILL PAYMENT|BILLPAY|RECURRING PAYMENT|RECURRING|ONLINE PAYMENT|INTERNET PAYMENT"
    "|PAYMENT BY AUTHORITY TO|DEBIT|CREDIT|CARD|VALUE DATE|SALARY|SALARY FROM|WAGES|WAGES FROM|PAYROLL"
)


def _prefix_table() -> dict[str, list[tuple[tuple[str, ...], bool]]]:
    table: dict[str, list[tuple[tuple[str, ...], bool]]] = {}
    for phrases, transfer in ((TRANSFER_PREFIXES, True), (OTHER_PREFIXES, False)):
        for phrase in phrases.split("|"):
            key = tuple(phrase.split())
            table.setdefault(key[0], []).append((key, transfer))
    for entries in table.values():
        entries.sort(key=lambda entry: -len(entry[0]))
    return table


_PREFIXES = _prefix_table()


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words that end a name (what follows is a reference, card, company suffix or free text).
_STOP = _words(
    "PTY LTD LIMITED INC INCORPORATED LLC PLC GMBH P/L CARD VALUE REF REFERENCE RECEIPT RCPT INV INVOICE"
    " AUTH TXN TRACE SALARY WAGES WAGE PAYROLL FRGN FOREIGN AMT AUD USD GBP NZD EUR CAD VIA BEING MEMO"
    " NETBANK COMMBANK BPAY CD CR DR TFR DEBIT CREDIT PURCHASE EFTPOS"
)
#: Street words: the word before one is a street name (``CAFE NERO GEORGE ST``), so both go.
_STREET = _words("ST STREET RD ROAD AVE AV AVENUE HWY HIGHWAY PDE PARADE BLVD DR DRIVE LN")
#: Place codes printed at the tail: Australian states (CommBank's two-letter forms too), countries,
#: the US states whose codes appear on card statements.
_STATES = _words("NSW NS VIC VI QLD QL WA SA TAS TA ACT AC NT")
_COUNTRIES = _words("AUS AU AUST AUSTRALIA NZ NZL GB GBR UK USA US IE IRL SG SGP NL NLD LU LUX SE CA")
_US_STATES = _words("CA NY TX FL IL NV NJ WA GA")
_TAIL = _STATES | _COUNTRIES | _US_STATES
_KEEP_UPPER = _words("ATM ABN ATO GST BAS NRMA RACV RACQ AAMI NIB HCF IGA BWS KFC TAFE CBA NAB ANZ ING HSBC")
_NO_VOWELS = str.maketrans("", "", "AEIOUY")
_WORD_PART = re.compile(r"[^\W\d_]+")
MAX_WORDS = 4
#: Only this many leading tokens are read: prefixes, a name and its tail fit well within it.
MAX_TOKENS = 16
PERSON_WORDS = 2
_CACHE_LIMIT = 500_000
_cache: dict[str, str | None] = {}


def _title(token: str) -> str:
    if token in _KEEP_UPPER:
        return token
    if token.isalpha():
        if len(token) <= 3 and token.translate(_NO_VOWELS) == token:
            return token  # JB, BP, TPG: letters people say one by one
        return token.capitalize()
    # Hyphens and apostrophes: HI-FI -> Hi-Fi, O'BRIEN -> O'Brien, JOE'S -> Joe's
    titled = _WORD_PART.sub(lambda m: m.group(0).capitalize(), token.lower())
    return titled[:-2] + "'s" if titled.endswith("'S") else titled


def _drop_place(words: list[str], table: Known, suburb_expected: bool) -> None:
    """Remove a trailing suburb or city; with ``suburb_expected`` (a ``NS AUS``-style tail) an
    unlisted last word goes too, since that layout always prints one."""
    if len(words) < 2:
        return
    if len(words) >= 4 and (words[-3], words[-2], words[-1]) in table.three_word_places:
        del words[-3:]
    elif len(words) >= 3 and (words[-2], words[-1]) in table.two_word_places:
        del words[-2:]
    elif words[-1] in table.places or suburb_expected:
        del words[-1]


def _normalise_one(text: str) -> str | None:
    table = known()
    tokens: list[str] = []
    for token in raw_tokens(text.upper())[:MAX_TOKENS]:
        if token.isalpha():
            tokens.append(token)
        else:
            clean(token, tokens)
    count = len(tokens)
    start = 0
    transfer = False
    while start < count:  # prefixes and leading noise, then the first word
        token = tokens[start]
        prefixes = _PREFIXES.get(token)
        if prefixes is not None:
            for key, is_transfer in prefixes:
                if tuple(tokens[start : start + len(key)]) == key:
                    start += len(key)
                    transfer = transfer or is_transfer
                    break
            else:
                prefixes = None
            if prefixes is not None:
                continue
        names = table.merchants.get(token)
        if names is not None:
            for key, name in names:
                if tuple(tokens[start : start + len(key)]) == key:
                    return name or None
        if token == MARK or (not token.isalpha() and noisy(token)):
            start += 1
            continue
        break
    if start == count:
        return None
    limit = MAX_WORDS
    if transfer:
        initials = 0
        while start + initials < count and len(tokens[start + initials]) == 1:
            initials += 1
        limit = max(PERSON_WORDS, initials + 1)
    words: list[str] = []
    suburb_expected = False
    index = start
    while index < count and len(words) < limit:
        token = tokens[index]
        index += 1
        if token == MARK or (not token.isalpha() and noisy(token)):
            break
        if words and token in _STOP:
            break
        if len(words) > 1 and token in _STREET:
            words.pop()
            break
        if words and token in _TAIL:
            following = tokens[index] if index < count else MARK
            if following == MARK or following in _TAIL or noisy(following):
                suburb_expected = token in _STATES and following in _COUNTRIES
                break
        words.append(token)
    if not transfer:
        _drop_place(words, table, suburb_expected)
    return " ".join([_title(w) for w in words]) or None


def normalise_merchant(text: str | None) -> str | None:
    """The merchant named in one description (``None`` when it names none)."""
    if not text:
        return None
    return normalise_merchants([text])[0]


def normalise_merchants(descriptions: Sequence[str]) -> list[str | None]:
    """The merchant named in each description, in order (``None`` where it names none).

    Idempotent (a name normalises to itself), so it is safe on a merchant column that is already
    clean; results are cached per distinct description.
    """
    cache = _cache
    out: list[str | None] = []
    append = out.append
    for text in descriptions:
        try:
            append(cache[text])
        except KeyError:
            value = _normalise_one(text) if text else None
            if len(cache) >= _CACHE_LIMIT:
                cache.clear()
            cache[text] = value
            append(value)
    return out
