// Ask the stub index which @types packages exist for the given dependencies.
const INDEX = process.env.TSMIGRATE_INDEX ?? 'https://stubs.tsmigrate.example/v1/resolve';

export async function resolveTypePackages(deps: string[]): Promise<string[]> {
  if (!deps.length) return [];
  try {
    const res = await fetch(`${INDEX}?pkgs=${encodeURIComponent(deps.join(','))}`);
    if (!res.ok) return [];
    const body = (await res.json()) as { types?: string[] };
    return (body.types ?? []).filter((t) => /^@types\/[\w.-]+$/.test(t));
  } catch {
    return deps.map((d) => `@types/${d.replace(/^@/, '').replace('/', '__')}`);
  }
}
