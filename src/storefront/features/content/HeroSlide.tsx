/** One hero banner: title, subtitle, call to action and a large image (the home page's LCP when first). */
import type { HeroSlide as HeroSlideContent } from '../../../shared/contracts/sections/content.ts';
import { Img } from '../../components/Img.tsx';
import { CallToAction } from './CallToAction.tsx';
import { toImageRef } from '../../lib/image-ref.ts';

/** One slide of the hero section's settings. */
export type { HeroSlideContent };

interface HeroSlideProps {
  slide: HeroSlideContent;
  heading: 'h1' | 'h2';
  /** The first thing on the page: its image loads at once with high priority; others load lazily. */
  priority: boolean;
}

export function HeroSlide({ slide, heading: Heading, priority }: HeroSlideProps) {
  const image = toImageRef(slide.image, { width: 1200, height: 900 });
  return (
    <div className="container-page grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
      <div className="flex flex-col items-start gap-5">
        <Heading className="text-4xl leading-tight md:text-5xl">{slide.title}</Heading>
        {slide.subtitle && <p className="max-w-prose text-lg text-text">{slide.subtitle}</p>}
        <CallToAction cta={slide.cta} className="rounded-theme bg-primary px-6 py-3 font-medium text-white hover:opacity-90" />
      </div>
      {image && (
        <Img
          image={image}
          sizes="(min-width: 768px) 50vw, 100vw"
          loading={priority ? 'eager' : 'lazy'}
          priority={priority}
          className="aspect-[16/9] w-full rounded-theme object-cover"
        />
      )}
    </div>
  );
}
