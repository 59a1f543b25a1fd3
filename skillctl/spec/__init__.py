"""Parse and validate SKILL.md against the agentskills.io specification and house rules."""
