// `@haru/ui-kit/form` (see src/form/index.ts): a subpath, so each app bundles it with its own react-hook-form.
export * from './src/form';
