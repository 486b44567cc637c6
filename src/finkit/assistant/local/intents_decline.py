"""Requests finkit cannot or will not answer, declined with the reason and what it can do instead.

Advice, forecasts, moving money and anything finkit has no data for (shares, net worth, a super
balance) get a short, specific reason, never the generic list of examples and never a figure.
"""

from __future__ import annotations

import re

from finkit.assistant.local.intents import Intent, Request, Results
from finkit.assistant.providers.base import ToolCall

#: Words for the account holder: what they earn is theirs to ask.
_SELF = r"(?:i|we|you|my|our|me|us|the|it|this|that|i've|ive)"
#: Possessors that are no person ("last year's income", "the business's income").
_NOT_A_PERSON = (
    r"(?:business|company|shop|store|practice|clinic|studio|stall|market|year|month|quarter|week|fy|today"
    r"|yesterday|term|season|job|contract|client|customer|partnership|trust|van|car|ute)"
)

#: (pattern, reason and what finkit can do instead), tried in order.
DECLINES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.I), reason)
    for pattern, reason in (
        (
            r"^\s*(?:please\s+)?(?:can you\s+|could you\s+)?(?:transfers?|move|send|wire|withdraw)\b"
            r"|^\s*(?:please\s+)?(?:can you\s+|could you\s+)?pay\s+(?!for\b)(?:my|the|\$?\d)"
            # "pay coralwind's july invoice for me", "pay the plumber now": asked to make the payment, whoever
            # it is to (a question about payments asks how much, or names no one to do it for)
            r"|^\s*(?:please\s+)?(?:can you\s+|could you\s+)?pay\s+(?!for\b)(?!.*\b(?:how|total|much|what)\b)"
            r".*\b(?:for me|for us|on my behalf|now|today|tomorrow|invoice|bill)\b",
            "I can't move money: finkit reads your records and never makes payments or transfers. I can show "
            'what you moved, e.g. "how much did I transfer to savings last financial year".',
        ),
        (
            r"^\s*(?:please\s+)?(?:can you\s+|could you\s+)?(?:e-?mail|send|text|sms|forward|share|post)\b",
            "I can't send anything to anyone: finkit shows your figures here, and you can export them (CSV or "
            'PDF reports) to send yourself. I can show them first, e.g. "my BAS for Q4 FY26".',
        ),
        (
            r"\b(?:my|the)\s+income\s+tax\b(?!\s+refund)|\btax\s+(?:payable|liability)\b"
            r"|\bhow much (?:income\s+)?tax (?:do|will|would|should|must) (?:i|we)\b",
            "finkit doesn't work out the income tax on your return (tax rates, offsets, the Medicare levy): "
            "your tax agent or the ATO's tax calculator does. I can show the figures it starts from, e.g. "
            '"net business income for FY26" or "total deductions for FY26".',
        ),
        (
            # "my tax bill": the tax on the return, or what was paid to the tax office (a BAS, instalments)
            r"\btax\s+bills?\b",
            "finkit doesn't work out the income tax on your return (tax rates, offsets, the Medicare levy): "
            "your tax agent or the ATO's tax calculator does. Or do you mean what you paid the tax office "
            '(BAS and PAYG instalments), e.g. "how much did I pay the ATO in FY26"?',
        ),
        (
            r"\b(?:lodge|lodging|submit|file)\b.*\b(?:bas|return|tax|activity statement|ato)\b",
            "I can't lodge anything with the ATO: finkit prepares the figures, and you (or your tax agent) "
            'lodge them through the ATO\'s online services. I can show them, e.g. "my BAS for Q4 FY26" or '
            '"my tax summary for FY26".',
        ),
        (
            r"^\s*(?:please\s+)?(?:can you\s+|could you\s+)?(?:book|buy|order|reserve|purchase)\b",
            "I can't book or buy anything: finkit reads and organises your own records. I can show what you "
            'spent, e.g. "how much did I spend on travel last financial year".',
        ),
        (
            r"\bsuper(?:annuation)?\b.*\bbalance\b|\bbalance\b.*\bsuper(?:annuation)?\b",
            "finkit doesn't see your super fund's balance, only the contributions paid from your bank account. "
            'I can show those, e.g. "how much did I put into super in FY26".',
        ),
        (
            # what an account or a fund holds now ("how much is in my AustralianSuper", "the balance of my
            # saver"): a balance, whatever the account is called
            r"\bhow much (?:money |cash )?(?:is|is there|have i got|do i have|have i) (?:left |sitting )?in (?:my|the|our)\b"
            r"|\bbalance of (?:my|the|our)\b|\b(?:saver|savings)\b.*\bbalance\b|\bbalance\b.*\b(?:saver|savings)\b",
            "finkit doesn't keep your account balance or what a fund holds: it reads the transactions you "
            "import, not the balance the bank or the fund shows today. I can show the money paid in and out of it, e.g. "
            '"how much did I transfer to savings last financial year".',
        ),
        (
            # a named account's or fund's balance ("my current balance with AustralianSuper", "my paypal
            # balance right now"); a BAS's or the tax office's balance is the books' own
            r"\bbalance\s+(?:with|at)\s+(?!the\s+(?:ato|tax\s+office)\b)"
            r"|\b(?:my|our)\s+(?!bas\b|gst\b|ato\b|tax\b|loan\b)[a-z]+\s+balance\b(?!\s+sheet)",
            "finkit doesn't keep what an account or a fund holds: it reads the transactions you import from "
            "your bank, not the balance another account or a fund shows today. I can show the money paid to "
            'or from it through your bank, e.g. "how much did I put into super in FY26".',
        ),
        (
            # how far a vehicle went ("how many kms did the van do"): an odometer's reading, not held
            r"\bhow\s+(?:many|far)\s+(?:k|kms?|kilomet\w*|miles)?\s*(?:did|has|have)\s+(?:the|my|our)\s+"
            r"(?:van|ute|car|truck|vehicle|wagon|bike|[a-z]+)\s+(?:do|done|go|gone|travel\w*|drive|driven|cover\w*)\b",
            "finkit doesn't hold odometer readings, so it can't say how far a vehicle went: it only knows the "
            'work trips you log. I can show what the vehicle cost, e.g. "fuel in FY26", or you can log a trip '
            '("log 35 km business trip today").',
        ),
        (
            r"\b(?:bank|account)\s+balance\b|\bbalance\b.*\b(?:bank|account|acct)\b"
            r"|\b(?:savings|bank|account|acount|acct)\b.*\bbalance\b"
            r"|\bhow much (?:money )?(?:do|have) (?:i|we) (?:got|have|left)\b|\bin (?:the|my) (?:bank|account)\b.*\b(?:left|now)\b",
            "finkit doesn't keep your account balance: it reads the transactions you import, not what the bank "
            'holds today. I can show money in and out, e.g. "cash flow for the last 6 months".',
        ),
        (
            r"\b(?:shares?|portfolio|investments?|crypto|bitcoin|etfs?|dividends?)\b"
            # a business's trading stock is no shares: "stock n materials", "stock suppliers"
            r"|(?<!trading\s)(?<!\bn\s)(?<!\band\s)(?<!&\s)\bstocks?\b(?!\s+(?:n|and|&|suppliers?|purchases?|materials?|on\s+hand|take|count|levels?|orders?|spend|spending|costs?)\b)",
            "finkit has no share or investment data: it only knows the bank transactions you import. I can show "
            "money that went to or came from an investment platform through your bank.",
        ),
        (
            # what sold best, item by item: a till's or a shop's sales by product, not bank transactions
            r"\b(?:best|top|worst|biggest|most\s+popular)[- ]?sell(?:ing|ers?)\b|\bsells?\s+(?:the\s+)?best\b",
            "finkit doesn't know what you sold item by item: it has your bank transactions (the takings as "
            "they were banked), not your till's or shop's sales by product. I can show your takings, e.g. "
            '"income by month last financial year".',
        ),
        (
            r"\bnet worth\b|\bassets\b.*\b(?:debts|liabilities)\b|\bhow (?:rich|wealthy)\b",
            "finkit can't work out your net worth: it has your bank transactions, not what you own or owe "
            'elsewhere. I can show money in and out, e.g. "cash flow for the last 6 months".',
        ),
        (
            r"\b(?:will|going to|gonna)\b.*\b(?:rates?|prices?|market|economy|inflation|go up|go down|rise|fall)\b"
            r"|\b(?:forecast|predict\w*|projection)\b|\binterest rates?\b"
            # "which of my students is likely to quit next term": what someone will do
            r"|\b(?:likely|unlikely)\s+to\s+(?!be\s+(?:deductible|claimable)\b)",
            "That's a forecast, and finkit has no data about the future or the economy: it only knows your own "
            'past transactions. I can show your figures so far, e.g. "income last financial year".',
        ),
        (
            r"\bcan i afford\b|\b(?:set|put)\s+aside\b|\bhow much (?:will|should|would)\b|\bwill i (?:owe|pay|earn|make|get)\b"
            # how many of a thing there will be ("how many bookings will bokun get in august", round 26): a count
            # of the future; a plural noun between (never "does"/"has": "how much does will pay")
            r"|\bhow\s+(?:many|much)\s+(?:(?!(?:does|has|was|is)\b)[a-z]+s\s+){1,2}will\b"
            r"|\bwhat\s+will\b|\bwill\s+(?:my|the)\s+(?:\w+\s+){0,2}be\b"
            # what someone else will do ("will kestrel pay the june claim in july"): a forecast
            r"|^\s*(?:when\s+)?will\s+(?!i\b|you\b|it\b)[a-z]+(?:\s+[a-z]+)?\s+(?:pay|send|settle|transfer)\b"
            r"|\bnext (?:year|month|quarter|financial year)\b.*\b(?:will|going to|likely)\b|\bcredit score\b"
            # getting a loan is advice; the home loan paid off is a figure of the books ("on the home loan")
            r"|\b(?:get|getting|take\s+out|apply(?:ing)?\s+for|qualify\s+for|borrow\w*)\b.*\bloan\b|\bloans?\s+(?:approv\w*|eligib\w*)"
            # a loan's balance or a new loan (no data held, or advice); its repayments are past transactions
            r"|\b(?:owing|owe|owed|left|remaining|outstanding|balance|borrow\w*|qualify|apply|approved?)\b.*\bloans?\b"
            r"|\b(?:get|take\s+out)\s+(?:a|another)\s+(?:\w+\s+)?loan\b"
            r"|\bloans?\b.*\b(?:owing|left|remaining|outstanding|balance|approv\w*|application)\b",
            "That needs a forecast or advice, and finkit only knows your own past transactions: it can't say "
            'what will happen or what you should do. I can show the figures so far, e.g. "income last financial '
            'year" or "GST I owe for Q4 FY26".',
        ),
        (
            # "can i claim the mazda's fuel too", "can i claim the shed ... as a home office": whether one
            # particular thing of theirs is deductible (someone's, "too", claimed as something else) turns on
            # facts of their own: a ruling, not the general rule "can I claim my laptop" is answered with
            r"^(?!.*\b(?:how\s+much|what|which)\b).*\bcan\s+(?:i|we)\s+(?:claim|deduct|write\s+off)\b"
            r"(?!\s+(?:for\s+)?(?:gst|back)\b)"
            r"(?=.*(?:\b[a-z]+'s\b|\b(?:too|as\s+well|also)\s*[?.!]*\s*$"
            r"|\bas\s+(?:a|an|my)\s+(?:home\s+office|business\s+expense|work\s+expense|(?:tax\s+)?deduction)\b))",
            "Whether that particular one can be claimed turns on facts of your own situation (whose it is, how "
            "much of its use is for work), and ruling on it is advice, which finkit doesn't give: a registered tax "
            'agent can. I can give the ATO\'s general rule, e.g. "is fuel deductible", or show the figures, e.g. '
            '"how much did I spend on fuel in FY26".',
        ),
        (
            r"^\s*(?:should|shud|shld|shoud|shuld)\s+i\b|\bwhat\s+(?:should|shud)\s+i\b|\bdo you recommend\b"
            r"|\b(?:would|is)\s+it\s+(?:be\s+)?better\b|\bis it worth\b"
            # whether a claim method suits them ("is the logbook method better for my car than cents per km"):
            # advice; "which method was better" is the vehicle intent's comparison of the two claims
            r"|^\s*(?:is|would|does)\b(?=[^?.!]*\bbetter\b)"
            r"(?=[^?.!]*\b(?:logbook|cents\s+per\s+k(?:m|ilomet\w+)|actual\s+(?:car\s+)?costs?|method)\b)"
            r"|\b(?:advice|advise)\b",
            "That's advice, which finkit doesn't give: a registered tax agent or financial adviser can. I can "
            'show the figures behind it, e.g. "how much did I spend on utilities last financial year" or your '
            "tax summary.",
        ),
        (
            # what another person earns ("how much does dylan earn", "whats alana's salary"): their income,
            # not the account holder's; what they paid in ("how much did alana pay me") is no earning of theirs
            rf"\b(?:how\s+much|what)\s+(?:does|did|do|has|have|is)\s+(?!{_SELF}\b)[a-z]+(?:\s+[a-z]+)?\s+"
            r"(?:earn(?:s|ed|ing)?|get(?:s|ting)?\s+paid|take\s+home|make\s+a\s+(?:year|week|month))\b"
            r"(?!\s+(?:from|off|out\s+of)\s+(?:me|us)\b)"
            # "how much does hannah make" (present tense: what they make, not what a sale made the person)
            rf"|\bhow\s+much\s+(?:does|do)\s+(?!{_SELF}\b)[a-z']+(?:\s+[a-z']+)?\s+make\b(?!\s+(?:me|us)\b)"
            # a business's name of up to four words said with "make a year" (what it takes in a year: "how much
            # does riverina commercial kitchens make a year"), never the yearly cost of a payment to it
            rf"|\bhow\s+much\s+(?:does|do)\s+(?!{_SELF}\b)[a-z'&]+(?:\s+[a-z'&]+){{0,3}}\s+make\s+a\s+(?:year|week|month)\b"
            rf"|\b(?!{_SELF}\b|{_NOT_A_PERSON}\b)[a-z]+'s\s+(?:salary|wages?|pay\s*slips?|earnings|income|take[- ]home)\b",
            "That's someone else's income: finkit holds only your own records, what someone paid into your "
            'accounts, never what they earn. I can show what they paid you, e.g. "how much did they pay me last '
            'financial year" with their name.',
        ),
    )
)


#: What a question leaves out ("not counting the home loan, tax or super"): its words ask for nothing, so
#: they are no ground to decline (the reader reads them as rows left out).
_LEFT_OUT = re.compile(
    r"\b(?:not\s+counting|not\s+including|excluding|except(?:\s+for)?|apart\s+from|other\s+than|leaving\s+out)\b"
    r"[^?.;!]*",
    re.I,
)


def reason_for(text: str) -> str | None:
    """The reason a request is declined, or ``None`` when it is one finkit can answer."""
    asked = _LEFT_OUT.sub(" ", text)
    for pattern, reason in DECLINES:
        if pattern.search(asked):
            return reason
    return None


def _plan(r: Request) -> list[ToolCall]:
    return []


def _answer(r: Request, results: Results) -> str:
    return reason_for(r.text) or ""


INTENTS: list[Intent] = [
    Intent(
        "decline",
        re.compile(r"."),
        _plan,
        _answer,
        "should I switch to the actual cost method? (declined: advice)",
        priority=14,
        when=lambda r: reason_for(r.text) is not None,
    ),
]
