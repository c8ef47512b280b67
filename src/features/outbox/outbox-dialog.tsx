import { Modal } from '../../ui/modal/modal';
import type { OutboxItem } from '../../offline/outbox';
import { OutboxPanel } from './outbox-panel';
import { OUTBOX_TEXT } from './outbox-texts';

export interface OutboxDialogProps {
  items: OutboxItem[];
  sending: boolean;
  onClose: () => void;
  onSendNow: () => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/** The queue in a modal: a chunk of its own, loaded when the visitor opens it. */
export function OutboxDialog({ onClose, ...panel }: OutboxDialogProps) {
  return (
    <Modal open onClose={onClose} title={OUTBOX_TEXT.title} width={560}>
      <OutboxPanel {...panel} />
    </Modal>
  );
}
