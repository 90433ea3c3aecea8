import type { publicSite as en } from '../en/public-site.ts';
import { about } from './about.ts';
import { apiReference } from './api-reference.ts';
import { contact } from './contact.ts';
import { content } from './content.ts';
import { docs } from './docs.ts';
import { home } from './home.ts';

export const publicSite: Record<keyof typeof en, string> = {
  ...content,
  ...home,
  ...contact,
  ...about,
  ...docs,
  ...apiReference,
};
