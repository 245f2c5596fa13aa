// The shape of a help book's content, as parse-help-book.ts reads it from the book's Markdown and the
// screens render it: as plain text, so no book can inject HTML. Protocols are step-by-step wizards
// whose checks the user ticks; platform books and the user guide are sections of text.

/** One block of text inside a section or a protocol step. */
export type HelpBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  /** A boxed remark: 'caution' for what can harm people, samples or instruments. */
  | { kind: 'note'; tone: 'info' | 'caution'; text: string }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: readonly (readonly string[])[] };

export type HelpSection = { title: string; blocks: readonly HelpBlock[] };

export type ProtocolStep = {
  title: string;
  blocks: readonly HelpBlock[];
  /** What the user confirms before going on; every one must be ticked before Next. */
  checks: readonly string[];
};

export type ProtocolBook = {
  kind: 'protocol';
  activeBook: string;
  summary: string;
  /** The instruments of the controller the protocol works on, by their names in the node tree. */
  instruments: readonly string[];
  /** About how long the protocol takes, as a lab user would plan it. */
  duration: string;
  steps: readonly ProtocolStep[];
};

export type GuideBook = {
  kind: 'guide';
  activeBook: string;
  summary: string;
  sections: readonly HelpSection[];
};

export type HelpBookContent = ProtocolBook | GuideBook;
