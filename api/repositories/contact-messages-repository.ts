import type { Knex } from 'knex';

export interface NewContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  message: string;
  ipAddress: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 500;

/** Messages from the home page's contact form, for staff to read and answer. */
export function createContactMessagesRepository(db: Knex) {
  return {
    async create(message: NewContactMessage): Promise<{ id: string; createdAt: Date }> {
      const [row] = (await db('contact_messages')
        .insert({
          first_name: message.firstName,
          last_name: message.lastName,
          email: message.email,
          company: message.company,
          message: message.message,
          ip_address: message.ipAddress,
          user_agent: message.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        })
        .returning(['id', 'created_at'])) as { id: string; created_at: Date }[];
      if (!row) throw new Error('contact message was not stored');
      return { id: row.id, createdAt: new Date(row.created_at) };
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
