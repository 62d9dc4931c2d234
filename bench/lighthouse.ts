/**
 * Lighthouse (mobile, simulated throttling) scores for the key pages of a running storefront, with
 * Debian's Chromium. Usage: npm run lighthouse -w @ridgeline/bench [-- --url http://localhost:3000]
 * Writes bench/LIGHTHOUSE.md. Budget (DESIGN.md): performance >= 95 on home, listing, product and cart.
 * For investigating: `--only listing,product` measures those pages and leaves LIGHTHOUSE.md alone;
 * `--json <dir>` keeps each page's full Lighthouse report (audits, LCP element, main-thread work) there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const baseUrl = option('--url') ?? process.env.BENCH_URL ?? 'http://localhost:3000';
const only = option('--only')?.split(',');
const jsonDir = option('--json');

const allPages: [string, string][] = [
  ['home', '/en-us'],
  ['listing', '/en-us/c/mens-hiking-boots-1101'],
  ['product', '/en-us/p/kestrel-insulated-winter-boot-mens-RL100001'],
  ['cart (empty)', '/en-us/cart'],
];
const pages = only ? allPages.filter(([name]) => only.includes(name.split(' ')[0]!)) : allPages;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const rows: string[] = [];
try {
  for (const [name, pagePath] of pages) {
    const result = await lighthouse(`${baseUrl}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { categories, audits } = result.lhr;
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(path.join(jsonDir, `${name.split(' ')[0]}.json`), JSON.stringify(result.lhr, null, 2));
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.displayValue ?? '';
    const row = `| ${name} | ${pagePath} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`;
    console.log(row);
    rows.push(row);
  }
} finally {
  chrome.kill();
}

if (only) process.exit(0);

const report = `# Lighthouse results

Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile form factor,
simulated throttling, Debian Chromium, against ${baseUrl}, measured ${new Date().toISOString().slice(0, 10)}.

| page | path | performance | accessibility | best practices | SEO | LCP | TBT | CLS |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
writeFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'LIGHTHOUSE.md'), report);
