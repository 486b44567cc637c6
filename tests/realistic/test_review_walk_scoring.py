"""What bench/review_walk.py counts as silently wrong (docs/review.md, "What counts as silently wrong"): a
row whose filed figures change (income line, deductible, return line, GST, share) is an error the target
applies to; one whose category's name alone differs is category-only."""

from __future__ import annotations

import importlib.util
from decimal import Decimal
from pathlib import Path
from types import SimpleNamespace
from typing import Any

_SPEC = importlib.util.spec_from_file_location(
    "review_walk", Path(__file__).parents[2] / "bench" / "review_walk.py"
)
assert _SPEC is not None and _SPEC.loader is not None
walk = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(walk)

CATEGORIES = {
    "Tools & Equipment": SimpleNamespace(name="Tools & Equipment", tax_category="business_expense"),
    "Materials & Supplies": SimpleNamespace(name="Materials & Supplies", tax_category="business_expense"),
    "Licences & Government Fees": SimpleNamespace(
        name="Licences & Government Fees", tax_category="business_expense"
    ),
    "Sales Income": SimpleNamespace(name="Sales Income", tax_category="income"),
    "Transfers": SimpleNamespace(name="Transfers", tax_category="transfer"),
    "Groceries": SimpleNamespace(name="Groceries", tax_category="personal"),
    "Meals & Dining": SimpleNamespace(name="Meals & Dining", tax_category="personal"),
}


def _tx(category: str, amount: str, *, deductible: bool = True, gst: str = "taxable") -> Any:
    return SimpleNamespace(
        category=SimpleNamespace(name=category),
        merchant=None,  # a listed row has both (the walk reads them as the tax ledger does)
        description="",
        amount=Decimal(amount),
        is_tax_deductible=deductible,
        gst_treatment=gst,
        tags=[],
        business_use_percentage=None,
    )


def _label(category: str, ato: str, *, use: str = "business", gst: str = "taxable") -> dict[str, str]:
    return {"category": category, "atoLabel": ato, "use": use, "gstTreatment": gst, "businessPercent": "100"}


def _kind(tx: Any, label: dict[str, str]) -> str | None:
    found = walk._wrong(tx, label, CATEGORIES)
    return None if found is None else walk._kind(found)


def test_a_category_name_alone_is_category_only() -> None:
    licence = _tx("Licences & Government Fees", "-245.00", gst="out_of_scope")
    assert _kind(licence, _label("Licences & Permits", "P8-other", gst="out_of_scope")) == "category-only"
    groceries = _tx("Groceries", "-12.00", deductible=False, gst="gst_free")
    assert _kind(groceries, _label("Meals & Dining", "", use="private")) == "category-only"


def test_a_row_on_another_line_of_the_return_matters() -> None:
    materials = _tx("Tools & Equipment", "-234.02")
    assert _kind(materials, _label("Materials & Supplies", "P8-cost-of-sales")) == "return line"
    assert (
        _kind(_tx("Materials & Supplies", "-234.02"), _label("Materials & Supplies", "P8-cost-of-sales"))
        is None
    )


def test_income_missed_or_a_lost_deduction_matters() -> None:
    sale = _tx("Transfers", "1200.00", deductible=False, gst="out_of_scope")
    assert _kind(sale, _label("Sales Income", "P8-income")) == "income"
    meal = _tx("Meals & Dining", "-71.20", deductible=False)
    assert _kind(meal, _label("Meals & Dining", "P8-other")) == "deductible"


def test_a_cost_the_fixed_rate_covers_is_read_in_either_labels_words() -> None:
    """The psychologist's author wrote ``HO-fixed-rate`` where the first author wrote ``home-office-covered``:
    on main her 28 phone, internet and power rows were counted as silently on the wrong return line."""
    categories = {
        **CATEGORIES,
        "Phone & Internet": SimpleNamespace(name="Phone & Internet", tax_category="other_work"),
    }
    phone = _tx("Phone & Internet", "-65.00")
    assert walk._wrong(phone, _label("Phone", "HO-fixed-rate"), categories, fixed_rate=True) is not None
    assert walk._kind(walk._wrong(phone, _label("Phone", "HO-fixed-rate"), categories, fixed_rate=True)) == (
        "category-only"
    )
    # With the fixed rate claimed, a cost finkit treats as covered that the label deducts apart is a
    # return line (stationery for a consulting room), and so is the reverse (a double claim).
    stationery = _tx("Office Supplies", "-64.85")
    office = {
        **CATEGORIES,
        "Office Supplies": SimpleNamespace(name="Office Supplies", tax_category="business_expense"),
    }
    assert walk._kind(
        walk._wrong(stationery, _label("Office Supplies", "P8-other"), office, fixed_rate=True)
    ) == ("return line")
    assert walk._wrong(stationery, _label("Office Supplies", "P8-other"), office) is None
    tools = _tx("Tools & Equipment", "-65.00")
    assert walk._kind(walk._wrong(tools, _label("Phone", "HO-fixed-rate"), CATEGORIES, fixed_rate=True)) == (
        "return line"
    )


def test_the_occupation_is_read_from_person_md(tmp_path: Path) -> None:
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| Occupation | Registered physiotherapist: sports clinic |\n", encoding="utf-8"
    )
    assert walk.occupation(tmp_path) == "Registered physiotherapist: sports clinic"
    (tmp_path / "person.md").write_text("- **Occupation**: wedding photographer\n", encoding="utf-8")
    assert walk.occupation(tmp_path) == "wedding photographer"
    (tmp_path / "person.md").write_text("# nobody\n", encoding="utf-8")
    assert walk.occupation(tmp_path) is None


def test_what_the_person_states_once_is_read_from_person_md(tmp_path: Path) -> None:
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| GST | Registered, quarterly (most sales GST-free health services) |\n\n"
        "## Personal deductions\n- **D12** personal super contributions to Cbus: 5,000.00 (notice of intent)\n",
        encoding="utf-8",
    )
    assert walk.statements(tmp_path) == {"gstFreeHealthServices": True, "personalSuperDeduction": True}
    (tmp_path / "person.md").write_text(
        "| GST | Registered, quarterly |\n- Fees: GST-free health services for NDIS clients\n",
        encoding="utf-8",
    )
    assert walk.statements(tmp_path) == {}


def test_a_home_office_not_claimed_has_no_fixed_rate_hours(tmp_path: Path) -> None:
    """The plumber's author states no home office, then mentions his hours and what the fixed rate would
    have been: the method is what the row opens with, so the walk claims no rate (with 3 hours it did, and
    the rate then covered his phone and internet: 24 rows and 1,132.98 of P8-other off)."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| Home office | **None claimed** (method: none; hours: not recorded, about "
        "3 h a week of quoting at night). The 70c/h fixed rate (PCG 2023/1) would be about 100 a year |\n",
        encoding="utf-8",
    )
    assert walk.person_setup(tmp_path)[2] is None
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| Home office | **Fixed rate 70c/h x 1,240 hours** (timesheet) |\n",
        encoding="utf-8",
    )
    assert walk.person_setup(tmp_path)[2] == Decimal("1240")


def test_a_home_office_by_actual_costs_has_no_fixed_rate_hours(tmp_path: Path) -> None:
    """An author who claims the home office by its actual costs may still name the fixed rate, to say why
    not ("not the fixed rate, which would cover the phone and internet"): the method stated is actual
    costs, so the walk claims no rate (with the hours read as the rate's, finkit would file the phone,
    internet and power the person claims at their shares as covered by it)."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| Home office | Spare room, about **8 hours a week, 46 weeks** (368 hours). I use the "
        "**actual cost method**, not the fixed rate, because the fixed rate would already cover the phone |\n",
        encoding="utf-8",
    )
    assert walk.person_setup(tmp_path)[2] is None
    (tmp_path / "person.md").write_text(
        "## Home office\n\nActual costs rather than the 70c/h fixed rate: 420 hours a year at the desk.\n",
        encoding="utf-8",
    )
    assert walk.person_setup(tmp_path)[2] is None
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| Home office | **Fixed rate 70c/h x 336 hours**; the actual costs would be less |\n",
        encoding="utf-8",
    )
    assert walk.person_setup(tmp_path)[2] == Decimal("336")


def test_parking_is_read_on_the_line_finkit_files_it_on() -> None:
    """Parking and tolls are not car expenses: finkit files them on P8-other even in a car category, so a
    label on P8-other is the same line (the walk once read the car's line and counted 10 rows silent)."""
    parking = SimpleNamespace(name="Parking & Tolls", tax_category="car")
    tx = SimpleNamespace(
        category=parking,
        merchant="EasyPark",
        description="VISA PURCHASE EASYPARK AUSTRALIA SYDNEY",
        amount=Decimal("-14.40"),
        is_tax_deductible=True,
        gst_treatment="taxable",
        tags=[],
        business_use_percentage=Decimal(100),
    )
    label = {
        "category": "Parking", "use": "business", "atoLabel": "P8-other", "gstTreatment": "taxable",
        "businessPercent": "100",
    }  # fmt: skip
    assert (
        walk._wrong(tx, label, {"Parking & Tolls": parking})
        == "category-only: finkit Parking & Tolls, label Parking"
    )


def test_a_category_the_labels_put_on_d12_is_created_as_super() -> None:
    """A person creating a category for their personal super contributions picks the super tax category
    (D12); the walk once made it private, so 5,000.00 of D12 was lost whatever the answers."""
    rows = [{"atoLabel": "D12", "use": "private"}, {"atoLabel": "D12", "use": "private"}]
    assert walk._tax_category(rows) == ("super", True)
    assert walk._tax_category([{"atoLabel": "P8-motor-vehicle", "use": "mixed"}]) == ("car", True)


def test_the_everyday_question_is_answered_private_in_one_go_and_business_rows_apart() -> None:
    """The walk answers "all private?" as the person would: the rows the labels call private (whatever
    private category each names) take finkit's private suggestion in one answer; a row labelled business
    or a deduction (a gift to a charity) is not part of it; any other item has no such answer."""
    everyday = SimpleNamespace(kind="everyday", suggestion=SimpleNamespace(category="Meals & Dining"))
    labels = [
        _label("Groceries", "", use="private", gst="gst_free"),
        _label("Entertainment", "", use="private"),
        _label("Meals & Dining", "P8-other"),
        _label("Donations", "D9", use="private", gst="out_of_scope"),
    ]
    assert walk._everyday_bulk(everyday, labels) == "Meals & Dining"
    assert [walk._private(lab) for lab in labels] == [True, True, False, False]
    merchant = SimpleNamespace(kind="merchant", suggestion=SimpleNamespace(category="Meals & Dining"))
    assert walk._everyday_bulk(merchant, labels) is None
    assert walk._everyday_bulk(everyday, labels[2:]) is None  # no private row: every answer is apart


def _payout_label(amount: str, gst: str, fields: str, note: str = "") -> dict[str, str]:
    return {"amount": amount, "gstTreatment": gst, "basFields": fields, "note": note, "use": "business"}


def test_a_payouts_export_part_is_read_off_its_report_as_the_person_would(tmp_path: Path) -> None:
    """A payout's export part: the exports the label's note gives, else its G2 amount, else all of its
    gross for an export; a ``gst_free`` label whose basFields put the whole at G2 is an export (the
    author's BAS), one with part at G2 is not."""
    mixed = _payout_label(
        "381.10", "taxable", "G1:395.00 G2:316.00 G11:13.90", "gross 395.00 (export 316.00) less fee 13.90"
    )
    assert walk._payout_export(mixed) == Decimal("316.00") and not walk._all_export(mixed)
    by_fields = _payout_label(
        "381.10", "taxable", "G1:395.00 G2:316.00 G11:13.90", "gross 395.00 less fee 13.90"
    )
    assert walk._payout_export(by_fields) == Decimal("316.00")
    (tmp_path / "labels.csv").write_text(
        "date,amount,description,category,use,gstTreatment,basFields,note\n"
        '2025-08-19,455.61,STRIPE,Sales Income,business,gst_free,G1:474.00 G2:474.00,"gross 474.00 less fee 18.39"\n'
        "2025-08-20,120.00,WISE,Sales Income,business,gst_free,G1 G2,\n"
        "2025-08-21,381.10,STRIPE,Sales Income,business,gst_free,G1:395.00 G2:316.00,\n"
        "2025-08-22,80.00,CLINIC,Sales Income,business,gst_free,G1 G3,\n"
    )
    read = walk._labels(tmp_path)
    assert [lab["gstTreatment"] for lab in read] == ["export", "export", "gst_free", "gst_free"]
    assert walk._all_export(read[0]) and walk._payout_export(read[0]) == Decimal("474.00")
    assert walk._payout_export(read[3]) is None


def test_each_invoice_is_read_as_the_person_reads_it() -> None:
    """The walk answers several partly-taxable invoices in one decision, each row's figures read off its
    label: the GST it states (else 1/11 of a taxable price, else 0) and its part with no GST."""
    premium = {
        "gstTreatment": "taxable",
        "amount": "-1342.88",
        "gstAmount": "112.00",
        "gstFreePart": "110.88",
    }
    assert walk._invoice_shows(premium) == ("112.00", "110.88")
    assert walk._invoice_shows({"gstTreatment": "taxable", "amount": "-1120.00"}) == ("101.82", None)
    assert walk._invoice_shows({"gstTreatment": "out_of_scope", "amount": "-850.00"}) == ("0", None)


def test_the_clients_and_suppliers_stated_once_are_read_from_person_md(tmp_path: Path) -> None:
    """Names and what the person says of them, by pattern (invented rows: a Geelong joiner)."""
    (tmp_path / "person.md").write_text(
        "## Income (who pays)\n| Payer | How | GST |\n|---|---|---|\n"
        "| Barwon Cabinet Makers Pty Ltd (monthly) | EFT | taxable |\n"
        "| Mele Tupou, bench seats | Osko | taxable |\n"
        "| Householders (20 names) | Osko | taxable |\n"
        "| Card sales via **Square**, net of fees | payout | taxable |\n"
        "| Kauri Joinery (Auckland) | TT | **export**, G2 |\n\n"
        "- Drafting for Totara Studio Ltd (Wellington): export, G2\n\n"
        "## Suppliers\n| Supplier | How | GST | Label |\n|---|---|---|---|\n"
        "| Corio Timber Wholesale, Geelong Fixings | transfer | taxable | P8 cost of sales (stock for resale) |\n"
        "| Waurn Ponds Industrial Trust (landlord) | transfer | taxable | P8 rent |\n"
        "| Timbertech (US, USD) | card | no GST charged | cost of sales |\n"
        "| Hume Tool Hire | card | taxable | P8 other |\n",
        encoding="utf-8",
    )
    clients, suppliers = walk.stated_contacts(tmp_path)
    assert clients == [
        # its GST cell says "taxable" plainly: stated with it (round 20, StatedClient.gstTreatment)
        {"name": "Barwon Cabinet Makers Pty Ltd", "overseas": False, "gstTreatment": "taxable"},
        {"name": "Mele Tupou", "overseas": False, "gstTreatment": "taxable"},
        {"name": "Kauri Joinery", "overseas": True},
        {"name": "Totara Studio Ltd", "overseas": True},
    ]
    assert suppliers == [
        {"name": "Corio Timber Wholesale", "supplies": "stock", "gstTreatment": "taxable"},
        {"name": "Geelong Fixings", "supplies": "stock", "gstTreatment": "taxable"},
        {"name": "Waurn Ponds Industrial Trust", "supplies": "rent", "gstTreatment": "taxable"},
        # stock with no GST (round 17: stated with its GST, before it was its GST alone)
        {"name": "Timbertech", "supplies": "stock", "gstTreatment": "out_of_scope"},
        # its GST said and its line plainly P8 other: other business costs (round 28)
        {"name": "Hume Tool Hire", "gstTreatment": "taxable", "supplies": "other"},
    ]
    (tmp_path / "person.md").write_text("# nobody\n", encoding="utf-8")
    assert walk.stated_contacts(tmp_path) == ([], [])


def test_a_suppliers_gst_is_stated_when_its_gst_column_says_it_plainly(tmp_path: Path) -> None:
    """The Suppliers table's GST column (invented rows): a plain "taxable", "no GST charged", "not
    registered", "GST-free" or "mixed invoice" is stated with the supplier (with what it supplies, or
    alone); a cell that hedges ("yes, but ... no credit", "GST 61.20 only", "beans GST-free; cups
    taxable") and a name two rows state differently are left unstated."""
    (tmp_path / "person.md").write_text(
        "## Suppliers\n| Supplier | How | GST | Label |\n|---|---|---|---|\n"
        "| Corio Timber Wholesale | transfer | taxable | P8 cost of sales (stock for resale) |\n"
        "| Timbertech (US, USD) | card | no GST charged (ABN quoted) | P8 other |\n"
        "| Jo Blain (sharpening) | Osko | **not registered for GST** | P8 other |\n"
        "| Barwon Dairy (milk) | direct debit | GST-free | cost of sales |\n"
        "| Geelong Foodservice | direct debit | mixed invoice | cost of sales |\n"
        "| Lathe Club | card | yes, but as a consumer sale: no tax invoice, no credit | P8 other |\n"
        "| BizCover | BPAY | GST 61.20 only | P8 other |\n"
        "| Surf Coast Roasters | Osko | beans GST-free; cups taxable | cost of sales |\n"
        "| City of Greater Geelong (stall) | BPAY | taxable | P8 other |\n"
        "| City of Greater Geelong (registration) | BPAY | no GST (Division 81) | P8 other |\n",
        encoding="utf-8",
    )
    assert walk.stated_contacts(tmp_path)[1] == [
        {"name": "Corio Timber Wholesale", "supplies": "stock", "gstTreatment": "taxable"},
        # a GST-free supplier of stock: stated with what it supplies, its GST being stated plainly
        {"name": "Barwon Dairy", "supplies": "stock", "gstTreatment": "gst_free"},
        {"name": "Geelong Foodservice", "supplies": "stock", "gstTreatment": "mixed"},
        {"name": "Surf Coast Roasters", "supplies": "stock", "gstTreatment": "mixed"},
        {"name": "Timbertech", "gstTreatment": "out_of_scope", "supplies": "other"},
        {"name": "Jo Blain", "gstTreatment": "out_of_scope", "supplies": "other"},
    ]


def test_the_premises_and_their_bills_are_stated_from_person_md(tmp_path: Path) -> None:
    """A workshop's rent said as its return line (``P8-rent``), and the shares-table rows that say a bill
    is the shop's (invented rows): stated as the premises' suppliers with their share; a home bill is not."""
    (tmp_path / "person.md").write_text(
        "## Business-use shares\n| Merchant | Share | Why |\n|---|---|---|\n"
        "| Mobile phone (Vodafone, 50.00 / month) | **40 %** | calls made from the shop |\n"
        "| Shop lease (Corio Trust), shop power (Powershop) | **100 %** | the shop |\n"
        "| Home internet (Aussie Broadband) | **20 %** | admin at home |\n\n"
        "## Suppliers\n| Supplier | GST | Treatment |\n|---|---|---|\n"
        "| Corio Trust (unit 3, where she works) 900.00 a month | yes | taxable, P8-rent |\n",
        encoding="utf-8",
    )
    assert walk.stated_contacts(tmp_path)[1] == [
        {"name": "Corio Trust", "supplies": "rent", "gstTreatment": "taxable"},  # its GST cell: "yes"
        {"name": "Vodafone", "supplies": "premises", "businessUsePercentage": "40"},
        {"name": "Powershop", "supplies": "premises", "businessUsePercentage": "100"},
    ]


def test_a_stock_supplier_with_no_gst_credit_is_stated_only_with_its_gst(tmp_path: Path) -> None:
    """Round 17: a Suppliers row that says cost of sales and bills with no GST credit (invented rows) is
    stated as stock only when its GST column says the treatment plainly (a GST-free mill, an overseas
    parts supplier quoting no GST, a bakery's bread GST-free beside its pastries taxable: ``mixed``, each
    invoice's GST asked, round 19); a hedged cell, or two rows of one name that differ, leave what it
    supplies unsaid (stock alone would be taxable by default: a credit nobody is owed)."""
    (tmp_path / "person.md").write_text(
        "## Suppliers\n| Supplier | How | GST | Label |\n|---|---|---|---|\n"
        "| Wimmera Flour Mills (flour) | transfer | GST-free food | cost of sales |\n"
        "| PartsDirect (US, USD) | card | no GST charged | stock for resale |\n"
        "| Otway Produce | card | mostly GST-free; small taxable part | cost of sales |\n"
        "| Tarwin Creamery | direct debit | milk and cream GST-free | cost of sales |\n"
        "| Bream Bakery | Osko | bread/rolls GST-free, pastries taxable | cost of sales |\n"
        "| Lorne Pies | card | not GST-free | cost of sales |\n"
        "| Ridge Dairy (milk) | direct debit | GST-free | cost of sales |\n"
        "| Ridge Dairy (cheese platters) | direct debit | taxable | cost of sales |\n",
        encoding="utf-8",
    )
    assert walk.stated_contacts(tmp_path)[1] == [
        {"name": "Wimmera Flour Mills", "supplies": "stock", "gstTreatment": "gst_free"},
        {"name": "PartsDirect", "supplies": "stock", "gstTreatment": "out_of_scope"},
        {"name": "Tarwin Creamery", "supplies": "stock", "gstTreatment": "gst_free"},  # the goods named
        {"name": "Bream Bakery", "supplies": "stock", "gstTreatment": "mixed"},
    ]


def test_a_share_stated_per_docket_and_a_household_partner_are_read_from_person_md(tmp_path: Path) -> None:
    """Round 19 (the furniture maker's year; invented rows): a business-use row whose share is "per docket"
    states the merchant's dockets differ (each purchase asked its share, as "some invoices private"); a
    line giving a partner's money "towards rent and groceries" by first name holds the partner named in
    the family row private. A share of 100 and a line about a friend state neither."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| Family | Partner **Jo Pike** (teacher, her own account), father **Len Pike** |\n\n"
        "## Business-use shares\n| Merchant | Share % | Why |\n|---|---|---|\n"
        "| Australia Post Sandy Bay | per docket | parcels; the 9 Dec docket is a gift to my sister (private) |\n"
        "| Officeworks | **per docket** | 12 Aug: 40.00 of 80.00 business |\n"
        "| Bunnings Moonah | 100 | workshop dockets |\n\n"
        "Other money in: Jo's transfers towards rent and groceries (24), Len repaying a loan (2).\n",
        encoding="utf-8",
    )
    assert walk.suppliers_some_private(tmp_path) == ["Australia Post Sandy Bay", "Officeworks"]
    assert walk.private_people(tmp_path) == ["Jo Pike"]


def test_a_payer_whose_row_says_not_a_sale_is_no_client(tmp_path: Path) -> None:
    (tmp_path / "person.md").write_text(
        "## Income (who pays)\n| Payer | How it shows | Rows | Money in | GST |\n|---|---|---|---|---|\n"
        "| Hinterland Avocado Farms | direct credit | 4 | 30,690.00 | taxable |\n"
        "| Elders Insurance (claim for hives stolen) | `DIRECT CREDIT - ELDERS INSURANCE` | 1 | 1,450.00 "
        "| not a sale: no GST; assessable (other business income) |\n",
        encoding="utf-8",
    )
    clients, _ = walk.stated_contacts(tmp_path)
    assert [c["name"] for c in clients] == ["Hinterland Avocado Farms"]


def test_a_hand_worked_label_with_its_authors_note_is_read_as_the_label() -> None:
    worked = walk.worked_labels(
        {
            "P8-income": Decimal("104989.25"),
            "P8-other-income (insurance claim, primary production)": Decimal("1450"),
        }
    )
    assert worked["P8-other-income"] == Decimal("1450")
    assert walk.worked_labels({"P8-totalExpenses (incl. homeOffice)": Decimal(1)})["P8-totalExpenses"] == 1


def test_a_partner_paying_their_share_of_the_mortgage_is_household_money(tmp_path: Path) -> None:
    (tmp_path / "person.md").write_text(
        "Not income: Owen Blaikie (partner) paying his share of the mortgage and bills (24 rows, references "
        'like "board"), Rebecca Hardy (friend) paying back a concert ticket.\n',
        encoding="utf-8",
    )
    assert walk.private_people(tmp_path) == ["Owen Blaikie"]


def test_a_hire_car_and_a_describing_bracket_are_read_as_the_person_states_them(tmp_path: Path) -> None:
    """Round 21 (the DJ's year): a hire car on a trip is no share of the person's own car, and a bracket
    saying what a cost was names no merchant (the brand before it does)."""
    (tmp_path / "person.md").write_text(
        "## Business-use shares\n| Merchant / cost | Share % | Why |\n|---|---|---|\n"
        "| Jetstar Avalon-Ballina (Byron Bay wedding, Oct 2025), one booking for two | 50 | his fare |\n"
        "| Byron Cove Beach House (3 nights), hire car, meals away | 100 | away for the gig |\n"
        "| Wilson Parking (Melbourne venues) | 100 | gig parking |\n"
        "| Mobile phone (Telstra, 89.00 / month) | 60 | bill sample |\n",
        encoding="utf-8",
    )
    vehicle, merchants, _ = walk.person_setup(tmp_path)
    assert vehicle is None
    assert merchants == {
        "Jetstar Avalon-Ballina": Decimal(50),
        "Byron Cove Beach House": Decimal(100),
        "Wilson Parking": Decimal(100),
        "Telstra": Decimal(60),
    }


def test_a_household_partner_on_a_wrapped_line_is_read(tmp_path: Path) -> None:
    (tmp_path / "person.md").write_text(
        "Not income: Hannah Leary (partner, nurse, paid into her own account) transferring 650.00 a fortnight for rent\n"
        "and bills (26 rows); the ATO's refund.\n",
        encoding="utf-8",
    )
    assert walk.private_people(tmp_path) == ["Hannah Leary"]


def test_round_21_person_md_readings(tmp_path: Path) -> None:
    """Round 21's two fresh years: a heading saying what it is not is no such section (the tattoo artist's
    ``## Money in that is not income`` before ``## How clients pay``); the profile table's row keyed
    Employee names the employee (the cleaner's, its line also naming super and the ATO); a GST cell
    stating GST-free and then a taxable exception states the client mixed."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n"
        "| Employee | **Chloe Baxter**, casual cleaner, paid fortnightly; PAYG withheld from each pay, "
        "reported through Single Touch Payroll; super guarantee through the ATO clearing house |\n\n"
        "## How clients pay\n| Who | How | GST |\n|---|---|---|\n"
        "| **Olivia Grant** (Glasgow UK) | Wise | GST-free export |\n"
        "| Margaret Okafor (NDIS participant) | Osko | GST-free. The Christmas clean (19 Dec 2025, 385.00) "
        "was outside her plan: taxable |\n\n"
        "## Money in that is not income\nMum's birthday money.\n",
        encoding="utf-8",
    )
    clients, _ = walk.stated_contacts(tmp_path)
    by_name = {c["name"]: c for c in clients}
    assert by_name["Olivia Grant"]["overseas"] is True
    assert by_name["Margaret Okafor"]["gstTreatment"] == "mixed"
    assert walk.stated_employees(tmp_path) == [{"name": "Chloe Baxter"}]


def test_a_supplier_of_stock_and_of_consumables_is_no_stock_supplier(tmp_path: Path) -> None:
    """Round 22, the physiotherapist's year: a Suppliers row naming cost of sales for its stock invoices and
    P8 other for its consumables invoices states no supply (a person would not call all its invoices stock);
    a row naming stock alone still does."""
    (tmp_path / "person.md").write_text(
        "## Suppliers\n| Supplier | How paid | GST | Line |\n|---|---|---|---|\n"
        "| MoveMed Supplies (Malaga): braces for resale; tape, creams | Mastercard | taxable | cost of sales "
        "(stock invoices) / P8 other (consumables invoices) |\n"
        "| Kestrel Wholesale | EFT | taxable | stock for resale |\n"
        "| Lee Valley Tools, Canada (brass hardware) + 3 % international transaction fee | Visa + fee row | no "
        "GST charged; fee is a bank fee | cost of sales; P8 other |\n",
        encoding="utf-8",
    )
    _, suppliers = walk.stated_contacts(tmp_path)
    by_name = {s["name"]: s for s in suppliers}
    assert "supplies" not in by_name.get("MoveMed Supplies", {})
    assert by_name["Kestrel Wholesale"]["supplies"] == "stock"
    assert by_name["Lee Valley Tools"]["supplies"] == "stock"  # its P8 other is the bank's fee


def test_the_pools_opening_balance_is_read_as_the_person_states_it(tmp_path: Path) -> None:
    """Round 22: the small business pool carried into the year, in the physiotherapist's and the retailer's
    words; a nil balance or a pool named without its balance states none."""
    person = tmp_path / "person.md"
    person.write_text(
        "| Vehicle | Car in the **general small business pool**; pool closing balance 30 Jun 2025 = "
        "**24,880.00** (the car only) -> 30 % this year |\n",
        encoding="utf-8",
    )
    assert walk.stated_pool_opening(tmp_path, 2026) == Decimal("24880.00")
    person.write_text("| Van | in the **small business pool**: pool balance at 1 Jul 2025 **23,264.50** |\n")
    assert walk.stated_pool_opening(tmp_path, 2026) == Decimal("23264.50")
    assert walk.stated_pool_opening(tmp_path, 2027) is None
    person.write_text("| Assets | Small business pool balance at 30 Jun 2025: nil |\n", encoding="utf-8")
    assert walk.stated_pool_opening(tmp_path, 2026) is None


def test_round_22_retailer_readings(tmp_path: Path) -> None:
    """Round 22, the retailer's year: a business-use row naming a vehicle by its model and fuel ("Corolla
    fuel") is a second vehicle; a supplier's town after its lower-case trade is no second supplier, while a
    capitalised item that is no name does not end a list."""
    (tmp_path / "person.md").write_text(
        "## Business-use shares\n| Merchant / cost | Share % | Why |\n|---|---|---|\n"
        "| Van diesel (Ampol, BP: the **diesel** dockets) | 85 | van trip diary |\n"
        "| Corolla fuel (same servos: the **unleaded** dockets) | 0 | Ollie's car |\n\n"
        "## Suppliers\n| Supplier | How | GST | Line |\n|---|---|---|---|\n"
        "| Mara Kuiper, potter, Newcastle (**not registered for GST**) | Osko | none | cost of sales |\n"
        "| Mossman Gorge Centre, Mossman cafes / bakery (lunches), Daintree Ice Cream Co | Visa | taxable | cost "
        "of sales |\n",
        encoding="utf-8",
    )
    assert walk.vehicles_kept(tmp_path)[0] == ["Van", "Corolla"]
    _, suppliers = walk.stated_contacts(tmp_path)
    assert [s["name"] for s in suppliers] == ["Mara Kuiper", "Mossman Gorge Centre", "Daintree Ice Cream Co"]


def test_rows_whose_business_standing_differs_are_answered_apart() -> None:
    """Round 22: an item's parts are keyed by each row's answer and its label's business standing. A
    category the person has not created yet holds no deductibility, so a gym's business sessions and a
    private membership of another merchant read the same answer; keyed by the answer alone, one part
    answered both, and merchants nothing filed asked as one item filed a private row as a business one."""
    answer = {"category": "Gym & Fitness", "gstTreatment": "taxable"}
    business = _label("Gym & Fitness", "P8-other")
    private = _label("Gym & Fitness", "", use="private")
    assert walk._part_key(answer, business) != walk._part_key(answer, private)
    assert walk._part_key(answer, business) == walk._part_key(answer, _label("Gym & Fitness", "P8-other"))
    mixed = {**_label("Gym & Fitness", "P8-other", use="mixed"), "businessPercent": "100"}
    assert walk._part_key(answer, business) != walk._part_key(answer, mixed)
    other = {"category": "Gym & Fitness", "gstTreatment": "gst_free"}
    assert walk._part_key(answer, business) != walk._part_key(other, business)


def test_trading_stock_is_read_as_the_person_states_it(tmp_path: Path) -> None:
    """Round 23: the stock on hand at each 30 June, in the retailer's table (a partial count beside it is not
    the closing stock) and in the hairdresser's prose under the simplified rule; a person who only says the
    change is under 5,000 states no values."""
    person = tmp_path / "person.md"
    person.write_text(
        "| Income tax | Trading stock is counted at 30 June and valued at **cost** (supplier price) |\n"
        "## Trading stock (stocktake at cost)\n"
        "| Stock on hand **30 Jun 2025** (opening) | **41,380.00** (counted at the unit) |\n"
        "| Stock counted at the unit **30 Jun 2026** | 45,985.00 |\n"
        "| Goods in transit **30 Jun 2026**: an order shipped FOB | 7,949.99 |\n"
        "| Stock on hand **30 Jun 2026** (closing) | **53,934.99** |\n",
        encoding="utf-8",
    )
    assert walk.stated_trading_stock(tmp_path, 2026) == {
        "openingStock": Decimal("41380.00"),
        "closingStock": Decimal("53934.99"),
        "valuationMethod": "cost",
        "simplified": False,
    }
    assert walk.stated_trading_stock(tmp_path, 2027) is None
    person.write_text(
        person.read_text(encoding="utf-8")
        + "The change is over 5,000: the simplified trading stock rule does not "
        "apply. Valued at replacement value for the seconds.\n",
        encoding="utf-8",
    )
    stated = walk.stated_trading_stock(tmp_path, 2026)
    assert (
        stated is not None and not stated["simplified"] and stated["valuationMethod"] == "cost"
    )  # the first
    person.write_text(
        "## Trading stock\nStock on hand (stock count): about 2,300 at 1 Jul 2025, about 2,650 at 30 Jun 2026. "
        "The change is under\n5,000, so I use the simplified trading-stock rule and make no stock adjustment.\n",
        encoding="utf-8",
    )
    stated = walk.stated_trading_stock(tmp_path, 2026)
    assert stated is not None and stated["simplified"]
    assert (stated["openingStock"], stated["closingStock"]) == (Decimal("2300"), Decimal("2650"))
    person.write_text(
        "| Income tax | Stock of braces on hand moves by well under 5,000: no trading stock adjustment |\n",
        encoding="utf-8",
    )
    assert walk.stated_trading_stock(tmp_path, 2026) is None


def test_earnings_basis_receivables_and_payables_are_read_as_the_person_states_them(tmp_path: Path) -> None:
    """Round 23: the retailer returns income on the earnings basis; her table of platform sales made but not
    yet paid out (4,102.09 at 30 Jun 2025, 3,357.09 at 30 Jun 2026) and the fees on them (121.37, 98.62) are
    the receivables and payables, "nil" rows adding nothing. A cash-basis person's unpaid invoice is none."""
    person = tmp_path / "person.md"
    person.write_text(
        "| Income tax | **Earnings (accruals) basis**: a retailer with trading stock |\n\n"
        "## Sales made, not yet paid out (earnings basis; from the platform reports)\n"
        "| | 30 Jun 2025 | 30 Jun 2026 |\n|---|---|---|\n"
        "| Platform sales made but not yet paid out (Shopify, PayPal), excluding GST | 4,102.09 | 3,357.09 |\n"
        "| Platform fees on those sales, excluding GST | 121.37 | 98.62 |\n"
        "| Wholesale invoices unpaid | nil | nil |\n\n"
        "| Stock on hand **30 Jun 2026** (closing) | **53,934.99** |\n",
        encoding="utf-8",
    )
    assert walk.stated_accruals(tmp_path, 2026) == {
        "receivableOpening": Decimal("4102.09"),
        "receivableClosing": Decimal("3357.09"),
        "payableOpening": Decimal("121.37"),
        "payableClosing": Decimal("98.62"),
        "payableLabel": "P8-other",
    }
    assert walk.stated_accruals(tmp_path, 2027) is None  # its columns are another year's
    person.write_text(
        "| Income tax | Cash basis |\n| | 30 Jun 2025 | 30 Jun 2026 |\n|---|---|---|\n"
        "| Invoices unpaid | 0 | 5,940.00 |\n",
        encoding="utf-8",
    )
    assert walk.stated_accruals(tmp_path, 2026) is None


def test_round_23_caterer_readings(tmp_path: Path) -> None:
    """Round 23, the caterer's year: her occupation in a "What I do" row, her van's logbook share in a
    section of its own, her home-office hours as the total she works out, her kitchen hand's gross from the
    W1 her labels carry (wages filed under P8 other), and her van on the schedule's motor vehicle line where
    her labels put it under all other expenses (the same deduction)."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| **What I do** | Event catering and grazing platters |\n\n"
        "## Home office\n- Quotes and menus at a desk: about **6 hours a week, 46 weeks = 276 hours**. I use the "
        "**fixed-rate method, 70c an hour**.\n\n"
        "## Van\n- 2021 Toyota HiAce, owned outright. **Logbook** (12 weeks, still current): **78 % business**.\n",
        encoding="utf-8",
    )
    assert walk.occupation(tmp_path) == "Event catering and grazing platters"
    vehicle, _, hours = walk.person_setup(tmp_path)
    assert (vehicle, hours) == (Decimal("78"), Decimal("276"))
    pay = {
        "amount": "-372.40",
        "atoLabel": "P8-other",
        "basFields": "W1:374.40;W2:2.00",
        "note": "wages 12 h at 31.20 = gross 374.40 less PAYG withheld 2.00",
    }
    assert walk.wage_gross(pay) == Decimal("374.40")
    assert walk.wage_gross({**pay, "basFields": "G11:372.40"}) is None
    categories = {**CATEGORIES, "Fuel": SimpleNamespace(name="Fuel", tax_category="car")}
    fuel = _tx("Fuel", "-100.26")
    fuel.business_use_percentage = Decimal("78")
    van = {**_label("Motor Vehicle", "P8-other", use="mixed"), "businessPercent": "78"}
    assert walk._kind(walk._wrong(fuel, van, categories)) == "category-only"


def test_one_supplier_named_as_the_exception_has_some_invoices_private(tmp_path: Path) -> None:
    """Round 24: "Actrol, Kirby, ... | 100 | ... (except the Kirby split system in January, for his own
    house: 0 %)" says one of Kirby's invoices is private, said once of Kirby (not of the others)."""
    (tmp_path / "person.md").write_text(
        "## Business-use shares\n| What | Business % | Why |\n|---|---|---|\n"
        "| Tradelink, Oakleigh Plumbing Supplies, Reece | 100 | fittings and materials for jobs (except the "
        "Reece vanity in May, for our own bathroom: 0 %) |\n",
        encoding="utf-8",
    )
    assert walk.suppliers_some_private(tmp_path) == ["Reece"]


def test_a_purchase_and_its_reversal_filed_as_no_purchase_net_to_nothing() -> None:
    """Round 24, the B&B's cancelled online order reversed the next day: the labels file it as a purchase
    and its negative (basFields negated), finkit files both as transfers: every figure nets to nothing, so
    neither row is silently wrong (on main both were, the debit's lost deduction and the credit's GST)."""
    from datetime import datetime

    def row(id_: str, amount: str, day: int) -> Any:
        tx = _tx("Transfers", amount, deductible=False, gst="out_of_scope")
        tx.id, tx.date, tx.category_id = id_, datetime(2026, 2, day), "transfers"
        return tx

    order, reversal = row("order", "-112.40", 18), row("reversal", "112.40", 19)
    label = _label("Guest Breakfast Supplies", "P8-cost-of-sales")
    label_of = {
        "order": {**label, "basFields": "G11:112.40;G14:88.10"},
        "reversal": {**label, "basFields": "G11:-112.40;G14:-88.10"},
    }
    wrong = {tx.id: walk._wrong(tx, label_of[tx.id], CATEGORIES) for tx in (order, reversal)}
    assert walk._kind(wrong["order"]) == "deductible"
    walk._netted([order, reversal], label_of, wrong)
    assert {walk._kind(w) for w in wrong.values()} == {"category-only"}
    # a refund the labels do not file as the purchase undone (another quarter's figures) still matters
    label_of["reversal"]["basFields"] = "G11:-100.00"
    wrong = {tx.id: walk._wrong(tx, label_of[tx.id], CATEGORIES) for tx in (order, reversal)}
    walk._netted([order, reversal], label_of, wrong)
    assert walk._kind(wrong["order"]) == "deductible"


def test_round_24_bnb_readings(tmp_path: Path) -> None:
    """Round 24, the B&B's person.md has no shares table: its phone row and its home-office row state the
    merchants' shares in bold (on main none was read, so every bill was asked its share), and "my husband
    Callum Hale" sends "housekeeping money" (on main no partner was read, so his transfers were asked as
    sales). A car's row states the car's share, no merchant's."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n"
        "| Entity | Sole trader. My husband **Callum Hale** is a teacher (PAYG employee) |\n"
        "| Car | The family **Subaru**, **0 % business** |\n"
        "| Home office | By floor area: **council rates, TasWater and the home insurance at 20 %**; "
        "**Aurora power at 25 %**; **Launtel NBN at 50 %** |\n"
        "| Phone | Telstra mobile 58.00 a month, **60 % business** (from a 4-week diary) |\n\n"
        "## Money in that is not income\nCallum's fortnightly housekeeping money from his pay (900.00).\n",
        encoding="utf-8",
    )
    _, shares, _ = walk.person_setup(tmp_path)
    assert shares == {
        "TasWater": Decimal("20"),
        "Aurora": Decimal("25"),
        "Launtel": Decimal("50"),
        "Telstra": Decimal("60"),
    }
    assert walk.private_people(tmp_path) == ["Callum Hale"]


def test_round_24_a_split_stated_then_how_it_is_known_is_mixed(tmp_path: Path) -> None:
    """Round 24, the retailer's MyPost batches: "domestic postage taxable; international postage GST-free;
    each batch split per the MyPost transaction report" states both parts, then how the person knows the
    split: the supplier's GST is ``mixed`` (each batch asked its own GST). A clause that hedges after both
    ("unsure for a few") still takes the statement back."""
    (tmp_path / "person.md").write_text(
        "## Suppliers\n| Supplier | How it shows | GST | Label |\n|---|---|---|---|\n"
        "| Australia Post MyPost Business (labels bought by card in batches) | Visa | domestic postage taxable; "
        "international postage GST-free; each batch split per the MyPost transaction report | P8 other |\n"
        "| Couriers Please | Visa | domestic parcels taxable; overseas parcels GST-free; unsure for a few | "
        "P8 other |\n",
        encoding="utf-8",
    )
    assert walk.stated_contacts(tmp_path)[1] == [
        {"name": "Australia Post MyPost Business", "gstTreatment": "mixed", "supplies": "other"}
    ]


def test_round_25_a_treatment_save_for_named_goods_is_mixed(tmp_path: Path) -> None:
    """Round 25, the jeweller's post office: "taxable except international postage" states each docket's
    taxable part and a GST-free part apart (the walk read nothing on main, so no supplier was stated and
    every docket's GST-free postage was claimed). A hedge ("mostly taxable") is still no statement."""
    (tmp_path / "person.md").write_text(
        "## Suppliers\n| Who | What | GST |\n|---|---|---|\n"
        "| Australia Post Fremantle | parcels; dockets show international postage separately (GST-free) | "
        "taxable except international postage |\n"
        "| Sendle | parcels | mostly taxable |\n",
        encoding="utf-8",
    )
    assert walk.stated_contacts(tmp_path)[1] == [
        {"name": "Australia Post Fremantle", "gstTreatment": "mixed"}
    ]


def test_round_26_charter_readings(tmp_path: Path) -> None:
    """Round 26, the charter operator: a profile row per vehicle (``| Ute | ... logbook ... |`` and ``| Family
    car | ... private ... |``) is two vehicles kept (on main none was read, so every fill of the private car
    was filed at the ute's share); a supermarket in the Suppliers table whose row says the household shops
    there too has some dockets private, and its GST cell listing goods of both kinds, clause by clause, is
    ``mixed`` (on main neither was read: the guests' morning tea filed as family groceries). One vehicle row,
    or a supplier row saying nothing of the household, reads as before."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n"
        "| Ute | 2021 Ford Ranger, **logbook 70 % business** |\n"
        "| Family car | My wife's Corolla is private; she fills it at **7-Eleven Cannonvale** |\n\n"
        "## Suppliers\n| Supplier | How it shows | GST | What |\n|---|---|---|---|\n"
        "| IGA Cannonvale (`IGA CANNONVALE`) | card | lunch for guests: rolls, fruit, milk GST-free; chips, "
        "soft drink taxable (docket shows the split) | a weekday docket is the boat's; our family shop is "
        "on a Saturday |\n"
        "| Whitsunday Marine | card | taxable | parts |\n",
        encoding="utf-8",
    )
    assert walk.vehicles_kept(tmp_path) == (["Ute", "Family car"], True)
    assert walk.suppliers_some_private(tmp_path) == ["IGA Cannonvale"]
    assert {"name": "IGA Cannonvale", "gstTreatment": "mixed"} in walk.stated_contacts(tmp_path)[1]
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| Ute | 2021 Ford Ranger, 70 % |\n", encoding="utf-8"
    )
    assert walk.vehicles_kept(tmp_path) == ([], False)


def test_round_26_a_taxable_purchase_with_another_gst_matters() -> None:
    """Round 26: a rego taken as taxable at 1/11 of the whole (83.40) where the notice's GST is the CTP
    premium's (37.00) files another credit, as a different treatment would: a figure changes. A cent of a
    docket's own rounding does not (on main neither was counted: only the treatment was compared)."""
    rego = _tx("Motor Vehicle", "-917.40")
    rego.gst_amount = Decimal("83.40")
    label = {**_label("Motor Vehicle", "P8-motor-vehicle"), "gstAmount": "37.00"}
    assert _kind(rego, label) == "gst"
    rego.gst_amount = Decimal("37.01")
    assert _kind(rego, label) is None


def test_round_27_arborist_readings(tmp_path: Path) -> None:
    """Round 27, the arborist: a vehicle section's business-use row giving the share before the logbook it
    comes from (``| Business use | **85 %** from a 12-week logbook |``), a Suppliers row giving one share per
    merchant it names (``75 % and 20 % business``), the pool's opening balance with its date in bold, and
    a Suppliers row naming uses at several shares (some private): each read as the person states them (on
    main none was: the ute's share, the phone's and the NBN's, and the pool's opening balance unstated,
    and the servo's jerry-can fuel and coffee filed at the ute's share)."""
    (tmp_path / "person.md").write_text(
        "# Someone\n\n## The ute\n| | |\n|---|---|\n| Vehicle | 2022 Isuzu D-Max tipper |\n"
        "| Business use | **90 %** from a 12-week logbook (Feb-Apr 2024) |\n"
        "| Depreciation | In the pool. Pool balance at **1 July 2025: 12,345.67** |\n\n"
        "## Suppliers and costs (business)\n| Supplier | How it shows | GST | What |\n|---|---|---|---|\n"
        "| Servos: Ampol Wendouree, BP Sebastopol | card | taxable | **truck diesel (90 %)**; mower fuel "
        "(100 %); coffee (private) |\n"
        "| Optus (mobile 70.00), Superloop (home NBN 90.00) | direct debit | taxable | 80 % and 30 % business |\n",
        encoding="utf-8",
    )
    vehicle, merchants, _ = walk.person_setup(tmp_path)
    assert vehicle == Decimal(90)
    assert merchants == {"Optus": Decimal(80), "Superloop": Decimal(30)}
    assert walk.stated_pool_opening(tmp_path, 2026) == Decimal("12345.67")
    assert walk.suppliers_some_private(tmp_path) == ["Ampol Wendouree", "BP Sebastopol"]


def test_round_27_a_business_row_filed_at_a_share_matters() -> None:
    """Round 27: a wholly business row filed at a share below 100 (the arborist's saw fuel bought at her
    servos, filed at the ute's 85 %) is short a deduction and a credit: a figure changes (on main only a
    mixed-use row's share was compared)."""
    fuel = _tx("Fuel", "-50.25")
    fuel.business_use_percentage = Decimal(85)
    assert _kind(fuel, _label("Fuel", "P8-other")) == "share"
    fuel.business_use_percentage = Decimal(100)
    assert _kind(fuel, _label("Fuel", "P8-other")) is None


def test_round_27_each_vehicles_servos(tmp_path: Path) -> None:
    """Round 27, the charter operator: each vehicle's profile row naming the servos it is filled at is
    stated as that vehicle's fill (its servos, its share: 0 for the private car), without amounts; a
    vehicle row naming none states nothing."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n"
        "| Ute | 2021 Ford Ranger, **logbook 70 % business**. Fuel for the ute I buy at **Puma Airlie** "
        "(shows as `PUMA ENERGY AIRLIE`) or **BP Cannonvale**. |\n"
        "| Family car | My wife's Corolla is private; when I fill it, it is at **Coles Express Jubilee** |\n",
        encoding="utf-8",
    )
    assert walk.vehicle_servos(tmp_path, Decimal(70)) == [
        {"vehicle": "Ute", "servos": ["Puma Airlie", "BP Cannonvale"], "businessUsePercentage": "70"},
        {"vehicle": "Family car", "servos": ["Coles Express Jubilee"], "businessUsePercentage": "0"},
    ]
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n| Ute | 2021 Ford Ranger, **logbook 70 % business** |\n"
        "| Family car | My wife's Corolla is private |\n",
        encoding="utf-8",
    )
    assert walk.vehicle_servos(tmp_path, Decimal(70)) == []


def test_round_27_a_platforms_weekly_statement_is_a_payout_report() -> None:
    """Round 27, the rideshare driver: a payout whose label keeps the platform's weekly statement (gross,
    fee, tips) is on a report the driver imports in finkit's own layout (on main the figures were not read:
    106 payouts asked their fee in the review), the platform named by the payee the bank row names."""
    label = {
        "amount": "607.50",
        "counterparty": "Uber (rides + Uber Eats)",
        "note": "gross 730.29 fee 135.29 tips 12.50 (rides 441.74, eats 248.55; weekly tax summary)",
    }
    assert walk._report_note(label["note"]) == {
        "gross": Decimal("730.29"),
        "fee": Decimal("135.29"),
        "tips": Decimal("12.50"),
    }
    assert (
        walk._report_processor(label, "Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT 152228150") == "Uber"
    )
    assert walk._report_processor(label, "Direct Credit ROVER PAYMENTS 1234") is None


def test_round_27_a_place_hired_from_a_supplier(tmp_path: Path) -> None:
    """Round 27, the caterer: a profile row naming the place the business works from and who it is hired
    from (``| Kitchen | I hire **X** (GST-registered) ... + GST |``) states X a rent supplier whose invoices
    show GST (on main it was not read: 46 weekly kitchen invoices asked, uncategorised)."""
    (tmp_path / "person.md").write_text(
        "| | |\n|---|---|\n"
        "| Kitchen | I hire **Hume Shared Kitchens** (GST-registered) by the hour at 40.00 + GST |\n"
        "| Salon room | The third bedroom is fitted out as a salon; I claim it as business premises |\n",
        encoding="utf-8",
    )
    suppliers = walk.stated_contacts(tmp_path)[1]
    assert suppliers == [{"name": "Hume Shared Kitchens", "supplies": "rent", "gstTreatment": "taxable"}]


def test_round_27_each_vehicles_servos_from_the_suppliers_rows(tmp_path: Path) -> None:
    """Round 27, a vehicle's usual servos: a person may say which servo fills which vehicle in the suppliers
    table rather than in the vehicle's own row: a row opening with the vehicle and its brands ("Ute: Puma /
    BP fuel, ...") or a servo's row whose use names one vehicle's fuel ("the family car's fuel"). Each is
    stated as that vehicle's servos; a person saying the vehicles share their servos states none, and a
    servo's row naming both vehicles says neither's."""
    vehicles = (
        "| | |\n|---|---|\n| Ute | 2021 Ford Ranger, **logbook 70 % business** |\n"
        "| Family car | My wife's Corolla is private |\n\n## Suppliers\n| Who | How | GST | Use |\n|---|---|---|---|\n"
    )
    (tmp_path / "person.md").write_text(
        vehicles + "| Ute: Puma / BP fuel, Airlie Toyota service | card | taxable | 70 % |\n"
        "| Costco Fuel | card | taxable | the family car's fuel (private) |\n"
        "| Shell Jubilee | card | taxable | fuel for the ute and the family car |\n"
        "| Marina fuel wharf | card | taxable | diesel for the boat |\n",
        encoding="utf-8",
    )
    assert walk.vehicle_servos(tmp_path, Decimal(70)) == [
        {"vehicle": "Ute", "servos": ["Puma", "BP"], "businessUsePercentage": "70"},
        {"vehicle": "Family car", "servos": ["Costco Fuel"], "businessUsePercentage": "0"},
    ]
    (tmp_path / "person.md").write_text(
        vehicles + "| Ute: Puma / BP fuel | card | taxable | 70 % |\n"
        "| Costco Fuel | card | taxable | the family car's fuel (same servos as the ute too) |\n",
        encoding="utf-8",
    )
    assert walk.vehicle_servos(tmp_path, Decimal(70)) == []


def test_round_27_an_employees_tax_table_and_rate_are_read_as_stated(tmp_path: Path) -> None:
    """Round 27, fewer rows asked: an employee named in bold in a bullet saying they gave a TFN declaration
    (the caterer's Staff bullet, wrapped over lines and naming the clearing house too), or in a section's
    Who row (the arborist's ``## Kyle (my groundsman)`` table), is stated; with the tax-free threshold
    claimed and one pay period the PAYG is withheld from that period's tax table (``taxTable``), with the
    hourly rate said (``hourlyRate``). A threshold not claimed, or a row only naming the clearing house, states
    no tax table; the person's own job is no employee."""
    (tmp_path / "person.md").write_text(
        "## Staff\n"
        "- **Liam Doyle**, casual kitchen hand, 31.20 an hour, paid weekly by Osko (net). He gave me a TFN\n"
        "  declaration claiming the tax-free threshold; I withhold PAYG from the weekly tax table.\n"
        "  Super guarantee (12 %) paid quarterly through the Small Business Superannuation Clearing House.\n\n"
        "## Kyle (my groundsman)\n| | |\n|---|---|\n"
        "| Who | **Kyle Brennan**, casual groundsman, TFN declaration with the tax-free threshold claimed |\n"
        "| Pay | **33.80 an hour**, weekly pay run in Xero; net pay by Osko |\n"
        "| PAYG withheld | From the ATO weekly tax table; paid with each BAS |\n\n"
        "## Other\n"
        "- **Mia Tran**, casual, paid fortnightly; net pay by Osko; she does not claim the tax-free threshold\n"
        "- **Acme Surveys**: my employer two days a week; I claim the tax-free threshold there\n",
        encoding="utf-8",
    )
    by_name = {e["name"]: e for e in walk.stated_employees(tmp_path)}
    assert by_name["Liam Doyle"] == {"name": "Liam Doyle", "taxTable": "weekly", "hourlyRate": "31.20"}
    assert by_name["Kyle Brennan"] == {"name": "Kyle Brennan", "taxTable": "weekly", "hourlyRate": "33.80"}
    assert by_name["Mia Tran"] == {"name": "Mia Tran"}
    assert "Acme Surveys" not in by_name


def test_round_27_employee_super_on_its_own_line_is_the_labels_other_expenses() -> None:
    """Round 27: the employees' super finkit files at P8 superannuation expenses that the label files under
    P8 all other expenses beside the wages (the caterer's author) is the same deduction on the schedule's own
    line, as her van is (round 23); another cost on the super line is still another line."""
    categories = {
        **CATEGORIES,
        "Employee Super": SimpleNamespace(name="Employee Super", tax_category="business_expense"),
    }
    clearing = _tx("Employee Super", "-554.11", gst="out_of_scope")
    label = _label("Superannuation (employee)", "P8-other", gst="out_of_scope")
    assert _kind_in(clearing, label, categories) == "category-only"
    packaging = _label("Packaging", "P8-other", gst="out_of_scope")
    assert _kind_in(clearing, packaging, categories) == "return line"


def _kind_in(tx: Any, label: dict[str, str], categories: dict[str, Any]) -> str | None:
    found = walk._wrong(tx, label, categories)
    return None if found is None else walk._kind(found)


def test_round_27_a_buying_bullets_suppliers_and_their_plain_gst_are_read(tmp_path: Path) -> None:
    """Round 27: a Buying section's bullet naming suppliers in brackets and, after its colon, only their GST
    (the caterer's fresh produce and meat, GST-free) states each with that GST, as stock when the words
    before its bracket name food the business cooks with; a bullet saying more after its colon (an invoice
    split between GST-free and taxable lines) states nothing."""
    (tmp_path / "person.md").write_text(
        "## Buying\n"
        "- Fresh fruit and veg (Murray Valley Fresh), meat (Albury Meat Co): GST-free.\n"
        "- Bidfood: invoices split between GST-free food (cheese, flour) and taxable lines (crackers).\n"
        "- Cleaning cloths (Bunzl Outsourcing): taxable.\n",
        encoding="utf-8",
    )
    _, suppliers = walk.stated_contacts(tmp_path)
    by_name = {s["name"]: s for s in suppliers}
    assert by_name["Murray Valley Fresh"] == {
        "name": "Murray Valley Fresh",
        "gstTreatment": "gst_free",
        "supplies": "stock",
    }
    assert by_name["Albury Meat Co"]["supplies"] == "stock"
    assert by_name["Bunzl Outsourcing"] == {"name": "Bunzl Outsourcing", "gstTreatment": "taxable"}
    assert "Bidfood" not in by_name


def test_round_27_groceries_stated_private_as_a_whole_are_read(tmp_path: Path) -> None:
    """Round 27: a bullet listing what is private, with ``groceries`` plainly among it (a bracket only
    saying where), states the Groceries category private (its business share 0 %), in either order (the
    grower's ``- Private: ...``, the coffee van's ``- ..., groceries: private.``); family groceries, or
    groceries with an exception (the beekeeper's sugar), state nothing."""
    person = tmp_path / "person.md"
    person.write_text(
        "- Private: groceries (including at the same Loxton Foodland she sells to), takeaway, Netflix\n",
        encoding="utf-8",
    )
    assert walk.private_categories(tmp_path) == {"Groceries": "0"}
    person.write_text("- School levy (GST-free), kids' sport, rent, groceries: private.\n", encoding="utf-8")
    assert walk.private_categories(tmp_path) == {"Groceries": "0"}
    for line in (
        "- Private: groceries (other than the sugar), takeaway\n",
        "- Private: family groceries in the store, fuel for the family car\n",
        "- Groceries are bought for the cafe on separate dockets\n",
    ):
        person.write_text(line, encoding="utf-8")
        assert walk.private_categories(tmp_path) == {}, line


def test_round_27_a_bullets_business_shares_of_several_bills_are_read(tmp_path: Path) -> None:
    """Round 27: with no shares table, a bullet (wrapped over lines) giving "the business share of" several
    bills, each merchant with its share in the bracket after it, states each merchant's share (the
    caterer's Telstra, Superloop and Origin); a bullet naming the bills without shares states none."""
    (tmp_path / "person.md").write_text(
        "## Home office\n"
        "- For GST I claim credits on the business share of: the Telstra mobile (70 %, from a 4-week diary),\n"
        "  Superloop home internet (25 %) and Origin home electricity (10 %).\n"
        "- GST credits claimed on the business share of phone, internet and power.\n",
        encoding="utf-8",
    )
    _, merchants, _ = walk.person_setup(tmp_path)
    assert merchants == {"Telstra": Decimal(70), "Superloop": Decimal(25), "Origin": Decimal(10)}


def test_round_27_the_account_fees_share_is_the_named_banks(tmp_path: Path) -> None:
    """Round 27: a shares row or a bullet opening with the bank the profile table's Bank row names in bold
    (its first word will do: ``Hume's``) and saying "account fee" states that bank's share under its full
    name, the share finkit gives an account fee naming no payee."""
    person = tmp_path / "person.md"
    person.write_text(
        "| | |\n|---|---|\n| Bank | **Hume Bank** Everyday account, business and personal money together |\n\n"
        "## Buying\n- Hume's 4.00 monthly account fee: the account is about 70 % business.\n",
        encoding="utf-8",
    )
    assert walk.person_setup(tmp_path)[1] == {"Hume Bank": Decimal(70)}
    person.write_text(
        "| | |\n|---|---|\n| Bank | **Bank SA** (part of Westpac) everyday account |\n\n"
        "## Business-use shares\n| What | Business % | Why |\n|---|---|---|\n"
        "| Bank SA account fee and foreign transaction fee | 100 | the account is kept for the farm |\n",
        encoding="utf-8",
    )
    assert walk.person_setup(tmp_path)[1]["Bank SA"] == Decimal(100)


def test_round_27_a_subscriptions_bullet_and_personal_super_with_its_notice_are_read(tmp_path: Path) -> None:
    """Round 27: a bullet opening ``Subscriptions:`` states each item up to its first full stop outside
    brackets a software supplier (no GST when its bracket says so), not what the next sentence calls
    private; personal super named with its notice of intent, without the label D12 (the caterer's, the
    rideshare driver's wrapped line), states the personal super deduction."""
    (tmp_path / "person.md").write_text(
        "## Buying\n"
        "- Subscriptions: Xero (went up in January; it charged May twice and refunded), Canva Pro, Teachable\n"
        "  (US, in USD, no GST, plus Hume's 3 % overseas fee). Netflix and Spotify are mine, private.\n\n"
        "## Other\n- **Personal super**: AustralianSuper 3,000.00 (16 Dec 2025); notice of intent lodged.\n",
        encoding="utf-8",
    )
    _, suppliers = walk.stated_contacts(tmp_path)
    by_name = {s["name"]: s for s in suppliers}
    assert by_name["Xero"] == {"name": "Xero", "supplies": "software"}
    assert by_name["Canva Pro"] == {"name": "Canva Pro", "supplies": "software"}
    assert by_name["Teachable"] == {
        "name": "Teachable",
        "supplies": "software",
        "gstTreatment": "out_of_scope",
    }
    assert "Netflix" not in by_name
    assert walk.statements(tmp_path) == {"personalSuperDeduction": True}


def test_round_27_a_private_sections_paragraph_states_groceries_private(tmp_path: Path) -> None:
    """Round 27: a section headed private whose paragraph lists ``groceries (Woolworths, Coles, ...)`` among
    what is private (the reef guide's ``## Household (private)``, its items split by semicolons) states the
    Groceries category private; a section saying what is not private states nothing."""
    person = tmp_path / "person.md"
    person.write_text(
        "## Household (private)\nRent 1,040.00 a fortnight to Ray White Cairns; groceries (Woolworths, Coles,\n"
        "Aldi, IGA); Goodstart daycare gap fees; takeaway.\n\n## Judgement calls\n- none\n",
        encoding="utf-8",
    )
    assert walk.private_categories(tmp_path) == {"Groceries": "0"}
    person.write_text("## What is not private\nGroceries for the guests' breakfasts.\n", encoding="utf-8")
    assert walk.private_categories(tmp_path) == {}


def test_round_28_a_supplier_of_other_business_costs(tmp_path: Path) -> None:
    """Round 28: a Suppliers row stating its GST plainly and no kind, whose return line is plainly P8 other
    expenses (``P8 other``, ``taxable, P8-other``, ``Equipment Hire, P8 other``, a bracket note, ``G11 +
    G14``), is stated as a supplier of other business costs (``supplies: other``); one stated at a share,
    with a second line or a sentence more, keeps its GST alone. A suburb after the name (``Southern Light
    Hire, Moonah``) is no supplier of anything; a brand after it (``Workwear Hub, EmbroidMe``) is; a supplier
    a second row describes with another GST (the coffee van's council) is not stated so."""
    (tmp_path / "person.md").write_text(
        "## Suppliers\n| Supplier | How it shows | GST | Label |\n|---|---|---|---|\n"
        "| SwanClean Supplies | card | taxable | P8 other |\n"
        "| Workwear Hub, EmbroidMe | Visa | taxable | P8 other (steel-cap boots, hi-vis, logo uniform) |\n"
        "| Southern Light Hire, Moonah (lighting hire by the day) | card | taxable | Equipment Hire, P8 other |\n"
        "| Zoom (USD 15.99) | card | no GST | P8 other, G11 + G14 |\n"
        "| Telstra | direct debit | taxable | P8 other at 75 % / 30 % |\n"
        "| Camera Clinic | card | taxable | P8 other / repairs |\n"
        "| City of Hobart | BPAY | taxable | P8 other. A parking infringement was paid to the same biller |\n"
        "| Australia Post | card | taxable | P8 other (see dockets above) |\n"
        "| Kingborough Council (market stall licence) | BPAY | taxable | P8 other |\n"
        "| Kingborough Council food business registration | BPAY 385.00 | no GST (Div 81 fee) | P8 other |\n",
        encoding="utf-8",
    )
    stated = {s["name"]: s.get("supplies") for s in walk.stated_contacts(tmp_path)[1]}
    assert stated == {
        "SwanClean Supplies": "other",
        "Workwear Hub": "other",
        "EmbroidMe": "other",
        "Southern Light Hire": "other",
        "Moonah": None,  # its GST stated as before, never a supplier of other business costs
        "Zoom": "other",
        "Telstra": None,
        "Camera Clinic": None,
        "City of Hobart": None,
        "Australia Post": None,
        "Kingborough Council": None,  # a second kind of its bills has another GST: not all it supplies
    }


def test_round_28_private_trips_are_read_only_where_person_md_says_private_or_holiday(tmp_path: Path) -> None:
    """Round 28: a range of days in a clause saying a holiday, or a trip away in a clause or section saying
    private, is a stated private trip (the pool technician's section ``## Private (no claim)``; the
    translator's bullet; a season row's clause); business travel, a job away and a school holidays' busy
    weeks are not."""
    person = tmp_path / "person.md"
    person.write_text(
        "| Season | Boat out of the water 2-8 Feb 2026; family holiday in Brisbane 14-24 Feb 2026; a cyclone\n"
        "warning stopped all trips 22-27 Jan 2026 |\n\n"
        "## Private (no claim)\nGroceries, Netflix and the **Gold Coast holiday** in the September school holidays\n"
        "(20-27 Sep 2025: Jetstar, a Stayz apartment, meals, a hire car). A weekend away 28 Nov - 1 Dec 2025.\n\n"
        "## Judgement calls\n"
        "- **Karratha job** (4-6 Nov 2025): Qantas flight, hotel and meals while away are business travel.\n"
        "- **Japan holiday** (19 Dec 2025 to 2 Jan 2026): Jetstar flights, hotel, shopping and a\n"
        "  yen ATM withdrawal are private.\n"
        "- Busy in the school holidays (3-18 Jan 2026).\n",
        encoding="utf-8",
    )
    assert walk.private_trips(tmp_path) == [
        {"from": "2025-09-20", "to": "2025-09-27", "note": "Gold Coast holiday"},
        {"from": "2025-11-28", "to": "2025-12-01"},
        {"from": "2025-12-19", "to": "2026-01-02", "note": "Japan holiday"},
        {"from": "2026-02-14", "to": "2026-02-24", "note": "family holiday in Brisbane"},
    ]
