/** Where database-setup.ts publishes the run's shared embedded database for harness.ts (inherited by workers). */
export const SHARED_DATABASE_ENV = 'HARU_TEST_DATABASE_URI';
