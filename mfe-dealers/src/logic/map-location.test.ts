import { describe, expect, it } from 'vitest';
import { directionsUrl, googleMapsQuery, isValidMapUrl, mapEmbedUrl, addressDirectionsUrl } from './map-location';

const SEARCH = 'https://www.google.com/maps/search/?api=1&query=9.0176,76.9261';

describe('isValidMapUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(isValidMapUrl(SEARCH)).toBe(true);
    expect(isValidMapUrl('http://maps.example.com/place/1')).toBe(true);
    expect(isValidMapUrl('  https://goo.gl/maps/abc  ')).toBe(true);
  });

  it('rejects landmarks, empty values, other schemes and malformed addresses', () => {
    for (const value of [
      null,
      undefined,
      '',
      '   ',
      'Near KSRTC bus stand',
      'www.google.com/maps',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://maps.example.com/x',
      'mailto:a@b.example',
      'https://',
      'https://localhost/x',
      'https://www.google.com/maps near the temple',
      'http//www.google.com',
    ]) {
      expect(isValidMapUrl(value), String(value)).toBe(false);
    }
  });
});

describe('Google Maps locations', () => {
  it('finds the place a Google Maps address points at', () => {
    expect(googleMapsQuery(SEARCH)).toBe('9.0176,76.9261');
    expect(googleMapsQuery('https://maps.google.com/?q=Punalur')).toBe('Punalur');
    expect(googleMapsQuery('https://www.google.com/maps/place/Kollam/@8.8932,76.6141,15z')).toBe('8.8932,76.6141');
    expect(googleMapsQuery('https://www.google.co.in/maps?q=Kannur')).toBe('Kannur');
  });

  it('finds nothing for other maps or non-map Google pages', () => {
    expect(googleMapsQuery('https://www.openstreetmap.org/?mlat=9.01&mlon=76.92')).toBeNull();
    expect(googleMapsQuery('https://www.google.com/search?q=Punalur')).toBeNull();
    expect(googleMapsQuery('https://evil.example/maps?q=x')).toBeNull();
    expect(googleMapsQuery('Near bus stand')).toBeNull();
  });

  it('links directions to the place, or to the location itself when it is another map', () => {
    expect(directionsUrl(SEARCH)).toBe('https://www.google.com/maps/dir/?api=1&destination=9.0176%2C76.9261');
    expect(directionsUrl('https://www.openstreetmap.org/#map=15/9.01/76.92')).toBe('https://www.openstreetmap.org/#map=15/9.01/76.92');
  });

  it('embeds only Google Maps (the one map origin the CSP allows)', () => {
    expect(mapEmbedUrl(SEARCH)).toBe('https://www.google.com/maps?q=9.0176%2C76.9261&output=embed');
    expect(mapEmbedUrl('https://www.openstreetmap.org/#map=15/9.01/76.92')).toBeNull();
  });
});

describe('addressDirectionsUrl (issue 29)', () => {
  it('builds Google Maps directions to the address, spaces folded', () => {
    expect(addressDirectionsUrl('T.B. Junction,  Main Road,\n Punalur - 691305')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=T.B.%20Junction%2C%20Main%20Road%2C%20Punalur%20-%20691305',
    );
  });
  it('gives nothing for an empty address', () => {
    for (const empty of [null, undefined, '', '   ']) expect(addressDirectionsUrl(empty)).toBeUndefined();
  });
});
