// The named routes of console.md §2 as typed link options: `navigate(namedRoutes.CustomerEdit(5))`,
// `<Link {...namedRoutes.AccountProfile()} />`. The router's types check every path, param and search.
import { linkOptions } from '@tanstack/react-router';
import type { HelpBooks } from '../domain/help-catalogue';

export const namedRoutes = {
  AccountLogin: (returnUrl?: string) =>
    linkOptions({ to: '/account/login', search: returnUrl ? { returnUrl } : {} }),
  AccountProfile: () => linkOptions({ to: '/account/profile' }),
  Outbox: () => linkOptions({ to: '/outbox' }),
  AccountLicense: () => linkOptions({ to: '/system/license' }),
  EventLog: () => linkOptions({ to: '/system/eventlog' }),
  Users: () => linkOptions({ to: '/system/users' }),
  SettingsLocal: (gId?: string) => linkOptions({ to: '/settings/{-$gId}', params: { gId } }),
  CustomerEdit: (id: number, readonly?: boolean) =>
    linkOptions({ to: '/customer/$id', params: { id }, search: readonly ? { readonly: true } : {} }),
  LicenseEdit: (id: number, readonly?: boolean) =>
    linkOptions({ to: '/license/$id', params: { id }, search: readonly ? { readonly: true } : {} }),
  CustomerEditUID: (uid: string) => linkOptions({ to: '/customer/$uid', params: { uid }, search: { tab: 1 } }),
  ProjectEdit: (id: number) => linkOptions({ to: '/project/$id', params: { id } }),
  ExperimentEdit: (id: number) => linkOptions({ to: '/experiment/$id', params: { id } }),
  books: (books: HelpBooks, activeBook?: string) =>
    linkOptions({ to: '/books/$books/{-$activeBook}', params: { books, activeBook } }),
} as const;
