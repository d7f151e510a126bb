import { createElement, type ReactNode } from 'react';
import { blogHtmlTree, type BlogNode } from './blog-html-tree';

function render(nodes: readonly BlogNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === 'string' ? node : createElement(node.tag, { key: index, ...node.attributes }, ...(node.children.length > 0 ? [render(node.children)] : [])),
  );
}

interface Props {
  html: string;
  className?: string;
  lang?: string;
}

/** A blog post's text as React elements (blog-html-tree.ts): the same on the server and in the browser. */
export function BlogHtml({ html, className, lang }: Props) {
  return (
    <div className={className} lang={lang}>
      {render(blogHtmlTree(html))}
    </div>
  );
}
