import type { ReactNode } from 'react';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';

interface Props {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The top of a content page: the site-wide PageHeader with the page's eyebrow and lead. */
export function PageIntro({ title, eyebrow, children }: Props) {
  return (
    <PageHeader title={title} eyebrow={eyebrow}>
      {children}
    </PageHeader>
  );
}
