import { useEffect, useRef, useState } from 'react';
import type { Review } from '../../content/reviews';

export interface ReviewImageProps {
  review: Pick<Review, 'imageSrc' | 'fallbackSrc' | 'title'>;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** The scans' own size (an A4 page at 72 dpi): the box is reserved before they load. */
const SCAN_WIDTH = 595;
const SCAN_HEIGHT = 842;

/**
 * A review's scan, which switches to its fallback once when it fails to load (public-site §8). A
 * failure that happened before hydration (no error event reaches React then) is caught on mount.
 * Give it `key={review.imageSrc}` so a new source starts fresh.
 */
export function ReviewImage({ review, className, loading }: ReviewImageProps) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const img = imgRef.current;
    if (failed || !img || !img.complete || img.naturalWidth > 0) return undefined;
    // Complete with no size: a failure, or an SVG without intrinsic size. Ask once more to tell.
    const probe = new Image();
    probe.onerror = () => setFailed(true);
    probe.src = img.currentSrc || img.src;
    return () => {
      probe.onerror = null;
    };
  }, [failed]);

  return (
    <img
      ref={imgRef}
      className={className}
      src={failed ? review.fallbackSrc : review.imageSrc}
      alt={`Скан: ${review.title}`}
      width={SCAN_WIDTH}
      height={SCAN_HEIGHT}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
