// The lazy chunk lib/create-schema.ts loads: the shared @haru/contracts, consumed only when this chunk runs.
export { todoCreateSchema } from '@haru/contracts';
