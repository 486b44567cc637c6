"""Bills and recurring payments: pattern detection from history, bills, and payment matching."""
