/** Password of the seeded admin, operator and engineer accounts in the end-to-end server. */
export const E2E_PASSWORD = 'e2e-Secret-2026';
