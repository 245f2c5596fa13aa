// Main-thread long tasks (the browser reports tasks of 50 ms and more) seen while a measured call runs.

export type LongTaskWindow = { longestMs: number; count: number };

const seen: { start: number; duration: number }[] = [];
let observer: PerformanceObserver | null = null;

export function observeLongTasks(): void {
  if (observer) return;
  observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ type: 'longtask', buffered: true });
}

/** Runs `work` and reports its time and the long tasks that started while it ran. */
export async function timedWithLongTasks<T>(work: () => Promise<T>): Promise<{ value: T; ms: number; tasks: LongTaskWindow }> {
  observeLongTasks();
  await settle();
  const from = performance.now();
  const value = await work();
  const to = performance.now();
  // Entries arrive after their task ends; give the observer a few frames.
  await settle();
  const inside = seen.filter((t) => t.start + t.duration >= from && t.start <= to);
  return { value, ms: to - from, tasks: { longestMs: Math.max(0, ...inside.map((t) => t.duration)), count: inside.length } };
}

/** Two animation frames and a short idle: queued work and observer callbacks run first. */
async function settle(): Promise<void> {
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  await new Promise<void>((resolve) => setTimeout(resolve, 100));
}
