import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './useScrollToTop';

function Frame() {
  useScrollToTop();
  return <Outlet />;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/', element: <Frame />, children: [{ path: '*', element: null }] }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the page where the visitor scrolled it when the page first renders (hydration)', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/investors');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the path changes, and not when only the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/investors');
    await act(() => router.navigate('/investors/annual-report'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(() => router.navigate('/investors/annual-report?year=2024-2025'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
