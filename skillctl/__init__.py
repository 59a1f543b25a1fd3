"""skillctl: package manager, security auditor and curator for agent skills."""

from __future__ import annotations

__version__ = "0.1.0"
