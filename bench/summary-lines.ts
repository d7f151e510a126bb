// SUMMARY.md holds the Lighthouse tables of `pnpm bench` and, at its end, one line per server bench
// (bench:html, bench:releases). Each script rewrites only its own line; `pnpm bench` keeps the
// section when it rewrites the tables. Pure (unit-tested in summary-lines.test.ts).

export const SERVER_SECTION = '## Server benches';
const INTRO = 'One line per script, rewritten by its latest run (details in the JSON named at the end of the line).';

/** The server-bench section of a summary ('' when it has none). */
export function serverSection(summary: string): string {
  const start = summary.indexOf(`\n${SERVER_SECTION}\n`);
  return start < 0 ? '' : summary.slice(start + 1).trimEnd() + '\n';
}

/** `summary` with the server-bench section replaced by `section` ('' removes it). */
export function withServerSection(summary: string, section: string): string {
  const start = summary.indexOf(`\n${SERVER_SECTION}\n`);
  const head = (start < 0 ? summary : summary.slice(0, start + 1)).trimEnd();
  return section ? `${head}\n\n${section.trimEnd()}\n` : `${head}\n`;
}

/** `summary` with the line of bench `key` (`- **key** …`) set to `text`, the section added if missing. */
export function withServerLine(summary: string, key: string, text: string): string {
  const section = serverSection(summary) || `${SERVER_SECTION}\n\n${INTRO}\n`;
  const prefix = `- **${key}**`;
  const lines = section.trimEnd().split('\n');
  const line = `${prefix} ${text.replace(/\s*\n\s*/g, ' ')}`;
  const at = lines.findIndex((l) => l.startsWith(prefix));
  if (at >= 0) lines[at] = line;
  else lines.push(line);
  return withServerSection(summary, `${lines.join('\n')}\n`);
}
