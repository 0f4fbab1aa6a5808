import { useEffect, useEffectEvent, useState } from 'react';
import { focusFirst } from '../form/focus';
import type { AlertMessage } from './Alert';

const sameNotice = (a: AlertMessage | null, b: AlertMessage | null) =>
  a?.text === b?.text && (a?.items ?? []).join() === (b?.items ?? []).join();

/**
 * The account screens' own checks before calling the server: SPEC's one notice above the form and each
 * wrong field marked. Once a send failed them, both follow what she types: the notice updates to what is
 * still wrong and goes, with the marks, once all is right. Focus moves to the first wrong field.
 */
export function useFieldCheck<V>({
  values,
  check,
  fieldErrors,
  order,
  onNotice,
}: {
  values: V;
  /** SPEC's notice for the first rule broken, or null. */
  check: (values: V) => AlertMessage | null;
  /** Each wrong field's own short message, by field name. */
  fieldErrors: (values: V) => Record<string, string>;
  /** The fields' names in the order she sees them. */
  order: readonly string[];
  onNotice: (notice: AlertMessage | null) => void;
}) {
  const [shown, setShown] = useState<AlertMessage | null>(null);

  /** True when the check stopped the send. */
  const stops = (sent: V) => {
    const problem = check(sent);
    setShown(problem);
    if (!problem) return false;
    onNotice(problem);
    const wrong = fieldErrors(sent);
    focusFirst(order.filter((name) => wrong[name]).map((name) => `field-${name}`));
    return true;
  };

  const follow = useEffectEvent(() => {
    if (!shown) return;
    const problem = check(values);
    if (sameNotice(problem, shown)) return;
    setShown(problem);
    onNotice(problem);
  });
  useEffect(() => {
    follow();
  }, [values]);

  return { stops, errors: shown ? fieldErrors(values) : {} };
}
