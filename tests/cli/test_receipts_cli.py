from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.sample_files import image_bytes, text_pdf


def test_add_list_show_commit(cli: Any, tmp_path: Path) -> None:
    tx = cli("tx", "add", "-14.50", "BEAN THERE CAFE", "--date", "2026-06-14", "--json").json()["transaction"]
    pdf = tmp_path / "cafe.pdf"
    pdf.write_bytes(text_pdf())
    added = cli("receipts", "add", str(pdf), "--json")
    assert added.exit_code == 0, added.output
    receipt = added.json()["receipt"]
    assert (receipt["total"], receipt["gstAmount"], receipt["abnValid"]) == (14.5, 1.32, True)
    human = cli("receipts", "show", receipt["id"])
    assert (
        human.exit_code == 0 and "BEAN THERE CAFE" in human.stdout and "Possible transaction" in human.stdout
    )
    shown = cli("receipts", "show", receipt["id"], "--json").json()
    assert shown["matches"]["transactions"][0]["transactionId"] == tx["id"]
    committed = cli(
        "receipts", "commit", receipt["id"], "--transaction", tx["id"], "--create-expense", "--json"
    )
    assert committed.exit_code == 0, committed.output
    assert committed.json()["receipt"]["status"] == "processed"
    listed = cli("receipts", "list", "--json").json()
    assert [r["id"] for r in listed["receipts"]] == [receipt["id"]]
    nothing = cli("receipts", "commit", receipt["id"])
    assert nothing.exit_code != 0


def test_add_with_link_and_wrong_types(cli: Any, tmp_path: Path) -> None:
    tx = cli("tx", "add", "-14.50", "CAFE", "--date", "2026-06-14", "--json").json()["transaction"]
    fake_pdf = tmp_path / "really-a-png.pdf"
    fake_pdf.write_bytes(image_bytes())
    sheet = tmp_path / "sheet.csv"
    sheet.write_text("a,b\n1,2\n3,4\n")
    refused = cli("receipts", "add", str(sheet))
    assert refused.exit_code != 0 and "unsupported file type" in refused.stderr
    pdf = tmp_path / "cafe.pdf"
    pdf.write_bytes(text_pdf())
    linked = cli("receipts", "add", str(pdf), "--link", tx["id"], "--json").json()["receipt"]
    assert (linked["status"], linked["transactionId"]) == ("processed", tx["id"])
    note = tmp_path / "note.txt"
    note.write_text("Just a note with no numbers\n")
    not_a_receipt = cli("receipts", "add", str(note))
    assert not_a_receipt.exit_code != 0 and "no receipt found" in not_a_receipt.stderr
    assert cli("receipts", "list", "--json").json()["pagination"]["total"] == 1  # only the PDF above
    png = cli("receipts", "add", str(fake_pdf), "--json")
    assert png.exit_code == 0, png.output
    assert png.json()["receipt"]["file"]["contentType"] == "image/png"


def test_correct_what_was_read(cli: Any, tmp_path: Path) -> None:
    pdf = tmp_path / "cafe.pdf"
    pdf.write_bytes(text_pdf())
    receipt = cli("receipts", "add", str(pdf), "--json").json()["receipt"]
    bad = cli("receipts", "correct", receipt["id"], "--abn", "51 824 753 557", "--merchant", "Nope")
    assert bad.exit_code == 2 and "abn" in bad.stderr and "check-digit" in bad.stderr
    assert (
        cli("receipts", "show", receipt["id"], "--json").json()["receipt"]["merchant"] == receipt["merchant"]
    )
    fixed = cli(
        "receipts",
        "correct",
        receipt["id"],
        "--merchant",
        "Bean There Cafe",
        "--date",
        "2026-06-15",
        "--json",
    )
    assert fixed.exit_code == 0, fixed.output
    got = fixed.json()["receipt"]
    assert (got["merchant"], got["receiptDate"], got["total"]) == ("Bean There Cafe", "2026-06-15", 14.5)
