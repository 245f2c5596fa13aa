// Confirming entries and verifying the audit chain. Both are online calls of an administrator (not queued
// in the outbox: a confirmation made offline would be stale by the time it arrived); afterwards the shown
// page is fetched again, so the mirror, and with it the screen, has the new state.
import { useState } from 'react';
import type { ChainVerdict, EventLogRow, EventSource } from '../../domain/eventlog/eventlog-protocol';
import type { LocaleSettings } from '../../domain/locale-settings';
import { formatErrorLine } from '../../domain/normalize-error';
import { formatNumber } from '../../domain/values/format-number';
import { errorItemsOf } from '../../data/api-error';
import { getChainVerdict, postEventConfirm } from '../../data/eventlog/eventlog-api';
import { confirmMessage, showSnackbar } from '../../state/ui';

export const CONFIRM_ALL_QUESTION = 'You are about to: confirm every entry of this log Are you sure?';

export function chainVerdictText(verdict: ChainVerdict, locale: LocaleSettings): string {
  const checked = formatNumber(verdict.checked, 0, locale);
  if (verdict.ok) return `Audit chain intact: ${checked} entries verified.`;
  const what = verdict.reason === 'hash' ? 'its content was changed' : 'the entry before it was removed or changed';
  return `Audit chain broken at entry ${verdict.brokenId ?? '?'}: ${what} (${checked} entries verified before it).`;
}

export type EventActions = {
  confirmOne: (row: EventLogRow) => Promise<void>;
  confirmAll: () => Promise<void>;
  verify: () => Promise<void>;
  verdict: ChainVerdict | null;
  verifying: boolean;
};

/** `controller`: the actions of one controller's entries (its events page). */
export function useEventActions(source: EventSource, debug: boolean, reload: () => void, controller?: string): EventActions {
  const [verdict, setVerdict] = useState<ChainVerdict | null>(null);
  const [verifying, setVerifying] = useState(false);
  const fail = (error: unknown) => void showSnackbar(formatErrorLine(errorItemsOf(error)));

  async function confirm(id: number | undefined): Promise<void> {
    try {
      const { confirmed } = await postEventConfirm(source, id, debug, controller);
      showSnackbar(`${confirmed} ${confirmed === 1 ? 'entry' : 'entries'} confirmed`, { intent: 'success', duration: 'quick' });
      reload();
    } catch (error) {
      fail(error);
    }
  }

  return {
    confirmOne: (row) => confirm(row.id),
    async confirmAll() {
      if (await confirmMessage(CONFIRM_ALL_QUESTION)) await confirm(undefined);
    },
    async verify() {
      setVerifying(true);
      try {
        setVerdict(await getChainVerdict());
      } catch (error) {
        fail(error);
      } finally {
        setVerifying(false);
      }
    },
    verdict,
    verifying,
  };
}
