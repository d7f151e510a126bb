import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';

const TITLE = 'Coming Soon...';

/**
 * Placeholder carried by the Initial Public Offer menu entry (spec §2.11: only the heading
 * Coming Soon...), in the site's one page header like every other investor page.
 */
export default function ComingSoon() {
  return <PageHeader title={TITLE} />;
}
