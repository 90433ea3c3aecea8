import { about } from './about.ts';
import { apiReference } from './api-reference.ts';
import { contact } from './contact.ts';
import { content } from './content.ts';
import { docs } from './docs.ts';
import { home } from './home.ts';

/** Every area of the public site (home, about, docs, API reference, search), registered in one line. */
export const publicSite = { ...content, ...home, ...contact, ...about, ...docs, ...apiReference } as const;
