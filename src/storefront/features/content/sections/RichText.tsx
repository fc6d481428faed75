/** Merchant text as HTML, sanitised by the server, in readable prose styles. */
import { PROSE } from '../../../lib/prose.ts';
import type { SectionProps } from '../../../app/section.ts';

interface Settings {
  html?: string;
}

export default function RichText({ settings }: SectionProps<Settings>) {
  if (!settings.html) return null;
  return (
    <div className="container-page py-8">
      <div className={`mx-auto max-w-3xl ${PROSE}`} dangerouslySetInnerHTML={{ __html: settings.html }} />
    </div>
  );
}
