// The slot picker's confirmation: doctor, whom the token is for, date, slot, token number and what the visit
// costs, "Read aloud" of the token, doctor, date and slot; Continue moves on.
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { SuccessDialog } from '../../ui/success-dialog';
import { slotName } from '../../lib/slot-name';
import { FeeChip, type FeeOf } from '../../ui/visit-fee';
import { bookingWords } from '../../lib/read-aloud';
import { ReadAloudButton } from '../../ui/read-aloud-button';

export interface Confirmation {
  doctorName: string;
  /** Whom the token is for, as the lists say it. */
  forWhom: string;
  date: string;
  slot: string;
  tokenNumber: number | null;
  fee: FeeOf;
}

export function ConfirmationDialog({
  confirmation,
  onContinue,
}: {
  confirmation: Confirmation | null;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  return (
    <SuccessDialog
      open={confirmation !== null}
      title={t('appointments.confirmedTitle')}
      onContinue={onContinue}
      action={
        confirmation && (
          <ReadAloudButton
            words={bookingWords(t, i18n.language, {
              token: confirmation.tokenNumber,
              doctor: confirmation.doctorName,
              date: format.date(confirmation.date),
              slot: slotName(t, confirmation.slot),
            })}
          />
        )
      }
    >
      {confirmation && (
        <dl className="info-list confirmation-list">
          <div className="info-row">
            <dt>{t('appointments.doctor')}</dt>
            <dd>{confirmation.doctorName}</dd>
          </div>
          <div className="info-row">
            <dt>{t('family.forLabel')}</dt>
            <dd data-testid="booked-for">{confirmation.forWhom}</dd>
          </div>
          <div className="info-row">
            <dt>{t('appointments.date')}</dt>
            <dd>{format.date(confirmation.date)}</dd>
          </div>
          <div className="info-row">
            <dt>{t('appointments.slot')}</dt>
            <dd>{slotName(t, confirmation.slot)}</dd>
          </div>
          <div className="info-row token-row">
            <dt>{t('appointments.tokenNumber')}</dt>
            <dd className="token-number" data-testid="token-number">
              {confirmation.tokenNumber ?? t('messages.notAssigned')}
            </dd>
          </div>
          <div className="info-row">
            <dt>{t('appointments.fees')}</dt>
            <dd>
              <FeeChip booking={confirmation.fee} />
            </dd>
          </div>
        </dl>
      )}
    </SuccessDialog>
  );
}
