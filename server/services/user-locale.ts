// The locale settings a user sees (docs/decisions.md "Account self-service"): the fields they chose
// themselves (users.locale_settings) over the server's Locale settings node (0.Settings.Locale, which an
// administrator edits in Settings), over the defaults of console.md §9.
import type { Kysely } from 'kysely';
import { OWN_LOCALE_FIELDS, applyOwnLocale } from '../../src/domain/locale-rules';
import type { OwnLocale } from '../../src/domain/locale-rules';
import { withLocaleDefaults } from '../../src/domain/locale-settings';
import type { LocaleSettings } from '../../src/domain/locale-settings';
import type { Database, UserRow } from '../db/schema';
import { GID_SETTINGS } from '../nodes/node-access';

export const LOCALE_NODE_GID = `${GID_SETTINGS}.Locale`;

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The server's Locale settings node, with defaults for whatever it lacks. */
export async function readServerLocale(db: Kysely<Database>): Promise<LocaleSettings> {
  const rows = await db.selectFrom('node_properties').select(['prop_id', 'value']).where('host', '=', '').where('node_g_id', '=', LOCALE_NODE_GID).execute();
  return withLocaleDefaults(Object.fromEntries(rows.map((r) => [r.prop_id, parseJson(r.value)])) as Partial<LocaleSettings>);
}

/** The fields a user chose; anything malformed in the stored JSON is ignored rather than shown. */
export function ownLocaleOf(user: Pick<UserRow, 'locale_settings'>): OwnLocale {
  const stored = parseJson(user.locale_settings);
  if (!stored || typeof stored !== 'object') return {};
  const own: Record<string, unknown> = {};
  for (const field of OWN_LOCALE_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === (field === 'noOfDecimals' ? 'number' : 'string')) own[field] = value;
  }
  return own as OwnLocale;
}

export async function effectiveLocale(db: Kysely<Database>, user: Pick<UserRow, 'locale_settings'>): Promise<LocaleSettings> {
  return withLocaleDefaults(applyOwnLocale(await readServerLocale(db), ownLocaleOf(user)));
}
