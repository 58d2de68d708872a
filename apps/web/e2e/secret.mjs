/** JWT secret of the end-to-end server, so tests can mint an expired access token. */
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
