// calc.mjs - tiny arithmetic expression evaluator without eval (recursive descent).
export function evaluate(src, vars = {}) {
  const tokens = src.match(/\d+(?:\.\d+)?|[A-Za-z_]\w*|[-+*/()]/g) || [];
  if (tokens.join("") !== src.replace(/\s+/g, "")) throw new Error("unexpected character");
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];

  function primary() {
    const t = next();
    if (t === undefined) throw new Error("unexpected end");
    if (t === "(") {
      const v = expr();
      if (next() !== ")") throw new Error("missing )");
      return v;
    }
    if (t === "-") return -primary();
    if (/^\d/.test(t)) return Number(t);
    if (/^[A-Za-z_]/.test(t)) {
      if (!Object.prototype.hasOwnProperty.call(vars, t)) throw new Error(`unknown variable ${t}`);
      const v = Number(vars[t]);
      if (Number.isNaN(v)) throw new Error(`variable ${t} is not a number`);
      return v;
    }
    throw new Error(`unexpected token ${t}`);
  }

  function term() {
    let v = primary();
    while (peek() === "*" || peek() === "/") {
      const op = next();
      const r = primary();
      v = op === "*" ? v * r : v / r;
    }
    return v;
  }

  function expr() {
    let v = term();
    while (peek() === "+" || peek() === "-") {
      const op = next();
      const r = term();
      v = op === "+" ? v + r : v - r;
    }
    return v;
  }

  const result = expr();
  if (i !== tokens.length) throw new Error(`unexpected token ${peek()}`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [src, json = "{}"] = process.argv.slice(2);
  console.log(evaluate(src, JSON.parse(json)));
}
