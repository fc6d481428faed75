/**
 * The top progress bar of spec §2: shown during navigation (no spinner) unless the page-load
 * suppression flag is set. Link lives in components/, useAppNavigate in lib/navigation.ts.
 */
import { useEffect, useState } from 'react';
import { useNavigation } from '../lib/router/index.ts';
import type { NavState } from '../lib/navigation.ts';
import { useT } from '../lib/site.ts';

/** The top progress bar: starts before each navigation, finishes after it. */
export function ProgressBar() {
  const t = useT();
  const navigation = useNavigation();
  const suppressed = (navigation.location?.state as NavState | null)?.suppressPageLoad === true;
  const active = navigation.state !== 'idle' && !suppressed;
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');
  const [wasActive, setWasActive] = useState(false);
  if (active !== wasActive) {
    setWasActive(active);
    setPhase(active ? 'running' : phase === 'running' ? 'done' : phase);
  }
  // A finished bar fills the width, then fades out.
  useEffect(() => {
    if (phase !== 'done') return;
    const timer = setTimeout(() => setPhase('idle'), 300);
    return () => clearTimeout(timer);
  }, [phase]);
  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="progress-bar"
      className={`fixed left-0 top-0 z-50 h-0.5 bg-primary transition-[width,opacity] ease-out ${
        phase === 'running' ? 'w-4/5 duration-[8000ms]' : 'w-full opacity-0 duration-300'
      }`}
    />
  );
}
