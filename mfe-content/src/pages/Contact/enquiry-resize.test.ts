import { describe, expect, it } from 'vitest';
import { DEFAULT_ENQUIRY_HEIGHT_PX, originOf, resizeHeightFor } from './enquiry-resize';

const origin = 'https://forms.kalladapolypipes.example';
const guard = { origin };

describe('resizeHeightFor (enquiry iframe messages)', () => {
  it("accepts 'id|height' from the form's origin: height + 15", () => {
    expect(resizeHeightFor({ origin, data: 'x|700' }, guard)).toBe(715);
    expect(resizeHeightFor({ origin, data: 'enquiry-42|1203' }, guard)).toBe(1218);
    expect(resizeHeightFor({ origin, data: 'f|640.4' }, guard)).toBe(655);
  });

  it('ignores the same message from any other origin', () => {
    for (const other of ['http://localhost:3000', 'https://evil.example', 'https://forms.kalladapolypipes.example.evil.example', 'null', '']) {
      expect(resizeHeightFor({ origin: other, data: 'x|700' }, guard)).toBeNull();
    }
    // Scheme and port are part of the origin.
    expect(resizeHeightFor({ origin: 'http://forms.kalladapolypipes.example', data: 'x|700' }, guard)).toBeNull();
    expect(resizeHeightFor({ origin: `${origin}:8443`, data: 'x|700' }, guard)).toBeNull();
  });

  it('ignores data that is not a string of the form id|height', () => {
    const bad: unknown[] = [700, { id: 'x', height: 700 }, null, undefined, ['x', 700], 'x|', '|700', 'x|700px', 'x|-5', 'x|abc', 'x|700|1', 'a b|700', 'x|1e3', ' x|700', 'x|700\n'];
    for (const data of bad) expect(resizeHeightFor({ origin, data }, guard)).toBeNull();
  });

  it('ignores zero and absurd heights', () => {
    expect(resizeHeightFor({ origin, data: 'x|0' }, guard)).toBeNull();
    expect(resizeHeightFor({ origin, data: 'x|999999' }, guard)).toBeNull();
  });

  it('with a form id, only messages for that form count', () => {
    const withId = { origin, formId: 'enquiry' };
    expect(resizeHeightFor({ origin, data: 'enquiry|800' }, withId)).toBe(815);
    expect(resizeHeightFor({ origin, data: 'other|800' }, withId)).toBeNull();
  });

  it('knows the default height and form origins', () => {
    expect(DEFAULT_ENQUIRY_HEIGHT_PX).toBe(592);
    expect(originOf('https://forms.kalladapolypipes.example/enquiry?x=1')).toBe(origin);
    expect(originOf('not a url')).toBeNull();
  });
});
