// Which language the app shows. Activating one loads its catalogs first, so no screen ever renders
// half in the old language, and sets the page's lang attribute (screen readers, axe's valid-lang).
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../domain/locale-settings';
import { installMessageLookup } from '../domain/messages/message-text';
import { COMMON_CATALOG, SHELL_CATALOG, SIGNED_OUT_CATALOG, hasAllTexts, loadCatalogs, type TextScope } from './catalogs';
import { lookupMessage } from './translate-message';

// The domain's messages with values in them are shown in the active language from here on.
installMessageLookup(lookupMessage);

const SOURCE_LANGUAGE = 'en';
let wanted = DEFAULT_LANGUAGE;
/** Widens once and stays wide: a sign-out keeps the signed-in text, which costs nothing more. */
let everyText = false;
let latest = 0;
let showing: Promise<void> = Promise.resolve();
let settled = true;

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

/** Loads what the wanted language and scope need, then shows it; the last call wins when two overlap. */
async function show(): Promise<void> {
  const code = wanted;
  const scope: TextScope = everyText ? 'all' : signedOutCatalogs(code);
  const call = ++latest;
  try {
    await loadCatalogs(code, scope);
  } finally {
    // Even when a catalog chunk failed: Lingui throws on any text until some language is active, and
    // a text without its catalog shows as its English id.
    if (call === latest || !i18n.locale) {
      if (i18n.locale !== code) i18n.activate(code);
      document.documentElement.lang = code;
    }
  }
}

/** Shows the app in `lang`; `signedIn` widens what is loaded to every text. */
export function activateLanguage(lang: string, signedIn: boolean): Promise<void> {
  wanted = supported(lang);
  if (signedIn) everyText = true;
  return start();
}

function start(): Promise<void> {
  const current = show();
  showing = current;
  settled = false;
  const done = () => {
    if (showing === current) settled = true;
  };
  current.then(done, done);
  return current;
}

/**
 * Every text of the language shown (or being switched to), for any page but the signed-out account
 * pages: a text with a value in it needs its catalog to be filled. A catalog that does not arrive
 * leaves those texts in English.
 */
export function loadAllTexts(): Promise<void> {
  // Again after a bundle that did not arrive (a flaky network): the next page asks for it once more.
  if (!everyText || (settled && !hasAllTexts(wanted))) {
    everyText = true;
    start();
  }
  return showing.catch(() => {});
}
