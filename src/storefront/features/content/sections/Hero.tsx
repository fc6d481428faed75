/**
 * The hero banner: title, subtitle, call to action and a large image (the home page's LCP).
 * With more than one slide it becomes a slideshow.
 */
import { HeroSlide, type HeroSlideContent } from '../HeroSlide.tsx';
import { HeroSlideshow } from '../HeroSlideshow.tsx';
import type { SectionProps } from '../../../app/section.ts';

interface Settings extends HeroSlideContent {
  slides?: HeroSlideContent[];
}

export default function Hero({ settings, page }: SectionProps<Settings>) {
  // The home page has no title section: its hero title is the page's h1 (a slideshow's is the site's name).
  const heading = page.data.type === 'home' ? 'h1' : 'h2';
  const slides = settings.slides ?? [];
  if (slides.length > 1) return <HeroSlideshow slides={slides} pageHeading={heading === 'h1'} />;
  return (
    <section className="bg-hero">
      <HeroSlide slide={settings.title ? settings : (slides[0] ?? settings)} heading={heading} priority />
    </section>
  );
}
