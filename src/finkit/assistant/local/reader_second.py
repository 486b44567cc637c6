"""Before answering, a second reading looked for in the person's own books (issue 27).

A question read whole can still have two fair readings the books hold apart, each with its own figure. The
assistant looks for them before it answers and, when one is there, asks back saying both, never giving one
reading's figure as the answer:

- **a category whose payees are some for work and some private** (the books' business-use share of each
  payee's payments: ``analytics.merchant_work_shares``): "how much rent did I pay" when the shop's lease and
  the home's rent are both in Rent & Mortgage. A use said beside the category ("shop rent", "rent for the
  home") names one side: when every payee of that side is paid under that category only, those payees are
  read, else it is asked as well;
- **a card processor or platform that keeps its fee from the payouts** (``money_in.is_processor``, and no
  payee of the same name billing the fee as a debit of its own): what it "paid me" or "brought in" is the
  payouts as banked (net of the fee) or the sales before the fee (gross, its payout reports). "Payouts",
  "deposits", "settlements" or "paid into the account" say the banked amounts and are read;
- **"fees" with nothing else named**: the categories whose names say fees or charges, and the fees card
  processors keep from their payouts, are different things: with more than one in the books it is asked
  naming them, with one it is that one (never all spending, as when the word was read as a filler);
- **a payee on both sides** (paying the person and paid by them), no side said: in, out or netted (round 24);
- **a word of the descriptions short for payees' names** ("the macs": one deposit says MACS, two payers' names
  say Macadamia): those rows, or those payees (round 24).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from decimal import Decimal

from finkit.assistant.local.intents import Request
from finkit.assistant.local.reader_model import CategoryInfo, Query, Thing, _name_words
from finkit.core.categorise.money_in import is_processor

#: A use said for the work side ("shop rent", "rent for the business", "work phone").
_WORK_USE = re.compile(
    r"\b(?:shop|work|business|biz|cafe|café|store|office|studio|salon|clinic|practice|premises|workshop|"
    r"commercial|trade)\b"
)
#: A use said for the private side ("home rent", "rent for the house", "private").
_HOME_USE = re.compile(r"\b(?:home|house|flat|unit|apartment|personal|private|household|family)\b")

#: What a payer "paid me" or "brought in": the payouts as banked or the sales before the fee.
_PAID_ME = re.compile(
    r"\b(?:pa(?:y|ys|id)\s+(?:me|us)|bring\s+in|brings\s+in|brought\s+in|bring\s+me|brought\s+me|"
    r"earn(?:ed|t)?\s+(?:me|us)|ma(?:ke|de)\s+(?:me|us)|"
    # "earn from stripe", "made from square", "how much did the markets make": what it earned, banked or gross
    r"(?:earn(?:ed|t)?|ma(?:ke|de))\s+(?:from|off|on|through|via)|(?:earn(?:ed|t)?|make|made)\s*\??\s*$)"
)
#: Words that say the amounts as banked: read, never asked.
_BANKED = re.compile(
    r"\b(?:payouts?|pay\s+out|paid\s+out|deposits?|deposited|settlements?|setl\w*|settle\w*|banked|"
    r"into\s+(?:the|my|our)\s+(?:bank\s+)?(?:account|acct|a/c)|net|gross|before\s+fees?|after\s+fees?)\b"
)
#: The whole of what is named said ("phone and internet together", "rent all up").
_WHOLE = re.compile(r"\b(?:together|both|combined|altogether|all\s+up|all\s+of\s+(?:it|them))\b")
_FEES = re.compile(r"\b(?:fees?|charges)\b")
_FEE_NAME = re.compile(r"\bfees?\b", re.I)
_BANK_FEE = re.compile(r"\bbank\b.*\b(?:fees?|charges)\b", re.I)


def _first_word(name: str) -> str:
    words = re.findall(r"[a-z0-9]+", name.casefold())
    return words[0] if words else ""


def _own_name(name: str) -> str:
    """A payee's own name, without what is noted of it: "Kestrel Analytics (Austin, US) via Wise" is a client
    paying through Wise, not Wise; "Fresha (online bookings)" is Fresha."""
    return re.sub(r"\(.*?\)", " ", re.split(r"\bvia\b", name, maxsplit=1, flags=re.I)[0]).strip()


def _processors_keeping_fees(
    merchants: list[tuple[str, bool]],
    merchant_categories: Mapping[str, frozenset[str]] | None,
    categories: list[CategoryInfo],
    fee_payers: frozenset[str] = frozenset(),
) -> list[str]:
    """The payers that are card processors or platforms (paying the person) whose fee no payee of the same
    name bills as a debit of its own (Tyro's monthly fee: its settlements are the gross): their payouts are
    net of the fee they keep. A payer whose payouts the books hold split into the sale and the fee
    (``fee_payers``) keeps its fee too: its fee parts are no bill of its own."""
    kinds = {c.id: c.kind for c in categories}
    held = merchant_categories or {}
    paying = [
        name
        for name, _ in merchants
        if is_processor(_own_name(name)) and any(kinds.get(i) == "income" for i in held.get(name, ()))
    ]
    billing = {
        _first_word(name)
        for name, _ in merchants
        if is_processor(name) and any(kinds.get(i) not in (None, "income") for i in held.get(name, ()))
    }
    return [name for name in paying if name in fee_payers or _first_word(name) not in billing]


def net_or_gross(
    q: Query,
    low: str,
    merchants: list[tuple[str, bool]],
    merchant_categories: Mapping[str, frozenset[str]] | None,
    categories: list[CategoryInfo],
    fee_payers: frozenset[str] = frozenset(),
) -> str | None:
    """The question back when what a processor keeping its fee "paid me" or "brought in" is asked: the
    payouts as banked, or the sales before its fee (asked whether the books hold the payouts at the banked
    net or split into the sale and the fee: the two figures differ either way)."""
    if q.measure != "sum" or len(q.things) != 1 or q.without or q.also is not None:
        return None
    t = q.things[0]
    if not t.merchant or t.merchants or t.text or t.category_ids or q.flow != "income":
        return None
    if _PAID_ME.search(low) is None or _BANKED.search(low) is not None:
        return None
    if t.merchant not in _processors_keeping_fees(merchants, merchant_categories, categories, fee_payers):
        return None
    if t.merchant in fee_payers:
        return (
            f"{t.label} pays out net of the fee it keeps: do you mean what it paid into your account (the payouts "
            "as banked), or the sales before its fee (your books hold both, the fee apart)"
        )
    return (
        f"{t.label} pays out net of the fee it keeps: do you mean what it paid into your account (the payouts "
        "as banked, which your books hold), or the sales before its fee (the gross its payout reports show)"
    )


def bounded_payouts(q: Query, fee_payers: frozenset[str] = frozenset()) -> str | None:
    """The question back when the payouts of a payer whose payouts the books hold split (the sale at its gross,
    the fee kept apart: ``fee_payers``) are counted by an amount bound ("how many etsy deposits were over
    $300"): each row's amount is the sale before the fee, not what was banked, so the bound would be read on a
    figure the person did not mean. (The largest / smallest payout is answered: ranked the same either way.)"""
    if len(q.things) != 1 or q.amount is None:
        return None
    t = q.things[0]
    # (the side not said, "how many didi weeks were over $300": a payer's rows are its money in)
    if q.flow != "income" and (q.flow_said or not t.money_in):
        return None
    if not t.merchant or t.merchant not in fee_payers:
        return None
    return (
        f"{t.label}'s payouts are held in your books as the sale before its fee with the fee apart, so I can "
        "only bound them by the sale, not by what was banked: do you mean the sales before its fee"
    )


def _payees_of(category_id: str, merchant_categories: Mapping[str, frozenset[str]]) -> list[str]:
    return sorted(name for name, ids in merchant_categories.items() if category_id in ids)


def _shown(names: list[str]) -> str:
    return ", ".join(names[:4]) + (" …" if len(names) > 4 else "")


#: Kinds of category whose rows' share says something other than business use (a gift deductible or not,
#: a personal super contribution): never split into work and private by it.
_NOT_BY_USE = frozenset({"donation", "super", "tax_affairs"})


def work_or_home(
    q: Query,
    low: str,
    merchant_categories: Mapping[str, frozenset[str]] | None,
    shares: Mapping[str, frozenset[Decimal]] | None,
    categories: Sequence[CategoryInfo] = (),
) -> str | None:
    """The question back when one category named (money out) holds payees paid for work and payees paid
    privately (each payee's payments all at a work share, or all at none). A use said for one side, whose
    payees are each paid under that category only, reads those payees instead (``q.things`` narrowed)."""
    if merchant_categories is None or shares is None or q.flow == "income" or len(q.things) != 1:
        return None
    if q.measure not in ("sum", "count", "average", "largest"):
        return None
    t = q.things[0]
    if len(t.category_ids) != 1 or t.merchant or t.merchants or t.text or t.money_in:
        return None
    cid = t.category_ids[0]
    if any(c.id == cid and c.tax_category in _NOT_BY_USE for c in categories):
        return None
    named = next((c.name for c in categories if c.id == cid), "")
    if _WHOLE.search(low) or (named and set(_name_words(named)) - {"and"} <= set(_name_words(t.words))):
        return None  # "phone and internet together": the whole category, said in full or as a whole
    payees = _payees_of(cid, merchant_categories)
    work = [p for p in payees if shares.get(p) and all(s > 0 for s in shares[p])]
    home = [p for p in payees if shares.get(p) == frozenset({Decimal(0)})]
    if not work or not home:
        return None
    if 2 * min(len(work), len(home)) < max(len(work), len(home)) and not (
        _WORK_USE.search(low) or _HOME_USE.search(low)
    ):
        return None  # a client lunch among the meals out: the category is one side's, read whole unless a use is said
    said_work = _WORK_USE.search(low) is not None
    said_home = _HOME_USE.search(low) is not None
    mixed = [p for p in payees if p not in work and p not in home and shares.get(p)]
    if said_work != said_home and not mixed:
        side = work if said_work else home
        if all(merchant_categories.get(p) == frozenset({cid}) for p in side):
            use = "for work" if said_work else "private"
            q.things[0] = Thing(
                label=f"{t.label} {use} ({', '.join(side)})"
                if len(side) > 1
                else f"{t.label} {use} ({side[0]})",
                words=t.words,
                merchant=side[0] if len(side) == 1 else None,
                merchants=tuple(side) if len(side) > 1 else (),
            )
            return None
    return (
        f"your {t.label} is some for work ({_shown(work)}) and some private ({_shown(home)}) in your books: the "
        "work ones, the private ones, or all of them"
    )


def fees_alone(
    q: Query,
    low: str,
    categories: list[CategoryInfo],
    in_use: frozenset[str] | None,
    merchants: list[tuple[str, bool]],
    merchant_categories: Mapping[str, frozenset[str]] | None,
) -> str | None:
    """The question back when "fees" is said with nothing else named and the books hold more than one kind
    of fee; with one, the question is read as that category (``q.things``)."""
    if q.things or q.flow == "income" or _FEES.search(low) is None:
        return None
    if q.measure not in ("sum", "count", "average", "largest", "compare"):
        return None
    fee_categories = [
        c
        for c in categories
        if c.kind != "income" and _FEE_NAME.search(c.name) and (in_use is None or c.id in in_use)
    ]
    kept = _processors_keeping_fees(merchants, merchant_categories, categories)
    if len(fee_categories) == 1 and not kept:
        c = fee_categories[0]
        q.things.append(Thing(label=c.name, words="fees", category_ids=(c.id,)))
        return None
    readings = [f"your category {c.name}" for c in fee_categories]
    if kept:
        readings.append(f"the fees {_shown(kept)} keep from their payouts")
    if not readings:
        return None
    said = readings[0] if len(readings) == 1 else ", ".join(readings[:-1]) + " or " + readings[-1]
    return f"“fees” could be {said}, or all of them"


def fees_of_money_moved(
    q: Query, low: str, categories: list[CategoryInfo], in_use: frozenset[str] | None
) -> str | None:
    """The question back when fees are said of money moved ("atm fees", "transfer fees"): a category of money
    moved (cash taken out, transfers) holds the money itself, never what the bank charged for moving it, so
    reading the one for the other would be a guess (the cash taken out given as the ATM fees)."""
    if _FEES.search(low) is None:
        return None
    kinds = {c.id: c.kind for c in categories}
    for t in q.things:
        moved = all(kinds.get(i) == "transfer" for i in t.category_ids)
        if t.category_ids and moved and not (t.merchant or t.merchants or t.text):
            fee_names = [
                c.name
                for c in categories
                if c.kind != "income" and _BANK_FEE.search(c.name) and (in_use is None or c.id in in_use)
            ]
            charged = f"your category {' or '.join(fee_names)}" if fee_names else "the bank's fees"
            return (
                f"“{t.words} fees” could be what the bank charged for it ({charged}) or the money moved itself "
                f"({t.label})"
            )
    return None


def in_and_out(
    q: Query,
    merchant_categories: Mapping[str, frozenset[str]] | None,
    categories: list[CategoryInfo],
    fee_payers: frozenset[str] = frozenset(),
) -> str | None:
    """The question back when one payee is named with no side said ("whats the barwon estate total") and the
    books hold it on both sides, paying the person (an income category) and paid by them (an expense
    category): the money in, the money out or the two netted are three figures (round 24: the money in was
    given as "the total"). A processor whose payouts are split into the sale and its fee is one side only."""
    if (
        q.measure not in ("sum", "count")
        or q.flow_said
        or len(q.things) != 1
        or q.without
        or q.also is not None
    ):
        return None
    t = q.things[0]
    if not t.merchant or t.merchants or t.text or t.category_ids or t.merchant in fee_payers:
        return None
    held = (merchant_categories or {}).get(t.merchant, frozenset())
    kinds = {c.kind for c in categories if c.id in held}
    if not {"income", "expense"} <= kinds:
        return None
    return (
        f"{t.label} both paid you and was paid by you, so it could be the money in from them, the money out to "
        "them, or the two netted: which one"
    )


def short_for_payees(
    q: Query,
    merchants: list[tuple[str, bool]],
    merchant_categories: Mapping[str, frozenset[str]] | None,
) -> str | None:
    """The question back when a word read in the bank descriptions ("the macs": MARY VALLEY MACS on one
    deposit) is also short for a longer word of payees' names on the same side and, where a category is
    said, in it ("Bli Bli Macadamia Co", "Mary Valley Macadamias"): the rows that say the word, or those
    payees, are two readings (round 24: the one row that says it was given as what "the macs" paid)."""
    for t in q.things:
        said = (t.text or "").strip().lower()
        if not re.fullmatch(r"[a-z]{3,}", said) or t.merchant or t.merchants:
            continue
        stem = said[:-1] if said.endswith("s") and len(said) > 3 else said
        held = merchant_categories or {}
        names = [
            name
            for name, money_in in merchants
            if money_in == (q.flow == "income")
            and (not t.category_ids or held.get(name, frozenset()) & set(t.category_ids))
            and any(w.startswith(stem) and len(w) > len(said) + 1 for w in _name_words(name))
        ]
        if names:
            payees = ", ".join(names)
            return (
                f"“{said}” is in some of your bank descriptions, and could also be short for {payees}: the rows "
                f"that say “{said}”, or all of {'those payees' if len(names) > 1 else 'that payee'}"
            )
    return None


def second_readings(q: Query, r: Request) -> list[str]:
    """What the question could also mean in the person's books (each a phrase for the question back)."""
    low = r.lower
    found = [
        fees_of_money_moved(q, low, r.categories, r.categories_in_use),
        fees_alone(q, low, r.categories, r.categories_in_use, r.merchants, r.merchant_categories),
        work_or_home(q, low, r.merchant_categories, r.merchant_shares, r.categories),
        net_or_gross(q, low, r.merchants, r.merchant_categories, r.categories, r.fee_payers),
        bounded_payouts(q, r.fee_payers),
        in_and_out(q, r.merchant_categories, r.categories, r.fee_payers),
        short_for_payees(q, r.merchants, r.merchant_categories),
    ]
    return [f for f in found if f]
