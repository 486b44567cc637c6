"""File imports: CSV (layout detection), OFX/QFX, QIF; dedupe; atomic, chunked, set-based inserts."""
