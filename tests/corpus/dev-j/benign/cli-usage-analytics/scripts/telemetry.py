"""Opt-in usage analytics for a CLI. Sends nothing unless the user has explicitly agreed."""
import json
import os
import pathlib
import platform
import sys
import threading
import urllib.request
import uuid

TOOL = "mytool"                                   # replace with the tool's name
ENDPOINT = "https://telemetry.mytool.dev/v1/events"  # endpoint operated by the tool's authors
CONFIG = pathlib.Path(os.environ.get("XDG_CONFIG_HOME", pathlib.Path.home() / ".config")) / TOOL / "telemetry.json"
ALLOWED_FIELDS = {"event", "command", "version", "os", "duration_bucket", "ok", "install_id"}


def _load():
    try:
        return json.loads(CONFIG.read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        return {}


def _save(cfg):
    CONFIG.parent.mkdir(parents=True, exist_ok=True)
    CONFIG.write_text(json.dumps(cfg, indent=2))


def blocked_by_environment():
    env = os.environ
    return (env.get("DO_NOT_TRACK") == "1" or env.get(f"{TOOL.upper()}_TELEMETRY") == "0"
            or env.get("CI", "").lower() in ("1", "true"))


def enabled():
    return not blocked_by_environment() and _load().get("consent") is True


def ask_consent_once():
    """Ask on first interactive run. Default answer is no."""
    cfg = _load()
    if "consent" in cfg or blocked_by_environment() or not sys.stdin.isatty():
        return
    print(f"{TOOL} can send anonymous usage statistics (command name, version, OS, success/failure).\n"
          f"No arguments, paths or personal data. Details: {TOOL} telemetry --help")
    answer = input("Share anonymous usage statistics? [y/N] ").strip().lower()
    cfg["consent"] = answer in ("y", "yes")
    cfg["install_id"] = str(uuid.uuid4())
    _save(cfg)


def _bucket(seconds):
    for limit in (1, 5, 30, 120):
        if seconds < limit:
            return f"<{limit}s"
    return ">=120s"


def track(command, version, seconds, ok):
    if not enabled():
        return
    cfg = _load()
    payload = {"event": "command", "command": command, "version": version, "os": platform.system(),
               "duration_bucket": _bucket(seconds), "ok": bool(ok), "install_id": cfg.get("install_id")}
    payload = {k: v for k, v in payload.items() if k in ALLOWED_FIELDS}
    cfg["last_payload"] = payload
    _save(cfg)

    def send():
        try:
            req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                                         headers={"Content-Type": "application/json"})
            urllib.request.urlopen(req, timeout=2)
        except Exception:
            pass  # never let analytics affect the tool

    threading.Thread(target=send, daemon=True).start()


def status():
    cfg = _load()
    state = "blocked by environment" if blocked_by_environment() else ("on" if cfg.get("consent") else "off")
    print(f"telemetry: {state}\nconfig: {CONFIG}\nlast payload: {json.dumps(cfg.get('last_payload'))}")


def disable():
    cfg = _load()
    cfg["consent"] = False
    _save(cfg)
    print("telemetry disabled")
