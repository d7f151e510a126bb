// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratesServerHtml, StaticHtml } from './StaticHtml';

function Page({ version = 'v1', text = 'Rigid conduits' }: { version?: string; text?: string }) {
  return (
    <StaticHtml as="section" className="about" aria-label="About" contentKey={version}>
      <p>
        {text} <a href="/product">See products</a>
      </p>
    </StaticHtml>
  );
}

const hasFiber = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
let root: Root | null = null;
let container: HTMLElement;

function serverPage(html: string): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
});

describe('StaticHtml', () => {
  it('is an ordinary element with its children on the server', () => {
    const html = renderToString(<Page />);
    expect(html).toMatch(/^<section class="about" aria-label="About"><p>Rigid conduits(<!-- -->)? <a href="\/product">See products<\/a><\/p><\/section>$/);
  });

  it('keeps the server HTML as it is when the browser hydrates: the same nodes, none of them walked by React, no error', async () => {
    const html = renderToString(<Page />);
    const page = serverPage(html);
    const paragraph = page.querySelector('p')!;
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(page, <HydratesServerHtml value><Page /></HydratesServerHtml>, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(page.querySelector('p')).toBe(paragraph);
    expect(page.innerHTML).toBe(html);
    expect(hasFiber(page.querySelector('section')!)).toBe(true);
    expect(hasFiber(paragraph)).toBe(false);
    expect(hasFiber(page.querySelector('a')!)).toBe(false);
  });

  it('renders its children once its content key changes after hydration', async () => {
    const page = serverPage(renderToString(<Page />));
    await act(async () => {
      root = hydrateRoot(page, <HydratesServerHtml value><Page /></HydratesServerHtml>);
    });
    await act(async () => root!.render(<HydratesServerHtml value><Page version="v2" text="Water pipes" /></HydratesServerHtml>));
    expect(page.querySelector('p')!.textContent).toBe('Water pipes See products');
    expect(hasFiber(page.querySelector('p')!)).toBe(true);
    // Back to the first key (a filter cleared): the server's HTML is long gone, the children render.
    await act(async () => root!.render(<HydratesServerHtml value><Page version="v1" text="Rigid conduits" /></HydratesServerHtml>));
    expect(page.querySelector('p')!.textContent).toBe('Rigid conduits See products');
  });

  it('while the key stays, a new render keeps the server HTML (nothing inside is rendered again)', async () => {
    const page = serverPage(renderToString(<Page />));
    await act(async () => {
      root = hydrateRoot(page, <HydratesServerHtml value><Page /></HydratesServerHtml>);
    });
    await act(async () => root!.render(<HydratesServerHtml value><Page text="Changed without a key" /></HydratesServerHtml>));
    expect(page.querySelector('p')!.textContent).toBe('Rigid conduits See products');
  });

  it('hydrates its children as usual where no one says the tree hydrates server HTML', async () => {
    const page = serverPage(renderToString(<Page />));
    await act(async () => {
      root = hydrateRoot(page, <Page />);
    });
    expect(hasFiber(page.querySelector('p')!)).toBe(true);
  });

  it('renders its children in a tree the browser renders from scratch (a client-side navigation)', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<HydratesServerHtml value><Page /></HydratesServerHtml>);
    });
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/product');
    expect(hasFiber(container.querySelector('p')!)).toBe(true);
  });
});
