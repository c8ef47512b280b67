import type { Review } from '../../content/reviews';
import { Modal } from '../../ui/modal/modal';
import { ReviewImage } from './review-image';
import './review-viewer.css';

import { REVIEW_BACKDROP_OPACITY, REVIEW_BLOCK_BACKDROP_OPACITY } from './review-backdrop';

export { REVIEW_BACKDROP_OPACITY, REVIEW_BLOCK_BACKDROP_OPACITY };
/** Shown for a detail the review does not have. */
export const EMPTY_DETAIL = '—';

const DETAILS: readonly { label: string; key: 'name' | 'company' | 'date' | 'city' }[] = [
  { label: 'Имя клиента', key: 'name' },
  { label: 'Компания', key: 'company' },
  { label: 'Дата', key: 'date' },
  { label: 'Город', key: 'city' },
];

export interface ReviewViewerProps {
  review: Review | null;
  onClose: () => void;
  backdropOpacity?: number;
}

/**
 * The review viewer (public-site §2.9): the scan, large, with the letter's details. Open while
 * `review` is set; closes on Escape, the backdrop and the close button (all by <Modal>).
 */
export function ReviewViewer({
  review,
  onClose,
  backdropOpacity = REVIEW_BACKDROP_OPACITY,
}: ReviewViewerProps) {
  return (
    <Modal
      open={review !== null}
      onClose={onClose}
      title={review?.title ?? 'Отзыв'}
      width={1080}
      backdropOpacity={backdropOpacity}
      className="review-viewer"
    >
      {review ? (
        <div className="modal-columns review-viewer__layout">
          <div className="review-viewer__scan">
            <ReviewImage key={review.imageSrc} review={review} className="review-viewer__image" />
          </div>
          <dl className="review-viewer__details">
            {DETAILS.map(({ label, key }) => (
              <div key={key} className="review-viewer__detail">
                <dt>{label}</dt>
                <dd>{review[key].trim() || EMPTY_DETAIL}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Modal>
  );
}
