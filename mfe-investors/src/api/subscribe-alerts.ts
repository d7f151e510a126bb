// The e-mail alerts form's one call: POST the address and kinds to the admin host's subscribe
// endpoint (the contract's path and body). The answer is the same whoever the address belongs to.
import { api } from '@site/shared/api/client';
import { INVESTOR_ALERT_PATHS, type AlertKind } from '@site/shared/contract/investor-alerts';
import type { AlertSubscribeBody } from '@site/shared/contract/investor-alerts-schemas';

export type SubscribeResult =
  | { status: 'sent' }
  /** The admin host refused a field (its rule is the form's, so only an old page sees this). */
  | { status: 'refused'; fields: Partial<Record<'email' | 'kinds', string>> }
  | { status: 'limited' }
  | { status: 'unreachable' };

export async function subscribeToAlerts(email: string, kinds: readonly AlertKind[]): Promise<SubscribeResult> {
  const body: AlertSubscribeBody = { email: email.trim(), kinds: [...kinds] };
  try {
    await (await api()).post(INVESTOR_ALERT_PATHS.subscribe, body);
    return { status: 'sent' };
  } catch (error) {
    const response = (error as { response?: { status?: number; data?: { fields?: Record<string, string> } } }).response;
    if (response?.status === 429) return { status: 'limited' };
    if (response?.status === 400) return { status: 'refused', fields: response.data?.fields ?? { email: 'invalid' } };
    return { status: 'unreachable' };
  }
}
