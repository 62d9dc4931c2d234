import { z } from 'zod';

export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

export const mailboxResponseSchema = z.object({ messages: z.array(mailboxMessageSchema) });
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
