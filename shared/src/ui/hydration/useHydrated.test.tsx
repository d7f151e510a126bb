// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in server HTML and during hydration (no mismatch), then true', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('server');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(container.textContent).toBe('hydrated');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true at once when rendered in the browser without server HTML', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeTruthy();
  });
});
