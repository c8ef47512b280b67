/** Stub with the final contract: the reviews section of the home page (id "reviews"). */
export function ReviewsSection() {
  return <section id="reviews" aria-label="Отзывы" />;
}
