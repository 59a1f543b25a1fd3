"""Hatch build hook: write src/nbclean/_version.py from pyproject's version."""
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CustomBuildHook(BuildHookInterface):
    def initialize(self, version, build_data):
        target = Path(self.root) / "src" / "nbclean" / "_version.py"
        target.write_text(f'__version__ = "{self.metadata.version}"\n')
        build_data.setdefault("artifacts", []).append(str(target.relative_to(self.root)))
