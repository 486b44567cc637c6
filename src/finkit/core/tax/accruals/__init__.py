"""Earnings-basis year-end adjustments: amounts earned but not yet received and incurred but not yet paid at
the start and end of a financial year (ITAA 1997 s6-5, s8-1)."""
