"""A realistic bank export for the dashboard tests: store numbers, references, card masks, and a mix of
private and business rows. Hand-worked figures for it live beside it."""

from __future__ import annotations

from decimal import Decimal

#: A bank CSV: day-first dates, signed amounts, running balance.
BANK_CSV = (
    "Date,Amount,Description,Balance\n"
    "13/08/2026,-84.15,WOOLWORTHS 1234 NEWTOWN NS AUS Card xx4821,1915.85\n"
    "14/08/2026,-220.00,JS GRAPHIC WORKS REF 88213,1695.85\n"
    "17/08/2026,-66.00,BP CONNECT 0412 MARRICKVILLE Card xx4821,1629.85\n"
    "18/08/2026,3300.00,INVOICE 1043 ACME HOLDINGS PAYMENT,4929.85\n"
    "19/08/2026,-18.50,UBER *TRIP HELP.UBER.COM Card xx4821,4911.35\n"
    "21/08/2026,-1.00,NETFLIX.COM 866-579-7172 REF 551,4910.35\n"
)
#: A print job from a small supplier: uncategorised on import, a business purchase once it is "Office Supplies".
PRINTING = "JS GRAPHIC WORKS REF 88213"
PRINTING_GST = Decimal("220.00") / 11  # 20.00: GST included at 10%
FY = 2027  # 1 July 2026 – 30 June 2027
QUARTER = "2026Q3"
