// Search-parameter validators shared by several routes. Values arrive parsed as JSON where they
// look like JSON (`readonly=true` is a boolean) or as strings from hand-typed addresses.
import { safeReturnUrl } from '../domain/route-access';

type Raw = Record<string, unknown>;

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

export function validateLoginSearch(search: Raw): { returnUrl?: string } {
  const returnUrl = safeReturnUrl(search.returnUrl);
  return returnUrl ? { returnUrl } : {};
}

/** A confirmation code from a link (/account/confirm?code=…); base64url of at most 100 characters. */
export function validateConfirmSearch(search: Raw): { code?: string } {
  const code = typeof search.code === 'string' ? search.code.trim() : '';
  return /^[A-Za-z0-9_-]{1,100}$/.test(code) ? { code } : {};
}

export function validateReadonlySearch(search: Raw): { readonly?: boolean } {
  return flag(search.readonly) ? { readonly: true } : {};
}

export function validateTabSearch(search: Raw): { tab?: number } {
  const tab = Number(search.tab);
  return Number.isInteger(tab) && tab >= 0 ? { tab } : {};
}

export function validateTextSearch(search: Raw): { text?: string } {
  return typeof search.text === 'string' ? { text: search.text } : search.text != null ? { text: String(search.text) } : {};
}

/** A positive whole number under `name` (?rev=N, ?projectId=N); anything else is dropped. */
export function validatePositiveIntSearch<K extends string>(search: Raw, name: K): Partial<Record<K, number>> {
  const value = Number(search[name]);
  return Number.isInteger(value) && value > 0 ? ({ [name]: value } as Partial<Record<K, number>>) : {};
}

/** Numeric record ids: a path like /feature/abc matches no route and shows the not-found view. */
export function isNumericId(value: string): boolean {
  return /^\d{1,15}$/.test(value);
}

/** A controller host name as the server accepts it; anything else is dropped. */
export function validateControllerSearch(search: Raw): { controller?: string } {
  const value = search.controller == null ? '' : String(search.controller);
  return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? { controller: value } : {};
}
