/** Line icons of the six feature cards (24×24, currentColor). */
const PATHS: Record<string, string> = {
  todo: 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
  meetings: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  wbs: 'M12 3v4M6 11V7h12v4M4 11h4v4H4zM10 11h4v4h-4zM16 11h4v4h-4zM6 15v3M18 15v3',
  dashboard: 'M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-4H4zM14 8h6V4h-6z',
  calendar: 'M4 6h16v14H4zM4 10h16M9 3v4M15 3v4M8 14h2M12 14h2M16 14h0',
  devtools: 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
};

export function FeatureIcon({ name }: { name: string }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name] ?? PATHS.todo} />
    </svg>
  );
}
