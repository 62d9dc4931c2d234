import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

const megabytes = (bytes: number) => (Math.round((bytes / 1024 / 1024) * 10) / 10).toString();

/**
 * A route's options for a file sent base64 in JSON, of at most maxBytes: the body limit (base64 makes 4
 * bytes of 3, plus the JSON around it) and an error handler that answers a body over it with the media
 * error naming the file's size (MED413), not a bare API413.
 */
export function base64Upload(maxBytes: number) {
  return {
    bodyLimit: Math.ceil((maxBytes * 4) / 3) + 64 * 1024,
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error.statusCode === 413) {
        const length = Number(request.headers['content-length'] ?? 0);
        return sendError(request, reply, 'MED413', {
          size: megabytes((length * 3) / 4),
          limit: megabytes(maxBytes),
        });
      }
      throw error;
    },
  };
}
