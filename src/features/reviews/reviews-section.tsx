import { useState } from 'react';
import { Link } from '../../ui/link';
import { paths } from '../../config/paths';
import { REVIEWS } from '../../content/reviews';
import { ReviewCard } from './review-card';
import { lazyPart } from '../../ui/lazy-part';
import { REVIEW_BLOCK_BACKDROP_OPACITY } from './review-backdrop';
// reviews-section.css: in the home page's stylesheet (src/pages/home/home-section-styles.ts).

/** The viewer (and the modal it opens in) loads when a review is first opened. */
const ReviewViewer = lazyPart(() => import('./review-viewer').then((m) => m.ReviewViewer)).Part;

/**
 * The reviews section of the home page (public-site §2.9): two large cards, each opening the
 * review viewer (with the lighter 0.35 backdrop), and a line inviting a review of one's own.
 */
export function ReviewsSection() {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = REVIEWS.find((review) => review.id === openId) ?? null;

  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <div className="container">
        <header className="reviews__head">
          <h2 id="reviews-title" className="reviews__title">
            Отзывы
          </h2>
          <p className="reviews__subtitle">история сотрудничества</p>
        </header>
        <ul className="reviews__list">
          {REVIEWS.map((review) => (
            <li key={review.id} className="reviews__item">
              <ReviewCard review={review} onRead={() => setOpenId(review.id)} />
            </li>
          ))}
        </ul>
        <p className="reviews__footer">
          <Link className="reviews__more" to={paths.contact}>
            Хотите оставить свой?
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path
                d="M3 8h10M9 4l4 4-4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </Link>
        </p>
      </div>
      {open && (
        <ReviewViewer
          review={open}
          onClose={() => setOpenId(null)}
          backdropOpacity={REVIEW_BLOCK_BACKDROP_OPACITY}
        />
      )}
    </section>
  );
}
