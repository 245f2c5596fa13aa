// Settings groups other screens link to. Kept apart from SettingsPage so the route layer (entry chunk)
// can name them without loading the settings screen.

/** The settings group shown by the About entry of the user menu (console.md §2). */
export const ABOUT_SETTINGS_GID = '0.Settings.System.Info';
