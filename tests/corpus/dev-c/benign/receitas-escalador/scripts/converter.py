#!/usr/bin/env python3
"""Escala e converte quantidades de receitas (português)."""
import argparse
import re
import sys
from fractions import Fraction
from pathlib import Path

ML = {"xícara": 240, "xícaras": 240, "colher de sopa": 15, "colheres de sopa": 15, "colher de chá": 5, "colheres de chá": 5, "ml": 1, "l": 1000}
DENSIDADE = {"farinha": 0.5, "açúcar": 0.75, "manteiga": 0.83, "leite": 1.03, "água": 1.0, "óleo": 0.92}
LINHA = re.compile(r"^\s*(?P<q>\d+(?:[.,]\d+)?(?:/\d+)?|½|¼|¾)\s*(?P<u>xícaras?|colher(?:es)? de (?:sopa|chá)|ml|l|g|kg|unidades?|ovos?)?\s*(?:de\s+)?(?P<resto>.*)$", re.I)
FRAC = {"½": "1/2", "¼": "1/4", "¾": "3/4"}


def quantidade(txt):
    return Fraction(FRAC.get(txt, txt).replace(",", "."))


def bonito(x):
    x = Fraction(x).limit_denominator(4)
    inteiro, resto = divmod(x.numerator, x.denominator)
    simb = {Fraction(1, 2): "½", Fraction(1, 4): "¼", Fraction(3, 4): "¾"}.get(Fraction(resto, x.denominator), "")
    if resto and not simb:
        return f"{float(x):.1f}".replace(".", ",")
    return f"{inteiro or ''}{simb}" or "0"


def escalar(linha, fator, para):
    m = LINHA.match(linha)
    if not m:
        return linha
    q = quantidade(m.group("q")) * fator
    u = (m.group("u") or "").lower()
    resto = m.group("resto")
    if para == "g" and u in ML:
        dens = next((d for k, d in DENSIDADE.items() if k in resto.lower()), 1.0)
        gramas = round(float(q) * ML[u] * dens / 5) * 5
        return f"{gramas} g de {resto}"
    if u.startswith("ovo"):
        return f"{max(1, round(float(q)))} {u} {resto}".strip()
    return f"{bonito(q)} {u} {'de ' if u else ''}{resto}".replace("  ", " ").strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("entrada")
    ap.add_argument("--fator", type=Fraction, default=Fraction(1))
    ap.add_argument("--para", choices=["g", "original"], default="original")
    a = ap.parse_args()
    p = Path(a.entrada)
    linhas = p.read_text(encoding="utf-8").splitlines() if p.exists() else [a.entrada]
    for l in linhas:
        print(escalar(l, a.fator, a.para))


if __name__ == "__main__":
    sys.exit(main())
