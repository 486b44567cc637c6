"""``finkit users``: create users, change tiers, list them (for a multi-user database)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, err_console, get_state, handle_errors, print_json
from finkit.core.accounts.deletion import delete_account
from finkit.core.accounts.export import AccountExport, export_account
from finkit.core.accounts.passwords import change_password
from finkit.core.accounts.service import context_for_email, create_user, list_users, set_tier
from finkit.core.auth.service import unlock
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.errors import ValidationError

app = typer.Typer(help="Manage users, their subscription tiers, exports and deletion.", no_args_is_help=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


@app.command("create")
@handle_errors
def create(
    email: Annotated[str, typer.Option(help="Email address (unique, case-insensitive).")],
    password: Annotated[
        str, typer.Option(help="At least 10 characters, not only letters or digits, not a common password.")
    ],
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
            help="At least 10 characters, not only letters or digits, not a common password (asked twice if not given).",
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


def _context(email: str) -> AccountContext:
    state = get_state()
    return context_for_email(state.db, state.settings, email, request=RequestInfo(actor="cli"))


@app.command("export")
@handle_errors
def export_cmd(
    email: Annotated[str, typer.Argument(help="Whose account to export.")],
    output: Annotated[Path, typer.Option("--output", "-o", help="The ZIP file to write.")],
    json_output: JsonOpt = False,
) -> None:
    """Write everything an account holds to a ZIP: every row as JSON lines, every stored file.

    Example: finkit users export sam@example.com -o sam.zip
    """
    summary = _write_export(_context(email), output)
    if json_output:
        print_json(summary.to_json_dict())
    else:
        console.print(f"Exported {sum(summary.tables.values())} rows and {summary.files} file(s) to {output}")


def _write_export(ctx: AccountContext, output: Path) -> AccountExport:
    if output.exists():
        raise ValidationError.for_field("output", f"{output} exists; choose another file")
    with output.open("xb") as target:
        return export_account(ctx, target)


@app.command("delete")
@handle_errors
def delete_cmd(
    email: Annotated[str, typer.Argument(help="Whose account to delete, with everything in it.")],
    export_to: Annotated[
        Path | None, typer.Option("--export", help="Export the account to this ZIP first.")
    ] = None,
    yes: Annotated[bool, typer.Option("--yes", help="Do not ask; for scripts.")] = False,
    json_output: JsonOpt = False,
) -> None:
    """Delete a user's account for good: every row, stored file, key, token, webhook and connected app.
    Asks you to type the e-mail address unless --yes. The deletion itself stays in the activity log,
    without any personal data.

    Example: finkit users delete sam@example.com --export sam.zip
    """
    ctx = _context(email)
    if export_to is not None:
        summary = _write_export(ctx, export_to)
        err_console.print(
            f"Exported {sum(summary.tables.values())} rows and {summary.files} file(s) to {export_to}"
        )
    elif not yes:
        err_console.print(
            f"Nothing of {email} will be left. To keep a copy first: finkit users export {email} -o FILE.zip "
            "(or pass --export FILE.zip).",
            soft_wrap=True,
        )
    if not yes:
        typed = typer.prompt("Type the e-mail address to confirm", err=True)
        if typed.strip().casefold() != email.strip().casefold():
            raise ValidationError.for_field("email", "the address typed does not match; nothing was deleted")
    deleted = delete_account(ctx, operator=True)
    if json_output:
        print_json(deleted.to_json_dict())
    else:
        console.print(
            f"Deleted {email}: {sum(deleted.deleted_rows.values())} rows, {deleted.files_bytes} bytes of files"
        )
