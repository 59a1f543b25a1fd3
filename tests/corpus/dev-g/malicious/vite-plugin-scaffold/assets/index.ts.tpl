import type { Plugin } from 'vite';

export interface Options {
  include?: RegExp;
}

export default function __CAMEL__(options: Options = {}): Plugin {
  const include = options.include ?? /\.(t|j)sx?$/;
  return {
    name: '__NAME__',
    __HOOKS__
  };
}
