// "Running late" on /today-booking: the doctor (or its hospital) tells the patients waiting in a slot how
// late the doctor is, with a ready-made or typed message (set-queue-delay). Each waiting patient sees it
// on their live screen and on the board, and gets a push. "On time now" clears it (0 minutes, no message).
import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { WAITING_ROOM } from '../../../shared/constants';
import { noticeIn, QUEUE_NOTICES } from '../../../shared/queue-notices';
import { useCallForm } from '../../api/use-call-form';
import { useFormat } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { ChoiceGroup } from '../../ui/choice-group';
import { FormNotice, NoticeLine, TextField } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { SelectField } from '../../ui/select-field';
import { SubmitButton } from '../../ui/submit-button';
import { clinicToday } from '../../lib/clinic-today';
import { queueDelaysQuery, useDoctorSlots, useSetQueueDelay } from './queue-queries';
import { delayFormResolver, MINUTE_CHOICES } from './queue-schemas';
import { currentSlot, slotLabel, SlotOptions } from './slot-options';

export function RunningLate({ doctorId }: { doctorId: number }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const today = clinicToday();
  const delays = useQuery(queueDelaysQuery(doctorId, today));
  const [open, setOpen] = useState(false);
  const posted = delays.data ?? [];
  return (
    <section className="card dq-running-late" aria-label={t('queue.runningLate')}>
      {posted.map((delay) => (
        <p key={delay.slot} className="dq-delay-now">
          <Megaphone size={18} aria-hidden="true" />
          <span>
            {delay.delay_minutes > 0
              ? t('queue.delayNow', {
                  slot: slotLabel(t, delay.slot),
                  duration: format.duration(delay.delay_minutes, 'minute'),
                })
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

function DelayForm({
  doctorId,
  date,
  posted,
  onDone,
}: {
  doctorId: number;
  date: string;
  posted: readonly PostedDelay[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const slots = useDoctorSlots(doctorId);
  // "On time now" sends the same call with 0 minutes and no message.
  const clearing = useRef(false);
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useSetQueueDelay(), {
    resolver: delayFormResolver,
    defaultValues: {
      slot: posted[0]?.slot ?? '',
      minutes_choice: '15',
      delay_minutes: '',
      notice_choice: 'none',
      notice: '',
    },
    request: (values) => {
      if (clearing.current)
        return { doctor_id: doctorId, booking_date: date, slot: values.slot, delay_minutes: 0, notice: '' };
      const preset = /^preset-(\d+)$/.exec(values.notice_choice);
      return {
        doctor_id: doctorId,
        booking_date: date,
        slot: values.slot,
        delay_minutes: values.minutes_choice === 'other' ? values.delay_minutes.trim() || 0 : values.minutes_choice,
        notice:
          values.notice_choice === 'own'
            ? values.notice.trim()
            : preset
              ? (QUEUE_NOTICES[Number(preset[1])]?.[i18n.language] ?? '')
              : '',
      };
    },
    onSuccess: ({ result }) => {
      const slotName = slotLabel(t, result.slot);
      toast.success(
        result.delay_minutes > 0
          ? t('queue.delayPosted', { slot: slotName, duration: format.duration(result.delay_minutes, 'minute') })
          : result.notice
            ? t('queue.noticePosted', { slot: slotName })
            : t('queue.delayCleared', { slot: slotName }),
      );
      onDone();
    },
  });
  const { register, watch, setValue, getValues, clearErrors } = form;

  // The slot running now is the natural default once the doctor's slots are known.
  useEffect(() => {
    if (!slots.data || getValues('slot') !== '') return;
    const slot = currentSlot(slots.data);
    if (slot) setValue('slot', slot);
  }, [slots.data, getValues, setValue]);

  const minutes = watch('minutes_choice');
  const noticeChoice = watch('notice_choice');
  const current = posted.find((delay) => delay.slot === watch('slot'));
  const submit = (clear: boolean) => {
    clearing.current = clear;
    void onSubmit();
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <SelectField label={t('queue.lateSlot')} error={errorOf('slot')} {...register('slot')}>
        <SlotOptions slots={slots.data ?? []} />
      </SelectField>
      <ChoiceGroup
        legend={t('queue.lateBy')}
        name="delay-minutes"
        // The legend says minutes: bare numbers keep the five choices on one row at 360 px.
        options={[
          ...MINUTE_CHOICES.map((value) => ({ value, label: value })),
          { value: 'other' as const, label: t('queue.otherMinutes') },
        ]}
        value={minutes}
        onChange={(value) => {
          setValue('minutes_choice', value);
          clearErrors('minutes_choice');
        }}
      />
      {minutes === 'other' && (
        <TextField
          label={t('queue.minutesLabel')}
          inputMode="numeric"
          maxLength={3}
          error={errorOf('delay_minutes')}
          {...register('delay_minutes')}
        />
      )}
      <ChoiceGroup
        legend={t('queue.noticeLabel')}
        name="delay-notice"
        layout="column"
        options={[
          { value: 'none', label: t('queue.noticeNone') },
          ...QUEUE_NOTICES.map((preset, index) => ({ value: `preset-${index}`, label: preset[i18n.language] })),
          { value: 'own', label: t('queue.noticeOwn') },
        ]}
        value={noticeChoice}
        onChange={(value) => {
          setValue('notice_choice', value);
          // "Say how late or write a message" is answered by either choice; the next submit checks again.
          clearErrors('minutes_choice');
        }}
      />
      {noticeChoice === 'own' && (
        <TextField
          label={t('queue.noticeText')}
          maxLength={WAITING_ROOM.noticeMax}
          error={errorOf('notice')}
          {...register('notice')}
        />
      )}
      {errorOf('minutes_choice') && <FormNotice tone="error">{errorOf('minutes_choice')}</FormNotice>}
      <NoticeLine notice={notice} />
      <SubmitButton label={t('queue.postDelay')} submitting={submitting} />
      {current && (
        <button type="button" className="button button-secondary" disabled={submitting} onClick={() => submit(true)}>
          {t('queue.clearDelay')}
        </button>
      )}
    </form>
  );
}
