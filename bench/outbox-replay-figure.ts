// What bench/outbox-replay/replay.ts prints (one JSON line) and bench/run.ts reads: the script runs in
// its own process because it needs the DOM-typed client outbox, which the server's tsconfig leaves out.
export type ReplayFigure = { entries: number; ms: number; floorMs: number; lastValues: boolean; appliedOnce: boolean };
