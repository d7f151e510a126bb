// How guessable a new password is, as NIST SP 800-63B asks (§3.1.1.2): a minimum length, and a check
// against passwords that are known, common or expected — dictionary words, names, keyboard walks,
// repeats, sequences, dates, and words of this site and account. zxcvbn-ts estimates the guesses an
// attacker who knows these patterns needs. Server only: its dictionaries are ~1 MB of JavaScript,
// which the console app does not download; the app checks the length (account-rules.ts) and shows
// this check's message under the password field when the server answers it.
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { siteConfig } from '@site/shared/config/site-config';
import { passwordProblem } from './account-rules';

/**
 * zxcvbn's score 4: an estimated 10^10 guesses or more ("very unguessable"). Score 3 (10^8) let
 * through "iloveyou2024!!"; every multi-word passphrase and generated password scores 4. Behind the
 * sign-in throttle and scrypt (32 MiB a hash), 10^10 guesses are out of reach online and cost years
 * offline on a stolen database.
 */
export const MIN_STRENGTH_SCORE = 4;

/** Words a guesser tries first on a pipe maker's publishing console (the company's own names come from site-config). */
const TRADE_WORDS = ['pipe', 'pipes', 'pvc', 'upvc', 'conduit', 'fittings', 'kerala', 'console', 'admin', 'investor', 'investors', 'publish'];

let factory: Promise<ZxcvbnFactory> | undefined;

/** Loaded on the first check, not at start: the dictionaries take ~150 ms to build. */
function loadFactory(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary, site: [...siteWords(), ...TRADE_WORDS] },
      // Off: it made a check take 1-4 s on this 2-core machine; l33t, reversed and dictionary
      // matching still find "P@ssw0rd2024!" and "qwertyuiop12".
      useLevenshteinDistance: false,
    });
  })();
  return factory;
}

/** The company's names as words (site-config): a guesser tries them first, so they add little strength. */
function siteWords(): string[] {
  const text = [siteConfig.companyName, siteConfig.shortName, new URL(siteConfig.siteUrl).hostname].join(' ').toLowerCase();
  return [...new Set(text.split(/[^a-z0-9]+/).filter((word) => word.length > 2 && word !== 'www' && word !== 'example'))];
}

/** Why zxcvbn finds it guessable, in a sentence: its warning, else its first suggestion, else a generic reason. */
function reason(result: ZxcvbnResult): string {
  const { warning, suggestions } = result.feedback;
  const why = warning || suggestions[0] || 'It follows a pattern that password guessers try early.';
  return /[.!?]$/.test(why) ? why : `${why}.`;
}

/**
 * Why a new password is refused, or null: the length rules first (the same words the console app
 * shows), then how guessable it is for this account name.
 */
export async function passwordStrengthProblem(password: string, { username = '' }: { username?: string } = {}): Promise<string | null> {
  const length = passwordProblem(password);
  if (length) return length;
  const zxcvbn = await loadFactory();
  const result = zxcvbn.check(password, username ? [username.toLowerCase()] : []);
  if (result.score >= MIN_STRENGTH_SCORE) return null;
  return `This password is too easy to guess: ${reason(result)} Use a longer passphrase of several unrelated words, or leave the field empty for a generated one.`;
}
