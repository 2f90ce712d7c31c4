import { Link } from '@haru/router';
import { Icon, Network, NotebookPen, SquareCheckBig, Wrench, type IconGlyph } from '@haru/ui-kit/src/icons';
import { PageHeader, PageLayout } from '@haru/ui-kit';
import { messages } from '../../../messages/ko';
import { usePage } from '../../../shared/use-page';
import styles from './functions.module.css';

const ICON: Record<string, IconGlyph> = { todo: SquareCheckBig, meetings: NotebookPen, wbs: Network, utilities: Wrench };

/** /functions: the four feature cards (SPEC.md section 2). */
export function FunctionsPage() {
  const title = usePage('/functions');
  return (
    <PageLayout>
      <PageHeader title={title} intro={messages.functions.intro} />
      <ul className={styles.cards}>
        {messages.functions.cards.map((card) => (
          <li key={card.key}>
            <Link to={card.path} className={`${styles.card} ${styles[card.key]}`}>
              <span className={styles.icon}><Icon icon={ICON[card.key]} size={24} /></span>
              <span className={styles.title}>{card.title}</span>
              <span className={styles.description}>{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
