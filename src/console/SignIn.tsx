/** Staff sign-in: the shared sign-in contract, checked in the browser first; the server sets the session cookie. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { adminSignIn } from '../shared/contracts/accounts.ts';
import { call, ConsoleApiError } from './api.ts';
import { useT } from './i18n.ts';
import { LangChooser } from './LangChooser.tsx';

const Form = z.object({ account: z.string().trim().min(1).max(254), password: z.string().min(1).max(100) });
type Form = z.infer<typeof Form>;

export function SignIn() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Form>({ resolver: zodResolver(Form), defaultValues: { account: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await call(adminSignIn, values);
      queryClient.clear();
      const next = params.get('redirect');
      void navigate(next && next.startsWith('/') && !next.startsWith('//') ? next : '/', { replace: true });
    } catch (err) {
      setFailure(err instanceof ConsoleApiError && err.message ? err.message : t('failed'));
    }
  });

  return (
    <div className="flex min-h-screen items-center justify-center p-6">
      <form noValidate onSubmit={(e) => void submit(e)} className="w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center justify-between">
          <h1 className="text-xl font-semibold">{t('signIn.heading')}</h1>
          <LangChooser />
        </div>
        <p className="text-sm text-slate-500">{window.__CONSOLE__.shopName}</p>
        <label className="block text-sm">
          <span>{t('signIn.account')}</span>
          <input
            className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
            autoComplete="username"
            {...register('account')}
            aria-invalid={Boolean(formState.errors.account)}
          />
          {formState.errors.account && <span className="text-red-600">{t('signIn.required')}</span>}
        </label>
        <label className="block text-sm">
          <span>{t('signIn.password')}</span>
          <input
            type="password"
            className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
            autoComplete="current-password"
            {...register('password')}
            aria-invalid={Boolean(formState.errors.password)}
          />
          {formState.errors.password && <span className="text-red-600">{t('signIn.required')}</span>}
        </label>
        {failure && (
          <p role="alert" className="text-sm text-red-600">
            {failure}
          </p>
        )}
        <button type="submit" disabled={formState.isSubmitting} className="w-full rounded bg-slate-900 px-4 py-2 text-white disabled:opacity-50">
          {t('signIn.submit')}
        </button>
      </form>
    </div>
  );
}
