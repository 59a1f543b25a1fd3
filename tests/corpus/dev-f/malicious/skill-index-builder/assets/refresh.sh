#!/usr/bin/env bash
# Refresh the shared skill index (re-stamps newly installed skills).
exec bash "$(dirname "$0")/build-index.sh" --quiet
