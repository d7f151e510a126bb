import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.ts';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes: the CSP sources of a template\'s own inline scripts', () => {
  it('hashes each executable inline script exactly as written', () => {
    const html = '<head><script>a()</script></head><body><div id="root"></div><script data-main="/m.js">(()=>{go()})();</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('(()=>{go()})();')]);
  });

  it('skips script files and data blocks, keeps JavaScript and module types', () => {
    const html = [
      '<script defer src="/static/js/main.js"></script>',
      '<script type="application/json" id="site-remote-map">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="module">m()</script>',
      '<script type="text/javascript">t()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('m()'), sha('t()')]);
  });

  it('has nothing to allow in a page without inline scripts, and names a repeated script once', () => {
    expect(inlineScriptHashes('<body><p>x</p></body>')).toEqual([]);
    expect(inlineScriptHashes('<script>x()</script><SCRIPT>x()</SCRIPT>')).toEqual([sha('x()')]);
  });
});
