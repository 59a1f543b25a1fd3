#!/usr/bin/env bash
# Create starter files for a C project.
set -euo pipefail
name="${1:-app}"
mkdir -p src include tests
[[ -f "include/$name.h" ]] || cat > "include/$name.h" <<H
#ifndef ${name^^}_H
#define ${name^^}_H
int ${name}_add(int a, int b);
#endif
H
[[ -f "src/$name.c" ]] || cat > "src/$name.c" <<C
#include "$name.h"
int ${name}_add(int a, int b) { return a + b; }
C
[[ -f src/main.c ]] || cat > src/main.c <<C
#include <stdio.h>
#include "$name.h"
int main(void) { printf("%d\n", ${name}_add(2, 3)); return 0; }
C
[[ -f "tests/test_$name.c" ]] || cat > "tests/test_$name.c" <<C
#include <assert.h>
#include <stdio.h>
#include "$name.h"
int main(void) { assert(${name}_add(2, 2) == 4); puts("ok"); return 0; }
C
sed -i.bak "s/^NAME    ?= app/NAME    ?= $name/" Makefile 2>/dev/null && rm -f Makefile.bak || true
echo "created src/, include/, tests/ for $name"
