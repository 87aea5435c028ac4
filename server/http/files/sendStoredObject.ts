// Streams an object of the storage as the answer, with headers that stop a browser from reading it as
// anything but what the headers say.
import type { FastifyReply } from 'fastify';
import { type ObjectStorage, StoredObjectMissingError } from '../../services/storage/objectStorage';
import { sendHttpError } from '../httpErrors';

export async function sendStoredObject(
  reply: FastifyReply,
  storage: ObjectStorage,
  key: string,
  headers: Readonly<Record<string, string>>,
): Promise<FastifyReply> {
  let body;
  try {
    body = await storage.open(key);
  } catch (error) {
    // The row is there but its bytes are not (a deletion racing this read): as good as gone.
    if (error instanceof StoredObjectMissingError) return sendHttpError(reply, 'not_found');
    throw error;
  }
  return reply
    .headers({ ...headers, 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' })
    .send(body);
}
