// The help book catalogue (node-model.md §2.12) as grouped link lists.
import { Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BookRegular } from '@fluentui/react-icons';
import { Link } from '@tanstack/react-router';
import { HELP_BOOKS_TITLES } from '../../domain/help-catalogue';
import type { HelpBookItem } from '../../domain/help-catalogue';

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
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '44px',
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    boxShadow: tokens.shadow2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  selected: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1, flexShrink: 0 },
});

export type HelpCatalogueProps = {
  items: readonly HelpBookItem[];
  activeBook?: string;
  /** Show a heading per book (the help overview lists all three books). */
  withBookHeadings?: boolean;
};

function groupKey(item: HelpBookItem, withBook: boolean): string {
  const book = HELP_BOOKS_TITLES[item.books];
  if (!withBook) return item.group ?? '';
  return item.group ? `${book}: ${item.group}` : book;
}

export function HelpCatalogue({ items, activeBook, withBookHeadings = false }: HelpCatalogueProps) {
  const styles = useStyles();
  const groups = new Map<string, HelpBookItem[]>();
  for (const item of items) {
    const key = groupKey(item, withBookHeadings);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return (
    <>
      {[...groups].map(([group, groupItems]) => (
        <section key={group || 'all'} className={styles.section} aria-label={group || undefined}>
          {group ? (
            <Subtitle2 as="h2" className={styles.heading}>
              {group}
            </Subtitle2>
          ) : null}
          <ul className={styles.list}>
            {groupItems.map((item) => (
              <li key={`${item.books}/${item.activeBook}`}>
                <Link
                  to="/books/$books/{-$activeBook}"
                  params={{ books: item.books, activeBook: item.activeBook }}
                  className={mergeClasses(styles.link, item.activeBook === activeBook && styles.selected)}
                  aria-current={item.activeBook === activeBook ? 'page' : undefined}
                >
                  <BookRegular className={styles.icon} aria-hidden />
                  <span>{item.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
