"""Trading stock on hand at the start and end of a financial year (ITAA 1997 Division 70, s328-285)."""
