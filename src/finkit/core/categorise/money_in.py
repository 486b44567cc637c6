"""Money in to a business, understood: who paid, and whether it is a sale, likely an export, or no sale.

For an account whose profile is a business (a sole trader, partnership or company, or GST-registered),
a credit is read from its words once the bank's channel words are gone (``normalise.clean_description``)
and from its merchant:

- a payment processor or platform paying out (Stripe, Square, Airtasker, Uber driver payouts, ...):
  a sale; one showing a foreign currency, or a cross-border processor (Wise, PayPal, Payoneer), is
  likely an *export* (GST-free, BAS G2): a guess, asked about;
- a company or other organisation (``PTY LTD``, ``LIMITED``, ``GROUP``, ...; ``merchants/data/
  organisation_words.txt``): a sale, unless it is overseas (a country code after its name, a foreign
  currency): then likely an export, asked;
- refunds, rebates, tax refunds, Medicare and health-fund benefits, interest, salary: never a sale; those
  whose every answer leaves every tax figure unchanged (a tax refund, a Medicare benefit, a friend paying
  back) carry the category they are filed in without a question, and a refund the category of what was
  bought from that merchant (``=purchase``);
- a company's credit worded as a pay run ("<EMPLOYER> PAY <date>"): a sale or the person's wages from a
  second job, which only the person knows: asked;
- a person paying by transfer: a client or a friend paying back, which only the person knows: asked;
- an NDIS plan manager paying (``ndis``): a sale, GST-free when the conditions of GST Act s38-38 hold:
  asked, and filed GST-free without a question for a health provider.

**A health provider** (the profile's occupation is one whose services are GST-free health services,
``data/health_occupations.csv``: a psychologist, a physiotherapist, a dentist ...) makes GST-free sales
and, often, taxable ones too (supervision, workshops, reports: not treatment of the recipient). Only the
payer can say which, and only where it says what it is: an NDIS plan manager's payment is GST-free. Every
other sale guessed for such a person is asked once per payer group, a processor's card takings with
GST-free suggested (mostly consultations), an organisation's with taxable suggested; a Medicare or
health-fund benefit is asked too (bulk-billing income, GST-free, or a rebate of the person's own costs),
where for anyone else it is no income and filed so.

The knowledge (which processors, which words mean no sale) is data with its sources,
``data/money_in.csv``; this module only reads it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categorise.guess import Guess
from finkit.core.categorise.normalise import clean_description
from finkit.core.context import AccountContext
from finkit.core.datafiles import data_rows
from finkit.core.merchants.vocabulary import is_organisation_word
from finkit.core.transactions.models import Transaction

DATA = Path(__file__).with_name("data") / "money_in.csv"
HEALTH_OCCUPATIONS = Path(__file__).with_name("data") / "health_occupations.csv"
#: A guess this sure is applied without a question; every other one is asked (``needs_review``).
CERTAIN = Decimal("0.9")
SALE_CONFIDENCE = Decimal("0.9")
EXPORT_CONFIDENCE = Decimal("0.8")
PERSON_CONFIDENCE = Decimal("0.6")
OWN_TRANSFER_CONFIDENCE = Decimal("0.7")
#: Transfers each way to one account number before it is read as the person's own (``both_ways``).
BOTH_WAYS_ROWS = 2
#: A practice's card takings once the person stated their services are GST-free health services: the
#: patients pay at the counter for consultations (GST Act s38-10), filed GST-free without a question.
HEALTH_TAKINGS_STATED = (
    "a practice's card takings: GST-free health services (GST Act s38-10), as your profile says "
    "(gstFreeHealthServices)"
)
#: A health provider's sale whose GST treatment (GST-free health service or taxable) only the person knows.
HEALTH_SALE_CONFIDENCE = Decimal("0.8")
HEALTH_SALE_WHY = (
    "a health provider's sale: a GST-free health service (GST Act s38-10; NDIS s38-38), or taxable "
    "(supervision, a workshop, a report)?"
)

#: An organisation's credit carrying a pay run's word (``payroll``): a sale, or the person's salary.
PAYROLL_CONFIDENCE = Decimal("0.6")
PAYROLL_WHY = (
    "an organisation paying with a pay run's word (PAY, SALARY): a client's payment (a sale), or your "
    "wages from an employer (salary, item 1: not business income, not on the BAS)?"
)

Reading = Literal["sale", "export_sale", "person", "own_transfer", "not_income"]
#: A ``not_income`` category meaning "what the merchant's own purchases are" (a refund).
PURCHASE_CATEGORY = "=purchase"
_FOREIGN_MONEY = re.compile(r"\b(?:usd|eur|gbp|nzd|cad|sgd|hkd|jpy|chf)\b", re.IGNORECASE)
#: A country code ending the payer's name: "HARBOUR AND HILL LTD NZ", "NORTHLIGHT MEDIA LTD UK".
_OVERSEAS_TAIL = re.compile(
    r"\b(?:nz|nzl|uk|gb|gbr|usa|us|ie|irl|sg|sgp|ca|can|de|fr|nl|hk|jp)\b", re.IGNORECASE
)
#: NAB's "INTER-BANK CREDIT" (its export's Transaction Type, ``CsvLayout.channel``): money from another bank.
_BY_TRANSFER = re.compile(
    r"\b(?:transfer|tfr|osko|payid|npp|direct credit|deposit|payment|pymt|faster payment|bacs|bgc"
    r"|inter-?bank credit)\b",
    re.IGNORECASE,
)
#: "TFR FROM 034107 619034": a BSB and account number, the person's own other account.
_OWN_ACCOUNT = re.compile(r"\b(?:from|to)\s+\d{3}-?\d{3}\s*\d{5,10}\b", re.IGNORECASE)
_ACCOUNT_AFTER_TRANSFER = re.compile(r"\b(?:tfr|transfer)\s+\d{6}\s*\d{5,10}\b", re.IGNORECASE)
#: "TRANSFER TO XX9912 NETBANK SAVINGS": a bank that masks the account number shows its last digits (a card
#: purchase's "Card xx4821" has no "to" or "from" before it).
_MASKED_ACCOUNT = re.compile(r"\b(?:from|to)\s+(?:xx|\*{2,})\d{3,4}\b", re.IGNORECASE)
#: The word every account-number pattern above starts with (a description without one names none).
_ACCOUNT_WORD = re.compile(r"\b(?:from|to|tfr|transfer)\s", re.IGNORECASE)
#: ubank names its savings account "Save" and shows its number ("Transfer to ubank Save 6402",
#: ubank.com.au: Spend and Save accounts): "Save" with a number only (not "Save the Children").
_SAVINGS = re.compile(
    r"\b(?:savings?|saver|offset|own account|my account|holiday fund|emergency fund|save(?=\s+\d{3,}\b))\b",
    re.IGNORECASE,
)
_WORDS = re.compile(r"[A-Z][A-Z/&'.-]*")
#: A transfer's own word; St.George, BankSA and Bank of Melbourne word an internet-banking transfer
#: "INTERNET WITHDRAWAL ... TO <account name>" and "INTERNET DEPOSIT ... FROM <account name>".
_TRANSFER_WORD = re.compile(r"\b(?:tfr|transfer|xfer|internet (?:withdrawal|deposit))\b", re.IGNORECASE)


@dataclass(frozen=True)
class MoneyIn:
    reading: Reading
    confidence: Decimal
    why: str
    #: For money that is no income and changes no tax figure whatever it is: the category it is filed in
    #: (``PURCHASE_CATEGORY``: the category of the merchant's own purchases). None: asked.
    category: str | None = None
    #: A sale with no GST in its price (until the person says otherwise when it is asked).
    gst_free: bool = False

    @property
    def asked(self) -> bool:
        """Below certainty: the review queue asks the person."""
        return self.confidence < CERTAIN


@dataclass(frozen=True)
class _Rule:
    pattern: re.Pattern[str]
    role: str
    source: str
    category: str | None


@lru_cache(maxsize=1)
def _rules() -> tuple[_Rule, ...]:
    return tuple(
        _Rule(re.compile(r["pattern"], re.IGNORECASE), r["role"], r["source"], r["category"] or None)
        for r in data_rows(DATA)
    )


def _first(text: str, *roles: str) -> _Rule | None:
    return next((r for r in _rules() if r.role in roles and r.pattern.search(text)), None)


def says_paying_back(reference: str) -> bool:
    """Whether a transfer's reference holds words people write when paying someone back (role
    ``personal_reference``: half, share, tickets, dinner, rent, mate, ...)."""
    return _first(reference, "personal_reference") is not None


@lru_cache(maxsize=1)
def _health_occupations() -> re.Pattern[str]:
    patterns = [r["pattern"] for r in data_rows(HEALTH_OCCUPATIONS)]
    return re.compile(r"\b(?:" + "|".join(f"(?:{p})" for p in patterns) + r")s?\b", re.IGNORECASE)


def supplies_health_services(occupation: str | None) -> bool:
    """Whether the occupation the person stated is one whose services are GST-free health services
    (``data/health_occupations.csv``, GST Act s38-10): "Registered psychologist in private practice",
    "physiotherapist". An occupation not stated, or any other: False (nothing changes)."""
    return bool(occupation) and _health_occupations().search(occupation or "") is not None


def is_processor(text: str) -> bool:
    """Whether ``text`` names a payment processor or platform (``data/money_in.csv``): its payouts are
    many clients' money, a question of their own."""
    return _first(text.casefold(), "processor", "processor_overseas") is not None


def _organisation(description: str) -> bool:
    words = _WORDS.findall(description.upper())
    return any(is_organisation_word(word, last=n == len(words) - 1) for n, word in enumerate(words))


def account_number(description: str) -> str | None:
    """The BSB and account number a transfer names ("TFR FROM 034107 619034" -> "034107619034"), or the
    last digits a bank that masks it shows ("TRANSFER TO XX9912" -> "x9912")."""
    if not _ACCOUNT_WORD.search(description):  # one scan instead of three for most rows of an import
        return None
    found = _OWN_ACCOUNT.search(description) or _ACCOUNT_AFTER_TRANSFER.search(description)
    if found:
        return re.sub(r"\D", "", found.group(0))
    masked = _MASKED_ACCOUNT.search(description)
    return "x" + re.sub(r"\D", "", masked.group(0)) if masked else None


def savings_account(description: str) -> str | None:
    """The account number of a transfer whose words say it is the person's own (a savings word)."""
    # The savings word first: it is in few rows, and every row of an import is asked.
    return account_number(description) if _SAVINGS.search(description) else None


def both_ways(rows: Iterable[Any]) -> frozenset[str]:
    """The account numbers ``rows`` (each with ``description`` and ``amount``) name in at least two
    transfers out and two transfers in: money moved to an account and back from it, again and again
    ("Transfer to xx7310 CommBank app", "Transfer from xx7310 NetBank"), the person's own other account.
    A client pays in and a supplier is paid out, each one way; but a client paid back once (a duplicate
    payment refunded to their account) moves money both ways too, and filing their payments as
    transfers would drop income without a word: so one row either way is not enough, and stays asked."""
    out: Counter[str] = Counter()
    into: Counter[str] = Counter()
    for row in rows:
        number = account_number(row.description)
        if number is not None:
            (out if row.amount < 0 else into)[number] += 1
    return frozenset(n for n in out if out[n] >= BOTH_WAYS_ROWS and into[n] >= BOTH_WAYS_ROWS)


def own_account_transfer(description: str, own_accounts: frozenset[str] = frozenset()) -> MoneyIn | None:
    """A transfer naming a BSB and account number ("TFR 034107 619034 SAVINGS"): the person's own other
    account, certain when a savings word says so, when another of the person's rows already named that
    account with one, or when the rows move money both to and from it (``own_accounts``: the payee
    recurs; ``both_ways``), else asked (it may be someone else's account)."""
    number = account_number(description)
    if number is None:
        if _SAVINGS.search(description) and _TRANSFER_WORD.search(description):
            # "TFR Westpac Choice savings": a transfer to a savings account no number names, the
            # person's own (a payment to someone else names them, not a savings product)
            return MoneyIn("own_transfer", CERTAIN, "to or from your own savings account")
        return None
    if _SAVINGS.search(description):
        return MoneyIn("own_transfer", CERTAIN, "to or from your own savings account")
    if number in own_accounts:
        return MoneyIn(
            "own_transfer",
            CERTAIN,
            "an account your other rows name as your own (savings, or money both ways)",
        )
    return MoneyIn("own_transfer", OWN_TRANSFER_CONFIDENCE, "an account number: likely your own account")


def _without_payout_words(words: str) -> str:
    """``words`` without a processor's payout words (``processor_payout``), so they are not read as
    the words of money that is no sale ("settlement" of an insurance claim)."""
    for rule in _rules():
        if rule.role == "processor_payout":
            words = rule.pattern.sub(" ", words)
    return words


def read_money_in(
    description: str,
    merchant: str | None,
    amount: Decimal,
    own_accounts: frozenset[str] = frozenset(),
    *,
    health: bool = False,
    stated: bool = False,
) -> MoneyIn | None:
    """What a credit to a business is (``None`` for money out, or money in the words say nothing of);
    ``own_accounts``: account numbers the person's rows already name as their own (``savings_account``);
    ``health``: the person supplies health services (``supplies_health_services``); ``stated``: they said
    so once in their profile (``gst_free_health_services``), so their practice's card takings are filed
    GST-free without a question (a payer who may buy something else is still asked)."""
    if amount <= 0:
        return None
    words = f"{clean_description(description)} {(merchant or '').lower()}"
    if _first(words, "processor_overseas", "processor") is not None:
        words = _without_payout_words(words)  # "TYRO SETTLEMENT": the processor's payout, no claim settled
    # A card refund's word is in the bank's own prefix ("VISA DEBIT REFUND CARD"), which cleaning drops.
    refused = _first(words, "not_income", "benefit") or next(
        (r for r in _rules() if r.category == PURCHASE_CATEGORY and r.pattern.search(description)), None
    )
    if refused is not None and refused.role == "benefit" and health:
        return MoneyIn(
            "sale",
            HEALTH_SALE_CONFIDENCE,
            "a Medicare or health-fund benefit paid to a health provider: your bulk-billed or claimed "
            "sessions (income, GST-free: GST Act s38-10), or a rebate of your own medical costs?",
            gst_free=True,
        )
    processor = _first(words, "processor_overseas", "processor")
    # A processor's payout carries its sender's name and reference ("WISE AUSTRALIA PTY OLIVIA GRANT"): a
    # word of money that is no sale among them (a grant, a bond, a gift, a claim) may be a surname, so
    # such a payout is the processor's as below, asked (round 21, the tattoo artist's Wise payouts from a
    # client named Grant were filed as transfers at certainty). Words that file the row without a question
    # (a refund, the ATO) still do.
    # The processor must be the payer (the row's merchant), not a word of a person's reference ("Osko
    # payment from T BROOKS ref: uber + dinner": a friend paying back).
    doubted = (
        refused is not None
        and refused.category is None
        and processor is not None
        and processor.pattern.search((merchant or "").lower()) is not None
    )
    if refused is not None and not doubted:
        return MoneyIn("not_income", Decimal(1), refused.source, refused.category)
    ndis = _first(words, "ndis")
    if ndis is not None:  # GST-free for a health provider either way (s38-38, or s38-10 for treatment)
        confidence = CERTAIN if health else HEALTH_SALE_CONFIDENCE
        return MoneyIn("sale", confidence, f"an NDIS plan manager's payment: {ndis.source}", gst_free=True)
    foreign = bool(_FOREIGN_MONEY.search(description))
    if processor is not None:
        if processor.role == "processor_overseas" or foreign:
            return MoneyIn(
                "export_sale",
                EXPORT_CONFIDENCE,
                f"a payout through an overseas processor: {processor.source}",
            )
        if doubted and refused is not None:
            return MoneyIn(
                "sale",
                EXPORT_CONFIDENCE,
                f"a processor's payout of sales ({processor.source}), though its words may say no sale: "
                f"{refused.source}",
            )
        if health and stated:  # the person said their services are GST-free health services
            return MoneyIn("sale", CERTAIN, HEALTH_TAKINGS_STATED, gst_free=True)
        if health:  # card takings of a practice: consultations mostly, GST-free; asked
            return MoneyIn("sale", HEALTH_SALE_CONFIDENCE, HEALTH_SALE_WHY, gst_free=True)
        return MoneyIn("sale", SALE_CONFIDENCE, f"a processor's payout of sales: {processor.source}")
    own = own_account_transfer(description, own_accounts)
    if own is not None:
        return own
    if _organisation(description):
        if foreign or _OVERSEAS_TAIL.search(description):
            return MoneyIn(
                "export_sale", EXPORT_CONFIDENCE, "a payment from an overseas organisation: likely an export"
            )
        if health:
            return MoneyIn("sale", HEALTH_SALE_CONFIDENCE, HEALTH_SALE_WHY)
        if _first(words, "payroll") is not None:
            # "PEPPERS SILO HOTEL PAY 180626": an employer's pay run, or a client; only the person knows
            return MoneyIn("sale", PAYROLL_CONFIDENCE, PAYROLL_WHY)
        return MoneyIn(
            "sale", SALE_CONFIDENCE, "a payment from a company or organisation to a business: a sale"
        )
    if _BY_TRANSFER.search(description) and merchant:
        return MoneyIn(
            "person", PERSON_CONFIDENCE, "a person paying by transfer: a client, or someone paying you back"
        )
    return None


def stored_own_accounts(session: Session, ctx: AccountContext, transfer_id: str | None) -> frozenset[str]:
    """Account numbers the account's stored transfers (rows in ``transfer_id``, its Transfers category)
    name with a savings word: the person's own accounts."""
    descriptions: Iterable[str] = (
        session.scalars(
            select(Transaction.description).where(
                Transaction.account_id == ctx.account_id,
                Transaction.category_id == transfer_id,
            )
        )
        if transfer_id
        else []
    )
    return frozenset(a for d in descriptions if (a := savings_account(d)))


def money_in_guess(
    read: MoneyIn | None,
    *,
    income_id: str | None,
    transfer_id: str | None,
    by_key: Mapping[str, str],
) -> Guess | None:
    """A business's credit as ``read_money_in`` read it, as a guess: a sale (``income_id``; likely an
    export: asked), its own transfer (``transfer_id``), or money that is no income filed in the category
    it names (of ``by_key``, the account's category ids by name key). None: none of those."""
    if read is None or income_id is None:
        return None
    if read.reading in ("sale", "export_sale"):
        export = read.reading == "export_sale"
        return Guess(
            income_id,
            read.confidence,
            "knowledge_base",
            read.asked,
            export,
            read.why,
            gst_free=read.gst_free,
        )
    if read.reading == "own_transfer" and transfer_id:
        return Guess(transfer_id, read.confidence, "keyword", read.asked, why=read.why)
    category_id = by_key.get(read.category.casefold()) if read.category else None
    if read.reading == "not_income" and category_id:
        # No income, no GST, no deduction whatever it is: filed without a question.
        return Guess(category_id, CERTAIN, "knowledge_base", why=read.why)
    return None


def health_sale(guess: Guess, *, income_id: str | None) -> Guess:
    """For a health provider, a sale finkit guessed (into ``income_id``; not the person's rule) is asked
    unless its payer says what it is (an NDIS plan manager: GST-free, certain): a health service is
    GST-free, the same person's supervision, workshops and reports are taxable, and only the person
    knows which."""
    if (
        guess.category_id is None
        or guess.category_id != income_id
        or guess.source == "rule"
        or guess.ask  # asked already (a person, an export, a benefit, a processor's takings)
        or guess.gst_free  # the payer says what it is (an NDIS plan manager)
        or guess.gst_stated  # the person stated the client's GST (taxable)
    ):
        return guess
    confidence = min(guess.confidence or HEALTH_SALE_CONFIDENCE, HEALTH_SALE_CONFIDENCE)
    return guess._replace(confidence=confidence, ask=True, why=guess.why or HEALTH_SALE_WHY)
