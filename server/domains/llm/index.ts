/** The language-model area: the team's model settings and their test. */
import { llmSettingsRoutes } from '../../routes/llm/settings.ts';
import { defineArea } from '../area.ts';

export const llmArea = defineArea({ name: 'llm', routes: [llmSettingsRoutes] });
