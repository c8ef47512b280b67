import { useState } from 'react';
import { Link } from '../../ui/link';
import { paths } from '../../config/paths';
import { REVIEWS } from '../../content/reviews';
import { ReviewCard } from './review-card';
import { lazyPart } from '../../ui/lazy-part';
import { REVIEW_BLOCK_BACKDROP_OPACITY } from './review-backdrop';
import { ICON_PATHS, LineIcon } from '../../ui/line-icon';
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
            <LineIcon d={ICON_PATHS.arrowRight16} box={16} />
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
