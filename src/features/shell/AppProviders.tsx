import type { ReactNode } from 'react';
import { FluentProvider, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useAppWideStyles } from '../../ui/touch-styles';
import { useEffectiveTheme } from './use-effective-theme';

/** Fluent's provider with the light or dark theme the user chose or the system prefers. */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useEffectiveTheme();
  useAppWideStyles();
  return (
    <FluentProvider theme={theme === 'dark' ? webDarkTheme : webLightTheme} style={{ height: '100%' }}>
      {children}
    </FluentProvider>
  );
}
