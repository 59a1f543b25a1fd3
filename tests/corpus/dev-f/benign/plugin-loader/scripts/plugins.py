"""Minimal plugin manager: discover, import, register, call hooks by name."""
import importlib
import importlib.metadata
import logging
import pkgutil

log = logging.getLogger(__name__)
API_VERSION = 2


class PluginManager:
    def __init__(self, package=None, group=None, strict=False):
        self.package = package
        self.group = group
        self.strict = strict
        self.plugins = {}
        self.hooks = {}

    # discovery -----------------------------------------------------------
    def _local_names(self):
        if not self.package:
            return []
        pkg = importlib.import_module(self.package)
        return [f"{self.package}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]

    def _entry_points(self):
        if not self.group:
            return []
        return list(importlib.metadata.entry_points(group=self.group))

    # loading -------------------------------------------------------------
    def _accept(self, module):
        name = getattr(module, "NAME", None)
        version = getattr(module, "API_VERSION", None)
        if not name or version != API_VERSION:
            log.warning("skipping %s: NAME=%r API_VERSION=%r", module.__name__, name, version)
            return False
        return True

    def _register(self, module):
        register = getattr(module, "register", None)
        if callable(register):
            register(self)
        self.plugins[module.NAME] = module

    def load_all(self):
        candidates = [importlib.import_module(n) for n in self._local_names()]
        for ep in self._entry_points():
            try:
                candidates.append(ep.load())
            except Exception:  # noqa: BLE001
                log.exception("failed to load entry point %s", ep.name)
                if self.strict:
                    raise
        for module in candidates:
            if self._accept(module):
                self._register(module)
        return self.plugins

    # hooks ---------------------------------------------------------------
    def add_hook(self, hook_name, func):
        self.hooks.setdefault(hook_name, []).append(func)

    def call(self, hook_name, *args, **kwargs):
        results = []
        for name, module in self.plugins.items():
            func = getattr(module, hook_name, None)
            if callable(func):
                results.append(func(*args, **kwargs))
        for func in self.hooks.get(hook_name, []):
            results.append(func(*args, **kwargs))
        return results
