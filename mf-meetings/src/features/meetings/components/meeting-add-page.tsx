import { useMemo, useState } from 'react';
import { Link, useNavigate } from '@haru/router';
import type { MeetingData } from '@haru/contracts';
import { PageHeader, PageLayout, useScreenActions, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { useCreateMeeting } from '../api/use-meetings';
import { todayInSeoul } from '@haru/dates';
import { emptyForm } from '../lib/form';
import { MeetingForm } from './meeting-form';
import styles from './page.module.css';
import { failureText } from '@haru/api-client';

const LIST = '/meeting-notes';

/** /meeting/add: a new meeting; saved → back to the list. */
export function MeetingAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateMeeting();
  const [failure, setFailure] = useState<string>();
  const initial = useMemo(() => emptyForm(todayInSeoul()), []);

  useScreenActions(useMemo(() => ({ title: messages.titles.add, breadcrumb: [messages.titles.list, messages.titles.add] }), []));

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
      <Link to={LIST} className={styles.back}>‹ {messages.detail.back}</Link>
      <PageHeader title={messages.titles.add} />
      <div className={styles.panel}>
        <MeetingForm
          initial={initial}
          submitLabel={messages.form.submitCreate}
          busy={create.isPending}
          failure={failure}
          onSubmit={submit}
          onCancel={() => navigate(LIST)}
          cancelLabel={messages.form.cancel}
        />
      </div>
    </PageLayout>
  );
}
