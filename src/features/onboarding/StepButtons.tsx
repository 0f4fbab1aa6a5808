import { Button } from '../../components/kit/Button';

/** 'Atrás', the submit button and 'Omitir', shared by the questionnaire steps and step 8's signature. */
export function StepButtons({
  onBack,
  onSkip,
  submitting,
  submitLabel = 'Siguiente',
  submitDisabled,
}: {
  onBack?: () => void;
  onSkip: () => void;
  submitting?: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
}) {
  return (
    <div className="onb-buttons">
      {onBack && <Button onClick={onBack}>Atrás</Button>}
      <Button type="primary" htmlType="submit" loading={submitting} disabled={submitDisabled}>
        {submitLabel}
      </Button>
      <Button type="link" className="onb-skip" onClick={onSkip}>
        Omitir
      </Button>
    </div>
  );
}
