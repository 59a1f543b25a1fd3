#!/usr/bin/env python3
"""Run the project's dev processes together with prefixed output."""
import itertools
import os
import selectors
import signal
import subprocess
import sys
import time
from pathlib import Path

from procs import discover

COLORS = ["36", "33", "35", "32", "34", "31"]


class Supervisor:
    def __init__(self, procs: dict[str, str]):
        self.procs = procs
        self.children: dict[str, subprocess.Popen] = {}
        self.width = max((len(n) for n in procs), default=4)
        self.sel = selectors.DefaultSelector()

    def start(self) -> None:
        env = {**os.environ, "FORCE_COLOR": "1", "PYTHONUNBUFFERED": "1"}
        for (name, cmd), color in zip(self.procs.items(), itertools.cycle(COLORS)):
            # commands come from the user's own Procfile/package.json and need shell syntax
            p = subprocess.Popen(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 env=env, start_new_session=True)
            self.children[name] = p
            self.sel.register(p.stdout, selectors.EVENT_READ, (name, color))
            self._print(name, color, f"started: {cmd} (pid {p.pid})")

    def _print(self, name: str, color: str, text: str) -> None:
        sys.stdout.write(f"\033[{color}m{name:<{self.width}} |\033[0m {text}\n")
        sys.stdout.flush()

    def pump(self) -> str | None:
        while True:
            for key, _ in self.sel.select(timeout=0.5):
                line = key.fileobj.readline()
                name, color = key.data
                if line:
                    self._print(name, color, line.decode(errors="replace").rstrip())
                else:
                    self.sel.unregister(key.fileobj)
            for name, p in self.children.items():
                if p.poll() is not None:
                    return name

    def stop(self) -> None:
        for p in self.children.values():
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        deadline = time.monotonic() + 5
        for p in self.children.values():
            try:
                p.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)


def main(argv: list[str]) -> int:
    procs = discover(Path.cwd())
    if not procs:
        print("no Procfile.dev, Procfile or dev scripts in package.json", file=sys.stderr)
        return 1
    if "--list" in argv:
        for n, c in procs.items():
            print(f"{n}: {c}")
        return 0
    wanted = [a for a in argv if not a.startswith("-")]
    if wanted:
        procs = {k: v for k, v in procs.items() if k in wanted}
    sup = Supervisor(procs)
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt))
    sup.start()
    try:
        ended = sup.pump()
        code = sup.children[ended].returncode
        print(f"\n{ended} exited with {code}; stopping the rest")
    except KeyboardInterrupt:
        code = 0
        print("\nstopping…")
    sup.stop()
    return code or 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
