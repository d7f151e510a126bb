import { render, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a screen inside a router (the screens use <Link>), as the shell does. */
export function renderScreen(screen: ReactElement): RenderResult {
  return render(<MemoryRouter>{screen}</MemoryRouter>);
}

/** A table's body rows as arrays of trimmed cell texts (row header first). */
export function bodyRows(table: HTMLElement): string[][] {
  const body = table.querySelector('tbody');
  if (!body) throw new Error('table has no tbody');
  return [...body.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''));
}

/** The <table> whose caption is `name` (tables are named by their caption). */
export function tableNamed(container: HTMLElement, name: string | RegExp): HTMLElement {
  return within(container).getByRole('table', { name });
}
