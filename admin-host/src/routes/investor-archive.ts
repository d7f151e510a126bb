// Issue 17's endpoints (the contract: shared/src/contract/investor-archive.ts): search, latest, the
// Atom feed, the Reg 46 lists and the key contacts. All cached like the spec's lists.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { siteConfig } from '@site/shared/config/site-config';
import { REG46_DOCUMENT_LISTS, type Reg46DocumentListKey } from '@site/shared/contract/admin-api';
import { INVESTOR_ARCHIVE_ENDPOINTS as ENDPOINTS, LATEST_LIMIT, SEARCH_LIMIT } from '@site/shared/contract/investor-archive';
import {
  ArchiveDocument,
  CreditRating,
  InvestorLatestResponse,
  InvestorMeet,
  InvestorSearchResponse,
  KeyContacts,
  NewspaperPublication,
  type InvestorHit,
  type MaterialityContact,
} from '@site/shared/contract/records';
import type { ContentVersion } from '../db/content-version';
import { creditRatings, investorDocuments, investorMeets, investorServiceContacts, materialityContacts, newspaperPublications } from '../db/content/tables';
import type { SiteDb } from '../db/site-db';
import { ATOM_CONTENT_TYPE, buildAtomFeed, indianDayStart, tagUri } from '../feed/atom';
import { cachedJson, cachedResponses, JSON_TYPE, serialiseAnswer } from '../http/cached-json';
import { ERROR_RESPONSES, jsonAnswer } from '../http/schemas';
import { investorArchive } from '../search/archive';

export interface InvestorArchiveOptions {
  db: SiteDb;
  version: ContentVersion;
  /** Origin of the public site, for the feed's page links. */
  publicSiteOrigin: string;
  /** Origin this host is reached at, for the feed's own and download links. */
  publicAdminOrigin: string;
}

const FEED_ENTRIES = 30;
/** Search answers kept ready (one per text and limit). */
const SEARCH_CACHE_ENTRIES = 500;
// The tag: authority is the company's domain; the date fixes when it owned it (never change it).
const TAG_AUTHORITY = new URL(siteConfig.siteUrl).hostname;
const TAG_DATE = '2024';

const searchSchema = {
  querystring: Type.Object({
    // No length limit here: a long text is answered 200 with a message, not 400.
    q: Type.String({ default: '' }),
    limit: Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT.max, default: SEARCH_LIMIT.default }),
  }),
  ...jsonAnswer(InvestorSearchResponse),
};

const latestSchema = {
  querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: LATEST_LIMIT.max, default: LATEST_LIMIT.default }) }),
  ...jsonAnswer(InvestorLatestResponse),
};

const feedSchema = { response: ERROR_RESPONSES };

/** Issue 17's endpoints: search, latest, the Atom feed, the Reg 46 lists and key contacts; all cached like the spec's lists. */
export const investorArchiveRoutes: FastifyPluginAsyncTypebox<InvestorArchiveOptions> = async (
  app,
  { db, version, publicSiteOrigin, publicAdminOrigin },
) => {
  const archive = investorArchive(db);

  const searches = cachedResponses(version, JSON_TYPE, { maxEntries: SEARCH_CACHE_ENTRIES });
  app.get(ENDPOINTS.search, { schema: searchSchema }, async (request, reply) => {
    const { q, limit } = request.query;
    return searches.send(request, reply, `${limit}\u0000${q}`, async () => serialiseAnswer(reply, { query: q, ...(await archive.search(q, limit)) }));
  });

  const latest = cachedResponses(version, JSON_TYPE, { maxEntries: LATEST_LIMIT.max });
  app.get(ENDPOINTS.latest, { schema: latestSchema }, async (request, reply) => {
    const { limit } = request.query;
    return latest.send(request, reply, String(limit), async () => serialiseAnswer(reply, { results: await archive.latest(limit) }));
  });

  const feed = cachedResponses(version, ATOM_CONTENT_TYPE);
  app.get(ENDPOINTS.feed, { schema: feedSchema }, async (request, reply) =>
    feed.send(request, reply, '', async () => atomFeed(await archive.latest(FEED_ENTRIES), publicSiteOrigin, publicAdminOrigin)),
  );

  const k = db.kysely;
  app.get(ENDPOINTS.creditRatings, { schema: jsonAnswer(Type.Array(CreditRating)) }, cachedJson(version, () => creditRatings.publicList(k)));
  app.get(ENDPOINTS.investorMeets, { schema: jsonAnswer(Type.Array(InvestorMeet)) }, cachedJson(version, () => investorMeets.publicList(k)));
  app.get(ENDPOINTS.newspaperPublications, { schema: jsonAnswer(Type.Array(NewspaperPublication)) }, cachedJson(version, () => newspaperPublications.publicList(k)));
  // The four plain Reg 46 lists live in investor_documents beside the nine, under their category key.
  for (const [category, list] of Object.entries(REG46_DOCUMENT_LISTS) as [Reg46DocumentListKey, (typeof REG46_DOCUMENT_LISTS)[Reg46DocumentListKey]][]) {
    const answer = investorDocuments.answerOf(category);
    app.get(list.path, { schema: jsonAnswer(Type.Array(ArchiveDocument)) }, cachedJson(version, () => investorDocuments.publicList(k, { answer, where: { category } })));
  }
  app.get(
    ENDPOINTS.keyContacts,
    { schema: jsonAnswer(KeyContacts) },
    cachedJson(version, async (): Promise<KeyContacts> => {
      // The registrar block is one row (id 1); the page falls back to site-config's mailbox when there is none.
      const [row] = await investorServiceContacts.publicList(k, { where: { id: 1 } });
      const { grievance_Email = null, ...registrar } = row ?? {};
      return {
        materiality_Kmp: (await materialityContacts.publicList(k)) as MaterialityContact[],
        registrar: row ? (registrar as KeyContacts['registrar']) : null,
        grievance_Email: grievance_Email as string | null,
      };
    }),
  );
};

/** The newest documents as Atom: each links to its page on the site and encloses the PDF. */
export function atomFeed(hits: InvestorHit[], siteOrigin: string, adminOrigin: string): string {
  const updated = hits[0]?.document_Date ?? '2024-01-01';
  return buildAtomFeed({
    id: tagUri(TAG_AUTHORITY, TAG_DATE, 'investors/feed'),
    title: `${siteConfig.companyName}: investor announcements`,
    subtitle: 'Results, reports, notices and disclosures to shareholders, newest first.',
    updated: indianDayStart(updated),
    author: { name: siteConfig.companyName, uri: siteConfig.siteUrl },
    links: [
      { rel: 'self', href: `${adminOrigin}${ENDPOINTS.feed}`, type: 'application/atom+xml' },
      { rel: 'alternate', href: `${siteOrigin}/investors`, type: 'text/html' },
    ],
    entries: hits.map((hit) => ({
      // The document path is the record's stable identity across reseeds and edits of its name.
      id: tagUri(TAG_AUTHORITY, TAG_DATE, `investors/${hit.category}/${hit.document.replace(/^uploads\/documents\//, '')}`),
      title: hit.name,
      updated: indianDayStart(hit.document_Date!),
      category: { term: hit.category, label: hit.sectionTitle },
      summary: `${hit.sectionTitle}, ${hit.document_Date}`,
      links: [
        { rel: 'alternate', href: `${siteOrigin}${hit.section}`, type: 'text/html' },
        {
          rel: 'enclosure',
          href: `${adminOrigin}/${hit.document}?name=${encodeURIComponent(`${hit.name}.pdf`)}`,
          type: 'application/pdf',
          length: hit.file_Size,
          title: hit.name,
        },
      ],
    })),
  });
}
