// The approvals' seals: one design for every badge (shared/src/media/approval-seal.ts), drawn from
// each approval's own mark and number in src/data/approvals.ts, so a new approval gets its seal by
// adding its data and re-running `pnpm --filter mfe-products generate:images`.
import { approvalSeal } from '@site/shared/media/approval-seal';
import { APPROVALS } from '../../src/data/approvals';

export interface BadgeDrawing {
  name: string;
  kind: 'badge';
  body: string;
}

export function approvalBadges(): BadgeDrawing[] {
  return APPROVALS.map((approval) => ({ name: approval.image, kind: 'badge', body: approvalSeal({ mark: approval.mark, reference: approval.reference }) }));
}
