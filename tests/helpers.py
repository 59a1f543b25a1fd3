"""Small builders shared by tests: skill folders written byte-for-byte as a test needs them."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Mapping
from collections.abc import Sequence
from pathlib import Path


def write_skill(root: Path, name: str, text: str | bytes, *, folder: str | None = None) -> Path:
    """Create ``root/<folder or name>/SKILL.md`` holding exactly ``text`` and return the folder."""
    skill_dir = root / (folder or name)
    skill_dir.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8") if isinstance(text, str) else text
    (skill_dir / "SKILL.md").write_bytes(data)
    return skill_dir


def skill_md(
    name: str,
    description: str = "Formats tables. Use when the user asks for a table.",
    *,
    extra: str = "",
    body: str = "# Title\n\nSteps.\n",
) -> str:
    """A SKILL.md text whose frontmatter holds name, description and ``extra`` lines."""
    return f"---\nname: {name}\ndescription: {description}\n{extra}---\n{body}"


FIXTURE_SKILLS = Path(__file__).resolve().parent / "fixtures" / "skills"


def run_git(repo: Path, *args: str) -> str:
    """Run ``git args`` in ``repo`` (failing the test on error) and return its stdout."""
    done = subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True, text=True)
    return done.stdout


def make_skill_repo(root: Path, name: str, *, tag: str | None = "v1.0.0") -> Path:
    """Copy ``tests/fixtures/skills/<name>/`` into a new repository ``root/<name>`` on branch
    ``main``, commit it (modes as in the fixture) and tag it; return the repository path."""
    repo = root / name
    shutil.copytree(FIXTURE_SKILLS / name, repo, ignore=shutil.ignore_patterns("__pycache__"))
    run_git(repo, "init", "-q", "-b", "main")
    run_git(repo, "add", "-A")
    run_git(repo, "commit", "-q", "-m", f"{name}: initial import")
    if tag is not None:
        run_git(repo, "tag", "-a", tag, "-m", f"{name} {tag}")
    return repo


def fake_crontab(root: Path, initial: str = "") -> tuple[Path, Path]:
    """A ``crontab`` command that reads and writes ``root/crontab.txt``: (its folder, the file).

    Put the folder first on PATH; ``crontab -l`` prints the file, ``crontab -`` replaces it.
    """
    tab = root / "crontab.txt"
    tab.write_text(initial)
    fake = root / "bin" / "crontab"
    fake.parent.mkdir(parents=True)
    fake.write_text(f'#!/bin/sh\nif [ "$1" = "-l" ]; then cat {tab}; else cat > {tab}; fi\n')
    fake.chmod(0o755)
    return fake.parent, tab


# Each agent's skills folders as its documentation gives them (README.md cites
# the pages): the --target name, then the project folder (None: it reads
# none) and the folder -g uses, relative to the home folder.
AGENT_FOLDERS = {
    "agents": (".agents/skills", ".agents/skills"),
    "claude": (".claude/skills", ".claude/skills"),
    "codex": (".agents/skills", ".agents/skills"),
    "copilot": (".github/skills", ".copilot/skills"),
    "cursor": (".cursor/skills", ".cursor/skills"),
    "gemini": (".gemini/skills", ".gemini/skills"),
    "goose": (".goose/skills", ".config/goose/skills"),
    "hermes": (None, ".hermes/skills"),
    "opencode": (".opencode/skills", ".config/opencode/skills"),
}


def skillctl_argv(*args: str) -> list[str]:
    """The command line that runs this checkout's skillctl with ``args`` in a new process."""
    return [sys.executable, "-m", "skillctl", *args]


def kill_when(appears: Path, args: Sequence[str], *, env: Mapping[str, str] | None = None) -> None:
    """Run skillctl with ``args``; once the file ``appears`` exists, SIGKILL that process only
    (its children, a ``git commit`` say, live on)."""
    proc = subprocess.Popen(
        skillctl_argv(*args),
        env=dict(env) if env is not None else None,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    while not appears.exists() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert appears.exists(), f"skillctl {' '.join(args)} ended or hung before {appears} appeared"
    proc.send_signal(signal.SIGKILL)
    proc.wait()


def kill_at(
    checkpoint: str, marker: Path, *args: str, env: Mapping[str, str] | None = None
) -> None:
    """Run skillctl with ``args`` (and ``env`` on top of this process's environment), pause it
    at the transaction step ``checkpoint``, SIGKILL it."""
    merged = {
        **os.environ,
        **(env or {}),
        "SKILLCTL_PAUSE_AT": checkpoint,
        "SKILLCTL_PAUSE_FILE": str(marker),
    }
    kill_when(marker, args, env=merged)
