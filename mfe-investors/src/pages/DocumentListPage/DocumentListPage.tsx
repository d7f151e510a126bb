import { useMemo, type ComponentType, type ReactNode } from 'react';
import { toArchiveDocuments } from '../../logic/archive';
import { ArchiveView } from '../../components/ArchiveView/ArchiveView';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { documentListPage, type DocumentListPageConfig } from '../../data/document-lists';
import { useAdminList } from '@site/shared/api/useAdminList';
import { useInvestorPage } from '../../messages/pages';

/**
 * One page for every 'name + Download Document' list (spec §2.11), driven by its config row: the
 * records grouped by financial year with a year and text filter (issue 17).
 */
export function DocumentListPage({ config, children }: { config: DocumentListPageConfig; children?: ReactNode }) {
  const { records, loading } = useAdminList<unknown>(config.endpoint);
  const documents = useMemo(() => toArchiveDocuments(records, config), [records, config]);
  const { title, summary } = useInvestorPage(config.path);
  return (
    <InvestorPage title={title} intro={summary}>
      {children}
      <ArchiveView title={title} documents={documents} loading={loading} />
    </InvestorPage>
  );
}

const screens = new Map<string, ComponentType>();

/** The screen component of a document-list path; the same component every time it is asked for. */
export function documentListScreen(path: string): ComponentType {
  const cached = screens.get(path);
  if (cached) return cached;
  const config = documentListPage(path);
  if (!config) throw new Error(`No document list for ${path}`);
  const Screen = () => <DocumentListPage config={config} />;
  Screen.displayName = `DocumentListScreen(${path})`;
  screens.set(path, Screen);
  return Screen;
}
