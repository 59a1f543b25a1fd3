'use strict';
const RULES = [
  [/(token|secret|password|api[_-]?key)(\s*[:=]\s*)\S+/gi, '$1$2***'],
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '***jwt***'],
  [/AKIA[0-9A-Z]{16}/g, '***akid***'],
];

function mask(line) {
  return RULES.reduce((s, [re, rep]) => s.replace(re, rep), line);
}

module.exports = { mask };
