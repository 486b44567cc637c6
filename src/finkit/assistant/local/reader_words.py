"""The words the question reader (``reader``) reads with: everyday words for categories, the fillers and
nouns that change nothing, and the patterns for each part of a query (measure, flow, period short forms).

Kept apart from the reading itself so the vocabulary is data: a new everyday word is a line here, not a
change to how a question is read.
"""

from __future__ import annotations

import re

from finkit.core.categorise.payer_groups import payer_groups

#: Numbers said as words, two to ten ("the top three", "which five clients", "more than five times").
NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10}  # fmt: skip
#: The same words as a regular expression's alternatives ("two|three|...|ten"), for the readers' patterns.
NUMBER_WORD_PATTERN = "|".join(NUMBER_WORDS)

#: Words for the vehicle a car cost is for ("fuel for the ute"): read with the car's categories.
VEHICLE_WORDS = r"(?:ute|car|van|truck|vehicle|hilux|ranger)s?"
#: Everyday words for categories, tried before the categories' own names. Each maps to words of a
#: category name; the phrase is read only when the person has such a category.
SYNONYMS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"eating out|eat out|ate out|dining out|food and drinks? out|take ?away|takeout|restaurants?|cafes?|coffees?|lunch(?:es)?|pub (?:meals?|feeds?|dinners?|lunch(?:es)?)|meals?|brekkie|breakfast|dinners?", ("meals", "dining")),
    (r"petrol|diesel|unleaded|servos?|gas stations?|fuel|fill(?:ed)?[- ]?ups?|filled\s+up|fill\s+up"
     # "fill the ute", "avg fill at shell", "a fill for the bus": a fill of a vehicle's tank
     rf"|fill(?:ed|s)?(?=\s+(?:the|my|our)\s+{VEHICLE_WORDS}\b)|fills?(?=\s+(?:at|for)\b)", ("fuel",)),
    (r"power|electricity|power bills?|gas bills?|water bills?|utilit(?:y|ies)(?: bills?)?", ("utilities",)),
    (r"phone(?: bills?)?|mobile(?: bills?)?|internet|nbn", ("phone", "internet")),
    (r"grocer(?:y|ies)|supermarkets?|food shopping", ("groceries",)),
    (r"tools?|equipment", ("tools",)),
    (r"materials?|supplies|stock", ("materials",)),
    (r"software|apps?|subscriptions?|subs", ("software",)),
    (r"parking", ("parking",)),
    (r"tolls?|e-?tags?|linkt", ("tolls",)),  # a category of tolls ("Parking & Tolls"), never parking alone
    (r"rego|registration|car servic(?:e|ing)|mechanic|repairs? (?:to|on) (?:the|my) (?:car|ute|van)", ("vehicle",)),
    # "the bank stung me in fees": the bank's fees, however far apart the two are said
    (r"bank fees?|bank charges?|account fees?|bank(?:\s+(?:me|us|in|on|with|for|my|the|any))*\s+(?:fees?|charges)", ("bank",)),
    (r"medical|health", ("health", "medical")),
    (r"gym(?: memberships?)?|fitness", ("fitness",)),
    (r"work ?wear|uniforms?|work clothes|work clothing|hi-?vis|boots", ("clothing", "uniforms")),
    (r"accountant|tax agent|bookkeep\w*", ("accounting",)),
    (r"(?:the\s+)?home\s*loans?(?:\s+repayments?)?|mortgages?(?:\s+repayments?)?|loan\s+repayments?", ("mortgage",)),
    (r"rent", ("rent",)),
    (r"flights?|airfares?", ("travel",)),
    (r"entertainment|streaming|movies", ("entertainment",)),
    (r"salary|wages|pay ?cheques?|payslips?", ("salary",)),
    (r"clothes|clothing", ("clothing",)),
    (r"take ?out|took out|taken out|withdrew|withdraw|pull(?:ed)? out|pulling out", ("cash",)),
    (r"(?:mov(?:e|ed|ing)|shift(?:ed|ing)?|transferr?(?:ed|ing)?)(?=\s+(?:across\s+|over\s+)?(?:to|into)\b)", ("transfers",)),
    (r"cash(?!\s+(?:deposit(?:s|ed)?|banked|takings)\b)(?: withdrawals?)?|atm|withdrawals?", ("cash",)),
    (r"super(?:annuation)?(?: contributions?)?", ("super",)),
    (r"tax payments?|ato payments?|bas payments?|payg(?: instalments?)?|tax(?=\s+(?:did|have|has|i|we|paid|bill))", ("tax payments",)),
    (r"interest", ("interest",)),
    (r"(?:training )?courses?|training|tafe", ("education", "training")),
    (r"(?:the )?gym(?: memberships?| fees?)?|gyms", ("fitness",)),
    (r"charit(?:y|ies)|donat\w*|gifts? to charit(?:y|ies)", ("donations",)),
)  # fmt: skip

#: Names of the categories whose money out is not spent on goods or services: paying the tax office, putting
#: money into super, repaying a home loan. A total of spending says them apart (with and without them).
SET_APART_NAMES = re.compile(
    r"(?:income )?tax(?:es)?(?: payments?)?|ato(?: payments?)?|bas(?: payments?)?|payg(?: instalments?)?"
    r"|super(?:annuation)?(?: contributions?)?"
    r"|mortgage(?: repayments?)?|home loans?(?: repayments?)?|loan repayments?"
)
#: Words that ask for every payment out of the account, not the purchases ("the biggest single payment out of my
#: account", "largest debit", "money out"): the payments to the tax office and to super are then not said apart.
EVERY_PAYMENT_OUT = re.compile(
    r"\bout\s+of\s+(?:my|the|our)\s+(?:account|bank|acct)\b|\bmoney\s+out\b|\bdebits?\b"
    r"|\b(?:left|went\s+out\s+of)\s+(?:my|the|our)\s+(?:account|bank|acct)\b"
)
#: Words naming people money is spent on ("the kids", "my wife"): what was bought for them is booked
#: by what it was (clothes, school, food), so a category named with the word holds only part of it
#: (``reader_people``).
PEOPLE_SPENT_ON = re.compile(
    r"kids?|children|child|grandkids|grandchildren|bub|baby|babies|wife|husband|sons?|daughters?"
)
#: The set-apart names of a home loan's repayments: said apart from tax and super (some count them as spending).
LOAN_NAMES = re.compile(r"\bmortgage|\bhome ?loans?\b|\bloan repayments?\b")
#: Names of the categories for a bank's interest: interest credited there is earned, never money back on a
#: purchase, whatever the category's kind.
INTEREST_NAMES = re.compile(r"(?:bank |credit |savings )?interest(?: (?:income|earned|received))?")

#: Everyday words for a part of what a category holds ("power" is one of the Utilities, "rego" one of the
#: Vehicle Expenses): the category's figure is given with its payees, so the part meant is there too.
PART = re.compile(
    r"(?:power|electricity|gas|water)(?: bills?)?|phone(?: bills?)?|mobile(?: bills?)?|internet|nbn|rego"
    r"|registration|car servic(?:e|ing)|mechanic|repairs? .*|coffees?|lunch(?:es)?|brekkie|breakfast"
    r"|dinners?|cafes?|flights?|airfares?|movies|streaming|gym(?: memberships?)?"
)
#: Groups of categories by their tax category ("vehicle costs" = every car category).
GROUPS: tuple[tuple[str, str, str], ...] = (
    (
        r"(?:vehicle|car|motor vehicle|ute|van|car-related|driving) (?:costs?|expenses?|running costs|spend(?:ing)?)|car and fuel",
        "car",
        "vehicle costs",
    ),
)

#: A person's own category whose name says it is of a group ("Car", "Motor Vehicle Costs"), whatever tax
#: category its rows were kept under (a car claimed at cents per km keeps its rego private): the group's
#: words of a name ({tax category: words}), and words of a name that say nothing of what it is.
GROUP_NAME_WORDS: dict[str, frozenset[str]] = {
    "car": frozenset({"car", "cars", "vehicle", "vehicles", "motor", "ute", "van"}),
}
GROUP_NAME_FILLERS = frozenset({"costs", "cost", "expenses", "running", "and"})

#: Everyday words that cover costs of several kinds ("transport": the car's rego and fuel, rides, flights):
#: each with the words of the category names it covers. Said alone, such a word is the person's one category
#: of them in use; with two or more in use, which is asked (never the one whose name holds the word).
UMBRELLAS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        r"(?<!public )(?:transport(?:ation)?|getting around)(?! (?:and )?rideshare)",
        ("transport", "rideshare", "taxi", "taxis", "travel", "flights", "airfares", "vehicle", "vehicles",
         "fuel", "car", "cars", "motor"),
    ),
)  # fmt: skip

#: Words that are part of no reading but change nothing ("how much did I ...").
FILLERS = frozenset(
    [
        "a",
        "an",
        "the",
        "i",
        "i've",
        "ive",
        "im",
        "i'm",
        "me",
        "my",
        "mine",
        "we",
        "our",
        "us",
        "you",
        "your",
        "did",
        "do",
        "does",
        "done",
        "doing",
        "have",
        "has",
        "had",
        "having",
        "how",
        "much",
        "what",
        "whats",
        "what's",
        "was",
        "were",
        "is",
        "are",
        "be",
        "been",
        "being",
        "am",
        "will",
        "would",
        "could",
        "can",
        "please",
        "tell",
        "show",
        "give",
        "let",
        "know",
        "out",
        "just",
        "about",
        "roughly",
        "approx",
        "approximately",
        "exactly",
        "so",
        "far",
        "all",
        "up",
        "altogether",
        "overall",
        "in",
        "on",
        "at",
        "for",
        "of",
        "to",
        "from",
        "with",
        "by",
        "during",
        "over",
        "across",
        "within",
        "into",
        "up",
        "out",
        "and",
        "or",
        "any",
        "some",
        "total",
        "totals",
        "amount",
        "amounts",
        "sum",
        "figure",
        "money",
        "take",
        "took",
        "cash",
        "dollars",
        "bucks",
        "there",
        "that's",
        "thats",
        "then",
        "actually",
        "really",
        "n",  # "stock n materials": and
        "end",  # "what did I end up spending"
        "ended",
        "w",  # "w candle inceptions": with
        "w/",
        "ever",
        "hey",
        "hi",
        "lol",  # "how many coffees at lawley lane lol": a laugh, not a word of the question
        "haha",
        "ok",
        "okay",
        "where'd",
        "which",
        "thanks",
        "thank",
        "cheers",
        "mate",
        "pls",
        "plz",
        "quick",
        "question",
        "q",
        "get",
        "got",
        "getting",
        "thru",
        "through",
        "via",
        "back",
        "bak",
        "came",
        "come",
        "coming",
        "which",
        "where",
        "different",
        "distinct",
        "unique",
        "separate",
        "new",
        "appear",
        "appears",
        "appeared",
        "whole",
        "entire",
        "together",
        "combined",
        "both",
        "money",
        "take",
        "took",
        "‑",
        "-",
        "–",
        "?",
        ".",
        ",",
        "!",
        "'",
        '"',
        ":",
        ";",
    ]
)
#: Words that say what a cost was used for (its business share, kept on the row), not what it was.
USE_WORDS = frozenset(["business", "personal", "private"])

#: Words that ask for something to be shown ("find my subscriptions"): fillers for the area intents'
#: check (``unread``), with ``FILLERS``.
REQUEST_WORDS = frozenset(
    ["find", "see", "check", "list", "show", "display", "view", "look", "detect", "identify", "spot", "want",
     "need", "like", "wondering", "curious"]
)  # fmt: skip

#: Nouns that name what was bought or paid, not a thing: "fuel purchases", "payments to Telstra".
NOUNS = frozenset(
    [
        "purchase",
        "purchases",
        "payment",
        "payments",
        "repayment",
        "repayments",
        "transaction",
        "transactions",
        "expense",
        "expenses",
        "expenditure",
        "bill",
        "bills",
        "cost",
        "costs",
        "spend",
        "spending",
        "spends",
        "stuff",
        "habit",  # "my coffee habit": the spending on it
        "gear",
        "things",
        "thing",
        "rides",
        "ride",
        "payout",
        "payouts",
        "shops",
        "shop",
        "visits",
        "visit",
        "charges",
        "deposits",
        "deposit",
        "debits",  # "how many linen debits": the payments out, as the bank says them
        "debit",
        "runs",
        "run",
        "stops",  # "fuel stops": the purchases of fuel
        "stop",
        "jobs",
        "job",
        "invoices",
        "invoice",
        "fee",
        "fees",
        "settlement",  # a card terminal's payout of the day's takings ("tyro settlements")
        "settlements",
        "instalment",  # "snap-on instalments": the payments of a plan
        "instalments",
        "installment",
        "installments",
        "order",  # "how many uber eats orders": what was bought, as a delivery app says it
        "orders",
        "batch",  # "how many chpm batches": a trust account's payment run, as the person calls it
        "batches",
        "remittance",  # "what does a lingo west remittance come to": a payment, as a payer's advice says it
        "remittances",
        "repayment",  # "home loan repayments": the payments of a loan
        "repayments",
    ]
)

COUNT = re.compile(
    r"\bhow\s+many\s+(?:times|purchases|payments|transactions|visits|trips|invoices|deposits"
    r"|receipts|shops|top[- ]?ups)?\b|\bhow often\b|\b(?:number|no\.?|#)\s+of\s+(?:times|purchases|payments|transactions|visits)?\b"
)
PER = re.compile(
    r"\b(?:per|a|an|each|every)\s+(day|week|fortnight|month|year|quarter)\b"
    r"|\b(daily|weekly|fortnightly|monthly|yearly|annual|annually|quarterly)\b"
)
PER_WORD = {
    "daily": "day", "weekly": "week", "fortnightly": "fortnight", "monthly": "month", "yearly": "year",
    "annual": "year", "annually": "year", "quarterly": "quarter",
}  # fmt: skip
AVERAGE = re.compile(r"\b(?:on\s+)?(?:average|avg|typical(?:ly)?|normally|usually)\b")
LARGEST = re.compile(
    r"\b(?:single\s+)?(?:biggest|largest|most expensive|highest|priciest)\b"
    r"(?:\s+(?:single\s+)?(?:purchase|payment|transaction|expense|bill|spend|one)s?\b|\s+single\b)?"
)
#: The smallest one payment ("smallest square payout", "my cheapest fill"): the largest's measure turned round.
SMALLEST = re.compile(
    r"\b(?:single\s+)?(?:smallest|cheapest|least\s+expensive)\b"
    r"(?:\s+(?:single\s+)?(?:purchase|payment|transaction|expense|bill|spend|one|payout|deposit|fill)s?\b)?"
)
TOP_CLIENT = re.compile(
    r"\b(?:biggest|top|main|largest|best|major)\s+(?:\d{1,2}\s+)?(?:paying\s+)?(?:client|customer|payer)s?\b"
    r"|\bwho\s+(?:paid|pays|has paid)\s+me\s+(?:the\s+)?most\b|\bwhich\s+(?:client|customer)\s+paid\s+(?:me\s+)?(?:the\s+)?most\b"
)
NOT_INCOME = re.compile(
    r"\b(?:that\s+|which\s+)?(?:wasn'?t|was\s+not|isn'?t|is\s+not|not)\s+(?:counted\s+as\s+)?(?:my\s+)?"
    r"(?:income|earnings)\b"
)
REFUNDS = re.compile(r"\b(?:list|show|what|which)\b(?:\s+(?:were|are|the|my|all))*\s+(?:store\s+)?refunds\b")
CLIENTS = re.compile(
    r"\b(?:list|show|who\s+(?:are|were))\s+(?:all\s+)?(?:my|the)\s+(?:clients|customers|payers)\b"
    # "list my private clients": the kind of client is left to be read (a group of the person's payers)
    r"|\b(?:list|show|who\s+(?:are|were))\s+(?:all\s+)?(?:my|the)\s+(?=[a-z&'-]+\s+(?:clients|customers|payers)\b)"
    r"|\bwhich\s+(?:[a-z&'-]+\s+)?(?:clients|customers|payers)\b(?!.*\b(?:more|less|most)\b)"
    # "list everyone who paid me": the clients, however many
    r"|\b(?:(?:list|show(?:\s+me)?)\s+)?(?:(?:everyone|everybody|all\s+(?:those|the\s+people))\s+)?"
    r"who\s+paid\s+me\b(?!\s+(?:the\s+)?most)(?!.*\b(?:more|less)\b)"
    # "who paid wedding deposits", "who paid for a bridal trial": the payers of what is named, never its sum
    r"|^\s*who\s+(?:has\s+)?paid\s+(?!me\b|(?:the\s+)?most\b)(?!.*\b(?:more|less)\b)"
)
#: The word between "which" and "clients" ("which wholesale customers"): a kind of client, read as a thing.
CLIENT_KIND = re.compile(
    r"\bwhich\s+(?!clients|customers|payers)([a-z&'-]+)\s+(?:clients|customers|payers)\b"
)
_NOT_NAMES = r"(?:amount|total|sum|figure|percentage|share|else|day|date|month|year|period|did|do|does|have|am|was|were|is|are)\b"
_USED = r"(?:pay|paid|paying|use|used|using|buy|bought|buying|shop|shopped|shopping|go|went|eat|ate|get|got|fill(?:ed)?\s+up)\b"
WHICH = re.compile(
    r"\bwhich\b(?=.*\b(?:did|do|have)\s+i\s+(?:pay|paid|use|buy|bought)\b)|\bwho\s+(?:did|do|have)\s+i\s+(?:pay|paid)\b"
    r"|\bwho\s+(?:did|do|have)\s+i\s+(?:spen[dt]|shop(?:ped)?|buy|bought)(?:\s+(?:money|anything))?\s+(?:with|at|from)\b"
    r"|\bwhat\s+(?:shops?|stores?|merchants?|companies|businesses|suppliers?)\b"
    # "which supermarkets did I shop at", "what software subs am I paying for", "where did I buy fuel", "list
    # the software I pay for": the payees of what is named (the verb asks who, and is read with it)
    rf"|\b(?:which|what)\b(?=\s+(?!{_NOT_NAMES})[a-z']+(?:\s+[a-z']+){{0,2}}?\s+(?:did|do|have|am)\s+(?:i|we)\s+{_USED})"
    rf"|\bwhere\s+(?:did|do|have)\s+(?:i|we)\s+(?:(?:buy|bought|get|got|shop|shopped|go|went)\b(?:\s+(?:my|the))?|(?=eat|ate|fill))"
    rf"|\blist\s+(?:all\s+)?(?:the|my)\b(?=.*\b(?:i|we)\s+{_USED})"
    # "list my stock suppliers", "who are my fuel suppliers": the payees of what is named
    r"|\b(?:list|show|who\s+(?:are|were))\s+(?:all\s+)?(?:the|my)\b(?=(?:\s+[a-z&'-]+){1,3}\s+suppliers\b)"
    # "what goes out by direct debit", "what went out as bpay": the payees paid that way
    r"|\bwhat\b(?=\s+(?:bills\s+)?(?:goes|go|went)\s+out\s+(?:of\s+(?:my|the)\s+account\s+)?(?:by|via|through|thru|as)\b)"
)
#: The verb of a question for names ("did I shop at", "am I paying for"): read with it.
USED_VERB = re.compile(rf"\b(?:(?:did|do|have|am)\s+)?(?:i|we)\s+{_USED}(?:\s+(?:at|from|for|with|to))?")
COMPARE = re.compile(
    r"\b(more|less|higher|lower|bigger|smaller|greater|better|worse|dearer|cheaper|pricier|compare[ds]?|vs\.?|versus|than)\b"
)
#: ("uber eats, how bad was it": how much, said of what was named before it)
SUM = re.compile(
    r"\bhow\s+much\b|\btotal(?:led)?\b|\bsum\b|\ball up\b|\baltogether\b"
    r"|\bhow\s+(?:bad|much\s+damage)\s+(?:was|is|were|has\s+been)\s+(?:it|that)\b"
)
ALL_TIME = re.compile(
    r"\b(?:in\s+total|all\s+up|altogether|all\s+time|ever|overall|so\s+far|over\s+the\s+whole\s+"
    # ("what did i bring in all up": "in" is the verb's, "all up" the total)
    r"(?:year|period)|for\s+the\s+whole\s+(?:year|period)|in\s+all(?!\s+up\b))\b"
)
DEDUCTIBLE = re.compile(r"\b(?:tax[- ])?(?:deductible|claimable)\b|\bwrite[- ]offs?\b")
INCOME = re.compile(
    r"\b(?:earn|earned|earnt|earning|earnings|income|make|made|making|receive|received|revenue|turnover"
    r"|takings|(?:bring|brought)(?:\s+in)?|(?<=i\s)(?:take|took)\s+in|(?<=we\s)(?:take|took)\s+in|invoiced|(?<=i\s)invoice|(?<=we\s)invoice|billed|get\s+paid|got\s+paid|paid\s+me|pay\s+me|pays\s+me"
    r"|came\s+in|come\s+in|coming\s+in|payouts?|royalt(?:y|ies)|(?:get|got)(?!\s+(?:charged|billed|stung|hit|slugged)\b)|sent\s+me|send\s+me|sends\s+me|refund(?:ed)?\s+me"
    # the people who pay you: "a payment from a customer", "client deposits", "customer osko payments"
    r"|(?:from|by)\s+(?:a\s+|an\s+|my\s+|the\s+|one\s+)?(?:customers?|clients?)"
    # "from a private customer": money in, the kind of customer left to be read (or asked)
    r"|(?:from|by)\s+(?:a|an|my|the|one)\s+(?=[a-z]+\s+(?:customers?|clients?)\b)"
    r"|(?:customers?|clients?)(?=\s+(?:[a-z]+\s+)?(?:payments?|deposits?|transfers?)\b))\b"
)
#: Said right after a word, money that came in ("cash deposits", "cash banked"): the word says how it came,
#: never a money-out category of that name (Cash Withdrawal).
MONEY_IN_AFTER = re.compile(r"\s+(?:deposit(?:s|ed)?|banked|takings)\b")
#: Income words that are also everyday verbs ("how many withdrawals did I make"): not a flow in a count
#: ("how many payments did I get" is still money in).
WEAK_INCOME = frozenset(["make", "made", "making"])
WEAK_INCOME_RE = re.compile(r"\b(?:make|made|making)\b")
#: Income words that say money in only weakly: with nothing but expense categories named, their side wins
WEAK_FLOW = frozenset(["get", "got", "make", "made", "making"])
SPENDING = re.compile(
    r"\b(?:spend|spent|spending|spends|cost|costs|costing|pay|paid|paying|pays|went|go|goes|gone|buy|bought|grab|grabbed|grabbing"
    r"|blow|blew|blown|drop|dropped|fork(?:ed)?\s+out|shell(?:ed)?\s+out|chuck(?:ed)?|outgoings|put\s+into|put\s+in|put\s+(?:thru|through)"
    # "how much did i waste on uber eats": spent (followed by "on", never the tip's "Waste Depot")
    r"|wasted?(?=\s+on\b)|wasting(?=\s+on\b)"
    # "how much did i send the tax office": the person sending is money out ("send me" is money in: INCOME)
    r"|(?<=\bi\s)(?:send|sent)(?!\s+(?:me|us)\b)|(?<=\bwe\s)(?:send|sent)(?!\s+(?:me|us)\b)"
    r"|purchase[sd]?|purchasing|charged?|billed\s+me|outlay|outlaid|the\s+damage|give|gave|given|giving"
    r"|donate[sd]?|donating|contribute[sd]?|contributing|order(?:ed)?|ordering|burn(?:t|ed)?|burning"
    r"|sting|stung|stinging|sting\s+me|stung\s+me|set\s+(?:me|us)\s+back|sets\s+(?:me|us)\s+back)\b"
)
#: Someone else putting money in ("what did sarah put in", "how much has dad chipped in"): money in that is
#: not earnings (read with transfers, as paying back is); the verb is the group ``verb``.
PUT_IN = re.compile(
    r"\b(?:did|does|has|have)\s+(?!i\b|we\b)(?:the\s+|my\s+)?[a-z'&]+(?:\s+[a-z'&]+)?\s+"
    r"(?P<verb>put\s+in|chip(?:ped)?\s+in|contribute[ds]?"
    # "did sarah send money over", "has dad sent across": someone sending money to you
    r"|(?:send|sent)(?:\s+(?:me|us))?(?:\s+(?:money|cash|funds))?\s+(?:over|across|through|thru))\b"
)
#: Things said to be taken together ("uber eats + menulog together", "both servos", "the two builders").
TOGETHER = re.compile(r"\b(?:together|combined|both|all\s+up|altogether|the\s+two|all\s+of\s+them|plus)\b|\+")
#: Requests that belong to another area (advice, writes, bills...): the reader leaves them alone.
NOT_A_QUERY = re.compile(
    r"^\s*(?:please\s+)?show\b|\b(gst|vat|bas|activity statement|receipts?|trips?(?!\s+to\b)|km|kms|kilomet\w*|logbook|odometer|savings?\s+rate"
    r"|cash\s*flow|duplicat\w*|categori[sz]\w*|uncategori[sz]\w*|rules?|budget\w*|add|record|log|enter|create"
    r"|delete|remove|undo|rename|import|upload|due|overdue|bills|(?<!software )(?<!software and )subscriptions|recurring|direct debits"
    r"|plan|tier|quota|deductions|claim|tax summary|tax return|tax position|tax report|tax overview|search|find|list|show me|top|most|merchants"
    r"|payees|where did(?!.*\b(?:more|less|vs|versus)\b)|1a|1b|g1|g2|g3|g4|g10|g11|g14|g15|net worth|shares?|(?<!trading\s)(?<!\bn\s)(?<!\band\s)(?<!&\s)stocks?(?!\s+(?:n|and|&|suppliers?|purchases?|materials?|on\s+hand|take|count|levels?|orders?|spend|spending|costs?)\b)|balance|interest rates?|break\s*down|by category|by merchant|per category|ai|requests|messages"
    r"|look up|next \d+ days|have to pay|advice|advise|should|invest\w*|forecast\w*|predict\w*)\b"
)
#: Words the bank statement may use instead of the person's ("chemist" is a "pharmacy" on it), each with
#: the words tried in turn. The fee a bank charges on a purchase in another currency or processed overseas is
#: one fee under each bank's own name: Westpac and CBA "International Transaction Fee", ING "Intl Transaction
#: Fee", Bendigo Bank "Foreign Transaction Fee", Suncorp "Foreign Currency Conversion Fee" (the banks' fee
#: schedules, and the statements of tests/data).
SAME_WORDS: dict[str, tuple[str, ...]] = {
    "chemist": ("pharmacy",), "pharmacy": ("chemist",), "doctor": ("medical",), "gp": ("medical",),
    "vet": ("veterinary",), "dentist": ("dental",), "tip": ("waste",), "dump": ("waste",),
    "international": ("intl", "foreign"), "intl": ("international", "foreign"),
    "foreign": ("international", "intl"),
}  # fmt: skip


def statement_word(word: str, words: frozenset[str]) -> str | None:
    """The statement's own word for ``word`` (one of ``SAME_WORDS``) that ``words`` holds, else None."""
    return next((w for w in SAME_WORDS.get(word, ()) if w in words), None)


#: A particular payment or payee pointed at ("the bill", "that shop") rather than named.
THE_ONE = re.compile(
    r"\b(?:the|that|this|those|these)\s+(?:bills?|shops?|stores?|payments?|purchases?|transactions?|charges?"
    r"|invoices?|ones?|places?|company|guy|bloke|supplier|client|customer|job"
    # one payment of money in or moved, said as the bank says it ("how much was the deposit"): which one
    r"|deposit|payout|settlement|refund|rebate|reimbursement|transfer)\b(?!\s+(?:i|we)\b)"
)
#: A pronoun standing for something said earlier: never read as a name.
PRONOUN = re.compile(r"\b(it|that|them|this|those|these|there|him|her|they)\b")
OBJECT_PREP = re.compile(r"\b(?:on|at|with|for|from|to|into)\s+$")


MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)"


#: Short forms typed on a phone, written out: "per wk", "p/m", "h1 fy26".
SHORT = (
    (r"\b(?:per|a|an|each|every)\s+wk\b|\bp/w\b|/\s?wk\b|/\s?week\b", "per week"),
    (r"\b(?:per|a|an|each|every)\s+(?:mth|mnth|mo)\b|\bp/m\b|/\s?(?:mth|month)\b", "per month"),
    (r"\b(?:per|a|an|each|every)\s+yr\b|\bp/a\b|/\s?(?:yr|year)\b", "per year"),
    (r"\bsavings\s+(?:account|acct|a/c)\b", "savings"),
    (r"\bh1\b|\b1st half\b", "first half"),
    (r"\bh2\b|\b2nd half\b", "second half"),
    (r"\b1st\b(?=\s+(?:or|and|vs\.?|versus)\s+(?:2nd|second)\s+half\b)", "first"),
    (r"\b(?:what(?:'s| is| was)\s+)?(?:the\s+)?diff(?:erence)?\s+between\b", "compare"),
    # "how many diff clients paid me": "diff" short for "different" in a count (never "the diff between")
    (r"\b(how\s+many\s+)diff\b(?!\s+between\b)", r"\1different"),
    # "ampol v bp": a lone "v" between two things is "versus"
    (r"(?<=\w)\s+v\.?\s+(?=\w)", " vs "),
    # a customer's worth is what they paid: "who was the better customer", "who's worth more to me"
    (
        r"\bwho(?:'s|\s+is|\s+was|\s+were|\s+has\s+been)\s+(?:the\s+)?(?:better|bigger)\s+(?:customer|client|payer)\b"
        r"|\bwho(?:'s|\s+is|\s+was|\s+were)\s+worth\s+more\s+to\s+me\b",
        "who paid me more",
    ),
    # "overseas clients or aussie ones": "ones" stands for the payers said just before, written out
    (
        r"\b(clients|customers)\b(.*?\b(?:overseas|international|foreign|offshore|australian|aussie"
        r"|local|domestic))\s+ones\b",
        r"\1\2 \1",
    ),
)


WEAK = frozenset(
    [
        "and",
        "the",
        "of",
        "pty",
        "ltd",
        "limited",
        "co",
        "inc",
        "group",
        "services",
        "service",
        "australia",
        "au",
        "nsw",
        "vic",
        "qld",
    ]
)


#: Words of category names that say what kind of cost, not which: never a category on their own.
KIND_WORDS = frozenset(
    ["business", "personal", "private", "other", "general", "misc", "miscellaneous", "home", "household",
     "work", "sundry", "sundries", "income", "expenses", "expense", "costs", "fees", "services", "payments",
     "bank", "account", "accounts"]
)  # fmt: skip
#: Words many a business name has after its own ("Dropbox International", "Kai Ngata Editing"): a payee only
#: when said with the name's first word, never alone ("international transaction fees" are bank fees).
NAME_FILLERS = frozenset(
    ["international", "global", "national", "australian", "australia", "management", "solutions", "consulting",
     "studio", "studios", "design", "designs", "media", "holdings", "enterprises", "industries", "trading",
     "supplies", "systems", "digital", "online", "direct", "express", "central", "professional", "products",
     "equipment", "editing", "photography", "garden", "gardens", "homes", "built", "building", "builders",
     "construction", "constructions", "property", "properties", "transport", "insurance", "energy", "water",
     "electrical", "plumbing", "cleaning", "repairs", "warehouse", "store", "stores", "market", "markets",
     "village", "lifestyle", "events", "collective", "brewing", "hotels", "capital", "finance", "partners"]
)  # fmt: skip
#: Short everyday words never read as the first word of a payee's name.
SHORT_WORDS = frozenset(
    [
        "it", "its", "him", "her", "he", "she", "they", "them", "this", "that", "on", "at", "in", "to", "of",
        "for", "off", "out", "per", "pay", "got", "get", "new", "old", "how", "why", "who", "was", "are", "is",
        "be", "am", "do", "did", "not", "no", "yes", "and", "or", "but", "vs", "all", "any", "one", "two", "my",
        "me", "our", "us", "we", "you", "ago", "so", "too", "via", "fy", "q1", "q2", "q3", "q4", "h1", "h2",
        "ytd", "gst", "bas", "tax", "abn", "big", "few", "bad", "odd",
    ]
)  # fmt: skip
#: Nicknames of merchants: read as the merchant when the person has one by that name.
NICKNAMES = {"woolies": "woolworths", "maccas": "mcdonald", "macca's": "mcdonald", "bunnos": "bunnings",
             "servo": "", "jb": "jb hi-fi", "officework": "officeworks", "aus post": "australia post",
             "auspost": "australia post", "oz post": "australia post", "tax office": "ato",
             "the tax man": "ato", "uni": "university"}  # fmt: skip
#: Given names as family and friends say them, with the names a bank prints ("kasia": Katarzyna Nowak). Read
#: only when no payee's name holds the short form and a payee's first name is a full one (``reader_norm``).
#: Never a short form that is an everyday word ("bill", "will", "pat", "rob", "sue", "jack", "art", "sandy").
GIVEN_NAMES: dict[str, tuple[str, ...]] = {
    "kasia": ("katarzyna",), "gosia": ("malgorzata", "małgorzata"), "basia": ("barbara",), "ania": ("anna",),
    "kuba": ("jakub",), "tomek": ("tomasz",), "bartek": ("bartosz", "bartłomiej", "bartlomiej"),
    "kate": ("katherine", "catherine", "kathryn", "katharine"), "katie": ("katherine", "catherine", "kathryn"),
    "kath": ("katherine", "kathryn", "kathleen"), "cathy": ("catherine",), "liz": ("elizabeth",),
    "lizzie": ("elizabeth",), "beth": ("elizabeth", "bethany"), "mike": ("michael",), "mick": ("michael",),
    "dave": ("david",), "davo": ("david",), "jim": ("james",), "jimmy": ("james",), "tom": ("thomas",),
    "tommy": ("thomas",), "chris": ("christopher", "christine", "christina"), "matt": ("matthew",),
    "dan": ("daniel",), "danny": ("daniel",), "sam": ("samuel", "samantha"), "alex": ("alexander", "alexandra"),
    "jen": ("jennifer",), "jenny": ("jennifer",), "steve": ("steven", "stephen"), "pete": ("peter",),
    "tony": ("anthony", "antony"), "joe": ("joseph",), "ben": ("benjamin",), "andy": ("andrew",),
    "greg": ("gregory",), "maggie": ("margaret",), "meg": ("margaret", "megan"), "charlie": ("charles", "charlotte"),
    "fred": ("frederick",), "becky": ("rebecca",), "bec": ("rebecca",), "vicky": ("victoria",),
    "nicky": ("nicole", "nicola"), "josh": ("joshua",), "zac": ("zachary",), "zach": ("zachary",),
    "abby": ("abigail",), "ellie": ("eleanor", "elena", "ellen"), "tash": ("natasha",),
    "sasha": ("alexandra", "alexander", "aleksandra"), "misha": ("mikhail",),
    "mandy": ("amanda",), "manda": ("amanda",), "jess": ("jessica",), "jessie": ("jessica",),
}  # fmt: skip
#: Places as people call them ("launnie airport": Launceston Airport), said in full before anything is read.
PLACE_NICKNAMES = {"launnie": "launceston", "lonnie": "launceston", "brissie": "brisbane", "brisvegas": "brisbane",
                   "freo": "fremantle", "tassie": "tasmania", "newie": "newcastle"}  # fmt: skip


def words_of(pattern: str) -> set[str]:
    """Whole words of a pattern: not stems written as ``servic(?:e|ing)`` or ``super(?:annuation)``."""
    return set(re.findall(r"(?<![:\\])\b[a-z]{4,}\b(?![(\[]|\\w)", pattern))


#: Every word the reader reads (its fillers, its flow, measure and period words, its everyday words): a
#: misspelling of one ("resturants", "recieve") is read as that word (``parse.correct_typos``), never
#: guessed at otherwise.
READ: set[str] = (
    {w for w in FILLERS | NOUNS if w.isalpha()}
    | {w for pattern, _ in SYNONYMS for w in words_of(pattern)}
    | {w for pattern, _, _ in GROUPS for w in words_of(pattern)}
    | {w for group in payer_groups() for w in group.words}
    | {
        w
        for compiled in (COUNT, PER, AVERAGE, LARGEST, TOP_CLIENT, NOT_INCOME, REFUNDS, CLIENTS, WHICH,
                         COMPARE, SUM, ALL_TIME, DEDUCTIBLE, INCOME, SPENDING, NOT_A_QUERY)
        for w in words_of(compiled.pattern)
    }
    | {"restaurants", "receive", "received", "business", "between", "february", "including", "deduction",
       "depreciation", "fortnight", "service", "servicing", "utilities", "groceries", "grocery", "calendar", "financial", "quarter", "second", "first", "third", "fourth",
       "write", "asset", "assets", "instant", "schedule", "figure", "amount", "included", "settlement", "settlements",
       "least", "lowest", "smallest", "worst", "highest", "biggest", "largest", "month", "months", "takeaway"}
)  # fmt: skip
#: (words of five letters or more, and the singular of each plural: a short word such as "acme" is never
#: put right into "came", and "invoice" is not "invoices")
READER_WORDS: frozenset[str] = frozenset(
    w
    for word in READ
    for w in (word, word[:-1] if word.endswith("s") and not word.endswith("ss") else word)
    if len(w) >= 5
)

#: Amounts said without the GST in them ("fuel ex gst", "earnings excluding gst"): the rows hold amounts with
#: GST, so such a question is asked back, never answered with the amounts as paid or with a BAS.
GST_EXCLUDED = re.compile(
    r"\b(?:without|excluding|excl\.?|ex|exclusive\s+of|less|minus|before|not\s+counting|pre)[\s-]+"
    r"(?:the\s+|any\s+)?gst\b|\bgst[\s-](?:exclusive|excluded)\b"
)
#: Amounts said with their GST ("fuel last month including gst"): the amounts as paid, which the rows hold.
#: The person's own bank account said as where money went ("paid into my account", "came into the account"):
#: the account the statement is of, a filler, never a payee whose name holds "account" (a savings account,
#: an accounting firm). Money going into it came in (read so); out of it is said by the other words. A named
#: account ("my savings account") is not this.
OWN_ACCOUNT = re.compile(
    r"\b(?:(?P<into>into|to|in)|from|out\s+of|through|thru|via)\s+(?:my|the|our)\s+(?:bank\s+|everyday\s+|main\s+)?"
    r"(?:account|acct|a/c)\b(?!\s+(?:fees?|keeping|keeper|ing))"
)
GST_INCLUDED = re.compile(
    r"\b(?:including|incl\.?|inclusive\s+of|inc\.?|with|plus)\s+(?:the\s+)?gst\b|\bgst[\s-]inclusive\b"
)
#: How something was paid ("in cash", "on my card"): the rows do not say it, so it is a filter that cannot
#: be read (never "cash" as the Cash Withdrawal category added to the thing asked about).
PAYMENT_METHOD = re.compile(
    r"\b(?:paid\s+)?(?:in|by|with|using|on|via|paid)\s+(?:my\s+|the\s+|a\s+)?"
    r"(?:cash|card|credit\s+card|debit\s+card|eftpos|cheque|visa|mastercard|amex)\b"
)
#: Cash paid in ("cash I banked", "cash deposits", "banked cash"): money in that the bank's words say was cash,
#: never the cash taken out (the Cash Withdrawal category).
CASH_IN = re.compile(
    r"\bcash\s+(?:deposits?|deposited|banked|takings)\b"
    # "cash jobs I banked", "cash sales we deposited": what the cash was for, said between
    r"|\bcash\s+(?:(?:jobs?|sales|work|payments?)\s+)?(?:(?:i|we)\s+(?:have\s+|'ve\s+)?)?(?:banked|deposited)\b"
    r"|\b(?:deposit(?:ed|ing)?|bank(?:ed|ing)?)\s+(?:the\s+|my\s+|some\s+|any\s+)?cash\b"
    r"|\bcash\s+(?:did|do|have)\s+(?:i|we)\s+(?:bank|deposit|put\s+in)\b"
    r"|\b(?:bank(?:ed)?|deposit(?:ed)?)\s+(?:\w+\s+){0,3}?in\s+cash\b"
)
#: Something left out ("ute costs other than fuel", "spending apart from rent", "excluding rego"): the
#: thing after it is taken away from the thing before it when both are categories, else asked back.
EXCLUDING = re.compile(
    r"\b(?:other\s+than|apart\s+from|aside\s+from|except(?:\s+for)?|excluding|exclude|not\s+counting|"
    r"not\s+including|leaving\s+out|minus|but\s+not|without)\b"
    # "not incl fresha", "(not thru fresha)", ", not fresha": an afterthought leaving a payee out (a bare "not"
    # only after a comma or a bracket, never "is not income")
    r"|(?<=[,(])\s*not(?:\s+(?:thru|through|via|including|incl|inc|counting)\b\.?)?(?=\s)"
    r"|\bnot\s+(?:incl|inc)\b\.?(?=\s)"
)
#: Something said to be part of what comes before it ("eating out incl coffee"): read when it is.
INCLUDING = re.compile(r"\b(?:incl\.?|including|inc\.?)(?=\s)")
#: Categories said one after another are one total only when joined ("fuel and groceries", "fuel/rego");
#: anything else between them ("fuel in cash") is a filter not read.
JOINED = re.compile(
    r"[\s,/&+-]*(?:(?:and|plus|or|n|as\s+well\s+as)\b[\s,/&+-]*(?:(?:the|my|on|at|for|also)\s+)?)?"
)

#: Where the clients are: overseas (sales that are GST-free exports, the rows' GST treatment ``export``) or in
#: Australia (every sale but exports). Read as a filter of money in, passed to the tool, never as a name.
_PAYERS = r"(?:clients?|customers?|payers?|sales|income|work|jobs|earnings)"
OVERSEAS = re.compile(
    rf"\b(?:from\s+(?:my\s+|the\s+)?)?(?:overseas|international|foreign|offshore|export)(?=\s+{_PAYERS}\b)"
    r"|\bfrom\s+(?:overseas|offshore)\b|\bexports\b"
)
AUSTRALIAN = re.compile(
    rf"\b(?:from\s+(?:my\s+|the\s+)?)?(?:australian|aussie|local|domestic)(?=\s+{_PAYERS}\b)"
    r"|\b(?:from|within|in)\s+australia\b"
)

#: The reader's four-letter words ("came", "made", "spent" is longer): never put right into a payee's name
#: of the same letters ("came" is not "Acme"), though never a target for a typo either (``READER_WORDS``).
READER_SHORT_WORDS: frozenset[str] = frozenset(w for w in READ if len(w) == 4)

#: "-wise" after a word of money ("spending wise", "money-wise", "income wise"): "as for", never the payee Wise.
AS_FOR_WISE = re.compile(
    r"\b((?:spending|spend|money|cash|cost|costs|income|earnings|expenses|finance|finances|tax|gst)[\s-])wise\b"
)
