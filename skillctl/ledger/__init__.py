"""The usage ledger: events agents and people record about skills, and what they add up to."""
