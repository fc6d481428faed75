/**
 * The storefront's home in a frame of the console's own origin. The draft theme's CSS variables
 * are written into the frame's document as they change (the same CSS the server renders, later in
 * the head, so it wins); `version` reloads the frame after a save, to show what the shop now serves.
 */
import { useEffect, useRef } from 'react';
import type { ThemeConfig } from '../../../shared/contracts/site.ts';
import { themeCss } from '../../../shared/theme-css.ts';
import { useT } from '../../i18n.ts';

const DRAFT_STYLE_ID = 'console-theme-draft';

function applyDraft(frame: HTMLIFrameElement | null, theme: ThemeConfig) {
  const doc = frame?.contentDocument;
  if (!doc?.head) return;
  let style = doc.getElementById(DRAFT_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = DRAFT_STYLE_ID;
    doc.head.appendChild(style);
  }
  style.textContent = themeCss(theme);
}

export function ThemePreview({ theme, version }: { theme: ThemeConfig; version: number }) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(theme);
  useEffect(() => {
    latest.current = theme;
    applyDraft(frame.current, theme);
  }, [theme]);
  return (
    <section className="flex flex-col gap-2" aria-labelledby="theme-preview">
      <h2 id="theme-preview" className="text-lg font-semibold">
        {t('theme.preview')}
      </h2>
      <p className="text-sm text-slate-600">{t('theme.previewHint')}</p>
      <iframe
        key={version}
        ref={frame}
        src="/"
        title={t('theme.preview')}
        className="h-[70vh] w-full rounded-lg border border-slate-200 bg-white"
        onLoad={() => applyDraft(frame.current, latest.current)}
      />
    </section>
  );
}
