import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from '@haru/router';
import type { Meeting, MeetingData } from '@haru/contracts';
import { Alert, Button, ConfirmDialog, EmptyState, PageHeader, PageLayout, Spinner, useScreenActions, useToast, downloadFile } from '@haru/ui-kit';
import { BackLink } from '@haru/ui-kit/src/screen-parts';
import { useUndoDeleteToast } from '@haru/ui-kit/src/undo';
import { useEditMode } from '@haru/ui-kit/form';
import { failureText, readDraft } from '@haru/api-client';
import { messages } from '../../../messages/ko';
import { useDeleteMeeting, useMeeting, useUpdateMeeting } from '../api/use-meetings';
import { useSaveTemplate } from '../api/use-templates';
import { fileName, meetingToMarkdown } from '../lib/export';
import { formFromMeeting } from '../lib/form';
import { MeetingForm } from './meeting-form';
import { MeetingView } from './meeting-view';
import styles from './page.module.css';

const t = messages.detail;
const LIST = '/meeting-notes';
const editDraft = (id: string) => `meeting:edit:${id}`;

/** /meeting/{id}: view mode with edit, delete, Markdown copy and back; edit mode saves or cancels back to view. */
export function MeetingDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useMeeting(id);

  if (query.isPending) return <Spinner label={t.loading} />;
  if (!query.data) {
    return (
      <PageLayout width="narrow">
        <PageHeader title={messages.titles.list} />
        <EmptyState title={t.notFound} description={t.notFoundHint} action={<Button variant="primary" onClick={() => navigate(LIST)}>{t.back}</Button>} />
      </PageLayout>
    );
  }
  return <MeetingDetail key={query.data.id} meeting={query.data} />;
}

function MeetingDetail({ meeting }: { meeting: Meeting }) {
  const navigate = useNavigate();
  const toast = useToast();
  const update = useUpdateMeeting(meeting.id);
  const remove = useDeleteMeeting();
  const undoToast = useUndoDeleteToast();
  const saveTemplate = useSaveTemplate();
  const [confirming, setConfirming] = useState(false);
  const edit = useEditMode({
    save: (data: MeetingData) => update.mutateAsync(data),
    failedText: messages.form.editFailed,
    onSaved: () => toast.show(messages.form.edited, 'success'),
    // An edit left unsaved (a draft) reopens in the form.
    initialEditing: () => readDraft(editDraft(meeting.id)) !== null,
  });
  const { editing, failure } = edit;

  const copyMarkdown = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(meetingToMarkdown(meeting));
      toast.show(t.copied, 'success');
    } catch {
      toast.show(t.copyFailed, 'danger');
    }
  }, [meeting, toast]);
  const screen = useMemo(() => ({
    title: meeting.title,
    breadcrumb: [{ label: messages.titles.list, to: LIST }, meeting.title],
    actions: [
      { id: 'copy-markdown', label: t.copyMarkdown, run: () => void copyMarkdown() },
      { id: 'download-markdown', label: t.downloadMarkdown, run: () => downloadFile(fileName(meeting.title, 'md'), meetingToMarkdown(meeting), 'text/markdown;charset=utf-8') },
    ],
  }), [meeting, copyMarkdown]);
  useScreenActions(screen);

  const asTemplate = () => saveTemplate.mutate({ name: meeting.title, agenda: meeting.agenda }, {
    onSuccess: (tpl) => toast.show(messages.templates.saved(tpl.name), 'success'),
    onError: (error) => toast.show(failureText(error, messages.templates.saveFailed), 'danger'),
  });
  const confirmDelete = () => {
    edit.setFailure(null);
    remove.mutate(meeting.id, {
      onSuccess: ({ queued }) => {
        // A delete queued offline (issue 24) is not in the 휴지통 yet: nothing to undo there.
        if (!queued) undoToast(messages.trash.moved, 'meeting', meeting.id);
        navigate(LIST, { replace: true });
      },
      onError: () => {
        setConfirming(false);
        // SPEC.md section 8: this screen always says the same thing.
        edit.setFailure(t.deleteFailed);
        toast.show(t.deleteFailed, 'danger');
      },
    });
  };

  return (
    <PageLayout width="narrow">
      <BackLink to={LIST}>{t.back}</BackLink>
      <PageHeader title={meeting.title} showTitle>
        {!editing && (
          <div className={styles.buttons}>
            {/* From 768 px the header offers the Markdown actions. */}
            <Button className={styles.narrowOnly} onClick={() => void copyMarkdown()}>{t.copyMarkdown}</Button>
            <Button onClick={() => navigate(`/meeting/add?from=${encodeURIComponent(meeting.id)}`)}>{messages.carry.continue}</Button>
            <Button onClick={asTemplate} busy={saveTemplate.isPending}>{messages.templates.save}</Button>
            <Button variant="primary" onClick={edit.start}>{t.edit}</Button>
            <Button variant="danger" onClick={() => setConfirming(true)} busy={remove.isPending}>{t.delete}</Button>
          </div>
        )}
      </PageHeader>
      <div className={styles.panel}>
        {editing ? (
          <MeetingForm
            draftName={editDraft(meeting.id)}
            initial={formFromMeeting(meeting)}
            submitLabel={messages.form.submitEdit}
            busy={update.isPending}
            failure={failure ?? undefined}
            onSubmit={edit.submit}
            onCancel={edit.cancel}
            cancelLabel={messages.form.cancel}
          />
        ) : (
          <>
            {failure && <Alert>{failure}</Alert>}
            <MeetingView meeting={meeting} />
          </>
        )}
      </div>
      <ConfirmDialog open={confirming} {...messages.confirm} busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setConfirming(false)} />
    </PageLayout>
  );
}
