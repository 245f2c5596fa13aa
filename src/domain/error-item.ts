// The error message item of node-model.md §3 and the server's error body shape (console.md §8).

export const Severity = { info: 0, warning: 1, error: 2 } as const;
export type Severity = (typeof Severity)[keyof typeof Severity];

export type ErrorItem = {
  msg: string;
  severity?: Severity;
  field?: string;
  hidden?: boolean;
  /** ISO time */
  t?: string;
  entityName?: string;
};

/** Every error answer of the server is this object; `totpRequired` is set only by login. */
export type ErrorBody = {
  error: ErrorItem[];
  totpRequired?: boolean;
};

/** Unknown severities count as errors (node-model.md §3). */
export function normalizeSeverity(value: unknown): Severity {
  return value === 0 || value === 1 || value === 2 ? value : Severity.error;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && Array.isArray((value as { error?: unknown }).error);
}
