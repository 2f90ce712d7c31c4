export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { TextField, TextArea } from './components/field';
export { Select, type SelectOption } from './components/select';
export { Modal, type ModalProps } from './components/modal';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { Spinner, Skeleton, EmptyState, Alert } from './components/feedback';
export { PageLayout, PageHeader, type PageLayoutProps, type PageHeaderProps } from './components/page-layout';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/segmented-control';
export { ToastProvider, useToast, type ToastAction, type ToastOptions } from './components/toasts';
export { isComposing, isCommitEnter } from './ime';
export {
  ScreenActionsProvider,
  useScreenActions,
  useCurrentScreenActions,
  type ScreenActions,
  type ScreenAction,
  type ScreenView,
  type Crumb,
} from './screen-actions';
export { RemoteRoot } from './remote-root';
export { downloadFile } from './download';
