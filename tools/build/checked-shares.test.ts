import { createInstance, satisfy } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import checkedSharesPlugin, { checkedShareKey } from './checked-shares-plugin.ts';
import { checkedShares } from './checked-shares.ts';

describe('checkedShares: the pairs the shell build checks with the runtime’s own satisfy (issue 30)', () => {
  it('keeps a declaration whose version satisfies its range, and no other', () => {
    const keys = checkedShares(
      {
        react: { version: '19.3.1', requiredVersion: '^19.0.0' },
        'react-dom/client': { version: '19.3.1', requiredVersion: '^19.0.0' },
        old: { version: '18.3.1', requiredVersion: '^19.0.0' },
        anything: { version: '1.0.0', requiredVersion: false },
      },
      satisfy,
    );
    expect(keys).toEqual([checkedShareKey('react', '19.3.1', '^19.0.0'), checkedShareKey('react-dom/client', '19.3.1', '^19.0.0')]);
  });
});

describe('checkedSharesPlugin: a checked pair is handed out without the runtime checking it again', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());
  const versionWarnings = () => warn.mock.calls.map((call) => call.join(' ')).filter((text) => text.includes('does not satisfy'));

  // A singleton whose version does NOT satisfy the range, so the runtime's own check shows itself
  // as a warning: listing the pair as checked proves the plugin takes the build's word for it.
  const host = (name: string, checked: string[]) =>
    createInstance({
      name,
      remotes: [],
      shared: { react: { version: '18.3.1', lib: () => ({ from: name }), shareConfig: { singleton: true, requiredVersion: '^19.0.0' } } },
      plugins: [checkedSharesPlugin({ checked })],
    });

  it('for a listed pair: the module the runtime chose, and no version check', () => {
    const instance = host('checked-host', [checkedShareKey('react', '18.3.1', '^19.0.0')]);
    expect(instance.loadShareSync<{ from: string }>('react')()).toEqual({ from: 'checked-host' });
    expect(versionWarnings()).toEqual([]);
  });

  it('for any other pair: the runtime’s own path, warning included', () => {
    const instance = host('unchecked-host', [checkedShareKey('react', '19.3.1', '^19.0.0')]);
    expect(instance.loadShareSync<{ from: string }>('react')()).toEqual({ from: 'unchecked-host' });
    expect(versionWarnings()).toHaveLength(1);
  });
});
