import { describe, expect, it } from 'vitest';
import { UnexpectedSearchResponseError, normaliseSearchResponse } from './normalise-results';

const dealer = {
  name: 'Thekkethil Electricals',
  address: 'T.B. Junction, Main Road, Punalur',
  phone: '9846000108',
  location: 'https://www.google.com/maps/search/?api=1&query=9.0176,76.9261',
};

describe('normaliseSearchResponse', () => {
  it("reads the plain text 'No data found' as an empty list", () => {
    expect(normaliseSearchResponse('No data found')).toEqual([]);
    expect(normaliseSearchResponse(' No data found\n')).toEqual([]);
  });

  it('keeps results with an address, in order', () => {
    const other = { ...dealer, name: 'Ashtamudi Traders' };
    expect(normaliseSearchResponse([dealer, other])).toEqual([dealer, other]);
  });

  it('drops results without an address (null, missing, blank)', () => {
    const result = normaliseSearchResponse([
      { ...dealer, name: 'A', address: null },
      { name: 'B', phone: '1', location: null },
      { ...dealer, name: 'C', address: '   ' },
      dealer,
    ]);
    expect(result.map((r) => r.name)).toEqual([dealer.name]);
  });

  it('drops entries that are not objects and tidies the fields', () => {
    const result = normaliseSearchResponse([null, 'x', 3, { name: ' N ', address: ' A ', phone: 9447000101, location: '  ' }]);
    expect(result).toEqual([{ name: 'N', address: 'A', phone: '9447000101', location: null }]);
  });

  it('keeps the admin host’s dealer type code when it is one (2 Dealer, 1 Distributor), else leaves it out', () => {
    const result = normaliseSearchResponse([{ ...dealer, type: 2 }, { ...dealer, type: '1' }, { ...dealer, type: 3 }, { ...dealer, type: 'x' }]);
    expect(result.map((r) => r.type)).toEqual([2, 1, undefined, undefined]);
    expect(Object.hasOwn(result[2]!, 'type')).toBe(false);
  });

  it('parses a JSON list that arrived as text', () => {
    expect(normaliseSearchResponse(JSON.stringify([dealer]))).toEqual([dealer]);
  });

  it('rejects any other answer, so the page reports a failed search instead of showing nothing', () => {
    expect(() => normaliseSearchResponse('<html>Bad gateway</html>')).toThrow(UnexpectedSearchResponseError);
    expect(() => normaliseSearchResponse({ data: [dealer] })).toThrow(UnexpectedSearchResponseError);
    expect(() => normaliseSearchResponse('[not json')).toThrow(UnexpectedSearchResponseError);
    expect(() => normaliseSearchResponse(undefined)).toThrow(UnexpectedSearchResponseError);
  });
});
