// The sortable list. Imported as '@haru/ui-kit/src/sortable', not from the package root: it brings dnd-kit, which
// only the screens that reorder need, so each app that uses it bundles it (and may load it lazily).
export { SortableList, type SortableListProps } from './sortable/sortable-list';
export { moveItem } from './sortable/move-item';
