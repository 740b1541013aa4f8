/** Keystatic's app, made from this project's workspace config (src/workspace/WorkspacePage.astro renders it). */
import { makePage } from '@keystatic/astro/ui';
import config from '../../keystatic.config.ts';

export const Workspace = makePage(config);
