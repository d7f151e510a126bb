import { describe, expect, it, vi } from 'vitest';
import { generatePassword } from './password';
import { passwordStrengthProblem } from './password-strength';

// The dictionaries are built on the first check (a few seconds on a busy 2-core machine).
vi.setConfig({ testTimeout: 60_000 });

describe('passwordStrengthProblem', () => {
  it('refuses what guessers try first, saying why', async () => {
    const refused: Record<string, RegExp> = {
      '123456789012': /commonly used password/,
      passwordpassword: /Repeated/,
      aaaaaaaaaaaa: /Repeated characters/,
      qwertyuiop12: /commonly used password|keyboard/i,
      '            ': /Repeated characters/,
      'P@ssw0rd2024!': /commonly used password/,
      'iloveyou2024!!': /./,
      'Welcome@12345': /./,
    };
    for (const [password, why] of Object.entries(refused)) {
      const problem = await passwordStrengthProblem(password);
      expect(problem, password).toMatch(/^This password is too easy to guess: /);
      expect(problem, password).toMatch(why);
    }
  });

  it("counts the account's own name and the company's names as guessable words", async () => {
    expect(await passwordStrengthProblem('ira-kallada-2024', { username: 'ira-kallada' })).toMatch(/too easy to guess/);
    expect(await passwordStrengthProblem('kalladapolypipes1', { username: 'x' })).toMatch(/too easy to guess/);
  });

  it('checks length first, with the words the console form uses', async () => {
    expect(await passwordStrengthProblem('short')).toBe('The password must have at least 12 characters');
    expect(await passwordStrengthProblem('x'.repeat(257))).toBe('The password must have at most 256 characters');
  });

  it('accepts passphrases and generated passwords', async () => {
    for (const password of ['monsoon ledger kettle anchor', 'correct horse battery', generatePassword(), 'ഇടമൺ പുഴയുടെ കര 1994 മഴ']) {
      expect(await passwordStrengthProblem(password, { username: 'ira' }), password).toBeNull();
    }
  });
});
