/**
 * The one way what a field shows reaches its machine: read once, when the part's actor starts.
 * Text typed before the part's code came, an autofill, or a form put back by a recovery reload
 * (visitRestore.ts) is in the field's DOM value; React hydrates a field without touching that
 * value, and the machine takes it over at its start, before React renders the machine's values.
 */

/** A text field of a part (its element id) and the event that gives the machine its value. */
export type ShownField<TEvent> = readonly [id: string, change: (value: string) => TEvent];

/** Sends the machine the value of every field that shows something other than what was rendered. */
export function sendFieldsShown<TEvent>(fields: ReadonlyArray<ShownField<TEvent>>, send: (event: TEvent) => void): void {
  for (const [id, change] of fields) {
    const field = document.getElementById(id);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue) send(change(field.value));
  }
}
