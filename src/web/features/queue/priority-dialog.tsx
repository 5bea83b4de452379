// The desk's priority of a token (set-token-priority): called before the others once the patient has
// checked in. The categories, with "In turn" to take it back, and a note for the desk; the lists and the
// board show only the category.
import { FLOOR, PRIORITIES } from '../../../shared/constants';
import type { BookingView } from '../../../shared/contract/booking-shapes';
import { useCallForm } from '../../api/use-call-form';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../../lib/toasts';
import { ChoiceGroup } from '../../ui/choice-group';
import { NoticeLine, TextField } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { SubmitButton } from '../../ui/submit-button';
import { useSetTokenPriority } from './queue-queries';
import { priorityResolver } from './queue-schemas';

export function PriorityDialog({ booking, onClose }: { booking: BookingView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={booking !== null}
      title={t('floor.priorityTitle', { number: booking?.booking_number ?? '' })}
      onClose={onClose}
    >
      {booking && <PriorityForm booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function PriorityForm({ booking, onClose }: { booking: BookingView; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, onSubmit, errorOf, notice, submitting } = useCallForm(useSetTokenPriority(), {
    resolver: priorityResolver,
    defaultValues: { priority: booking.priority, note: booking.priority_note },
    request: (values) => ({ booking_id: booking.id, priority: values.priority, note: values.note }),
    onSuccess: ({ result }) => {
      toast.success(
        t('floor.prioritySaved', {
          number: result.booking_number ?? '',
          category: t(`floor.priority.${result.priority}`),
        }),
      );
      onClose();
    },
  });
  const { register, watch, setValue } = form;
  const priority = watch('priority');
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="state-text">{booking.name}</p>
      <ChoiceGroup
        legend={t('floor.priorityLegend')}
        name="priority"
        layout="column"
        options={PRIORITIES.map((value) => ({ value, label: t(`floor.priority.${value}`) }))}
        value={priority}
        onChange={(value) => setValue('priority', value)}
      />
      {priority !== 'None' && (
        <TextField
          label={t('floor.priorityNote')}
          maxLength={FLOOR.priorityNoteMax}
          error={errorOf('note')}
          {...register('note')}
        />
      )}
      <NoticeLine notice={notice} />
      <SubmitButton label={t('floor.prioritySave')} submitting={submitting} />
    </form>
  );
}
