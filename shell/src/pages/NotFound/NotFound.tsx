import { ScreenHydrated } from '../../remotes/ScreenHydrated';
import { Link } from 'react-router';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import { useMessages } from '@site/shared/i18n/react';
import { shellMessages } from '../../messages/shell';

/** Unknown path: a 404 inside the layout, with a way home. */
export function NotFound() {
  const t = useMessages(shellMessages);
  return (
    <PageHeader title={t('notFound.title')} eyebrow={t('notFound.eyebrow')}>
      <ScreenHydrated path="404" />
      <p>{t('notFound.text')}</p>
      <p>
        <Link className="btn btn-primary" to="/">
          {t('home.link')}
        </Link>
      </p>
    </PageHeader>
  );
}
