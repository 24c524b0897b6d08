import { z } from 'zod';
import { messagePrivacies } from './message-limits';

/** The member's message setting, as requests carry it (see `messagePrivacies`). */
export const messagePrivacySchema = z.enum(messagePrivacies);
