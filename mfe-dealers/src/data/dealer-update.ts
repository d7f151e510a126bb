// The dealer/distributor update form (spec §3, §5): its type choices and mail subject.

export type DealerUpdateType = 'distributor' | 'dealer' | 'orders';

export const DEALER_UPDATE_TYPE_OPTIONS: readonly { value: DealerUpdateType; label: string }[] = [
  { value: 'distributor', label: 'Distributor' },
  { value: 'dealer', label: 'Dealer' },
  { value: 'orders', label: 'Orders' },
];

export const DEALER_UPDATE_TYPE_PLACEHOLDER = 'Select type';

/** Spec §5: every form's draft has this subject. */
export const DEALER_UPDATE_SUBJECT = 'Contact Form Submission';
