"""``finkit profile show|set`` through Typer's CliRunner."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def test_set_then_show_with_the_issue_flags(cli: Callable[..., Any]) -> None:
    before = cli("profile", "show", "--json")
    assert before.exit_code == 0, before.output
    assert before.json()["stored"] is False
    result = cli(
        "profile", "set", "--entity-type", "sole_trader", "--occupation", "electrician",
        "--gst-registered", "--gst-basis", "cash", "--bas-period", "quarterly", "--country", "AU",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    shown = cli("profile", "show", "--json").json()
    assert shown["entityType"] == "sole_trader"
    assert shown["occupation"] == "electrician"
    assert shown["gstRegistered"] is True
    assert shown["gstBasis"] == "cash" and shown["basPeriod"] == "quarterly"
    assert shown["financialYearStart"] == "07-01" and shown["stored"] is True
    table = cli("profile", "show")
    assert "electrician" in table.stdout


def test_clear_and_not_registered(cli: Callable[..., Any]) -> None:
    cli(
        "profile", "set", "--occupation", "plumber", "--gst-registered", "--gst-registered-from", "2025-01-01"
    )
    result = cli("profile", "set", "--not-gst-registered", "--clear", "occupation", "--json")
    assert result.exit_code == 0, result.output
    data = result.json()
    assert data["gstRegistered"] is False and data["gstRegisteredFrom"] is None
    assert data["occupation"] is None


def test_a_bad_abn_exits_non_zero_naming_the_field(cli: Callable[..., Any]) -> None:
    result = cli("profile", "set", "--abn", "51 824 753 557")
    assert result.exit_code != 0
    assert "abn" in result.output
    assert cli("profile", "show", "--json").json()["abn"] is None


def test_what_the_person_states_once(cli: Callable[..., Any]) -> None:
    """Issue 26: ``--gst-free-health-services`` and ``--personal-super-deduction`` (docs/review.md)."""
    result = cli("profile", "set", "--gst-free-health-services", "--personal-super-deduction", "--json")
    assert result.exit_code == 0, result.output
    assert result.json()["gstFreeHealthServices"] is True and result.json()["personalSuperDeduction"] is True
    undone = cli("profile", "set", "--not-gst-free-health-services", "--json").json()
    assert undone["gstFreeHealthServices"] is False and undone["personalSuperDeduction"] is True


def test_clients_and_suppliers_stated_once(cli: Callable[..., Any]) -> None:
    """Issue 26: ``profile clients|suppliers add|list|remove``; a name no row matches is listed."""
    added = cli("profile", "clients", "add", "Kauri Joinery Ltd", "--overseas", "--json")
    assert added.exit_code == 0, added.output
    assert added.json()["clients"] == [{"name": "Kauri Joinery Ltd", "overseas": True}]
    assert added.json()["unmatched"] == ["Kauri Joinery Ltd"]  # no rows yet: nothing matches
    result = cli(
        "profile", "suppliers", "add", "Hume Tool Hire", "--supplies", "tools", "--business-use", "80"
    )
    assert result.exit_code == 0, result.output
    assert "Hume Tool Hire" in result.stdout and "none match" in result.stdout
    listed = cli("profile", "suppliers", "list", "--json").json()["suppliers"]
    assert listed == [{"name": "Hume Tool Hire", "supplies": "tools", "businessUsePercentage": 80}]
    assert cli("profile", "suppliers", "add", "X", "--supplies", "snacks").exit_code != 0
    assert cli("profile", "clients", "remove", "kauri joinery ltd", "--json").json()["clients"] == []
    assert cli("profile", "clients", "remove", "Nobody").exit_code != 0
    assert cli("profile", "show", "--json").json()["suppliers"][0]["supplies"] == "tools"


def test_a_supplier_of_the_premises_running_costs(cli: Callable[..., Any]) -> None:
    """Issue 26: ``--supplies premises`` states a bill the business premises' (a shop's power, phone):
    claimed at its share beside the home-office fixed rate, which covers the home's bills only."""
    result = cli("profile", "suppliers", "add", "Origin", "--supplies", "premises", "--json")
    assert result.exit_code == 0, result.output
    assert result.json()["suppliers"] == [{"name": "Origin", "supplies": "premises"}]
    assert "premises" in cli("profile", "suppliers", "add", "--help").stdout


def test_a_suppliers_gst_is_stated_once(cli: Callable[..., Any]) -> None:
    """Issue 26: ``profile suppliers add NAME --gst none|taxable|gst_free|input_taxed|mixed``: what the
    supplier's tax invoices show, with or without what it supplies; the list shows it; an unknown one is
    refused, and so is a supplier stated with neither."""
    result = cli("profile", "suppliers", "add", "Google Workspace", "--gst", "none", "--json")
    assert result.exit_code == 0, result.output
    assert result.json()["suppliers"] == [{"name": "Google Workspace", "gstTreatment": "out_of_scope"}]
    mixed = cli("profile", "suppliers", "add", "Bidfood", "--supplies", "stock", "--gst", "mixed")
    assert mixed.exit_code == 0, mixed.output
    assert "mixed" in mixed.stdout and "out_of_scope" in mixed.stdout
    assert cli("profile", "suppliers", "add", "Adobe", "--gst", "sometimes").exit_code != 0
    assert cli("profile", "suppliers", "add", "Adobe").exit_code != 0
    assert "--gst" in cli("profile", "suppliers", "add", "--help").stdout


def test_a_supplier_some_of_whose_invoices_are_partly_private(cli: Callable[..., Any]) -> None:
    """Round 18: ``--some-invoices-private`` states a supplier the business's except some invoices that also
    hold things for the family (each purchase then asked its share); it says enough alone."""
    result = cli(
        "profile", "suppliers", "add", "De Lorenzo", "--supplies", "stock", "--some-invoices-private", "--json"
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert result.json()["suppliers"] == [
        {"name": "De Lorenzo", "supplies": "stock", "someInvoicesPrivate": True}
    ]
    alone = cli("profile", "suppliers", "add", "Hairhouse", "--some-invoices-private", "--json")
    assert alone.exit_code == 0, alone.output


def test_a_processor_is_named_once_with_its_fee(cli: Callable[..., Any]) -> None:
    """Issue 26: ``profile clients add Wise --overseas --processor-fee-percent 0``: the processor paying out
    the person's sales, with the fee it keeps (0: payouts booked as received), stated once; a bad rate is
    refused naming the field."""
    added = cli("profile", "clients", "add", "Wise", "--overseas", "--processor-fee-percent", "0", "--json")
    assert added.exit_code == 0, added.output
    assert added.json()["clients"] == [{"name": "Wise", "overseas": True, "processorFeePercentage": 0}]
    bad = cli("profile", "clients", "add", "Square", "--processor-fee-percent", "150")
    assert bad.exit_code != 0


def test_an_agent_is_named_once_with_its_commission_and_its_gst(cli: Callable[..., Any]) -> None:
    """Round 18, the tour guide's year: a booking agent paying the month's bookings less 18 % commission, its
    RCTI showing GST in the commission, stated once; a fee GST finkit does not know is refused."""
    added = cli(
        "profile", "clients", "add", "Tropic Tour Desk", "--processor-fee-percent", "18",
        "--processor-fee-gst", "taxable", "--json",
    )  # fmt: skip
    assert added.exit_code == 0, added.output
    assert added.json()["clients"] == [
        {
            "name": "Tropic Tour Desk",
            "overseas": False,
            "processorFeePercentage": 18,
            "processorFeeGst": "taxable",
        }
    ]
    bad = cli(
        "profile", "clients", "add", "Viator", "--processor-fee-percent", "20", "--processor-fee-gst", "gst"
    )
    assert bad.exit_code != 0


def test_each_vehicles_fuel_fill_is_stated_once(cli: Callable[..., Any]) -> None:
    """Round 19: ``profile fuel-fills add|list|remove`` (docs/review.md, "Round 19, fewer rows asked")."""
    added = cli(
        "profile", "fuel-fills", "add", "Van", "--from", "104", "--to", "168", "--business-use", "95", "--json"
    )  # fmt: skip
    assert added.exit_code == 0, added.output
    cli("profile", "fuel-fills", "add", "Family car", "--from", "52", "--to", "92", "--business-use", "0")
    listed = cli("profile", "fuel-fills", "list", "--json").json()["vehicleFillRanges"]
    assert listed == [
        {"vehicle": "Van", "from": 104, "to": 168, "servos": [], "businessUsePercentage": 95},
        {"vehicle": "Family car", "from": 52, "to": 92, "servos": [], "businessUsePercentage": 0},
    ]
    assert cli("profile", "show", "--json").json()["vehicleFillRanges"] == listed
    assert "Family car" in cli("profile", "fuel-fills", "list").stdout
    removed = cli("profile", "fuel-fills", "remove", "family car", "--json")
    assert [f["vehicle"] for f in removed.json()["vehicleFillRanges"]] == ["Van"]
    backwards = cli(
        "profile", "fuel-fills", "add", "Ute", "--from", "150", "--to", "96", "--business-use", "85"
    )
    assert backwards.exit_code != 0 and "vehicleFillRanges" in backwards.output
    assert cli("profile", "fuel-fills", "remove", "Ute").exit_code != 0  # never stated: not found


def test_a_vehicles_usual_servos_are_stated_once(cli: Callable[..., Any]) -> None:
    """Round 27: ``profile fuel-fills add NAME --servo S --servo T`` with no amounts; neither refused."""
    added = cli(
        "profile", "fuel-fills", "add", "Family car", "--servo", "Costco Fuel", "--servo", "EG Fuelco",
        "--business-use", "0", "--json",
    )  # fmt: skip
    assert added.exit_code == 0, added.output
    assert added.json()["vehicleFillRanges"] == [
        {"vehicle": "Family car", "servos": ["Costco Fuel", "EG Fuelco"], "businessUsePercentage": 0}
    ]
    assert "Costco Fuel, EG Fuelco" in cli("profile", "fuel-fills", "list").stdout
    neither = cli("profile", "fuel-fills", "add", "Ute", "--business-use", "85")
    assert neither.exit_code != 0 and "servos" in neither.output


def test_a_servo_given_twice_is_stated_once_and_an_empty_one_refused(cli: Callable[..., Any]) -> None:
    """Round 27: ``--servo`` repeated with one servo in two cases states it once (on main, twice); an empty
    ``--servo ""`` is refused naming ``vehicleFillRanges`` and nothing is stated."""
    added = cli(
        "profile", "fuel-fills", "add", "Ute", "--servo", "Puma Portsmith", "--servo", "PUMA PORTSMITH",
        "--servo", "Ampol Bungalow", "--business-use", "62", "--json",
    )  # fmt: skip
    assert added.exit_code == 0, added.output
    assert added.json()["vehicleFillRanges"][0]["servos"] == ["Puma Portsmith", "Ampol Bungalow"]
    empty = cli("profile", "fuel-fills", "add", "Family car", "--servo", " ", "--business-use", "0")
    assert empty.exit_code != 0 and "vehicleFillRanges" in empty.output
    assert [
        f["vehicle"] for f in cli("profile", "fuel-fills", "list", "--json").json()["vehicleFillRanges"]
    ] == ["Ute"]


def test_a_supplier_of_software_is_stated_once(cli: Callable[..., Any]) -> None:
    """Round 19: ``profile suppliers add NAME --supplies software`` (a subscription: Software &
    Subscriptions); an unknown kind is refused naming the field."""
    added = cli("profile", "suppliers", "add", "MechanicDesk", "--supplies", "software", "--json")
    assert added.exit_code == 0, added.output
    assert added.json()["suppliers"][0]["supplies"] == "software"
    refused = cli("profile", "suppliers", "add", "MechanicDesk", "--supplies", "apps")
    assert refused.exit_code != 0 and "suppliers" in refused.output


def test_a_clients_gst_is_stated_once(cli: Callable[..., Any]) -> None:
    """Round 20: what a client's payments hold (a grocer buying GST-free produce), refused when unknown."""
    added = cli("profile", "clients", "add", "Loxton Foodland", "--gst", "gst_free", "--json")
    assert added.exit_code == 0, added.output
    assert [(c["name"], c["gstTreatment"]) for c in added.json()["clients"]] == [
        ("Loxton Foodland", "gst_free")
    ]
    bad = cli("profile", "clients", "add", "Berri IGA", "--gst", "free")
    assert bad.exit_code != 0 and "gstTreatment" in bad.output


def test_a_private_trip_is_stated_once(cli: Callable[..., Any], tmp_path: Any) -> None:
    """Round 28: ``profile trips add|list|remove`` (docs/review.md, "Round 28, private trips"); a fuel fill
    on the holiday is then asked in ``finkit review``, suggested private; a fill the week after is not."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered", "--vehicle-business-use", "85")
    statement = tmp_path / "statement.csv"
    statement.write_text(
        "Date,Description,Amount\n"
        "2025-09-21,VISA DEBIT PURCHASE CARD 7731 AMPOL TWEED HEAD,-75.91\n"
        "2025-10-03,VISA DEBIT PURCHASE CARD 7731 AMPOL KIALLA,-98.10\n"
    )
    assert cli("import", str(statement)).exit_code == 0
    added = cli(
        "profile", "trips", "add", "--from", "2025-09-20", "--to", "2025-09-27", "--note", "Gold Coast holiday",
        "--json",
    )  # fmt: skip
    assert added.exit_code == 0, added.output
    trip = {"from": "2025-09-20", "to": "2025-09-27", "note": "Gold Coast holiday"}
    assert added.json()["privateTrips"] == [trip]
    cli("profile", "trips", "add", "--from", "2025-12-27", "--to", "2025-12-30")
    listed = cli("profile", "trips", "list", "--json").json()["privateTrips"]
    assert listed == [trip, {"from": "2025-12-27", "to": "2025-12-30", "note": None}]
    assert cli("profile", "show", "--json").json()["privateTrips"] == listed
    assert "Gold Coast holiday" in cli("profile", "trips", "list").stdout

    items = cli("review", "--json").json()["items"]
    [asked] = [i for i in items if "private trip" in i["question"]]
    assert "(20–27 Sep 2025, Gold Coast holiday): a business cost, or private?" in asked["question"]
    assert asked["count"] == 1 and asked["suggestion"]["businessUsePercentage"] == 0

    removed = cli("profile", "trips", "remove", "2025-12-27", "--json")
    assert removed.json()["privateTrips"] == [trip]
    backwards = cli("profile", "trips", "add", "--from", "2026-01-10", "--to", "2026-01-02")
    assert backwards.exit_code != 0 and "privateTrips" in backwards.output
    assert cli("profile", "trips", "remove", "2026-01-10").exit_code != 0  # never stated: not found
    assert cli("profile", "trips", "remove", "someday").exit_code != 0
