import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { type FocusEvent, useEffect } from 'react';
import { getInspect } from '../../devtools/inspector';
import { translate } from '../../i18n/translate';
import type { ToastContent } from '../../machines/toast';
import type { ToastEntry } from '../../machines/toaster';
import buttons from '../Button/button.module.css';
import styles from './Toaster.module.css';
import { ToasterContext } from './ToasterContext';
import { TOAST_EVENT } from '../../lib/toastEvent';

function toastText(i18n: I18n, toast: ToastEntry, part: 'title' | 'description'): string {
  const descriptor = toast[part];
  return descriptor ? translate(i18n, descriptor, toast.values) : '';
}

/** Every toast is also read out: politely, or at once for errors (destructive). */
function announcement(i18n: I18n, toasts: ToastEntry[], variant: ToastEntry['variant']): string {
  const latest = toasts.filter((toast) => toast.variant === variant).at(-1);
  return latest ? [toastText(i18n, latest, 'title'), toastText(i18n, latest, 'description')].filter(Boolean).join('. ') : '';
}

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const description = toastText(i18n, toast, 'description');
  const resumeFocusPause = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) toast.ref.send({ type: 'TOAST.RESUME', src: 'focus' });
  };
  return (
    // Hover and focus only pause the timer (spec); the toast's one control is its close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={styles.toast}
      data-variant={toast.variant}
      data-part="toast"
      onPointerEnter={() => toast.ref.send({ type: 'TOAST.PAUSE', src: 'hover' })}
      onPointerLeave={() => toast.ref.send({ type: 'TOAST.RESUME', src: 'hover' })}
      onFocus={() => toast.ref.send({ type: 'TOAST.PAUSE', src: 'focus' })}
      onBlur={resumeFocusPause}
    >
      <div className={styles.text}>
        <p className={styles.title}>{toastText(i18n, toast, 'title')}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <button type="button" className={`${buttons.iconButton} ${styles.close}`} onClick={onDismiss} aria-label={t`Close notification`}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The visible stack of notifications (at most three) and the live regions that read them out. */
export function Toaster() {
  const { t, i18n } = useLingui();
  const toaster = ToasterContext.useActorRef();
  const toasts = ToasterContext.useSelector((snapshot) => snapshot.context.toasts);
  useEffect(() => {
    const add = (event: Event) => toaster.send({ type: 'TOASTER.ADD', ...(event as CustomEvent<ToastContent>).detail });
    window.addEventListener(TOAST_EVENT, add);
    return () => window.removeEventListener(TOAST_EVENT, add);
  }, [toaster]);
  return (
    <div className={styles.toaster} data-part="toaster" data-floating="toasts">
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement(i18n, toasts, 'default')}
      </div>
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement(i18n, toasts, 'destructive')}
      </div>
      {toasts.length > 0 ? (
        <ol className={styles.list} aria-label={t`Notifications`}>
          {toasts.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={() => toaster.send({ type: 'TOASTER.DISMISS', id: toast.id })} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** The site's one toaster with its machine: the part ToasterIsland loads at the first toast. */
export function SiteToaster() {
  return (
    <ToasterContext.Provider options={{ inspect: getInspect() }}>
      <Toaster />
    </ToasterContext.Provider>
  );
}
