// The part of autocannon's API bench/server-load.ts uses (the package ships no types).
declare module 'autocannon' {
  type Options = { url: string; method?: string; headers?: Record<string, string>; body?: string; connections?: number; duration?: number };
  type Result = { requests: { average: number }; latency: { p99: number }; errors: number; timeouts: number; non2xx: number };
  export default function autocannon(options: Options): Promise<Result>;
}
