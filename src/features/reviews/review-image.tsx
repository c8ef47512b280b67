import { useEffect, useRef, useState } from 'react';

export interface ReviewImageProps {
  src: string;
  fallbackSrc: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
}

/**
 * An image that switches to its fallback once when it fails to load (public-site §8). A failure
 * that happened before hydration (no error event reaches React then) is caught on mount.
 * Give it `key={src}` so a new source starts fresh.
 */
export function ReviewImage({
  src,
  fallbackSrc,
  alt,
  className,
  width,
  height,
  loading,
}: ReviewImageProps) {
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
      src={failed ? fallbackSrc : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
