import { describe, expect, it } from 'vitest';
import { remoteEntryOf } from './remote-entry';

describe('remoteEntryOf', () => {
  it('is the entry beside the manifest, whatever folder or origin the release is in', () => {
    expect(remoteEntryOf('http://localhost:3050/mf/mfe-content/local/mf-manifest.json')).toBe('http://localhost:3050/mf/mfe-content/local/remoteEntry.js');
    expect(remoteEntryOf('https://cdn.example.com/investors/c0123456789abcdef/mf-manifest.json?x=1')).toBe('https://cdn.example.com/investors/c0123456789abcdef/remoteEntry.js');
  });
});
