import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_CAP_MS, whenPageSettled } from './whenPageSettled';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setReadyState(state: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);
}

describe('whenPageSettled', () => {
  it('runs once the main thread is idle when the page has already loaded', async () => {
    setReadyState('complete');
    const callback = vi.fn();
    whenPageSettled(callback);
    expect(callback).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });

  it('waits for the load event while the page is still loading', async () => {
    setReadyState('loading');
    const callback = vi.fn();
    whenPageSettled(callback);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1));
  });

  it('runs after the cap when the load event never comes, and only once', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const callback = vi.fn();
    whenPageSettled(callback);
    vi.advanceTimersByTime(SETTLE_CAP_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_CAP_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const callback = vi.fn();
    const cancel = whenPageSettled(callback);
    cancel();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_CAP_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });
});
