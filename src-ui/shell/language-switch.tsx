import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { activateLanguage, currentLanguage } from '../i18n/i18n';

/** Switches between Spanish and English; the switch goes to the dashboard (spec 1 §1). */
export function LanguageSwitch({ goToDashboard = true }: { goToDashboard?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Idioma`}
      value={currentLanguage()}
      data={[
        { value: 'es', label: 'ES' },
        { value: 'en', label: 'EN' },
      ]}
      onChange={(value) => {
        void activateLanguage(value === 'en' ? 'en' : 'es').then(() => (goToDashboard ? navigate({ to: '/app-h/dashboard' }) : undefined));
      }}
    />
  );
}
