"""``finkit serve``: run the dashboard and REST API with uvicorn (optionally seeding a demo account first)."""

from __future__ import annotations

from typing import Annotated

import typer

from finkit.cli.app import console, get_state, handle_errors

SAMPLE_CURLS = """\
# 1. sign in and keep the token
TOKEN=$(curl -s -X POST {base}/api/auth/login -H 'Content-Type: application/json' \\
  -d '{{"email":"{email}","password":"{password}"}}' | python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
# 2. the latest transactions
curl -s '{base}/api/bank/transactions?limit=5' -H "Authorization: Bearer $TOKEN"
# 3. add one
curl -s -X POST {base}/api/bank/transactions -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\
  -d '{{"date":"2026-11-20","description":"Coffee","amount":-4.50,"merchant":"Cafe"}}'
"""


def serve(
    host: Annotated[str, typer.Option(help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 3001,
    workers: Annotated[int, typer.Option(help="Worker processes (share limits via FINKIT_REDIS_URL).")] = 1,
    reload: Annotated[bool, typer.Option("--reload", help="Restart on code changes (development).")] = False,
    demo: Annotated[
        bool, typer.Option("--demo", help="Seed a demo account and print how to use it.")
    ] = False,
) -> None:
    """Serve the web dashboard at / and the REST API (and /healthz, /readyz, /openapi.json).

    Example: finkit serve --demo
    """
    import os

    import uvicorn

    state = get_state()
    settings = state.settings
    if state.database_url:
        os.environ["FINKIT_DATABASE_URL"] = state.database_url  # the factory below reads the environment
    console.print(f"[bold]Dashboard:[/bold] {_base(host, port)}/", highlight=False)
    if demo:
        _print_demo(host, port)
    # uvicorn believes X-Forwarded-For from 127.0.0.1 unless told otherwise: only configured proxies are.
    trusted = list(settings.trusted_proxies)
    if workers > 1 or reload:
        uvicorn.run(
            "finkit.server.app:create_app_from_env",
            factory=True,
            host=host,
            port=port,
            workers=workers if not reload else None,
            reload=reload,
            log_level="info",
            proxy_headers=bool(trusted),
            forwarded_allow_ips=trusted,
        )
        return
    from finkit.cli.start_up import collector_paused_then_frozen

    with collector_paused_then_frozen():
        from finkit.server.app import create_app

        app = create_app(state.finkit)
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="info",
        proxy_headers=bool(trusted),
        forwarded_allow_ips=trusted,
    )


def _base(host: str, port: int) -> str:
    return f"http://{'127.0.0.1' if host in ('0.0.0.0', '::') else host}:{port}"


@handle_errors
def _print_demo(host: str, port: int) -> None:
    from finkit.core.auth.api_keys import create_api_key
    from finkit.core.usecases.demo import seed_demo

    state = get_state()
    account = seed_demo(state.db, state.settings)
    key = create_api_key(account.ctx, data={"name": "demo", "expiresInDays": 30})
    base = _base(host, port)
    console.print(f"[bold]Demo account[/bold] ({account.transactions} transactions): sign in at {base}/login")
    console.print(f"  email:    {account.email}\n  password: {account.password}\n  API key:  {key.key}")
    console.print("  (the API key works on /mcp/inspector only; /api takes the bearer token from sign-in)")
    console.print("\n[bold]Try it:[/bold]")
    console.print(
        SAMPLE_CURLS.format(base=base, email=account.email, password=account.password),
        highlight=False,
        markup=False,
        soft_wrap=True,
    )
