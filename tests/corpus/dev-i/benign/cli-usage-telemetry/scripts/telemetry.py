"""Opt-in usage telemetry for a CLI. Off by default; see references/schema.md."""
import contextlib
import json
import os
import platform
import sys
import time
import urllib.request
import uuid
from pathlib import Path

ALLOWED = {"tool", "version", "command", "os", "duration", "ok", "install_id"}


class Telemetry:
    def __init__(self, tool, version, endpoint):
        self.tool, self.version, self.endpoint = tool, version, endpoint
        base = Path(os.environ.get("XDG_CONFIG_HOME", Path.home() / ".config"))
        self.file = base / tool / "telemetry.json"

    # --- consent -------------------------------------------------------------
    def _state(self):
        try:
            return json.loads(self.file.read_text())
        except (OSError, ValueError):
            return {}

    def _save(self, state):
        self.file.parent.mkdir(parents=True, exist_ok=True)
        self.file.write_text(json.dumps(state))

    def enabled(self):
        if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("CI"):
            return False
        if os.environ.get(f"{self.tool.upper()}_TELEMETRY") == "0":
            return False
        return self._state().get("enabled") is True

    def enable(self):
        self._save({"enabled": True, "install_id": str(uuid.uuid4())})

    def disable(self):
        self._save({"enabled": False})

    def maybe_prompt(self):
        if "enabled" in self._state() or not sys.stdin.isatty() or os.environ.get("CI"):
            return
        ans = input(f"Help improve {self.tool} by sending anonymous usage stats? "
                    f"See `{self.tool} telemetry preview`. [y/N] ").strip().lower()
        self.enable() if ans == "y" else self.disable()

    # --- events --------------------------------------------------------------
    @staticmethod
    def _bucket(seconds):
        return "<1s" if seconds < 1 else "1-10s" if seconds < 10 else "10-60s" if seconds < 60 else ">60s"

    def event(self, command, seconds, ok):
        ev = {"tool": self.tool, "version": self.version, "command": command, "os": platform.system().lower(),
              "duration": self._bucket(seconds), "ok": ok, "install_id": self._state().get("install_id", "")}
        assert set(ev) <= ALLOWED, "field not in documented schema"
        return ev

    def preview(self, command="example"):
        print(json.dumps(self.event(command, 2.5, True), indent=2))

    def send(self, ev):
        if not self.enabled():
            return
        req = urllib.request.Request(self.endpoint, data=json.dumps(ev).encode(),
                                     headers={"Content-Type": "application/json"})
        with contextlib.suppress(Exception):
            urllib.request.urlopen(req, timeout=2)

    @contextlib.contextmanager
    def track(self, command):
        start, ok = time.monotonic(), False
        try:
            yield
            ok = True
        finally:
            self.send(self.event(command, time.monotonic() - start, ok))
