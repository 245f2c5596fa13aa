import type { ReactNode } from 'react';
import type { FluentIcon } from '@fluentui/react-icons';
import { PRODUCT_NAME } from '../../domain/app-constants';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from './use-page-title';

export type RoutePageProps = {
  actions?: ReactNode;
  children?: ReactNode;
};

/** A screen whose level-1 heading is the app title (route title, else last breadcrumb). */
export function RoutePage({ actions, children }: RoutePageProps) {
  const title = usePageTitle() ?? PRODUCT_NAME;
  return (
    <>
      <PageHeader title={title} actions={actions} />
      {children}
    </>
  );
}

export type PlannedScreenProps = {
  icon: FluentIcon;
  /** One sentence: what will appear on this screen. */
  text: string;
  children?: ReactNode;
};

/** A screen whose content a later issue builds: its title and an honest empty state. */
export function PlannedScreen({ icon, text, children }: PlannedScreenProps) {
  return (
    <RoutePage>
      <EmptyState icon={icon} text={text} />
      {children}
    </RoutePage>
  );
}
