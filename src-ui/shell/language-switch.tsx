import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
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
 */
export function LanguageSwitch({ goToDashboard = true }: { goToDashboard?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
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
              void activateLanguage(language.value).then(() => (goToDashboard ? navigate({ to: '/app-h/dashboard' }) : undefined));
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
