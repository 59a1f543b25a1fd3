// Demonstrates safer alternatives to eval() on fixed sample inputs.
import vm from "node:vm";

// 1) Data: JSON.parse instead of eval
const payload = '{"user":"ana","roles":["viewer"]}';
console.log("JSON.parse ->", JSON.parse(payload));

// 2) Arithmetic formulas: a tiny recursive-descent parser, no eval at all
function evaluate(expr, vars = {}) {
  const tokens = expr.match(/\d+(?:\.\d+)?|[A-Za-z_]\w*|[-+*/()]/g) || [];
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  function primary() {
    const t = next();
    if (t === "(") { const v = sum(); next(); return v; }
    if (t === "-") return -primary();
    if (/^\d/.test(t)) return parseFloat(t);
    if (t in vars) return vars[t];
    throw new Error(`unknown token ${t}`);
  }
  function product() {
    let v = primary();
    while (peek() === "*" || peek() === "/") v = next() === "*" ? v * primary() : v / primary();
    return v;
  }
  function sum() {
    let v = product();
    while (peek() === "+" || peek() === "-") v = next() === "+" ? v + product() : v - product();
    return v;
  }
  return sum();
}
console.log("formula ->", evaluate("(price + shipping) * 1.2", { price: 10, shipping: 2.5 }));

// 3) vm with a fresh context and a timeout — convenient, but NOT a security boundary
const context = vm.createContext({ result: null });
try {
  vm.runInContext("result = [1,2,3].map(x => x * 2)", context, { timeout: 50 });
  console.log("vm result ->", context.result);
  vm.runInContext("while (true) {}", context, { timeout: 50 });
} catch (e) {
  console.log("vm timeout caught ->", e.code || e.message);
}

// What NOT to do (kept as a string for teaching; never executed):
const antiPattern = "eval(req.query.expr)  // gives the caller your whole process";
console.log("anti-pattern:", antiPattern);
