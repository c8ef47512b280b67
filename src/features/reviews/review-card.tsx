import type { Review } from '../../content/reviews';
import { ReviewImage } from './review-image';

/** One large review card (710x555 on desktop): the scan, the title and 'Читать отзыв'. */
export function ReviewCard({ review, onRead }: { review: Review; onRead: () => void }) {
  const titleId = `review-${review.id}-title`;
  const meta = [review.company, review.date].filter((part) => part.trim()).join(' · ');
  return (
    <article className="review-card card card--raised" aria-labelledby={titleId}>
      <div className="review-card__media">
        <div className="review-card__sheet">
          <ReviewImage
            key={review.imageSrc}
            review={review}
            className="review-card__image"
            loading="lazy"
          />
        </div>
      </div>
      <div className="review-card__body">
        <div className="review-card__text">
          <h3 id={titleId} className="review-card__title">
            {review.title}
          </h3>
          {meta ? <p className="review-card__meta">{meta}</p> : null}
        </div>
        <button
          type="button"
          className="button review-card__read"
          aria-describedby={titleId}
          onClick={onRead}
        >
          Читать отзыв
        </button>
      </div>
    </article>
  );
}
