// The second pair of eyes (issue 28) for tests whose subject is something else: the approver account
// approves a waiting record through the console's API, as its Approvals screen does.
import { request as playwrightRequest } from '@playwright/test';
import { ADMIN_HOST } from './ports.ts';
import { CONSOLE_USERS } from './console-users.ts';

/** Signs in as the approver and approves what waits under `name`; answers the approved record. */
export async function approveAsColleague(name: string): Promise<{ published: boolean }> {
  const api = await playwrightRequest.newContext({ extraHTTPHeaders: { origin: ADMIN_HOST } });
  try {
    const { username, password } = CONSOLE_USERS.approver;
    const session = await (await api.get(`${ADMIN_HOST}/admin/api/session`)).json();
    const signedIn = await api.post(`${ADMIN_HOST}/admin/api/session`, { data: { username, password }, headers: { 'x-csrf-token': session.csrfToken } });
    if (!signedIn.ok()) throw new Error(`the approver could not sign in: ${signedIn.status()} ${await signedIn.text()}`);
    const csrfToken = (await signedIn.json()).csrfToken as string;
    const { items } = (await (await api.get(`${ADMIN_HOST}/admin/api/approvals`)).json()) as { items: { name: string; collection: string; id: number; version: number }[] };
    const item = items.find((entry) => entry.name === name);
    if (!item) throw new Error(`nothing named ${name} waits for approval`);
    const approved = await api.post(`${ADMIN_HOST}/admin/api/${item.collection}/${item.id}/approve`, { data: { version: item.version }, headers: { 'x-csrf-token': csrfToken } });
    if (!approved.ok()) throw new Error(`approval refused: ${approved.status()} ${await approved.text()}`);
    return approved.json();
  } finally {
    await api.dispose();
  }
}
