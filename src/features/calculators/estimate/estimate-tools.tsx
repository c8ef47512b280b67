import { useState } from 'react';
import { site } from '../../../config/site';
import {
  ESTIMATE_NAMES,
  codecLink,
  type EstimateCodec,
} from '../../../domain/estimates/estimate-codec';
import { APP_VERSION } from '../../../config/build-info';
import { lazyPart } from '../../../ui/lazy-part';
import { showToast } from '../../../ui/toast/toast-store';
import type { EstimateReport } from './estimate-report';
import { EstimateSheet } from './estimate-sheet';
import { shareLink } from './share-link';
import { usePrinting } from './use-printing';
import { useSavedEstimates } from './use-saved-estimates';
import './estimate-tools.css';

export const COPIED_TOAST = 'Ссылка скопирована';
export const SAVED_TOAST = 'Расчёт сохранён в «Мои расчёты»';
export const SHARE_FAILED =
  'Не удалось ни поделиться ссылкой, ни скопировать её. Выделите ссылку ниже и скопируйте вручную.';

// Both load when first needed: they read every calculator's rules (the summaries of all saved
// estimates, the figures of the one sent), which a calculator page's start need not carry.
const SendEstimateDialog = lazyPart(() =>
  import('./send-estimate-dialog').then((module) => module.SendInputsDialog),
).Part;
const SavedEstimatesList = lazyPart(() =>
  import('./saved-estimates-list').then((module) => module.SavedEstimatesList),
).Part;

function absolute(link: string): string {
  return typeof window === 'undefined' ? link : new URL(link, window.location.origin).href;
}

/**
 * Under a calculator: «Поделиться» (a link that opens the same inputs), «Распечатать» (the A4
 * printout), «Отправить расчёт» (a short request carrying the estimate), «Сохранить расчёт» where
 * the result is live (no «Рассчитать»), and «Мои расчёты».
 * Sharing and printing also keep the estimate in the list. `inputs` null: nothing to share yet.
 */
export function EstimateTools({
  codec,
  inputs,
  report,
  manualSave = false,
  emptyHint,
}: {
  codec: EstimateCodec;
  inputs: unknown;
  report: EstimateReport;
  manualSave?: boolean;
  emptyHint?: string;
}) {
  const saved = useSavedEstimates();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // The inputs being sent: taken when «Отправить расчёт» is pressed.
  const [sending, setSending] = useState<{ inputs: unknown } | null>(null);
  const printing = usePrinting();
  const { kind } = codec;
  const ready = inputs !== null;
  const link = ready ? codecLink(codec, inputs) : null;

  const share = async () => {
    if (!link) return;
    setFailedUrl(null);
    const url = absolute(link);
    void saved.save(kind, link);
    const outcome = await shareLink({
      title: `${site.product}: ${ESTIMATE_NAMES[kind]}`,
      text: `${ESTIMATE_NAMES[kind]} — ${codec.summary(inputs)}`,
      url,
    });
    if (outcome === 'copied') showToast(COPIED_TOAST);
    if (outcome === 'failed') setFailedUrl(url);
  };

  const print = () => {
    if (link) void saved.save(kind, link);
    printing.print();
  };

  const save = async () => {
    if (!link) return;
    await saved.save(kind, link);
    showToast(SAVED_TOAST);
  };

  return (
    <>
      <section
        className="container calculator-page__section estimate-tools"
        aria-labelledby={`${kind}-estimates-title`}
      >
        <h2 className="calculator-page__section-title" id={`${kind}-estimates-title`}>
          Мои расчёты
        </h2>
        <div className="estimate-tools__actions">
          {manualSave ? (
            <button
              type="button"
              className="button button--accent"
              disabled={!ready}
              onClick={() => void save()}
            >
              Сохранить расчёт
            </button>
          ) : null}
          <button
            type="button"
            className="button button--ghost"
            disabled={!ready}
            onClick={() => void share()}
          >
            Поделиться
          </button>
          <button type="button" className="button button--ghost" disabled={!ready} onClick={print}>
            Распечатать
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={!ready}
            aria-haspopup="dialog"
            onClick={() => setSending({ inputs })}
          >
            Отправить расчёт
          </button>
        </div>
        {!ready && emptyHint ? <p className="estimate-tools__hint">{emptyHint}</p> : null}
        {failedUrl ? (
          <div className="estimate-tools__failed">
            <p role="alert">{SHARE_FAILED}</p>
            <input
              className="estimate-tools__url"
              type="text"
              readOnly
              aria-label="Ссылка на расчёт"
              value={failedUrl}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        ) : null}
        {saved.list.length === 0 ? (
          <p className="saved-estimates__empty">
            Здесь появятся последние 20 расчётов: они хранятся только на этом устройстве.
          </p>
        ) : (
          <SavedEstimatesList list={saved.list} onRemove={(id) => void saved.remove(id)} />
        )}
      </section>
      {printing.printing ? <EstimateSheet kind={kind} report={report} /> : null}
      {sending ? (
        <SendEstimateDialog
          kind={kind}
          inputs={sending.inputs}
          appVersion={APP_VERSION}
          onClose={() => setSending(null)}
        />
      ) : null}
    </>
  );
}
