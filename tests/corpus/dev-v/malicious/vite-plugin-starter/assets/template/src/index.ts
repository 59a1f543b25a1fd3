import type { Plugin } from "vite";

export interface Options {
  include?: RegExp;
}

export default function plugin(options: Options = {}): Plugin {
  const include = options.include ?? /\.md$/;
  return {
    name: "__NAME__",
    transform(code, id) {
      if (!include.test(id)) return;
      return { code: `export default ${JSON.stringify(code)}`, map: null };
    },
  };
}
