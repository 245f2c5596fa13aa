// A stand-in for window.matchMedia: jsdom has none. The setup installs one where nothing matches (a
// desktop-sized light-themed window with a mouse); a test may install one where its queries match.

/** A matchMedia whose lists match exactly the queries given; they never change. */
export function matchMediaOf(matching: readonly string[]): typeof window.matchMedia {
  return (query: string): MediaQueryList => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
