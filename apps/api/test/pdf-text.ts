import { inflateSync } from 'node:zlib';

/** WinAnsi's bytes that Latin-1 reads otherwise: the euro sign, bullet, quotes and dashes. */
const WIN_ANSI: Record<number, string> = { 128: '€', 146: '’', 149: '•', 150: '–', 151: '—' };

/** The texts a pdf-lib document draws: its content streams inflated, each `<hex> Tj` decoded from WinAnsi. */
export function drawnTexts(pdf: Uint8Array): string[] {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
    const bytes = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return match[1]!;
    }
  });
  return streams.flatMap((stream) =>
    [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) =>
      [...Buffer.from(m[1]!, 'hex')].map((byte) => WIN_ANSI[byte] ?? String.fromCharCode(byte)).join(''),
    ),
  );
}
