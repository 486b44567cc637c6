"""``finkit profile``: show and change the account's tax profile."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.core.profile.schemas import TaxProfile
from finkit.core.usecases.profile import (
    add_client,
    add_employee,
    add_fill_range,
    add_private_trip,
    add_supplier,
    get_profile,
    remove_contact,
    remove_fill_range,
    remove_private_trip,
    set_business_use,
    stated_contacts,
    update_profile,
)

app = typer.Typer(
    help="Your tax profile: entity type, GST registration, BAS period, financial year.",
    no_args_is_help=True,
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def _render(profile: TaxProfile) -> None:
    table = Table(show_header=False, box=None)
    for key, value in profile.to_json_dict().items():
        table.add_row(f"[bold]{key}[/bold]", "" if value is None else str(value))
    console.print(table)
    if not profile.stored:
        console.print("[yellow]No profile saved yet: these are the defaults (finkit profile set …).[/yellow]")


@app.command("show")
@handle_errors
def show(json_output: JsonOpt = False) -> None:
    """Show the tax profile reports, BAS and deduction analysis use.

    Example: finkit profile show --json
    """
    profile = get_profile(get_state().context())
    if json_output:
        print_json(profile.to_json_dict())
    else:
        _render(profile)


@app.command("set")
@handle_errors
def set_(
    entity_type: Annotated[
        str | None,
        typer.Option("--entity-type", help="individual (employee), sole_trader, partnership or company."),
    ] = None,
    occupation: Annotated[str | None, typer.Option("--occupation", help="e.g. electrician.")] = None,
    gst_registered: Annotated[
        bool | None,
        typer.Option("--gst-registered/--not-gst-registered", help="Registered for GST (or not)."),
    ] = None,
    gst_registered_from: Annotated[
        str | None, typer.Option("--gst-registered-from", help="ISO date the GST registration started.")
    ] = None,
    gst_basis: Annotated[str | None, typer.Option("--gst-basis", help="cash (accruals: not yet).")] = None,
    bas_period: Annotated[str | None, typer.Option("--bas-period", help="monthly or quarterly.")] = None,
    country: Annotated[
        str | None, typer.Option("--country", help="Two-letter country code, e.g. AU.")
    ] = None,
    abn: Annotated[str | None, typer.Option("--abn", help="Australian Business Number (11 digits).")] = None,
    fy_start: Annotated[
        str | None, typer.Option("--fy-start", help="Financial-year start as MM-DD, e.g. 07-01.")
    ] = None,
    vehicle_method: Annotated[
        str | None, typer.Option("--vehicle-method", help="logbook or cents_per_km.")
    ] = None,
    vehicle_business_use: Annotated[
        str | None, typer.Option("--vehicle-business-use", help="Vehicle business-use percentage.")
    ] = None,
    business_use: Annotated[
        str | None, typer.Option("--business-use", help="Default business-use percentage.")
    ] = None,
    gst_free_health_services: Annotated[
        bool | None,
        typer.Option(
            "--gst-free-health-services/--not-gst-free-health-services",
            help="Your services are GST-free health services (GST Act s38-10): card takings filed GST-free.",
        ),
    ] = None,
    personal_super_deduction: Annotated[
        bool | None,
        typer.Option(
            "--personal-super-deduction/--no-personal-super-deduction",
            help="You claim your personal super contributions (notice of intent): payments to a fund are D12.",
        ),
    ] = None,
    clear: Annotated[
        list[str] | None,
        typer.Option("--clear", help="Clear a field (camelCase name, e.g. occupation, abn). Repeatable."),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Change some fields of the tax profile; the others stay as they are.

    Example: finkit profile set --entity-type sole_trader --occupation electrician --gst-registered
    --gst-basis cash --bas-period quarterly --country AU
    """
    given: dict[str, Any] = {
        "entityType": entity_type,
        "occupation": occupation,
        "gstRegistered": gst_registered,
        "gstRegisteredFrom": gst_registered_from,
        "gstBasis": gst_basis,
        "basPeriod": bas_period,
        "country": country,
        "abn": abn,
        "financialYearStart": fy_start,
        "vehicleMethod": vehicle_method,
        "vehicleBusinessUsePercentage": vehicle_business_use,
        "defaultBusinessUsePercentage": business_use,
        "gstFreeHealthServices": gst_free_health_services,
        "personalSuperDeduction": personal_super_deduction,
    }
    data = {key: value for key, value in given.items() if value is not None}
    data.update(dict.fromkeys(clear or [], None))
    profile = update_profile(get_state().context(), data=data)
    if json_output:
        print_json(profile.to_json_dict())
    else:
        _render(profile)


@app.command("business-use")
@handle_errors
def business_use(
    first: Annotated[str, typer.Argument(help="CATEGORY then PCT; or only PCT with --merchant.")],
    second: Annotated[str | None, typer.Argument(help="PCT (0–100; none removes the share).")] = None,
    merchant: Annotated[
        str | None, typer.Option("--merchant", help="A merchant's share instead (wins over the category's).")
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Keep the business share of a mixed-use category (phone, internet, power, home rent) or of one
    merchant on the profile: its rows take it (a share set on a row stays the row's), GST credits and
    deductions follow, and the rows are derived again now.

    Examples: finkit profile business-use "Phone & Internet" 60;
    finkit profile business-use --merchant "Aussie Broadband" 50
    """
    if merchant is not None:
        if second is not None:
            raise typer.BadParameter("with --merchant give only the percentage")
        profile = set_business_use(get_state().context(), merchant=merchant, percent=first)
    else:
        if second is None:
            raise typer.BadParameter('give a category and a percentage, e.g. "Phone & Internet" 60')
        profile = set_business_use(get_state().context(), category=first, percent=second)
    if json_output:
        print_json(profile.to_json_dict())
    else:
        _render(profile)


clients_app = typer.Typer(
    help="Clients you name once: their payments are business income without a question.", no_args_is_help=True
)
suppliers_app = typer.Typer(
    help="Business suppliers you name once, with what they supply: filed without a question.",
    no_args_is_help=True,
)
employees_app = typer.Typer(
    help="Employees you name once, paid net: their pays are wages at the gross (P8, W1; W2 withheld).",
    no_args_is_help=True,
)
app.add_typer(clients_app, name="clients")
app.add_typer(suppliers_app, name="suppliers")
app.add_typer(employees_app, name="employees")


def _render_contacts(kind: str, json_output: bool) -> None:
    stated = stated_contacts(get_state().context()).model_dump(by_alias=True, mode="json", exclude_none=True)
    if json_output:
        print_json({kind: stated[kind], "unmatched": stated["unmatched"][kind]})
        return
    unmatched = set(stated["unmatched"][kind])
    if kind == "employees":
        columns: tuple[str, ...] = ("name", "withheld each pay", "gross each pay", "tax table", "hourly rate")
    elif kind == "suppliers":
        columns = ("name", "supplies", "business %", "GST")
    else:
        columns = ("name", "overseas", "business %")
    table = Table(*columns, "rows")
    for entry in stated[kind]:
        if kind == "employees":
            cells = [
                entry["name"],
                str(entry.get("withholdingPerPay", "")),
                str(entry.get("grossPerPay", "")),
                str(entry.get("taxTable", "")),
                str(entry.get("hourlyRate", "")),
            ]
        else:
            cells = [
                entry["name"],
                str(entry.get("supplies", "yes" if entry.get("overseas") else "")),
                str(entry.get("businessUsePercentage", "")),
            ]
        if kind == "suppliers":
            cells.append(str(entry.get("gstTreatment", "")))
        table.add_row(
            *cells, "[yellow]none match (a typo?)[/yellow]" if entry["name"] in unmatched else "match"
        )
    console.print(table)


@clients_app.command("add")
@handle_errors
def clients_add(
    name: Annotated[str, typer.Argument(help="The client's name as you know it.")],
    overseas: Annotated[
        bool, typer.Option("--overseas", help="An overseas client: exports, GST-free (G2).")
    ] = False,
    processor_fee: Annotated[
        str | None,
        typer.Option(
            "--processor-fee-percent",
            help="A payment processor paying out your sales (PayPal, Wise, Square), or an agent paying "
            "net of its commission: the fee it keeps, % of the gross (0: payouts booked as received). Its "
            "payouts are sales at the gross, not asked.",
        ),
    ] = None,
    processor_fee_gst: Annotated[
        str | None,
        typer.Option(
            "--processor-fee-gst",
            help="Whether the fee's tax invoice (or RCTI) shows GST: taxable (a credit) or input_taxed.",
        ),
    ] = None,
    gst: Annotated[
        str | None,
        typer.Option(
            "--gst",
            help="What its payments hold: taxable, gst_free (fresh food, health services) or mixed (each "
            "payment's GST-free part asked). Stated, their GST is not asked.",
        ),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Name a client once: money in from them is business income (an export with --overseas).

    Example: finkit profile clients add "Moreton Freight Systems Pty Ltd"; a processor:
    finkit profile clients add Wise --overseas --processor-fee-percent 0; an agent paying net of its
    commission: finkit profile clients add "Tropic Tour Desk" --processor-fee-percent 18 --processor-fee-gst taxable;
    a grocer buying GST-free produce: finkit profile clients add "Loxton Foodland" --gst gst_free
    """
    add_client(
        get_state().context(),
        name=name,
        overseas=overseas,
        processor_fee=processor_fee,
        processor_fee_gst=processor_fee_gst,
        gst_treatment=gst,
    )
    _render_contacts("clients", json_output)


@clients_app.command("list")
@handle_errors
def clients_list(json_output: JsonOpt = False) -> None:
    """The clients you named, and which names match no transaction (a typo shows)."""
    _render_contacts("clients", json_output)


@clients_app.command("remove")
@handle_errors
def clients_remove(name: Annotated[str, typer.Argument()], json_output: JsonOpt = False) -> None:
    """Forget a stated client (any case)."""
    remove_contact(get_state().context(), kind="clients", name=name)
    _render_contacts("clients", json_output)


@suppliers_app.command("add")
@handle_errors
def suppliers_add(
    name: Annotated[str, typer.Argument(help="The supplier's name as you know it.")],
    supplies: Annotated[
        str | None,
        typer.Option(
            "--supplies",
            help="stock (stock or materials for resale: cost of sales), tools (tools and equipment), "
            "service, rent (rent of business premises), premises (the premises' power, phone, internet: "
            "claimed beside the home-office fixed rate), software (software or an online service subscribed "
            "to), other (other business costs no kind above fits: a cleaner, a uniform shop, a parking "
            "operator, a trade association; P8 other expenses, in finkit's category when it is a business "
            "one, else Other Business Expenses). Without it, finkit's category and the rows' business "
            "standing asked as any row's.",
        ),
    ] = None,
    business_use: Annotated[
        str | None, typer.Option("--business-use", help="The business share, 0–100 (default: all).")
    ] = None,
    gst: Annotated[
        str | None,
        typer.Option(
            "--gst",
            help="What its tax invoices show: taxable (GST at 1/11), gst_free, input_taxed, none (no GST "
            "charged: an overseas supplier to an ABN holder, not registered; out_of_scope), mixed (each "
            "invoice's own GST, asked per invoice). Its rows are not asked the GST credit.",
        ),
    ] = None,
    some_invoices_private: Annotated[
        bool,
        typer.Option(
            "--some-invoices-private",
            help="Some of its invoices also hold things for you or the family: each purchase is asked its "
            "business share (one question for them all).",
        ),
    ] = False,
    json_output: JsonOpt = False,
) -> None:
    """Name a business supplier once: money out to it takes that kind's category, share and GST.

    Example: finkit profile suppliers add "Goldfields Tyre Wholesale" --supplies stock;
    finkit profile suppliers add "Google Workspace" --gst none;
    a cleaner, business, tax invoices with GST: finkit profile suppliers add "SwanClean" --supplies other --gst taxable
    """
    add_supplier(
        get_state().context(),
        name=name,
        supplies=supplies,
        business_use=business_use,
        gst=gst,
        some_invoices_private=some_invoices_private,
    )
    _render_contacts("suppliers", json_output)


@suppliers_app.command("list")
@handle_errors
def suppliers_list(json_output: JsonOpt = False) -> None:
    """The suppliers you named, and which names match no transaction (a typo shows)."""
    _render_contacts("suppliers", json_output)


@suppliers_app.command("remove")
@handle_errors
def suppliers_remove(name: Annotated[str, typer.Argument()], json_output: JsonOpt = False) -> None:
    """Forget a stated supplier (any case)."""
    remove_contact(get_state().context(), kind="suppliers", name=name)
    _render_contacts("suppliers", json_output)


@employees_app.command("add")
@handle_errors
def employees_add(
    name: Annotated[str, typer.Argument(help="The employee's name as the bank shows their pay.")],
    withholding: Annotated[
        str | None,
        typer.Option(
            "--withholding-per-pay",
            help="The PAYG withheld from every pay, when the same each pay: gross = net pay + this.",
        ),
    ] = None,
    gross: Annotated[
        str | None,
        typer.Option("--gross-per-pay", help="The gross of every pay, when the same each pay."),
    ] = None,
    tax_table: Annotated[
        str | None,
        typer.Option(
            "--tax-table",
            help="weekly or fortnightly: PAYG withheld from the ATO tax table for that pay period, "
            "tax-free threshold claimed (Scale 2); each pay's gross is worked back from its net.",
        ),
    ] = None,
    hourly_rate: Annotated[
        str | None,
        typer.Option("--hourly-rate", help="The hourly rate (with --tax-table: whole quarter hours at it)."),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Name an employee once: their pays (the net the bank shows) are wages at the gross. Without a
    per-pay figure each pay's gross is asked in the review (finkit review decide --wage-gross-of).

    Example: finkit profile employees add "Orla Brennan" --withholding-per-pay 84.00
    Example: finkit profile employees add "Liam Doyle" --tax-table weekly --hourly-rate 31.20
    """
    add_employee(
        get_state().context(),
        name=name,
        withholding_per_pay=withholding,
        gross_per_pay=gross,
        tax_table=tax_table,
        hourly_rate=hourly_rate,
    )
    _render_contacts("employees", json_output)


@employees_app.command("list")
@handle_errors
def employees_list(json_output: JsonOpt = False) -> None:
    """The employees you named, and which names match no pay (a typo shows)."""
    _render_contacts("employees", json_output)


@employees_app.command("remove")
@handle_errors
def employees_remove(name: Annotated[str, typer.Argument()], json_output: JsonOpt = False) -> None:
    """Forget a stated employee (any case)."""
    remove_contact(get_state().context(), kind="employees", name=name)
    _render_contacts("employees", json_output)


fills_app = typer.Typer(
    help="Each vehicle's usual fuel fill, stated once (an amount range, the servos only it is filled at, or "
    "both): a fill that one vehicle's fill places is not asked which vehicle it is for.",
    no_args_is_help=True,
)
app.add_typer(fills_app, name="fuel-fills")


def _render_fills(profile: TaxProfile, json_output: bool) -> None:
    ranges = [
        fill.model_dump(by_alias=True, mode="json", exclude_none=True) for fill in profile.vehicle_fill_ranges
    ]
    if json_output:
        print_json({"vehicleFillRanges": ranges})
        return
    table = Table("vehicle", "from", "to", "servos", "business %")
    for fill in profile.vehicle_fill_ranges:
        table.add_row(
            fill.vehicle,
            "" if fill.fill_from is None else f"{fill.fill_from:f}",
            "" if fill.fill_to is None else f"{fill.fill_to:f}",
            ", ".join(fill.servos),
            f"{fill.business_use_percentage:f}",
        )
    console.print(table)


@fills_app.command("add")
@handle_errors
def fills_add(
    vehicle: Annotated[str, typer.Argument(help='The vehicle\'s name, e.g. Van or "Family car".')],
    business_use: Annotated[
        str, typer.Option("--business-use", help="The vehicle's business share, 0–100 (0: a private car).")
    ],
    fill_from: Annotated[str | None, typer.Option("--from", help="The smallest fill, in dollars.")] = None,
    fill_to: Annotated[str | None, typer.Option("--to", help="The largest fill, in dollars.")] = None,
    servo: Annotated[
        list[str] | None,
        typer.Option("--servo", help="A servo only this vehicle is filled at (repeat for each)."),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """State a vehicle's usual fuel fill once (replacing that vehicle's): its amount range, the servos only
    it is filled at, or both. While you keep several vehicles, a fuel row that exactly one vehicle's fill
    places (within its range, at one of its servos), filed at its share, is not asked which vehicle it is
    for. A fill no vehicle's places, or two do, is still asked.

    Example: finkit profile fuel-fills add Van --from 104 --to 168 --business-use 95;
    finkit profile fuel-fills add "Family car" --servo "Costco Fuel" --servo "EG Fuelco" --business-use 0
    """
    profile = add_fill_range(
        get_state().context(),
        vehicle=vehicle,
        fill_from=fill_from,
        fill_to=fill_to,
        servos=servo,
        business_use=business_use,
    )
    _render_fills(profile, json_output)


@fills_app.command("list")
@handle_errors
def fills_list(json_output: JsonOpt = False) -> None:
    """The fuel-fill ranges you stated, one per vehicle."""
    _render_fills(get_profile(get_state().context()), json_output)


@fills_app.command("remove")
@handle_errors
def fills_remove(vehicle: Annotated[str, typer.Argument()], json_output: JsonOpt = False) -> None:
    """Forget a vehicle's fuel-fill range (any case): its fills are asked which vehicle again."""
    _render_fills(remove_fill_range(get_state().context(), vehicle=vehicle), json_output)


trips_app = typer.Typer(
    help="Holidays and trips away on which no business was done, stated once: a car or travel cost finkit "
    "filed as the business's that is dated during one is asked (suggested private), never filed silently.",
    no_args_is_help=True,
)
app.add_typer(trips_app, name="trips")


def _render_trips(profile: TaxProfile, json_output: bool) -> None:
    trips = [trip.model_dump(by_alias=True, mode="json") for trip in profile.private_trips]
    if json_output:
        print_json({"privateTrips": trips})
        return
    table = Table("from", "to", "note")
    for trip in profile.private_trips:
        table.add_row(trip.trip_from.isoformat(), trip.trip_to.isoformat(), trip.note or "")
    console.print(table)


@trips_app.command("add")
@handle_errors
def trips_add(
    trip_from: Annotated[str, typer.Option("--from", help="The first day away, e.g. 2025-09-20.")],
    trip_to: Annotated[str, typer.Option("--to", help="The last day away (the same day for a day trip).")],
    note: Annotated[str | None, typer.Option("--note", help='Which trip, e.g. "Gold Coast holiday".')] = None,
    json_output: JsonOpt = False,
) -> None:
    """State a holiday or trip away on which no business was done (replacing a trip of the same days): a
    fuel fill, a flight, a motel, parking or a meal finkit filed as a business cost that is dated during it
    is asked in the review, suggested private. Your own answers stand.

    Example: finkit profile trips add --from 2025-09-20 --to 2025-09-27 --note "Gold Coast holiday"
    """
    profile = add_private_trip(get_state().context(), trip_from=trip_from, trip_to=trip_to, note=note)
    _render_trips(profile, json_output)


@trips_app.command("list")
@handle_errors
def trips_list(json_output: JsonOpt = False) -> None:
    """The private trips you stated, the earliest first."""
    _render_trips(get_profile(get_state().context()), json_output)


@trips_app.command("remove")
@handle_errors
def trips_remove(
    trip_from: Annotated[str, typer.Argument(help="The first day of the trip, e.g. 2025-09-20.")],
    json_output: JsonOpt = False,
) -> None:
    """Forget the private trip starting on that day: its costs are filed as before, unasked.

    Example: finkit profile trips remove 2025-09-20
    """
    _render_trips(remove_private_trip(get_state().context(), trip_from=trip_from), json_output)
