"""Bank statements for the import benchmark, and the raw floor to compare the import with.

Two generators, both CommBank-style (no header: date DD/MM/YYYY, signed amount, description, running
balance), deterministic for a seed:

* ``repetitive``: descriptions from 16 merchants plus a card number, so per-description work caches well;
* ``unique``: descriptions the way banks write them - a few thousand distinct merchants (brand + store
  number + suburb), EFTPOS/VISA prefixes, value dates, card masks, references and receipt numbers -
  so almost every description is unique and normalisation cannot be cached by the raw text.

``raw_floor`` is what any importer must at least do, in plain Python: read the CSV with ``csv``, parse
date and amount, compute a 64-bit fingerprint, and ``sqlite3.executemany`` the rows into a table with
a unique index on (account, fingerprint).
"""

from __future__ import annotations

import csv
import hashlib
import random
import sqlite3
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

REPETITIVE_MERCHANTS = [
    "WOOLWORTHS 1234 SYDNEY",
    "COLES 0456 PARRAMATTA",
    "BP CONNECT NEWTOWN",
    "SHELL COLES EXPRESS",
    "OFFICEWORKS 0399",
    "TELSTRA PREPAID",
    "CAFE NERO GEORGE ST",
    "UBER *TRIP HELP.UBER.COM",
    "NETFLIX.COM",
    "BUNNINGS 612000",
    "TRANSFER TO SAVINGS",
    "ADOBE *CREATIVE CLOUD",
    "LOCAL BAKERY PTY LTD",
    "JB HI-FI ONLINE",
    "CHEMIST WAREHOUSE 112",
    "AMPOL FOODARY",
]

BRANDS = [
    "WOOLWORTHS",
    "COLES",
    "ALDI STORES",
    "IGA",
    "BP CONNECT",
    "SHELL COLES EXPRESS",
    "AMPOL FOODARY",
    "7-ELEVEN",
    "OFFICEWORKS",
    "BUNNINGS WAREHOUSE",
    "JB HI-FI",
    "HARVEY NORMAN",
    "KMART",
    "TARGET",
    "BIG W",
    "DAN MURPHYS",
    "BWS LIQUOR",
    "CHEMIST WAREHOUSE",
    "PRICELINE PHARMACY",
    "MCDONALDS",
    "HUNGRY JACKS",
    "KFC",
    "SUBWAY",
    "GUZMAN Y GOMEZ",
    "CAFE NERO",
    "GLORIA JEANS",
    "BOOST JUICE",
    "MYER",
    "DAVID JONES",
    "UNIQLO",
    "REBEL SPORT",
    "SUPERCHEAP AUTO",
    "REPCO",
    "SPOTLIGHT",
    "THE REJECT SHOP",
    "BAKERS DELIGHT",
    "PETBARN",
    "DECATHLON",
    "IKEA",
    "TOTAL TOOLS",
    "MITRE 10",
    "HOYTS CINEMAS",
    "EVENT CINEMAS",
    "ANYTIME FITNESS",
    "NEWSAGENCY",
    "AUSTRALIA POST",
    "LIQUORLAND",
    "TERRY WHITE CHEMMART",
    "OPSM",
    "SPECSAVERS",
    "BEST AND LESS",
    "THE GOOD GUYS",
    "DOMINOS PIZZA",
    "PIZZA HUT",
    "OPORTO",
    "NANDOS",
    "GRILLD",
    "SUSHI HUB",
    "ZARRAFFAS COFFEE",
    "EG FUELCO",
]
SUBURBS = [
    "SYDNEY",
    "PARRAMATTA",
    "NEWTOWN",
    "BONDI JUNCTION",
    "CHATSWOOD",
    "MELBOURNE",
    "RICHMOND",
    "FITZROY",
    "BRUNSWICK",
    "BRISBANE CITY",
    "FORTITUDE VALLEY",
    "ADELAIDE",
    "GLENELG",
    "PERTH",
    "FREMANTLE",
    "HOBART",
    "CANBERRA",
    "DARWIN",
    "GEELONG",
    "NEWCASTLE",
    "WOLLONGONG",
    "PENRITH",
    "LIVERPOOL",
    "BLACKTOWN",
    "HORNSBY",
    "MANLY",
    "CRONULLA",
    "RYDE",
    "BURWOOD",
    "STRATHFIELD",
    "DOCKLANDS",
    "SOUTHBANK",
    "CARLTON",
    "FOOTSCRAY",
    "DANDENONG",
    "FRANKSTON",
    "TOOWONG",
    "CHERMSIDE",
    "CARINDALE",
    "NORTH LAKES",
    "SURFERS PARADISE",
    "ROBINA",
    "TOWNSVILLE",
    "CAIRNS",
    "BALLARAT",
    "BENDIGO",
    "LAUNCESTON",
    "ALBURY",
    "ORANGE",
    "DUBBO",
]
ONLINE = [
    "NETFLIX.COM",
    "SPOTIFY P0",
    "AMAZON AU MARKETPLACE",
    "APPLE.COM/BILL",
    "GOOGLE *CLOUD",
    "ADOBE *CREATIVE CLOUD",
    "UBER *TRIP HELP.UBER.COM",
    "UBER *EATS",
    "MENULOG PTY LTD",
    "PAYPAL *EBAY",
    "AIRBNB * HM",
    "QANTAS AIRWAYS",
    "VIRGIN AUSTRALIA",
    "XERO AUSTRALIA",
    "MICROSOFT*365",
    "DROPBOX*",
    "ATLASSIAN",
    "CANVA* ",
]
PAYEES = ["J SMITH", "A NGUYEN", "M PATEL", "S WILLIAMS", "L CHEN", "R BROWN", "K TAYLOR", "D JONES"]


def store_merchants(rng: random.Random, count: int = 3000) -> list[str]:
    """``count`` distinct bricks-and-mortar merchants: brand, 3-4 digit store number, suburb."""
    found: set[str] = set()
    while len(found) < count:
        found.add(f"{rng.choice(BRANDS)} {rng.randint(10, 9999):04d} {rng.choice(SUBURBS)}")
    return sorted(found)


def unique_description(rng: random.Random, day: date, stores: list[str]) -> tuple[str, int]:
    """One description and signed amount in cents, the way Australian banks print them."""
    roll = rng.random()
    card = f"xx{rng.randint(0, 9999):04d}"
    value_date = f"{day - timedelta(days=rng.randint(0, 3)):%d/%m}"
    if roll < 0.06:
        return f"SALARY ACME PTY LTD REF {rng.randint(10**7, 10**8 - 1)}", rng.randint(300_000, 900_000)
    if roll < 0.10:
        payee = rng.choice(PAYEES)
        return f"TRANSFER FROM {payee} REF {rng.randint(10**9, 10**10 - 1)}", rng.randint(1_000, 200_000)
    if roll < 0.16:
        return (
            f"DIRECT DEBIT {rng.choice(ONLINE)} {rng.randint(10**5, 10**6 - 1)} REF{rng.randint(10**6, 10**7 - 1)}",
            -rng.randint(500, 30_000),
        )
    if roll < 0.36:
        merchant = rng.choice(ONLINE)
        return (
            f"VISA PURCHASE {merchant} {rng.randint(100, 999)}-{rng.randint(1000000, 9999999)} {value_date} "
            f"AUD CARD 4564{card}",
            -rng.randint(199, 25_000),
        )
    merchant = rng.choice(stores)
    if roll < 0.70:
        return f"EFTPOS PURCHASE {merchant} {value_date} CARD {card}", -rng.randint(150, 40_000)
    return f"{merchant} REF{rng.randint(10**5, 10**6 - 1)} {value_date} {card}", -rng.randint(150, 40_000)


def write_statement(path: Path, rows: int, *, kind: str, seed: int = 42) -> None:
    """Write ``rows`` lines of a ``kind`` ("unique" or "repetitive") statement to ``path``."""
    rng = random.Random(seed)
    stores = store_merchants(rng)
    start = date(2020, 1, 1)
    balance = 10_000_00
    with path.open("w", newline="") as out:
        for i in range(rows):
            day = start + timedelta(days=i * 2000 // rows)
            if kind == "unique":
                description, cents = unique_description(rng, day, stores)
            elif rng.random() < 0.08:
                cents = rng.randint(50_000, 500_000)
                description = f"SALARY ACME PTY LTD REF {rng.randint(100000, 999999)}"
            else:
                cents = -rng.randint(100, 40_000)
                description = f"{rng.choice(REPETITIVE_MERCHANTS)} CARD {rng.randint(1000, 9999)}"
            balance += cents
            out.write(f'{day:%d/%m/%Y},"{cents / 100:+.2f}","{description}","{balance / 100:+,.2f}"\r\n')


def raw_floor(csv_path: Path, db_path: Path) -> float:
    """Seconds for the minimum an importer does: csv + parse + 64-bit fingerprint + executemany into a
    table with a unique index (duplicates within the file are numbered, as finkit does)."""
    started = time.perf_counter()
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute(
        "CREATE TABLE tx (account_id TEXT, fingerprint INTEGER, date TEXT, amount INTEGER, description TEXT)"
    )
    conn.execute("CREATE UNIQUE INDEX uq_tx ON tx (account_id, fingerprint)")
    seen: dict[bytes, int] = {}
    parse_date: Callable[[str, str], datetime] = datetime.strptime

    def rows():  # type: ignore[no-untyped-def]
        with csv_path.open(newline="") as handle:
            for day_text, amount_text, description, _balance in csv.reader(handle):
                day = parse_date(day_text, "%d/%m/%Y").date().isoformat()
                amount = int(Decimal(amount_text.replace(",", "")) * 1000)
                raw = f"{day}|{amount}|{description}".encode()
                occurrence = seen.get(raw, 0)
                seen[raw] = occurrence + 1
                digest = hashlib.blake2b(raw + b"|%d" % occurrence, digest_size=8).digest()
                yield ("acct", int.from_bytes(digest, "big", signed=True), day, amount, description)

    with conn:
        conn.executemany("INSERT INTO tx VALUES (?, ?, ?, ?, ?)", rows())
    conn.close()
    return time.perf_counter() - started
