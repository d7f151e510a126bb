import { describe, expect, it } from 'vitest';
import { translationProblems } from '@site/shared/i18n/catalog';
import { shellMessages } from './shell';

describe("the shell's messages", () => {
  it('have every key in both languages, with the same arguments', async () => {
    expect(await translationProblems([shellMessages])).toEqual([]);
  });
});
