"""``finkit webhooks``: subscribe URLs to events, inspect and replay deliveries, run the worker."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.core.webhooks.schemas import WebhookEndpointRead, WebhookEndpointWithSecret
from finkit.core.webhooks.service import (
    create_webhook_endpoint,
    delete_webhook_endpoint,
    get_webhook_delivery,
    list_webhook_deliveries,
    list_webhook_endpoints,
    pause_webhook_endpoint,
    redeliver_webhook,
    resume_webhook_endpoint,
    rotate_webhook_secret,
)

app = typer.Typer(help="Webhook endpoints, deliveries and the delivery worker.", no_args_is_help=True)

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON.")]


def _show_endpoint(endpoint: WebhookEndpointRead) -> None:
    state = "active" if endpoint.active else "paused"
    console.print(
        f"{endpoint.id}  {endpoint.url}  [{state}, {endpoint.status}]  {', '.join(endpoint.events)}"
    )


def _show_secret(created: WebhookEndpointWithSecret, json_output: bool) -> None:
    if json_output:
        print_json(created.to_json_dict())
        return
    _show_endpoint(created.endpoint)
    console.print(f"Signing secret: [bold]{created.secret}[/bold]")
    console.print(created.warning, style="yellow")


@app.command("add")
@handle_errors
def add(
    url: Annotated[str, typer.Argument(help="The https:// URL to POST events to.")],
    event: Annotated[
        list[str],
        typer.Option("--event", "-e", help="transaction.categorized, expense.created or receipt.processed."),
    ],
    description: Annotated[str | None, typer.Option(help="A note for yourself.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Subscribe a URL to events; prints the signing secret once.

    Example: finkit webhooks add https://example.com/hooks --event transaction.categorized
    """
    created = create_webhook_endpoint(
        get_state().context(), data={"url": url, "events": event, "description": description}
    )
    _show_secret(created, json_output)


@app.command("list")
@handle_errors
def list_cmd(json_output: JsonOpt = False) -> None:
    """List webhook endpoints.

    Example: finkit webhooks list --json
    """
    result = list_webhook_endpoints(get_state().context())
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Id", "URL", "Events", "Active", "Status", "Failures")
    for e in result.endpoints:
        table.add_row(
            e.id,
            e.url,
            ", ".join(e.events),
            "yes" if e.active else "no",
            e.status,
            str(e.consecutive_failures),
        )
    console.print(table)


@app.command("rotate-secret")
@handle_errors
def rotate_secret(
    endpoint_id: str,
    grace_hours: Annotated[float, typer.Option(help="Hours the old secret keeps signing too.")] = 24.0,
    json_output: JsonOpt = False,
) -> None:
    """Replace the signing secret (printed once); the old one stays valid for the grace period.

    Example: finkit webhooks rotate-secret 3f2a... --grace-hours 48
    """
    from datetime import timedelta

    rotated = rotate_webhook_secret(get_state().context(), endpoint_id, grace=timedelta(hours=grace_hours))
    _show_secret(rotated, json_output)


@app.command("pause")
@handle_errors
def pause(endpoint_id: str, json_output: JsonOpt = False) -> None:
    """Stop sending to an endpoint. Example: finkit webhooks pause 3f2a..."""
    endpoint = pause_webhook_endpoint(get_state().context(), endpoint_id)
    print_json({"endpoint": endpoint.to_json_dict()}) if json_output else _show_endpoint(endpoint)


@app.command("resume")
@handle_errors
def resume(endpoint_id: str, json_output: JsonOpt = False) -> None:
    """Send to an endpoint again (also after 410 Gone). Example: finkit webhooks resume 3f2a..."""
    endpoint = resume_webhook_endpoint(get_state().context(), endpoint_id)
    print_json({"endpoint": endpoint.to_json_dict()}) if json_output else _show_endpoint(endpoint)


@app.command("delete")
@handle_errors
def delete(endpoint_id: str, json_output: JsonOpt = False) -> None:
    """Delete an endpoint and its delivery history. Example: finkit webhooks delete 3f2a..."""
    result = delete_webhook_endpoint(get_state().context(), endpoint_id)
    print_json(result.to_json_dict()) if json_output else console.print(f"Deleted {result.id}")


@app.command("deliveries")
@handle_errors
def deliveries(
    endpoint_id: str,
    status: Annotated[str | None, typer.Option(help="pending, succeeded, failed or suppressed.")] = None,
    page: int = 1,
    limit: int = 50,
    cursor: Annotated[
        str | None,
        typer.Option(help="Continue after a page: the next cursor it printed (instead of --page)."),
    ] = None,
    json_output: JsonOpt = False,
) -> None:
    """List an endpoint's deliveries, newest first.

    Example: finkit webhooks deliveries 3f2a... --status failed
    """
    result = list_webhook_deliveries(
        get_state().context(), endpoint_id, page=page, limit=limit, status=status, cursor=cursor
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Id", "Event", "Status", "Attempts", "Last code", "Created")
    for d in result.deliveries:
        table.add_row(
            d.id,
            d.event_type,
            d.status,
            str(d.attempt_count),
            str(d.last_response_code or ""),
            d.created_at.isoformat(timespec="seconds"),
        )
    console.print(table)
    if result.next_cursor:
        console.print(f"Next page: --cursor {result.next_cursor}", style="dim", soft_wrap=True)


@app.command("delivery")
@handle_errors
def delivery(delivery_id: str, json_output: JsonOpt = False) -> None:
    """Show one delivery with every attempt. Example: finkit webhooks delivery 9c1e..."""
    result = get_webhook_delivery(get_state().context(), delivery_id)
    if json_output:
        print_json({"delivery": result.to_json_dict()})
        return
    console.print(f"{result.id} {result.event_type} {result.status}")
    for a in result.attempts:
        console.print(
            f"  {a.attempted_at.isoformat(timespec='seconds')} {a.outcome} "
            f"{a.response_code or ''} {a.error or ''} {(a.response_excerpt or '')[:80]}"
        )


@app.command("redeliver")
@handle_errors
def redeliver(delivery_id: str, json_output: JsonOpt = False) -> None:
    """Queue a delivery again (same webhook-id). Example: finkit webhooks redeliver 9c1e..."""
    result = redeliver_webhook(get_state().context(), delivery_id)
    if json_output:
        print_json({"delivery": result.to_json_dict()})
    else:
        console.print(f"Queued {result.id} ({result.status})")


@app.command("worker")
@handle_errors
def worker(
    once: Annotated[bool, typer.Option("--once", help="One pass, then exit.")] = False,
    interval: Annotated[float, typer.Option(help="Seconds between passes.")] = 1.0,
    json_output: JsonOpt = False,
) -> None:
    """Deliver webhooks from the outbox (safe to run on several hosts at once).

    Example: finkit webhooks worker --once
    """
    import threading

    from finkit.core.webhooks.worker import DeliveryWorker

    state = get_state()
    delivery_worker = DeliveryWorker(state.db, state.settings)
    try:
        if once:
            stats = delivery_worker.run_once()
            summary = {
                "queued": stats.queued,
                "claimed": stats.claimed,
                "succeeded": stats.succeeded,
                "failed": stats.failed,
                "suppressed": stats.suppressed,
            }
            if json_output:
                print_json(summary)
            else:
                console.print(", ".join(f"{k} {v}" for k, v in summary.items()))
            return
        console.print("Delivering webhooks; Ctrl-C to stop.", style="dim")
        stop = threading.Event()
        try:
            delivery_worker.run_forever(stop, interval=interval)
        except KeyboardInterrupt:
            stop.set()
    finally:
        delivery_worker.close()
