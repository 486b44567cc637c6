"""A money question read as a structured query, with every word accounted for (issue 27).

"how much went on fuel in the first half of FY26" is not matched against sentence shapes: its words are
read one part at a time: the measure ("how much" = a sum), the flow ("went on" = spending), the things
(categories, merchants and clients from the person's own data, with everyday words such as "petrol" or
"eating out"), the period (the one period reader, ``finkit.core.periods``) and the known fillers ("did",
"i", "the"). A word left over means the question was not read: the answer is then a question back saying
what was understood and what was not, never a figure for a narrower, wider or different question.
"""

from __future__ import annotations

import re
from datetime import date

from finkit.assistant.local.reader_aliases import same_stem
from finkit.assistant.local.reader_bank_words import read_bank_words
from finkit.assistant.local.reader_business import read_line_of_work
from finkit.assistant.local.reader_except import (
    blank_included_ones,
    check_also,
    check_refunds_left_out,
    include_also,
    read_refunds_left_out,
)
from finkit.assistant.local.reader_filters import read_amount_filter, read_top
from finkit.assistant.local.reader_groups import read_groups, read_payer_groups
from finkit.assistant.local.reader_joined import (
    blank_words_of_included,
    check_joined,
    read_excluding,
    read_including,
    said_at,
)
from finkit.assistant.local.reader_lists import (
    RANKED_NAMES,
    blank_each,
    bound_scope,
    payee_with_words,
)
from finkit.assistant.local.reader_measure import EXTREME, WHICH_MONTH, read_measure
from finkit.assistant.local.reader_members import category_with_its_payees
from finkit.assistant.local.reader_model import CategoryInfo, Query, Thing, Vocabulary, _name_words
from finkit.assistant.local.reader_name_word import name_word_elsewhere
from finkit.assistant.local.reader_norm import (
    blank,
    debits_said_as_a_way,
    joined_statement_words,
    merchant_phrases,
    normalised,
    payees_blanked,
    phrase_at,
    said_in_full,
)
from finkit.assistant.local.reader_once import one_or_total
from finkit.assistant.local.reader_payers import SENT_ME, role_apart
from finkit.assistant.local.reader_pointed import read_noun_side, read_one_pointed_at
from finkit.assistant.local.reader_say import (
    CLIENTS_FROM,
    describe,
    interest_categories,
    join_periods,
    set_apart,
    span_words,
)
from finkit.assistant.local.reader_seasons import season_or_quarter
from finkit.assistant.local.reader_side_names import said_side
from finkit.assistant.local.reader_sides import two_sides
from finkit.assistant.local.reader_super import OWN_SAID, super_said
from finkit.assistant.local.reader_tax_refund import read_tax_refund
from finkit.assistant.local.reader_text_guess import category_narrowed
from finkit.assistant.local.reader_things import read_things
from finkit.assistant.local.reader_times import read_times
from finkit.assistant.local.reader_together import (
    each_within,
    named_seller,
    payee_in_category,
    spent_on,
    things_together,
)
from finkit.assistant.local.reader_union import each_ones_total, through_of, union_of
from finkit.assistant.local.reader_weeks import read_payer_weeks
from finkit.assistant.local.reader_where import two_sides_of_clients
from finkit.assistant.local.reader_words import (
    ALL_TIME,
    AS_FOR_WISE,
    AUSTRALIAN,
    CASH_IN,
    CLIENTS,
    DEDUCTIBLE,
    EXCLUDING,
    FILLERS,
    GST_EXCLUDED,
    GST_INCLUDED,
    INCLUDING,
    INCOME,
    NOT_A_QUERY,
    NOUNS,
    OVERSEAS,
    OWN_ACCOUNT,
    PAYMENT_METHOD,
    PUT_IN,
    READER_WORDS,
    REFUNDS,
    SPENDING,
    SUM,
    TOGETHER,
    TOP_CLIENT,
    VEHICLE_WORDS,
    WEAK_FLOW,
    WEAK_INCOME,
    WEAK_INCOME_RE,
    WHICH,
)
from finkit.core.periods import FyStart, find_periods, mentions_period

__all__ = [
    "CLIENTS_FROM",
    "CategoryInfo",
    "Query",
    "Thing",
    "Vocabulary",
    "describe",
    "interest_categories",
    "join_periods",
    "read",
    "set_apart",
    "span_words",
]


#: "sales banked", "did i bank", "we've banked": the person putting money into the account (the verb, group
#: ``verb``); never the bank as a noun ("bank fees", "the bank", "bank@post").
BANKED = re.compile(r"(?<![@\w])(?P<verb>banked|(?<=\bi\s)bank|(?<=\bwe\s)bank)\b(?!\s*@)")

#: "bills ... by bpay", "bills that went out via direct debit": a way of paying, said of the bills
BILLS_PAID_BY = re.compile(r"\b(?:by|via|through|thru|with)\s+[a-z]")


def _I_PAID(rest: str, s: re.Match[str]) -> bool:
    """ "did i pay", "we paid", "have i paid": the person paying (not "paid me", "paid by")."""
    return bool(re.search(r"\b(?:i|we)\s+(?:have\s+|had\s+)?$", rest[: s.start()])) and not re.match(
        r"\s+(?:me|us|by)\b", rest[s.end() :]
    )


def read(text: str, vocab: Vocabulary, *, today: date, fy_start: FyStart) -> Query | None:
    """The question as a query, or ``None`` when it is not a question about amounts (another area's)."""
    low = AS_FOR_WISE.sub(lambda m: m.group(1) + "    ", normalised(text))
    low = joined_statement_words(said_in_full(low, vocab), vocab)  # "car washes": the statement's CARWASH
    low = debits_said_as_a_way(low, vocab)  # "what direct debits come out": the payees paid that way
    # "what was my tax refund": the money in of the person's tax categories, read whole before "refund" names
    # a category of its own (Medical Refund) and "tax" a word of the bank descriptions (round 28)
    low, tax_refund = read_tax_refund(low, vocab)
    if super_said(low):  # "super for myself", "my own super": whose super (``reader_super``), read
        low = OWN_SAID.sub(lambda m: " " * len(m.group(0)), low)
    # how the amounts are said (with or without GST, paid in cash or by card): read before anything else,
    # so "gst" is not a BAS question and "cash" is not the Cash Withdrawal category
    filters_unread: list[str] = []
    # "cash I banked", "cash deposits": money in the bank's words say was cash (read before "in cash", a way
    # of paying, and before "cash", the cash taken out)
    cash_in = [m.group(0) for m in CASH_IN.finditer(low)]
    low = CASH_IN.sub(lambda m: " " * len(m.group(0)), low)
    # "total sales banked jan to mar", "how much cash tips did i bank": money in, the side said; read only when
    # something is named (with nothing named, every deposit or the earnings: asked, below)
    banked = [m.group("verb") for m in BANKED.finditer(low)]
    low = BANKED.sub(lambda m: m.group(0)[: m.start("verb") - m.start()].ljust(len(m.group(0))), low)
    for pattern in (GST_EXCLUDED, PAYMENT_METHOD):
        for said_filter in list(pattern.finditer(low)):
            filters_unread.append(said_filter.group(0).strip())
            low = blank(low, said_filter.start(), said_filter.end())
    low = GST_INCLUDED.sub(lambda m: " " * len(m.group(0)), low)  # the rows' amounts include their GST
    # "paid into my account": money that came in, to the one account the statement is of
    low = OWN_ACCOUNT.sub(lambda m: ("came in" if m.group("into") else "").ljust(len(m.group(0))), low)
    # "the largest purchase I made", "payments we made": making a purchase is spending, not earning
    low = re.sub(
        r"\b((?:purchase|payment|transaction|buy|order)s?\s+(?:that\s+)?(?:i|we)\s+)(made|make)\b",
        lambda m: m.group(1) + " " * len(m.group(2)),
        low,
    )
    # an amount each row must be over or under, and a ranking's length ("top 3 categories"): read first, so
    # "more than" is not a comparison and "top", "categories" do not send the question to another area
    low, min_count, min_count_words = read_times(low)  # "more than 5 times": a bound on each one's payments
    low, amount, amount_unread = read_amount_filter(low)
    scope = bound_scope(low) if amount is not None else None
    if scope == "each":  # "more than $500 at once": each payment's bound, the words read
        low = blank_each(low)
    low, top, top_flow = read_top(low)
    low, no_refunds = read_refunds_left_out(low)  # "not counting the refund" (``reader_except``)
    low = blank_included_ones(low)
    top_month = bool(WHICH_MONTH.search(low) and EXTREME.search(low))
    top_client = TOP_CLIENT.search(low) or CLIENTS.search(low) or REFUNDS.search(low) or top_month
    # ("GST credits claimable", "1B claimable": the BAS's credits, not the deductible spending)
    deductible_spend = (
        DEDUCTIBLE.search(low)
        and (SPENDING.search(low) or SUM.search(low))
        and not re.search(r"\bgst\s+credits?\b|\b1b\b", low)
    )
    # "bills" alone is the bills area's ("what bills are due") unless a bill is named ("telstra bills since
    # march", "power bills in fy26"): then it is read, and left to the bills area if nothing is named
    blockers = [m.group(0).strip() for m in NOT_A_QUERY.finditer(payees_blanked(low, vocab))]
    bills_only = bool(blockers) and all(b == "bills" for b in blockers)
    # "where did I buy fuel", "list the software I pay for": the payees of what is named, not the search or
    # the where-did-my-money-go breakdown
    names_asked = (
        bool(blockers) and all(b in ("list", "where did") for b in blockers) and bool(WHICH.search(low))
    )
    # "mechanicdesk subs for the year": the subscription of a payee named, its payments summed (not the list
    # of every recurring payment)
    payee_subscription = (
        bool(blockers)
        and all(b == "subscriptions" for b in blockers)
        and any(
            phrase_at(low, re.escape(p).replace(r"\ ", r"[\s-]+"))
            for name, _ in vocab.merchants
            # (or its name's first word, its brand: "djcity" for DJcity (record pool))
            for p in [*merchant_phrases(name), *_name_words(re.sub(r"\(.*?\)", " ", name))[:1]]
            if len(p) >= 4 and p not in FILLERS and p not in READER_WORDS
        )
        and not re.search(r"\b(?:which|what|list|show|any|all)\b", low)
    )
    ranked = RANKED_NAMES.search(low) is not None  # "which 3 clients paid me the most" (``reader_lists``)
    names_asked = names_asked or (ranked and all(b in ("most", "list", "top") for b in blockers))
    if blockers and not (top_client or deductible_spend or bills_only or names_asked or payee_subscription):
        return None
    q = Query(
        amount=amount, top=top, no_refunds=no_refunds, min_count=min_count, min_count_words=min_count_words
    )
    q.unread += filters_unread + amount_unread
    if cash_in or banked or tax_refund is not None:
        q.flow, q.flow_said = "income", True
    if top is not None:
        q.measure = "top"
        q.flow, q.flow_said = top_flow or "spending", top_flow is not None
    q.paid_back = bool(
        re.search(
            r"\b(?:pay|paid|pays|paying)\s+(?:me\s+|us\s+)?(?:back|bak)\b|\brepa(?:y|id|ying)\b"
            r"|\brefund(?:ed)?\s+(?:me|us)\b"
            # "how much did i get back from officeworks": money back from a shop, not earnings
            r"|\b(?:get|got|gets|getting|came|come)\s+(?:\w+\s+)?back\b",
            low,
        )
    )
    # "after the refund", "net of refunds": a spending answer takes money back off anyway, and says so
    net = r"\b(?:after|less|minus|net\s+of)\s+(?:the\s+|any\s+|all\s+)?refunds?\b|\bnet\b(?!\s+(?:gst|business|income|profit))"
    # said, the money back is taken off: the payments or the net is then no question ("kmart after the refund")
    # "tax office payments": the payments as made are what was asked, never a question of gross or net
    q.net_said = re.search(net, low) is not None or re.search(r"\bpayments\b", low) is not None
    low = re.sub(net, lambda m: " " * len(m.group(0)), low)
    # the periods first (the one period reader): "year to date" is not "to date"
    rest = low
    said_periods = find_periods(rest, today=today, fy_start=fy_start)
    # "over spring (sep-nov)": the same span said twice, the second saying what the first is: one period
    periods = [
        p
        for i, p in enumerate(said_periods)
        if all((o.start, o.end) != (p.start, p.end) for o in said_periods[:i])
    ]
    for p in said_periods:
        at = rest.find(p.phrase.lower())
        if at >= 0:
            rest = blank(rest, at, at + len(p.phrase))
            # "the 2025-26 year", "the jan-mar qtr": the kind of period said after it, as it is
            if kind := _PERIOD_KIND_AFTER.match(rest, at + len(p.phrase)):
                days = (p.end - p.start).days
                if (kind.group(1) in ("year", "yr") and 364 <= days <= 365) or (
                    kind.group(1) in ("qtr", "quarter") and 89 <= days <= 91
                ):
                    rest = blank(rest, kind.start(), kind.end())
    q.periods = periods
    if (
        len(periods) >= 2
    ):  # "was march or april the better month": the periods compared, said again as "month"
        rest = re.sub(
            r"\b(?:a|the)\s+(?:better|worse|bigger|busier|quieter|bigger)\s+(month|quarter|year)\b",
            lambda m: m.group(0)[: m.start(1) - m.start(0)] + " " * len(m.group(1)),
            rest,
        )
        # "march or april, which month earned more", "which qtr brought in more": the periods compared
        rest = re.sub(
            r"\bwhich\s+(?:month|quarter|qtr|year|yr|half)\b", lambda m: " " * len(m.group(0)), rest
        )
    # "July" on 20 July: this July so far, or last July? Decided against the data (``intents_query``)
    q.bare_current_month = any(
        p.month()
        and not re.search(r"\d|\b(?:this|current)\b", p.phrase.lower())
        and (p.start.year, p.start.month) == (today.year, today.month)
        for p in periods
    )
    # "other than", "apart from": what follows is left out of what comes before (not a comparison)
    if excluding := EXCLUDING.search(rest):
        rest = blank(rest, excluding.start(), excluding.end())
    # "eating out incl coffee": what follows is said to be part of what comes before (checked once read)
    if including := INCLUDING.search(rest):
        rest = blank(rest, including.start(), including.end())
    # "not counting the overseas work": the money in from Australian clients (every sale but exports)
    if excluding and (
        abroad := re.match(
            r"\s*(?:the\s+|my\s+|any\s+)?(?:overseas|international|foreign|offshore|export)"
            r"(?:\s+(?:ones|stuff|clients?|customers?|students?|sales|income|money|work|jobs?|payments?))?\b",
            rest[excluding.end() :],
        )
    ):
        q.clients_from, q.flow, q.flow_said = "australia", "income", True
        rest = blank(rest, excluding.end(), excluding.end() + abroad.end())
        excluding = None
    # where the clients are ("from overseas clients", "australian clients"): money in, by GST treatment
    for where, pattern in (("overseas", OVERSEAS), ("australia", AUSTRALIAN)):
        if said_where := pattern.search(rest):
            q.clients_from = where if q.clients_from is None else "both"
            q.flow, q.flow_said = "income", True
            rest = blank(rest, said_where.start(), said_where.end())
    # groups of categories next: their words ("vehicle costs") include a flow word
    rest, groups = read_groups(rest, vocab)
    rest = read_measure(q, rest, top_month=top_month, ranked=ranked)
    if (
        q.measure == "sum"
        and q.amount is None
        and len(re.findall(r"\bor\b", low)) == 1
        and not (SUM.search(rest) or INCOME.search(rest) or SPENDING.search(rest) or TOGETHER.search(low))
    ):
        # "woolies or coles", "coles or aldi this fy": two names set against each other with no measure or
        # flow said is a comparison (each one's figure, the larger said); asked if they are not two
        q.measure = "compare"
        or_compared = True
    else:
        or_compared = False
    # "harbourside or hunter coast, who sent more": of two payers, the one that paid in more (checked below)
    sent_more = (
        re.search(r"\bwho\s+(sent|send|sends)\b(?=\s+(?:in\s+)?more\b)", low)
        if q.measure == "compare"
        else None
    )
    if sent_more:
        rest = blank(rest, sent_more.start(1), sent_more.end(1))
    if m := ALL_TIME.search(rest):
        q.all_time = True
        rest = blank(rest, m.start(), m.end())
    if m := SUM.search(rest):
        rest = blank(rest, m.start(), m.end())
        summed = True
    else:
        summed = False
    if m := DEDUCTIBLE.search(rest):
        q.deductible = True
        rest = blank(rest, m.start(), m.end())
    # "what did sarah put in", "how much has dad chipped in": money someone else put in, not earnings
    if put_in := PUT_IN.search(rest) or SENT_ME.search(rest):
        rest = blank(rest, put_in.start("verb"), put_in.end("verb"))
        q.flow, q.flow_said, q.paid_back = "income", True, True
    # "what did the rspca get", "how much did the mower shop get from me": someone else getting is money out
    they = re.search(
        r"\b(?:did|does|do|has|have)\s+(?!i\b|we\b)(?:the\s+|my\s+)?[a-z'&]+(?:\s+[a-z'&]+)?\s+(?:get|got)\b"
        r"(?:\s+from\s+(?:me|us))?|\b(?:get|got)\s+from\s+(?:me|us)\b"
        # "ampol or bp, which servo got more of my money": the one paid getting the person's money
        r"|\b(?:got|gets|get)\b(?=\s+(?:(?:more|the\s+most|most)\s+)?of\s+(?:my|our)\s+money\b)",
        rest,
    ) or _which_got(rest, low)
    if they and not INCOME.search(rest.replace(they.group(0), "")):
        getting = re.search(r"\b(?:gets|get|got)\b(?:\s+from\s+(?:me|us))?", they.group(0))
        assert getting is not None
        at = they.start() + getting.start()
        rest = blank(rest, at, at + len(getting.group(0)))
        q.flow, q.flow_said = "spending", True
    # an average per payment said as "per visit", "each time"
    if m := re.search(
        r"\b(?:per|a|each|every)\s+(?:visit|purchase|payment|transaction|trip|shop|time|go|invoice|job)\b",
        rest,
    ):
        q.measure = "average" if q.measure in ("sum", "average") else q.measure
        rest = blank(rest, m.start(), m.end())
    # flow; "how many withdrawals did I make": a count's "make" says nothing about money in (the things
    # counted decide the side)
    if q.measure == "count" and all(i.group(0) in WEAK_INCOME for i in INCOME.finditer(rest)):
        rest = WEAK_INCOME_RE.sub(lambda m: " " * len(m.group(0)), rest)
    income = INCOME.search(rest)
    # "get", "got", "make" alone say money in only weakly ("bank fees I got charged", "get cash out")
    weak_income = bool(income) and all(i.group(0) in WEAK_FLOW for i in INCOME.finditer(rest))
    spending = SPENDING.search(rest)
    # ("pay" alone is either side: "what did inpex pay"; "did i pay", "we paid" say the person paid: round 27,
    # "how many kitchen hire invoices did i pay" was read as invoices sent, money in)
    said_spending = [
        s.group(0)
        for s in SPENDING.finditer(rest)
        if s.group(0) not in ("pay", "paid", "pays", "paying") or _I_PAID(rest, s)
    ]
    q.flow_said = q.flow_said or bool(income or said_spending)
    if income and q.measure != "top_client":
        q.flow = "income"
        q.from_clients = any(
            re.search(r"\b(?:customers?|clients?)\b", i.group(0)) for i in INCOME.finditer(rest)
        )
        for i in reversed(list(INCOME.finditer(rest))):
            rest = blank(rest, i.start(), i.end())
        for s in reversed(list(SPENDING.finditer(rest))):
            if s.group(0) in ("paid", "pay", "pays"):  # "got paid", "paid by"
                rest = blank(rest, s.start(), s.end())
    elif income:
        rest = blank(rest, income.start(), income.end())
    for s in reversed(list(SPENDING.finditer(rest))):
        rest = blank(rest, s.start(), s.end())
    # "which clients paid me more than $10k": each payment over it, or each client's total? Asked
    if (
        q.amount is not None
        and q.measure in ("clients", "merchants", "count_clients")
        and (scope == "total" or (scope is None and q.measure == "clients" and each_ones_total(low, q)))
    ):
        q.bound_total = True  # "more than 5k over the year", "paid me more than 8k in fy26": each one's total
    elif q.amount is not None and q.measure in ("clients", "merchants", "count_clients") and scope is None:
        q.ambiguous.append(f"not whether “{q.amount.in_words}” bounds each payment or each one's total")
    # "what was my tax refund", "what were the rego costs": a question for the amount of what is named
    said_what = re.match(r"\s*(?:so\s+)?what(?:'s|s|\s+was|\s+were|\s+is|\s+are)\s+(?:my|the|our)\b", rest)
    if said_what:
        rest = blank(rest, said_what.start(), said_what.end())
    asked = bool(income or spending or summed or q.measure != "sum")
    if q.deductible and not asked:
        return None  # "is my phone bill deductible": the deductibility question
    if m := ALL_TIME.search(rest):
        q.all_time = True
        rest = blank(rest, m.start(), m.end())
    q.all_time = q.all_time and not periods
    if mentions_period(rest):
        q.period_unread = True
    rest, payer_group = read_payer_groups(rest, vocab, q)
    if q.flow == "income":  # "the wedding clients paid me": payers of money in are clients anyway
        said = re.compile(r"\b(?:clients?|customers?)\b")
        q.clients_said = q.clients_said or bool(said.search(rest))
        rest = said.sub(lambda m: " " * len(m.group(0)), rest)
    # things
    together = bool(TOGETHER.search(low))
    rest = TOGETHER.sub(lambda m: " " * len(m.group(0)), rest)
    things, rest, ambiguous = read_things(
        rest,
        vocab,
        "income" if q.flow == "income" else None,
        together,
        said_side(q, low),
        low,
        excluding.end() if excluding is not None else None,
    )
    q.ambiguous += ambiguous
    if tax_refund is not None:
        things.append(tax_refund)
    if payer_group and excluding is None:
        # "the builders, hindmarsh and fleurieu together": the payees named are the group's own, said back in it
        members = {n for g in payer_group for n in g.merchants}
        things = [t for t in things if not (t.merchant and set(t.merchants or (t.merchant,)) <= members)]
    # the one payer named for cash ("Cash customers", "Cash sales"), paying only money in
    cash_payers = [n for n, only_in in vocab.merchants if only_in and "cash" in _name_words(n)]
    if cash_in and "cash" in vocab.words:  # found by the bank's word for it, said back
        things.append(Thing("rows mentioning “cash”", cash_in[0], text="cash"))
    elif cash_in and len(cash_payers) == 1:  # no row says cash, but the books name who paid it
        things.append(Thing(cash_payers[0], cash_in[0], merchant=cash_payers[0], money_in=True))
    elif cash_in:  # no row says cash: not guessed
        q.unread += cash_in
    found = groups + payer_group + things
    if together and (both := union_of(found, low, vocab)) is not None:
        found = both  # "hbf and the gym together": the rows of each, summed
    # (nothing named after "incl" yet: words of the bank descriptions read below, ``include_also``)
    pending_also = including is not None and not any(said_at(low, t) >= including.end() for t in found)
    if including is not None and not pending_also:
        kept = read_including(found, low, including, q, vocab)
        rest = blank_words_of_included(rest, low, including, [t for t in found if t not in kept], vocab)
        found = kept
    if excluding is not None:
        found = read_excluding(found, low, excluding, vocab, q)
    elif q.measure != "compare":
        check_joined(found, low, q)
    q.things = found if q.measure == "compare" else things_together(found)
    if q.measure == "compare":
        q.things = each_within(q.things)
        if re.search(r"\+|\bplus\b", low):
            # "takeaway (uber eats + menulog) or the pub": a joined side set against another is not a
            # comparison of two names the reader can split; which sides, each a total, is asked
            q.ambiguous.append("“+” joins some of what you compare, and I can't tell the two sides apart")
    if not asked and not said_what and not q.things and not q.ambiguous and not q.periods:
        return None  # no amount asked and nothing of the person's named: another area's request
    # "what bills did i pay by bpay": the bills paid a way the bank's words say, read below as a text filter
    bills_paid_by = bills_only and BILLS_PAID_BY.search(rest) is not None
    if bills_only and not q.things and not q.ambiguous and not bills_paid_by:
        return None
    if q.clients_from == "both":
        two_sides_of_clients(q)
    # "fuel for the ute": the vehicle a car cost is for, when only car categories were named (read
    # before the bank's words: "ute" in a dealer's name is not a filter on the fuel)
    if q.things and all(
        (ids := t.category_ids or t.stands_for) and all(vocab.tax_category_of(i) == "car" for i in ids)
        for t in q.things
    ):
        rest = re.sub(rf"\b{VEHICLE_WORDS}\b", lambda m: " " * len(m.group(0)), rest)
    # words of the bank descriptions ("wise", "foreign transaction fees"): a text filter, said back
    rest = read_bank_words(q, rest, vocab, low)
    if or_compared and any(t.text for t in q.things):
        # "osko or jones plumbing": a word of the bank's is how rows were paid, not a name to set against
        # another; which rows are meant is not read, so it is asked (round 23)
        q.measure = "sum"
        q.unread.append("or")
    if bills_paid_by and not q.things and not q.ambiguous:
        return None  # the way said is no word of the statement: the bills area's
    if including is not None and pending_also:
        include_also(q, low, including, vocab)  # "mailchimp incl the currency conversion fees"
    if (via := through_of(q.things, low)) is not None:
        q.things = via  # "sakura and kotoba, how much came thru wise": their rows that say wise
    if q.without and excluding and any(t.text for t in q.things):
        # words of the bank descriptions around "not counting": which side they are on is not read
        q.unread.append(excluding.group(0))
    if not asked and not q.things and not q.ambiguous:
        return None  # a period and nothing of the person's: another area's request
    # "what was my tax refund" asks an amount; "what is the meaning of life" (a word that happens to be in a
    # bank description) does not: only a category, a payee or words of money read as such
    if (
        not asked
        and said_what
        and not q.ambiguous
        and not any(
            t.category_ids or t.merchant or (t.text and _MONEY_WORDS.search(t.text)) for t in q.things
        )
    ):
        return None
    if q.measure != "compare":
        q.things = payee_with_words(
            things_together(category_with_its_payees(q.things, vocab)),
            low,
            vocab.merchant_words,
        )
    q.things = [payee_in_category(t, vocab, q) for t in named_seller(q.things)]
    if role := role_apart(low, {i for t in q.things for i in t.category_ids}, vocab):
        q.ambiguous.append(role)  # "my bookkeeper" when the books hold an accountant
    if (
        not q.flow_said
        and q.things
        and all(t.category_ids for t in q.things)
        and all(vocab.kind_of(i) == "income" for t in q.things for i in t.category_ids)
    ):
        q.flow = "income"  # "total sales fy26": an income category is money in
    if (
        q.flow == "income"
        and weak_income
        and q.things
        and not q.clients_from
        and not re.search(r"\b(?:back|refunds?|rebates?|paid|pay)\b", low)
        and all(spent_on(t, vocab, low) for t in q.things)
    ):
        # "how many times did I get cash out": only a weak verb, the category's side; "get fuel at Ampol"
        # (a payee only ever paid): the payee's side
        q.flow = "spending"
    read_one_pointed_at(q, low)
    read_noun_side(q, low, rest, vocab)
    # "work out how much", "earned from work", "paid me for garden work": work that earns says nothing more;
    # spent "at work" or "for work" is a place or a purpose, and is not read
    rest = re.sub(r"\bwork\s+out\b", lambda m: " " * len(m.group(0)), rest)
    if q.flow == "income":
        rest = re.sub(r"\bwork\b", "    ", rest)
        rest = read_line_of_work(rest, low, vocab, vocab.occupation)  # "driving income": the earnings
    # a word of a payee's own name said apart from it ("kowhai … from nz": Kowhai & Co Ltd (NZ)) is read
    own = {
        w
        for t in q.things
        for name in t.merchants or ((t.merchant,) if t.merchant else ())
        for w in re.findall(r"[a-z0-9']+", name.lower())
    }
    rest = read_payer_weeks(q, rest, low)  # "biggest didi week": its weekly payout
    # "the new deck oven, what did it cost": "it" standing for the one thing named before it, set apart by a
    # comma, a dash or a colon (said alone, "how much was it" still asks what "it" is)
    rest = _it_said_back(q, low, rest)
    # what is left must be fillers
    for word in re.findall(r"[a-z0-9][a-z0-9'$.,]*", rest):
        word = word.strip(".,'")
        if word in _WHICH and q.measure not in _PICKS:
            q.unread.append(word)  # "which ... " asks to pick one: a total picks nothing
            continue
        if not word or word in FILLERS or word in NOUNS or word in own or same_stem(word, own):
            continue
        if word in _WHO and q.measure in _NAMES_PEOPLE:
            continue  # "who paid me more, a or b", "who is my biggest client": the measure names them
        if word in _PERSON and any(t.merchant for t in q.things):
            continue  # "julian the uk guy": a payee named, said again as the person they are (round 28)
        if re.fullmatch(r"\$?\d[\d,.]*", word):
            q.unread.append(word)
            continue
        q.unread.append(word)
    if sent_more and not (q.things and all(_pays_in(t, vocab) for t in q.things)):
        q.unread.append(sent_more.group(1))  # "sent" said of payees that are not payers: not read
    elif sent_more and not q.flow_said:
        q.flow, q.flow_said = "income", True  # what each payer sent in: its earnings, as "paid me more"
    if q.min_count_words and q.measure not in ("merchants", "clients", "count_clients"):
        q.unread.append(q.min_count_words)  # a bound on each one's payments bounds only a list of names
    if banked and not q.things:
        q.unread += banked  # "how much did i bank in march": every deposit, or the earnings? Not guessed
    check_refunds_left_out(q)
    check_also(q)
    q.one_or_total = one_or_total(q, low)
    if season := season_or_quarter(q, said_periods):
        q.ambiguous.append(season)  # "income for spring": the season, or the BAS quarter it mostly is
    # a payee read from a word of its name that may mean more: other payers' deposits say it, or it is a kind of
    # business said with a category holding other payees (``reader_name_word``)
    q.ambiguous += name_word_elsewhere(q, vocab, low)
    q.ambiguous += category_narrowed(q, vocab, low)  # "hall hire": the category, or its rows saying "hall"
    if q.flow == "income" and (bought := _FOR_COSTS.search(low)):
        # "what did the housemates pay me back for bills": money in said to be for a kind of cost (their share
        # of the bills, not the dinner they paid back too) is a part of a payer's money the rows do not show
        q.unread.append(bought.group(0).strip())
    if (
        q.paid_back
        and not q.things
        and not q.unread  # "how much did kasia put in": the name not read is what is asked (round 28)
        and q.measure in ("sum", "count", "average")
        and not q.from_clients
    ):
        # "how much did i get back": money back from whom is not said (a shop's refund, the tax office's
        # refund, people paying their share back); all of it together, or the earnings, is not what was asked
        q.ambiguous.append(
            "“back” does not say from whom: refunds from shops, a refund from the tax office, or people "
            "paying you back"
        )
    if not q.unread:  # money in or money out, when not said (``reader_sides``); else the words are asked
        q.ambiguous += two_sides(q, vocab, low)
    return q


#: money in said to be for a kind of cost ("paid me back for bills"): not a thing the rows of money in show
_FOR_COSTS = re.compile(
    r"\bfor\s+(?:the\s+|my\s+|our\s+|their\s+)?(?:bills?|expenses?|costs?|purchases?|shopping)\b"
)


def _pays_in(thing: Thing, vocab: Vocabulary) -> bool:
    """A payee named alone whose rows are in an income category (a client paying in, if paid too)."""
    held = (vocab.merchant_categories or {}).get(thing.merchant or "", frozenset())
    alone = bool(thing.merchant) and not thing.merchants and not thing.category_ids and not thing.text
    return alone and (thing.money_in or any(vocab.kind_of(i) == "income" for i in held))


def _it_said_back(q: Query, low: str, rest: str) -> str:
    """``rest`` with "it" read when it stands for the one thing the question named before it, a comma, a
    dash or a colon between them ("netflix - what does it cost me a year"); else as it was."""
    if len(q.things) != 1 or q.without or q.also is not None:
        return rest
    named = said_at(low, q.things[0])
    if named < 0:
        return rest
    for it in re.finditer(r"\bit\b", rest):
        between = low[named : it.start()]
        if (
            it.start() > named
            and re.search(r"[,:;]|\s[-–—]\s", between)
            and not re.search(r"\bit\b", low[:named])
        ):
            rest = blank(rest, it.start(), it.end())
    return rest


#: "who" asks for people: read by a measure that names them (a comparison of two, the top, a list of clients or
#: payees), else left and asked about ("who pays me for pollination" is not the total of Pollination Income).
_WHO = frozenset({"who", "who's", "whos"})
_NAMES_PEOPLE = frozenset({"compare", "top_client", "clients", "merchants", "top"})
#: A person, said of a payee the question names ("what did julian the uk guy pay me"): no word of its own.
_PERSON = frozenset(
    {"guy", "bloke", "fella", "fellow", "chap", "lady", "woman", "man", "gent", "girl", "mate"}
)
#: "which", "where" ask to pick: read by a measure that picks (those above, the largest, the lowest month).
_WHICH = frozenset({"which", "where", "where'd"})
_PICKS = _NAMES_PEOPLE | {"largest", "low_month", "months"}


#: "which servo got", "which shop gets": one of those paid getting (not a client).
_WHICH_GOT = re.compile(r"\bwhich\s+(?!clients?\b|customers?\b|payers?\b)[a-z']+\s+(?:got|gets|get)\b")


def _which_got(rest: str, low: str) -> re.Match[str] | None:
    """ "ampol v bp, which servo got more": the one of those paid that got more or the most ("more" is looked
    for in ``low``, the question as said: it may be read already)."""
    got = _WHICH_GOT.search(rest)
    return got if got and re.match(r"\s+(?:more|the\s+most|most)\b", low[got.end() :]) else None


#: The kind of period said right after one ("the 2025-26 year", "the jan-mar qtr").
_PERIOD_KIND_AFTER = re.compile(r"\s+(?:financial\s+)?(year|yr|qtr|quarter)\b")


#: Words of a bank description that say an amount of money ("tax refund", "account fee").
_MONEY_WORDS = re.compile(r"\b(?:refund|rebate|fee|bill|payment|payout|charge|interest|deposit|cost)s?\b")
