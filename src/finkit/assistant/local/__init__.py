"""The local engine: deterministic understanding of common requests, answered by calling the same
tools a language model would. No network, no invented figures."""
