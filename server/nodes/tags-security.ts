// Tag definitions (children of gsDBTags) are cached by clients until the security version changes
// (console.md §7), so every change under gsDBTags raises a counter kept in the settings table.
import type { Db } from './node-store';

export const SETTING_TAGS_SECURITY_VERSION = 'tagsSecurityVersion';

export async function readTagsSecurityVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', SETTING_TAGS_SECURITY_VERSION).executeTakeFirst();
  return row ? Number(row.value) || 0 : 0;
}

export async function bumpTagsSecurityVersion(db: Db): Promise<number> {
  const next = (await readTagsSecurityVersion(db)) + 1;
  await db
    .insertInto('settings')
    .values({ key: SETTING_TAGS_SECURITY_VERSION, value: String(next) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(next) }))
    .execute();
  return next;
}
