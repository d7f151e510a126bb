// The Reg 46 items of the website for the compliance clock (issue 28): every investor collection the
// public site shows, and each list of investor documents, with the last time visitors saw it change.
// That is the newest save or publication among its published records, deleted ones included (taking
// a record off the site is a change too); a scheduled or proposed record has not changed the site yet.
import { INVESTOR_DOCUMENT_LIST_KEYS } from '@site/shared/contract/admin-api';
import { INVESTOR_CATEGORIES } from '@site/shared/contract/investor-archive';
import type { Reg46Item } from '@site/shared/contract/console-api';
import { sql } from 'kysely';
import { repositoryOf } from '../db/content/tables';
import type { SiteKysely } from '../db/site-db';
import { IR_COLLECTIONS } from '../console/collections/definitions';
import { isOnPublicSite } from '../console/collections/fields';

const DOCUMENTS = 'investor-documents';

type Latest = { updated: unknown; published: unknown };
/** The later of a group's newest save and newest publish time (both ISO 8601 UTC, so they compare as text). */
function latestOf(row: Latest | undefined): string | null {
  const times = [row?.updated, row?.published].filter((time): time is string => typeof time === 'string');
  return times.length ? times.sort().at(-1)! : null;
}

const newest = () => [sql<string | null>`max(updated_at)`.as('updated'), sql<string | null>`max(publish_at)`.as('published')] as const;

export async function reg46Items(db: SiteKysely): Promise<Reg46Item[]> {
  const items: Reg46Item[] = [];
  for (const collection of IR_COLLECTIONS.filter(isOnPublicSite)) {
    const published = repositoryOf(collection.table).all(db).where('published', '=', 1);
    if (collection.key === DOCUMENTS) {
      const rows = await published.select(['category', ...newest()]).groupBy('category').execute();
      for (const category of INVESTOR_DOCUMENT_LIST_KEYS) {
        const { title, section } = INVESTOR_CATEGORIES[category];
        items.push({ key: `${DOCUMENTS}:${category}`, title, publicPage: section, lastChange: latestOf(rows.find((row) => row.category === category) as Latest | undefined) });
      }
      continue;
    }
    const row = await published.select([...newest()]).executeTakeFirst();
    const publicPage = typeof collection.publicPage === 'string' ? collection.publicPage : '/investors';
    items.push({ key: collection.key, title: collection.title, publicPage, lastChange: latestOf(row as Latest | undefined) });
  }
  return items;
}
