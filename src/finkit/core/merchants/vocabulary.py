"""The words of bank descriptions that are not merchants: prefixes, reference words, place codes.

Upper case, as the normaliser compares them. Kept apart from the algorithm so a bank's new wording is a
one-line change: the channel words (prefixes) are data with their sources, ``data/channel_words.csv``.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal, cast

from finkit.core.datafiles import data_rows


def words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: The bank channel words (``data/channel_words.csv``, one phrase a row with its kind and source): the
#: plumbing a bank prints around a merchant or payer. Both description readers take them from here: the
#: merchant normaliser skips every kind, ``categorise.normalise.clean_description`` drops ``transfer`` and
#: ``channel`` phrases and keeps ``meaning`` ones (``REFUND``, ``SALARY``: not a name, but what the row is).
CHANNEL_WORDS_FILE = Path(__file__).with_name("data") / "channel_words.csv"
ChannelKind = Literal["transfer", "channel", "meaning"]


@lru_cache(maxsize=1)
def channel_words() -> tuple[tuple[str, ChannelKind], ...]:
    """``(PHRASE, kind)`` in file order (the first row of a phrase wins); ``transfer``: a name follows."""
    out: list[tuple[str, ChannelKind]] = []
    for record in data_rows(CHANNEL_WORDS_FILE):
        phrase = " ".join((record.get("phrase") or "").upper().split())
        kind = (record.get("kind") or "").strip()
        if phrase and kind in ("transfer", "channel", "meaning"):
            out.append((phrase, cast(ChannelKind, kind)))
    return tuple(out)


def is_channel_phrase(text: str) -> bool:
    """Whether ``text`` is, whole, one of the bank channel phrases (``INTER-BANK CREDIT``, ``BILL PAYMENT``,
    ``FPI``): how a bank that prints the channel in a column of its own (NAB's and Lloyds' "Transaction
    Type") says the money moved."""
    return " ".join(text.upper().split()) in _channel_phrases()


@lru_cache(maxsize=1)
def _channel_phrases() -> frozenset[str]:
    return frozenset(phrase for phrase, _kind in channel_words())


ORGANISATION_WORDS_FILE = Path(__file__).with_name("data") / "organisation_words.txt"


@lru_cache(maxsize=1)
def organisation_words() -> frozenset[str]:
    """Words that mark a name as an organisation's (``data/organisation_words.txt``, with its sources)."""
    text = ORGANISATION_WORDS_FILE.read_text(encoding="utf-8")
    return frozenset(line.strip().upper() for line in text.splitlines() if line.strip() and line[0] != "#")


def is_organisation_word(token: str, *, last: bool = False) -> bool:
    """Whether an upper-case ``token`` marks an organisation; a ``last`` token of a cut-off description
    counts when it starts one (``COLLECT`` of ``COLLECTIVE``, ``LT`` of ``LTD``)."""
    words = organisation_words()
    if token in words:
        return True
    if not last or not token.isalpha() or (len(token) < 4 and token not in _CUT_LEGAL_FORMS):
        return False
    return any(w.startswith(token) for w in words)


#: What a fixed-width narrative leaves of "PTY LTD" when it cuts it off.
_CUT_LEGAL_FORMS = frozenset({"P", "PT", "L", "LT"})


#: Words skipped before a name: receipt and reference labels, bank codes (ANZ NZ's ``Df``).
LEAD_SKIP = words("RECEIPT REF REFERENCE NO DF")
#: Words that end a name: what follows is a reference, a card, a company suffix or free text.
STOP = words(
    "PTY LTD LIMITED INC INCORPORATED LLC PLC GMBH P/L CARD VALUE REF REFERENCE RECEIPT RCPT INV INVOICE"
    " AUTH TXN TRACE SALARY WAGES WAGE PAYROLL FRGN FOREIGN AMT AUD USD GBP NZD EUR CAD VIA BEING MEMO"
    " NETBANK COMMBANK BPAY CD CR DR TFR DEBIT CREDIT PURCHASE EFTPOS"
)
#: Street words: the word before one is a street name (``CAFE NERO GEORGE ST``), so both go.
STREET = words("ST STREET RD ROAD AVE AV AVENUE HWY HIGHWAY PDE PARADE BLVD DR DRIVE")
#: Australian states as banks print them (CommBank's two-letter forms too).
STATES = words("NSW NS VIC VI QLD QL WA SA TAS TA ACT AC NT")
COUNTRIES = words("AUS AU AUST AUSTRALIA NZ NZL GB GBR UK USA US IE IRL SG SGP NL NLD LU LUX SE CA")
#: US states whose codes end card-statement lines (``NETFLIX.COM CA``).
US_STATES = words("CA NY TX FL IL NV NJ WA GA")
#: Small words written in lower case inside a name (``The Dog and Duck``, ``The Grounds of Alexandria``).
LOWER = words("OF AND AT ON THE Y N DE")
#: Letters people say one by one, kept upper case in names.
KEEP_UPPER = words("ATM ABN ATO GST BAS NRMA RACV RACQ AAMI NIB HCF IGA BWS KFC TAFE CBA NAB ANZ ING HSBC")
