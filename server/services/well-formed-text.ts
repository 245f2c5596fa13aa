// Text with a lone UTF-16 surrogate cannot be stored faithfully: databases hold UTF-8, so it comes
// back as U+FFFD, and a signed record would read as tampered from the moment it was created. Every
// parsed body, query and path is therefore refused when any string in it (or any key) is ill-formed.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import type { InputPart } from './validation';

export const MSG_ILL_FORMED = 'is not well-formed Unicode text (it holds a lone surrogate)';

/** Node 20 has String.prototype.isWellFormed; the lib typings of the project may not. */
export function isWellFormedText(text: string): boolean {
  return (text as string & { isWellFormed(): boolean }).isWellFormed();
}

type Frame = { value: unknown; key: string | null; parent: Frame | null };

function pathOf(frame: Frame | null): string[] {
  const path: string[] = [];
  for (let f = frame; f !== null; f = f.parent) if (f.key !== null) path.push(f.key);
  return path.reverse();
}

/**
 * The path of the first ill-formed string in a parsed JSON value, or null when all are well formed.
 * An ill-formed key is reported at the object that holds it. Walks with its own stack and builds a
 * path only for the string it reports, so a deeply nested body costs linear time and no call stack.
 */
export function illFormedPath(value: unknown): string[] | null {
  const stack: Frame[] = [{ value, key: null, parent: null }];
  for (let frame = stack.pop(); frame !== undefined; frame = stack.pop()) {
    const current = frame.value;
    if (typeof current === 'string') {
      if (!isWellFormedText(current)) return pathOf(frame);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), parent: frame });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // A binary body (an upload part) holds bytes, not text: walking its megabyte of indexes would only cost time.
      const entries = Object.entries(current as Record<string, unknown>);
      for (const [key] of entries) if (!isWellFormedText(key)) return pathOf(frame);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key, parent: frame });
      }
    }
  }
  return null;
}

/** The 400 answer naming the field, in the shape of validation.ts. */
function illFormedRefusal(path: string[], part: InputPart): HttpError {
  const field = path.join('.');
  if (field) return new HttpError(400, { error: [{ msg: `${field} ${MSG_ILL_FORMED}.`, field, severity: 2 }] });
  const what = part === 'body' ? 'Request body' : part === 'query' ? 'Query string' : 'Path';
  return new HttpError(400, { error: [{ msg: `${what} ${MSG_ILL_FORMED}.`, severity: 2 }] });
}

/** Checks params, query and body of every route before its own validation and handler run. */
export function installWellFormedCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [InputPart, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const path = illFormedPath(value);
      if (path) throw illFormedRefusal(path, part);
    }
  });
}
