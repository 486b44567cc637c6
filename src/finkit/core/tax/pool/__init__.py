"""The small business pool's opening balance per financial year (ITAA 1997 Subdivision 328-D)."""
