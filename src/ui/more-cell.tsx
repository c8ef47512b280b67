/** The last cell of a table's row: a «Подробнее» button described by the row's title. */
export function MoreCell({
  className,
  buttonClassName,
  describedBy,
  onClick,
}: {
  className: string;
  buttonClassName: string;
  /** The id of the row's title, so the button reads «Подробнее, …». */
  describedBy: string;
  onClick: () => void;
}) {
  return (
    <td className={className}>
      <button
        type="button"
        className={buttonClassName}
        aria-describedby={describedBy}
        onClick={onClick}
      >
        Подробнее
      </button>
    </td>
  );
}
