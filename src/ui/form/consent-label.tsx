import { paths } from '../../config/paths';
import { Link } from '../link';

/** The consent box's text of the public request forms, with the privacy policy's link. */
export function ConsentLabel() {
  return (
    <>
      Я ознакомлен(а) с условиями{' '}
      <Link to={paths.legal('privacy')}>политики конфиденциальности</Link> и принимаю их
    </>
  );
}
