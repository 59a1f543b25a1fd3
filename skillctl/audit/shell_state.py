"""The state the shell model's command semantics share: declared once, supplied by
the evaluator in ``shell_ast``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from skillctl.audit.capability_hits import SqlSweep
from skillctl.audit.capability_hits import Termination
from skillctl.audit.flow import UNKNOWN
from skillctl.audit.flow import Hit
from skillctl.audit.flow import Value

MAX_SHOWN = 64  # texts kept for the instruction analysis

if TYPE_CHECKING:
    from tree_sitter import Node


class ShellState:
    """The evaluator's state and methods that every part of the command semantics uses."""

    env: dict[str, Value]
    arrays: dict[str, list[Value]]
    bombs: set[str]
    functions: dict[str, Node]
    calls: list[str]
    call_budget: int
    hits: list[Hit]
    sql_sweep: SqlSweep
    termination: Termination
    asked: bool
    previewed: bool
    default_push: tuple[int, str] | None
    parts: list[tuple[set[str], list[str]]] | None  # the programs of the pipeline being run
    pipeline: str  # the text of the pipeline being run ("" outside one)
    files: dict[str, Value]  # what the script wrote into files, by path: read back later
    secret_reads: set[int]  # lines where a credential file is read (cat, cp, <, tar …)
    current_line: int
    cwd: Value | None  # where `cd` went, for relative deletes (`cd ~ && rm -rf *`)
    shown: list[tuple[int, str, str]]  # what the script prints or writes: (line, text, how)

    def show(self, line: int, value: Value, how: str) -> None:
        """Keep the known text of ``value`` for the analysis of what the agent will read."""
        for said in value.texts[:4]:
            known = said.replace(UNKNOWN, " ").strip()
            if len(known) >= 20 and len(self.shown) < MAX_SHOWN:
                self.shown.append((line, known[:4000], how))

    # supplied by the evaluator
    def hit(self, found: Hit | None) -> None:
        raise NotImplementedError

    def line(self, node: Node) -> int:
        raise NotImplementedError

    def code(self, node: Node) -> str:
        raise NotImplementedError

    def call(self, name: str, args: list[Value], depth: int) -> Value:
        raise NotImplementedError

    def exec(self, payload: Value, node: Node, depth: int) -> None:
        raise NotImplementedError

    def script(self, text: str, line: int, code: str, how: str) -> None:
        raise NotImplementedError
