// `@haru/dates/lunar` (see src/lunar.ts): a subpath, so only the screens and API code that convert dates load the tables.
export * from './src/lunar';
