"""What the question reader (``reader``) reads into: the person's vocabulary (categories, payees, the
words of their bank descriptions), the things a question names and the query it becomes."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from finkit.assistant.local.reader_filters import AmountFilter, TopN
from finkit.core.periods import PeriodReading


@dataclass(frozen=True)
class CategoryInfo:
    """A category of the person's books, as the reader needs it."""

    id: str
    name: str
    kind: str  # income | expense | transfer (the books' own rule for what is income)
    tax_category: str


@dataclass(frozen=True)
class Thing:
    """What a question is about: one or more categories, or one merchant / client."""

    label: str  # as said back: "Fuel", "vehicle costs (Fuel, Vehicle Expenses, Parking & Tolls)", "Bunnings"
    words: str  # the words of the question it was read from
    category_ids: tuple[str, ...] = ()
    merchant: str | None = None  # a merchant's name as the data spells it
    merchants: tuple[str, ...] = ()  # several payees said together ("uber eats + menulog"): all, summed
    text: str | None = None  # words of the bank descriptions ("wise", "foreign transaction fee")
    money_in: bool = False  # a merchant seen only with money in (a client, a payer)
    transfer: bool = (
        False  # categories of kind transfer (cash withdrawals), left out of spending unless named
    )
    one: bool = False  # said as one ("the wedding"): several payers or payees matching is a question back
    broad: bool = False  # an everyday word read as a wider category ("power" as Utilities): shown by payee
    #: things said together and summed ("fuel and software"): each one's label and categories, kept so that
    #: one with no transactions is asked about rather than added as nothing
    parts: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: payees read for a category no transaction is in ("fuel": the fuel sellers paid, Caltex): a payee of them
    #: said as well ("fill up at caltex") is the narrower reading
    stands_in: bool = False
    #: the categories such payees stand in for (Fuel, for Caltex): what kind of cost they are
    stands_for: tuple[str, ...] = ()
    #: where the clients are ("overseas clients or aussie ones": one side each, money in by GST treatment)
    clients_from: str | None = None


@dataclass
class Query:
    """A question as a query: measure × flow × things × period; ``unread`` holds the words not read."""

    #: sum | count | average | largest | top_client | clients | merchants | compare | per_year | months | ...
    measure: str = "sum"
    flow: str = "spending"  # spending | income
    flow_said: bool = False  # the flow was said ("spent", "earned"), not taken from a payer
    things: list[Thing] = field(default_factory=list)
    periods: list[PeriodReading] = field(default_factory=list)
    all_time: bool = False  # "in total", "ever", "all up"
    #: "after the refund", "net of refunds", "net", or "payments": which of paid or net is meant was said
    net_said: bool = False
    #: "how much was rent", no period or total said: one payment or all of them, asked when there are several
    one_or_total: bool = False
    per: str | None = None  # day | week | month | year, for an average
    deductible: bool = False
    unread: list[str] = field(default_factory=list)
    period_unread: bool = False  # period words the period reader could not read
    paid_back: bool = False  # "paid me back", "repaid": money in that is not earnings, asked for as such
    ambiguous: list[str] = field(default_factory=list)  # words with two readings
    bare_current_month: bool = False  # "July" said in July: this one so far, or last year's
    clients_from: str | None = None  # "overseas" (GST-free exports) | "australia" (every sale but exports)
    from_clients: bool = False  # "customer payments", "from a client": money in from clients, i.e. earnings
    amount: AmountFilter | None = None  # "over $100": each row's amount bounded (``reader_filters``)
    top: TopN | None = None  # "top 3 spending categories": a ranking of that many groups
    without: list[Thing] = field(default_factory=list)  # "not counting Uber Eats": rows of these left out
    #: "clients", "customers" said of money in: the payers are the ones paying earnings (income categories),
    #: so a word of the bank descriptions narrows those, never a supplier's refund
    clients_said: bool = False
    #: "jobs" said ("osko jobs"): paid work, so money in from transfers to the person's own accounts is not it
    jobs_said: bool = False
    #: an amount said with a question for names bounds each one's total, not each row (``reader_lists``)
    bound_total: bool = False
    #: "the smallest square payout": the measure "largest" turned round (the one payment with the least)
    smallest: bool = False
    #: "not counting the refund": the words, when the money back is left out (``reader_except``)
    no_refunds: str | None = None
    #: "mailchimp incl the currency conversion fees": rows counted with the thing (those outside it added)
    also: Thing | None = None
    also_words: str | None = None
    #: "which places did I go to more than 5 times": the least number of payments each payee (payer) listed
    #: has, and those words as said back (``reader_times``)
    min_count: int | None = None
    min_count_words: str | None = None
    #: "which months did booking.com pay me nothing": the months of the period without any such payment
    months_without: bool = False

    @property
    def thing(self) -> Thing | None:
        return self.things[0] if self.things else None


def _name_words(name: str) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9']+", name.lower().replace("&", " and ")) if w]


def _saying_all(index: dict[str, frozenset[str]] | None, words: Iterable[str]) -> frozenset[str]:
    """The names ``index`` files under every one of ``words`` (none when the index is not known or no
    word is given)."""
    held = [index.get(w, frozenset()) for w in words] if index is not None else []
    return frozenset.intersection(*held) if held else frozenset()


@dataclass(frozen=True)
class Vocabulary:
    """The person's own names: categories, merchants (with the flow each is seen in) and the words of
    the bank descriptions."""

    categories: tuple[CategoryInfo, ...]
    merchants: tuple[tuple[str, bool], ...] = ()  # (name, only money in)
    words: frozenset[str] = frozenset()  # words of the bank descriptions
    in_use: frozenset[str] | None = None  # ids of the categories holding any transaction (None: not known)
    #: each payee's categories, the ids its transactions are in (None: not known)
    merchant_categories: dict[str, frozenset[str]] | None = field(default=None, hash=False, compare=False)
    #: words of the bank descriptions of earnings ("REF workshop"): a cost's word they hold has two readings
    earning_words: frozenset[str] = frozenset()
    #: each payee's words that all of its bank descriptions hold (None: not known)
    merchant_words: dict[str, frozenset[str]] | None = field(default=None, hash=False, compare=False)
    #: each word of the deposits' bank descriptions, with the payers some of whose deposits say it
    deposit_word_payers: dict[str, frozenset[str]] | None = field(default=None, hash=False, compare=False)
    #: each word of the payments' bank descriptions, with the payees some of whose payments say it
    payment_word_payees: dict[str, frozenset[str]] | None = field(default=None, hash=False, compare=False)
    occupation: str = ""  # the tax profile's occupation, as stated ("Rideshare driver ..."): "driving income"

    def payers_saying(self, words: Iterable[str]) -> frozenset[str]:
        """The payers some of whose deposits say every one of ``words`` (none when not known)."""
        return _saying_all(self.deposit_word_payers, words)

    def payees_saying(self, words: Iterable[str]) -> frozenset[str]:
        """The payees some of whose payments say every one of ``words`` (none when not known)."""
        return _saying_all(self.payment_word_payees, words)

    def tax_category_of(self, category_id: str) -> str | None:
        return next((c.tax_category for c in self.categories if c.id == category_id), None)

    def kind_of(self, category_id: str) -> str | None:
        return next((c.kind for c in self.categories if c.id == category_id), None)

    def category_by_words(self, words: tuple[str, ...]) -> list[CategoryInfo]:
        found = []
        for c in self.categories:
            names = _name_words(c.name)
            full = " ".join(names)
            if any(
                w == full or any(n == w or (n.startswith(w) and len(w) >= 4) for n in names) for w in words
            ):
                found.append(c)
        return found
