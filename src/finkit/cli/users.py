"""``finkit users``: create users, change tiers, list them (for a multi-user database)."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.core.accounts.passwords import change_password
from finkit.core.accounts.service import context_for_email, create_user, list_users, set_tier
from finkit.core.auth.service import unlock
from finkit.core.context import RequestInfo

app = typer.Typer(help="Manage users and their subscription tiers.", no_args_is_help=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


@app.command("create")
@handle_errors
def create(
    email: Annotated[str, typer.Option(help="Email address (unique, case-insensitive).")],
    password: Annotated[str, typer.Option(help="At least 10 characters, not only letters or digits.")],
    first_name: Annotated[str, typer.Option()] = "",
    last_name: Annotated[str, typer.Option()] = "",
    tier: Annotated[str, typer.Option(help="free, professional, elite or enterprise.")] = "free",
    json_output: JsonOpt = False,
) -> None:
    """Create a user with their own account and default categories.

    Example: finkit users create --email sam@example.com --password 'correct horse 9' --tier elite
    """
    user = create_user(
        get_state().db,
        {"email": email, "password": password, "firstName": first_name, "lastName": last_name, "tier": tier},
    )
    if json_output:
        print_json(user.to_json_dict())
    else:
        console.print(f"Created {user.email} ({user.tier}), id {user.id}")


@app.command("set-tier")
@handle_errors
def set_tier_cmd(email: str, tier: str, json_output: JsonOpt = False) -> None:
    """Change a user's subscription tier. Example: finkit users set-tier sam@example.com elite"""
    user = set_tier(get_state().db, email, tier)
    if json_output:
        print_json(user.to_json_dict())
    else:
        console.print(f"{user.email} is now on the {user.tier} tier")


@app.command("password")
@handle_errors
def password_cmd(
    email: Annotated[str, typer.Argument(help="Whose password to change.")],
    current_password: Annotated[
        str, typer.Option(prompt=True, hide_input=True, help="Their password now (asked if not given).")
    ],
    new_password: Annotated[
        str,
        typer.Option(
            prompt=True,
            hide_input=True,
            confirmation_prompt=True,
            help="At least 10 characters, not only letters or digits (asked twice if not given).",
        ),
    ],
    json_output: JsonOpt = False,
) -> None:
    """Change a password (the current one is required). Every sign-in of that person ends.

    Example: finkit users password sam@example.com
    """
    state = get_state()
    ctx = context_for_email(state.db, state.settings, email, request=RequestInfo(actor="cli"))
    result = change_password(ctx, data={"currentPassword": current_password, "newPassword": new_password})
    if json_output:
        print_json(result.to_json_dict())
    else:
        console.print(f"Password changed for {email}; {result.sessions_revoked} sign-in(s) ended")


@app.command("unlock")
@handle_errors
def unlock_cmd(
    email: Annotated[str, typer.Argument(help="Whose sign-in failure counts to clear.")],
    json_output: JsonOpt = False,
) -> None:
    """Let a person sign in again from addresses refused for failed attempts on their account (the
    counts start afresh; a password change does the same).

    Example: finkit users unlock sam@example.com
    """
    unlock(get_state().db, email=email)
    if json_output:
        print_json({"email": email, "unlocked": True})
    else:
        console.print(f"Sign-in failure counts for {email} cleared")


@app.command("list")
@handle_errors
def list_cmd(json_output: JsonOpt = False) -> None:
    """List every user in this database."""
    users = list_users(get_state().db)
    if json_output:
        print_json([u.to_json_dict() for u in users])
        return
    table = Table("Email", "Name", "Tier", "Currency", "Country", "Id")
    for u in users:
        table.add_row(
            u.email, f"{u.first_name} {u.last_name}".strip(), u.tier, u.base_currency, u.country, u.id
        )
    console.print(table)
