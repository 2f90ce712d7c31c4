import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@haru/router';
import { Alert, Button, PageHeader, PageLayout, Spinner, useToast } from '@haru/ui-kit';
import { SortableList } from '@haru/ui-kit/src/sortable';
import { messages } from '../../../messages/ko';
import { usePage } from '../../../shared/use-page';
import page from '../../../shared/page.module.css';
import { fetchLayout, fetchQuickActions, prefsKeys, saveLayout } from '../../../shared/layout/api/prefs';
import { defaultLayout } from '../../../shared/layout/lib/defaults';
import { renumber } from '../../../shared/layout/lib/normalize';
import type { HomeLayout, HomeSection } from '../../../shared/layout/lib/types';
import { SectionSettings } from './section-settings';
import { QuickActionsModal } from './quick-actions-modal';
import styles from './customize.module.css';

const m = messages.customize;

/** /home-screen-customization: enable, reorder and configure the home sections; save returns to /mypage. */
export function CustomizePage() {
  const title = usePage('/home-screen-customization');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const layout = useQuery({ queryKey: prefsKeys.layout, queryFn: fetchLayout });
  const actions = useQuery({ queryKey: prefsKeys.quickActions, queryFn: fetchQuickActions });
  const [draft, setDraft] = useState<HomeLayout | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [quickOpen, setQuickOpen] = useState(false);

  useEffect(() => { if (layout.data && !draft) setDraft(layout.data); }, [layout.data, draft]);

  const updateSection = (id: string, patch: Partial<HomeSection>) => {
    setDraft((d) => d && { sections: d.sections.map((s) => (s.id === id ? ({ ...s, ...patch } as HomeSection) : s)) });
    setError('');
  };

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setError('');
    try {
      await saveLayout(draft);
      queryClient.setQueryData(prefsKeys.layout, draft);
      toast.show(m.saved, 'success');
      navigate('/mypage');
    } catch (err) {
      console.error('home-screen layout save failed', err);
      setError(m.saveFailed);
      setSaving(false);
    }
  };

  // Back to where the user came from; opened directly (no earlier entry in this app), back to my page.
  const goBack = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/mypage'));

  const quickSection = draft?.sections.find((s) => s.type === 'quickActions') as HomeSection<'quickActions'> | undefined;

  return (
    <PageLayout>
      <PageHeader title={title} intro={m.intro}>
        <Button onClick={goBack}>{messages.common.back}</Button>
      </PageHeader>
      {!draft ? (
        <Spinner label={messages.common.loading} />
      ) : (
        <>
          <section aria-labelledby="customize-sections">
            <h2 id="customize-sections" className={page.sectionTitle}>{m.sectionsHeading}</h2>
            <SortableList
              items={draft.sections}
              onChange={(sections) => { setDraft({ sections: renumber(sections) }); setError(''); }}
              nameOf={(s) => s.title}
              testId="section-list"
              renderItem={(s) => (
                <div className={styles.section}>
                  <label className={styles.enable}>
                    <input type="checkbox" checked={s.enabled} onChange={(e) => updateSection(s.id, { enabled: e.target.checked })} aria-label={m.enable(s.title)} />
                    <span><strong>{s.title}</strong><br /><span className={styles.muted}>{s.description}</span></span>
                  </label>
                  <SectionSettings section={s} onChange={(settings) => updateSection(s.id, { settings })} onEditQuickActions={() => setQuickOpen(true)} />
                </div>
              )}
            />
          </section>
          {error && <Alert>{error}</Alert>}
          <div className={styles.footer}>
            <Button onClick={() => { setDraft(defaultLayout()); setError(''); }}>{m.reset}</Button>
            <Button variant="primary" onClick={save} busy={saving} data-testid="save-layout">{saving ? messages.common.saving : m.save}</Button>
          </div>
          {actions.data && (
            <QuickActionsModal open={quickOpen} actions={actions.data} maxItems={quickSection?.settings.maxItems ?? 8} onClose={() => setQuickOpen(false)} />
          )}
        </>
      )}
    </PageLayout>
  );
}
