import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_API_PATHS, DOCUMENT_LISTS, type DocumentListKey } from '@site/shared/contract/admin-api';
import {
  CareerOpeningRecord,
  CommitteeMember,
  Director,
  InitialPublicOfferRecord,
  MaterialDocument,
  Policy,
  ShareholdingPattern,
} from '@site/shared/contract/records';
import { Type, type TObject } from 'typebox';
import type { ContentVersion } from '../db/content-version';
import type { ContentRepository } from '../db/content/repository';
import { DOCUMENT_LIST_RECORDS, careerOpenings, committeeMembers, directors, investorDocuments, materialDocuments, offerDocuments, policies, shareholdingPatterns } from '../db/content/tables';
import type { SiteDb } from '../db/site-db';
import { cachedJson } from '../http/cached-json';
import { jsonAnswer } from '../http/schemas';

export interface InvestorRoutesOptions {
  db: SiteDb;
  version: ContentVersion;
}

/** Each list's path, the contract schema it is sent with, and the repository (db/content/tables.ts) whose public answer it is. */
const LISTS: readonly { path: string; schema: TObject; repository: ContentRepository }[] = [
  { path: ADMIN_API_PATHS.initialPublicOffers, schema: InitialPublicOfferRecord, repository: offerDocuments },
  { path: ADMIN_API_PATHS.careerOpenings, schema: CareerOpeningRecord, repository: careerOpenings },
  { path: ADMIN_API_PATHS.boardOfDirectors, schema: Director, repository: directors },
  { path: ADMIN_API_PATHS.committees, schema: CommitteeMember, repository: committeeMembers },
  { path: ADMIN_API_PATHS.policies, schema: Policy, repository: policies },
  { path: ADMIN_API_PATHS.shareholdersPattern, schema: ShareholdingPattern, repository: shareholdingPatterns },
  { path: ADMIN_API_PATHS.materialDocuments, schema: MaterialDocument, repository: materialDocuments },
];


/** The spec's investor lists (§7): one cached, schema-serialised GET each, in the contract's field order. */
export const investorRoutes: FastifyPluginAsyncTypebox<InvestorRoutesOptions> = async (app, { db, version }) => {
  for (const { path, schema, repository } of LISTS) {
    app.get(path, { schema: jsonAnswer(Type.Array(schema)) }, cachedJson(version, () => repository.publicList(db.kysely)));
  }
  for (const [category, list] of Object.entries(DOCUMENT_LISTS) as [DocumentListKey, (typeof DOCUMENT_LISTS)[DocumentListKey]][]) {
    const answer = investorDocuments.answerOf(category);
    app.get(
      list.path,
      { schema: jsonAnswer(Type.Array(DOCUMENT_LIST_RECORDS[category])) },
      cachedJson(version, () => investorDocuments.publicList(db.kysely, { answer, where: { category } })),
    );
  }
};
