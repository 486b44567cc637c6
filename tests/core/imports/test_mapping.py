"""A column mapping written out (``format_mapping``, how a saved import profile is shown and stored) reads
back as the same mapping (``parse_mapping``), whatever the header names hold: commas, quotes, equals
signs. A header with a comma once made a saved profile unreadable."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from finkit.core.imports.mapping import KEYS, format_mapping, parse_mapping

COLUMN_KEYS = [key for key in KEYS if key not in {"delimiter", "decimal"}]
header = st.text(
    alphabet=st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="\r\n"), min_size=1
).filter(lambda text: text.strip() == text and text != "")


def test_a_header_with_a_comma_round_trips() -> None:
    mapping = {"date": "x,y", "amount": 'Amount "AUD"', "description": "Details=Memo"}
    assert parse_mapping(format_mapping(mapping)) == mapping


@given(st.dictionaries(st.sampled_from(COLUMN_KEYS), header, min_size=1, max_size=4))
def test_any_mapping_round_trips(mapping: dict[str, str]) -> None:
    assert parse_mapping(format_mapping(mapping)) == mapping
