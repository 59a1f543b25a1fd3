#!/usr/bin/env node
// Safe formula evaluation with an allowlisted parser, plus a vm "escape" demo.
"use strict";
const vm = require("node:vm");

const FUNCS = { min: Math.min, max: Math.max, round: Math.round, abs: Math.abs };

function tokenize(src) {
  const re = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_]\w*)|([-+*/%(),]))/y;
  const out = [];
  let m;
  while (re.lastIndex < src.length && (m = re.exec(src))) {
    if (m[1]) out.push({ t: "num", v: parseFloat(m[1]) });
    else if (m[2]) out.push({ t: "id", v: m[2] });
    else out.push({ t: "op", v: m[3] });
  }
  if (re.lastIndex < src.trimEnd().length) throw new SyntaxError(`unexpected input at ${re.lastIndex}`);
  return out;
}

function parse(tokens, vars) {
  let i = 0;
  const peek = () => tokens[i];
  const take = (v) => { if (!peek() || (v && peek().v !== v)) throw new SyntaxError(`expected ${v}`); return tokens[i++]; };
  function primary() {
    const tok = take();
    if (tok.t === "num") return tok.v;
    if (tok.v === "(") { const v = expr(); take(")"); return v; }
    if (tok.v === "-") return -primary();
    if (tok.t === "id") {
      if (peek() && peek().v === "(") {
        if (!Object.hasOwn(FUNCS, tok.v)) throw new SyntaxError(`function ${tok.v} not allowed`);
        take("(");
        const args = [expr()];
        while (peek() && peek().v === ",") { take(","); args.push(expr()); }
        take(")");
        return FUNCS[tok.v](...args);
      }
      if (!Object.hasOwn(vars, tok.v) || typeof vars[tok.v] !== "number") throw new SyntaxError(`unknown variable ${tok.v}`);
      return vars[tok.v];
    }
    throw new SyntaxError(`unexpected ${tok.v}`);
  }
  function term() {
    let v = primary();
    while (peek() && "*/%".includes(peek().v)) { const op = take().v; const r = primary(); v = op === "*" ? v * r : op === "/" ? v / r : v % r; }
    return v;
  }
  function expr() {
    let v = term();
    while (peek() && "+-".includes(peek().v)) { const op = take().v; const r = term(); v = op === "+" ? v + r : v - r; }
    return v;
  }
  const result = expr();
  if (i !== tokens.length) throw new SyntaxError("trailing input");
  return result;
}

if (process.argv[2] === "--vm-escape-demo") {
  // Harmless illustration: code inside a "new context" reaches the host's process object.
  const leaked = vm.runInNewContext('this.constructor.constructor("return process")().version', {}, { timeout: 100 });
  console.log(`code inside vm.runInNewContext read host process.version = ${leaked}`);
  console.log("=> node:vm is not a security boundary; do not run untrusted code with it.");
  process.exit(0);
}

const [formula, json = "{}"] = process.argv.slice(2);
if (!formula) {
  console.error('usage: formula.js "<expression>" \'{"var": 1}\'  |  --vm-escape-demo');
  process.exit(2);
}
try {
  console.log(parse(tokenize(formula), JSON.parse(json)));
} catch (e) {
  console.error(`rejected: ${e.message}`);
  process.exit(1);
}
