import { describe, expect, it } from 'vitest';
import { translationProblems } from '../i18n/catalog';
import { sharedMessages } from './shared';

describe('the shared primitives’ messages', () => {
  it('have every key in both languages, with the same arguments', async () => {
    expect(await translationProblems([sharedMessages])).toEqual([]);
  });
});
