import { LineIcon } from '../../ui/line-icon';

/** The item's class, with its `--active` modifier when it is the selected one. */
export function itemClass(block: string, active: boolean): string {
  return active ? `${block} ${block}--active` : block;
}

/**
 * The inside of a category tab or a line link: its two-digit number, its title and an icon, each
 * with the block's class (`__…-num`, `__…-title`, and the icon's own).
 */
export function OverlayItemBody({
  block,
  index,
  title,
  icon,
}: {
  block: string;
  index: number;
  title: string;
  icon: { className: string; d: string; size: number };
}) {
  return (
    <>
      <span className={`${block}-num`} aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
      <span className={`${block}-title`}>{title}</span>
      <LineIcon className={icon.className} d={icon.d} size={icon.size} />
    </>
  );
}
