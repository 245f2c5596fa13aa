// Which language the app shows. Activating one loads its catalogs first, so no screen ever renders
// half in the old language, and sets the page's lang attribute (screen readers, axe's valid-lang).
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../domain/locale-settings';
import { installMessageLookup } from '../domain/messages/message-text';
import { COMMON_CATALOG, SHELL_CATALOG, SIGNED_OUT_CATALOG, loadCatalogs } from './catalogs';
import { lookupMessage } from './translate-message';

// The domain's messages with values in them are shown in the active language from here on.
installMessageLookup(lookupMessage);

const SOURCE_LANGUAGE = 'en';
let scope: 'signed-out' | 'all' = 'signed-out';
let latest = 0;

function supported(lang: string): string {
  return SUPPORTED_LANGUAGES.some((l) => l.code === lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * What a signed-out page loads. In English only its own texts: every id is its English text, and a sink
 * shows an unknown one as given (the login route's script budget, issue 13). In another language also the
 * shared texts (domain messages, route titles) and the frame around the page.
 */
function signedOutCatalogs(code: string): string[] {
  return code === SOURCE_LANGUAGE ? [SIGNED_OUT_CATALOG] : [SIGNED_OUT_CATALOG, COMMON_CATALOG, SHELL_CATALOG];
}

/**
 * Shows the app in `lang`. `signedIn` widens what is loaded to every catalog (and it stays wide: a
 * sign-out keeps the signed-in text, which costs nothing more). The last call wins when two overlap.
 */
export async function activateLanguage(lang: string, signedIn: boolean): Promise<void> {
  if (signedIn) scope = 'all';
  const code = supported(lang);
  const call = ++latest;
  try {
    await loadCatalogs(code, scope === 'all' ? 'all' : signedOutCatalogs(code));
  } finally {
    // Even when a catalog chunk failed: Lingui throws on any text until some language is active, and
    // a text without its catalog shows as its English id.
    if (call === latest || !i18n.locale) {
      if (i18n.locale !== code) i18n.activate(code);
      document.documentElement.lang = code;
    }
  }
}

/**
 * Every catalog of the language shown, for a page open without sign-in that shows the app's own screens
 * (a share link's node view, the playground): a text with values in it needs its catalog to be filled.
 * A catalog that does not arrive leaves those texts in English.
 */
export function loadAllTexts(): Promise<void> {
  return activateLanguage(i18n.locale || DEFAULT_LANGUAGE, true).catch(() => {});
}
