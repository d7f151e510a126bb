import { describe, expect, it } from 'vitest';
import { isServerBuildPath, isServerCodeFile, serverCodeTokenMatches } from './server-builds.ts';

describe('server builds are not public (issue 27)', () => {
  it('knows a server build path however it is spelt', () => {
    expect(['/server/render.cjs', '/mf/a/v1/server/screens.cjs', '/%73erver/render.cjs', '/mf/a/v1/server%2Fscreens.cjs'].map(isServerBuildPath)).toEqual([true, true, true, true]);
    expect(['/static/js/server.js', '/servers/x.js', '/mf/a/v1/mf-manifest.json', '/%zz'].map(isServerBuildPath)).toEqual([false, false, false, false]);
  });

  it('leaves a page path named server to the pages (no file extension)', () => {
    expect([isServerCodeFile('/server/render.cjs'), isServerCodeFile('/server'), isServerCodeFile('/server/')]).toEqual([true, false, false]);
  });

  it('accepts only the deployment token, and none when the deployment has none', () => {
    expect(serverCodeTokenMatches('tok', 'tok')).toBe(true);
    expect([serverCodeTokenMatches('tok', undefined), serverCodeTokenMatches(undefined, 'tok'), serverCodeTokenMatches('to', 'tok'), serverCodeTokenMatches(['tok'], 'tok')]).toEqual([false, false, false, false]);
  });
});
