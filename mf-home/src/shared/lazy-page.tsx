// A screen loaded on first visit, so /home evaluates only its own code (ui-kit's lazyRetry: a failed chunk load is
// retried before the error reaches the shell's remote boundary).
export { lazyRetry as lazyPage } from '@haru/ui-kit/src/lazy-retry';
