/** The title of a content page: its h1. */
import type { SectionProps } from '../../../app/section.ts';

interface Settings {
  title: string;
}

export default function PageTitle({ settings }: SectionProps<Settings>) {
  return (
    <div className="container-page pt-8">
      <h1 className="mx-auto max-w-3xl text-3xl md:text-4xl">{settings.title}</h1>
    </div>
  );
}
