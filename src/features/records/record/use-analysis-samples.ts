// The analysis sample screen's state: the typed sample id, its check, and the add through the outbox
// (queued offline, shown at once, confirmed or undone by the server's answer).
import { useState } from 'react';
import { MSG_SAMPLE_ID_INVALID, normalizeSampleId, sampleAlreadyAddedText, samplesOf } from '../../../domain/records/analysis-samples';
import type { AnalysisSample } from '../../../domain/records/analysis-samples';
import type { ErrorItem } from '../../../domain/error-item';
import type { RecordAnswer } from '../../../domain/records/record-wire';
import { errorItemsOf } from '../../../data/api-error';
import { addAnalysisSample } from '../../../data/records/record-mutations';
import { displayName } from '../../../state/session';

export type AnalysisSamplesState = {
  /** The analysis's samples in the order they were added. */
  samples: AnalysisSample[];
  text: string;
  setText: (text: string) => void;
  errors: ErrorItem[];
  busy: boolean;
  add: () => Promise<void>;
};

export function useAnalysisSamples(record: RecordAnswer): AnalysisSamplesState {
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ErrorItem[]>([]);
  const [busy, setBusy] = useState(false);
  const samples = samplesOf(record);

  const add = async () => {
    const sampleId = normalizeSampleId(text);
    if (sampleId === null) return setErrors([{ msg: MSG_SAMPLE_ID_INVALID, severity: 2, field: 'sampleId' }]);
    // The server refuses a repeat too; saying it here spares an outbox entry that can only fail.
    if (samples.some((s) => s.sampleId === sampleId)) return setErrors([{ msg: sampleAlreadyAddedText(sampleId), severity: 2, field: 'sampleId' }]);
    setErrors([]);
    setBusy(true);
    try {
      await addAnalysisSample(record, { sampleId, addedAt: new Date().toISOString(), addedBy: displayName() });
      setText('');
    } catch (error) {
      setErrors(errorItemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  return { samples, text, setText, errors, busy, add };
}
