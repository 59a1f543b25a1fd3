"""``python -m skillctl``: the same entry point as the console script."""

from __future__ import annotations

from skillctl.fastpath import main

if __name__ == "__main__":
    main()
