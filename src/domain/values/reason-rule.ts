// The reason asked for before changing a critical property or deleting (node-model §5, console §5).

import { REASON_REQUIRED } from './value-messages';

export function reasonRule(reason: string | null | undefined): true | string {
  return (reason ?? '').trim() === '' ? REASON_REQUIRED : true;
}
