import { useEffect, useState } from 'react';
import { fetchList } from '@site/shared/api/client';
import type { InitialPublicOfferDocument } from '@site/shared/types/entities';

export const OFFERS_PATH = '/investors/list-initial-public-offers';

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

/**
 * The Initial Public Offer documents, fetched once when the header mounts (spec §7). A failure
 * is only logged by fetchList (spec §8); the submenu then simply has no offer entries.
 */
export function useInitialPublicOffers(): InitialPublicOfferDocument[] {
  const [offers, setOffers] = useState<InitialPublicOfferDocument[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void fetchList<InitialPublicOfferDocument>(OFFERS_PATH, controller.signal).then((list) => {
      if (!controller.signal.aborted) setOffers(usableOffers(list));
    });
    return () => controller.abort();
  }, []);
  return offers;
}
