// Fastify writes two lines per request at info ("incoming request", "request completed"): on a busy
// server that buries what an operator needs. They go to debug (LOG_LEVEL=debug shows them); a request
// that fails still logs at error.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLogAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
