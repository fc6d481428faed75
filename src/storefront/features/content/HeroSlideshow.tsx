/**
 * Several hero banners in turn: one every few seconds, held while the pointer or focus is on it,
 * not turning by itself when the shopper prefers reduced motion; previous / next, one dot per
 * slide and a pause button. Slides share one grid cell, so the tallest sets the height; they
 * switch without a fade, so no text is ever caught half-transparent.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSite, useT } from '../../lib/site.ts';
import { HeroSlide, type HeroSlideContent } from './HeroSlide.tsx';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../components/Icons.tsx';

const SLIDE_INTERVAL_MS = 6_000;
const BUTTON = 'flex size-10 items-center justify-center rounded-full border border-gray-600 bg-white text-text hover:border-primary hover:text-primary';

/** `auto` turns unless reduced motion is preferred; the pause button sets it explicitly. */
type Mode = 'auto' | 'playing' | 'paused';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The shopper's motion preference; not known while server-rendering and hydrating. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

interface HeroSlideshowProps {
  slides: HeroSlideContent[];
  /** The page's h1 belongs here (the home page): the site's name, since hidden slides are hidden from everyone. */
  pageHeading: boolean;
}

export function HeroSlideshow({ slides, pageHeading }: HeroSlideshowProps) {
  const t = useT();
  const site = useSite();
  const [index, setIndex] = useState(0);
  const [mode, setMode] = useState<Mode>('auto');
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const turning = mode === 'playing' || (mode === 'auto' && !reducedMotion);
  const count = slides.length;
  const go = (next: number) => setIndex((next + count) % count);

  useEffect(() => {
    if (!turning || held) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [turning, held, index, count]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.slideshow')}
      className="bg-hero pb-6"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      {pageHeading && <h1 className="sr-only">{site.name}</h1>}
      <div className="grid" aria-live={turning && !held ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slide', { index: i + 1, total: count })}
            aria-hidden={i !== index}
            inert={i !== index}
            className={`[grid-area:1/1] ${i === index ? 'visible' : 'invisible'}`}
          >
            <HeroSlide slide={slide} heading="h2" priority={i === 0} />
          </div>
        ))}
      </div>
      <div className="container-page -mt-2 flex items-center justify-center gap-3 md:-mt-8">
        <button type="button" className={BUTTON} onClick={() => setMode(turning ? 'paused' : 'playing')}>
          <span className="sr-only">{t(turning ? 'hero.pause' : 'hero.play')}</span>
          {turning ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={BUTTON} onClick={() => go(index - 1)}>
          <span className="sr-only">{t('hero.previous')}</span>
          <ChevronLeftIcon />
        </button>
        <ul className="flex items-center">
          {slides.map((_, i) => (
            <li key={i}>
              <button
                type="button"
                aria-label={t('hero.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className="flex size-6 items-center justify-center"
              >
                <span className={`size-2.5 rounded-full border border-gray-600 ${i === index ? 'border-primary bg-primary' : 'bg-white'}`} />
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={BUTTON} onClick={() => go(index + 1)}>
          <span className="sr-only">{t('hero.next')}</span>
          <ChevronRightIcon />
        </button>
      </div>
    </section>
  );
}
