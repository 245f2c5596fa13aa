// Components translate through useI18n(): `const i18n = useI18n(); i18n._('Sign in')`. The receiver is
// named i18n because that is what `lingui extract` looks for. It renders the component again when the
// language changes or a catalog arrives; no provider is needed, so tests render components as they are.
import { useSyncExternalStore } from 'react';
import { i18n, type I18n } from '@lingui/core';

let version = 0;
i18n.on('change', () => {
  version += 1;
});

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}

export function useI18n(): I18n {
  useSyncExternalStore(subscribe, () => version);
  return i18n;
}
