/**
 * `@haru/ui-kit/form`: the one way to build a form (see docs/architecture.md, "A form"). Imported by subpath,
 * so each app bundles it with its own react-hook-form; only `@haru/ui-kit` itself is a shared singleton.
 */
export { useContractForm, type ContractFormOptions, type ContractSchema } from './use-contract-form';
export { applyServerErrors, submitContract, type FieldProblem } from './server-errors';
export { preventImeSubmit } from './ime-submit';
export { useEditedFields } from './use-edited-fields';
