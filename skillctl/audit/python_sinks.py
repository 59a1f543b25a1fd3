"""The sinks of the Python flow model: each call judged by what reaches it.

Kept apart from the walk (``python_flow``) so each stays readable: this
module knows which library calls run commands, write or read files, execute
SQL, print, handle signals or detach, and what each capability means.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from skillctl.audit import capabilities
from skillctl.audit import capability_hits
from skillctl.audit import capability_rules
from skillctl.audit import content_checks
from skillctl.audit import flow
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Label
from skillctl.audit.flow import Tag
from skillctl.audit.flow import Value
from skillctl.audit.lazy_regex import LazyRegex
from skillctl.audit.python_network import USERS
from skillctl.audit.python_network import PythonNetworkSinks
from skillctl.audit.python_values import Handle
from skillctl.audit.python_values import Item
from skillctl.audit.python_values import Seq
from skillctl.audit.python_values import command_lines
from skillctl.audit.python_values import either
from skillctl.audit.python_values import from_document
from skillctl.audit.python_values import options
from skillctl.audit.python_values import seq
from skillctl.audit.python_values import value_of

if TYPE_CHECKING:
    from skillctl.audit.bundled import Bundled

MAX_COMMANDS = 200
_RUNNERS = frozenset(
    {"subprocess.run", "subprocess.call", "subprocess.check_call", "subprocess.check_output",
     "subprocess.Popen", "subprocess.getoutput", "subprocess.getstatusoutput", "os.system",
     "os.popen", "commands.getoutput", "asyncio.create_subprocess_shell", "pty.spawn"}
)  # fmt: skip
_SHELL_RUNNERS = frozenset(
    {"os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput",
     "commands.getoutput", "asyncio.create_subprocess_shell"}
)  # fmt: skip
_EXEC_ARGV = frozenset(
    f"os.{n}" for n in ("execv", "execve", "execvp", "execvpe", "spawnv", "spawnve", "spawnvp",
                        "spawnvpe", "posix_spawn", "posix_spawnp")
)  # fmt: skip
_EXEC_VARARGS = frozenset(
    f"os.{n}" for n in ("execl", "execle", "execlp", "execlpe", "spawnl", "spawnle", "spawnlp",
                        "spawnlpe")
)  # fmt: skip
_COPIES = frozenset(
    {"shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree", "shutil.move",
     "os.rename", "os.replace", "os.symlink", "os.link"}
)  # fmt: skip
_DUMPS = frozenset({"json.dump", "plistlib.dump", "yaml.dump", "yaml.safe_dump", "toml.dump",
                    "tomli_w.dump", "pickle.dump"})  # fmt: skip
_SQL_METHODS = frozenset({"execute", "executemany", "executescript", "exec_driver_sql", "execute_sql"})  # fmt: skip
_DETACH = frozenset({"os.setsid", "os.setpgrp", "os.fork", "os.forkpty", "daemon.DaemonContext"})
_SCRIPT = LazyRegex(r"^#!|\.(?:sh|bash|zsh|command|ps1)$")
_SENDS_BODY = re.compile(r"^(?:requests|httpx|session|client|s)\.(?:post|put|patch|request)$")
_BODY_KEYWORDS = ("data", "json", "files", "content")
_URL_OPENERS = frozenset({"urllib.request.urlopen", "urllib.request.Request", "urllib.request.urlretrieve"})  # fmt: skip
_SOCKET_CALLS = frozenset({"send", "sendall", "sendto", "write", "connect", "create_connection",
                           "WebSocketApp", "connect_ex"})  # fmt: skip
_EVALUATORS = frozenset({"exec", "eval", "compile", "builtins.exec", "builtins.eval",
                         "builtins.compile", "execfile", "runpy.run_path"})  # fmt: skip
_IMPORTERS = frozenset({"__import__", "importlib.import_module", "builtins.__import__"})
_STDOUT = frozenset({"sys.stdout.write", "sys.stderr.write", "sys.stdout.writelines"})
_NETWORK = LazyRegex(r"^(?:requests|httpx|aiohttp|urllib3|socket|websocket)\.|urlopen$|^urllib\.request\.|\.(?:sendall|send|recv|connect)$")  # fmt: skip
_HASHES = LazyRegex(r"^hashlib\.(?:sha\w+|blake2\w|new|md5|scrypt|pbkdf2_hmac)$")
_DIGEST_NUMBER = LazyRegex(r"from_bytes|hexdigest|int\([^)]*,\s*16\)")


def searches_nonce(loop: ast.While | ast.For | ast.AsyncFor, dotted: Callable[[ast.expr], str]) -> bool:  # fmt: skip
    """A loop that hashes and compares the digest with a target (a number below it, or
    leading zeros): the shape of a proof-of-work search."""
    hashed = compared = False
    for node in ast.walk(loop):
        if isinstance(node, ast.Call):
            hashed = hashed or bool(_HASHES.search(dotted(node.func)))
            zeros = [a for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str | bytes) and len(a.value) >= 4 and not str(a.value).strip("0")]  # fmt: skip
            compared = compared or (dotted(node.func).endswith("startswith") and bool(zeros))
        elif isinstance(node, ast.Compare) and any(isinstance(op, ast.Lt | ast.LtE) for op in node.ops):  # fmt: skip
            compared = compared or bool(_DIGEST_NUMBER.search(ast.unparse(node)))
        if hashed and compared:
            return True
    return False


class Sinks(PythonNetworkSinks):
    """What the reached sinks add up to for one file."""

    def __init__(self, lines: list[str], bundled: Bundled | None = None) -> None:
        self.lines = lines
        self.bundled = bundled  # the skill's own data files, read as the script reads them
        self.hits: list[Hit] = []
        self.commands: list[tuple[int, str]] = []
        # the file builds zip or tar archives: an archive's write/add reads the file it is given
        self.archives = any("zipfile" in t or "tarfile" in t for t in lines)
        self.stop = capability_hits.Termination()
        self.seen: set[tuple[str, int, str]] = set()
        self.user_commands: set[int] = set()  # lines whose shell runs only the user's own words
        self.fixed_urls: dict[int, str] = {}  # line -> the scheme every URL opened there has
        self.sql = capability_hits.SqlSweep()
        self.stores = capability_hits.CredentialStores()
        self.saved: dict[str, Value] = {}  # what the script wrote, by path: read or run later
        self.shell_wiring: dict[str, int] = {}  # socket / dup2 / shell -> first line seen
        self.is_noop = _is_noop  # the flow model knows the script's own functions too
        self.shown = flow.Shown()  # text printed or written out, for the instruction analysis
        self.relay = capability_hits.Relay()
        self.nonce = capability_hits.NonceSearch()

    def code(self, node: ast.AST) -> str:
        line = getattr(node, "lineno", 1)
        end = getattr(node, "end_lineno", line) or line
        return " ".join(s.strip() for s in self.lines[line - 1 : min(end, line + 3)])[:400]

    def line_code(self, line: int) -> str:
        return self.lines[line - 1].strip() if 0 < line <= len(self.lines) else ""

    def add(self, found: Hit | None) -> None:
        if found is None:
            return
        key = (found.rule.id, found.line, found.why)
        if key not in self.seen:
            self.seen.add(key)
            self.hits.append(found)

    def call(
        self,
        node: ast.Call,
        name: str,
        args: list[Item],
        kwargs: dict[str, Item],
        receiver: Item | None,
        *,
        loops: int,
    ) -> None:
        line = node.lineno
        last = name.rsplit(".", 1)[-1]
        first = args[0] if args else kwargs.get("args")
        if name in _RUNNERS or name in _EXEC_ARGV or name in _EXEC_VARARGS or name == "asyncio.create_subprocess_exec":  # fmt: skip
            self.command(node, name, args, kwargs, loops=loops)
        elif name in _EVALUATORS and first is not None:
            payload = value_of(first)
            if name in ("runpy.run_path", "execfile"):  # the file's content is what runs
                payload = self.content_of(payload) or payload
            self.add(flow.exec_hit(payload, line, self.code(node)))
        elif name in _IMPORTERS and first is not None:
            literal = bool(node.args) and isinstance(node.args[0], ast.Constant)
            self.add(
                capability_rules.hidden_import(
                    value_of(first), line, self.code(node), is_literal=literal
                )
            )
        elif name == "open" and first is not None:
            self.opened(node, value_of(first), args[1:], kwargs)
        elif last == "open" and receiver is not None and name != "os.open":
            self.opened(node, value_of(receiver), args, kwargs)
        elif last in ("read_text", "read_bytes") and receiver is not None:
            self.read(receiver, line=line, node=node)
        elif last in ("write_text", "write_bytes") and receiver is not None:
            self.write(node, value_of(receiver), value_of(first) if first is not None else None)
        elif last in ("mkdir", "touch") and receiver is not None and not args[:1]:
            self.write(node, value_of(receiver), None)
        elif name in ("os.makedirs", "os.mkdir") and first is not None:
            self.write(node, value_of(first), None)
        elif name in _COPIES and len(args) > 1:
            self.read(args[0], line=line, node=node)
            self.write(node, value_of(args[1]), None)
        elif name in _DUMPS and len(args) > 1 and isinstance(args[1], Handle):
            self.write(node, args[1].path, value_of(args[0]))
        elif name in _DUMPS and _is_stdout(
            node.args[1]
            if len(node.args) > 1
            else next((k.value for k in node.keywords if k.arg == "fp"), None)
        ):
            self.output(
                node, value_of(args[0]) if args else Value.of("")
            )  # json.dump(x, sys.stdout)
        elif last in ("write", "writelines") and isinstance(receiver, Handle) and first is not None:
            self.write(node, receiver.path, value_of(first))
        elif (
            last == "write" and isinstance(first, Handle) and first.writing and receiver is not None
        ):
            self.write(node, first.path, value_of(receiver))  # config.write(fh): the object's text
        elif (
            last in ("write", "add")
            and first is not None
            and self.archives
            and receiver is not None
        ):
            self.read(first, line=line, node=node)  # zip.write(path) / tar.add(path): read whole
        elif name in _URL_OPENERS and first is not None:
            self.url(node, value_of(first))
            body = args[1] if len(args) > 1 else kwargs.get("data")
            if body is not None:
                self.sent(node, value_of(first), value_of(body))
        elif _SENDS_BODY.search(name) and (first is not None or "url" in kwargs):
            body = next((kwargs[k] for k in _BODY_KEYWORDS if k in kwargs), None)
            body = body if body is not None else (args[1] if len(args) > 1 else None)
            if body is not None:
                self.sent(node, value_of(first if first is not None else kwargs["url"]), value_of(body))  # fmt: skip
        elif name == "print" or name in _STDOUT:
            target = kwargs.get("file")
            shown = value_of(seq(list(args)))
            if isinstance(target, Handle):
                self.write(node, target.path, shown)
            else:
                self.output(node, shown)
        elif (
            last == "read"
            and receiver is not None
            and first is not None
            and not isinstance(receiver, Handle)
        ):
            self.read(first, line=line, node=node)  # configparser.read(path)
        elif name == "sqlite3.connect" and first is not None:
            self.read(first, line=line, node=node)
        elif last in _SQL_METHODS and first is not None:
            self.add(self.sql.add(value_of(first), line, self.code(node)))
        elif name in ("setuptools.setup", "distutils.core.setup", "setup") and kwargs:
            self.requirements(node, kwargs)
        elif name == "signal.signal" and len(args) > 1:
            self.signal(node, args[0], args[1])
        elif (
            name == "signal.pthread_sigmask"
            and len(args) > 1
            and "SIG_BLOCK" in value_of(args[0]).texts[0]
        ):
            self.stop.ignore(value_of(args[1]).texts[0].split(), line)
        if last in _SOCKET_CALLS and args:
            for text in value_of(seq(list(args))).texts:
                marker = capabilities.mining_marker(text)
                if marker is not None:
                    self.add(Hit(capability_rules.MINER, line, self.code(node), f"speaks {marker}"))
                    break
        if _NETWORK.search(name):
            self.nonce.network = self.nonce.network or line
        self.wiring(name, args, line)
        self.relaying(name, last, args, line)
        if name in _DETACH:
            self.stop.detached = self.stop.detached or line
            if name == "os.fork" and loops:
                self.stop.respawn = self.stop.respawn or line

    # -- commands ----------------------------------------------------------------------------
    def command(
        self, node: ast.Call, name: str, args: list[Item], kwargs: dict[str, Item], *, loops: int
    ) -> None:
        if name in _EXEC_ARGV:
            argv: Item | None = args[1] if len(args) > 1 else None
            if name.startswith(("os.spawn", "os.posix_spawn")):
                argv = args[2] if name.startswith("os.spawn") and len(args) > 2 else argv
        elif name in _EXEC_VARARGS:
            start = 2 if name.startswith("os.spawn") else 1
            argv = seq(list(args[start:]))
        elif name == "asyncio.create_subprocess_exec":
            argv = seq(list(args))
        else:
            argv = args[0] if args else kwargs.get("args")
        if argv is None:
            return
        shell_kw = kwargs.get("shell")
        shell = name in _SHELL_RUNNERS or (
            shell_kw is not None and value_of(shell_kw).texts[0] not in ("False", "0", "None")
        )
        code = self.code(node)
        if shell and _is_users_own(value_of(argv)):
            self.user_commands.add(node.lineno)
        lines = command_lines(argv, shell=shell or not isinstance(argv, Seq))
        # what a captured command prints comes back to the script, not to the agent's screen
        captured = _captures_output(name, kwargs, node)
        for text in lines:
            if len(self.commands) < MAX_COMMANDS:
                joined = " ".join(text.split())
                self.commands.append(
                    (node.lineno, f"{{ {joined}\n}} >/dev/null" if captured else joined)
                )
            for found in capability_hits.command_hits(text, node.lineno, code):
                self.add(found)
            if loops and ("__file__" in text or "sys.argv" in text):
                self.stop.respawn = self.stop.respawn or node.lineno
        if kwargs.get("start_new_session") is not None:
            self.stop.detached = self.stop.detached or node.lineno

    def requirements(self, node: ast.Call, kwargs: dict[str, Item]) -> None:
        """``setup(install_requires=["pkg @ https://…"])``: a dependency from a stranger's host."""
        for key in ("install_requires", "setup_requires", "extras_require", "dependency_links"):
            if key not in kwargs:
                continue
            for text in value_of(kwargs[key]).texts:
                source = content_checks.manifest_redirect("requirements.txt", text)
                if source is not None:
                    self.add(Hit(capability_rules.PACKAGE_SOURCE, node.lineno, self.code(node), f"{key} takes {source}"))  # fmt: skip

    # -- files ---------------------------------------------------------------------------------
    def opened(
        self, node: ast.Call, path: Value, args: list[Item], kwargs: dict[str, Item]
    ) -> None:
        mode = value_of(args[0] if args else kwargs.get("mode", Value.of("r"))).texts[0]
        if set(mode) & set("wax+"):
            self.write(node, path, None)
        else:
            self.read(path, line=node.lineno, node=node)

    def write(self, node: ast.Call, path: Value, content: Value | None) -> None:
        code = self.code(node)
        self.add(flow.write_hit(path, node.lineno, code, content))
        if content is None:
            return
        self.shown.add(node.lineno, content, "written-value")
        for text in (t for t in path.texts[:4] if flow.UNKNOWN not in t):
            old = self.saved.get(text)
            self.saved[text] = content if old is None else flow.union(old, content)
        self.add(self.stores.copied(content, node.lineno, code, into=path))
        if any(_SCRIPT.search(t) for t in path.texts) or any(
            t.startswith("#!") for t in content.texts
        ):
            from skillctl.audit.shell_ast import analyse_shell

            for text in content.texts[:2]:
                for inner in analyse_shell(text.replace(flow.UNKNOWN, "X")) or []:
                    self.add(Hit(inner.rule, node.lineno, code, f"{inner.why} (in a script it writes)"))  # fmt: skip

    def read(self, item: Item, *, line: int | None = None, node: ast.AST | None = None) -> Item:
        """What reading ``item`` (a path or an open file) yields: one of the skill's own data
        files as its content; a credential store is a hit."""
        path = item.path if isinstance(item, Handle) else value_of(item)
        written = self.content_of(path)
        if written is not None:
            return written  # a file the script itself wrote, read back
        if self.bundled is not None:
            documents = [self.bundled.document(t) for t in path.texts]
            if documents and all(d is not None for d in documents):
                return either(*(from_document(d) for d in documents))
        tags, found = self.stores.read(path, line or 0, self.code(node) if node else "")
        if line is not None and node is not None:
            self.add(found)
        return Value.unknown(*(tags or [_userdata(path)]), *path.tags)

    def content_of(self, path: Value) -> Value | None:
        """What the script wrote at ``path`` earlier, if it wrote there."""
        found = [self.saved[t] for t in path.texts if t in self.saved]
        return flow.union(*found) if found else None

    # -- output and signals ------------------------------------------------------------------------
    def output(self, node: ast.Call, shown: Value) -> None:
        self.add(self.stores.copied(shown, node.lineno, self.code(node), into=None))
        self.shown.add(node.lineno, shown, "printed-value")

    def signal(self, node: ast.Call, signal: Item, handler: Item) -> None:
        handler_text = value_of(handler).texts[0]
        ignores = handler_text == "SIG_IGN" or self.is_noop(
            node.args[1] if len(node.args) > 1 else None
        )
        if not ignores:
            return
        for option in options(signal):
            self.stop.ignore(value_of(option).texts, node.lineno)

    def finished(self) -> list[Hit]:
        """The hits, with what only the whole file shows: signals ignored while the process
        detaches or respawns, and git discards that add up to a wipe."""
        hits = list(self.hits)
        if {"socket", "dup2", "shell"} <= set(self.shell_wiring):
            line = self.shell_wiring["shell"]
            hits.append(Hit(capability_rules.SOCKET_SHELL, line, self.line_code(line), "a connection is duplicated onto stdio and a shell started"))  # fmt: skip
        resisted = self.stop.hit(self.line_code, respawn_alone=True)
        if resisted is not None:
            hits.append(resisted)
        swept = self.sql.finished()
        found = (self.relay.hit(self.line_code), self.nonce.hit(self.line_code))
        hits.extend(f for f in found if f is not None)
        return capability_hits.git_wipe([*hits, swept] if swept else hits)


def _captures_output(name: str, kwargs: dict[str, Item], node: ast.Call) -> bool:
    """The call returns the command's output to the script (``check_output``, ``getoutput``,
    ``capture_output=True``, ``stdout=PIPE``)."""
    if name.endswith(("check_output", "getoutput", "getstatusoutput")):
        return True
    capture = kwargs.get("capture_output")
    if capture is not None and value_of(capture).texts[0] == "True":
        return True
    stdout = next((k.value for k in node.keywords if k.arg == "stdout"), None)
    spelled = stdout.attr if isinstance(stdout, ast.Attribute) else stdout.id if isinstance(stdout, ast.Name) else ""  # fmt: skip
    return spelled in ("PIPE", "DEVNULL")


def _is_stdout(target: object) -> bool:
    """The expression is ``sys.stdout`` or ``sys.stderr`` (what the agent reads back)."""
    return (
        isinstance(target, ast.Attribute)
        and target.attr in ("stdout", "stderr")
        and isinstance(target.value, ast.Name)
        and target.value.id == "sys"
    )


def _userdata(path: Value) -> Tag:
    """The label of a file the script reads: the user's project (a relative path) or a path."""
    text = path.texts[0]
    relative = (
        flow.UNKNOWN not in text[:1]
        and not text.startswith(("/", "~", "\\"))
        and "__file__" not in text
    )
    return Tag(Label.USERDATA, "project" if relative and ":" not in text[:3] else text[:80])


def _is_users_own(command: Value) -> bool:
    """A shell command made only of the user's words (command line, project files) and text
    the audit reads itself in which the shell model finds nothing."""
    if not command.tags or any(
        t.label is not Label.USERDATA or t.detail not in USERS for t in command.tags
    ):
        return False
    from skillctl.audit.shell_ast import analyse_shell

    for text in command.texts:
        known = text.replace(flow.UNKNOWN, "X")
        if known.strip("X ") and (
            analyse_shell(known) or capability_hits.command_hits(known, 1, known)
        ):
            return False
    return True


def _is_noop(handler: ast.expr | None) -> bool:
    """A handler that does nothing: ``lambda *a: None``, ``lambda s, f: 0``."""
    return isinstance(handler, ast.Lambda) and isinstance(handler.body, ast.Constant)
