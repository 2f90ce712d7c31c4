import { Button, useToast } from '@haru/ui-kit';
import type { MeetingTemplate } from '@haru/contracts';
import { messages } from '../../../messages/ko';
import { useDeleteTemplate, useTemplates } from '../api/use-templates';
import { failureText } from '@haru/api-client';
import styles from './template-picker.module.css';

const t = messages.templates;

/** The agenda with a template's headings: the headings alone when it is empty, else after what is written. */
export function withTemplate(agenda: string, template: Pick<MeetingTemplate, 'agenda'>): string {
  return agenda.trim() ? `${agenda.trimEnd()}\n\n${template.agenda}` : template.agenda;
}

/** '템플릿': one button per template fills the agenda headings; the user's own can be deleted here. */
export function TemplatePicker({ onPick }: { onPick: (template: MeetingTemplate) => void }) {
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const toast = useToast();
  return (
    <div className={styles.picker} role="group" aria-label={t.heading}>
      <span className={styles.label}>{t.heading}</span>
      <ul className={styles.list}>
        {templates.map((tpl) => (
          <li key={tpl.id} className={styles.item}>
            <Button size="sm" aria-label={t.apply(tpl.name)} onClick={() => onPick(tpl)}>{tpl.name}</Button>
            {!tpl.built_in && (
              <button type="button" className={styles.remove} aria-label={t.remove(tpl.name)} disabled={remove.isPending}
                onClick={() => remove.mutate(tpl.id, { onError: (e) => toast.show(failureText(e, t.removeFailed), 'danger') })}>
                <span aria-hidden="true">✕</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
