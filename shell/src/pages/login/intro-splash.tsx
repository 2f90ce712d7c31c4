import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages/ko';
import styles from './intro-splash.module.css';

export const INTRO_MS = 3000;
export const FADE_MS = 800;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The intro splash (SPEC.md section 2): 3 s, then a 0.8 s fade (none with reduced motion), then `onDone`.
 * The skip button ends it at once and focus moves on to the form.
 */
export function IntroSplash({ onDone }: { onDone: () => void }) {
  const [fading, setFading] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  const skipRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    skipRef.current?.focus();
    const fadeMs = prefersReducedMotion() ? 0 : FADE_MS;
    const fadeTimer = setTimeout(() => setFading(true), INTRO_MS);
    const doneTimer = setTimeout(() => done.current(), INTRO_MS + fadeMs);
    return () => {
      clearTimeout(fadeTimer);
      clearTimeout(doneTimer);
    };
  }, []);

  return (
    <div className={`${styles.splash} ${fading ? styles.fading : ''}`} data-testid="intro-splash">
      <div className={styles.logo} aria-hidden="true" />
      <h1 className={styles.title}>{messages.intro.title}</h1>
      <p className={styles.subtitle}>{messages.intro.subtitle}</p>
      <button ref={skipRef} type="button" className={styles.skip} onClick={() => done.current()}>
        {messages.intro.skip}
      </button>
    </div>
  );
}
