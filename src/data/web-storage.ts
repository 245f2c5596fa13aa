// The page's Web Storage areas, or null where reading them throws (storage disabled, sandboxed frames,
// some private modes) or they do not exist (workers): callers then go on without storage.
function guarded(read: () => Storage | undefined): Storage | null {
  try {
    return read() ?? null;
  } catch {
    return null;
  }
}

export function localStorageOrNull(): Storage | null {
  return guarded(() => globalThis.localStorage);
}

export function sessionStorageOrNull(): Storage | null {
  return guarded(() => globalThis.sessionStorage);
}
