/**
 * The benches' command line: `--key value` pairs and bare `--flag`s (read as 'true'), e.g.
 * `npx tsx admin-orders.ts --orders 100000 --rounds 10`.
 */
export function benchArgs(argv: readonly string[] = process.argv.slice(2)): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]!.replace(/^--/, '');
    const value = argv[i + 1];
    if (value && !value.startsWith('--')) {
      args.set(key, value);
      i++;
    } else args.set(key, 'true');
  }
  return args;
}
