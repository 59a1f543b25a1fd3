"""Where things are in a store (DESIGN.md §5): the one list of its paths."""

from __future__ import annotations

SKILLS_DIR = "skills"
ARCHIVE_DIR = ".archive"
META_DIR = ".skillctl"
LOCKFILE = "skills.lock"
STATE_FILE = f"{META_DIR}/state.json"
CONFIG_FILE = f"{META_DIR}/config.json"
TARGETS_FILE = f"{META_DIR}/targets.json"
PROVENANCE_DIR = f"{META_DIR}/provenance"
LEDGER_DIR = f"{META_DIR}/ledger"
CACHE_DIR = f"{META_DIR}/cache"
CURATOR_DIR = f"{META_DIR}/curator"
QUARANTINE_DIR = f"{META_DIR}/quarantine"
LOCK_FILE = f"{META_DIR}/lock"
# Present while a transaction runs, listing what it wrote; found with the lock free,
# its writer died and recovery undoes exactly those paths.
TXN_MARKER = f"{META_DIR}/transaction"
GITIGNORE = (
    "/.skillctl/quarantine/\n/.skillctl/lock\n/.skillctl/transaction\n/.skillctl/cache/\n"
    "/.skillctl/ledger/\n"
)


def provenance_path(name: str) -> str:
    return f"{PROVENANCE_DIR}/{name}.json"
