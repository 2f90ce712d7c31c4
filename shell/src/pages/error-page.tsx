import { Button } from '@haru/ui-kit';
import { messages } from '../messages/ko';
import styles from './error-page.module.css';

/** Unhandled render errors outside remotes (SPEC.md section 2): the generic default error page. */
export function ErrorPage() {
  return (
    <main className={styles.page}>
      <h1>{messages.errorPage.title}</h1>
      <p>{messages.errorPage.text}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => window.location.reload()}>{messages.errorPage.reload}</Button>
        <a href="/home">{messages.errorPage.home}</a>
      </div>
    </main>
  );
}
