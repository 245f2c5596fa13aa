// Samples of an analysis (console.md §7 POST /api/db/analysisaddsample; docs/decisions.md "Analyses and
// their samples"): an analysis is an experiment record, named by its guid (analysisGId); a sample is the
// lab's id of a physical sample (a LIMS barcode such as S-2026-0042), listed on the analysis in the order
// it was added. Shared by the server's check and the screen's, so both refuse the same input.
import { messageText } from '../messages/message-text';

export const ANALYSIS_ADD_SAMPLE_PATH = '/api/db/analysisaddsample';

/** Samples one analysis holds at most: a run's sequence of vials, with room to spare. */
export const MAX_SAMPLES_PER_ANALYSIS = 500;

export const SAMPLE_ID_MAX = 64;

/** Letters and digits first, then letters, digits and . _ : / - (what barcodes and LIMS ids use). */
export const SAMPLE_ID_PATTERN = new RegExp(`^[A-Za-z0-9][A-Za-z0-9._:/-]{0,${SAMPLE_ID_MAX - 1}}$`);

export const MSG_SAMPLE_ID_INVALID = /*i18n*/ 'Enter a sample id: letters and digits, then also . _ : / - (at most 64 characters).';
export const MSG_ANALYSIS_HAS_DRAFT = /*i18n*/ 'The analysis has an unpublished draft: publish or discard it before adding samples.';
export const MSG_TOO_MANY_SAMPLES = /*i18n*/ 'An analysis holds at most 500 samples.';

export function sampleAlreadyAddedText(sampleId: string): string {
  return messageText(/*i18n*/ 'Sample {sampleId} is already in this analysis.', { sampleId });
}

/** One sample of an analysis: its id, when it was added (ISO time) and by whom (display name). */
export type AnalysisSample = { sampleId: string; addedAt: string; addedBy: string };

/** The sample id as it is stored (trimmed), or null when it is not one. */
export function normalizeSampleId(text: string): string | null {
  const id = text.trim();
  return SAMPLE_ID_PATTERN.test(id) ? id : null;
}

/** Samples of a record's content, whatever it holds. */
export function samplesOf(content: Readonly<Record<string, unknown>>): AnalysisSample[] {
  return Array.isArray(content.samples) ? (content.samples as AnalysisSample[]) : [];
}
