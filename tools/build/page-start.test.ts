import { describe, expect, it } from 'vitest';
import { withPageStart } from './page-start.ts';

describe('withPageStart: index.html starts through page-start', () => {
  it('replaces the deferred main script with page-start, naming main in data-main', () => {
    const html = '<head><title>x</title><script defer src="/static/js/main.abc123.js"></script></head><body><div id="root"></div></body>';
    expect(withPageStart(html, '/static/js/page-start.def.js')).toBe(
      '<head><title>x</title><script defer src="/static/js/page-start.def.js" data-main="/static/js/main.abc123.js"></script></head><body><div id="root"></div></body>',
    );
  });

  it('understands the unminified attribute form too', () => {
    const html = '<script defer="defer" src="/static/js/main.js"></script>';
    expect(withPageStart(html, '/p.js')).toBe('<script defer src="/p.js" data-main="/static/js/main.js"></script>');
  });

  it('fails the build when the page has no main script to load', () => {
    expect(() => withPageStart('<head></head>', '/p.js')).toThrow(/no deferred main script/);
  });
});
