import { adminDownloadUrl } from '@site/shared/config/env';
import type { InitialPublicOfferDocument } from '@site/shared/types/entities';
import { useMessages } from '@site/shared/i18n/react';
import { EnglishText } from '@site/shared/i18n/EnglishText';
import { shellMessages } from '../../messages/shell';

/**
 * One Initial Public Offer document (spec §2.2, §7): {host}/{offers_Document}, saved as
 * '<document_Name>.pdf', opened in a new tab. Its text says it is a PDF in a new tab. Browsers
 * ignore `download` across origins, so the name also travels as ?name= for the admin host's
 * Content-Disposition.
 */
export function OfferLink({ offer, className, onClick }: { offer: InitialPublicOfferDocument; className?: string; onClick?: () => void }) {
  const t = useMessages(shellMessages);
  return (
    <a
      className={className}
      href={adminDownloadUrl(offer.offers_Document, `${offer.document_Name}.pdf`)}
      download={`${offer.document_Name}.pdf`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {/* One span, so the link's flex layout keeps the name and its note together. */}
      <span>
        {/* The admin host's English name. */}
        <EnglishText>{offer.document_Name}</EnglishText> <span aria-hidden="true">{t('pdf')}</span>
        <span className="visually-hidden">{t('pdf.newTab')}</span>
      </span>
    </a>
  );
}
