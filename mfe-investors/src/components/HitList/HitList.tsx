import type { InvestorHit } from '@site/shared/contract/investor-archive';
import { DocumentList, type DocumentListItem } from '@site/shared/ui/DocumentList/DocumentList';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatInvestorDate } from '../../logic/dates';
import { isoDay } from '../../logic/financial-year';
import { useSectionTitle } from './useSectionTitle';

interface Props {
  hits: readonly InvestorHit[];
  label: string;
}

/** Under a hit's name: the section that lists it (a link) and its date. */
function HitDetails({ hit }: { hit: InvestorHit }) {
  const date = formatInvestorDate(hit.document_Date);
  const section = useSectionTitle(hit);
  return (
    <>
      <Link to={hit.section} lang={section.lang}>
        {section.title}
      </Link>
      {date && (
        <>
          <span aria-hidden="true"> · </span>
          <time dateTime={isoDay(hit.document_Date)}>{date}</time>
        </>
      )}
    </>
  );
}

/** Documents from across the section (search results, latest), ranked: the document rows of every list. */
export function HitList({ hits, label }: Props) {
  const items = useMemo(
    (): DocumentListItem[] =>
      hits.map((hit, index) => ({
        id: `${index}:${hit.document}`,
        name: hit.name,
        path: hit.document,
        fileSize: hit.file_Size,
        pageCount: hit.page_Count,
        details: <HitDetails hit={hit} />,
      })),
    [hits],
  );
  return <DocumentList items={items} label={label} ordered />;
}
