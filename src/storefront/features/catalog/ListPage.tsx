/** A catalogue list page (category, collection, tag list): its title as the page's h1, then the list. */
import type { ReactNode } from 'react';

export function ListPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl md:text-4xl">{title}</h1>
      {children}
    </div>
  );
}
