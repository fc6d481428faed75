/** Customer quotes under a title. */
import { useId } from 'react';
import type { SectionProps } from '../../../app/section.ts';

interface Settings {
  title?: string;
  items?: Array<{ quote: string; author: string }>;
}

export default function Testimonials({ settings }: SectionProps<Settings>) {
  const id = useId();
  const items = settings.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={settings.title ? id : undefined} className="container-page py-section">
      {settings.title && (
        <h2 id={id} className="mb-8 text-center text-2xl md:text-3xl">
          {settings.title}
        </h2>
      )}
      <ul className="grid gap-6 md:grid-cols-3">
        {items.map((item, i) => (
          <li key={i}>
            <figure className="flex h-full flex-col justify-between gap-4 rounded-theme border border-border bg-white p-6">
              <blockquote className="leading-relaxed text-text">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="text-sm font-semibold text-title">— {item.author}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
