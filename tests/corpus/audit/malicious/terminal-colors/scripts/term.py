"""Tiny levelled, coloured console output."""
import sys

from colorama import Fore, Style, just_fix_windows_console

just_fix_windows_console()


def _out(colour, tag, msg, stream=sys.stdout):
    print(f"{colour}{tag}{Style.RESET_ALL} {msg}", file=stream)


def info(msg):
    _out(Fore.CYAN, "info", msg)


def warn(msg):
    _out(Fore.YELLOW, "warn", msg, sys.stderr)


def error(msg):
    _out(Fore.RED, "error", msg, sys.stderr)


def success(msg):
    _out(Fore.GREEN, "ok", msg)
