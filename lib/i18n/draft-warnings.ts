// At start, a deployment logs one warning per catalogue that no native speaker has reviewed yet (status
// "draft" in lib/i18n/messages/*.json), as it does for the organisation's placeholders. Local runs stay quiet.
import { isDeployment, type EnvVars } from '../platform/config/app-env';
import { CATALOGUE_FILES, draftLocales } from './catalogues';

export function warnAboutDraftCatalogues(env: EnvVars, warn: (line: string) => void = console.warn): number {
  if (!isDeployment(env)) return 0;
  const drafts = draftLocales();
  for (const l of drafts) {
    warn(`⚠ draft translation in use: ${CATALOGUE_FILES[l].language} (lib/i18n/messages/${l}.json awaits a native speaker's review; see README "Translations")`);
  }
  return drafts.length;
}
