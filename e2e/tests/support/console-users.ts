// Console accounts the e2e stack creates with the documented command (admin-host user:add, see
// stack.ts) before the admin host starts. Test-only passwords for a throw-away database.
export const CONSOLE_USERS = {
  ir: { username: 'e2e-ir', password: 'e2e ir passphrase 1', roles: ['ir'] },
  content: { username: 'e2e-content', password: 'e2e content passphrase 2', roles: ['content'] },
  throttled: { username: 'e2e-throttled', password: 'e2e throttled passphrase 3', roles: ['ir'] },
  /** A second ir account: financial results and press releases need a colleague's approval (issue 28). */
  approver: { username: 'e2e-approver', password: 'e2e approver passphrase 4', roles: ['ir'] },
} as const;
