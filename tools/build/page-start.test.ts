import { describe, expect, it } from 'vitest';
import { withPageStart } from './page-start.ts';

describe('withPageStart: index.html starts through the page-start code, inline', () => {
  it('removes the deferred main script and writes page-start at the end of <body>, naming main in data-main', () => {
    const html = '<head><title>x</title><script defer src="/static/js/main.abc123.js"></script></head><body><div id="root"></div></body>';
    expect(withPageStart(html, '(()=>{start()})();\n')).toBe(
      '<head><title>x</title></head><body><div id="root"></div><script data-main="/static/js/main.abc123.js">(()=>{start()})();</script></body>',
    );
  });

  it('understands the unminified attribute form too', () => {
    const html = '<head><script defer="defer" src="/static/js/main.js"></script></head><body></body>';
    expect(withPageStart(html, 'go()')).toBe('<head></head><body><script data-main="/static/js/main.js">go()</script></body>');
  });

  it('keeps the code as it is, `$` sequences included', () => {
    const html = '<head><script defer src="/static/js/main.js"></script></head><body></body>';
    expect(withPageStart(html, 'a.replace(/x/,"$&$1")')).toContain('<script data-main="/static/js/main.js">a.replace(/x/,"$&$1")</script>');
  });

  it('fails the build when the page has no main script to load, no body, or code that would end the element', () => {
    expect(() => withPageStart('<head></head>', 'go()')).toThrow(/no deferred main script/);
    expect(() => withPageStart('<script defer src="/static/js/main.js"></script>', 'go()')).toThrow(/no <\/body>/);
    expect(() => withPageStart('<script defer src="/static/js/main.js"></script><body></body>', 'x="</script>"')).toThrow(/cannot be inlined/);
  });
});
