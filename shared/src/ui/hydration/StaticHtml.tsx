import { createContext, useContext, useState, type Context, type HTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * True around a tree the browser hydrates from server HTML (the shell's bootstrap says so); false
 * on the server, in a tree the browser renders from scratch, and wherever no one says (tests, a
 * remote's standalone page): there StaticHtml is an ordinary element with its children.
 */
// Every app bundles its own copy of this module, and a context connects provider and reader only
// when it is one object: one per page, found by a global symbol (as AdminDataContext).
const KEY = Symbol.for('site.hydrates-server-html');
const registry = globalThis as typeof globalThis & { [KEY]?: Context<boolean> };
export const HydratesServerHtml: Context<boolean> = (registry[KEY] ??= createContext(false));

/** One object for every kept element: React compares it on each render and, equal, leaves the DOM alone. */
const KEEP_SERVER_HTML = { __html: '' } as const;

/** The elements a static part of a page can be. */
type StaticTag = 'div' | 'nav' | 'section' | 'aside' | 'ul' | 'ol' | 'dl' | 'figure' | 'p';

interface Props extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  as?: StaticTag;
  /**
   * What the content is made of, when it can change while this element stays mounted (e.g. a
   * query string or admin data the children are built from). The server's HTML is kept only as
   * long as this equals its value at hydration; a new value renders the children as usual.
   */
  contentKey?: string;
  children: ReactNode;
}

/**
 * A part of a page with nothing to do in the browser — text, pictures, plain links, no state, no
 * handlers — that the browser does not hydrate (issue 30). On a slow phone hydration is most of the
 * work after the first paint, and it grows with every element React has to walk; here React keeps
 * the server's HTML as it is (an element whose inner HTML it never touches) and builds nothing
 * inside it. Rendered in the browser without server HTML (a client-side navigation, a section the
 * server left to the browser), or once `contentKey` changes, it renders its children as usual.
 *
 * Only plain content belongs inside: an event handler or an effect in here never runs on a
 * server-rendered page. Links stay links: the shell follows a plain same-site link with the router
 * (useFollowPlainLinks), as it would a <Link>.
 */
export function StaticHtml({ as: Tag = 'div', contentKey = '', children, ...attributes }: Props) {
  const serverOrHydrating = !useHydrated();
  const hydratesServerHtml = useContext(HydratesServerHtml);
  // Decided once, when this element is first rendered: later renders (the hydration-mode store
  // turning true right after hydration, a parent's update) keep what the server sent.
  const [keptKey, setKeptKey] = useState(() => (serverOrHydrating && hydratesServerHtml ? contentKey : undefined));
  // Once the content has changed, the server's HTML is gone for good (React has rendered the
  // children in its place): a key that comes back to its first value renders them again too.
  if (keptKey !== undefined && keptKey !== contentKey) setKeptKey(undefined);
  if (keptKey === contentKey) return <Tag {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return <Tag {...attributes}>{children}</Tag>;
}
