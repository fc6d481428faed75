/**
 * The language chooser: the languages with texts of their own (the site's first), then, marked as
 * such, the other route languages, which show the page in the language they fall back to.
 */
import { useLocation } from '../../lib/router/index.ts';
import { catalogueFor, isTranslated, loadCatalogue } from '../../../shared/i18n/i18n.ts';
import { ROUTE_LANGS, switchLanguage, type RouteLang } from '../../../shared/routes.ts';
import { useAppNavigate } from '../../lib/navigation.ts';
import { useLang, useSite, useT } from '../../lib/site.ts';
import { Select } from '../../components/Select.tsx';

/** The route languages in chooser order: the site's own first, then the rest as listed in spec §2. */
export function chooserLangs(siteLangs: readonly RouteLang[]): { translated: RouteLang[]; untranslated: RouteLang[] } {
  const ordered = [...new Set([...siteLangs, ...ROUTE_LANGS])];
  return { translated: ordered.filter(isTranslated), untranslated: ordered.filter((l) => !isTranslated(l)) };
}

export function LanguageChooser({ className = '' }: { className?: string }) {
  const t = useT();
  const site = useSite();
  const { lang, langPrefix } = useLang();
  const location = useLocation();
  const navigate = useAppNavigate();
  const { translated, untranslated } = chooserLangs(site.siteLangs);
  const option = (l: RouteLang) => ({ value: l, label: t(`language.${l}`) });

  const change = async (next: RouteLang) => {
    // The texts of the new language load before its page renders, so it never flashes English.
    await loadCatalogue(next).catch(() => undefined);
    navigate(switchLanguage(location.pathname, next) + location.search);
  };

  return (
    <Select
      label={t('language.label')}
      hideLabel
      className={className}
      selectClassName="max-w-40 px-2 py-1 text-sm"
      // The prefix the shopper is on, also when the page is served in another language.
      value={langPrefix || lang}
      onChange={(e) => void change(e.target.value as RouteLang)}
      options={[
        { group: t('language.translated'), options: translated.map(option) },
        { group: t('language.untranslated', { language: t(`language.${catalogueFor(site.defaultLang)}`) }), options: untranslated.map(option) },
      ]}
    />
  );
}
