/** An image beside a title, a text and an optional call to action. */
import { useId } from 'react';
import { Link } from '../../../app/navigation.tsx';
import { toImageRef } from '../../../lib/image-ref.ts';
import type { SectionProps } from '../../../app/section.ts';

interface Settings {
  title?: string;
  text?: string;
  image?: unknown;
  cta?: { label: string; href: string };
}

export default function ImageWithText({ settings }: SectionProps<Settings>) {
  const id = useId();
  const image = toImageRef(settings.image, { width: 800, height: 600 });
  return (
    <section aria-labelledby={settings.title ? id : undefined} className="container-page py-section">
      <div className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
        {image && (
          <img
            src={image.url}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full rounded-theme object-cover"
          />
        )}
        <div className="flex flex-col items-start gap-4">
          {settings.title && (
            <h2 id={id} className="text-2xl md:text-3xl">
              {settings.title}
            </h2>
          )}
          {settings.text && <p className="whitespace-pre-line leading-relaxed text-text">{settings.text}</p>}
          {settings.cta?.label && settings.cta.href && (
            <Link href={settings.cta.href} className="rounded-theme border border-primary px-5 py-2.5 font-medium text-primary hover:bg-primary hover:text-white">
              {settings.cta.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
