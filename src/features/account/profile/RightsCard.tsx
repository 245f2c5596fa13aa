// The rights the signed-in user holds, as the token's auth data lists them.
import { Badge, Card, CardHeader, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useProfileCardStyles } from './profile-styles';
import { useI18n } from '../../../i18n/use-i18n';

const useStyles = makeStyles({
  rights: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
});

export function RightsCard({ rights }: { rights: readonly string[] }) {
  const i18n = useI18n();
  const styles = useStyles();
  const cardStyles = useProfileCardStyles();
  return (
    <Card className={cardStyles.card}>
      <CardHeader header={<Subtitle2 as="h2">{i18n._('Rights')}</Subtitle2>} />
      {rights.length ? (
        <ul className={styles.rights} aria-label={i18n._('Rights')}>
          {rights.map((r) => (
            <li key={r}>
              <Badge appearance="tint" shape="rounded">
                {r}
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <Text>{i18n._('This account holds no rights.')}</Text>
      )}
    </Card>
  );
}
