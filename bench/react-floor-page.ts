// The React floor's page (issue 30): one heading and a paragraph, nothing else — the least a page
// hydrated with the site's React can cost, measured beside the site on the same phone profile.
// Built from the createElement it is given: the bench's Node process renders it with the page
// server's React (bench/ has no React of its own), the browser hydrates it with the bundled one,
// so both build the same tree.
import type { createElement as CreateElement, ReactElement } from 'react';

export const FLOOR_HEADING = 'Annual Report';

export function floorTree(h: typeof CreateElement): ReactElement {
  return h(
    'main',
    null,
    h('h1', null, FLOOR_HEADING),
    h('p', null, 'A page with nothing but this text, hydrated by React DOM loaded after the first paint, as the site loads its own script.'),
  );
}
