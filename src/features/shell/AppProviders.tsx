import type { ReactNode } from 'react';
import { FluentProvider, RendererProvider, createDOMRenderer, webDarkTheme, webLightTheme } from '@fluentui/react-components';
import { useAppWideStyles } from '../../ui/touch-styles';
import { useEffectiveTheme } from './use-effective-theme';

// The build puts Fluent's styles into index.html as Griffel's own <style> elements; this renderer takes them
// over on start, so the rules the app adds at runtime join them in Griffel's order (scripts/griffel-css.ts).
const renderer = createDOMRenderer();

/** Fluent's provider with the light or dark theme the user chose or the system prefers. */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useEffectiveTheme();
  useAppWideStyles();
  return (
    <RendererProvider renderer={renderer}>
      <FluentProvider theme={theme === 'dark' ? webDarkTheme : webLightTheme} style={{ height: '100%' }}>
        {children}
      </FluentProvider>
    </RendererProvider>
  );
}
