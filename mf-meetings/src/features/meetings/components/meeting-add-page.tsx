import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '@haru/router';
import type { Meeting, MeetingData } from '@haru/contracts';
import { PageHeader, PageLayout, useScreenActions, useToast } from '@haru/ui-kit';
import { BackLink } from '@haru/ui-kit/src/screen-parts';
import { messages } from '../../../messages/ko';
import { useCreateMeeting, useMeetingList } from '../api/use-meetings';
import { todayInSeoul } from '@haru/dates';
import { emptyForm } from '../lib/form';
import { MeetingForm } from './meeting-form';
import styles from './page.module.css';
import { failureText } from '@haru/api-client';

const LIST = '/meeting-notes';

/**
 * /meeting/add: a new meeting; saved → back to the list. `?from={id}` ('이전 회의에서 이어서') starts it with that
 * meeting's title, place and attendees, and offers its open action items; a matching title offers them too.
 */
export function MeetingAddPage() {
  const list = useMeetingList();
  const fromId = useSearchParams()[0].get('from');
  // The form starts once the list is there, so a meeting it continues can fill it.
  if (fromId && list.isPending) return null;
  // A list cached from before (a to-do completed elsewhere ticks its meeting's row since) is read again when the
  // screen opens: the open items are offered once that answer is in (or failed, or the app is offline), so an item
  // already done is never offered, not even for a moment.
  const current = list.isFetchedAfterMount || !list.isFetching;
  return <MeetingAdd meetings={list.data ?? []} fromId={fromId} current={current} />;
}

function MeetingAdd({ meetings, fromId, current }: { meetings: Meeting[]; fromId: string | null; current: boolean }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateMeeting();
  const [failure, setFailure] = useState<string>();
  const initial = useMemo(() => {
    const from = meetings.find((m) => m.id === fromId);
    const empty = emptyForm(todayInSeoul());
    return from ? { ...empty, title: from.title, location: from.location, attendees: [...from.attendees] } : empty;
    // The starting values are read once, when the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useScreenActions(useMemo(() => ({ title: messages.titles.add, breadcrumb: [{ label: messages.titles.list, to: '/meeting-notes' }, messages.titles.add] }), []));

  const submit = async (data: MeetingData) => {
    setFailure(undefined);
    try {
      await create.mutateAsync(data);
    } catch (error) {
      setFailure(failureText(error, messages.form.createFailed));
      throw error;
    }
    toast.show(messages.form.created, 'success');
    navigate(LIST);
  };

  return (
    <PageLayout width="narrow">
      <BackLink to={LIST}>{messages.detail.back}</BackLink>
      <PageHeader title={messages.titles.add} />
      <div className={styles.panel}>
        <MeetingForm
          draftName="meeting:add"
          initial={initial}
          submitLabel={messages.form.submitCreate}
          busy={create.isPending}
          failure={failure}
          onSubmit={submit}
          onCancel={() => navigate(LIST)}
          cancelLabel={messages.form.cancel}
          carry={current ? { meetings, fromId } : undefined}
        />
      </div>
    </PageLayout>
  );
}
