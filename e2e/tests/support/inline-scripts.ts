// The scripts a page runs inline, read off its HTML as sent: no src, and not a data block (JSON,
// JSON-LD), which a browser never executes. Derived here, not with the servers' own code.
import { createHash } from 'node:crypto';

export interface InlineScript {
  attributes: string;
  code: string;
}

export function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', code = '']) => ({ attributes, code }))
    .filter(({ attributes }) => !/\bsrc=/.test(attributes) && !/\btype="application\/(ld\+)?json"/.test(attributes));
}

/** How a CSP names an inline script it allows: `'sha256-…'` of its text. */
export const cspHash = ({ code }: InlineScript): string => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
