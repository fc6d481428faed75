/** A titled row of collections, each an image with its linked name. */
import { Link } from '../../../components/Link.tsx';
import { toImageRef } from '../../../lib/image-ref.ts';
import type { SectionProps } from '../../../app/section.ts';
import { CoverImage } from '../../../components/CoverImage.tsx';
import { TitledSection } from '../../../components/TitledSection.tsx';

export default function CollectionList({ settings }: SectionProps<'collection-list'>) {
  const collections = settings.collections ?? [];
  if (collections.length === 0) return null;
  return (
    <TitledSection title={settings.title} className="container-page py-section" titleClassName="mb-6 text-2xl md:text-3xl">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {collections.map((collection) => {
          const image = toImageRef(collection.image, { width: 600, height: 600 });
          const Heading = settings.title ? 'h3' : 'h2';
          return (
            <li key={collection.href} className="group relative">
              <CoverImage image={image} aspect="aspect-square" />
              <Heading className="mt-3 text-base font-semibold">
                <Link href={collection.href} className="after:absolute after:inset-0 hover:text-primary">
                  {collection.title}
                </Link>
              </Heading>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
