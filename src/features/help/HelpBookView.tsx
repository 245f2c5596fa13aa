// One opened help book: its icon, title and summary, then its wizard (protocols) or its sections.
import { Body1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { HelpBookItem } from '../../domain/help-catalogue';
import type { HelpBookContent } from '../../domain/help/help-content';
import type { CompletingUser } from '../../domain/help/protocol-completion';
import { translateMessage } from '../../i18n/translate-message';
import { useI18n } from '../../i18n/use-i18n';
import { GuideBookView } from './GuideBookView';
import { ProtocolWizard } from './ProtocolWizard';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginBlockEnd: tokens.spacingVerticalXXL,
    paddingBlockEnd: tokens.spacingVerticalXL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  icon: { width: '40px', height: '40px', flexShrink: 0 },
  title: { margin: 0 },
  summary: { maxWidth: '78ch' },
});

export type HelpBookViewProps = { item: HelpBookItem; content: HelpBookContent; user: CompletingUser | null };

export function HelpBookView({ item, content, user }: HelpBookViewProps) {
  const styles = useStyles();
  useI18n();
  return (
    <article className={styles.root} aria-labelledby={`book-${item.activeBook}`}>
      <header className={styles.header}>
        <img src={`/${item.icon}`} alt="" className={styles.icon} />
        <Title3 as="h2" id={`book-${item.activeBook}`} className={styles.title}>
          {translateMessage(item.title)}
        </Title3>
      </header>
      <Body1 className={styles.summary}>{content.summary}</Body1>
      {content.kind === 'protocol' ? <ProtocolWizard key={content.activeBook} book={content} user={user} /> : <GuideBookView book={content} />}
    </article>
  );
}
