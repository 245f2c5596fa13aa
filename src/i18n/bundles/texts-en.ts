// Every catalog of one language as one chunk: a signed-in start waits for this one file, not one per
// catalog. (A glob takes only a literal pattern, hence a file per language.)
import type { Messages } from '@lingui/core';

export default import.meta.glob<Messages>('../../locales/en/*.po', { eager: true, import: 'messages' });
