import type { Plugin } from 'vite';

/**
 * Fails the client build when two of its chunks import each other (directly or round a loop). Grouping
 * shared modules by the routes that use them (decision 009) can make such a loop, and then a chunk's
 * top-level code may run before a binding it imports exists: SITES was undefined in the browser once.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'ridgeline:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      const modulesOf = new Map<string, string[]>();
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        imports.set(fileName, output.imports);
        modulesOf.set(
          fileName,
          Object.keys(output.modules).map((id) => id.replace(/^.*?\/(apps|packages)\//, '$1/')),
        );
      }
      const done = new Set<string>();
      const path: string[] = [];
      const visit = (file: string): string[] | null => {
        const at = path.indexOf(file);
        if (at !== -1) return [...path.slice(at), file];
        if (done.has(file)) return null;
        path.push(file);
        for (const next of imports.get(file) ?? []) {
          const cycle = visit(next);
          if (cycle) return cycle;
        }
        path.pop();
        done.add(file);
        return null;
      };
      for (const file of imports.keys()) {
        const cycle = visit(file);
        if (cycle) {
          const holding = [...new Set(cycle)]
            .map((chunk) => `  ${chunk}: ${(modulesOf.get(chunk) ?? []).join(', ')}`)
            .join('\n');
          this.error(`client chunks import each other: ${cycle.join(' -> ')}\n${holding}`);
        }
      }
    },
  };
}
