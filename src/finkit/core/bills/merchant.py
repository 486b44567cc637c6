"""``normalise_merchant``: one key per real-world payee, from messy bank descriptions.

Bank lines for the same payee differ by card-terminal suffixes, store numbers, dates, reference
numbers, locations and payment-processor prefixes (``SQ *``, ``PAYPAL *``). Recurring detection and
bill matching group by the key this returns, so ``NETFLIX.COM 866-579 CA`` and ``Netflix`` agree.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Payment processors and bank boilerplate that precede the payee name.
_PREFIXES = re.compile(
    r"^(?:"
    r"SQ\s*\*|SQUARE\s*\*|PAYPAL\s*\*|PP\s*\*|SP\s*\*|TST\s*\*|ZLR\s*\*|IZ\s*\*|SUMUP\s*\*|"
    r"STRIPE\s*\*|GOOGLE\s*\*|CKO\s*\*|"
    r"VISA\s+DEBIT\s+PURCHASE\s+CARD\s+\d+|VISA\s+PURCHASE|EFTPOS\s+PURCHASE|EFTPOS|"
    r"DEBIT\s+CARD\s+PURCHASE|CARD\s+PURCHASE|POS\s+PURCHASE|POS|PURCHASE\s+AUTHORI[SZ]ATION|"
    r"DIRECT\s+DEBIT|DIRECT\s+CREDIT|DD|BPAY|OSKO\s+PAYMENT|FASTER\s+PAYMENT|"
    r"RECURRING\s+PAYMENT|INTERNET\s+TRANSFER|TRANSFER\s+FROM|TRANSFER\s+TO"
    r")\s*[-:]?\s*",
    re.IGNORECASE,
)
_NOISE = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\bCARD\s*(?:NO\.?\s*)?[X*]*\d{2,}\b",  # CARD XX1234
        r"\bVALUE\s+DATE:?\s*\S+",
        r"\b(?:REF(?:ERENCE)?|RECEIPT|INV(?:OICE)?|TXN|AUTH)\s*(?:NO\.?)?[:#]?\s*\S*\d\S*",
        r"\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b",  # dates 12/06, 12/06/2026, 2026-06-12
        r"\b\d{1,2}\s*(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\b(?:\s*\d{2,4})?",
        r"#\s*\d+",
        r"\b(?:STORE|STR|SHOP|BRANCH|T/A)\s*\d+\b",
        r"\+?\d[\d\s-]{6,}\d",  # phone numbers
        r"\b[A-Z]*\d[A-Z\d]*\b",  # any token with a digit: store numbers, terminal ids
        r"\.(?:COM|NET|ORG|IO|CO)(?:\.(?:AU|UK|NZ))?\b",
        r"\bWWW\.",
        r"\b(?:DIRECT\s+(?:DEBIT|CREDIT)|RECURRING\s+PAYMENT|BILL\s+PAYMENT)\b",
    )
]
_STOP_TOKENS = frozenset(
    [
        "PTY",
        "LTD",
        "AB",
        "AG",
        "BV",
        "NV",
        "OY",
        "SAS",
        "SRL",
        "LIMITED",
        "INC",
        "CORP",
        "CORPORATION",
        "CO",
        "LLC",
        "PLC",
        "GMBH",
        "THE",
        "AND",
        "OF",
        "AUS",
        "AU",
        "AUST",
        "AUSTRALIA",
        "NZ",
        "NZL",
        "GB",
        "GBR",
        "UK",
        "USA",
        "US",
        "CAN",
        "NSW",
        "VIC",
        "QLD",
        "WA",
        "SA",
        "TAS",
        "ACT",
        "NT",
        "AL",
        "AK",
        "AZ",
        "AR",
        "CA",
        "CO",
        "CT",
        "DE",
        "FL",
        "GA",
        "HI",
        "ID",
        "IL",
        "IN",
        "IA",
        "KS",
        "KY",
        "LA",
        "ME",
        "MD",
        "MA",
        "MI",
        "MN",
        "MS",
        "MO",
        "MT",
        "NE",
        "NV",
        "NH",
        "NJ",
        "NM",
        "NY",
        "NC",
        "ND",
        "OH",
        "OK",
        "OR",
        "PA",
        "RI",
        "SC",
        "SD",
        "TN",
        "TX",
        "UT",
        "VT",
        "VA",
        "WV",
        "WI",
        "WY",
        "SYDNEY",
        "MELBOURNE",
        "BRISBANE",
        "PERTH",
        "ADELAIDE",
        "HOBART",
        "DARWIN",
        "CANBERRA",
        "PARRAMATTA",
        "CHATSWOOD",
        "LONDON",
        "MANCHESTER",
        "BIRMINGHAM",
        "LEEDS",
        "GLASGOW",
        "EDINBURGH",
        "AUCKLAND",
        "WELLINGTON",
        "CHRISTCHURCH",
        "NEW",
        "YORK",
        "SAN",
        "FRANCISCO",
        "LOS",
        "ANGELES",
        "SEATTLE",
        "CHICAGO",
        "BOSTON",
        "DUBLIN",
        "STOCKHOLM",
        "AMSTERDAM",
        "SINGAPORE",
    ]
)
_NON_WORD = re.compile(r"[^A-Z&' ]+")
#: Keys keep at most this many tokens: enough to tell AMAZON PRIME from AMAZON MKTPLACE.
MAX_KEY_TOKENS = 3


@dataclass(frozen=True)
class NormalisedMerchant:
    key: str  # upper-case, tokens joined by one space; "" when nothing is left
    name: str  # the key for people: "Netflix", "Origin Energy"


def normalise_merchant(text: str | None) -> NormalisedMerchant:
    """The grouping key and a display name for a raw description or merchant.

    >>> normalise_merchant("SQ *BLUE BOTTLE COFFEE 0423 SYDNEY NSW AU").key
    'BLUE BOTTLE COFFEE'
    >>> normalise_merchant("PAYPAL *NETFLIX.COM 866-579-7172 CA").key
    'NETFLIX'
    """
    raw = (text or "").upper().strip()
    previous = None
    while previous != raw:  # "EFTPOS PURCHASE SQ *CAFE" carries two prefixes
        previous = raw
        raw = _PREFIXES.sub("", raw, count=1).strip()
    for pattern in _NOISE:
        raw = pattern.sub(" ", raw)
    raw = _NON_WORD.sub(" ", raw.replace("*", " "))
    tokens = [t.strip("'&") for t in raw.split()]
    kept = [t for t in tokens if t and t not in _STOP_TOKENS and len(t) > 1]
    if not kept:  # a one-letter or all-stop-word payee: keep what there was rather than nothing
        kept = [t for t in tokens if t]
    key = " ".join(kept[:MAX_KEY_TOKENS])
    return NormalisedMerchant(key=key, name=key.title())


def merchant_key(merchant: str | None, description: str | None) -> str:
    """The key of a transaction: its merchant when set, else its description."""
    return normalise_merchant(merchant or description).key
