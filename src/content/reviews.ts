/**
 * The two reviews of the home page (public-site §2.9, §3): a scan of the customer's letter, its
 * fallback image and the letter's details. Empty details are shown as a dash.
 */
export interface Review {
  id: string;
  /** Card and viewer title. */
  title: string;
  imageSrc: string;
  fallbackSrc: string;
  name: string;
  company: string;
  /** As printed on the letter: DD.MM.YYYY. */
  date: string;
  city: string;
}

export const REVIEW_FALLBACK_SRC = '/images/reviews/fallback.svg';

export const REVIEWS: readonly Review[] = [
  {
    id: 'severstroy',
    title: 'Благодарственное письмо ООО «СеверСтрой»',
    imageSrc: '/images/reviews/review-1.svg',
    fallbackSrc: REVIEW_FALLBACK_SRC,
    name: 'Андрей Викторович Морозов',
    company: 'ООО «СеверСтрой»',
    date: '04.09.2025',
    city: 'Архангельск',
  },
  {
    id: 'primorsky',
    title: 'Отзыв о работах на логистическом комплексе «Приморский»',
    imageSrc: '/images/reviews/review-2.svg',
    fallbackSrc: REVIEW_FALLBACK_SRC,
    name: '',
    company: '',
    date: '',
    city: '',
  },
];
