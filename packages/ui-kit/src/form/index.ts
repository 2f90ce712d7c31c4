/**
 * `@haru/ui-kit/form`: the one way to build a form (see docs/architecture.md, "A form"). Imported by subpath,
 * so each app bundles it with its own react-hook-form; only `@haru/ui-kit` itself is a shared singleton.
 */
export { useContractForm, type ContractFormOptions, type ContractSchema } from './use-contract-form';
export { applyServerErrors, submitContract, type FieldProblem } from './server-errors';
export { preventImeSubmit } from './ime-submit';
export { useDraft, sameValue, type Draft } from './use-draft';
export { useFormDraft } from './use-form-draft';
export { FormDraft } from './form-draft';
export { LeaveGuard } from './leave-guard';
export { useEditMode, type EditModeOptions } from './use-edit-mode';
export { useEditedFields } from './use-edited-fields';
