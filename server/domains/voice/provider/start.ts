/**
 * The voice provider of this process, set up when the process starts (API and workers alike), so
 * a test call from the API and a campaign's calls from a worker go through the same provider.
 * Today it is the built-in simulator; its events take the path a real provider's do, the signed
 * call webhook, without the network (a worker process serves no HTTP).
 */
import type { AppContext } from '../../../context.ts';
import { HttpError } from '../../../http/errors.ts';
import { signatureHeader } from '../../../webhooks/signature.ts';
import type { Stop } from '../../area.ts';
import { receiveCallWebhook } from '../calls/call-webhook.ts';
import { SimulatorProvider } from '../../../simulators/voice/voice-simulator.ts';
import { callWebhookSecret } from './webhook-secret.ts';

export function startVoiceProvider(ctx: AppContext): Stop {
  const secret = callWebhookSecret(ctx.appKey, 'simulator');
  const simulator = new SimulatorProvider({
    paceMs: ctx.config.voice.simulatorPaceMs,
    deliver: async (raw) => {
      try {
        await receiveCallWebhook(ctx.database.db, ctx.appKey, 'simulator', raw, signatureHeader(secret, raw));
        return 200;
      } catch (error) {
        if (error instanceof HttpError) return error.statusCode;
        throw error;
      }
    },
    // As the API's logger did when the calls' routes set the simulator up: quiet at LOG_LEVEL=silent.
    onError: (message, error) => {
      if (ctx.config.logLevel !== 'silent') console.warn(`[parley] ${message}: ${(error as Error | undefined)?.message ?? ''}`);
    },
  });
  ctx.voiceProvider = simulator;
  return async () => {
    if (ctx.voiceProvider === simulator) delete ctx.voiceProvider;
    await simulator.close();
  };
}
