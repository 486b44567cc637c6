"""``finkit ask`` and ``finkit chat`` through Typer's runner: the same engine and quota as the REST chat."""

from __future__ import annotations

from typing import Any


def test_ask_answers_one_question_and_json_has_the_whole_reply(cli: Any) -> None:
    assert cli("tx", "add", "-45.50", "BP Connect 4021 Parramatta", "--date", "2026-06-01").exit_code == 0
    shown = cli("ask", "show my recent transactions")
    assert shown.exit_code == 0, shown.output
    assert "BP Connect 4021 Parramatta: -$45.50 AUD" in shown.stdout
    data = cli("ask", "what plan am I on", "--json").json()
    assert data["message"]["role"] == "assistant" and "tier" in data["message"]["content"]
    assert data["toolCalls"][0]["tool"] == "account_whoami" and data["pendingAction"] is None
    used = cli("ask", "how many AI requests have I used", "--json").json()
    # each ask counts against the same AI quota, reserved before it is answered (this one included)
    assert "used 3 of your" in used["message"]["content"]


def test_ask_proposes_a_write_and_a_yes_in_the_same_conversation_does_it(cli: Any) -> None:
    proposed = cli("ask", "add a $12.40 expense at Wilson Parking for parking yesterday", "--json").json()
    assert proposed["pendingAction"]["tool"] == "transactions_create"
    assert cli("tx", "list", "--json").json()["pagination"]["total"] == 0
    done = cli("ask", "yes", "--conversation", proposed["conversationId"], "--json").json()
    assert done["message"]["content"].startswith("Done")
    rows = cli("tx", "list", "--json").json()["transactions"]
    assert [(r["merchant"], r["amount"]) for r in rows] == [("Wilson Parking", -12.4)]


def test_ask_says_when_it_cannot_read_the_period(cli: Any) -> None:
    reply = cli("ask", "how much did I spend on fuel the quarter before the one before")
    assert reply.exit_code == 0
    assert "couldn't read which period" in reply.stdout and "$" not in reply.stdout


def test_chat_streams_answers_and_asks_before_writing(cli: Any) -> None:
    session = "\n".join(
        [
            "what plan am I on",
            "add a $9.90 expense at Officeworks for pens today",
            "n",  # declined at the prompt: nothing is written
            "add a $9.90 expense at Officeworks for pens today",
            "y",
            "exit",
        ]
    )
    result = cli("chat", input=session + "\n")
    assert result.exit_code == 0, result.output
    assert "tier" in result.stdout and "Go ahead?" in result.stdout
    assert "Cancelled" in result.stdout and "Done" in result.stdout
    rows = cli("tx", "list", "--json").json()["transactions"]
    assert [r["merchant"] for r in rows] == ["Officeworks"], "one write, after the yes"


def test_an_unknown_conversation_is_an_error_with_the_mapped_exit_code(cli: Any) -> None:
    result = cli("ask", "hello", "--conversation", "00000000-0000-0000-0000-000000000000")
    assert result.exit_code == 5 and "not found" in result.stderr
