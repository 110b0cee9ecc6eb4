/** The trophy drawing that stands in for a missing or broken student photo (spec: "fallback trophy image"). */
export function TrophyPicture({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label="Trophy" className={className}>
      <rect width="120" height="120" fill="#fdf8ec" />
      <circle cx="60" cy="52" r="40" fill="#fbefd0" />
      <path d="M38 26h44v16c0 14-9 26-22 26S38 56 38 42V26Z" fill="#e0a030" />
      <path d="M38 32H26c0 12 6 20 16 22M82 32h12c0 12-6 20-16 22" fill="none" stroke="#c08322" strokeWidth="5" strokeLinecap="round" />
      <rect x="54" y="66" width="12" height="14" fill="#c08322" />
      <rect x="42" y="80" width="36" height="10" rx="2" fill="#1d3c85" />
      <rect x="36" y="90" width="48" height="8" rx="2" fill="#14306e" />
      <path d="m60 34 3.5 7 7.5 1-5.5 5.3 1.3 7.7L60 51.3 53.2 55l1.3-7.7L49 42l7.5-1Z" fill="#fdf8ec" />
    </svg>
  );
}
