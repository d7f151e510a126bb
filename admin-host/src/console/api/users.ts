// The users screen's API (role `admin`): list accounts, create one (roles, a password given or
// generated), change roles, disable or enable, reset the password, remove. Every change is audited
// (entity `users`, never a password hash) and ends the account's sessions where it takes access away.
// Nobody removes their own admin access, so the console never loses its last administrator.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { AccountChange, AccountWithPassword, ConsoleAccount, IdParams, ListOf, NewAccount, PasswordReset } from '@site/shared/contract/console-api';
import { recordAudit } from '../audit';
import { accountErrors } from '../auth/account-rules';
import { generatePassword } from '../auth/password';
import { passwordStrengthProblem } from '../auth/password-strength';
import { createUser, findUserById, findUserByName, listUsers, removeUser, setDisabled, setPassword, setRoles, type User } from '../auth/users';
import type { ConsoleContext } from '../context';
import { sendError } from '../../http/errors';
import { ERROR_RESPONSES } from '../../http/schemas';

const config = { access: 'admin' as const };

/** What the audit log keeps of an account. */
const audited = (user: ConsoleAccount) => ({ name: user.username, roles: user.roles, disabled: user.disabled });

export const OWN_ADMIN = 'You cannot take away your own administrator access (admin role, disable, remove). Another administrator can.';

export const userRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext }> = async (app, { context }) => {
  const db = context.site.kysely;
  const accountOf = async (id: number) => (await listUsers(db)).find((user) => user.id === id);

  /**
   * Refuses a change that takes admin access from the one making it. The actor is an active admin, so
   * this alone keeps at least one active administrator: the console can never lock everyone out.
   */
  const guard = (reply: FastifyReply, actor: User, target: ConsoleAccount, next: { roles: string[]; disabled: boolean } | null): FastifyReply | undefined => {
    const keepsAdmin = next !== null && !next.disabled && next.roles.includes('admin');
    return target.id === actor.id && !keepsAdmin ? sendError(reply, 409, OWN_ADMIN) : undefined;
  };

  app.get('/users', { config, schema: { response: { 200: ListOf(ConsoleAccount), ...ERROR_RESPONSES } } }, async () => ({
    items: await listUsers(db),
  }));

  app.post(
    '/users',
    { config, attachValidation: true, schema: { body: NewAccount, response: { 201: AccountWithPassword, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const body = request.body ?? ({} as never);
      const fields = accountErrors(body, { creating: true });
      if (request.validationError && !Object.keys(fields).length) fields.form = 'Send a user name, roles from the list and a password of at most 256 characters.';
      if (Object.keys(fields).length) return sendError(reply, 400, 'Some fields need your attention.', fields);
      const username = body.username.trim();
      if (await findUserByName(db, username)) return sendError(reply, 400, 'Some fields need your attention.', { username: `A user named "${username}" already exists` });
      const weak = body.password ? await passwordStrengthProblem(body.password, { username }) : null;
      if (weak) return sendError(reply, 400, 'Some fields need your attention.', { password: weak });
      const generated = body.password ? undefined : generatePassword();
      // Checked above (its message goes on the field), or generated.
      const user = await createUser(db, { username, password: body.password || generated!, roles: body.roles, knownStrong: true });
      const created = (await accountOf(user.id))!;
      await recordAudit(db, { user: request.consoleUser!, action: 'create', entity: 'users', recordId: user.id, before: null, after: audited(created) });
      return reply.code(201).send({ user: created, ...(generated ? { password: generated } : {}) });
    },
  );

  app.put(
    '/users/:id',
    { config, attachValidation: true, schema: { params: IdParams, body: AccountChange, response: { 200: ConsoleAccount, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      if (request.validationError?.validationContext === 'params') return sendError(reply, 404, 'No such user.');
      const before = await accountOf(request.params.id);
      if (!before) return sendError(reply, 404, 'No such user.');
      const body = request.body ?? {};
      const fields = accountErrors({ roles: body.roles }, { creating: false });
      if (request.validationError && !Object.keys(fields).length) fields.form = 'Send roles from the list and disabled as true or false.';
      if (Object.keys(fields).length) return sendError(reply, 400, 'Some fields need your attention.', fields);
      const next = { roles: body.roles ?? before.roles, disabled: body.disabled ?? before.disabled };
      const refused = guard(reply, request.consoleUser!, before, next);
      if (refused) return refused;
      await context.site.write(async (trx) => {
        if (body.roles) await setRoles(trx, before.id, body.roles);
        if (body.disabled !== undefined) await setDisabled(trx, before.id, body.disabled);
        const after = (await listUsers(trx)).find((user) => user.id === before.id)!;
        await recordAudit(trx, { user: request.consoleUser!, action: 'update', entity: 'users', recordId: before.id, before: audited(before), after: audited(after) });
      });
      // Less access than before: whatever they had open ends now.
      if (next.disabled || before.roles.some((role) => !next.roles.includes(role))) await context.sessions.destroyAllFor(before.id);
      return await accountOf(before.id);
    },
  );

  app.post(
    '/users/:id/password',
    { config, attachValidation: true, schema: { params: IdParams, body: PasswordReset, response: { 200: AccountWithPassword, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const target = await findUserById(db, request.params.id);
      if (!target || request.validationError?.validationContext === 'params') return sendError(reply, 404, 'No such user.');
      const given = request.body?.password;
      const weak = given ? await passwordStrengthProblem(given, { username: target.username }) : null;
      if (weak) return sendError(reply, 400, 'Some fields need your attention.', { password: weak });
      const generated = given ? undefined : generatePassword();
      await setPassword(db, target.id, given || generated!, { knownStrong: true });
      await context.sessions.destroyAllFor(target.id, request.consoleToken ?? undefined);
      // A reset is also how an administrator unlocks an account its failed sign-ins hold back.
      await context.throttle.forgive(target.username);
      const after = (await accountOf(target.id))!;
      await recordAudit(db, { user: request.consoleUser!, action: 'update', entity: 'users', recordId: target.id, before: audited(after), after: { ...audited(after), password: 'reset' } });
      return { user: after, ...(generated ? { password: generated } : {}) };
    },
  );

  app.delete('/users/:id', { config, attachValidation: true, schema: { params: IdParams, response: { 204: Type.Null(), ...ERROR_RESPONSES } } }, async (request, reply) => {
    const target = request.validationError ? undefined : await accountOf(request.params.id);
    if (!target) return sendError(reply, 404, 'No such user.');
    const refused = guard(reply, request.consoleUser!, target, null);
    if (refused) return refused;
    await context.site.write(async (trx) => {
      await removeUser(trx, target.username);
      await recordAudit(trx, { user: request.consoleUser!, action: 'delete', entity: 'users', recordId: target.id, before: audited(target), after: null });
    });
    // No body: the 204 schema's null, which Fastify never writes for a 204.
    return reply.code(204).send(null);
  });
};
