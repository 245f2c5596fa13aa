// The look shared by the profile's cards: one column of fields, a button row.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useProfileCardStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
});
