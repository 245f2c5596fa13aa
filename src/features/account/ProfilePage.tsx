// The profile screen (/account/profile/): who is signed in and their display name, password and
// authenticator, language, number and date formats, rights, per-device preferences and this device's storage. Each card is its own component
// under profile/; the page only loads the profile and lays the cards out.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { hasRight } from '../../domain/route-access';
import { Right } from '../../domain/rights';
import { session } from '../../state/session';
import { FormErrors } from '../../ui/FormErrors';
import { RoutePage } from '../shell/RoutePage';
import { useSessionView } from '../shell/use-session-view';
import { AccountCard } from './profile/AccountCard';
import { LanguageCard } from './profile/LanguageCard';
import { LocaleCard } from './profile/LocaleCard';
import { PasswordCard } from './profile/PasswordCard';
import { PreferencesCard } from './profile/PreferencesCard';
import { RightsCard } from './profile/RightsCard';
import { StorageCard } from './profile/StorageCard';
import { TotpCard } from './profile/TotpCard';
import { useProfile } from './profile/use-profile';

const useStyles = makeStyles({
  cards: { display: 'grid', gap: tokens.spacingVerticalL, maxWidth: '720px' },
});

export function ProfilePage() {
  const styles = useStyles();
  const view = useSessionView();
  const { claims } = useSnapshot(session);
  const { profile, errors, setProfile } = useProfile();
  return (
    <RoutePage>
      <div className={styles.cards}>
        <FormErrors errors={errors} />
        {profile ? (
          <>
            <AccountCard profile={profile} userId={claims?.jti ?? null} onSaved={setProfile} />
            <PasswordCard username={profile.username} />
            <TotpCard profile={profile} onRegistered={() => setProfile({ ...profile, hasTotp: true })} />
            <LanguageCard profile={profile} onSaved={setProfile} />
            <LocaleCard profile={profile} onSaved={setProfile} />
          </>
        ) : null}
        <RightsCard rights={view.rights} />
        <PreferencesCard mayDebug={hasRight(view.rights, Right.debugAdmin)} />
        <StorageCard />
      </div>
    </RoutePage>
  );
}
