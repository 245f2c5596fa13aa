// Runs async jobs one after another: the table sends one add request at a time and queues the rest
// (node-model §4), so rows are added in the order the user asked for them.
export type Serial = <T>(job: () => Promise<T>) => Promise<T>;

export function oneAtATime(): Serial {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(job: () => Promise<T>) => {
    const next = last.then(job, job);
    last = next.catch(() => undefined);
    return next;
  };
}
