// Children of choice nodes and a promise the test settles, for the choice editors' component tests.
import type { ChildValues } from '../../../../src/domain/choices/node-editors';

export function child(gId: string, values: Record<string, unknown>, writable = true): ChildValues {
  return { gId, name: gId.slice(gId.lastIndexOf('.') + 1), values, writable };
}

export type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
