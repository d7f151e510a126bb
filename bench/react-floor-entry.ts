// The React floor's browser script: loads React DOM as its own chunk, evaluated as it arrives and
// not in this script's task (as shell/src/index.ts does), then hydrates the page's tree as the
// shell's bootstrap does (in a transition) and marks the document once done, like the shell's pages.
import { createElement, startTransition, useEffect, type ReactElement } from 'react';
import { floorTree } from './react-floor-page.ts';

function Hydrated({ children }: { children: ReactElement }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '/';
  }, []);
  return children;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, createElement(Hydrated, null, floorTree(createElement)));
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('the React floor page has no #root');
void start(root);
