import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { nextIndex, SLIDE_FADE_MS, stepIndex, wrapIndex } from '../../domain/slider/slider';
// project-slider.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

export interface Slide {
  src: string;
  alt: string;
}

interface ProjectSliderProps {
  slides: readonly Slide[];
  /** Accessible name of the whole slider, e.g. «Фотографии объекта: бизнес-центр «Северный»». */
  label: string;
  width: number;
  height: number;
}

/**
 * An image slider with dots (public-site §2.7): a swipe of more than 40 px left or right changes the
 * slide, slides cross-fade over 260 ms and wrap around; ArrowLeft/ArrowRight work while it has focus.
 */
export function ProjectSlider({ slides, label, width, height }: ProjectSliderProps) {
  const [active, setActive] = useState(0);
  const startX = useRef<number | null>(null);
  const count = slides.length;
  const current = wrapIndex(active, count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    setActive((index) => stepIndex(index, count, event.key === 'ArrowRight' ? 1 : -1));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    startX.current = event.clientX;
  };

  const finishSwipe = (event: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    const deltaX = event.clientX - startX.current;
    startX.current = null;
    setActive((index) => nextIndex(index, count, deltaX));
  };

  const style = { '--project-slider-fade': `${SLIDE_FADE_MS}ms` } as CSSProperties;

  return (
    <div
      className="project-slider"
      role="group"
      aria-roledescription="слайдер"
      aria-label={label}
      tabIndex={0}
      style={style}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={finishSwipe}
      onPointerLeave={finishSwipe}
      onPointerCancel={() => {
        startX.current = null;
      }}
    >
      <div className="project-slider__viewport" style={{ aspectRatio: `${width} / ${height}` }}>
        {slides.map((slide, index) => (
          <div
            key={slide.src}
            className={
              index === current
                ? 'project-slider__slide project-slider__slide--active'
                : 'project-slider__slide'
            }
            role="group"
            aria-roledescription="слайд"
            aria-label={`${index + 1} из ${count}`}
            aria-hidden={index === current ? undefined : true}
          >
            <img
              className="project-slider__image"
              src={slide.src}
              alt={slide.alt}
              width={width}
              height={height}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="project-slider__dots">
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              className="project-slider__dot"
              aria-label={`Слайд ${index + 1} из ${count}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
