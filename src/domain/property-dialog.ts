// console.md §9: a property dialog is 500 px wide and grows by 500 px for each further column of its form
// (node-model.md §2.1: form columns are at most 500 px wide, so each column keeps its full width).
import { PROPERTY_DIALOG_WIDTH } from './app-constants';

export function propertyDialogWidth(columns: number): number {
  return PROPERTY_DIALOG_WIDTH * Math.max(1, Math.floor(columns));
}
