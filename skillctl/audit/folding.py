"""Constant folding over source text: the code as it reads once split strings are put back together.

Attackers split the words a reader (or a rule) would recognise: ``'Set-' +
'MpPreference'``, ``"cu" + "rl"``, ``['--no-', 'verify'].join('')``,
``'lru-xedni'[::-1]``, ``set a=power`` … ``%a%%b%``. Folding undoes that
without running anything: adjacent string literals joined by ``+`` merge,
literal lists joined with a literal separator become one literal, a reversed
literal is reversed, ``chr(N)``/``String.fromCharCode(N, …)`` become their
characters, and a variable assigned one literal once is replaced by it where it
is read (PowerShell ``$x``, batch ``%x%``/``!x!``, Python and JavaScript names).
The result keeps every line where it was (a merged expression sits on its first
line, padded with the newlines it swallowed), so findings point at real lines.
Every step is a linear regex pass, repeated a bounded number of times.
"""

from __future__ import annotations

import re

MAX_ROUNDS = 6
MAX_CHARS = 512 * 1024
_LIT = r"'[^'\\\n]*'|\"[^\"\\\n]*\""
_CONCAT = re.compile(rf"(?P<a>{_LIT})\s*\+\s*(?P<b>{_LIT})")
_PY_ADJACENT = re.compile(rf"(?P<a>{_LIT})[ \t]*\n?[ \t]*(?P<b>{_LIT})(?=\s*[),\]])")
_LIST = rf"(?:{_LIT})(?:\s*,\s*(?:{_LIT}))*"
_JS_JOIN = re.compile(rf"\[\s*(?P<items>{_LIST})\s*,?\s*\]\s*\.join\(\s*(?P<sep>{_LIT})?\s*\)")
_PY_JOIN = re.compile(rf"(?P<sep>{_LIT})\s*\.join\(\s*[\[(]\s*(?P<items>{_LIST})\s*,?\s*[\])]\s*\)")
_PS_JOIN = re.compile(rf"@?\(\s*(?P<items>{_LIST})\s*\)\s*-join\s*(?P<sep>{_LIT})", re.IGNORECASE)
_PY_REVERSED = re.compile(rf"(?P<a>{_LIT})\s*\[\s*::\s*-1\s*\]")
_JS_REVERSED = re.compile(
    rf"(?P<a>{_LIT})\s*\.split\(\s*(?:''|\"\")\s*\)\s*\.reverse\(\)\s*\.join\(\s*(?:''|\"\")\s*\)"
)
_CHR = re.compile(r"\b(?:chr|String\.fromCharCode)\(\s*(?P<codes>\d{1,6}(?:\s*,\s*\d{1,6})*)\s*\)")
_PLAIN = r"'[^'\\\n$]*'|\"[^\"\\\n$]*\""  # no `$`: nothing left to substitute in it
_PS_INVOKE = re.compile(rf"&\s*(?:\(\s*(?P<a>{_PLAIN})\s*\)|(?P<b>{_PLAIN}))")
_PS_ASSIGN = re.compile(
    rf"(?:^|;)[ \t]*\$(?P<name>\w+)[ \t]*=[ \t]*\(?[ \t]*(?P<value>{_LIT}|@\(\s*{_LIST}\s*\))[ \t]*\)?[ \t]*(?=;|$)",
    re.M,
)
_NAME_ASSIGN = re.compile(
    rf"^\s*(?:(?:const|let|var)\s+)?(?P<name>[A-Za-z_]\w{{2,}})\s*=\s*(?P<value>{_LIT})\s*;?\s*$",
    re.M,
)
_BATCH_SET = re.compile(r"\bset\s+\"?(?P<name>\w+)=(?P<value>[^\"&\n]*)\"?", re.IGNORECASE)


def folding_language(path: str, kind: object) -> str | None:
    """The language ``fold`` reads a file as, or None for files it leaves alone."""
    lowered = path.lower()
    if lowered.endswith((".ps1", ".psm1", ".psd1")):
        return "powershell"
    if lowered.endswith((".bat", ".cmd")):
        return "batch"
    return {"python": "python", "js": "js"}.get(str(kind))


def fold(text: str, language: str) -> str:
    """``text`` with its constant string expressions folded (``language``: python, js,
    powershell or batch); the same text when there is nothing to fold."""
    if len(text) > MAX_CHARS:
        return text
    if language == "batch":
        return _fold_batch(text)
    for _ in range(MAX_ROUNDS):
        before = text
        if language == "powershell":
            text = _substitute(
                text, _PS_ASSIGN, lambda n: re.compile(rf"\${re.escape(n)}\b(?!\s*=[^=])", re.I)
            )
        elif language in ("python", "js"):
            text = _substitute(
                text,
                _NAME_ASSIGN,
                lambda n: re.compile(rf"(?<![\w.$'\"]){re.escape(n)}\b(?!\s*(?:=[^=]|\())"),
            )
        text = _CHR.sub(_chars, text)
        text = _CONCAT.sub(lambda m: _merge(m, m.group("a"), m.group("b")), text)
        if language == "python":
            text = _PY_ADJACENT.sub(lambda m: _merge(m, m.group("a"), m.group("b")), text)
            text = _PY_JOIN.sub(_joined, text)
            text = _PY_REVERSED.sub(
                lambda m: _keep_lines(m, _quote(_body(m.group("a"))[::-1])), text
            )
        elif language == "js":
            text = _JS_JOIN.sub(_joined, text)
            text = _JS_REVERSED.sub(
                lambda m: _keep_lines(m, _quote(_body(m.group("a"))[::-1])), text
            )
        elif language == "powershell":
            text = _PS_JOIN.sub(_joined, text)
            text = _PS_INVOKE.sub(
                lambda m: _keep_lines(m, _body(m.group("a") or m.group("b"))), text
            )
        if text == before:
            break
    return text


def _substitute(text: str, assignment: re.Pattern[str], reference: object) -> str:
    """Names assigned exactly one literal, read elsewhere: the literal in their place."""
    assigned: dict[str, list[str]] = {}
    for match in assignment.finditer(text):
        assigned.setdefault(match.group("name"), []).append(match.group("value"))
    for name, values in list(assigned.items())[:64]:
        if len(values) != 1 or not callable(reference):
            continue
        pattern = reference(name)
        value = " ".join(values[0].split("\n"))
        lines = text.split("\n")
        for index, line in enumerate(lines):
            if assignment.match(line) and re.search(rf"\b{re.escape(name)}\b\s*=", line):
                continue
            if name in line:
                lines[index] = pattern.sub(lambda m, v=value, t=line: _placed(m, v, t), line)
        text = "\n".join(lines)
    return text


def _placed(match: re.Match[str], value: str, line: str) -> str:
    """The literal for a name read outside quotes; inside a double-quoted string (PowerShell's
    ``"$verb-$noun"``) only its text."""
    inside = line.count('"', 0, match.start()) % 2 == 1
    if inside and value[:1] in "'\"" and value[-1:] == value[:1]:
        return value[1:-1]
    return value


def _fold_batch(text: str) -> str:
    variables: dict[str, str] = {}
    out: list[str] = []
    for raw in text.split("\n"):
        line = raw
        for name, value in variables.items():
            line = re.sub(
                rf"[%!]{re.escape(name)}[%!]", value.replace("\\", "\\\\"), line, flags=re.I
            )
        out.append(line)
        for match in _BATCH_SET.finditer(line):
            variables[match.group("name").lower()] = match.group("value")
    return "\n".join(out)


def _body(literal: str) -> str:
    return literal[1:-1]


def _quote(body: str) -> str:
    return "'" + body + "'" if "'" not in body else '"' + body + '"'


def _keep_lines(match: re.Match[str], replacement: str) -> str:
    return replacement + "\n" * match.group(0).count("\n")


def _merge(match: re.Match[str], a: str, b: str) -> str:
    return _keep_lines(match, _quote(_body(a) + _body(b)))


def _joined(match: re.Match[str]) -> str:
    items = [_body(i.strip()) for i in re.findall(_LIT, match.group("items"))]
    sep = _body(match.group("sep")) if match.group("sep") else ","
    return _keep_lines(match, _quote(sep.join(items)))


def _chars(match: re.Match[str]) -> str:
    codes = [int(c) for c in re.findall(r"\d+", match.group("codes"))]
    if any(c > 0x10FFFF for c in codes):
        return match.group(0)
    text = "".join(chr(c) for c in codes)
    if ("'" in text and '"' in text) or "\n" in text:
        return match.group(0)
    return _keep_lines(match, _quote(text))
