import { describe, expect, it } from 'vitest';
import { SERVER_SECTION, serverSection, withServerLine, withServerSection } from './summary-lines.ts';

const TABLES = '# Bench summary\n\n## `/`\n\n| a | b |\n';

describe('withServerLine', () => {
  it('adds the section and the line to a summary without them', () => {
    const out = withServerLine(TABLES, 'bench:releases', 'RSS 80 → 82 MiB');
    expect(out.startsWith(TABLES.trimEnd())).toBe(true);
    expect(out).toContain(`\n\n${SERVER_SECTION}\n`);
    expect(out.trimEnd().endsWith('- **bench:releases** RSS 80 → 82 MiB')).toBe(true);
  });

  it('replaces only its own line and keeps the others', () => {
    let out = withServerLine(TABLES, 'bench:html', 'hit 1000 req/s');
    out = withServerLine(out, 'bench:releases', 'first');
    out = withServerLine(out, 'bench:releases', 'second');
    expect(out).toContain('- **bench:html** hit 1000 req/s');
    expect(out).toContain('- **bench:releases** second');
    expect(out).not.toContain('first');
    expect(out.match(new RegExp(SERVER_SECTION, 'g'))).toHaveLength(1);
  });

  it('keeps a line on one line', () => {
    expect(withServerLine('', 'k', 'a\n  b')).toContain('- **k** a b');
  });
});

describe('serverSection / withServerSection', () => {
  it('carries the section over to freshly written tables', () => {
    const old = withServerLine(TABLES, 'bench:html', 'x');
    const fresh = withServerSection('# Bench summary\n\nnew tables\n', serverSection(old));
    expect(fresh).toContain('new tables');
    expect(fresh).toContain('- **bench:html** x');
  });

  it('is empty for a summary without the section, which then stays as it is', () => {
    expect(serverSection(TABLES)).toBe('');
    expect(withServerSection(TABLES, '')).toBe(TABLES);
  });
});
