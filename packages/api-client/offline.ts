// `@haru/api-client/offline` (see src/offline/): the queue of writes made offline (issue 24). A subpath, so /login
// never loads it; each app bundles its own copy, and the copies agree through IndexedDB and change events.
export * from './src/offline';
