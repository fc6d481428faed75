/** One hero banner: title, subtitle, call to action and a large image (the home page's LCP when first). */
import { Link } from '../../app/navigation.tsx';
import { productSrcSet } from '../../../shared/images.ts';
import { toImageRef } from '../../lib/image-ref.ts';

export interface HeroSlideContent {
  title: string;
  subtitle?: string;
  image?: unknown;
  cta?: { label: string; href: string };
}

interface HeroSlideProps {
  slide: HeroSlideContent;
  heading: 'h1' | 'h2';
  /** The first thing on the page: its image loads at once with high priority; others load lazily. */
  priority: boolean;
}

export function HeroSlide({ slide, heading: Heading, priority }: HeroSlideProps) {
  const image = toImageRef(slide.image, { width: 1200, height: 900 });
  const srcSet = image ? productSrcSet(image.url) : undefined;
  return (
    <div className="container-page grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
      <div className="flex flex-col items-start gap-5">
        <Heading className="text-4xl leading-tight md:text-5xl">{slide.title}</Heading>
        {slide.subtitle && <p className="max-w-prose text-lg text-text">{slide.subtitle}</p>}
        {slide.cta?.label && slide.cta.href && (
          <Link href={slide.cta.href} className="rounded-theme bg-primary px-6 py-3 font-medium text-white hover:opacity-90">
            {slide.cta.label}
          </Link>
        )}
      </div>
      {image && (
        <img
          src={image.url}
          srcSet={srcSet}
          sizes={srcSet ? '(min-width: 768px) 50vw, 100vw' : undefined}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="aspect-[16/9] w-full rounded-theme object-cover"
        />
      )}
    </div>
  );
}
