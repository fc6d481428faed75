/** The shop's collections: hand-picked or by rules, with how many products each lists now. */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminCollectionList } from '../../shared/contracts/taxonomy-admin.ts';
import { call } from '../api.ts';
import { useLang, useT } from '../i18n.ts';

export default function Collections() {
  const t = useT();
  const { lang } = useLang();
  const { data, isError } = useQuery({ queryKey: ['collections', lang], queryFn: () => call(adminCollectionList) });
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold">{t('taxonomy.collections.heading')}</h1>
        <Link to="/collections/new" className="ml-auto rounded bg-slate-900 px-3 py-1.5 text-sm text-white">
          {t('taxonomy.collections.add')}
        </Link>
      </div>
      {isError && <p role="alert">{t('failed')}</p>}
      <table className="w-full rounded-lg border border-slate-200 bg-white text-left text-sm">
        <tbody>
          {data?.list.map((row) => (
            <tr key={row.id} className="border-t border-slate-100">
              <td className="px-3 py-2">
                <Link to={`/collections/${row.id}`} className="font-medium underline">
                  {row.title}
                </Link>
              </td>
              <td className="px-3 py-2 text-slate-500">/{row.slug}</td>
              <td className="px-3 py-2">{t(`taxonomy.collections.kinds.${row.kind}`)}</td>
              <td className="px-3 py-2">{t('taxonomy.collections.count', { count: row.productCount })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.list.length === 0 && <p className="text-slate-500">{t('taxonomy.empty')}</p>}
    </div>
  );
}
