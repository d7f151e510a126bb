import type { MaterialDocument } from '@site/shared/types/entities';
import { DocumentList } from '@site/shared/ui/DocumentList/DocumentList';
import { useMemo } from 'react';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { ENDPOINTS } from '../../api/endpoints';
import { useInvestorPage } from '../../messages/pages';
import { toDocumentItems } from '../../logic/records';
import { splitMaterialDocuments } from '../../logic/split';
import { useAdminList } from '@site/shared/api/useAdminList';
import styles from './MaterialDocuments.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';

const nameField: keyof MaterialDocument = 'File_Name';
const documentField: keyof MaterialDocument = 'Upload_File';

/** Fragment id of a section, e.g. 'ipo-resolution', so each section can be linked to. */
const sectionId = (type: string) => type.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Material Documents: six sections split client-side by Type_Of_Document (spec §4). */
export default function MaterialDocuments() {
  const { title, summary } = useInvestorPage('/investors/material-documents');
  const t = useMessages(investorsMessages);
  // The sections are named by the admin host's document types, English data: on a page in another
  // language each name is marked, and its list is named by the marked heading, not by aria-label.
  const dataLang = useEnglishDataLang();
  const { records, loading } = useAdminList<MaterialDocument>(ENDPOINTS.materialDocuments);
  const sections = useMemo(
    () =>
      splitMaterialDocuments(records).map(({ key, items }) => ({
        type: key,
        id: sectionId(key),
        items: toDocumentItems(items, nameField, documentField),
      })),
    [records],
  );
  return (
    <InvestorPage title={title} intro={summary}>
      <nav aria-label={t('material.toc')} className={styles.toc}>
        <ul>
          {sections.map(({ type, id }) => (
            <li key={id}>
              <a href={`#${id}`} lang={dataLang}>
                {type}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map(({ type, id, items }) => (
        <section key={id} id={id} className={styles.section}>
          <h2 className={styles.heading} id={dataLang && `${id}-heading`} lang={dataLang}>
            {type}
          </h2>
          <DocumentList items={items} busy={loading} label={type} labelledBy={dataLang && `${id}-heading`} />
        </section>
      ))}
    </InvestorPage>
  );
}
