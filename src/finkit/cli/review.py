"""``finkit review``: what needs you, one question per group of alike rows; ``decide`` or ``accept``
answers a group and remembers the answer for the merchant's future rows (a rule you can edit)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.render import money
from finkit.core.review.everyday import item_rows
from finkit.core.review.queue import review_queue
from finkit.core.review.schemas import ReviewOutcome
from finkit.core.usecases.review import accept_item, decide_item, import_payout_report, report_text

app = typer.Typer(
    help="Review what needs you: groups of alike rows, each with finkit's suggestion; decide or accept.",
    invoke_without_command=True,
)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]
PeriodOpt = Annotated[
    str | None,
    typer.Option("--period", "-p", help="Only rows in this period, e.g. FY2026, 2025Q3, 'last quarter'."),
]


@app.callback()
@handle_errors
def list_cmd(ctx: typer.Context, period: PeriodOpt = None, json_output: JsonOpt = False) -> None:
    """List what needs you, largest money first: each item's id, question, suggestion and why.
    Example: finkit review --period FY2026"""
    if ctx.invoked_subcommand is not None:
        return
    queue = review_queue(get_state().context(), period=period)
    if json_output:
        print_json(queue.to_json_dict())
        return
    if not queue.items:
        console.print("Nothing waits for review.")
        return
    table = Table("Item", "Total", "Question", "Suggestion", "Why")
    table.columns[0].no_wrap = table.columns[1].no_wrap = True
    for item in queue.items:
        suggestion = item.suggestion
        said = [suggestion.category or "-"]
        if suggestion.business_use_percentage is not None:
            said.append(f"{suggestion.business_use_percentage} % business")
        if suggestion.gst_treatment:
            said.append(f"GST {suggestion.gst_treatment}")
        if item.answer_needs:  # a figure no suggestion holds: accept is refused until it is given
            said.append(f"(decide with {', '.join(item.answer_needs)}: accept cannot)")
        table.add_row(item.id, money(item.total, item.currency), item.question, ", ".join(said), item.reason)
    console.print(table)
    for item in (i for i in queue.items if i.kind in ("everyday", "trip") or len(i.merchants) > 1):
        what = (
            "everyday private spending?"
            if item.kind == "everyday"
            else f"{item.merchant}: business or private?"
            if item.kind == "trip"
            else f"{item.merchant}: one answer, or split"
        )
        rows = Table("Row", "Date", "Description", "Amount", title=f"Item {item.id}: {what}")
        rows.columns[0].no_wrap = True
        for row in item_rows(get_state().context(), item.transaction_ids):
            rows.add_row(row.id, row.date, row.description, money(row.amount, row.currency))
        console.print(rows)
        console.print(
            f"Any business ones first: finkit review decide {item.id} --category NAME --only ROW (repeat "
            f"--only); then the rest as private: finkit review accept {item.id}"
            if item.kind == "everyday"
            else f"Any that differ from the trip first: finkit review decide {item.id} --category NAME --only ROW "
            f"(repeat --only); then the rest: finkit review decide {item.id} --category NAME [--business-use PCT]"
            if item.kind == "trip"
            else f"Any that differ first: finkit review decide {item.id} --category NAME --only ROW (repeat "
            f"--only; a merchant answered whole is remembered for itself); then the rest: finkit review "
            f"decide {item.id} --category NAME"
        )
    console.print(
        f"{queue.rows} rows in {len(queue.items)} items wait. "
        "Answer one: finkit review decide ITEM --category NAME (or finkit review accept ITEM)."
    )


def _said(outcome: ReviewOutcome, json_output: bool) -> None:
    if json_output:
        print_json({"decision": outcome.to_json_dict()})
        return
    if outcome.rule is None:
        console.print(f"{outcome.count} row(s) are now {outcome.category} (only these: nothing remembered)")
        return
    console.print(
        f"{outcome.count} row(s) are now {outcome.category}; future rows follow the rule "
        f"{outcome.rule.name!r} ({', '.join(outcome.rule.remembers)}): finkit rules show {outcome.rule.id}"
    )


@app.command("decide")
@handle_errors
def decide_cmd(
    item: Annotated[str, typer.Argument(help="The item id from finkit review (or its first 6+ characters).")],
    category: Annotated[str, typer.Option("--category", "-c", help="Category name or id.")],
    business_use: Annotated[
        str | None, typer.Option("--business-use", help="Business-use percentage, 0-100.")
    ] = None,
    gst_treatment: Annotated[
        str | None,
        typer.Option("--gst-treatment", help="taxable, gst_free, input_taxed, out_of_scope or export."),
    ] = None,
    gst_amount: Annotated[
        str | None,
        typer.Option("--gst-amount", help="The GST the tax invoice shows (an item of one row only)."),
    ] = None,
    gst_free_part: Annotated[
        str | None,
        typer.Option(
            "--gst-free-part",
            help="The part of the price with no GST the tax invoice shows (stamp duty; one row only).",
        ),
    ] = None,
    gst_amount_of: Annotated[
        list[str] | None,
        typer.Option(
            "--gst-amount-of",
            help="ROW=AMOUNT: an invoice's GST as it shows it (repeat for each invoice of the item; rows "
            "not named take --gst-amount or need --gst-free-part-of).",
        ),
    ] = None,
    gst_free_part_of: Annotated[
        list[str] | None,
        typer.Option(
            "--gst-free-part-of",
            help="ROW=AMOUNT: an invoice's part with no GST (stamp duty; repeat for each invoice).",
        ),
    ] = None,
    processor_fee_percent: Annotated[
        str | None,
        typer.Option(
            "--processor-fee-percent",
            help="The fee a card processor keeps from each payout (Square: 1.6): payouts filed gross.",
        ),
    ] = None,
    processor_fee: Annotated[
        str | None,
        typer.Option("--processor-fee", help="The fee the payout report shows for one payout."),
    ] = None,
    processor_fee_gst: Annotated[
        str | None,
        typer.Option(
            "--processor-fee-gst",
            help="With the fee: taxable (the processor's tax invoice shows GST in its fee: a credit) or "
            "input_taxed (none shown); remembered for its later payouts.",
        ),
    ] = None,
    processor_fee_of: Annotated[
        list[str] | None,
        typer.Option(
            "--processor-fee-of",
            help="ROW=FEE: a payout's fee as its report shows it (repeat for each payout of the item; "
            "Stripe's fee has a fixed part per charge, so no rate reaches the cent).",
        ),
    ] = None,
    processor_export_of: Annotated[
        list[str] | None,
        typer.Option(
            "--processor-export-of",
            help="ROW=AMOUNT: a payout's export part as its report shows it (sales to buyers outside "
            "Australia, GST-free, G2), with its fee; the rest of the sale takes --gst-treatment.",
        ),
    ] = None,
    processor_gst_free_of: Annotated[
        list[str] | None,
        typer.Option(
            "--processor-gst-free-of",
            help="ROW=AMOUNT: a payout's GST-free sales as its sales report shows them (a bakery's loaves: "
            "G1 and G3, no GST), with its fee; the rest of the sale takes --gst-treatment.",
        ),
    ] = None,
    processor_tips_of: Annotated[
        list[str] | None,
        typer.Option(
            "--processor-tips-of",
            help="ROW=AMOUNT: the riders' tips a payout passed on as its report shows them (no sale: off "
            "G1, no GST; income all the same), with its fee: the sale is the payout plus the fee less them.",
        ),
    ] = None,
    wage_gross_of: Annotated[
        list[str] | None,
        typer.Option(
            "--wage-gross-of",
            help="ROW=AMOUNT: an employee's pay (the net the bank shows) and its gross wage off the payslip "
            "(P8 wages and W1; the rest is the PAYG withheld, W2); give every pay of the answer.",
        ),
    ] = None,
    invoice_total: Annotated[
        str | None,
        typer.Option(
            "--invoice-total",
            help="The row is the deposit on an asset bought on finance (a chattel mortgage): the dealer's "
            "whole invoice (its GST in --gst-amount, stamp duty in --gst-free-part); the BAS takes it at G10 "
            "in the deposit's quarter, depreciation its cost; the rest is the amount financed.",
        ),
    ] = None,
    loan_interest_of: Annotated[
        list[str] | None,
        typer.Option(
            "--loan-interest-of",
            help="ROW=AMOUNT: a loan repayment's interest off the loan statement (repeat for each repayment "
            "of the answer): the interest is the cost, the principal a transfer.",
        ),
    ] = None,
    asset_deducted_earlier: Annotated[
        bool,
        typer.Option(
            "--asset-deducted-earlier",
            help="Payments on an asset deducted in an earlier year: GST credit as paid, no deduction again.",
        ),
    ] = False,
    used_away_from_home: Annotated[
        bool,
        typer.Option(
            "--used-away-from-home",
            help="Costs used away from home (a consulting room's stationery): claimed beside the "
            "working-from-home fixed rate, not covered by it.",
        ),
    ] = False,
    only: Annotated[
        list[str] | None,
        typer.Option(
            "--only", help="Answer only this row of the item (repeat for more); nothing remembered."
        ),
    ] = None,
    period: PeriodOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Answer one item: every row of the group takes this category (and business use and GST treatment
    when given; each invoice's GST amount and GST-free part), and a rule remembers it for the merchant's
    future rows. Example: finkit review decide 3f2a9c1e04b7 --category "Phone & Internet" --business-use 60"""
    data: dict[str, object] = {"category": category, "period": period}
    # core reads each number and amount (and names the field when one is not a number, or not a choice)
    given: dict[str, object] = {
        "businessUsePercentage": business_use,
        "gstTreatment": gst_treatment,
        "gstAmount": gst_amount,
        "gstFreePart": gst_free_part,
        "processorFeePercentage": processor_fee_percent,
        "processorFee": processor_fee,
        "processorFeeGst": processor_fee_gst,
        "invoiceTotal": invoice_total,
    }
    data |= {field: value for field, value in given.items() if value is not None}
    by_row = {
        "gstAmounts": gst_amount_of,
        "gstFreeParts": gst_free_part_of,
        "processorFees": processor_fee_of,
        "processorExports": processor_export_of,
        "processorGstFree": processor_gst_free_of,
        "processorTips": processor_tips_of,
        "wageGrosses": wage_gross_of,
        "loanInterest": loan_interest_of,
    }
    data |= {field: _by_row(pairs) for field, pairs in by_row.items() if pairs}
    if only:
        data["onlyTransactionIds"] = only
    if asset_deducted_earlier:
        data["assetDeductedEarlier"] = True
    if used_away_from_home:
        data["usedAwayFromHome"] = True
    _said(decide_item(get_state().context(), item, data=data), json_output)


def _by_row(pairs: list[str]) -> dict[str, str]:
    """``ROW=AMOUNT`` options (``--gst-amount-of``, ``--loan-interest-of``, ...) as the answer's by-row map;
    core reads each amount and names the field when one is not a number."""
    return dict(pair.partition("=")[::2] for pair in pairs)


@app.command("accept")
@handle_errors
def accept_cmd(
    item: Annotated[str, typer.Argument(help="The item id from finkit review (or its first 6+ characters).")],
    period: PeriodOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Answer one item with finkit's suggestion (as decide would with it). Refused (naming the field)
    where the question asks a figure no suggestion holds: a processor's fee, an invoice's GST, a
    business share (decide with it).
    Example: finkit review accept 3f2a9c1e04b7"""
    _said(accept_item(get_state().context(), item, data={"period": period}), json_output)


@app.command("payouts")
@handle_errors
def payouts_cmd(
    file: Annotated[
        Path, typer.Argument(help="The processor's payout report (CSV).", exists=True, dir_okay=False)
    ],
    processor: Annotated[
        str | None,
        typer.Option(
            "--processor", help="Whose payouts (the name on the bank row), when the report does not say."
        ),
    ] = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Say what would be settled; write nothing.")
    ] = False,
    matched_only: Annotated[
        bool,
        typer.Option("--matched-only", help="Settle the payouts matched; list the rest instead of refusing."),
    ] = False,
    date_order: Annotated[
        str | None,
        typer.Option(
            "--date-order", help="dmy or mdy: how the report's dates read (3/4/2026) when none of them tells."
        ),
    ] = None,
    fee_gst: Annotated[
        str | None,
        typer.Option(
            "--fee-gst",
            help="taxable or input_taxed: whether the processor's tax invoice shows GST in its fees "
            "(default: finkit's knowledge of the processor).",
        ),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """Import a processor's payout report: each payout is matched to its bank row (the net, the date within
    a few days) and answered with its gross, fee and export part, as a review answer would.
    Layouts: Stripe's payout reconciliation, Square's transactions CSV, Shopify Payments' transactions
    or payouts export, PayPal's activity download, Afterpay's settlement export, finkit's
    payout_date,gross,fee,net[,export][,gst_free][,gst]. A GST-free column (or the GST collected:
    Square's Tax) keeps each payout's GST-free sales (GST-free food) apart from the taxable rest.
    Example: finkit review payouts stripe_payout_reconciliation.csv"""
    done = import_payout_report(
        get_state().context(),
        text=report_text(file.read_bytes()),
        processor=processor,
        dry_run=dry_run,
        matched_only=matched_only,
        date_order=date_order,
        fee_gst=fee_gst,
    )
    if json_output:
        print_json({"payouts": done.to_json_dict()})
        return
    table = Table(
        "Report line", "Payout", "Date", "Gross", "Fee", "Export", "GST-free", "Net", "Bank row", "Status"
    )
    for p in done.payouts:
        table.add_row(
            str(p.lines[0]), p.payout_id, p.date, str(p.gross), str(p.fee), str(p.export), str(p.gst_free),
            str(p.net),
            p.transaction_id or "-", p.problem or p.status,
        )  # fmt: skip
    console.print(table)
    verb = "would settle" if done.dry_run else "settled"
    console.print(
        f"{done.processor} ({done.layout}): {verb} {done.settled or sum(p.status == 'matched' for p in done.payouts)} "
        f"payout(s); {done.unchanged} already kept as parts; {done.unmatched} not matched"
    )
