import { Link } from '@haru/router';
import { messages } from '../../messages/ko';
import { AppDownload } from './app-download';
import { FeatureIcon } from './feature-icon';
import styles from './landing-page.module.css';

const t = messages.landing;

/** The public landing page: hero, six feature cards, call to action, footer. */
export function LandingPage() {
  return (
    <div className={styles.page}>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brand}>{messages.appName}</Link>
        <Link to="/intro" className={styles.topLogin}>{t.webLogin}</Link>
      </header>
      <main>
        <section className={styles.hero} aria-labelledby="hero-title">
          <p className={styles.tagline}>{t.tagline}</p>
          <h1 id="hero-title" className={styles.heroTitle}>{t.heroTitle}</h1>
          <p className={styles.heroText}>{t.heroText}</p>
          <div className={styles.actions}>
            <Link to="/intro" className={styles.primaryCta} data-testid="web-login">{t.webLogin}</Link>
            <AppDownload />
          </div>
        </section>
        <section className={styles.features} aria-labelledby="features-title">
          <h2 id="features-title" className={styles.sectionTitle}>{t.featuresTitle}</h2>
          <ul className={styles.grid}>
            {t.features.map((f) => (
              <li key={f.key} className={styles.card} data-testid="feature-card">
                <span className={`${styles.icon} ${styles[f.key]}`}><FeatureIcon name={f.key} /></span>
                <h3 className={styles.cardTitle}>{f.title}</h3>
                <p className={styles.cardText}>{f.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.cta} aria-labelledby="cta-title">
          <h2 id="cta-title" className={styles.ctaTitle}>{t.ctaTitle}</h2>
          <p className={styles.ctaText}>{t.ctaText}</p>
          <div className={styles.actions}>
            <Link to="/register" className={styles.primaryCtaInverse}>{t.register}</Link>
            <Link to="/intro" className={styles.ghostCta}>{t.webLogin}</Link>
          </div>
        </section>
      </main>
      <footer className={styles.footer}>
        <p>{t.footer}</p>
        <nav className={styles.footerNav}>
          <Link to="/login">{t.footerLogin}</Link>
          <Link to="/register">{t.footerRegister}</Link>
        </nav>
      </footer>
    </div>
  );
}
