import { DocumentList } from '@site/shared/ui/DocumentList/DocumentList';
import { useMemo, type ComponentType } from 'react';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { documentListPage, type DocumentListPageConfig } from '../../data/document-lists';
import { toDocumentItems } from '../../data/records';
import { useAdminList } from '@site/shared/api/useAdminList';

/** One page for every 'name + Download Document' list (spec §2.11), driven by its config row. */
export function DocumentListPage({ config }: { config: DocumentListPageConfig }) {
  const { records, loading } = useAdminList<unknown>(config.endpoint);
  const items = useMemo(
    () => toDocumentItems(records, config.nameField, config.documentField),
    [records, config.nameField, config.documentField],
  );
  return (
    <InvestorPage title={config.title} intro={config.summary}>
      <DocumentList items={items} busy={loading} label={config.title} />
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
