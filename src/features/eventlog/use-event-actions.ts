// Confirming entries and verifying the audit chain. Both are online calls of an administrator (not queued
// in the outbox: a confirmation made offline would be stale by the time it arrived); afterwards the shown
// page is fetched again, so the mirror, and with it the screen, has the new state.
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import type { ChainVerdict, EventLogRow, EventSource } from '../../domain/eventlog/eventlog-protocol';
import type { LocaleSettings } from '../../domain/locale-settings';
import { formatErrorLine } from '../../domain/normalize-error';
import { formatNumber } from '../../domain/values/format-number';
import { errorItemsOf } from '../../data/api-error';
import { getChainVerdict, postEventConfirm } from '../../data/eventlog/eventlog-api';
import { useI18n } from '../../i18n/use-i18n';
import { confirmMessage, showSnackbar } from '../../state/ui';
import { useMounted } from '../../ui/use-mounted';

// Asked through the message dialog, which translates it.
export const CONFIRM_ALL_QUESTION = /*i18n*/ 'You are about to: confirm every entry of this log Are you sure?';

export function chainVerdictText(i18n: I18n, verdict: ChainVerdict, locale: LocaleSettings): string {
  const values = { count: verdict.checked, n: formatNumber(verdict.checked, 0, locale), id: String(verdict.brokenId ?? '?') };
  if (verdict.ok) return i18n._('{count, plural, one {Audit chain intact: {n} entry verified.} other {Audit chain intact: {n} entries verified.}}', values);
  if (verdict.reason === 'hash') {
    return i18n._('{count, plural, one {Audit chain broken at entry {id}: its content was changed ({n} entry verified before it).} other {Audit chain broken at entry {id}: its content was changed ({n} entries verified before it).}}', values);
  }
  return i18n._('{count, plural, one {Audit chain broken at entry {id}: the entry before it was removed or changed ({n} entry verified before it).} other {Audit chain broken at entry {id}: the entry before it was removed or changed ({n} entries verified before it).}}', values);
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
  const i18n = useI18n();
  // The server walks the whole chain to verify it: the page may be closed before it answers.
  const mounted = useMounted();
  const fail = (error: unknown) => void showSnackbar(formatErrorLine(errorItemsOf(error)));

  async function confirm(id: number | undefined): Promise<void> {
    try {
      const { confirmed } = await postEventConfirm(source, id, debug, controller);
      showSnackbar(i18n._('{count, plural, one {{count} entry confirmed} other {{count} entries confirmed}}', { count: confirmed }), { intent: 'success', duration: 'quick' });
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
        const verdict = await getChainVerdict();
        if (mounted.current) setVerdict(verdict);
      } catch (error) {
        fail(error);
      } finally {
        if (mounted.current) setVerifying(false);
      }
    },
    verdict,
    verifying,
  };
}
