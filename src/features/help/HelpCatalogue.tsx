// The help book catalogue (node-model.md §2.12) as grouped lists: each item with its icon from the
// manuals assets folder; a platform item the user lacks the right for stays listed, locked.
import { Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import type { I18n } from '@lingui/core';
import { HELP_BOOKS_TITLES } from '../../domain/help-catalogue';
import type { HelpBookItem, HelpCatalogueEntry } from '../../domain/help-catalogue';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXL },
  heading: { display: 'block', margin: `${tokens.spacingVerticalS} 0` },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    boxShadow: tokens.shadow2,
  },
  link: {
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  locked: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3, boxShadow: 'none' },
  selected: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  icon: { width: '28px', height: '28px', flexShrink: 0 },
  lockedIcon: { opacity: 0.45 },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  lock: { fontSize: '16px', marginInlineStart: 'auto', flexShrink: 0 },
});

export type HelpCatalogueProps = {
  entries: readonly HelpCatalogueEntry[];
  activeBook?: string;
  /** Show a heading per book (the help overview lists all three books). @default false */
  withBookHeadings?: boolean;
};

/** The catalogue's titles and groups are English ids (help-catalogue-texts.ts). */
function groupKey(i18n: I18n, item: HelpBookItem, withBook: boolean): string {
  const book = translateMessage(HELP_BOOKS_TITLES[item.books]);
  const group = item.group === undefined ? '' : translateMessage(item.group);
  if (!withBook) return group;
  return group ? i18n._('{book}: {group}', { book, group }) : book;
}

function groupEntries(i18n: I18n, entries: readonly HelpCatalogueEntry[], withBook: boolean): Map<string, HelpCatalogueEntry[]> {
  const groups = new Map<string, HelpCatalogueEntry[]>();
  for (const entry of entries) {
    const key = groupKey(i18n, entry.item, withBook);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return groups;
}

function BookIcon({ item, locked }: { item: HelpBookItem; locked: boolean }) {
  const styles = useStyles();
  // Decorative: the title next to it names the book.
  return <img src={`/${item.icon}`} alt="" className={mergeClasses(styles.icon, locked && styles.lockedIcon)} />;
}

function CatalogueEntry({ entry, activeBook }: { entry: HelpCatalogueEntry; activeBook: string | undefined }) {
  const styles = useStyles();
  const i18n = useI18n();
  const { item, locked } = entry;
  const title = translateMessage(item.title);
  if (locked) {
    // Not a link: a locked book cannot be opened; the text says which right opens it.
    return (
      <div className={mergeClasses(styles.entry, styles.locked)} aria-disabled="true">
        <BookIcon item={item} locked />
        <span className={styles.text}>
          <span>{title}</span>
          <Caption1>{i18n._('Locked: needs the right {right}', { right: item.right ?? '' })}</Caption1>
        </span>
        <LockClosedRegular className={styles.lock} aria-hidden />
      </div>
    );
  }
  const current = item.activeBook === activeBook;
  return (
    <Link
      to="/books/$books/{-$activeBook}"
      params={{ books: item.books, activeBook: item.activeBook }}
      className={mergeClasses(styles.entry, styles.link, current && styles.selected)}
      aria-current={current ? 'page' : undefined}
    >
      <BookIcon item={item} locked={false} />
      <span>{title}</span>
    </Link>
  );
}

export function HelpCatalogue({ entries, activeBook, withBookHeadings = false }: HelpCatalogueProps) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <>
      {[...groupEntries(i18n, entries, withBookHeadings)].map(([group, groupItems]) => (
        <section key={group || 'all'} className={styles.section} aria-label={group || undefined}>
          {group ? (
            <Subtitle2 as="h2" className={styles.heading}>
              {group}
            </Subtitle2>
          ) : null}
          <ul className={styles.list}>
            {groupItems.map((entry) => (
              <li key={`${entry.item.books}/${entry.item.activeBook}`}>
                <CatalogueEntry entry={entry} activeBook={activeBook} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
