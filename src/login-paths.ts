// The addresses a signed-out start draws without the router (src/login-start.tsx): the login page and
// its old alias.
export const LOGIN_PATHS: readonly string[] = ['/login', '/account/login'];
