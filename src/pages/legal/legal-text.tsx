import { Link } from '../../ui/link';
import { typeset, type LegalInline, type LegalText } from '../../content/legal/legal-model';
import { onLegalAnchorClick } from './legal-anchor';

function Inline({ piece }: { piece: LegalInline }) {
  if (typeof piece === 'string') return typeset(piece);
  if ('strong' in piece) return <strong>{piece.strong}</strong>;
  const { href, text } = piece;
  if (href.startsWith('#')) {
    const id = href.slice(1);
    return (
      <a href={href} onClick={(event) => onLegalAnchorClick(event, id)}>
        {text}
      </a>
    );
  }
  if (href.startsWith('/')) return <Link to={href}>{text}</Link>;
  return <a href={href}>{text}</a>;
}

/** Running text of a legal document: plain strings, emphasis and links (site paths, mail, anchors). */
export function LegalTextView({ text }: { text: LegalText }) {
  if (typeof text === 'string') return typeset(text);
  return text.map((piece, index) => <Inline key={index} piece={piece} />);
}
