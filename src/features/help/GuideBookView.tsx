// A platform book or the user guide: its sections in order, with a contents list that jumps to each.
import type { MouseEvent } from 'react';
import { Link, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { GuideBook } from '../../domain/help/help-content';
import { useI18n } from '../../i18n/use-i18n';
import { HelpBlocks } from './HelpBlocks';

const useStyles = makeStyles({
  contents: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockStart: tokens.spacingVerticalL },
  heading: { margin: 0, ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
});

function sectionId(book: GuideBook, i: number): string {
  return `${book.activeBook}-section-${i + 1}`;
}

/** Moves to the section in the page itself: a fragment navigation would go through the router. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  event.preventDefault();
  const heading = document.getElementById(id);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus();
}

export function GuideBookView({ book }: { book: GuideBook }) {
  const styles = useStyles();
  const i18n = useI18n();
  return (
    <>
      <nav aria-label={i18n._('Contents')}>
        <ol className={styles.contents}>
          {book.sections.map((s, i) => (
            <li key={s.title}>
              <Link href={`#${sectionId(book, i)}`} onClick={(e: MouseEvent<HTMLAnchorElement>) => jumpTo(e, sectionId(book, i))}>
                {s.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      {book.sections.map((s, i) => (
        <section key={s.title} className={styles.section} aria-labelledby={sectionId(book, i)}>
          <Subtitle1 as="h3" id={sectionId(book, i)} tabIndex={-1} className={styles.heading}>
            {s.title}
          </Subtitle1>
          <HelpBlocks blocks={s.blocks} />
        </section>
      ))}
    </>
  );
}
