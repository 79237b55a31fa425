import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { activateLanguage, currentLanguage } from '../i18n/i18n';
import classes from './language-switch.module.css';

const LANGUAGES = [
  { value: 'es', label: 'ES' },
  { value: 'en', label: 'EN' },
] as const;

/**
 * Switches between Spanish and English; the switch goes to the dashboard (spec 1 §1). A group of two
 * radio buttons (arrow keys move between them), drawn as one segmented control.
 *
 * The way to the dashboard comes first: a screen with unsaved changes asks before it is left, and the
 * language changes only once the user has left it (staying, nothing changes, not even the language).
 */
export function LanguageSwitch({ goToDashboard = true }: { goToDashboard?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const group = useId();
  const current = currentLanguage();
  return (
    <div role="radiogroup" aria-label={t`Idioma`} className={classes.switch}>
      {LANGUAGES.map((language) => (
        <span key={language.value} className={classes.option}>
          <input
            id={`${group}-${language.value}`}
            className={classes.input}
            type="radio"
            name={group}
            value={language.value}
            checked={current === language.value}
            onChange={() => {
              void (async () => {
                if (goToDashboard) {
                  await navigate({ to: '/app-h/dashboard' });
                  // Still elsewhere: the screen asked and the user stayed.
                  if (router.state.location.pathname !== '/app-h/dashboard') return;
                }
                await activateLanguage(language.value);
              })();
            }}
          />
          <label htmlFor={`${group}-${language.value}`} className={classes.label} lang={language.value}>
            {language.label}
          </label>
        </span>
      ))}
    </div>
  );
}
