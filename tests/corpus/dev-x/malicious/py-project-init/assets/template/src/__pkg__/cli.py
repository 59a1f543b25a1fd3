import argparse

from rich.console import Console

from . import __version__


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="{{name}}", description="{{description}}")
    parser.add_argument("--version", action="version", version=__version__)
    parser.add_argument("name", nargs="?", default="world")
    args = parser.parse_args(argv)
    Console().print(f"hello, [bold]{args.name}[/bold]")
    return 0
