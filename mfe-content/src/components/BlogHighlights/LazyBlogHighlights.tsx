import { lazy, Suspense, type ComponentProps } from 'react';

// The news section sits at the bottom of Home and About and needs the HTTP client: loading it in
// its own chunk keeps that code off the path to the hero picture (the largest paint).
const BlogHighlights = lazy(() => import('./BlogHighlights').then((module) => ({ default: module.BlogHighlights })));

export function LazyBlogHighlights(props: ComponentProps<typeof BlogHighlights>) {
  return (
    <Suspense fallback={null}>
      <BlogHighlights {...props} />
    </Suspense>
  );
}
