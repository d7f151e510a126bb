import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CRITERIA } from '../logic/criteria';
import { failureReason, searchDealers } from './search-dealers';

const post = vi.fn();
vi.mock('@site/shared/api/client', () => ({ api: () => ({ post }) }));

const httpError = (status: number, data: unknown) => Object.assign(new Error(`HTTP ${status}`), { response: { status, data } });

describe('searchDealers', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('posts the criteria as multipart form data to /dealers/search', async () => {
    post.mockResolvedValue({ data: [] });
    const signal = new AbortController().signal;
    await searchDealers({ ...EMPTY_CRITERIA, type: '2', pin: 'Kollam' }, signal);
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body, config] = post.mock.calls[0]!;
    expect(path).toBe('/dealers/search');
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('type')).toBe('2');
    expect((body as FormData).get('pin')).toBe('Kollam');
    expect(config).toEqual({ signal });
  });

  it('returns the normalised list', async () => {
    post.mockResolvedValue({ data: [{ name: 'A', address: 'x', phone: '1', location: null }, { name: 'B', address: null }] });
    expect(await searchDealers(EMPTY_CRITERIA)).toEqual([{ name: 'A', address: 'x', phone: '1', location: null }]);
  });

  it("reads 'No data found' as an empty list, even when sent with an error status", async () => {
    post.mockResolvedValue({ data: 'No data found' });
    expect(await searchDealers(EMPTY_CRITERIA)).toEqual([]);
    post.mockRejectedValue(httpError(404, 'No data found'));
    expect(await searchDealers(EMPTY_CRITERIA)).toEqual([]);
  });

  it('fails on a server error', async () => {
    post.mockRejectedValue(httpError(500, { message: 'Internal Server Error' }));
    await expect(searchDealers(EMPTY_CRITERIA)).rejects.toThrow('HTTP 500');
  });
});

describe('failureReason', () => {
  it('tells a rate limit apart from other failures', () => {
    expect(failureReason(httpError(429, { message: 'Too many requests' }))).toBe('rateLimited');
    expect(failureReason(httpError(500, {}))).toBe('error');
    expect(failureReason(new Error('Network Error'))).toBe('error');
    expect(failureReason('boom')).toBe('error');
  });
});
