import { useMemo, useState } from 'react';
import { Link, useNavigate } from '@haru/router';
import { ApiError } from '@haru/api-client';
import type { MeetingData } from '@haru/contracts';
import { useScreenActions, useToast } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { useCreateMeeting } from '../api/use-meetings';
import { todayInSeoul } from '@haru/dates';
import { emptyForm, errorsFromServer, type FormErrors } from '../lib/form';
import { useFailure } from '../lib/use-failure';
import { MeetingForm } from './meeting-form';
import styles from './page.module.css';

const LIST = '/meeting-notes';

/** /meeting/add: a new meeting; saved → back to the list. */
export function MeetingAddPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateMeeting();
  const failureOf = useFailure();
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<FormErrors>();
  const initial = useMemo(() => emptyForm(todayInSeoul()), []);

  useScreenActions(useMemo(() => ({ title: messages.titles.add, breadcrumb: [messages.titles.list, messages.titles.add] }), []));

  const submit = (data: MeetingData) => {
    setFailure(undefined);
    create.mutate(data, {
      onSuccess: () => {
        toast.show(messages.form.created, 'success');
        navigate(LIST);
      },
      onError: (error) => {
        setFailure(failureOf(error, messages.form.createFailed));
        setServerErrors(error instanceof ApiError ? errorsFromServer(error.fieldErrors) : undefined);
      },
    });
  };

  return (
    <section className={styles.page} data-remote="mf-meetings">
      <Link to={LIST} className={styles.back}>‹ {messages.detail.back}</Link>
      <h1 className={styles.title}>{messages.titles.add}</h1>
      <div className={styles.panel}>
        <MeetingForm
          initial={initial}
          submitLabel={messages.form.submitCreate}
          busy={create.isPending}
          failure={failure}
          serverErrors={serverErrors}
          onSubmit={submit}
          onCancel={() => navigate(LIST)}
          cancelLabel={messages.form.cancel}
        />
      </div>
    </section>
  );
}
