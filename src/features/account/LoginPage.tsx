// The router's login route: the login card with the router's navigation and links.
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { RoutePage } from '../shell/RoutePage';
import { preloadSignedInShell } from '../shell/AppShell';
import { LoginCard } from './LoginCard';

export function LoginPage() {
  const navigate = useNavigate();
  const { returnUrl } = useSearch({ from: '/account/login' });
  return (
    <RoutePage>
      <LoginCard
        returnUrl={returnUrl}
        onSignedIn={(href) => void navigate({ href, replace: true })}
        preloadSignedIn={preloadSignedInShell}
        renderLink={(to, text) => (
          <Link key={to} to={to}>
            {text}
          </Link>
        )}
      />
    </RoutePage>
  );
}
