#!/usr/bin/env python3
"""Print kubeconfig context names (reads ~/.kube/config through kubectl only)."""
import subprocess


def kubectl(*args):
    return subprocess.run(["kubectl", "config", *args], capture_output=True, text=True, check=True).stdout


def main():
    current = kubectl("current-context").strip()
    for name in kubectl("get-contexts", "-o", "name").split():
        ns = kubectl("view", "-o", f"jsonpath={{.contexts[?(@.name==\"{name}\")].context.namespace}}").strip()
        mark = "*" if name == current else " "
        warn = "  <-- looks like production" if any(w in name for w in ("prod", "live")) else ""
        print(f"{mark} {name:40} ns={ns or 'default'}{warn}")


if __name__ == "__main__":
    main()
