"""``finkit report``: tax, BAS, vehicle, spending and cash-flow reports."""

import typer

app = typer.Typer(help="Reports: tax, BAS, vehicle, spending, cash flow.", no_args_is_help=True)
