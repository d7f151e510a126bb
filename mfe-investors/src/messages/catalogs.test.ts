import { describe, expect, it } from 'vitest';
import { translationProblems, type Catalog } from '@site/shared/i18n/catalog';
import { alertsMessages } from './alerts';
import { investorsMessages } from './investors';
import { investorPagesContent } from './pages';

describe("mfe-investors' messages", () => {
  it('have every key in both languages, with the same arguments (the list shows what is missing)', async () => {
    expect(await translationProblems([investorPagesContent, investorsMessages, alertsMessages] as Catalog<unknown>[])).toEqual([]);
  });
});
