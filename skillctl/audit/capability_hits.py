"""Capability answers turned into hits: the helpers every language's model calls.

``command_hits`` judges a rebuilt command line, ``sql_hit`` and ``SqlSweep``
the SQL a file executes, ``content_hit`` what is written into a file,
``Termination`` what a file does about being stopped, and ``git_wipe``
combines a file's git discards. The shell model can call the same helpers
with the commands, SQL and writes it rebuilds.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field

from skillctl.audit import capability_rules
from skillctl.audit import content_checks
from skillctl.audit import flow
from skillctl.audit import places
from skillctl.audit.capabilities import command_verdicts
from skillctl.audit.capabilities import word_verdicts
from skillctl.audit.content_checks import sql_destruction
from skillctl.audit.content_checks import termination_signals
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value

_CAPABILITY_RULES = {
    "miner": capability_rules.MINER,
    "sql-destruction": capability_rules.SQL_DESTRUCTION,
    "git-discard": capability_rules.GIT_DISCARD,
    "security-disable": capability_rules.SECURITY_DISABLE,
    "package-source": capability_rules.PACKAGE_SOURCE,
    "root-access": capability_rules.ROOT_ACCESS,
    "git-conceal": capability_rules.GIT_CONCEAL,
    "git-hooks": capability_rules.GIT_HOOKS,
    "fetch-exec": flow.EXEC_REMOTE,
}


def command_hits(command: str, line: int, text: str) -> list[Hit]:
    """Hits for what a rebuilt command line does (see ``capabilities.command_verdicts``)."""
    return _hits(command_verdicts(command), line, text)


def word_hits(words: list[str], line: int, text: str) -> list[Hit]:
    """Hits for one simple command whose words are already resolved (the shell model)."""
    return _hits(word_verdicts(words), line, text)


def _hits(verdicts: list[tuple[str, str]], line: int, text: str) -> list[Hit]:
    hits = []
    for capability, what in verdicts:
        rule = _CAPABILITY_RULES[capability]
        if rule is capability_rules.GIT_HOOKS and what.startswith("global "):
            rule = capability_rules.GIT_HOOKS_GLOBAL
        hits.append(Hit(rule, line, text, what))
    return hits


def sql_hit(sql: Value, line: int, text: str) -> Hit | None:
    """SQL text handed to a database driver (``cursor.execute``, ``client.query``)."""
    by_user = bool(sql.tags) and all(
        t.label is Label.USERDATA and t.detail in ("argv", "env") for t in sql.tags
    )
    for candidate in sql.texts:
        found = sql_destruction(candidate, named_by_user=by_user)
        if found is not None:
            return Hit(capability_rules.SQL_DESTRUCTION, line, text, found)
    return None


class SqlSweep:
    """SQL seen in one file: a query over the catalog and a TRUNCATE/DROP whose object names
    are computed add up to destroying every table the catalog lists."""

    def __init__(self) -> None:
        self.catalog = False
        self.computed: Hit | None = None

    def add(self, sql: Value, line: int, text: str) -> Hit | None:
        """The hit for this statement on its own; what it adds to the sweep is kept."""
        for candidate in sql.texts:
            self.catalog = self.catalog or content_checks.sql_reads_catalog(candidate)
            dropped = content_checks.sql_drops_computed(candidate)
            if dropped is not None and self.computed is None:
                self.computed = Hit(capability_rules.SQL_DESTRUCTION, line, text, f"{dropped} for each table the catalog lists")  # fmt: skip
        return sql_hit(sql, line, text)

    def finished(self) -> Hit | None:
        return self.computed if self.catalog else None


def content_hit(path: Value, content: Value, line: int, text: str) -> Hit | None:
    """What a known content makes of a write: approvals removed from agent or editor settings,
    a task run on folder open, a manifest or registry config pointing at a stranger's host."""
    body = " ".join(content.texts)
    for candidate in path.texts:
        target = places.home_relative(candidate)
        risk = content_checks.agent_setting_risk(body)
        if risk and (
            places.agent_config_path(target)
            or places.agent_folder(target)
            or content_checks.is_editor_settings(target)
        ):
            return Hit(capability_rules.AGENT_SETTINGS, line, text, f"writes {risk} into {target}")
        task = content_checks.autorun_task(target, body)
        if task is not None:
            return Hit(capability_rules.AUTORUN_TASK, line, text, f"writes {task} into {target}")
        source = content_checks.manifest_redirect(target, body)
        if source is not None:
            return Hit(capability_rules.PACKAGE_SOURCE, line, text, f"points {target} at {source}")
    return None


@dataclass(slots=True)
class Termination:
    """What one file does about being stopped: termination signals it ignores (with the
    line), whether it detaches from the session, whether it starts itself again. The
    shell model can fill one from ``trap '' INT TERM``, ``setsid``/``nohup``/``disown`` and
    a loop that restarts the script."""

    ignored: dict[str, int] = field(default_factory=dict)
    detached: int | None = None
    respawn: int | None = None

    def ignore(self, names: Iterable[str], line: int) -> None:
        for signal in termination_signals(names):
            self.ignored.setdefault(signal, line)

    def hit(self, code_at: Callable[[int], str], *, respawn_alone: bool) -> Hit | None:
        """Resisting termination (ignored signals plus detaching or respawning, or a respawn
        loop alone where ``respawn_alone``), or ignoring the signals that stop it."""
        ignored = sorted(self.ignored)
        line = min(self.ignored.values()) if self.ignored else 0
        shown = ", ".join(ignored)
        if ignored and (self.detached or self.respawn):
            how = (
                "starts itself again when stopped" if self.respawn else "detaches from the session"
            )
            return Hit(
                capability_rules.RESISTS_STOP, line, code_at(line), f"ignores {shown} and {how}"
            )
        if self.respawn and (respawn_alone or self.detached):
            return Hit(capability_rules.RESISTS_STOP, self.respawn, code_at(self.respawn), "starts itself again when stopped")  # fmt: skip
        # the hang-up alone is what nohup ignores, Ctrl-C alone a guarded critical section
        if "SIGTERM" in ignored or len(ignored) >= 2:
            return Hit(capability_rules.IGNORES_SIGNALS, line, code_at(line), f"ignores {shown}")
        return None


@dataclass(slots=True)
class Relay:
    """What one file does that adds up to an open proxy: it accepts connections, handles a
    tunnel request (HTTP CONNECT, a SOCKS greeting), connects onward to a host it does not
    fix, and copies bytes between the two. Every model fills one per file."""

    listens: int | None = None
    dials: int | None = None  # a connection out to a fixed remote host that hands out the jobs
    public: bool = False  # bound to every interface
    tunnel: int | None = None
    onward: int | None = None
    piped: int | None = None

    def hit(self, code_at: Callable[[int], str]) -> Hit | None:
        if self.listens and self.onward and (self.tunnel or self.piped):
            how = "handles CONNECT/SOCKS requests" if self.tunnel else "pipes clients onward"
            where = " on every interface" if self.public else ""
            line = self.tunnel or self.onward
            return Hit(capability_rules.OPEN_RELAY, line, code_at(line), f"listens{where}, {how} to hosts the client names")  # fmt: skip
        if self.dials and self.onward and self.piped:
            # a reverse relay: the jobs come down a connection the script opened itself
            line = self.onward
            return Hit(capability_rules.OPEN_RELAY, line, code_at(line), "connects wherever a remote coordinator names and pipes the bytes back")  # fmt: skip
        return None


@dataclass(slots=True)
class NonceSearch:
    """Proof-of-work: a loop hashing data with a counter until the hash falls under a target.
    Mining only when the work comes from, or the answer goes to, the network."""

    loop: int | None = None
    network: int | None = None

    def hit(self, code_at: Callable[[int], str]) -> Hit | None:
        if self.loop is None or self.network is None:
            return None
        return Hit(capability_rules.MINER, self.loop, code_at(self.loop), "searches for proof-of-work nonces for work exchanged over the network")  # fmt: skip


def git_wipe(hits: list[Hit]) -> list[Hit]:
    """Hits with a file's git discards combined: resetting tracked files *and* cleaning
    ignored ones in one script is all local work gone."""
    discards = [h for h in hits if h.rule is capability_rules.GIT_DISCARD]
    kinds = {h.why.split(" (", 1)[0].split()[1] for h in discards}
    if {"reset", "clean"} <= kinds:
        first = discards[0]
        combined = "; ".join(sorted({h.why for h in discards}))
        return [h for h in hits if h.rule is not capability_rules.GIT_DISCARD] + [
            Hit(capability_rules.GIT_WIPE, first.line, first.text, combined)
        ]
    return hits


class CredentialStores:
    """The credential stores one file reads, and where their content goes.

    ``read`` labels what reading a path yields (a store by its name, other secret
    files by theirs) and reports a store read; ``copied`` reports a store's content
    written into a file or printed. The shell model can keep one per script too
    (``cat ~/.aws/credentials >> report.md``).
    """

    def __init__(self) -> None:
        self.names: set[str] = set()
        self.secret_reads = 0  # reads of a credential store or another secret file
        self.opaque_reads = 0  # reads of a path the model could not resolve (any file at all)

    def read(self, path: Value, line: int, text: str) -> tuple[list[Tag], Hit | None]:
        """The labels of what is read at ``path``, and the hit when it is a credential store."""
        stores = sorted({s for t in path.texts if (s := content_checks.credential_store(t))})
        self.names.update(stores)
        tags = [Tag(Label.SECRET, s) for s in stores] or [
            Tag(Label.SECRET, s) for t in path.texts if (s := places.sensitive_path(t))
        ]
        found = (
            Hit(capability_rules.CREDENTIAL_READ, line, text, f"reads {', '.join(stores)}")
            if stores
            else None
        )
        self.secret_reads += bool(tags)
        self.opaque_reads += any(flow.UNKNOWN in t for t in path.texts)
        return tags, found

    def copied(self, content: Value, line: int, text: str, *, into: Value | None) -> Hit | None:
        """A store's content written ``into`` a file (or printed, with ``into`` None); a store
        written back to a store is not a copy out of it."""
        stores = sorted(
            {t.detail for t in content.labelled(Label.SECRET) if t.detail in self.names}
        )
        if not stores:
            return None
        if into is None:
            return Hit(capability_rules.SECRET_WRITTEN, line, text, f"prints {', '.join(stores)}")
        if any(content_checks.credential_store(t) for t in into.texts):
            return None
        where = ", ".join(t for t in into.texts if flow.UNKNOWN not in t) or "a file"
        return Hit(
            capability_rules.SECRET_WRITTEN, line, text, f"writes {', '.join(stores)} to {where}"
        )
