"""Assistant conversations: titles, messages, attachments and the tool calls behind each reply."""
