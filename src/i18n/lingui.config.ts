// Lingui's configuration, for `npm run i18n:extract` and the Vite plugin that compiles the .po catalogs.
// Message ids are the English text (docs/decisions.md, "translations"): src/domain and the server share
// their messages as plain strings, and a sink translates whatever English it is given.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** What the signed-out pages show: loaded before sign-in, so kept to those pages (issue 13's budget). */
const SIGNED_OUT = [
  '<rootDir>/src/features/account/LanguageSelect.tsx',
  '<rootDir>/src/features/account/LoginForm.tsx',
  '<rootDir>/src/features/account/LoginCard.tsx',
  '<rootDir>/src/features/account/LoginPage.tsx',
  '<rootDir>/src/features/account/AccountFormPage.tsx',
  '<rootDir>/src/features/account/ConfirmAccountPage.tsx',
  '<rootDir>/src/features/account/ForgotPasswordPage.tsx',
  '<rootDir>/src/features/account/RegisterPage.tsx',
  '<rootDir>/src/features/account/RegistrationOff.tsx',
  '<rootDir>/src/features/account/ResetPasswordPage.tsx',
  '<rootDir>/src/ui',
  '<rootDir>/src/domain/passwords',
  '<rootDir>/server/routes/account-session.ts',
  '<rootDir>/server/routes/account-self-service.ts',
];

export default defineConfig({
  // The scripts and Vite run from the repository's root; the config lives with the code it serves.
  rootDir: process.cwd(),
  sourceLocale: 'en',
  locales: ['en', 'de', 'sl'],
  // A German or Slovenian hole shows as missing (and fails the build), never as English in disguise.
  fallbackLocales: false,
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
  orderBy: 'messageId',
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/signed-out', include: SIGNED_OUT },
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src/domain', '<rootDir>/src/data', '<rootDir>/src/state', '<rootDir>/src/routes', '<rootDir>/src/main.tsx', '<rootDir>/server'],
      exclude: SIGNED_OUT,
    },
    // One catalog per feature folder, so work on two features never edits the same file.
    { path: '<rootDir>/src/locales/{locale}/{name}', include: ['<rootDir>/src/features/{name}/'], exclude: SIGNED_OUT },
  ],
});
