// "Running late" on /today-booking: the doctor (or its hospital) tells the patients waiting in a slot how
// late the doctor is, with a ready-made or typed message (set-queue-delay). Each waiting patient sees it
// on their live screen and on the board, and gets a push. "On time now" clears it (0 minutes, no message).
import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { SLOTS, WAITING_ROOM } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { noticeIn, QUEUE_NOTICES } from '../../../shared/queue-notices';
import { ApiError } from '../../lib/api-error';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { isOneOf } from '../../lib/wire-text';
import { toast } from '../../lib/toasts';
import { ChoiceGroup } from '../../ui/choice-group';
import { fieldError } from '../../ui/form-errors';
import { FormNotice, TextField } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { clinicToday } from '../../lib/clinic-today';
import { delaysQuery, useDoctorSlots, useSetQueueDelay } from './queue-queries';
import { currentSlot, slotLabel, SlotOptions } from './slot-options';

const MINUTE_CHOICES = ['15', '30', '45', '60'] as const;
type MinutesChoice = (typeof MINUTE_CHOICES)[number] | 'other';
type NoticeChoice = 'none' | `preset-${number}` | 'own';

export function RunningLate({ doctorId }: { doctorId: number }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const today = clinicToday();
  const delays = useQuery(delaysQuery(doctorId, today));
  const [open, setOpen] = useState(false);
  const posted = delays.data ?? [];
  return (
    <section className="card dq-running-late" aria-label={t('queue.runningLate')}>
      {posted.map((delay) => (
        <p key={delay.slot} className="dq-delay-now">
          <Megaphone size={18} aria-hidden="true" />
          <span>
            {delay.delay_minutes > 0
              ? t('queue.delayNow', { slot: slotLabel(t, delay.slot), duration: format.duration(delay.delay_minutes, 'minute') })
              : t('queue.noticeNow', { slot: slotLabel(t, delay.slot), notice: noticeIn(delay.notice, i18n.language) })}
            {delay.delay_minutes > 0 && delay.notice && ` · “${noticeIn(delay.notice, i18n.language)}”`}
          </span>
        </p>
      ))}
      <button type="button" className="button button-secondary button-small" onClick={() => setOpen(true)}>
        <Megaphone size={18} aria-hidden="true" />
        {t('queue.runningLate')}
      </button>
      <Modal open={open} title={t('queue.runningLateTitle')} onClose={() => setOpen(false)}>
        {open && <DelayForm doctorId={doctorId} date={today} posted={posted} onDone={() => setOpen(false)} />}
      </Modal>
    </section>
  );
}

interface PostedDelay {
  slot: string;
  delay_minutes: number;
  notice: string;
}

function DelayForm({ doctorId, date, posted, onDone }: { doctorId: number; date: string; posted: readonly PostedDelay[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const setDelay = useSetQueueDelay();
  const slots = useDoctorSlots(doctorId);
  const [slot, setSlot] = useState(() => posted[0]?.slot ?? '');
  const [minutes, setMinutes] = useState<MinutesChoice>('15');
  const [otherMinutes, setOtherMinutes] = useState('');
  const [noticeChoice, setNoticeChoice] = useState<NoticeChoice>('none');
  const [ownNotice, setOwnNotice] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const chosenSlot = slot || currentSlot(slots.data ?? []);
  const current = posted.find((delay) => delay.slot === chosenSlot);

  const notice = noticeChoice === 'own' ? ownNotice.trim() : noticeChoice === 'none' ? '' : QUEUE_NOTICES[Number(noticeChoice.slice('preset-'.length))]![i18n.language];
  const delayMinutes = minutes === 'other' ? otherMinutes.trim() : minutes;

  async function send(delay_minutes: string | number, text: string) {
    setFailure(null);
    setErrors({});
    if (!isOneOf(SLOTS, chosenSlot)) {
      setErrors({ slot: MESSAGES.required });
      return;
    }
    try {
      await setDelay.mutateAsync({ request: { doctor_id: doctorId, booking_date: date, slot: chosenSlot, delay_minutes, notice: text } });
      const slotName = slotLabel(t, chosenSlot);
      const minutesSent = Number(delay_minutes);
      toast.success(
        minutesSent > 0
          ? t('queue.delayPosted', { slot: slotName, duration: format.duration(minutesSent, 'minute') })
          : text
            ? t('queue.noticePosted', { slot: slotName })
            : t('queue.delayCleared', { slot: slotName }),
      );
      onDone();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else setFailure(errorText(t, error));
    }
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if ((delayMinutes === '' || delayMinutes === '0') && notice === '') {
          setFailure(t('queue.delayRequired'));
          return;
        }
        void send(delayMinutes === '' ? 0 : delayMinutes, notice);
      }}
    >
      <SelectField label={t('queue.lateSlot')} value={chosenSlot} onChange={(event) => setSlot(event.target.value)} error={fieldError(t, errors.slot)}>
        <SlotOptions slots={slots.data ?? []} />
      </SelectField>
      <ChoiceGroup
        legend={t('queue.lateBy')}
        name="delay-minutes"
        options={[...MINUTE_CHOICES.map((value) => ({ value, label: format.duration(Number(value), 'minute') })), { value: 'other' as const, label: t('queue.otherMinutes') }]}
        value={minutes}
        onChange={setMinutes}
      />
      {minutes === 'other' && (
        <TextField
          label={t('queue.minutesLabel')}
          inputMode="numeric"
          maxLength={3}
          value={otherMinutes}
          onChange={(event) => setOtherMinutes(event.target.value)}
          error={fieldError(t, errors.delay_minutes)}
        />
      )}
      {minutes !== 'other' && errors.delay_minutes && <FormNotice tone="error">{fieldError(t, errors.delay_minutes)}</FormNotice>}
      <ChoiceGroup
        legend={t('queue.noticeLabel')}
        name="delay-notice"
        layout="column"
        options={[
          { value: 'none' as const, label: t('queue.noticeNone') },
          ...QUEUE_NOTICES.map((preset, index) => ({ value: `preset-${index}` as const, label: preset[i18n.language] })),
          { value: 'own' as const, label: t('queue.noticeOwn') },
        ]}
        value={noticeChoice}
        onChange={setNoticeChoice}
      />
      {noticeChoice === 'own' && (
        <TextField label={t('queue.noticeText')} maxLength={WAITING_ROOM.noticeMax} value={ownNotice} onChange={(event) => setOwnNotice(event.target.value)} error={fieldError(t, errors.notice)} />
      )}
      {noticeChoice !== 'own' && errors.notice && <FormNotice tone="error">{fieldError(t, errors.notice)}</FormNotice>}
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <SubmitButton label={t('queue.postDelay')} submitting={setDelay.isPending} />
      {current && (
        <button type="button" className="button button-secondary" disabled={setDelay.isPending} onClick={() => void send(0, '')}>
          {t('queue.clearDelay')}
        </button>
      )}
    </form>
  );
}
