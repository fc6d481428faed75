/** The language chooser: the site's languages first, then the other route languages. */
import { useLocation } from 'react-router';
import { loadCatalogue } from '../../../shared/i18n/i18n.ts';
import { ROUTE_LANGS, switchLanguage, type RouteLang } from '../../../shared/routes.ts';
import { useAppNavigate } from '../../lib/navigation.ts';
import { useLang, useSite, useT } from '../../lib/site.ts';
import { Select } from '../../components/Select.tsx';

export function LanguageChooser({ className = '' }: { className?: string }) {
  const t = useT();
  const site = useSite();
  const { lang } = useLang();
  const location = useLocation();
  const navigate = useAppNavigate();
  const langs: RouteLang[] = [...site.siteLangs, ...ROUTE_LANGS.filter((l) => !site.siteLangs.includes(l))];

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
      value={lang}
      onChange={(e) => void change(e.target.value as RouteLang)}
      options={langs.map((l) => ({ value: l, label: t(`language.${l}`) }))}
    />
  );
}
