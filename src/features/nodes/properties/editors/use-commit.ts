// Saving from a web editor: one save at a time, the editor disabled while it runs.
import { useState } from 'react';
import type { PropertyValue } from '../../../../domain/nodes/node-protocol';
import type { ControlProps, SaveOutcome } from '../property-control';

export function useCommit(save: ControlProps['save']) {
  const [saving, setSaving] = useState(false);
  const commit = async (value: PropertyValue, shownText: string): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      return await save(value, shownText);
    } finally {
      setSaving(false);
    }
  };
  return { saving, commit };
}
