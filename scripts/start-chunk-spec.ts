// The modules that name the start chunks (scripts/vite-start-chunks.ts), as paths from the project's root.
import type { StartChunkSpec } from './start-chunk-plan';

export const START_CHUNK_SPEC: StartChunkSpec = {
  entry: 'src/main.tsx',
  loginStart: 'src/login-start.tsx',
  appStart: 'src/app-start.tsx',
  signedIn: [
    'src/features/shell/AppShell.tsx',
    'src/features/shell/SideNav.tsx',
    'src/features/shell/UserMenu.tsx',
    'src/features/outbox/OutboxStatus.tsx',
    'src/features/account/user-database.ts',
    'src/features/dashboard/DashboardPage.tsx',
  ],
  // The pages of the routes with the signed-out texts (src/routes/account-routes.ts; a unit test compares).
  signedOutPages: [
    'src/features/account/LoginPage.tsx',
    'src/features/account/ForgotPasswordPage.tsx',
    'src/features/account/RegisterPage.tsx',
    'src/features/account/ResetPasswordPage.tsx',
    'src/features/account/ConfirmAccountPage.tsx',
  ],
  // Loaded by the login page once it shows (src/main.tsx, the app bar's licence marker); the e2e first-load
  // test fails if the login page loads the shared start chunk before the user signs in.
  loginShowsAlso: ['src/data/sw-registration.ts', 'src/ui/UnlicensedBadge.tsx'],
};
