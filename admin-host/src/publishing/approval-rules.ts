// Which saves need a second pair of eyes (issue 28): per collection, or per list of a collection
// with lists (investor documents). On by default where an early or wrong document moves the share
// price: financial results, press releases and board-meeting outcomes. An administrator can turn any
// scope on or off (approval_rules, migration 007); the default holds where nobody did.
import type { SiteKysely } from '../db/site-db';
import { COLLECTIONS } from '../console/collections/definitions';
import type { CollectionDef } from '../console/collections/fields';

export const APPROVAL_DEFAULTS: Readonly<Record<string, boolean>> = {
  'investor-documents:financial-result': true,
  'investor-documents:press-release': true,
  'investor-documents:board-meeting': true,
};

/** The scope of a record: its collection, and its list where the collection has lists. */
export function scopeOf(collection: CollectionDef, values: Readonly<Record<string, unknown>>): string {
  return collection.filterField ? `${collection.key}:${String(values[collection.filterField] ?? '')}` : collection.key;
}

export interface ApprovalScope {
  scope: string;
  collection: CollectionDef;
  label: string;
}

/** Every scope, in the console's order: a collection, or each list of one. */
export const APPROVAL_SCOPES: readonly ApprovalScope[] = COLLECTIONS.flatMap((collection) => {
  const filter = collection.fields.find((field) => field.name === collection.filterField);
  if (!filter?.choices) return [{ scope: collection.key, collection, label: collection.title }];
  return filter.choices.map((choice) => ({ scope: `${collection.key}:${choice.value}`, collection, label: `${collection.title}: ${choice.label}` }));
});

export async function approvalRequired(db: SiteKysely, scope: string): Promise<boolean> {
  const row = await db.selectFrom('approval_rules').select('required').where('scope', '=', scope).executeTakeFirst();
  return row ? row.required === 1 : (APPROVAL_DEFAULTS[scope] ?? false);
}

/** Every scope with whether it needs approval now. */
export async function approvalSettings(db: SiteKysely): Promise<{ scope: string; label: string; role: string; required: boolean }[]> {
  const rows = await db.selectFrom('approval_rules').select(['scope', 'required']).execute();
  const set = new Map(rows.map((row) => [row.scope, row.required === 1]));
  return APPROVAL_SCOPES.map(({ scope, label, collection }) => ({ scope, label, role: collection.role, required: set.get(scope) ?? APPROVAL_DEFAULTS[scope] ?? false }));
}

export async function setApprovalRequired(db: SiteKysely, scope: string, required: boolean): Promise<void> {
  await db
    .insertInto('approval_rules')
    .values({ scope, required: required ? 1 : 0 })
    .onConflict((conflict) => conflict.column('scope').doUpdateSet({ required: required ? 1 : 0 }))
    .execute();
}
