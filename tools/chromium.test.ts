import { describe, expect, it } from 'vitest';
import { chooseChromium, DEBIAN_CHROMIUM } from './chromium.ts';

const only = (...present: string[]) => (file: string) => present.includes(file);

describe('chooseChromium', () => {
  it("prefers Debian's Chromium when it is installed and nothing is asked for", () => {
    expect(chooseChromium(undefined, only(DEBIAN_CHROMIUM))).toEqual({ source: 'debian', path: DEBIAN_CHROMIUM });
    expect(chooseChromium('', only(DEBIAN_CHROMIUM))).toEqual({ source: 'debian', path: DEBIAN_CHROMIUM });
  });

  it("falls back to npm's Chromium on a machine without Debian's", () => {
    expect(chooseChromium(undefined, only())).toEqual({ source: 'npm' });
  });

  it('uses CHROMIUM_PATH when that binary exists, even over Debian', () => {
    expect(chooseChromium('/opt/chrome/chrome', only('/opt/chrome/chrome', DEBIAN_CHROMIUM))).toEqual({ source: 'env', path: '/opt/chrome/chrome' });
  });

  it("falls back to npm's Chromium, with a warning, when CHROMIUM_PATH is missing", () => {
    const choice = chooseChromium('/nowhere/chromium', only(DEBIAN_CHROMIUM));
    expect(choice.source).toBe('npm');
    expect(choice.warning).toContain('/nowhere/chromium');
  });

  it('CHROMIUM_PATH=npm forces the npm build even when Debian is installed', () => {
    expect(chooseChromium('npm', only(DEBIAN_CHROMIUM))).toEqual({ source: 'npm' });
    expect(chooseChromium(' npm ', only(DEBIAN_CHROMIUM))).toEqual({ source: 'npm' });
  });
});
