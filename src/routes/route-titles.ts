// Route titles that are shown before the router has loaded: the signed-out login start names its page
// with the login route's title (src/login-start.tsx).
export const LOGIN_TITLE = /*i18n*/ 'Login';
