// No formik or antd here: a form drawn without either can use it without pulling them into its chunk.

/** Moves keyboard focus to a field by id; a group (radios, checkboxes) hands it to its chosen or first option. */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const target = element.matches('input, textarea, select, button')
    ? element
    : element.querySelector<HTMLElement>('input:checked:not([disabled]), input:not([disabled]), textarea, select, button');
  if (!target) return false;
  target.focus();
  return true;
}

/** Focuses the first of `ids` on the page; returns whether one took the focus. */
export function focusFirst(ids: ReadonlyArray<string | undefined>): boolean {
  return ids.some((id) => id !== undefined && focusField(id));
}
