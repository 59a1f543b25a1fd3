#!/usr/bin/env node
// Educational demo: vm contexts are not a security boundary; a whitelisted parser is.
// Only evaluates fixed strings defined in this file.
import vm from "node:vm";

console.log("1) vm.runInNewContext gives a fresh global object...");
const ctx = { x: 2 };
console.log("   result:", vm.runInNewContext("x * 21", ctx));
console.log("   typeof process inside:", vm.runInNewContext("typeof process", {}));

console.log("\n2) ...but objects passed in still link back to the host realm.");
// Classic demonstration: reach the host's Function constructor via the
// sandbox's own constructor chain. We only ask it for a harmless value.
const escapeDemo = "this.constructor.constructor('return typeof process')()";
console.log("   host process visible from sandbox:", vm.runInNewContext(escapeDemo, {}));
console.log("   => code in a vm context can reach host globals. Do not run untrusted code this way.");

console.log("\n3) A whitelisted arithmetic parser instead of eval:");
function evaluate(expr, vars) {
  const tokens = expr.match(/\s*(\d+\.?\d*|[A-Za-z_]\w*|[-+*/()])\s*/g)?.map((t) => t.trim());
  if (!tokens || tokens.join("") !== expr.replace(/\s+/g, "")) throw new Error("invalid characters");
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  function primary() {
    const t = next();
    if (t === "(") { const v = sum(); if (next() !== ")") throw new Error("expected )"); return v; }
    if (t === "-") return -primary();
    if (/^\d/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) { if (!(t in vars)) throw new Error(`unknown variable ${t}`); return vars[t]; }
    throw new Error(`unexpected ${t}`);
  }
  function product() { let v = primary(); while (peek() === "*" || peek() === "/") v = next() === "*" ? v * primary() : v / primary(); return v; }
  function sum() { let v = product(); while (peek() === "+" || peek() === "-") v = next() === "+" ? v + product() : v - product(); return v; }
  const v = sum();
  if (i !== tokens.length) throw new Error("trailing input");
  return v;
}
console.log('   2 * (price + tax) =', evaluate("2 * (price + tax)", { price: 10, tax: 1.9 }));
try {
  evaluate("process.exit()", {});
} catch (e) {
  console.log("   rejected 'process.exit()':", e.message);
}
