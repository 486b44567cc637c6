"""``finkit ask`` (one question) and ``finkit chat`` (a conversation): the same engine, provider, fallback
and AI quota as ``POST /api/chat/message``; answers stream as they are written; writes wait for a yes."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

import typer
from rich.prompt import Confirm, Prompt

from finkit.assistant.chat import prepare_chat, run_chat
from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.core.context import AccountContext

_EXIT_WORDS = {"exit", "quit", "bye", ":q"}


def _turn(ctx: AccountContext, message: str, conversation_id: str | None, *, stream: bool) -> dict[str, Any]:
    """Send one message; print the answer as it streams (unless ``stream`` is off); return ``done``'s data."""
    prepared = prepare_chat(ctx, message=message, conversation_id=conversation_id)

    async def run() -> dict[str, Any]:
        done: dict[str, Any] = {}
        async for event in run_chat(prepared):
            if stream and event.type == "token":
                console.print(event.data["text"], end="", markup=False, highlight=False, soft_wrap=True)
            elif stream and event.type == "tool_call_start":
                console.print(f"[dim]… {event.data['tool']}[/dim]")
            if event.type == "done":
                done = event.data
        return done

    done = asyncio.run(run())
    if stream:
        console.print()
    return done


ConversationOption = Annotated[
    str | None, typer.Option("--conversation", "-c", help="Continue this conversation (its id).")
]


@handle_errors
def ask_cmd(
    question: Annotated[str, typer.Argument(help="The question, in plain words.")],
    conversation: ConversationOption = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print the whole answer as JSON.")] = False,
) -> None:
    """Ask the assistant one question; a proposed change is shown with the way to confirm it.

    Example: finkit ask "how much did I spend on fuel last quarter?"
    """
    ctx = get_state().context()
    done = _turn(ctx, question, conversation, stream=not json_output)
    if json_output:
        print_json(done)
    elif done.get("pendingAction"):
        console.print(
            f'To go ahead: finkit ask --conversation {done["conversationId"]} "yes" (or "no" to cancel).',
            highlight=False,
        )


@handle_errors
def chat_cmd(conversation: ConversationOption = None) -> None:
    """Talk with the assistant; proposed changes are asked about before anything is written.

    Type exit (or press Ctrl-D) to leave. Example: finkit chat
    """
    ctx = get_state().context()
    console.print("[bold]finkit assistant[/bold] — ask about your money; type exit to leave.")
    while True:
        try:
            message = Prompt.ask("[bold cyan]you[/bold cyan]", console=console).strip()
        except (EOFError, KeyboardInterrupt):
            break
        if message.lower() in _EXIT_WORDS:
            break
        if not message:
            continue
        done = _turn(ctx, message, conversation, stream=True)
        conversation = done["conversationId"]
        while done.get("pendingAction"):
            try:
                agreed = Confirm.ask("Go ahead?", console=console, default=False)
            except (EOFError, KeyboardInterrupt):
                agreed = False
            done = _turn(ctx, "yes" if agreed else "no", conversation, stream=True)
    console.print(f"[dim]Conversation {conversation} is saved.[/dim]" if conversation else "")
