// A background job that triggers may start at any time (timers, events, subscriptions): calls during a
// run share it, and the run goes once more at its end when it was asked again meanwhile, so a trigger is
// never lost and two runs never overlap.

/** `again`: whether an outcome may be followed by another run now (not after a failure: no hammering). */
export function coalescedRun<T>(runOnce: () => Promise<T>, again: (outcome: T) => boolean): () => Promise<T> {
  let running: Promise<T> | null = null;
  let askedAgain = false;
  const untilSettled = async (): Promise<T> => {
    let outcome: T;
    do {
      askedAgain = false;
      outcome = await runOnce();
    } while (askedAgain && again(outcome));
    return outcome;
  };
  return () => {
    if (running) {
      askedAgain = true;
      return running;
    }
    running = untilSettled().finally(() => {
      running = null;
    });
    return running;
  };
}
