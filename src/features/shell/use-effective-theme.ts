import { useSnapshot } from 'valtio';
import { ui } from '../../state/ui';
import { PREFERS_DARK_QUERY, useMediaQuery } from '../../ui/use-media-query';

/** The theme to render: the stored choice, or the system's colour scheme when none was made. */
export function useEffectiveTheme(): 'light' | 'dark' {
  const { theme } = useSnapshot(ui);
  const prefersDark = useMediaQuery(PREFERS_DARK_QUERY);
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}
