"""Python AST audit with libcst: dangerous calls, and secrets flowing to the network.

Each function (and the module body) is read in order. Names assigned from a
secret source (environment, credential files) become tainted, taint follows
assignments, and a tainted value reaching a network call is one
high-confidence finding. An API key read from the environment and sent as an
auth header to its vendor's own host is the one flow that is expected.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from typing import TYPE_CHECKING

import libcst as cst

from skillctl.audit import api_hosts
from skillctl.audit import places
from skillctl.audit.finding import Finding
from skillctl.audit.finding import RuleInfo
from skillctl.audit.finding import Source
from skillctl.audit.finding import make_finding
from skillctl.audit.python_rules import BUILTINS_TRICK
from skillctl.audit.python_rules import COMPUTED_COMMAND
from skillctl.audit.python_rules import CTYPES
from skillctl.audit.python_rules import DECODED_EXEC
from skillctl.audit.python_rules import DYNAMIC_EXEC
from skillctl.audit.python_rules import DYNAMIC_IMPORT
from skillctl.audit.python_rules import EXPECTED_AUTH
from skillctl.audit.python_rules import OS_SYSTEM
from skillctl.audit.python_rules import RAW_SOCKET
from skillctl.audit.python_rules import REVERSE_SHELL
from skillctl.audit.python_rules import SECRET_TO_NETWORK
from skillctl.audit.python_rules import SHELL_TRUE
from skillctl.audit.python_rules import UNPARSEABLE
from skillctl.audit.python_rules import UNSAFE_LOAD
from skillctl.audit.python_rules import needs_walk
from skillctl.audit.tree import FileKind
from skillctl.audit.tree import SkillFile

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillTree


_EXEC = frozenset({"exec", "eval", "compile", "builtins.exec", "builtins.eval"})
_DECODERS = re.compile(
    r"b64decode|b32decode|a85decode|decompress|fromhex|unhexlify|rot.?13|"
    r"codecs\.decode|\.decode\(|requests\.|urlopen|httpx\.|\.read\(\)|\.text\b|"
    r"\.content\b|join\(.*chr\(|bytes\(\["
)
_SUBPROCESS = frozenset(
    {
        "subprocess.run",
        "subprocess.call",
        "subprocess.check_call",
        "subprocess.check_output",
        "subprocess.Popen",
        "subprocess.getoutput",
        "subprocess.getstatusoutput",
        "asyncio.create_subprocess_shell",
    }
)
_OS_SHELL = frozenset(
    {
        "os.system",
        "os.popen",
        "os.popen2",
        "os.popen3",
        "commands.getoutput",
        "os.execl",
        "os.execlp",
        "os.execv",
        "os.execvp",
        "os.spawnl",
        "pty.spawn",
    }
)
_UNSAFE_LOADS = frozenset(
    {
        "pickle.load",
        "pickle.loads",
        "cPickle.load",
        "cPickle.loads",
        "marshal.load",
        "marshal.loads",
        "shelve.open",
        "dill.load",
        "dill.loads",
        "yaml.unsafe_load",
        "yaml.full_load",
        "jsonpickle.decode",
    }
)
_NETWORK = re.compile(
    r"^(requests|httpx|aiohttp|urllib3|urllib\.request|http\.client|smtplib|ftplib|socket)\b|"
    r"\.(post|put|patch|urlopen|sendall|sendto|sendmail|send|request|upload_file|put_object)$|"
    r"^(urlopen|Request)$"
)
_SECRET_PATH = re.compile(
    r"\.ssh|id_rsa|id_ed25519|\.aws|\.kube|gcloud|\.azure|credentials|\.env\b|\.netrc|"
    r"\.git-credentials|\.npmrc|\.pypirc|Cookies|Login Data|keychain|/etc/shadow|\.docker/config",
    re.IGNORECASE,
)
_FETCHES = re.compile(
    r"urlopen|urlretrieve|requests\.|httpx\.|aiohttp|http\.client|urllib3|socket\.|"
    r"ftplib|paramiko|boto3|subprocess[^\n]{0,200}(?:curl|wget)"
)
_READS_FILE = re.compile(r"open\(|read_text|read_bytes|\.read\(|expanduser|Path\(")
_SHELL_WORD = re.compile(
    r"""["'](?:/bin/|/usr/bin/)?(?:ba|z|k|da|c|tc)?sh["']|cmd\.exe|powershell|pwsh"""
)
_AUTH_HEADER = re.compile(r"authorization|api[-_]?key|token|private-token|x-auth", re.IGNORECASE)


def scan_python(tree: SkillTree) -> Iterator[Finding]:
    """Findings for every Python file of the skill (by extension or shebang)."""
    for file in tree.files:
        if file.kind is not FileKind.PYTHON:
            continue
        if not needs_walk(file):
            continue  # no call any rule looks at can be spelled in it: no libcst walk
        module = tree.python_module(file)
        if module is None:
            yield make_finding(
                UNPARSEABLE, Source.PYTHON_AST, file.path, None, f"unparseable:{file.path}"
            )
        else:
            yield from audit_module(file, module)


def audit_module(file: SkillFile, module: cst.Module) -> list[Finding]:
    """All AST findings of one parsed module."""
    visitor = _Visitor(file.path, module)
    visitor.fetches = bool(_FETCHES.search(file.text()))  # read once, from the source text
    module.visit(visitor)
    visitor.finish_file()
    if not visitor.pending:
        return []
    # Positions cost a full code-generation pass, so only files with findings pay it.
    from libcst.metadata import MetadataWrapper
    from libcst.metadata import PositionProvider

    positions = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    findings = []
    for rule, node, matched, message, demotion, steps in visitor.pending:
        line = int(positions[node].start.line) if node in positions else None
        finding = make_finding(rule, Source.PYTHON_AST, file.path, line, matched, message=message)
        findings.append(finding if demotion is None else finding.demoted(steps, demotion))
    return findings


_Pending = tuple[RuleInfo, cst.CSTNode, str, str | None, str | None, int]


@dataclass(slots=True)
class _Scope:
    tainted: dict[str, set[str]] = field(default_factory=dict)
    strings: dict[str, str] = field(default_factory=dict)
    assigned: dict[str, str] = field(default_factory=dict)
    socket: cst.CSTNode | None = None
    shell_wiring: cst.CSTNode | None = None
    terminal: cst.CSTNode | None = None  # pty.fork(): a terminal whose child may run a shell
    shell_exec: cst.CSTNode | None = None  # os.exec*/spawn* of an interactive shell


class _Visitor(cst.CSTVisitor):
    def __init__(self, path: str, module: cst.Module) -> None:
        super().__init__()
        self.path = path
        self.module = module
        self.aliases: dict[str, str] = {}
        self.pending: list[_Pending] = []
        self.scopes: list[_Scope] = [_Scope()]
        # The same wiring split over functions ("connect" in one, dup2 + shell in another).
        self.file_socket: cst.CSTNode | None = None
        self.file_wiring: cst.CSTNode | None = None
        self.file_dup2 = False
        self.file_shell = False
        self.reported_shell = False
        self.fetches = True  # whether the file fetches anything; the caller reads the source

    # -- helpers -------------------------------------------------------------
    def code(self, node: cst.CSTNode) -> str:
        return self.module.code_for_node(node)

    def add(
        self,
        rule: RuleInfo,
        node: cst.CSTNode,
        message: str | None = None,
        demotion: str | None = None,
        steps: int = 0,
    ) -> None:
        self.pending.append((rule, node, self.code(node), message, demotion, steps))

    def dotted(self, node: cst.BaseExpression) -> str:
        if isinstance(node, cst.Name):
            return self.aliases.get(node.value, node.value)
        if isinstance(node, cst.Attribute):
            base = self.dotted(node.value)
            return f"{base}.{node.attr.value}" if base else node.attr.value
        if isinstance(node, cst.Call):
            return self.dotted(node.func) + "()"
        return ""

    @property
    def scope(self) -> _Scope:
        return self.scopes[-1]

    # -- imports and scopes ----------------------------------------------------
    def visit_Import(self, node: cst.Import) -> None:
        for alias in node.names:
            full = self.code(alias.name)
            if alias.asname is not None and isinstance(alias.asname.name, cst.Name):
                self.aliases[alias.asname.name.value] = full

    def visit_ImportFrom(self, node: cst.ImportFrom) -> None:
        if node.module is None or isinstance(node.names, cst.ImportStar):
            return
        base = self.code(node.module)
        for alias in node.names:
            name = self.code(alias.name)
            local = (
                alias.asname.name.value
                if alias.asname and isinstance(alias.asname.name, cst.Name)
                else name
            )
            self.aliases[local] = f"{base}.{name}"

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.scopes.append(_Scope())

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.finish_scope()
        self.scopes.pop()

    def finish_scope(self) -> None:
        scope = self.scope
        if scope.shell_wiring is None and scope.terminal is not None:
            scope.shell_wiring = scope.shell_exec  # a shell on a pty that the code relays
        self.file_socket = self.file_socket or scope.socket
        self.file_wiring = self.file_wiring or scope.shell_wiring
        if scope.socket is not None and scope.shell_wiring is not None:
            self.add(REVERSE_SHELL, scope.shell_wiring)
            self.reported_shell = True
            scope.socket = scope.shell_wiring = None

    def finish_file(self) -> None:
        """A socket in one function, its descriptors duplicated onto 0/1/2 and a shell started
        in another: the reverse shell split in two."""
        self.finish_scope()
        split = self.file_socket is not None and self.file_dup2 and self.file_shell
        if split and not self.reported_shell and self.file_wiring is not None:
            self.add(REVERSE_SHELL, self.file_wiring)

    # -- taint ---------------------------------------------------------------
    def sources_in(self, node: cst.CSTNode) -> set[str]:
        text = self.code(node)
        labels: set[str] = set()
        if "environ" in text or "getenv" in text:
            names = api_hosts.env_names_in(text)
            # a host, port or user name read from the environment is where a request goes,
            # not a secret it carries
            labels |= {f"env:{n}" for n in names if places.is_secret_name(n)} or (
                set() if names else {"env:*"}
            )
        secret = _SECRET_PATH.search(text)
        if secret and _READS_FILE.search(text):
            labels.add("file:" + secret.group(0))
        for name in _names_in(node):
            labels |= self.scope.tainted.get(name, set())
        return labels

    def string_of(self, name: str) -> str:
        """The literal a name was last bound to, in this function or an enclosing scope."""
        for scope in reversed(self.scopes):
            if name in scope.strings:
                return scope.strings[name]
        return ""

    def source_of(self, name: str) -> str:
        """The code a name was last assigned from, in this function or an enclosing scope."""
        for scope in reversed(self.scopes):
            if name in scope.assigned:
                return scope.assigned[name]
        return ""

    def visit_Assign(self, node: cst.Assign) -> None:
        is_response = isinstance(node.value, cst.Call) and _NETWORK.search(
            self.dotted(node.value.func)
        )
        # A response is not the secret that authenticated the request.
        labels = set() if is_response else self.sources_in(node.value)
        for target in node.targets:
            for name in _target_names(target.target):
                self.scope.assigned[name] = self.code(node.value)
                if labels:
                    self.scope.tainted[name] = labels
                if isinstance(
                    node.value, cst.SimpleString | cst.FormattedString | cst.ConcatenatedString
                ):
                    self.scope.strings[name] = self.code(node.value)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        labels = self.sources_in(node.value)
        for name in _target_names(node.target):
            if labels:
                self.scope.tainted.setdefault(name, set()).update(labels)

    def visit_WithItem(self, node: cst.WithItem) -> None:
        labels = self.sources_in(node.item)
        if labels and node.asname is not None:
            for name in _target_names(node.asname.name):
                self.scope.tainted[name] = labels

    # -- calls ---------------------------------------------------------------
    def args_code(self, node: cst.Call) -> str:
        return " ".join(self.code(a.value) for a in node.args)

    def visit_Call(self, node: cst.Call) -> None:
        name = self.dotted(node.func)
        first = node.args[0].value if node.args else None
        if name in _EXEC or name.endswith(("builtins.exec", "builtins.eval")):
            self.check_exec(node, first, self.args_code(node))
        elif name in ("__import__", "importlib.import_module") and first is not None:
            if not isinstance(first, cst.SimpleString):
                self.add(DYNAMIC_IMPORT, node)
        elif (
            name == "getattr"
            and first is not None
            and re.search(
                r"__builtins__|builtins|__import__|globals\(\)|vars\(\)", self.code(first)
            )
        ):
            self.add(BUILTINS_TRICK, node)
        elif name in _SUBPROCESS or name in _OS_SHELL:
            self.check_command(node, name, first)
        elif name in _UNSAFE_LOADS or (
            name == "yaml.load" and "SafeLoader" not in self.args_code(node)
        ):
            self.add(UNSAFE_LOAD, node)
        elif name.startswith("ctypes.") or name in ("ctypes", "cdll.LoadLibrary"):
            self.add(CTYPES, node)
        is_connect = name.endswith(".connect") and "socket" in self.code(node)
        if name in ("socket.socket", "socket.create_connection") or is_connect:
            self.scope.socket = node
            if re.search(r"SOCK_RAW|AF_PACKET", self.args_code(node)):
                self.add(RAW_SOCKET, node)
        if name in ("os.dup2", "pty.spawn") or (
            name in _SUBPROCESS and re.search(r"stdin\s*=\s*\w+", self.code(node))
        ):
            self.scope.shell_wiring = node
        self.file_dup2 = self.file_dup2 or name == "os.dup2"
        self.file_shell = (
            self.file_shell
            or name == "pty.spawn"
            or (
                (name.startswith(("os.exec", "os.spawn")) or name in _SUBPROCESS)
                and bool(_SHELL_WORD.search(self.args_code(node)))
            )
        )
        if name in ("pty.fork", "os.forkpty"):
            self.scope.terminal = node
        elif (
            name.startswith(("os.exec", "os.spawn")) or name in _SUBPROCESS
        ) and _SHELL_WORD.search(self.args_code(node)):
            self.scope.shell_exec = node
        if _NETWORK.search(name):
            self.check_sink(node)

    def check_exec(self, node: cst.Call, first: cst.BaseExpression | None, args_code: str) -> None:
        if first is None or isinstance(first, cst.SimpleString):
            return
        if (
            _DECODERS.search(args_code)
            or self.sources_in(first)
            or any(_DECODERS.search(self.source_of(n)) for n in _names_in(first))
        ):
            self.add(DECODED_EXEC, node)
        elif not self.fetches:
            # text built from the script's own data (a code generator checking its output)
            why = "the file fetches nothing over the network, so the text is built locally"
            self.add(DYNAMIC_EXEC, node, demotion=why, steps=1)
        else:
            self.add(DYNAMIC_EXEC, node)

    def check_command(self, node: cst.Call, name: str, first: cst.BaseExpression | None) -> None:
        shell = any(
            a.keyword is not None and a.keyword.value == "shell" and self.code(a.value) != "False"
            for a in node.args
        )
        computed = first is not None and not isinstance(
            first, cst.SimpleString | cst.List | cst.Tuple
        )
        if name in _OS_SHELL or shell or name.endswith(("getoutput", "getstatusoutput", "_shell")):
            uses_shell = name not in ("pty.spawn",) and not name.startswith("os.exec")
            if (
                computed
                and uses_shell
                and isinstance(first, cst.FormattedString | cst.BinaryOperation | cst.Call)
            ):
                self.add(COMPUTED_COMMAND, node)
            elif name in _OS_SHELL:
                self.add(OS_SYSTEM, node)
            else:
                self.add(SHELL_TRUE, node)

    def check_sink(self, node: cst.Call) -> None:
        header_labels: set[str] = set()
        body_labels: set[str] = set()
        for arg in node.args:
            labels = self.sources_in(arg.value)
            if not labels:
                continue
            keyword = arg.keyword.value if arg.keyword is not None else ""
            expanded = " ".join(
                [
                    self.code(arg.value),
                    *(self.scope.assigned.get(n, "") for n in _names_in(arg.value)),
                ]
            )
            in_header = keyword == "auth" or (
                keyword == "headers" and _AUTH_HEADER.search(expanded)
            )
            (header_labels if in_header else body_labels).update(labels)
        if not header_labels and not body_labels:
            return
        hosts = api_hosts.hosts_in(self.code(node)) + [
            h for n in _names_in(node) for h in api_hosts.hosts_in(self.string_of(n))
        ]
        env_names = sorted(label[4:] for label in header_labels if label.startswith("env:"))
        if (
            not body_labels
            and all(label.startswith("env:") for label in header_labels)
            and "*" not in env_names
            and api_hosts.all_official(env_names, hosts)
        ):
            self.add(
                EXPECTED_AUTH,
                node,
                demotion=(
                    f"{', '.join(env_names)} is sent as an auth header to {', '.join(sorted(set(hosts)))}, "
                    "its vendor's own API"
                ),
            )
            return
        what = ", ".join(sorted(header_labels | body_labels))
        message = f"{SECRET_TO_NETWORK.message}: {what}"
        if not body_labels and not hosts:
            # A key in an auth header to an address read at run time (a config file): how an
            # API is called, unless the address is a stranger's, which nothing here can see.
            reason = "sent only as an auth header, to an address the code does not spell"
            self.add(SECRET_TO_NETWORK, node, message=message, demotion=reason, steps=2)
            return
        self.add(SECRET_TO_NETWORK, node, message=message)


class _NameCollector(cst.CSTVisitor):
    """Collects every bare name under a node."""

    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.found.add(node.value)


def _names_in(node: cst.CSTNode) -> set[str]:
    if isinstance(node, cst.Name):
        return {node.value}
    if isinstance(node, cst.SimpleString | cst.Integer | cst.Float):
        return set()
    collector = _NameCollector()
    node.visit(collector)
    return collector.found


def _target_names(target: cst.BaseExpression) -> list[str]:
    if isinstance(target, cst.Name):
        return [target.value]
    if isinstance(target, cst.Tuple | cst.List):
        return [n for element in target.elements for n in _target_names(element.value)]
    if isinstance(target, cst.Attribute | cst.Subscript):
        base = target.value
        return _target_names(base) if isinstance(base, cst.Name) else []
    return []
