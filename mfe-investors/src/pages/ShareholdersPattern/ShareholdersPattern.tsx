import type { ShareholdingPattern } from '@site/shared/types/entities';
import { DocumentList } from '@site/shared/ui/DocumentList/DocumentList';
import { useMemo } from 'react';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { formatInvestorDate } from '../../logic/dates';
import { ENDPOINTS } from '../../api/endpoints';
import { useInvestorPage } from '../../messages/pages';
import { textField, toDocumentItems } from '../../logic/records';
import { useAdminList } from '@site/shared/api/useAdminList';
import { useMessages, type Translator } from '@site/shared/i18n/react';
import { investorsMessages, type investorsEn } from '../../messages/investors';

const nameField: keyof ShareholdingPattern = 'Name';
const documentField: keyof ShareholdingPattern = 'Document';
const dateField: keyof ShareholdingPattern = 'Last_Updated_Date';

/** 'Date: dd/mm/yyyy' of an entry; no line at all when its date cannot be parsed (issue 18: no bare 'Date:'). */
const dateLineOf = (t: Translator<typeof investorsEn>) => (record: unknown): string | undefined => {
  const date = formatInvestorDate(textField(record, dateField));
  return date ? t('shareholding.date', { date }) : undefined;
};

/** Share Holders Pattern: name, 'Date: dd/mm/yyyy' (left out when unparseable) and a download each. */
export default function ShareholdersPattern() {
  const { title, summary } = useInvestorPage('/investors/share-holders-pattern');
  const { records, loading } = useAdminList<unknown>(ENDPOINTS.shareholdersPattern);
  const t = useMessages(investorsMessages);
  const items = useMemo(
    () => toDocumentItems(records, nameField, documentField, dateLineOf(t)),
    [records, t],
  );
  return (
    <InvestorPage title={title} intro={summary}>
      <DocumentList items={items} busy={loading} label={title} />
    </InvestorPage>
  );
}
