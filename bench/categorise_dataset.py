"""A deterministic, labelled dataset of messy bank-statement descriptions for the categoriser.

Three kinds of merchant:
- ``kb``: well-known merchants that are in the shipped knowledge base (spelled as banks print them);
- ``seen``: local businesses NOT in the knowledge base that appear in the account's history (the
  classifier can learn them; the held-out rows use other store numbers, cities, prefixes and dates);
- ``unseen``: local businesses in neither the knowledge base nor the history (only generic words such
  as "cafe" or the classifier's n-grams can help; many are rightly left for the user).

``make_dataset()`` returns (history, held_out): history rows carry the user's category; held-out rows
carry the true label for scoring. Same seed, same rows.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

KB_MERCHANTS: list[tuple[str, str]] = [
    ("WOOLWORTHS", "Groceries"),
    ("COLES", "Groceries"),
    ("ALDI STORES", "Groceries"),
    ("IGA", "Groceries"),
    ("HARRIS FARM MARKETS", "Groceries"),
    ("TESCO STORES", "Groceries"),
    ("SAINSBURYS", "Groceries"),
    ("COUNTDOWN", "Groceries"),
    ("PAK N SAVE", "Groceries"),
    ("WHOLEFDS", "Groceries"),
    ("TRADER JOE'S", "Groceries"),
    ("KROGER", "Groceries"),
    ("BP", "Fuel"),
    ("SHELL", "Fuel"),
    ("CALTEX", "Fuel"),
    ("AMPOL", "Fuel"),
    ("7-ELEVEN", "Fuel"),
    ("Z ENERGY", "Fuel"),
    ("CHEVRON", "Fuel"),
    ("ESSO", "Fuel"),
    ("LINKT", "Parking & Tolls"),
    ("WILSON PARKING", "Parking & Tolls"),
    ("SECURE PARKING", "Parking & Tolls"),
    ("RINGGO", "Parking & Tolls"),
    ("QANTAS", "Travel"),
    ("VIRGIN AUSTRALIA", "Travel"),
    ("JETSTAR", "Travel"),
    ("BRITISH AIRWAYS", "Travel"),
    ("AIR NEW ZEALAND", "Travel"),
    ("TRAINLINE", "Travel"),
    ("BOOKING.COM", "Accommodation"),
    ("AIRBNB", "Accommodation"),
    ("PREMIER INN", "Accommodation"),
    ("HILTON", "Accommodation"),
    ("UBER *TRIP", "Public Transport & Rideshare"),
    ("DIDI", "Public Transport & Rideshare"),
    ("OPAL TRANSPORT", "Public Transport & Rideshare"),
    ("TFL TRAVEL CH", "Public Transport & Rideshare"),
    ("LYFT *RIDE", "Public Transport & Rideshare"),
    ("MCDONALDS", "Meals & Dining"),
    ("KFC", "Meals & Dining"),
    ("HUNGRY JACKS", "Meals & Dining"),
    ("GUZMAN Y GOMEZ", "Meals & Dining"),
    ("STARBUCKS", "Meals & Dining"),
    ("UBER *EATS", "Meals & Dining"),
    ("MENULOG", "Meals & Dining"),
    ("PRET A MANGER", "Meals & Dining"),
    ("GREGGS", "Meals & Dining"),
    ("CHIPOTLE", "Meals & Dining"),
    ("DOORDASH", "Meals & Dining"),
    ("OFFICEWORKS", "Office Supplies"),
    ("RYMAN", "Office Supplies"),
    ("BUNNINGS", "Tools & Equipment"),
    ("JB HI-FI", "Tools & Equipment"),
    ("SCREWFIX", "Tools & Equipment"),
    ("HOME DEPOT", "Tools & Equipment"),
    ("TELSTRA", "Phone & Internet"),
    ("OPTUS", "Phone & Internet"),
    ("SPARK NZ", "Phone & Internet"),
    ("VERIZON WRLS", "Phone & Internet"),
    ("ADOBE", "Software & Subscriptions"),
    ("MICROSOFT", "Software & Subscriptions"),
    ("XERO", "Software & Subscriptions"),
    ("ATLASSIAN", "Software & Subscriptions"),
    ("DROPBOX", "Software & Subscriptions"),
    ("CANVA", "Software & Subscriptions"),
    ("GITHUB", "Software & Subscriptions"),
    ("FACEBK", "Advertising & Marketing"),
    ("GOOGLE ADS", "Advertising & Marketing"),
    ("AUSTRALIA POST", "Postage & Shipping"),
    ("ROYAL MAIL", "Postage & Shipping"),
    ("SENDLE", "Postage & Shipping"),
    ("USPS", "Postage & Shipping"),
    ("H&R BLOCK", "Accounting & Tax Fees"),
    ("UDEMY", "Education & Training"),
    ("COURSERA", "Education & Training"),
    ("RED CROSS", "Donations"),
    ("UNICEF", "Donations"),
    ("AGL", "Utilities"),
    ("ORIGIN ENERGY", "Utilities"),
    ("BRITISH GAS", "Utilities"),
    ("MERCURY NZ", "Utilities"),
    ("NRMA INSURANCE", "Insurance"),
    ("AAMI", "Insurance"),
    ("AVIVA", "Insurance"),
    ("GEICO", "Insurance"),
    ("CHEMIST WAREHOUSE", "Health & Medical"),
    ("PRICELINE PHARMACY", "Health & Medical"),
    ("BOOTS", "Health & Medical"),
    ("CVS/PHARMACY", "Health & Medical"),
    ("UNIQLO", "Clothing"),
    ("KMART", "Clothing"),
    ("PRIMARK", "Clothing"),
    ("COTTON ON", "Clothing"),
    ("NETFLIX.COM", "Entertainment"),
    ("SPOTIFY", "Entertainment"),
    ("HOYTS", "Entertainment"),
    ("STEAMGAMES.COM", "Entertainment"),
    ("DISNEY PLUS", "Entertainment"),
    ("ODEON", "Entertainment"),
]
SEEN_MERCHANTS: list[tuple[str, str]] = [
    ("BLUE BEAN ESPRESSO BAR", "Meals & Dining"),
    ("MARIOS TRATTORIA", "Meals & Dining"),
    ("LITTLE SAIGON KITCHEN", "Meals & Dining"),
    ("THE GRUMPY BARISTA", "Meals & Dining"),
    ("KOALA KORNER TAKEAWAY", "Meals & Dining"),
    ("SMOKEY JOES BBQ", "Meals & Dining"),
    ("GREENLEAF ORGANICS", "Groceries"),
    ("NONNAS PANTRY", "Groceries"),
    ("FRESHWAY FRUIT", "Groceries"),
    ("ASIA MART", "Groceries"),
    ("SUNRISE DENTAL", "Health & Medical"),
    ("HARBOURSIDE PHYSIO", "Health & Medical"),
    ("NORTHSIDE MEDICAL", "Health & Medical"),
    ("DR K PATEL", "Health & Medical"),
    ("PETERS PLUMBING SUPPLY", "Tools & Equipment"),
    ("TRADEMART SUPPLIES", "Tools & Equipment"),
    ("COASTAL TIMBER", "Tools & Equipment"),
    ("KWIK COPY", "Office Supplies"),
    ("PAPER & INK CO", "Office Supplies"),
    ("RIVERSIDE MOTORS", "Vehicle Expenses"),
    ("ACE TYRES", "Vehicle Expenses"),
    ("SPARKLE CAR WASH", "Vehicle Expenses"),
    ("METRO FUEL", "Fuel"),
    ("FUEL XPRESS", "Fuel"),
    ("CITYPARK", "Parking & Tolls"),
    ("NORTHERN BEACHES BUS", "Public Transport & Rideshare"),
    ("HARBOUR FERRIES", "Travel"),
    ("SEASIDE MOTOR INN", "Accommodation"),
    ("CLOUDNINE HOSTING", "Software & Subscriptions"),
    ("PIXELPERFECT SAAS", "Software & Subscriptions"),
    ("LOCAL LEADS MEDIA", "Advertising & Marketing"),
    ("BRIGHT SIGNS", "Advertising & Marketing"),
    ("SMITH & CO LAWYERS", "Professional Fees"),
    ("ANDERSON CONSULTING", "Professional Fees"),
    ("TAXWISE ACCOUNTANTS", "Accounting & Tax Fees"),
    ("LEDGERLY BOOKKEEPING", "Accounting & Tax Fees"),
    ("CODE ACADEMY SYDNEY", "Education & Training"),
    ("SAFETYFIRST WORKWEAR", "Work Clothing & Uniforms"),
    ("HI VIS DEPOT", "Work Clothing & Uniforms"),
    ("PAWS RESCUE", "Donations"),
    ("CITY ENERGY", "Utilities"),
    ("AQUAPURE WATER", "Utilities"),
    ("PRIME PROPERTY MGMT", "Rent & Mortgage"),
    ("HOMESAFE INSURANCE", "Insurance"),
    ("URBAN THREADS", "Clothing"),
    ("SOLE MATES SHOES", "Clothing"),
    ("STARLIGHT DRIVE IN", "Entertainment"),
    ("BOWL ARAMA", "Entertainment"),
    ("FLEXI GYM", "Entertainment"),
    ("NETLINK BROADBAND", "Phone & Internet"),
    ("KANGA MOBILE", "Phone & Internet"),
    ("SWIFT COURIERS", "Postage & Shipping"),
]
UNSEEN_MERCHANTS: list[tuple[str, str]] = [
    ("BEAN THERE CAFE", "Meals & Dining"),
    ("GOLDEN DRAGON RESTAURANT", "Meals & Dining"),
    ("THE LOCAL PUB", "Meals & Dining"),
    ("SUNSET SUSHI", "Meals & Dining"),
    ("HILLTOP BAKERY", "Meals & Dining"),
    ("VALLEY FRESH SUPERMARKET", "Groceries"),
    ("BAYSIDE BUTCHER", "Groceries"),
    ("CORNER PHARMACY", "Health & Medical"),
    ("SMILE BRIGHT DENTAL", "Health & Medical"),
    ("PARKVIEW MEDICAL CENTRE", "Health & Medical"),
    ("TOWN HARDWARE", "Tools & Equipment"),
    ("EASTSIDE PETROL", "Fuel"),
    ("AIRPORT PARKING", "Parking & Tolls"),
    ("LAKESIDE MOTEL", "Accommodation"),
    ("GRAND HOTEL", "Accommodation"),
    ("CITY TAXIS", "Public Transport & Rideshare"),
    ("JONES SOLICITORS", "Professional Fees"),
    ("PREMIER ACCOUNTANTS", "Accounting & Tax Fees"),
    ("WESTSIDE CINEMAS", "Entertainment"),
    ("PEAK FITNESS GYM", "Entertainment"),
    ("ACME INSURANCE", "Insurance"),
    ("STYLE BOUTIQUE", "Clothing"),
    ("RAPID COURIER", "Postage & Shipping"),
    ("HOPE FOUNDATION", "Donations"),
    ("MOONLIGHT GIFTS", "Clothing"),
    ("ZEPHYR LABS", "Software & Subscriptions"),
    ("ORBIT STUDIO", "Advertising & Marketing"),
    ("TWIN PEAKS TRADING", "Tools & Equipment"),
]
PREFIXES = [
    "",
    "",
    "VISA PURCHASE ",
    "EFTPOS ",
    "POS ",
    "CARD PURCHASE ",
    "TAP & PAY ",
    "VISA DEBIT PURCHASE CARD 4412 ",
    "SQ *",
    "PAYPAL *",
    "DEBIT CARD PURCHASE ",
    "CONTACTLESS ",
    "PURCHASE AUTHORISATION ",
]
CITIES = [
    "SYDNEY NSW",
    "MELBOURNE VIC",
    "BRISBANE QLD",
    "PERTH WA",
    "ADELAIDE SA",
    "HOBART TAS",
    "PARRAMATTA AU",
    "LONDON GB",
    "MANCHESTER GB",
    "LEEDS UK",
    "NEW YORK NY",
    "SEATTLE WA",
    "AUSTIN TX",
    "AUCKLAND NZ",
    "WELLINGTON NZ",
    "CHRISTCHURCH NZ",
    "CHATSWOOD",
    "BONDI JUNCTION",
    "SURRY HILLS",
    "FITZROY",
    "",
]


@dataclass(frozen=True)
class Labelled:
    description: str
    amount: str
    category: str  # the true category name
    merchant_kind: str  # kb | seen | unseen
    merchant: str


def messy(rng: random.Random, name: str) -> str:
    shown = name
    if rng.random() < 0.25:
        shown = shown[:22]  # card terminals truncate
    if rng.random() < 0.3:
        shown = shown.title()
    parts = [rng.choice(PREFIXES) + shown]
    roll = rng.random()
    if roll < 0.35:
        parts.append(str(rng.randint(100, 99999)))
    elif roll < 0.5:
        parts.append(f"#{rng.randint(10, 9999)}")
    elif roll < 0.6:
        parts.append(f"T{rng.randint(100, 999):04d}")
    city = rng.choice(CITIES)
    if city:
        parts.append(city)
    roll = rng.random()
    if roll < 0.2:
        parts.append(f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}")
    elif roll < 0.3:
        parts.append(f"Value Date: {rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/2026")
    elif roll < 0.38:
        parts.append(f"Card xx{rng.randint(1000, 9999)}")
    elif roll < 0.43:
        parts.append(f"AUD {rng.randint(5, 300)}.{rng.randint(0, 99):02d}")
    return " ".join(parts)


def make_dataset(seed: int = 20261121) -> tuple[list[Labelled], list[Labelled]]:
    rng = random.Random(seed)
    history: list[Labelled] = []
    held_out: list[Labelled] = []

    def rows(name: str, category: str, kind: str, count: int) -> list[Labelled]:
        return [
            Labelled(
                messy(rng, name), f"-{rng.randint(3, 400)}.{rng.randint(0, 99):02d}", category, kind, name
            )
            for _ in range(count)
        ]

    for name, category in KB_MERCHANTS:
        history += rows(name, category, "kb", rng.randint(3, 8))
        held_out += rows(name, category, "kb", rng.randint(3, 7))
    for name, category in SEEN_MERCHANTS:
        history += rows(name, category, "seen", rng.randint(8, 20))
        held_out += rows(name, category, "seen", rng.randint(5, 10))
    for name, category in UNSEEN_MERCHANTS:
        held_out += rows(name, category, "unseen", rng.randint(3, 6))
    rng.shuffle(history)
    rng.shuffle(held_out)
    return history, held_out
