import { createRoot } from 'react-dom/client';
import { StandaloneHarness } from '@haru/ui-kit/src/standalone';
import App from './expose/app';

// Standalone page for developing this remote alone (npm run dev -w this remote); the shell never loads it.
createRoot(document.getElementById('root')!).render(<StandaloneHarness><App /></StandaloneHarness>);
