/** An image filling its box (a card's picture), zooming slightly when its card is hovered. */
import type { ImageRef } from '../../shared/contracts/catalog.ts';

interface CoverImageProps {
  image: ImageRef | null;
  /** The box's shape, as a Tailwind aspect class. */
  aspect: string;
  /** '' when the picture only decorates a card whose title says it all. */
  alt?: string;
}

export function CoverImage({ image, aspect, alt }: CoverImageProps) {
  return (
    <div className={`${aspect} overflow-hidden rounded-theme bg-gray-100`}>
      {image && (
        <img
          src={image.url}
          width={image.width}
          height={image.height}
          alt={alt ?? image.alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      )}
    </div>
  );
}
