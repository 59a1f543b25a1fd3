#!/usr/bin/env python3
"""Extrae frases candidatas a tareas de una transcripción en español."""
import re
import sys

VERBOS = r"(?:revisar|enviar|preparar|llamar|hablar|confirmar|actualizar|mandar|organizar|cerrar)"
PATRONES = [
    re.compile(rf"\b(?P<quien>[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)\s+(?:va a|se encarga de|queda en)\s+(?P<que>{VERBOS}[^.]*)", re.I),
    re.compile(rf"\b(?:tarea|pendiente)\s*:\s*(?P<que>[^.]+)", re.I),
]
FECHA = re.compile(r"\b(?:el\s+)?(lunes|martes|miércoles|jueves|viernes|\d{1,2}\s+de\s+\w+|\d{4}-\d{2}-\d{2})\b", re.I)


def main(ruta):
    with open(ruta, encoding="utf-8") as fh:
        texto = fh.read()
    for n, linea in enumerate(texto.splitlines(), 1):
        for pat in PATRONES:
            for m in pat.finditer(linea):
                quien = m.groupdict().get("quien") or "sin asignar"
                fecha = FECHA.search(linea)
                print(f"{n:>5}  {quien:<12} {m.group('que').strip()}  [{fecha.group(1) if fecha else 'sin fecha'}]")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("uso: tareas.py TRANSCRIPCION.txt")
    main(sys.argv[1])
