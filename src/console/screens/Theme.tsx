/**
 * The theme editor: every key of the storefront's theme (spec §3: colours, fonts, block space,
 * corner radius, page width, product cards) and the owner's custom code, beside a live preview of
 * the shop's home. Nothing reaches the shop until "Save theme"; the preview then reloads from it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminSiteGet, adminSiteSave, type SiteConfig, type ThemeConfig } from '../../shared/contracts/site.ts';
import { call, ConsoleApiError } from '../api.ts';
import { useT } from '../i18n.ts';
import { usePermitted } from '../me.ts';
import { SITE_KEY } from '../site.ts';
import { ColourField, LengthField, SelectField } from './theme/fields.tsx';
import { InjectsEditor } from './theme/InjectsEditor.tsx';
import { PageFrames } from './theme/PageFrames.tsx';
import { ThemePreview } from './theme/ThemePreview.tsx';

const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  serif: 'Georgia, "Noto Serif", "Times New Roman", serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", "Arial Rounded MT Bold", sans-serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;
const WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900];
const RATIOS = { square: '1/1', portrait: '3/4', tall: '2/3', landscape: '4/3', wide: '16/9' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export default function Theme() {
  const t = useT();
  const queryClient = useQueryClient();
  const ownerOnly = usePermitted('settings.payments');
  const site = useQuery({ queryKey: SITE_KEY, queryFn: () => call(adminSiteGet) });
  const [draft, setDraft] = useState<{ theme: ThemeConfig; injects: SiteConfig['injects'] } | null>(null);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const current = draft ?? (site.data ? { theme: site.data.theme, injects: site.data.injects } : null);

  const save = useMutation({
    mutationFn: (d: NonNullable<typeof current>) => call(adminSiteSave, { theme: d.theme, ...(ownerOnly ? { injects: d.injects.filter((i) => i.url.trim()) } : {}) }),
    onMutate: () => setNotice(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(SITE_KEY, saved);
      setDraft(null);
      setVersion((v) => v + 1);
      setNotice({ ok: true, text: t('theme.saved') });
    },
    onError: (err) => setNotice({ ok: false, text: err instanceof ConsoleApiError && err.message ? err.message : t('failed') }),
  });

  if (site.isError) return <p role="alert">{t('failed')}</p>;
  if (!current) return <p>{t('loading')}</p>;
  const { theme } = current;
  const edit = (change: (theme: ThemeConfig) => void) => {
    const next = structuredClone(theme);
    change(next);
    setDraft({ ...current, theme: next });
  };
  const stackOptions = (value: string | undefined) => [
    ...Object.entries(FONT_STACKS).map(([key, stack]) => ({ value: stack, label: t(`theme.stacks.${key}`) })),
    ...(value && !Object.values(FONT_STACKS).includes(value as never) ? [{ value, label: t('theme.stacks.current', { value }) }] : []),
  ];
  const weightOptions = WEIGHTS.map((w) => ({ value: String(w), label: String(w) }));

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('theme.nav')}</h1>
      <div className="grid gap-6 xl:grid-cols-2">
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(current);
          }}
        >
          <Section title={t('theme.section.colors')}>
            {Object.entries(theme.colors).map(([key, value]) => (
              <ColourField key={key} label={t(`theme.colors.${key}`)} value={value} onChange={(v) => edit((th) => (th.colors[key as keyof ThemeConfig['colors']] = v))} />
            ))}
          </Section>
          <Section title={t('theme.section.fonts')}>
            <SelectField
              label={t('theme.family')}
              value={theme.fonts.family}
              options={stackOptions(theme.fonts.family)}
              onChange={(v) => edit((th) => (th.fonts.family = v))}
            />
            <SelectField
              label={t('theme.titleFamily')}
              value={theme.fonts.titleFamily ?? ''}
              options={[{ value: '', label: t('theme.sameAsBody') }, ...stackOptions(theme.fonts.titleFamily)]}
              onChange={(v) => edit((th) => (th.fonts.titleFamily = v || undefined))}
            />
            <SelectField
              label={t('theme.weightNormal')}
              value={String(theme.fonts.weights.normal)}
              options={weightOptions}
              onChange={(v) => edit((th) => (th.fonts.weights.normal = Number(v)))}
            />
            <SelectField
              label={t('theme.weightTitle')}
              value={String(theme.fonts.weights.title)}
              options={weightOptions}
              onChange={(v) => edit((th) => (th.fonts.weights.title = Number(v)))}
            />
            <LengthField label={t('theme.sizeBase')} value={theme.fonts.sizes.base} onChange={(v) => edit((th) => (th.fonts.sizes.base = v))} />
            <LengthField label={t('theme.sizeTitle')} value={theme.fonts.sizes.title} onChange={(v) => edit((th) => (th.fonts.sizes.title = v))} />
          </Section>
          <Section title={t('theme.section.layout')}>
            <LengthField label={t('theme.blockSpace')} value={theme.blockSpace} onChange={(v) => edit((th) => (th.blockSpace = v))} />
            <LengthField label={t('theme.borderRadius')} value={theme.borderRadius} onChange={(v) => edit((th) => (th.borderRadius = v))} />
          </Section>
          <Section title={t('theme.section.container')}>
            <LengthField label={t('theme.padding')} value={theme.container.padding} onChange={(v) => edit((th) => (th.container.padding = v))} />
            {Object.entries(theme.container.screens).map(([name, width]) => (
              <label key={name} className="flex flex-col gap-1 text-sm font-medium">
                {t('theme.screen', { name })}
                <input
                  type="number"
                  min={0}
                  max={4000}
                  className="rounded border border-slate-300 px-2 py-1.5 font-normal"
                  value={width}
                  onChange={(e) => edit((th) => (th.container.screens[name] = Number(e.target.value)))}
                />
              </label>
            ))}
          </Section>
          <Section title={t('theme.section.product')}>
            <SelectField
              label={t('theme.imageRatio')}
              value={theme.product.imageRatio}
              options={Object.entries(RATIOS).map(([key, ratio]) => ({ value: ratio, label: `${t(`theme.ratios.${key}`)} (${ratio})` }))}
              onChange={(v) => edit((th) => (th.product.imageRatio = v))}
            />
          </Section>
          <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
            <legend className="px-1 font-semibold">{t('theme.section.injects')}</legend>
            <InjectsEditor value={current.injects} editable={ownerOnly} onChange={(injects) => setDraft({ ...current, injects })} />
          </fieldset>
          <div className="flex items-center gap-3">
            <button type="submit" disabled={save.isPending} className="rounded bg-slate-900 px-3 py-1.5 text-sm text-white disabled:opacity-50">
              {save.isPending ? t('theme.saving') : t('theme.save')}
            </button>
            {draft && (
              <button type="button" className="text-sm underline" onClick={() => setDraft(null)}>
                {t('theme.discard')}
              </button>
            )}
            {notice && (
              <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-sm text-green-700' : 'text-sm text-red-700'}>
                {notice.text}
              </p>
            )}
          </div>
          <PageFrames />
        </form>
        <ThemePreview theme={theme} version={version} />
      </div>
    </div>
  );
}
