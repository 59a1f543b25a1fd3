"""The Python AST rules' metadata, kept apart from the checks so listing them needs no libcst."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from skillctl.audit.finding import Confidence
from skillctl.audit.finding import Level
from skillctl.audit.finding import RuleInfo

if TYPE_CHECKING:
    from skillctl.audit.tree import SkillFile

_C, _H, _M, _L = Level.CRITICAL, Level.HIGH, Level.MEDIUM, Level.LOW
_HI, _MD, _LO = Confidence.HIGH, Confidence.MEDIUM, Confidence.LOW


def _rule(
    num: int,
    name: str,
    category: str,
    level: Level,
    conf: Confidence,
    message: str,
    fix: str,
    cwe: str,
) -> RuleInfo:
    return RuleInfo(f"SKC-PY-{num:03d}", name, category, level, conf, message, fix, cwe)


DYNAMIC_EXEC = _rule(
    1,
    "dynamic-exec",
    "dangerous-code",
    _H,
    _MD,
    "exec/eval/compile runs code built at run time",
    "Call the code directly; never execute strings.",
    "CWE-95",
)
DECODED_EXEC = _rule(
    2,
    "exec-of-decoded-or-fetched",
    "obfuscation",
    _C,
    _HI,
    "Decoded or downloaded data is executed",
    "Remove the hidden payload; ship readable code.",
    "CWE-506",
)
# Low: a plugin system imports modules by computed names; a name decoded or assembled to
# hide a powerful module is the flow model's SKC-FL-060.
DYNAMIC_IMPORT = _rule(
    3,
    "dynamic-import",
    "obfuscation",
    _L,
    _MD,
    "Module imported by a computed name",
    "Import modules by their literal names where you can.",
    "CWE-470",
)
BUILTINS_TRICK = _rule(
    4,
    "builtins-attribute-trick",
    "obfuscation",
    _H,
    _HI,
    "Builtins reached through getattr or __dict__ to hide a call",
    "Call builtins directly.",
    "CWE-95",
)
SHELL_TRUE = _rule(
    5,
    "subprocess-shell",
    "dangerous-code",
    _M,
    _MD,
    "subprocess runs through a shell",
    "Pass a list of arguments and leave shell=False.",
    "CWE-78",
)
OS_SYSTEM = _rule(
    6,
    "os-system",
    "dangerous-code",
    _M,
    _MD,
    "os.system/os.popen runs a shell command",
    "Use subprocess.run with a list of arguments.",
    "CWE-78",
)
COMPUTED_COMMAND = _rule(
    7,
    "computed-command",
    "dangerous-code",
    _H,
    _MD,
    "A shell runs a command assembled at run time",
    "Use a fixed argument list; never build shell strings from data.",
    "CWE-78",
)
UNSAFE_LOAD = _rule(
    8,
    "unsafe-deserialization",
    "dangerous-code",
    _M,
    _MD,
    "pickle, marshal or yaml.load can run code from the data they read",
    "Use json, or yaml.safe_load.",
    "CWE-502",
)
CTYPES = _rule(
    9,
    "ctypes",
    "dangerous-code",
    _M,
    _LO,
    "ctypes calls native code directly",
    "Avoid native calls in skills.",
    "CWE-111",
)
REVERSE_SHELL = _rule(
    10,
    "python-reverse-shell",
    "reverse-shell",
    _C,
    _HI,
    "A socket is wired to a shell (reverse shell)",
    "Remove the code: it hands a remote party a shell on this machine.",
    "CWE-506",
)
SECRET_TO_NETWORK = _rule(
    11,
    "secret-to-network",
    "exfiltration",
    _C,
    _HI,
    "A secret reaches a network call",
    "Do not send credentials or their files anywhere but their own API.",
    "CWE-200",
)
RAW_SOCKET = _rule(
    12,
    "raw-socket",
    "dangerous-code",
    _M,
    _MD,
    "Raw or packet socket",
    "Skills have no need for raw sockets.",
    "CWE-250",
)
EXPECTED_AUTH = _rule(
    13,
    "api-key-to-its-api",
    "exfiltration",
    _L,
    _HI,
    "An API key is sent as an auth header to its own vendor's API",
    "Nothing to do: this is how the key is meant to be used.",
    "CWE-200",
)
UNPARSEABLE = _rule(
    14,
    "python-does-not-parse",
    "dangerous-code",
    _M,
    _MD,
    "Python file does not parse, so its AST checks could not run",
    "Fix the syntax (Python 3); only pattern rules audited this file.",
    "CWE-1164",
)
RULES = (
    UNPARSEABLE,
    DYNAMIC_EXEC,
    DECODED_EXEC,
    DYNAMIC_IMPORT,
    BUILTINS_TRICK,
    SHELL_TRUE,
    OS_SYSTEM,
    COMPUTED_COMMAND,
    UNSAFE_LOAD,
    CTYPES,
    REVERSE_SHELL,
    SECRET_TO_NETWORK,
    RAW_SOCKET,
    EXPECTED_AUTH,
)

# Every rule starts at a call whose resolved name holds one of these words (aliases come
# from imports, which name the module): a file without any has nothing to find.
_TRIGGER = re.compile(
    # short words only as words: "empty" holds "pty", "output" holds "put"
    r"exec|eval|compile|__import__|import_module|getattr|subprocess|\bos\b|\bcommands\b|"
    r"\bpty\b|asyncio|pickle|marshal|shelve|dill|yaml|ctypes|cdll|socket|connect|requests|"
    r"httpx|aiohttp|urllib|http|smtplib|ftplib|\bpost\b|\bput\b|\bpatch\b|urlopen|\bsend|"
    r"\brequest|upload|Request|builtins|__dict__|globals|\bvars\b"
)


def _parses(file: SkillFile) -> bool:
    """Whether the file is Python the standard parser reads (the cheap check; libcst reports
    the ones it does not)."""
    import ast
    import warnings

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # invalid escapes in hostile text are not our warning
            ast.parse(file.text())
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


def needs_walk(file: SkillFile) -> bool:
    """Whether the libcst rules must walk ``file``: it can spell a call they look at, or it
    does not parse (libcst then reports it)."""
    return bool(_TRIGGER.search(file.text())) or not _parses(file)
