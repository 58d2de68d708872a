// Loaded on demand (see client.ts): the sign-in calls' schemas, only when answers are checked.
export { healthSchema, loginResponseSchema, meResponseSchema, refreshResponseSchema } from '@cc/contracts';
