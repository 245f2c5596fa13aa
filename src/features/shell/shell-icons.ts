// The icons of the side navigation and the user menu, by name. Route metadata and the user menu
// entries name their icon instead of importing it, so the route tree (part of the entry chunk every
// visit loads) carries no icons; only the lazily loaded SideNav and UserMenu import this table.
import {
  AlertRegular,
  ArrowSyncRegular,
  BoxRegular,
  BugRegular,
  CertificateRegular,
  DesktopRegular,
  DocumentBulletListRegular,
  GridRegular,
  InfoRegular,
  PeopleRegular,
  PersonRegular,
  PuzzlePieceRegular,
  QuestionCircleRegular,
  ServerRegular,
  SettingsRegular,
  ToolboxRegular,
  WrenchRegular,
} from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';

export const SHELL_ICONS = {
  AlertRegular,
  ArrowSyncRegular,
  BoxRegular,
  BugRegular,
  CertificateRegular,
  DesktopRegular,
  DocumentBulletListRegular,
  GridRegular,
  InfoRegular,
  PeopleRegular,
  PersonRegular,
  PuzzlePieceRegular,
  QuestionCircleRegular,
  ServerRegular,
  SettingsRegular,
  ToolboxRegular,
  WrenchRegular,
} as const satisfies Record<string, FluentIcon>;

/** The name of a shell icon: the name of its Fluent export. */
export type ShellIconName = keyof typeof SHELL_ICONS;
