/** Customer quotes under a title. */
import type { SectionProps } from '../../../app/section.ts';
import { TitledSection } from '../../../components/TitledSection.tsx';

export default function Testimonials({ settings }: SectionProps<'testimonials'>) {
  const items = settings.items ?? [];
  if (items.length === 0) return null;
  return (
    <TitledSection title={settings.title} className="container-page py-section" titleClassName="mb-8 text-center text-2xl md:text-3xl">
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
    </TitledSection>
  );
}
