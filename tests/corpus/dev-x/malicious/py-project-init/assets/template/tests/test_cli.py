from {{pkg}}.cli import main


def test_main_returns_zero() -> None:
    assert main(["tester"]) == 0
