"""Tiny DB adapter for PostgreSQL and SQLite."""
import sqlite3
from urllib.parse import urlsplit

BOOKKEEPING = "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"


class Database:
    def __init__(self, url: str):
        self.url = url
        parts = urlsplit(url)
        self.kind = "sqlite" if parts.scheme == "sqlite" else "postgres"
        self.host = parts.hostname or "local file"
        if self.kind == "sqlite":
            self.conn = sqlite3.connect(parts.path.lstrip("/") or ":memory:", isolation_level=None)
        else:
            import psycopg
            self.conn = psycopg.connect(url, autocommit=True)
        self.execute(BOOKKEEPING)

    @property
    def is_local(self) -> bool:
        return self.kind == "sqlite" or self.host in ("localhost", "127.0.0.1", "::1")

    def execute(self, sql: str, params=()):
        cur = self.conn.cursor()
        if self.kind == "sqlite" and not params and ";" in sql.strip().rstrip(";"):
            cur.executescript(sql)
        else:
            cur.execute(sql if self.kind == "postgres" else sql.replace("%s", "?"), params)
        return cur

    def applied(self) -> set[str]:
        return {r[0] for r in self.execute("SELECT version FROM schema_migrations").fetchall()}

    def transaction(self):
        return _Tx(self)


class _Tx:
    def __init__(self, db: Database):
        self.db = db

    def __enter__(self):
        self.db.execute("BEGIN")
        return self.db

    def __exit__(self, exc_type, *_):
        self.db.execute("ROLLBACK" if exc_type else "COMMIT")
        return False
