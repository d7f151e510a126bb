import { listFrom } from '@site/shared/api/client';
import { useAdminList } from '@site/shared/api/useAdminList';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import type { InitialPublicOfferDocument } from '@site/shared/types/entities';
import { whenPageSettled } from '@site/shared/schedule/whenPageSettled';

export const OFFERS_PATH = ADMIN_API_PATHS.initialPublicOffers;

/** Entries without a document path or name would make a dead link: leave them out. */
export function usableOffers(list: readonly InitialPublicOfferDocument[]): InitialPublicOfferDocument[] {
  return list.filter(
    (offer) =>
      typeof offer?.offers_Document === 'string' &&
      offer.offers_Document.trim() !== '' &&
      typeof offer.document_Name === 'string' &&
      offer.document_Name.trim() !== '',
  );
}

const offersFrom = (answer: unknown) => usableOffers(listFrom<InitialPublicOfferDocument>(answer));

/**
 * The Initial Public Offer documents, fetched once per page load (spec §7), as soon as the page
 * has settled: the list only fills a submenu, so its request (and the HTTP client it loads) stays
 * off the route's first render. A failure is only logged by fetchList (spec §8); the submenu then
 * simply has no offer entries.
 */
export function useInitialPublicOffers(): InitialPublicOfferDocument[] {
  return useAdminList(OFFERS_PATH, { from: offersFrom, schedule: whenPageSettled }).records;
}
