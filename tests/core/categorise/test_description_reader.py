"""Issue 26: one description reader. The banks' channel words (card-purchase prefixes, EFTPOS, BPAY,
internet-banking transfer wording, Osko, direct debit/credit, card numbers, terminal ids) are plumbing,
not meaning: they are data with sources, and merchant naming, the knowledge base and tax analysis read
descriptions without them."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

import finkit.core.merchants.vocabulary as vocabulary
from finkit.core.categorise.knowledge import knowledge_base
from finkit.core.categorise.normalise import clean_description
from finkit.core.merchants import normalise_merchant


@pytest.mark.parametrize(
    ("description", "words"),
    [
        ("ANZ INTERNET BANKING FUNDS TFER TRANSFER 123456 TO 063000123456", ""),
        ("ANZ INTERNET BANKING BPAY TAX OFFICE PAYMENTS {551234}", "tax office payments"),
        ("WITHDRAWAL-OSKO PAYMENT 4128908 RAY WHITE WEST END RENT", "ray white west end rent"),
        ("DEPOSIT ONLINE 6767554 PAYMENT FROM BRISBANE BREWING COLLECT", "brisbane brewing collect"),
        ("WITHDRAWAL ONLINE 3005433 BPAY ORIGIN ENERGY 8577259419", "origin energy"),
        ("EFTPOS PURCHASE WOOLWORTHS 4389 WEST END QLD TID 77812", "woolworths west end"),
        ("VISA DEBIT PURCHASE CARD 4417 FIGMA SAN FRANCISCO", "figma san francisco"),
        ("VISA DEBIT REFUND CARD 5521 JB HI-FI CARINDALE QLD", "refund jb hi fi carindale"),  # meaning stays
        # ING with the card's kind first: the merchant follows "Receipt N In" (on main: nothing was left)
        (
            "EFTPOS Purchase - Receipt 551234 In CALTEX STUART PARK NT AUS Date 03 Feb 2026 Card 462263xxxxxx1234",
            "caltex stuart park",
        ),
        (
            "Visa Refund - Receipt 443202 In KMART CHADSTONE VIC AUS Date 16 Apr 2026 Card 462263xxxxxx1234",
            "refund kmart chadstone",
        ),
        # ING with the merchant first: what follows "Receipt N In" is the card's place, not the merchant
        (
            "Kmart - Visa Refund - Receipt 443201In CHADSTONE Date 16 Apr 2026 Card 462263xxxxxx1234",
            "kmart visa refund",
        ),
    ],
)
def test_channel_words_are_not_read_as_meaning(description: str, words: str) -> None:
    assert clean_description(description) == words


def test_the_knowledge_base_no_longer_files_plumbing() -> None:
    """On main, "OSKO PAYMENT" was a known merchant (Transfers, 0.95) and "DEPOSIT" one too (Salary)."""
    kb = knowledge_base(None)
    assert kb.match("DEPOSIT-OSKO PAYMENT 4332718 S MORRISON WEDDING DEPOSIT") is None
    assert kb.match("DEPOSIT ONLINE 6767554 PAYMENT FROM BRISBANE BREWING COLLECT") is None


@pytest.mark.parametrize(
    ("description", "merchant"),
    [
        ("VISA DEBIT REFUND CARD 5521 JB HI-FI CARINDALE QLD", "JB Hi-Fi"),  # not "Refund"
        ("DEPOSIT-OSKO PAYMENT 2218871 FORTITUDE PROPERTY GROUP P", "Fortitude Property Group"),
        ("PAYMENT FROM BRISBANE BREWING COLLECTIVE PTY LTD", "Brisbane Brewing Collective"),
        ("PAYMENT FROM MERRI CREEK PTY LTD", "Merri Creek"),
        ("FAST TRANSFER FROM J SMITH ELECTRICAL WORK", "J Smith"),  # a person: still two words
        ("ANZ INTERNET BANKING FUNDS TFER TRANSFER 123456 TO 063000123456", None),
    ],
)
def test_merchant_names_keep_clients_whole_and_refunds_their_merchant(
    description: str, merchant: str | None
) -> None:
    assert normalise_merchant(description) == merchant


def test_every_channel_word_is_data_with_a_source() -> None:
    path = Path(vocabulary.CHANNEL_WORDS_FILE)
    with path.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(line for line in handle if not line.startswith("#")))
    assert len(rows) > 100
    assert all(r["phrase"] and r["kind"] in {"transfer", "channel", "meaning"} and r["source"] for r in rows)
    phrases = {r["phrase"] for r in rows}
    for bank_words in (
        "WITHDRAWAL-OSKO PAYMENT",
        "ANZ INTERNET BANKING",
        "FASTER PAYMENT",
        "VISA DEBIT PURCHASE CARD",
    ):
        assert bank_words in phrases
