import { useRouteError } from 'react-router';

/** Last resort when a page cannot load at all (network down, server unreachable). */
export function ErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="mx-auto max-w-xl p-10 text-center">
      <h1 className="mb-4 text-2xl font-bold">An unknown error occurred.</h1>
      <a className="text-primary underline" href="/">
        Home
      </a>
    </div>
  );
}
