/** A modal hash names a content page slug: lowercase letters, digits and dashes. */
const MODAL_HASH = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The hash a target URL opens as a modal (`#size-guide`, `?color=red#size-guide`); null for other URLs. */
export function modalHashOf(url: string): string | null {
  if (!url.startsWith('#') && !url.startsWith('?')) return null;
  const at = url.indexOf('#');
  if (at === -1) return null;
  const hash = url.slice(at + 1);
  return MODAL_HASH.test(hash) ? hash : null;
}

/** Every modal hash the targets and rich-text links of a content tree open, in order of first use. */
export function modalHashes(tree: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const key of ['url', 'href'] as const) {
        const url = record[key];
        if (typeof url === 'string') {
          const hash = modalHashOf(url);
          if (hash) found.add(hash);
        }
      }
      for (const child of Object.values(record)) walk(child);
    }
  };
  walk(tree);
  return [...found];
}
